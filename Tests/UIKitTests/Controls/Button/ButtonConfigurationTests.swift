import Foundation
import Testing
import UIKitTesting

/// UIButton.Configuration: the styles' defaults, sizes and insets, `updated(for:)`'s
/// colours per state, and a configured button's labels, image, layout and intrinsic size —
/// with the legacy per-state setters still winning, as UIKit bridges them.
@MainActor
@Suite("UIButton.Configuration", .serialized)
struct ButtonConfigurationTests {
    /// A fresh world on a scale-1 screen for each test, so sizes and pixel rounding do not
    /// depend on the test that ran before.
    private let world = Simulator(device: .iPhone3G)

    /// A button showing `configuration`, laid out at its intrinsic size.
    private func shown(_ configuration: UIButton.Configuration) -> UIButton {
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
        button.layoutIfNeeded()
        return button
    }

    private func textSize(_ text: String, _ font: UIFont) -> CGSize {
        let label = UILabel()
        label.font = font
        label.text = text
        return label.intrinsicContentSize
    }

    @Test("defaults: medium size, insets 7/12, dynamic corners, image leading, no padding, wrapping titles")
    func defaults() {
        let plain = UIButton.Configuration.plain()
        #expect(plain.buttonSize == .medium && plain.cornerStyle == .dynamic)
        #expect(plain.contentInsets == NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
        #expect(plain.imagePlacement == .leading && plain.imagePadding == 0 && plain.titlePadding == 0)
        #expect(plain.titleAlignment == .automatic && plain.titleLineBreakMode == .byWordWrapping)
        #expect(plain.title == nil && plain.subtitle == nil && plain.image == nil)
        #expect(plain.baseForegroundColor == nil && plain.baseBackgroundColor == nil && plain.background.backgroundColor == nil)
        #expect(plain.background.cornerRadius == 6)
        let updatesForSelection: [(UIButton.Configuration, Bool)] = [
            (.plain(), true), (.gray(), true), (.tinted(), true), (.filled(), false),
            (.borderless(), false), (.bordered(), false), (.borderedTinted(), false), (.borderedProminent(), false),
        ]
        for (configuration, expected) in updatesForSelection {
            #expect(configuration.automaticallyUpdateForSelection == expected)
        }
        #expect([UIButton.Configuration.Size.medium, .small, .mini, .large].map(\.rawValue) == [0, 1, 2, 3])
        #expect([UIButton.Configuration.CornerStyle.fixed, .dynamic, .small, .medium, .large, .capsule].map(\.rawValue)
            == [-1, 0, 1, 2, 3, 4])
    }

    @Test("each size has its insets and corner radius; explicit insets and radii stay; setDefaultContentInsets restores")
    func sizes() {
        var configuration = UIButton.Configuration.filled()
        let expected: [(UIButton.Configuration.Size, NSDirectionalEdgeInsets, CGFloat)] = [
            (.mini, NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8), 4),
            (.small, NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10), 6),
            (.large, NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20), 10),
            (.medium, NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12), 6),
        ]
        for (size, insets, radius) in expected {
            configuration.buttonSize = size
            #expect(configuration.contentInsets == insets && configuration.background.cornerRadius == radius)
        }
        configuration.contentInsets = .zero
        configuration.background.cornerRadius = 20
        configuration.buttonSize = .large
        #expect(configuration.contentInsets == .zero && configuration.background.cornerRadius == 20)
        configuration.setDefaultContentInsets()
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20))
    }

    @Test("title and attributedTitle are one value; so are subtitle and attributedSubtitle")
    func titleStorage() {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Hello"
        #expect(configuration.attributedTitle == AttributedString("Hello"))
        var styled = AttributedString("Bold")
        styled.font = .boldSystemFont(ofSize: 20)
        configuration.attributedTitle = styled
        #expect(configuration.title == "Bold")
        configuration.subtitle = "Sub"
        #expect(configuration.attributedSubtitle.map { String($0.characters) } == "Sub")
        configuration.title = nil
        #expect(configuration.attributedTitle == nil)
    }

    @Test("updated(for:) resolves each style's colours for the normal state")
    func normalColors() {
        let button = UIButton(type: .system)
        let expected: [(UIButton.Configuration, UIColor, UIColor)] = [
            (.plain(), .systemBlue, .clear),
            (.borderless(), .systemBlue, .clear),
            (.tinted(), .systemBlue, UIColor.systemBlue.withAlphaComponent(0.15)),
            (.borderedTinted(), .systemBlue, UIColor.systemBlue.withAlphaComponent(0.15)),
            (.gray(), .systemBlue, .tertiarySystemFill),
            (.bordered(), .systemBlue, .tertiarySystemFill),
            (.filled(), .white, .systemBlue),
            (.borderedProminent(), .white, .systemBlue),
        ]
        for (configuration, foreground, background) in expected {
            let updated = configuration.updated(for: button)
            #expect(updated.baseForegroundColor == foreground)
            #expect(updated.background.backgroundColor == background)
        }
    }

    @Test("highlighted: content without a fill dims to 20 %, a fill darkens (translucent ones twice as opaque)")
    func highlightedColors() {
        let button = UIButton(type: .system)
        button.isHighlighted = true
        let plain = UIButton.Configuration.plain().updated(for: button)
        #expect(plain.baseForegroundColor == UIColor.systemBlue.withAlphaComponent(0.2))
        let filled = UIButton.Configuration.filled().updated(for: button)
        #expect(filled.baseForegroundColor == .white)
        #expect(filled.background.backgroundColor == UIColor(red: 0, green: (122.0 / 255) * 0.85, blue: 0.85, alpha: 1))
        let tinted = UIButton.Configuration.tinted().updated(for: button)
        #expect(tinted.background.backgroundColor == UIColor.systemBlue.withAlphaComponent(0.3))
    }

    @Test("disabled: tertiary-label content on a tertiary fill; a style without a fill keeps none")
    func disabledColors() {
        let button = UIButton(type: .system)
        button.isEnabled = false
        for configuration in [UIButton.Configuration.filled(), .tinted(), .gray()] {
            let updated = configuration.updated(for: button)
            #expect(updated.baseForegroundColor == .tertiaryLabel && updated.background.backgroundColor == .tertiarySystemFill)
        }
        let plain = UIButton.Configuration.plain().updated(for: button)
        #expect(plain.baseForegroundColor == .tertiaryLabel && plain.background.backgroundColor == .clear)
    }

    @Test("selected: plain, gray and tinted fill with their foreground colour and turn white, unless told not to")
    func selectedColors() {
        let button = UIButton(type: .system)
        button.isSelected = true
        let gray = UIButton.Configuration.gray().updated(for: button)
        #expect(gray.baseForegroundColor == .white && gray.background.backgroundColor == .systemBlue)
        var opted = UIButton.Configuration.gray()
        opted.automaticallyUpdateForSelection = false
        #expect(opted.updated(for: button).background.backgroundColor == .tertiarySystemFill)
        let filled = UIButton.Configuration.filled().updated(for: button)
        #expect(filled.background.backgroundColor == .systemBlue && filled.baseForegroundColor == .white)
    }

    @Test("base colours feed the style, explicit background colours are kept, a destructive role is red")
    func baseColorsAndRole() {
        let button = UIButton(type: .system)
        var tinted = UIButton.Configuration.tinted()
        tinted.baseBackgroundColor = .systemGreen
        tinted.baseForegroundColor = .black
        let updated = tinted.updated(for: button)
        #expect(updated.baseForegroundColor == .black)
        #expect(updated.background.backgroundColor == UIColor.systemGreen.withAlphaComponent(0.15))
        var explicit = UIButton.Configuration.filled()
        explicit.background.backgroundColor = .systemPink
        button.isHighlighted = true
        #expect(explicit.updated(for: button).background.backgroundColor == .systemPink)
        button.isHighlighted = false
        button.role = .destructive
        #expect(UIButton.Configuration.filled().updated(for: button).background.backgroundColor == .systemRed)
        #expect(UIButton.Configuration.plain().updated(for: button).baseForegroundColor == .systemRed)
        button.role = .normal
        button.tintColor = .systemPurple
        #expect(UIButton.Configuration.filled().updated(for: button).background.backgroundColor == .systemPurple)
    }

    @Test("a configured button shows its title in the size's font and the style's colour; intrinsic size is text plus insets")
    func configuredTitle() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Button"
        let button = shown(configuration)
        let label = button.titleLabel!
        #expect(label.text == "Button" && label.textColor == .white)
        #expect(label.font == .preferredFont(forTextStyle: .body))
        let text = textSize("Button", .preferredFont(forTextStyle: .body))
        #expect(button.intrinsicContentSize == CGSize(width: text.width + 24, height: text.height + 14))
        #expect(label.frame.size == text && label.frame.minX == 12 && label.frame.minY == 7)
        let sizes: [(UIButton.Configuration.Size, UIFont.TextStyle, CGFloat, CGFloat)] = [
            (.mini, .caption1, 16, 8), (.small, .subheadline, 20, 10), (.large, .body, 40, 28),
        ]
        for (size, style, width, height) in sizes {
            configuration.buttonSize = size
            let sized = shown(configuration)
            let text = textSize("Button", .preferredFont(forTextStyle: style))
            #expect(sized.titleLabel?.font == .preferredFont(forTextStyle: style))
            #expect(sized.intrinsicContentSize == CGSize(width: text.width + width, height: text.height + height))
        }
    }

    @Test("attributed titles keep their attributes; the transformer sees the defaults and changes them")
    func attributes() {
        var configuration = UIButton.Configuration.plain()
        var title = AttributedString("Big")
        title.font = .boldSystemFont(ofSize: 30)
        configuration.attributedTitle = title
        var button = shown(configuration)
        var text = button.titleLabel!.attributedText!
        #expect(text.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == .boldSystemFont(ofSize: 30))
        #expect(text.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .systemBlue)

        var seen: UIColor?
        configuration.title = "Small"
        configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
            seen = incoming.foregroundColor
            var outgoing = incoming
            outgoing.font = .systemFont(ofSize: 11)
            return outgoing
        }
        button = shown(configuration)
        text = button.titleLabel!.attributedText!
        #expect(seen == .systemBlue)
        #expect(text.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == .systemFont(ofSize: 11))
    }

    @Test("a subtitle sits under the title with titlePadding; both are centred without an image")
    func subtitle() {
        var configuration = UIButton.Configuration.gray()
        configuration.title = "Title"
        configuration.subtitle = "A longer subtitle"
        configuration.titlePadding = 4
        let button = shown(configuration)
        let title = button.titleLabel!.frame, subtitle = button.subtitleLabel!.frame
        #expect(button.subtitleLabel?.text == "A longer subtitle")
        #expect(subtitle.minY == title.maxY + 4 && title.width == subtitle.width)
        #expect(button.titleLabel?.textAlignment == .center)
        #expect(button.subtitleLabel?.font == .preferredFont(forTextStyle: .subheadline))
        let titleText = textSize("Title", .preferredFont(forTextStyle: .body))
        let subtitleText = textSize("A longer subtitle", .preferredFont(forTextStyle: .subheadline))
        #expect(button.intrinsicContentSize == CGSize(width: subtitleText.width + 24,
                                                      height: titleText.height + 4 + subtitleText.height + 14))
    }

    @Test("image placement and padding: leading beside the title, top above it")
    func imagePlacement() {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Title"
        configuration.image = solidImage(.red, size: CGSize(width: 20, height: 20))
        configuration.imagePadding = 8
        var button = shown(configuration)
        let text = textSize("Title", .preferredFont(forTextStyle: .body))
        #expect(button.intrinsicContentSize == CGSize(width: 20 + 8 + text.width + 24, height: max(20, text.height) + 14))
        #expect(button.imageView?.frame.minX == 12 && button.titleLabel?.frame.minX == 40)
        #expect(button.imageView?.image?.renderingMode == .alwaysTemplate && button.imageView?.tintColor == .systemBlue)

        configuration.imagePlacement = .top
        button = shown(configuration)
        #expect(button.intrinsicContentSize == CGSize(width: max(20, text.width) + 24, height: 20 + 8 + text.height + 14))
        #expect(button.imageView?.frame.minY == 7 && button.titleLabel?.frame.minY == 35)

        configuration.imagePlacement = .trailing
        button = shown(configuration)
        #expect(button.imageView!.frame.minX > button.titleLabel!.frame.maxX)
    }

    @Test("the legacy setters still work on a configured button: their title, colour and image win")
    func legacyBridge() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Configured"
        let button = shown(configuration)
        button.setTitle("Legacy", for: .normal)
        button.setTitleColor(.black, for: .normal)
        button.layoutIfNeeded()
        #expect(button.titleLabel?.text == "Legacy" && button.titleLabel?.textColor == .black)
        let image = solidImage(.red)
        button.setImage(image, for: .normal)
        button.layoutIfNeeded()
        #expect(button.imageView?.isHidden == false)
        button.setTitle(nil, for: .normal)
        button.layoutIfNeeded()
        #expect(button.titleLabel?.text == "Configured")
    }

    @Test("removing the configuration brings back the legacy look")
    func removingConfiguration() {
        var configuration = UIButton.Configuration.filled()
        configuration.subtitle = "Sub"
        let button = shown(configuration)
        button.setTitle("Legacy", for: .normal)
        button.configuration = nil
        button.layoutIfNeeded()
        #expect(button.subtitleLabel == nil && button.titleLabel?.text == "Legacy")
        #expect(button.titleLabel?.font.pointSize == 15 && button.titleLabel?.textColor == .systemBlue)
        #expect(button.subviews.count == 1, "the title label stays; the background goes")
    }

    @Test("init(configuration:primaryAction:) is a system button whose configuration takes the action's title and image")
    func configurationInit() {
        let image = solidImage(.red)
        let button = UIButton(configuration: .tinted(), primaryAction: UIAction(title: "Add", image: image) { _ in })
        #expect(button.buttonType == .system)
        #expect(button.configuration?.title == "Add" && button.configuration?.image === image)
        #expect(button.allControlEvents == .primaryActionTriggered)
    }

    @Test("color transformers: grayscale, preferredTint (the colour itself) and a custom one")
    func colorTransformers() {
        #expect(UIConfigurationColorTransformer.grayscale(.red) == UIColor(white: 0.299, alpha: 1))
        #expect(UIConfigurationColorTransformer.preferredTint(.systemGreen) == .systemGreen)
        let half = UIConfigurationColorTransformer { $0.withAlphaComponent(0.5) }
        #expect(half(.black) == UIColor(white: 0, alpha: 0.5))
        var background = UIBackgroundConfiguration.clear()
        #expect(background.backgroundColor == .clear && background.cornerRadius == 0 && background.strokeWidth == 0)
        background.backgroundColor = nil
        background.backgroundColorTransformer = half
        #expect(background.resolvedBackgroundColor(for: .black) == UIColor(white: 0, alpha: 0.5))
        #expect(background.resolvedStrokeColor(for: .systemBlue) == .systemBlue)
    }

    @Test("showsActivityIndicator: a spinning indicator in the foreground colour takes the image's place")
    func activityIndicator() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Loading"
        configuration.image = solidImage(.red, size: CGSize(width: 10, height: 10))
        configuration.imagePadding = 6
        configuration.showsActivityIndicator = true
        let button = shown(configuration)
        let indicator = button.subviews.compactMap { $0 as? UIActivityIndicatorView }.first
        #expect(indicator?.isAnimating == true && indicator?.color == .white)
        #expect(button.imageView?.isHidden == true)
        let side = indicator?.intrinsicContentSize.width ?? 0
        #expect(indicator?.frame.minX == 12 && button.titleLabel?.frame.minX == 12 + side + 6)
        configuration.showsActivityIndicator = false
        button.configuration = configuration
        button.layoutIfNeeded()
        #expect(indicator?.isAnimating == false && indicator?.isHidden == true && button.imageView?.isHidden == false)
    }

    @Test("symbol images follow the size's text style and the preferred symbol configuration")
    func symbolImages() {
        var configuration = UIButton.Configuration.plain()
        configuration.image = UIImage(systemName: "star")!
        let medium = shown(configuration).imageView!.image!.size
        configuration.buttonSize = .mini
        let mini = shown(configuration).imageView!.image!.size
        #expect(mini.height < medium.height)
        configuration.preferredSymbolConfigurationForImage = UIImage.SymbolConfiguration(pointSize: 40)
        let preferred = shown(configuration).imageView!.image!.size
        #expect(preferred.height > medium.height * 1.5)
    }
}
