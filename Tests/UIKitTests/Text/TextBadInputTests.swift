import Foundation
import Testing
import UIKit

/// Bad data never crashes: it measures as nothing or draws nothing.
@Suite struct TextBadInputTests {
    @Test func emptyStringsMeasureZero() {
        #expect("".size(withAttributes: nil) == .zero)
        #expect(NSAttributedString(string: "").size() == .zero)
        #expect("".boundingRect(with: CGSize(width: 100, height: 100), options: .usesLineFragmentOrigin,
                                attributes: nil, context: nil).size == .zero)
    }

    @Test func zeroAndNegativeSizesDoNotLimit() {
        let free = "Hello world".size(withAttributes: nil)
        #expect("Hello world".boundingRect(with: .zero, options: .usesLineFragmentOrigin, attributes: nil, context: nil).size == free)
        #expect("Hello world".boundingRect(with: CGSize(width: -5, height: CGFloat.nan), options: .usesLineFragmentOrigin,
                                           attributes: nil, context: nil).size == free)
    }

    @Test func nonFiniteRectsDrawNothing() {
        let canvas = TextPixels(width: 100, height: 50)
        canvas.draw {
            "Hello".draw(in: CGRect(x: CGFloat.nan, y: 0, width: 50, height: 50), withAttributes: nil)
            "Hello".draw(in: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 50), withAttributes: nil)
            "Hello".draw(at: CGPoint(x: 0, y: CGFloat.infinity), withAttributes: nil)
        }
        #expect(canvas.inkCount() == 0)
    }

    @Test func drawingWithoutAContextDoesNothing() {
        #expect(UIGraphicsGetCurrentContext() == nil)
        "Hello".draw(at: .zero, withAttributes: nil)
        NSAttributedString(string: "Hello").draw(in: CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func wrongAttributeTypesAreIgnored() {
        let weird: [NSAttributedString.Key: Any] = [
            .font: "not a font", .foregroundColor: 42, .paragraphStyle: "style", .kern: Double.nan,
            .underlineStyle: "x", .shadow: 3, .baselineOffset: CGFloat.infinity,
        ]
        #expect("Hello".size(withAttributes: weird) == "Hello".size(withAttributes: nil))
        let canvas = TextPixels(width: 100, height: 50)
        canvas.draw { "Hello".draw(at: CGPoint(x: 5, y: 5), withAttributes: weird) }
        #expect(canvas.inkCount() > 0)
    }

    @Test func badParagraphValuesLayOutAsPlainText() {
        let p = NSMutableParagraphStyle()
        p.lineSpacing = .nan
        p.headIndent = -.infinity
        p.minimumLineHeight = -3
        p.lineHeightMultiple = .infinity
        let size = "a\nb".size(withAttributes: [.paragraphStyle: p])
        #expect(size == "a\nb".size(withAttributes: nil))
    }

    @Test func unpairedSurrogatesAndControlCharacters() {
        let s = NSMutableAttributedString(string: "a\u{0}b\u{2028}c\t😀")
        s.addAttribute(.font, value: UIFont.boldSystemFont(ofSize: 20), range: NSRange(location: 7, length: 1))  // inside the emoji
        #expect(s.size().width > 0)
        let canvas = TextPixels(width: 200, height: 80)
        canvas.draw { s.draw(in: CGRect(x: 0, y: 0, width: 10, height: 80)) }
    }

    @Test func tinyAndHugeContainers() {
        let text = NSAttributedString(string: "Hello world, wrapping into a very narrow column")
        #expect(TextLayout.make(text, in: TextContainer(width: 0.5)).lines.count > 1)
        #expect(TextLayout.make(text, in: TextContainer(width: 1e30)).lines.count == 1)
        #expect(TextLayout.label(text, size: CGSize(width: 0.5, height: 0.5), numberOfLines: 3, lineBreakMode: .byTruncatingMiddle).lines.count == 1)
    }
}
