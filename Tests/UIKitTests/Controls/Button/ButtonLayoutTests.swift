import Foundation
import Testing
import UIKitTesting

/// UIButton's legacy geometry: the intrinsic size (title plus UIKit's 6-point padding
/// while the content insets are zero), the content, title and image rects, the content
/// alignments and edge insets, and Auto Layout sizing.
@MainActor
@Suite("UIButton layout", .serialized)
struct ButtonLayoutTests {
    /// A fresh world on a scale-1 screen for each test, so sizes and pixel rounding do not
    /// depend on the test that ran before.
    private let world = Simulator(device: .iPhone3G)

    /// The size of `text` in `font` as a label measures it.
    private func textSize(_ text: String, _ font: UIFont) -> CGSize {
        let label = UILabel()
        label.font = font
        label.text = text
        return label.intrinsicContentSize
    }

    @Test("a titled button's intrinsic size is the title's, with 6 points above and below")
    func titledIntrinsicSize() {
        let button = UIButton(type: .system)
        button.setTitle("Button", for: .normal)
        let text = textSize("Button", .systemFont(ofSize: 15))
        #expect(button.intrinsicContentSize == CGSize(width: text.width, height: text.height + 12))
        #expect(button.sizeThatFits(CGSize(width: 5, height: 5)) == button.intrinsicContentSize)
    }

    @Test("non-zero content insets replace the 6-point padding; title and image insets do not change the size")
    func contentInsetsInSize() {
        let button = UIButton(type: .system)
        button.setTitle("Button", for: .normal)
        let text = textSize("Button", .systemFont(ofSize: 15))
        button.contentEdgeInsets = UIEdgeInsets(top: 1, left: 10, bottom: 3, right: 20)
        #expect(button.intrinsicContentSize == CGSize(width: text.width + 30, height: text.height + 4))
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 0)
        button.imageEdgeInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        #expect(button.intrinsicContentSize == CGSize(width: text.width + 30, height: text.height + 4))
    }

    @Test("an image-only button is the image's size; image and title sit side by side")
    func imageSizes() {
        let button = UIButton(type: .custom)
        button.setImage(solidImage(.red, size: CGSize(width: 24, height: 40)), for: .normal)
        #expect(button.intrinsicContentSize == CGSize(width: 24, height: 40))
        button.setTitle("Hi", for: .normal)
        let text = textSize("Hi", .systemFont(ofSize: UIFont.buttonFontSize))
        #expect(button.intrinsicContentSize == CGSize(width: 24 + text.width, height: max(40, text.height + 12)))
    }

    @Test("an empty button is 30 points wide and as tall as an empty title with its padding")
    func emptySize() {
        let custom = UIButton(type: .custom)
        // The line height rounded up to the pixel grid of the button's scale.
        func padded(_ font: UIFont) -> CGFloat {
            let scale = custom.contentScaleFactor
            return (font.lineHeight * scale).rounded(.up) / scale + 12
        }
        #expect(custom.intrinsicContentSize == CGSize(width: 30, height: padded(.systemFont(ofSize: UIFont.buttonFontSize))))
        let system = UIButton(type: .system)
        #expect(system.intrinsicContentSize.height == padded(.systemFont(ofSize: 15)))
    }

    @Test("a background image's size is the least intrinsic size")
    func backgroundImageSize() {
        let button = UIButton(type: .custom)
        button.setTitle("x", for: .normal)
        button.setBackgroundImage(solidImage(.blue, size: CGSize(width: 100, height: 50)), for: .normal)
        #expect(button.intrinsicContentSize == CGSize(width: 100, height: 50))
        button.layoutIfNeeded()
        button.frame = CGRect(x: 0, y: 0, width: 120, height: 60)
        button.layoutIfNeeded()
        #expect(button.backgroundRect(forBounds: button.bounds) == button.bounds)
    }

    @Test("content, image and title rects: the pair is centred in the content rect, image first")
    func centredRects() {
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
        button.setImage(solidImage(.red, size: CGSize(width: 20, height: 20)), for: .normal)
        button.setTitle("Title", for: .normal)
        button.contentEdgeInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 30)
        let content = button.contentRect(forBounds: button.bounds)
        #expect(content == CGRect(x: 10, y: 0, width: 160, height: 60))
        let title = button.titleRect(forContentRect: content)
        let image = button.imageRect(forContentRect: content)
        let text = textSize("Title", .systemFont(ofSize: UIFont.buttonFontSize))
        #expect(abs(image.minX - (90 - (20 + text.width) / 2)) <= 0.5, "on the pixel grid")
        #expect(image.minY == 20 && image.size == CGSize(width: 20, height: 20))
        #expect(abs(title.minX - (image.maxX)) <= 1 && title.size == text)
        button.layoutIfNeeded()
        #expect(button.imageView!.frame.isClose(to: image) && button.titleLabel!.frame.isClose(to: title))
    }

    @Test("a title edge inset moves a centred title by half its value; alignments move the pair to an edge")
    func insetsAndAlignments() {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        button.setTitle("Title", for: .normal)
        let content = button.contentRect(forBounds: button.bounds)
        let centred = button.titleRect(forContentRect: content)
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0)
        #expect(button.titleRect(forContentRect: content).minX == centred.minX + 10)
        button.titleEdgeInsets = .zero
        button.contentHorizontalAlignment = .left
        #expect(button.titleRect(forContentRect: content).minX == 0)
        button.contentHorizontalAlignment = .trailing
        #expect(button.titleRect(forContentRect: content).maxX == 200)
        button.contentVerticalAlignment = .top
        #expect(button.titleRect(forContentRect: content).minY == 0)
        button.contentVerticalAlignment = .bottom
        #expect(button.titleRect(forContentRect: content).maxY == 44)
    }

    @Test("a title wider than the content rect is cut to it (the label truncates it in the middle)")
    func longTitleClamped() {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 60, height: 30)
        button.setTitle("A title far too long for the button", for: .normal)
        let title = button.titleRect(forContentRect: button.contentRect(forBounds: button.bounds))
        #expect(title.width == 60 && title.minX == 0)
    }

    @Test("overriding the rect methods moves the subviews")
    func overriddenRects() {
        let button = RectOverridingButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        button.setTitle("T", for: .normal)
        button.setImage(solidImage(.red, size: CGSize(width: 10, height: 10)), for: .normal)
        button.layoutIfNeeded()
        #expect(button.titleLabel?.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(button.imageView?.frame == CGRect(x: 5, y: 6, width: 7, height: 8))
    }

    @Test("Auto Layout sizes a button by its intrinsic size, and a title change resizes it")
    func autoLayoutSizing() {
        let (sim, window) = makeScenarioWindow()
        let button = UIButton(type: .system)
        button.translatesAutoresizingMaskIntoConstraints = false
        button.setTitle("Go", for: .normal)
        window.addSubview(button)
        NSLayoutConstraint.activate([
            button.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            button.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
        ])
        sim.runUntilIdle()
        #expect(button.frame.size == button.intrinsicContentSize)
        button.setTitle("Go somewhere further", for: .normal)
        sim.runUntilIdle()
        #expect(button.frame.width == textSize("Go somewhere further", .systemFont(ofSize: 15)).width)
    }

    @Test("a button's baseline is its title's: a stack view aligning baselines lines it up with a label")
    func baselineAlignment() {
        let (sim, window) = makeScenarioWindow()
        let label = UILabel()
        label.text = "Label"
        label.font = .systemFont(ofSize: 30)
        let button = UIButton(type: .system)
        button.setTitle("Button", for: .normal)
        let stack = UIStackView(arrangedSubviews: [label, button])
        stack.alignment = .firstBaseline
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 40),
        ])
        sim.runUntilIdle()
        let labelBaseline = label.frame.minY + label.font.ascender
            + (label.bounds.height - label.intrinsicContentSize.height) / 2
        let title = button.titleLabel!
        let buttonBaseline = button.frame.minY + title.frame.minY + title.font.ascender
        #expect(abs(labelBaseline - buttonBaseline) <= 1)
    }
}


/// A button whose rect methods return fixed rectangles.
@MainActor
private final class RectOverridingButton: UIButton {
    override func titleRect(forContentRect contentRect: CGRect) -> CGRect { CGRect(x: 1, y: 2, width: 3, height: 4) }
    override func imageRect(forContentRect contentRect: CGRect) -> CGRect { CGRect(x: 5, y: 6, width: 7, height: 8) }
}