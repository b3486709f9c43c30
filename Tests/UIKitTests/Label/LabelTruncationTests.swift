import Foundation
import Testing
import UIKitTesting

/// Every line break mode and line limit, rendered on screen and compared with labels
/// showing the text that should remain.
@MainActor
@Suite("UILabel truncation and wrapping", .serialized)
struct LabelTruncationTests {
    static let sentence = "The quick brown fox jumps over the lazy dog"
    static let font = UIFont.systemFont(ofSize: 17)
    /// The label under test and a reference label sit `referenceOffset` points apart.
    static let referenceOffset: CGFloat = 60

    func label(_ text: String, at y: CGFloat, width: CGFloat = 200, mode: NSLineBreakMode = .byTruncatingTail,
               alignment: NSTextAlignment = .left) -> UILabel {
        let label = UILabel(frame: CGRect(x: 10, y: y, width: width, height: 24))
        label.font = Self.font
        label.text = text
        label.lineBreakMode = mode
        label.textAlignment = alignment
        return label
    }

    /// The width of `text` on one line at the test font.
    func width(_ text: String) -> CGFloat {
        (text as NSString).size(withAttributes: [.font: Self.font]).width
    }

    /// The longest prefix (whole words, or any characters) that fits `width`.
    func longestPrefix(of text: String, fitting width: CGFloat, wholeWords: Bool) -> String {
        var best = ""
        var prefix = ""
        for character in text {
            if wholeWords && character == " " && self.width(prefix) <= width { best = prefix }
            prefix.append(character)
            if !wholeWords && self.width(prefix) <= width { best = prefix }
        }
        return best
    }

    /// The longest start (or end) of `text` that fits `width` with an ellipsis after (or
    /// before) it, as the label should show it.
    func ellipsised(_ text: String, fitting width: CGFloat, keepingEnd: Bool) -> String {
        var best = "\u{2026}"
        let characters = Array(text)
        for n in 1...characters.count {
            let kept = String(keepingEnd ? characters.suffix(n) : characters.prefix(n))
            let candidate = keepingEnd ? "\u{2026}" + kept : kept + "\u{2026}"
            if self.width(candidate) <= width { best = candidate } else { break }
        }
        return best
    }

    @Test("tail truncation keeps the start and ends with an ellipsis inside the bounds")
    func tail() throws {
        let stage = LabelStage()
        let cut = label(Self.sentence, at: 100)
        let expected = ellipsised(Self.sentence, fitting: 200, keepingEnd: false)
        let reference = label(expected, at: 100 + Self.referenceOffset)
        let shot = stage.show(cut, reference)
        #expect(expected.hasPrefix("The quick brown fox"))
        #expect(shot.samePixels(cut.frame, movedBy: 0, Self.referenceOffset))
        let ink = try #require(shot.inkBounds(in: cut.frame))
        #expect(ink.maxX <= cut.frame.maxX && ink.maxX > cut.frame.maxX - 15)
    }

    @Test("head truncation keeps the end behind an ellipsis at the start")
    func head() throws {
        let stage = LabelStage()
        let cut = label(Self.sentence, at: 100, mode: .byTruncatingHead)
        let tail = label(Self.sentence, at: 100 + Self.referenceOffset)
        let shot = stage.show(cut, tail)
        // An ellipsis (dots only a couple of points tall) starts the line; the line runs to the end.
        let dots = try #require(shot.inkBounds(in: CGRect(x: 10, y: 100, width: 10, height: 24)))
        #expect(dots.height <= 3)
        let ink = try #require(shot.inkBounds(in: cut.frame))
        #expect(ink.minX < cut.frame.minX + 3 && ink.maxX <= cut.frame.maxX && ink.maxX > cut.frame.maxX - 15)
        let tailDots = try #require(shot.inkBounds(in: CGRect(x: ink.maxX - 8, y: 160, width: 8, height: 24)))
        #expect(tailDots.height <= 3)
    }

    @Test("middle truncation keeps both ends")
    func middle() throws {
        let stage = LabelStage()
        let cut = label(Self.sentence, at: 100, mode: .byTruncatingMiddle)
        let start = label("The quick", at: 100 + Self.referenceOffset)
        let tail = label(Self.sentence, at: 100 + 2 * Self.referenceOffset)
        let shot = stage.show(cut, start, tail)
        #expect(shot.samePixels(CGRect(x: 10, y: 100, width: width("The quick") - 2, height: 24), movedBy: 0, Self.referenceOffset))
        // The end shows the sentence's last letters, where tail truncation shows an ellipsis.
        let ink = try #require(shot.inkBounds(in: cut.frame))
        #expect(ink.maxX <= cut.frame.maxX && ink.maxX > cut.frame.maxX - 15)
        #expect(!shot.samePixels(CGRect(x: cut.frame.maxX - 30, y: 100, width: 30, height: 24), movedBy: 0, 2 * Self.referenceOffset))
    }

    @Test("clipping draws the line cut at the bounds: ink reaches the edge, nothing beyond")
    func clipping() throws {
        let stage = LabelStage()
        let cut = label(Self.sentence, at: 100, mode: .byClipping)
        let start = label("The quick brown fox", at: 100 + Self.referenceOffset)
        let shot = stage.show(cut, start)
        let ink = try #require(shot.inkBounds(in: cut.frame.insetBy(dx: 0, dy: 0).union(
            CGRect(x: cut.frame.maxX, y: 100, width: 60, height: 24))))
        #expect(ink.maxX <= cut.frame.maxX)
        #expect(ink.maxX > cut.frame.maxX - 3)
        #expect(shot.samePixels(CGRect(x: 10, y: 100, width: width("The quick brown fox") - 2, height: 24),
                                movedBy: 0, Self.referenceOffset))
    }

    @Test("one-line wrapping shows what fits, no ellipsis: whole words, or characters without a hyphen",
          arguments: [NSLineBreakMode.byWordWrapping, .byCharWrapping])
    func wrapOneLine(mode: NSLineBreakMode) {
        let stage = LabelStage()
        let cut = label(Self.sentence, at: 100, mode: mode)
        let expected = longestPrefix(of: Self.sentence, fitting: 200, wholeWords: mode == .byWordWrapping)
        let reference = label(expected, at: 100 + Self.referenceOffset)
        let shot = stage.show(cut, reference)
        if mode == .byWordWrapping {
            #expect(expected == "The quick brown fox")
        } else {
            #expect(expected.count > "The quick brown fox ".count && !expected.hasSuffix(" "))
        }
        #expect(shot.samePixels(cut.frame, movedBy: 0, Self.referenceOffset))
    }

    static let paragraph = "The quick brown fox jumps over the lazy dog and keeps on running across the wide green field"

    func multiLine(_ lines: Int, at y: CGFloat, height: CGFloat = 200, mode: NSLineBreakMode = .byTruncatingTail) -> UILabel {
        let label = UILabel(frame: CGRect(x: 10, y: y, width: 150, height: height))
        label.font = .systemFont(ofSize: 14)
        label.numberOfLines = lines
        label.lineBreakMode = mode
        label.text = Self.paragraph
        return label
    }

    @Test("numberOfLines 0 shows every line; 2 shows two, the last ending in an ellipsis; negative counts as 0")
    func lineLimits() throws {
        let stage = LabelStage()
        let all = multiLine(0, at: 20)
        let two = multiLine(2, at: 240)
        let shot = stage.show(all, two)
        let allBands = shot.inkBands(in: all.frame)
        let twoBands = shot.inkBands(in: two.frame)
        #expect(allBands.count >= 4)
        #expect(twoBands.count == 2)
        // The same first line; the second line differs (ellipsis).
        let firstLine = CGRect(x: 10, y: twoBands[0].lowerBound - 1, width: 150, height: twoBands[0].upperBound - twoBands[0].lowerBound + 2)
        let dy = allBands[0].lowerBound - twoBands[0].lowerBound
        #expect(shot.samePixels(firstLine, movedBy: 0, dy))
        let secondLine = CGRect(x: 10, y: twoBands[1].lowerBound, width: 150, height: twoBands[1].upperBound - twoBands[1].lowerBound)
        #expect(!shot.samePixels(secondLine, movedBy: 0, dy))
        let allInk = try #require(shot.inkBounds(in: all.frame))
        #expect(allInk.maxX <= all.frame.maxX)

        let negative = multiLine(-1, at: 20)
        stage.window.subviews.forEach { $0.removeFromSuperview() }
        let again = stage.show(negative)
        #expect(again.inkBands(in: negative.frame).count == allBands.count)
    }

    @Test("a short bounds cuts a multi-line label at the last line that fits, with an ellipsis")
    func heightLimits() throws {
        let stage = LabelStage()
        let lineHeight = UIFont.systemFont(ofSize: 14).lineHeight
        let short = multiLine(0, at: 20, height: ceil(lineHeight * 2.5))
        let shot = stage.show(short)
        let bands = shot.inkBands(in: short.frame)
        #expect(bands.count == 2)
        let last = try #require(bands.last)
        let lastLine = try #require(shot.inkBounds(in: CGRect(x: 10, y: last.lowerBound, width: 150, height: last.upperBound - last.lowerBound)))
        let dots = try #require(shot.inkBounds(in: CGRect(x: lastLine.maxX - 6, y: lastLine.minY, width: 6, height: lastLine.height)))
        #expect(dots.height <= 3)
    }

    @Test("wrapping modes wrap every line; truncation applies to the last visible line only")
    func wrappingModes() {
        let stage = LabelStage()
        let words = multiLine(0, at: 20, mode: .byWordWrapping)
        let chars = multiLine(0, at: 240, mode: .byCharWrapping)
        let shot = stage.show(words, chars)
        #expect(shot.inkBands(in: words.frame).count >= 4)
        #expect(shot.inkBands(in: chars.frame).count >= 4)
    }
}
