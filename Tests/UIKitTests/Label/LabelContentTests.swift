import Foundation
import Testing
import UIKitTesting

/// Defaults, and how `text`, `attributedText` and the style properties feed each other.
@MainActor
@Suite("UILabel content and defaults", .serialized)
struct LabelContentTests {
    @Test("scenario A3 / R-EV-6: a label ignores touches by default; UIKit's other label defaults")
    func defaults() {
        _ = Simulator(device: .iPhoneSE)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        #expect(label.isUserInteractionEnabled == false)
        #expect(label.contentMode == .redraw)
        #expect(label.isOpaque == false)
        #expect(label.backgroundColor == nil)
        #expect(label.clipsToBounds == false)
        #expect(label.text == nil)
        #expect(label.attributedText == nil)
        #expect(label.font == UIFont.systemFont(ofSize: 17))
        #expect(label.textColor == UIColor.label)
        #expect(label.textAlignment == .natural)
        #expect(label.lineBreakMode == .byTruncatingTail)
        #expect(label.numberOfLines == 1)
        #expect(label.isEnabled)
        #expect(label.isHighlighted == false)
        #expect(label.highlightedTextColor == nil)
        #expect(label.shadowColor == nil)
        #expect(label.shadowOffset == CGSize(width: 0, height: -1))
        #expect(label.adjustsFontSizeToFitWidth == false)
        #expect(label.minimumScaleFactor == 0)
        #expect(label.allowsDefaultTighteningForTruncation == false)
        #expect(label.baselineAdjustment == .alignBaselines)
        #expect(label.preferredMaxLayoutWidth == 0)
        #expect(UILabel().frame == .zero)
        #expect(UILabel().isUserInteractionEnabled == false)
        #expect(UIBaselineAdjustment.alignBaselines.rawValue == 0 && UIBaselineAdjustment.none.rawValue == 2)
    }

    @Test("scenario A3: a label in a window is skipped by hit testing until interaction is enabled")
    func hitTesting() {
        let stage = LabelStage()
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 100, height: 30))
        label.text = "Tap"
        _ = stage.show(label)
        #expect(stage.window.hitTest(CGPoint(x: 20, y: 20), with: nil) === stage.window)
        label.isUserInteractionEnabled = true
        #expect(stage.window.hitTest(CGPoint(x: 20, y: 20), with: nil) === label)
    }

    @Test("setting text gives attributedText the label's font, colour, paragraph style and shadow")
    func textBecomesAttributed() throws {
        let label = UILabel()
        label.font = .boldSystemFont(ofSize: 20)
        label.textColor = .systemRed
        label.textAlignment = .center
        label.lineBreakMode = .byTruncatingMiddle
        label.shadowColor = .systemBlue
        label.shadowOffset = CGSize(width: 2, height: 3)
        label.text = "Hello"
        let attributed = try #require(label.attributedText)
        #expect(attributed.string == "Hello")
        var range = NSRange()
        let attributes = attributed.attributes(at: 0, longestEffectiveRange: &range, in: NSRange(location: 0, length: 5))
        #expect(range == NSRange(location: 0, length: 5))
        #expect(attributes[.font] as? UIFont == .boldSystemFont(ofSize: 20))
        #expect(attributes[.foregroundColor] as? UIColor == .systemRed)
        let style = try #require(attributes[.paragraphStyle] as? NSParagraphStyle)
        #expect(style.alignment == .center && style.lineBreakMode == .byTruncatingMiddle)
        let shadow = try #require(attributes[.shadow] as? NSShadow)
        #expect(shadow.shadowOffset == CGSize(width: 2, height: 3) && shadow.shadowColor as? UIColor == .systemBlue)
        #expect(shadow.shadowBlurRadius == 0)
        label.shadowColor = nil
        #expect(label.attributedText?.attribute(.shadow, at: 0, effectiveRange: nil) == nil)
    }

    @Test("setting attributedText replaces text and takes the style at location 0; missing attributes are the label's")
    func attributedBecomesText() throws {
        let label = UILabel()
        label.textColor = .systemGreen
        let style = NSMutableParagraphStyle()
        style.alignment = .right
        style.lineBreakMode = .byWordWrapping
        let shadow = NSShadow()
        shadow.shadowColor = UIColor.systemPurple
        shadow.shadowOffset = CGSize(width: 1, height: 1)
        let source = NSMutableAttributedString(string: "Big small", attributes: [.font: UIFont.systemFont(ofSize: 30),
                                                                                 .paragraphStyle: style, .shadow: shadow])
        source.addAttributes([.font: UIFont.systemFont(ofSize: 10)], range: NSRange(location: 4, length: 5))
        label.attributedText = source
        #expect(label.text == "Big small")
        #expect(label.font == .systemFont(ofSize: 30))
        #expect(label.textAlignment == .right)
        #expect(label.lineBreakMode == .byWordWrapping)
        #expect(label.shadowColor == .systemPurple)
        #expect(label.shadowOffset == CGSize(width: 1, height: 1))
        #expect(label.textColor == .systemGreen)
        let stored = try #require(label.attributedText)
        #expect(stored.attribute(.foregroundColor, at: 6, effectiveRange: nil) as? UIColor == .systemGreen)
        #expect(stored.attribute(.font, at: 6, effectiveRange: nil) as? UIFont == .systemFont(ofSize: 10))
        // A copy is kept: changing the source afterwards changes nothing.
        source.mutableString.setString("Other")
        #expect(label.text == "Big small")
        // text replaces the runs with the label's style (taken from location 0).
        label.text = "Plain"
        #expect(label.attributedText?.attribute(.font, at: 4, effectiveRange: nil) as? UIFont == .systemFont(ofSize: 30))
        label.attributedText = nil
        #expect(label.text == nil)
    }

    @Test("R15.3 / scenario 34: setting a style property applies it to the whole text")
    func propertiesApplyToWholeText() throws {
        let label = UILabel()
        let source = NSMutableAttributedString(string: "Hello", attributes: [.font: UIFont.systemFont(ofSize: 30)])
        source.addAttributes([.font: UIFont.systemFont(ofSize: 8), .foregroundColor: UIColor.systemRed],
                             range: NSRange(location: 2, length: 3))
        label.attributedText = source
        label.font = .systemFont(ofSize: 20)
        label.textColor = .systemBlue
        label.textAlignment = .center
        let text = try #require(label.attributedText)
        for i in 0..<text.length {
            #expect(text.attribute(.font, at: i, effectiveRange: nil) as? UIFont == .systemFont(ofSize: 20))
            #expect(text.attribute(.foregroundColor, at: i, effectiveRange: nil) as? UIColor == .systemBlue)
            #expect((text.attribute(.paragraphStyle, at: i, effectiveRange: nil) as? NSParagraphStyle)?.alignment == .center)
        }
    }

    @Test("font and textColor are null-resettable: nil restores UIKit's defaults")
    func nullResettable() {
        let label = UILabel()
        label.font = .systemFont(ofSize: 40)
        label.textColor = .systemRed
        label.font = nil
        label.textColor = nil
        #expect(label.font == .systemFont(ofSize: 17))
        #expect(label.textColor == .label)
    }

    @Test("empty and nil text; a background set to nil on an opaque label becomes clear")
    func emptyText() {
        let label = UILabel()
        label.text = ""
        #expect(label.text == "")
        #expect(label.attributedText?.length == 0)
        label.text = nil
        #expect(label.text == nil && label.attributedText == nil)
        label.attributedText = NSAttributedString(string: "")
        #expect(label.text == "")
        #expect(label.font == .systemFont(ofSize: 17))
        label.isOpaque = true
        label.backgroundColor = nil
        #expect(label.backgroundColor == .clear)
        label.isOpaque = false
        label.backgroundColor = nil
        #expect(label.backgroundColor == nil)
    }

    @Test("bad input: wrongly typed attributes take the label's values; a negative line count is kept")
    func badInput() throws {
        let label = UILabel()
        let source = NSAttributedString(string: "Odd", attributes: [.font: "Helvetica", .foregroundColor: 3,
                                                                    .paragraphStyle: "centred", .shadow: 1.5])
        label.attributedText = source
        let text = try #require(label.attributedText)
        #expect(text.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == .systemFont(ofSize: 17))
        #expect(text.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .label)
        #expect(text.attribute(.paragraphStyle, at: 0, effectiveRange: nil) is NSParagraphStyle)
        #expect(text.attribute(.shadow, at: 0, effectiveRange: nil) == nil)
        label.numberOfLines = -3
        #expect(label.numberOfLines == -3)
        label.shadowOffset = CGSize(width: CGFloat.nan, height: .infinity)
        label.shadowColor = .black
        label.minimumScaleFactor = .nan
        label.adjustsFontSizeToFitWidth = true
        label.preferredMaxLayoutWidth = -.infinity
        _ = label.intrinsicContentSize
        _ = label.sizeThatFits(CGSize(width: CGFloat.nan, height: .nan))
    }
}

/// Repeated restyling of multi-run text, the path that once trapped in swift-corelibs'
/// attributed strings (a value replaced in place over a whole run).
@MainActor
@Suite("UILabel restyling", .serialized)
struct LabelRestylingTests {
    @Test("every style setter, repeatedly, over attributed text with several runs, drawn each time")
    func restyling() {
        let stage = LabelStage()
        let label = UILabel(frame: CGRect(x: 10, y: 100, width: 120, height: 40))
        stage.window.addSubview(label)
        let rich = NSMutableAttributedString(string: "Several styled runs here", attributes: [.font: UIFont.systemFont(ofSize: 20)])
        rich.addAttributes([.foregroundColor: UIColor.systemRed, .font: UIFont.boldSystemFont(ofSize: 24)],
                           range: NSRange(location: 8, length: 6))
        for round in 0..<4 {
            label.attributedText = rich
            label.adjustsFontSizeToFitWidth = round % 2 == 0
            label.minimumScaleFactor = 0.4
            label.allowsDefaultTighteningForTruncation = true
            label.font = .systemFont(ofSize: CGFloat(14 + round))
            label.textColor = round % 2 == 0 ? .systemBlue : .label
            label.shadowColor = .gray
            label.shadowOffset = CGSize(width: 1, height: CGFloat(round))
            label.textAlignment = .center
            label.lineBreakMode = .byTruncatingMiddle
            label.shadowColor = nil
            label.isHighlighted = true
            label.highlightedTextColor = .systemGreen
            label.isEnabled = round != 3
            stage.sim.runUntilIdle()
        }
        #expect(label.text == "Several styled runs here")
        #expect(label.font == .systemFont(ofSize: 17))
    }
}
