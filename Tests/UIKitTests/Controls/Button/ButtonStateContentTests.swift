import Foundation
import Testing
import UIKitTesting

/// UIButton without a configuration: the types' defaults, the per-state setters with
/// UIKit's fallbacks to the normal state, the current values, and how the title label and
/// image view follow the state.
@MainActor
@Suite("UIButton per-state content", .serialized)
struct ButtonStateContentTests {
    /// A fresh world on a scale-1 screen for each test, so sizes and pixel rounding do not
    /// depend on the test that ran before.
    private let world = Simulator(device: .iPhone3G)

    @Test("the types have UIKit's raw values; roundedRect is system")
    func typeRawValues() {
        let types: [UIButton.ButtonType] = [.custom, .system, .detailDisclosure, .infoLight, .infoDark, .contactAdd, .plain, .close]
        #expect(types.map(\.rawValue) == Array(0...7))
        #expect(UIButton.ButtonType.roundedRect == .system)
        #expect([UIButton.Role.normal, .primary, .cancel, .destructive].map(\.rawValue) == [0, 1, 2, 3])
    }

    @Test("init(frame:) and UIButton() make custom buttons; init(type:) keeps the type")
    func initializersAndTypes() {
        #expect(UIButton().buttonType == .custom)
        #expect(UIButton(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).buttonType == .custom)
        #expect(UIButton(type: .system).buttonType == .system)
        #expect(UIButton(type: .close).buttonType == .close)
        let button = UIButton(type: .system)
        #expect(button.configuration == nil && button.role == .normal && !button.changesSelectionAsPrimaryAction)
        #expect(button.adjustsImageWhenHighlighted && button.adjustsImageWhenDisabled && !button.showsTouchWhenHighlighted)
        #expect(button.contentEdgeInsets == .zero && button.titleEdgeInsets == .zero && button.imageEdgeInsets == .zero)
        #expect(button.automaticallyUpdatesConfiguration && button.configurationUpdateHandler == nil)
        #expect(button.subtitleLabel == nil)
    }

    @Test("title defaults: a system button's font is 15 pt, a custom one's 18 pt; titles truncate in the middle")
    func titleLabelDefaults() {
        let system = UIButton(type: .system)
        #expect(system.titleLabel?.font.pointSize == 15)
        #expect(system.titleLabel?.lineBreakMode == .byTruncatingMiddle)
        #expect(system.titleLabel?.numberOfLines == 1)
        #expect(UIButton(type: .custom).titleLabel?.font.pointSize == UIFont.buttonFontSize)
    }

    @Test("default title colours: white for a custom button; the tint for a system one, gray when disabled")
    func defaultTitleColors() {
        let custom = UIButton(type: .custom)
        #expect(custom.titleColor(for: .normal) == .white)
        #expect(custom.titleColor(for: .highlighted) == .white)
        #expect(custom.titleColor(for: .disabled) == .white)
        let system = UIButton(type: .system)
        #expect(system.titleColor(for: .normal) == .systemBlue)
        #expect(system.titleColor(for: .highlighted) == .systemBlue)
        #expect(system.titleColor(for: .disabled) == .tertiaryLabel)
        system.tintColor = .systemRed
        #expect(system.currentTitleColor == .systemRed)
        #expect(system.titleShadowColor(for: .normal) == nil)
    }

    @Test("a state without a value falls back to the normal state's; highlighted+selected does not fall back to selected")
    func fallbacks() {
        let button = UIButton(type: .system)
        button.setTitle("Normal", for: .normal)
        button.setTitle("Selected", for: .selected)
        #expect(button.title(for: .highlighted) == "Normal")
        #expect(button.title(for: .disabled) == "Normal")
        #expect(button.title(for: .selected) == "Selected")
        #expect(button.title(for: [.selected, .highlighted]) == "Normal")
        button.setTitle("Both", for: [.selected, .highlighted])
        #expect(button.title(for: [.selected, .highlighted]) == "Both")
        button.setTitle(nil, for: .selected)
        #expect(button.title(for: .selected) == "Normal", "nil removes the state's title")

        let red = solidImage(.red), blue = solidImage(.blue)
        button.setImage(red, for: .normal)
        button.setImage(blue, for: .disabled)
        #expect(button.image(for: .highlighted) === red && button.image(for: .disabled) === blue)
        button.setBackgroundImage(blue, for: .normal)
        #expect(button.backgroundImage(for: .selected) === blue)
        button.setTitleShadowColor(.black, for: .normal)
        #expect(button.titleShadowColor(for: .highlighted) == .black)
        let styled = NSAttributedString(string: "Styled")
        button.setAttributedTitle(styled, for: .normal)
        #expect(button.attributedTitle(for: .selected)?.string == "Styled")
    }

    @Test("a title colour set for normal applies to every state but a disabled system button's, which stays gray")
    func titleColorFallbacks() {
        let system = UIButton(type: .system)
        system.setTitleColor(.systemGreen, for: .normal)
        #expect(system.titleColor(for: .highlighted) == .systemGreen)
        #expect(system.titleColor(for: .disabled) == .tertiaryLabel)
        system.setTitleColor(.systemOrange, for: .disabled)
        #expect(system.titleColor(for: .disabled) == .systemOrange)
        let custom = UIButton(type: .custom)
        custom.setTitleColor(.black, for: .normal)
        #expect(custom.titleColor(for: .disabled) == .black)
    }

    @Test("current values follow the state")
    func currentValues() {
        let button = UIButton(type: .custom)
        let red = solidImage(.red), blue = solidImage(.blue)
        button.setTitle("Off", for: .normal)
        button.setTitle("On", for: .selected)
        button.setTitleColor(.black, for: .normal)
        button.setTitleColor(.systemRed, for: .selected)
        button.setImage(red, for: .normal)
        button.setImage(blue, for: .selected)
        button.setBackgroundImage(blue, for: .highlighted)
        #expect(button.currentTitle == "Off" && button.currentTitleColor == .black && button.currentImage === red)
        #expect(button.currentBackgroundImage == nil)
        button.isSelected = true
        #expect(button.currentTitle == "On" && button.currentTitleColor == .systemRed && button.currentImage === blue)
        button.isSelected = false
        button.isHighlighted = true
        #expect(button.currentBackgroundImage === blue)
        button.setAttributedTitle(NSAttributedString(string: "Styled"), for: .normal)
        button.setTitle(nil, for: .normal)
        button.isHighlighted = false
        #expect(button.currentAttributedTitle?.string == "Styled")
        #expect(button.currentTitle == "Styled", "the styled title's text when only that is set")
    }

    @Test("the title label shows the current title in the current colour, and is hidden without one")
    func titleLabelFollowsState() {
        let button = UIButton(type: .system)
        let label = button.titleLabel!
        #expect(label.isHidden)
        button.setTitle("Go", for: .normal)
        button.setTitle("Stop", for: .selected)
        #expect(label.text == "Go" && !label.isHidden && label.textColor == .systemBlue)
        button.isSelected = true
        #expect(label.text == "Stop")
        button.isEnabled = false
        #expect(label.textColor == .tertiaryLabel)
        button.setTitle(nil, for: .normal)
        button.setTitle(nil, for: .selected)
        #expect(label.isHidden)
    }

    @Test("a styled title wins over a plain one; its runs without a colour take the title colour")
    func attributedTitleShown() {
        let button = UIButton(type: .system)
        button.setTitle("Plain", for: .normal)
        let styled = NSMutableAttributedString(string: "AB")
        styled.addAttribute(.foregroundColor, value: UIColor.systemRed, range: NSRange(location: 0, length: 1))
        button.setAttributedTitle(styled, for: .normal)
        let shown = button.titleLabel!.attributedText!
        #expect(shown.string == "AB")
        #expect(shown.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .systemRed)
        #expect(shown.attribute(.foregroundColor, at: 1, effectiveRange: nil) as? UIColor == .systemBlue)
    }

    @Test("a system button draws automatic images as templates in its tint, gray when disabled; alwaysOriginal stays")
    func systemImagesAreTemplates() {
        let button = UIButton(type: .system)
        let image = solidImage(.red)
        button.setImage(image, for: .normal)
        let view = button.imageView!
        #expect(view.image?.renderingMode == .alwaysTemplate && !view.isHidden)
        #expect(view.tintColor == .systemBlue)
        button.isEnabled = false
        #expect(view.tintColor == .tertiaryLabel)
        let original = image.withRenderingMode(.alwaysOriginal)
        button.isEnabled = true
        button.setImage(original, for: .normal)
        #expect(view.image === original)
        let custom = UIButton(type: .custom)
        custom.setImage(image, for: .normal)
        #expect(custom.imageView?.image === image, "a custom button shows its image as it is")
    }

    @Test("a custom button darkens an image standing in for the highlighted state, lightens one for disabled, unless told not to")
    func customImageAdjustments() {
        let button = UIButton(type: .custom)
        let image = solidImage(.white)
        button.setImage(image, for: .normal)
        button.isHighlighted = true
        let darkened = RenderedPixels(button.imageView!.image!)
        #expect(darkened[0, 0].isClose(to: .init(140, 140, 140, 255), tolerance: 3), "white mixed with black at 45 %")
        button.adjustsImageWhenHighlighted = false
        #expect(button.imageView?.image === image)
        button.isHighlighted = false
        let pressed = solidImage(.green)
        button.setImage(pressed, for: .highlighted)
        button.adjustsImageWhenHighlighted = true
        button.isHighlighted = true
        #expect(button.imageView?.image === pressed, "an image set for the state is shown as it is")
        button.isHighlighted = false

        let black = UIButton(type: .custom)
        black.setImage(solidImage(.black), for: .normal)
        black.isEnabled = false
        #expect(RenderedPixels(black.imageView!.image!)[0, 0].isClose(to: .init(115, 115, 115, 255), tolerance: 3))
        black.adjustsImageWhenDisabled = false
        #expect(RenderedPixels(black.imageView!.image!)[0, 0] == .black)
    }

    @Test("a highlighted system button shows its title and image at 20 % opacity")
    func systemHighlightDims() {
        let button = UIButton(type: .system)
        button.setTitle("Dim", for: .normal)
        button.setImage(solidImage(.red), for: .normal)
        button.isHighlighted = true
        #expect(abs(button.titleLabel!.alpha - 0.2) < 1e-6 && abs(button.imageView!.alpha - 0.2) < 1e-6)
        button.isHighlighted = false
        #expect(button.titleLabel?.alpha == 1 && button.imageView?.alpha == 1, "at once outside a window")
        let custom = UIButton(type: .custom)
        custom.setTitle("Plain", for: .normal)
        custom.isHighlighted = true
        #expect(custom.titleLabel?.alpha == 1)
    }

    @Test("reversesTitleShadowWhenHighlighted flips the shadow offset while highlighted")
    func shadowReversal() {
        let button = UIButton(type: .custom)
        button.setTitle("Shadow", for: .normal)
        button.setTitleShadowColor(.black, for: .normal)
        button.titleLabel?.shadowOffset = CGSize(width: 1, height: 2)
        button.reversesTitleShadowWhenHighlighted = true
        #expect(button.titleLabel?.shadowColor == .black)
        button.isHighlighted = true
        #expect(button.titleLabel?.shadowOffset == CGSize(width: -1, height: -2))
        button.isHighlighted = false
        #expect(button.titleLabel?.shadowOffset == CGSize(width: 1, height: 2))
    }

    @Test("init(frame:primaryAction:) and init(type:primaryAction:) take the action's title and image")
    func primaryActionNamesButton() {
        let image = solidImage(.red)
        var fired = 0
        let action = UIAction(title: "Save", image: image) { _ in fired += 1 }
        let custom = UIButton(frame: .zero, primaryAction: action)
        #expect(custom.buttonType == .custom && custom.title(for: .normal) == "Save" && custom.image(for: .normal) === image)
        let system = UIButton(type: .system, primaryAction: UIAction(title: "Go") { _ in fired += 1 })
        #expect(system.title(for: .normal) == "Go" && system.image(for: .normal) == nil)
        system.sendActions(for: .primaryActionTriggered)
        custom.sendActions(for: .primaryActionTriggered)
        #expect(fired == 2)
    }

    @Test("systemButton(with:target:action:) is a system button with the image, sending the action on touch-up inside")
    func systemButtonFactory() {
        let target = ControlTarget()
        let image = solidImage(.red)
        let button = UIButton.systemButton(with: image, target: target, action: #Selector(ControlTarget.tapped(_:)))
        #expect(button.buttonType == .system && button.image(for: .normal) === image)
        #expect(button.actions(forTarget: target, forControlEvent: .touchUpInside) == ["tapped:"])
        button.sendActions(for: .touchUpInside)
        #expect(target.calls == ["tapped"])
    }

    @Test("the glyph types show their symbol: info and add as 22-point templates in the tint, close as a 30-point gray circle")
    func glyphTypes() {
        for type in [UIButton.ButtonType.detailDisclosure, .infoLight, .infoDark, .contactAdd] {
            let button = UIButton(type: type)
            let image = button.image(for: .normal)
            #expect(image?.size == CGSize(width: 22, height: 22) && image?.renderingMode == .alwaysTemplate)
            #expect(button.intrinsicContentSize == CGSize(width: 22, height: 22))
            #expect(button.imageView?.tintColor == .systemBlue)
        }
        let close = UIButton(type: .close)
        #expect(close.image(for: .normal)?.size == CGSize(width: 30, height: 30))
        #expect(close.image(for: .normal)?.renderingMode == .alwaysOriginal)
        #expect(close.intrinsicContentSize == CGSize(width: 30, height: 30))
        #expect(UIButton(type: .system).image(for: .normal) == nil)
    }

    @Test("a preferred symbol configuration redraws a symbol image for its state and leaves other images alone")
    func preferredSymbolConfiguration() {
        let button = UIButton(type: .system)
        let symbol = UIImage(systemName: "star")!
        button.setImage(symbol, for: .normal)
        let large = UIImage.SymbolConfiguration(pointSize: 40)
        button.setPreferredSymbolConfiguration(large, forImageIn: .normal)
        #expect(button.preferredSymbolConfigurationForImage(in: .highlighted) == large)
        #expect(button.currentPreferredSymbolConfiguration == large)
        #expect(button.imageView!.image!.size.height > symbol.size.height * 1.5)
        let plain = solidImage(.red)
        button.setImage(plain, for: .normal)
        #expect(button.imageView?.image?.size == plain.size)
    }

    @Test("appearance proxies give title colours and content insets to buttons entering a window; values set directly win")
    func appearanceProxy() {
        let (sim, window) = makeScenarioWindow()
        UIButton.appearance().setTitleColor(.systemOrange, for: .normal)
        UIButton.appearance().contentEdgeInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        let plain = UIButton(type: .system)
        let own = UIButton(type: .system)
        own.setTitleColor(.black, for: .normal)
        window.addSubview(plain)
        window.addSubview(own)
        sim.runUntilIdle()
        #expect(plain.titleColor(for: .normal) == .systemOrange && plain.contentEdgeInsets.right == 4)
        #expect(own.titleColor(for: .normal) == .black)
    }
}
