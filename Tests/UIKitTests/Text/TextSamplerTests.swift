import Foundation
import Testing
import UIKit

/// Renders a sampler of the text engine (sizes, weights, wrapping, truncation, alignment,
/// CJK, emoji, attributed runs) in a UIKit-style @2x context. Set `UIKIT_TEXT_SAMPLER` to
/// a folder to get the PNG for looking at.
@Suite struct TextSamplerTests {
    @Test(arguments: [CGFloat(2), 3])
    func samplerRendersEverySection(scale: CGFloat) {
        let canvas = TextPixels(width: 360, height: 640, scale: scale)
        canvas.draw {
            let ctx = UIGraphicsGetCurrentContext()!
            ctx.setFillColor(CGColor(gray: 1, alpha: 1))
            ctx.fill(CGRect(x: 0, y: 0, width: 360, height: 640))
            var y: CGFloat = 8
            for size: CGFloat in [11, 13, 17, 22, 34] {
                let s = "System \(Int(size))pt Ag" as NSString
                s.draw(at: CGPoint(x: 8, y: y), withAttributes: [.font: UIFont.systemFont(ofSize: size)])
                y += UIFont.systemFont(ofSize: size).lineHeight
            }
            var x: CGFloat = 8
            for weight: UIFont.Weight in [.ultraLight, .regular, .semibold, .bold, .black] {
                "Wg".draw(at: CGPoint(x: x, y: y), withAttributes: [.font: UIFont.systemFont(ofSize: 20, weight: weight)])
                x += 40
            }
            "italic".draw(at: CGPoint(x: x, y: y), withAttributes: [.font: UIFont.italicSystemFont(ofSize: 20)])
            "mono".draw(at: CGPoint(x: x + 60, y: y), withAttributes: [.font: UIFont.monospacedSystemFont(ofSize: 20, weight: .regular)])
            y += 30
            let body = "The quick brown fox jumps over the lazy dog. Pack my box with five dozen liquor jugs."
            let wrapRect = CGRect(x: 8, y: y, width: 170, height: 90)
            ctx.setStrokeColor(CGColor(red: 0, green: 0, blue: 1, alpha: 0.4))
            ctx.stroke(wrapRect)
            body.draw(in: wrapRect, withAttributes: [.font: UIFont.systemFont(ofSize: 14)])
            let truncRect = CGRect(x: 186, y: y, width: 166, height: 40)
            ctx.stroke(truncRect)
            body.draw(with: truncRect, options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine],
                      attributes: [.font: UIFont.systemFont(ofSize: 14)], context: nil)
            for (i, mode) in [NSLineBreakMode.byTruncatingHead, .byTruncatingMiddle].enumerated() {
                let p = NSMutableParagraphStyle()
                p.lineBreakMode = mode
                body.draw(in: CGRect(x: 186, y: y + 46 + CGFloat(i) * 20, width: 166, height: 20),
                          withAttributes: [.font: UIFont.systemFont(ofSize: 14), .paragraphStyle: p])
            }
            y += 100
            for (i, alignment) in [NSTextAlignment.left, .center, .right, .justified].enumerated() {
                let p = NSMutableParagraphStyle()
                p.alignment = alignment
                let r = CGRect(x: 8 + CGFloat(i % 2) * 176, y: y + CGFloat(i / 2) * 70, width: 168, height: 66)
                ctx.stroke(r)
                "Aligned text wraps onto several lines here.".draw(in: r, withAttributes: [.font: UIFont.systemFont(ofSize: 13), .paragraphStyle: p])
            }
            y += 144
            "日本語のテキスト 中文 한국어".draw(at: CGPoint(x: 8, y: y), withAttributes: [.font: UIFont.systemFont(ofSize: 20)])
            y += 30
            "Emoji 👍🏽❤️🇯🇵😀".draw(at: CGPoint(x: 8, y: y), withAttributes: [.font: UIFont.systemFont(ofSize: 24)])
            y += 36
            let rich = NSMutableAttributedString(string: "Bold red, underlined, struck, raised, on yellow, kerned, shadowed")
            rich.addAttribute(.font, value: UIFont.systemFont(ofSize: 16), range: NSRange(location: 0, length: rich.length))
            rich.addAttributes([.font: UIFont.boldSystemFont(ofSize: 16), .foregroundColor: UIColor(red: 0.9, green: 0, blue: 0, alpha: 1)],
                               range: NSRange(location: 0, length: 8))
            rich.addAttribute(.underlineStyle, value: NSUnderlineStyle.single.rawValue, range: NSRange(location: 10, length: 10))
            rich.addAttribute(.strikethroughStyle, value: 1, range: NSRange(location: 22, length: 6))
            rich.addAttribute(.baselineOffset, value: 5, range: NSRange(location: 30, length: 6))
            rich.addAttribute(.backgroundColor, value: UIColor(red: 1, green: 1, blue: 0, alpha: 1), range: NSRange(location: 38, length: 9))
            rich.addAttribute(.kern, value: 4, range: NSRange(location: 49, length: 6))
            rich.draw(in: CGRect(x: 8, y: y, width: 344, height: 60))
            y += 52
            let shadow = NSShadow()
            shadow.shadowOffset = CGSize(width: 2, height: 2)
            shadow.shadowBlurRadius = 2
            "Shadowed title".draw(at: CGPoint(x: 8, y: y), withAttributes: [.font: UIFont.boldSystemFont(ofSize: 24), .shadow: shadow,
                                                                          .foregroundColor: UIColor(red: 0, green: 0.4, blue: 0.9, alpha: 1)])
            y += 36
            let label = TextLayout.label(NSAttributedString(string: body, attributes: [.font: UIFont.preferredFont(forTextStyle: .body)]),
                                         size: CGSize(width: 344, height: 100), numberOfLines: 2, lineBreakMode: .byTruncatingTail)
            label.draw(at: CGPoint(x: 8, y: y), in: ctx)
        }
        #expect(canvas.inkCount() > 10_000)
        if let folder = ProcessInfo.processInfo.environment["UIKIT_TEXT_SAMPLER"] {
            canvas.writePNG(to: folder + "/text-sampler@\(Int(scale))x.png")
        }
    }
}
