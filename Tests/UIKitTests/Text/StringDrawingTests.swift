import Foundation
import Testing
import UIKit

/// Where ink lands, read from pixels of a UIKit-style (y-down, @2x) bitmap.
@Suite struct StringDrawingTests {
    let font = UIFont.systemFont(ofSize: 20)

    @Test("R19.1 draw(at:) puts the text's top left at the point")
    func drawAtPointPlacesTheLineTop() throws {
        let canvas = TextPixels(width: 200, height: 60)
        canvas.draw { "H".draw(at: CGPoint(x: 30, y: 10), withAttributes: [.font: font]) }
        let ink = try #require(canvas.inkBounds())
        // The cap height sits below the line top by ascender − capHeight.
        #expect(abs(ink.minY - (10 + font.ascender - font.capHeight)) < 1)
        #expect(abs(ink.maxY - (10 + font.ascender)) < 1)
        #expect(ink.minX >= 30 && ink.minX < 34)
    }

    @Test func textIsUprightInUIKitContexts() throws {
        let canvas = TextPixels(width: 100, height: 60, scale: 3)
        canvas.draw { "T".draw(at: CGPoint(x: 10, y: 10), withAttributes: [.font: UIFont.systemFont(ofSize: 40)]) }
        let ink = try #require(canvas.inkBounds())
        // A T's bar is at the top: the top rows are much wider than the bottom rows.
        let top = try #require(canvas.inkBounds(rows: ink.minY..<(ink.minY + 2)))
        let bottom = try #require(canvas.inkBounds(rows: (ink.maxY - 2)..<ink.maxY))
        #expect(top.width > 3 * bottom.width)
    }

    @Test func withoutLineFragmentOriginTheOriginIsTheBaseline() throws {
        let canvas = TextPixels(width: 200, height: 80)
        canvas.draw {
            "H".draw(with: CGRect(x: 20, y: 50, width: 100, height: 10), options: [],
                     attributes: [.font: font], context: nil)
        }
        let ink = try #require(canvas.inkBounds())
        #expect(abs(ink.maxY - 50) < 1)
    }

    @Test(arguments: [(NSTextAlignment.left, CGFloat(0)), (.center, 0.5), (.right, 1), (.natural, 0)])
    func alignmentPlacesInk(alignment: NSTextAlignment, factor: CGFloat) throws {
        let canvas = TextPixels(width: 300, height: 40)
        let p = NSMutableParagraphStyle()
        p.alignment = alignment
        let attributes: [NSAttributedString.Key: Any] = [.font: font, .paragraphStyle: p]
        canvas.draw { "IIII".draw(in: CGRect(x: 50, y: 5, width: 200, height: 30), withAttributes: attributes) }
        let ink = try #require(canvas.inkBounds())
        let width = "IIII".size(withAttributes: attributes).width
        let expectedLeft = 50 + (200 - width) * factor
        #expect(abs(ink.minX - expectedLeft) < 4)
        #expect(ink.maxX <= 250.5)
    }

    @Test func wrappedTextStaysInTheRect() throws {
        let canvas = TextPixels(width: 300, height: 300)
        let rect = CGRect(x: 20, y: 20, width: 120, height: 200)
        canvas.draw {
            "The quick brown fox jumps over the lazy dog again and again.".draw(in: rect, withAttributes: [.font: font])
        }
        let ink = try #require(canvas.inkBounds())
        #expect(ink.minX >= 19 && ink.maxX <= 141)  // a "j" may hook left of the line start
        #expect(ink.height > 3 * font.lineHeight)
    }

    @Test func foregroundColourIsUsed() {
        let canvas = TextPixels(width: 100, height: 50)
        canvas.draw {
            "███".draw(at: CGPoint(x: 5, y: 5), withAttributes: [.font: font, .foregroundColor: UIColor(red: 1, green: 0, blue: 0, alpha: 1)])
        }
        var red = 0, other = 0
        for y in 0..<canvas.heightPixels {
            for x in 0..<canvas.widthPixels {
                let p = canvas.pixel(x, y)
                guard p.a == 255 else { continue }
                if p.r == 255 && p.g == 0 && p.b == 0 { red += 1 } else { other += 1 }
            }
        }
        #expect(red > 200 && other == 0)
    }

    @Test func contextAlphaApplies() {
        let canvas = TextPixels(width: 100, height: 50)
        canvas.draw {
            UIGraphicsGetCurrentContext()!.setAlpha(0.5)
            "███".draw(at: CGPoint(x: 5, y: 5), withAttributes: [.font: font])
        }
        var maxAlpha = 0
        for y in 0..<canvas.heightPixels { for x in 0..<canvas.widthPixels { maxAlpha = max(maxAlpha, canvas.pixel(x, y).a) } }
        #expect(abs(maxAlpha - 128) <= 2)
    }

    @Test func handCompositedBlendModesChangeOnlyGlyphPixels() {
        let canvas = TextPixels(width: 100, height: 50)
        canvas.draw {
            let ctx = UIGraphicsGetCurrentContext()!
            ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            ctx.fill(CGRect(x: 0, y: 0, width: 100, height: 50))
            ctx.setBlendMode(.copy)
            "H".draw(at: CGPoint(x: 10, y: 10), withAttributes: [.font: font])
        }
        #expect(canvas.pixel(2, 2) == (255, 0, 0, 255))  // outside the glyph: untouched
        var black = 0
        for y in 0..<canvas.heightPixels { for x in 0..<canvas.widthPixels where canvas.pixel(x, y) == (0, 0, 0, 255) { black += 1 } }
        #expect(black > 100)
    }

    @Test func shadowsFallDownAndRight() throws {
        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 6, height: 6)
        shadow.shadowColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        let plain = TextPixels(width: 100, height: 60), shadowed = TextPixels(width: 100, height: 60)
        plain.draw { "H".draw(at: CGPoint(x: 10, y: 10), withAttributes: [.font: font]) }
        shadowed.draw { "H".draw(at: CGPoint(x: 10, y: 10), withAttributes: [.font: font, .shadow: shadow]) }
        let a = try #require(plain.inkBounds()), b = try #require(shadowed.inkBounds())
        #expect(abs(b.maxX - a.maxX - 6) < 1 && abs(b.maxY - a.maxY - 6) < 1)
        #expect(abs(b.minX - a.minX) < 1 && abs(b.minY - a.minY) < 1)
    }

    @Test func cjkRendersWithFallbackFonts() throws {
        let canvas = TextPixels(width: 200, height: 40)
        canvas.draw { "日本語 中文 한국어".draw(at: CGPoint(x: 5, y: 5), withAttributes: [.font: font]) }
        let ink = try #require(canvas.inkBounds())
        #expect(ink.width > 100)
        #expect(canvas.inkCount() > 1000)
    }

    @Test func emojiRenderInColour() {
        let canvas = TextPixels(width: 100, height: 50)
        canvas.draw { "😀❤️".draw(at: CGPoint(x: 5, y: 5), withAttributes: [.font: UIFont.systemFont(ofSize: 24)]) }
        var coloured = 0
        for y in 0..<canvas.heightPixels {
            for x in 0..<canvas.widthPixels {
                let p = canvas.pixel(x, y)
                if p.a > 200 && (abs(p.r - p.g) > 60 || abs(p.g - p.b) > 60) { coloured += 1 }
            }
        }
        #expect(coloured > 500)
    }

    @Test func attributedRunsDrawTheirColours() {
        let canvas = TextPixels(width: 200, height: 40)
        let s = NSMutableAttributedString(string: "██ ██", attributes: [.font: font])
        s.addAttribute(.foregroundColor, value: UIColor(red: 0, green: 0, blue: 1, alpha: 1), range: NSRange(location: 3, length: 2))
        canvas.draw { s.draw(at: CGPoint(x: 5, y: 5)) }
        let split = Int((5 + s.attributedSubstring(from: NSRange(location: 0, length: 3)).size().width) * canvas.scale)
        var leftBlue = 0, rightBlue = 0, leftBlack = 0
        for y in 0..<canvas.heightPixels {
            for x in 0..<canvas.widthPixels {
                let p = canvas.pixel(x, y)
                guard p.a == 255 else { continue }
                if p.b == 255 && p.r == 0 { if x < split { leftBlue += 1 } else { rightBlue += 1 } }
                if p.b == 0 && p.r == 0 && x < split { leftBlack += 1 }
            }
        }
        #expect(leftBlue == 0 && rightBlue > 100 && leftBlack > 100)
    }
}
