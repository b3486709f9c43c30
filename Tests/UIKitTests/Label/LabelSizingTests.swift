import Foundation
import Testing
import UIKitTesting

/// textRect(forBounds:limitedToNumberOfLines:), sizeThatFits(_:) and intrinsicContentSize.
@MainActor
@Suite("UILabel sizing", .serialized)
struct LabelSizingTests {
    static let font = UIFont.systemFont(ofSize: 17)
    static let paragraph = "The quick brown fox jumps over the lazy dog and keeps on running"

    /// `size` rounded up to the @2x screen's pixels.
    func ceiled(_ size: CGSize) -> CGSize {
        CGSize(width: (size.width * 2).rounded(.up) / 2, height: (size.height * 2).rounded(.up) / 2)
    }

    func measured(_ text: String, font: UIFont = font) -> CGSize {
        (text as NSString).size(withAttributes: [.font: font])
    }

    func label(_ text: String?, lines: Int = 1) -> UILabel {
        let label = UILabel()
        label.font = Self.font
        label.text = text
        label.numberOfLines = lines
        return label
    }

    @Test("UIView has no intrinsic size by default; noIntrinsicMetric is -1")
    func viewDefault() {
        _ = Simulator(device: .iPhoneSE)
        #expect(UIView.noIntrinsicMetric == -1)
        #expect(UIView().intrinsicContentSize == CGSize(width: -1, height: -1))
    }

    @Test("a one-line label's intrinsic size is its text's size, rounded up to pixels")
    func intrinsicOneLine() {
        _ = Simulator(device: .iPhoneSE)
        let label = label("Hello, world")
        #expect(label.intrinsicContentSize == ceiled(measured("Hello, world")))
        let size = label.intrinsicContentSize
        #expect((size.width * 2).rounded() == size.width * 2 && (size.height * 2).rounded() == size.height * 2)
        label.preferredMaxLayoutWidth = 30
        #expect(label.intrinsicContentSize == size)
    }

    @Test("empty or nil text has a zero intrinsic size")
    func intrinsicEmpty() {
        _ = Simulator(device: .iPhoneSE)
        #expect(label(nil).intrinsicContentSize == .zero)
        #expect(label("").intrinsicContentSize == .zero)
        #expect(label("", lines: 0).sizeThatFits(CGSize(width: 100, height: 100)) == .zero)
    }

    @Test("a multi-line label's intrinsic size: paragraphs unwrapped, or wrapped at preferredMaxLayoutWidth")
    func intrinsicMultiLine() {
        _ = Simulator(device: .iPhoneSE)
        let lineHeight = measured("X").height
        let label = label("Short\nA longer second line", lines: 0)
        #expect(label.intrinsicContentSize == ceiled(CGSize(width: measured("A longer second line").width, height: 2 * lineHeight)))
        let wrapping = self.label(Self.paragraph, lines: 0)
        wrapping.preferredMaxLayoutWidth = 120
        let wrapped = wrapping.intrinsicContentSize
        #expect(wrapped.width <= 120)
        #expect(wrapped.height >= 4 * lineHeight)
        wrapping.numberOfLines = 2
        #expect(abs(wrapping.intrinsicContentSize.height - ceiled(CGSize(width: 0, height: 2 * lineHeight)).height) <= 0.5)
    }

    @Test("the shadow offset adds to the size when there is a shadow colour")
    func shadowInSize() {
        _ = Simulator(device: .iPhoneSE)
        let label = label("Shade")
        let plain = label.intrinsicContentSize
        label.shadowOffset = CGSize(width: 3, height: -2)
        #expect(label.intrinsicContentSize == plain)
        label.shadowColor = .gray
        #expect(label.intrinsicContentSize == CGSize(width: plain.width + 3, height: plain.height + 2))
    }

    @Test("sizeThatFits: a one-line label ignores the width; a multi-line one wraps in it; zero does not limit")
    func sizeThatFits() {
        _ = Simulator(device: .iPhoneSE)
        let one = label(Self.paragraph)
        let natural = one.intrinsicContentSize
        #expect(one.sizeThatFits(CGSize(width: 50, height: 0)) == natural)
        #expect(one.sizeThatFits(.zero) == natural)
        let many = label(Self.paragraph, lines: 0)
        let wrapped = many.sizeThatFits(CGSize(width: 120, height: 0))
        #expect(wrapped.width <= 120 && wrapped.height > natural.height * 3)
        // The height given does not cap the result (textRect(forBounds:…) would).
        #expect(many.sizeThatFits(CGSize(width: 120, height: 30)) == wrapped)
        // sizeToFit goes through sizeThatFits with the current size.
        one.frame = .zero
        one.sizeToFit()
        #expect(one.bounds.size == natural)
    }

    @Test("R-LABEL-FIT/sizeThatFits returns the text's full height for a shorter size; sizeToFit on a 1×1 label gives the text's size")
    func sizeThatFitsIgnoresHeight() {
        _ = Simulator(device: .iPhoneSE)
        let one = label(Self.paragraph)
        let natural = one.intrinsicContentSize
        #expect(one.sizeThatFits(CGSize(width: 1, height: 1)) == natural)
        one.frame = CGRect(x: 20, y: 30, width: 1, height: 1)
        one.sizeToFit()
        #expect(one.frame == CGRect(origin: CGPoint(x: 20, y: 30), size: natural))
        // A wrapping label keeps the width limit but not the height limit.
        let many = label(Self.paragraph, lines: 0)
        let wrapped = many.sizeThatFits(CGSize(width: 120, height: 0))
        let short = many.sizeThatFits(CGSize(width: 120, height: 10))
        #expect(short == wrapped && short.width <= 120 && short.height > 10)
        many.frame = CGRect(x: 0, y: 0, width: 120, height: 1)
        many.sizeToFit()
        #expect(many.bounds.size == wrapped)
    }

    @Test("textRect sits at the bounds' origin, moves for centred and right alignment, and honours its line limit")
    func textRect() {
        _ = Simulator(device: .iPhoneSE)
        let label = label("Hello")
        let bounds = CGRect(x: 5, y: 7, width: 200, height: 100)
        let size = label.intrinsicContentSize
        #expect(label.textRect(forBounds: bounds, limitedToNumberOfLines: 1) == CGRect(origin: bounds.origin, size: size))
        label.textAlignment = .center
        let centred = label.textRect(forBounds: bounds, limitedToNumberOfLines: 1)
        #expect(abs(centred.midX - bounds.midX) <= 0.5 && centred.size == size)
        label.textAlignment = .right
        #expect(label.textRect(forBounds: bounds, limitedToNumberOfLines: 1).maxX == bounds.maxX)
        let long = self.label(Self.paragraph)
        let narrow = CGRect(x: 0, y: 0, width: 100, height: 500)
        let oneLine = long.textRect(forBounds: narrow, limitedToNumberOfLines: 1)
        let allLines = long.textRect(forBounds: narrow, limitedToNumberOfLines: 0)
        #expect(oneLine.width <= 100 && allLines.width <= 100)
        #expect(allLines.height > 3 * oneLine.height)
        #expect(long.textRect(forBounds: CGRect(x: 0, y: 0, width: 100, height: 30), limitedToNumberOfLines: 0).height == 30)
        #expect(self.label(nil).textRect(forBounds: bounds, limitedToNumberOfLines: 0) == CGRect(x: 5, y: 7, width: 0, height: 0))
    }

    /// A label whose text is inset, sized through an overridden textRect, as iOS code does it.
    final class InsetLabel: UILabel {
        override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
            super.textRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines).insetBy(dx: -10, dy: -5)
        }
    }

    @Test("sizeThatFits and intrinsicContentSize ask the overridable textRect(forBounds:…)")
    func overriddenTextRect() {
        _ = Simulator(device: .iPhoneSE)
        let plain = label("Inset")
        let inset = InsetLabel()
        inset.font = Self.font
        inset.text = "Inset"
        let size = plain.intrinsicContentSize
        #expect(inset.intrinsicContentSize == CGSize(width: size.width + 20, height: size.height + 10))
        #expect(inset.sizeThatFits(.zero) == CGSize(width: size.width + 20, height: size.height + 10))
    }

    @Test("bad input: negative, NaN and infinite sizes measure nothing or everything, without crashing")
    func badInput() {
        _ = Simulator(device: .iPhoneSE)
        let label = label(Self.paragraph, lines: 0)
        #expect(label.textRect(forBounds: CGRect(x: 0, y: 0, width: -10, height: 50), limitedToNumberOfLines: 0).size == .zero)
        #expect(label.textRect(forBounds: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 50), limitedToNumberOfLines: 0).size == .zero)
        let huge = label.textRect(forBounds: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: .infinity), limitedToNumberOfLines: 0)
        #expect(huge.size == label.intrinsicContentSize)
        let nanFit = label.sizeThatFits(CGSize(width: CGFloat.nan, height: .nan))
        #expect(nanFit == label.intrinsicContentSize)
        label.numberOfLines = -4
        #expect(label.sizeThatFits(CGSize(width: 120, height: 0)) == self.label(Self.paragraph, lines: 0).sizeThatFits(CGSize(width: 120, height: 0)))
        label.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
        #expect(label.frame == .zero)
        // Drawing into odd rectangles draws nothing and does not crash.
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in
            label.drawText(in: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10))
            label.drawText(in: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: .infinity))
            label.drawText(in: CGRect(x: 0, y: 0, width: -5, height: -5))
        }
        #expect(image.size == CGSize(width: 20, height: 20))
    }
}
