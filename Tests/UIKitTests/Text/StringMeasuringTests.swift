import Foundation
import Testing
import UIKit

@Suite struct StringMeasuringTests {
    let font = UIFont.systemFont(ofSize: 15)
    let paragraph = "The quick brown fox jumps over the lazy dog and keeps running across the field until night."

    @Test("R19.1 the size is known before drawing: one line is one line height tall")
    func singleLineSize() {
        let size = "Hello" .size(withAttributes: [.font: font])
        #expect(size.width > 20 && size.width < 60)
        #expect(abs(size.height - font.lineHeight) < 0.01)
        #expect(size.width != size.width.rounded())  // fractional, callers ceil
    }

    @Test func lineBreaksStackLines() {
        let one = "a".size(withAttributes: [.font: font]).height
        #expect(abs("a\nb".size(withAttributes: [.font: font]).height - 2 * one) < 0.01)
        #expect(abs("a\r\nb\rc".size(withAttributes: [.font: font]).height - 3 * one) < 0.01)
    }

    @Test func defaultFontIsTheSystemFontAt12() {
        let plain = "Hello".size(withAttributes: nil)
        let twelve = "Hello".size(withAttributes: [.font: UIFont.systemFont(ofSize: 12)])
        #expect(plain == twelve)
    }

    @Test func wordWrappingStaysInsideTheWidth() {
        let rect = paragraph.boundingRect(with: CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude),
                                          options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil)
        #expect(rect.width <= 120)
        #expect(rect.height > 4 * font.lineHeight)
        let layout = TextLayout.make(NSAttributedString(string: paragraph, attributes: [.font: font]),
                                     in: TextContainer(width: 120))
        for line in layout.lines { #expect(line.usedRect.maxX <= 120.001) }
        // Word wrapping breaks between words: no line starts inside a word.
        let characters = Array(paragraph.utf16)
        for line in layout.lines.dropFirst() { #expect(characters[line.characterRange.location - 1] == 0x20) }
    }

    @Test func longWordsFallBackToCharacterWrapping() {
        let word = String(repeating: "m", count: 60)
        let rect = word.boundingRect(with: CGSize(width: 100, height: 1000), options: .usesLineFragmentOrigin,
                                     attributes: [.font: font], context: nil)
        #expect(rect.width <= 100)
        #expect(rect.height > 3 * font.lineHeight)
    }

    @Test func withoutLineFragmentOriginTheRectIsRelativeToTheBaseline() {
        let rect = paragraph.boundingRect(with: CGSize(width: 50, height: 50), options: [],
                                          attributes: [.font: font], context: nil)
        #expect(abs(rect.minY + font.ascender) < 0.01)
        #expect(rect.width > 300)  // one line, not wrapped
    }

    @Test func truncatingParagraphsAreOneLine() {
        let p = NSMutableParagraphStyle()
        p.lineBreakMode = .byTruncatingTail
        let rect = paragraph.boundingRect(with: CGSize(width: 120, height: 1000), options: .usesLineFragmentOrigin,
                                          attributes: [.font: font, .paragraphStyle: p], context: nil)
        #expect(abs(rect.height - font.lineHeight) < 0.01)
        #expect(rect.width <= 120)
    }

    @Test func truncatesLastVisibleLineEndsWithAnEllipsis() {
        let text = NSAttributedString(string: paragraph, attributes: [.font: font])
        var container = TextContainer(width: 150, height: font.lineHeight * 2.5)
        container.truncatesLastVisibleLine = true
        let layout = TextLayout.make(text, in: container)
        #expect(layout.lines.count == 2)
        #expect(layout.isTruncated)
        #expect(layout.lines[1].isTruncated)
        #expect(layout.lines[1].usedRect.maxX <= 150.001)
    }

    @Test func heightDropsLinesThatDoNotFit() {
        let layout = TextLayout.make(NSAttributedString(string: paragraph, attributes: [.font: font]),
                                     in: TextContainer(width: 150, height: font.lineHeight * 2.5))
        #expect(layout.lines.count == 2)
        #expect(layout.isTruncated)
        #expect(!layout.lines[1].isTruncated)
    }

    @Test func lineAndParagraphSpacing() {
        let p = NSMutableParagraphStyle()
        p.lineSpacing = 10
        p.paragraphSpacing = 20
        let plain = "a\nb".size(withAttributes: [.font: font]).height
        let spaced = "a\nb".size(withAttributes: [.font: font, .paragraphStyle: p]).height
        #expect(abs(spaced - plain - 20) < 0.01)  // one paragraph break, no wrapped lines
        let wrapped = paragraph.boundingRect(with: CGSize(width: 120, height: 1000), options: .usesLineFragmentOrigin,
                                             attributes: [.font: font, .paragraphStyle: p], context: nil)
        let lines = ((wrapped.height + 10) / (font.lineHeight + 10)).rounded()
        #expect(abs(wrapped.height - (lines * font.lineHeight + (lines - 1) * 10)) < 0.01)
    }

    @Test func lineHeightRules() {
        let p = NSMutableParagraphStyle()
        p.minimumLineHeight = 40
        #expect(abs("a\nb".size(withAttributes: [.font: font, .paragraphStyle: p]).height - 80) < 0.01)
        p.minimumLineHeight = 0
        p.maximumLineHeight = 10
        #expect(abs("a\nb".size(withAttributes: [.font: font, .paragraphStyle: p]).height - 20) < 0.01)
        p.maximumLineHeight = 0
        p.lineHeightMultiple = 2
        #expect(abs("a".size(withAttributes: [.font: font, .paragraphStyle: p]).height - 2 * font.lineHeight) < 0.01)
    }

    @Test func indentsNarrowTheLines() {
        let p = NSMutableParagraphStyle()
        p.firstLineHeadIndent = 30
        p.headIndent = 10
        p.tailIndent = -20
        let layout = TextLayout.make(NSAttributedString(string: paragraph, attributes: [.font: font, .paragraphStyle: p]),
                                     in: TextContainer(width: 200))
        #expect(abs(layout.lines[0].usedRect.minX - 30) < 0.01)
        #expect(abs(layout.lines[1].usedRect.minX - 10) < 0.01)
        for line in layout.lines { #expect(line.usedRect.maxX <= 180.001) }
    }

    @Test func kernWidensText() {
        let plain = "abcdef".size(withAttributes: [.font: font]).width
        let kerned = "abcdef".size(withAttributes: [.font: font, .kern: 3]).width
        #expect(kerned > plain + 12)
    }

    @Test func drawingContextShrinksToFit() {
        let context = NSStringDrawingContext()
        context.minimumScaleFactor = 0.3
        let size = CGSize(width: 200, height: font.lineHeight * 1.5)
        let rect = paragraph.boundingRect(with: size, options: .usesLineFragmentOrigin, attributes: [.font: font], context: context)
        #expect(context.actualScaleFactor < 1 && context.actualScaleFactor >= 0.3)
        #expect(rect.width <= 200 && rect.height <= size.height)
        #expect(context.totalBounds == rect)
    }

    @Test func caretPositionsAdvance() throws {
        let layout = TextLayout.make(NSAttributedString(string: "Hello world", attributes: [.font: font]), in: TextContainer())
        let xs = try (0...11).map { try #require(layout.caretRect(forCharacterAt: $0)).minX }
        #expect(xs == xs.sorted())
        #expect(xs[0] == 0 && abs(xs[11] - layout.usedRect.width) < 0.01)
        #expect(layout.characterIndex(at: CGPoint(x: xs[6] + 1, y: 5)) == 6)
    }

    @Test func layoutsAreCached() {
        let text = NSAttributedString(string: paragraph, attributes: [.font: font])
        #expect(TextLayout.make(text, in: TextContainer(width: 100)) === TextLayout.make(text, in: TextContainer(width: 100)))
        #expect(TextLayout.make(text, in: TextContainer(width: 100)) !== TextLayout.make(text, in: TextContainer(width: 101)))
    }

    @Test func attributedRunsMeasureWithTheirFonts() {
        let s = NSMutableAttributedString(string: "small BIG")
        s.addAttribute(.font, value: UIFont.systemFont(ofSize: 10), range: NSRange(location: 0, length: 6))
        s.addAttribute(.font, value: UIFont.systemFont(ofSize: 30), range: NSRange(location: 6, length: 3))
        let size = s.size()
        #expect(abs(size.height - UIFont.systemFont(ofSize: 30).lineHeight) < 0.01)
        #expect(size.width > "BIG".size(withAttributes: [.font: UIFont.systemFont(ofSize: 30)]).width)
    }
}
