import Foundation
import Testing
import UIKitTesting

/// Alignment, vertical placement, shadow, state colours and fitting, read from the screen.
@MainActor
@Suite("UILabel appearance", .serialized)
struct LabelAppearanceTests {
    func label(_ text: String, _ frame: CGRect, font: UIFont = .systemFont(ofSize: 17),
               configure: (UILabel) -> Void = { _ in }) -> UILabel {
        let label = UILabel(frame: frame)
        label.font = font
        label.text = text
        configure(label)
        return label
    }

    @Test("alignment: left, centre and right within the bounds; natural is left for Latin and right for Hebrew")
    func alignment() throws {
        let stage = LabelStage()
        let frames = (0..<6).map { CGRect(x: 10, y: 40 + CGFloat($0) * 50, width: 200, height: 30) }
        let left = label("Align", frames[0]) { $0.textAlignment = .left }
        let center = label("Align", frames[1]) { $0.textAlignment = .center }
        let right = label("Align", frames[2]) { $0.textAlignment = .right }
        let natural = label("Align", frames[3])
        let hebrew = label("שלום", frames[4])
        let justified = label("Align", frames[5]) { $0.textAlignment = .justified }
        let shot = stage.show(left, center, right, natural, hebrew, justified)
        let l = try #require(shot.inkBounds(in: left.frame))
        let c = try #require(shot.inkBounds(in: center.frame))
        let r = try #require(shot.inkBounds(in: right.frame))
        let h = try #require(shot.inkBounds(in: hebrew.frame))
        #expect(l.minX >= 10 && l.minX < 12)
        #expect(abs(c.midX - center.frame.midX) <= 1)
        #expect(r.maxX <= right.frame.maxX && r.maxX > right.frame.maxX - 2)
        #expect(h.maxX <= hebrew.frame.maxX && h.maxX > hebrew.frame.maxX - 2)
        #expect(shot.samePixels(left.frame, movedBy: 0, natural.frame.minY - left.frame.minY))
        #expect(shot.samePixels(left.frame, movedBy: 0, justified.frame.minY - left.frame.minY))
    }

    @Test("the text is centred vertically: drawText(in:) gets the bounds, and taller bounds move the text down by half")
    func verticalCentring() throws {
        let stage = LabelStage()
        let short = CountingLabel(frame: CGRect(x: 10, y: 20, width: 200, height: 30))
        short.text = "Centred"
        let tall = CountingLabel(frame: CGRect(x: 10, y: 80, width: 200, height: 90))
        tall.text = "Centred"
        let shot = stage.show(short, tall)
        #expect(short.drawTextRects == [short.bounds])
        #expect(tall.drawTextRects == [tall.bounds])
        let a = try #require(shot.inkBounds(in: short.frame))
        let b = try #require(shot.inkBounds(in: tall.frame))
        #expect((b.minY - tall.frame.minY) - (a.minY - short.frame.minY) == 30)
        #expect(abs(b.midY - tall.frame.midY) < 3)
    }

    @Test("multi-line text is centred as a block")
    func multiLineCentring() throws {
        let stage = LabelStage()
        let text = "The quick brown fox jumps over the lazy dog"
        let short = label(text, CGRect(x: 10, y: 20, width: 150, height: 100)) { $0.numberOfLines = 0 }
        let tall = label(text, CGRect(x: 10, y: 140, width: 150, height: 200)) { $0.numberOfLines = 0 }
        let shot = stage.show(short, tall)
        #expect(shot.samePixels(short.frame.insetBy(dx: 0, dy: 1), movedBy: 0, tall.frame.minY - short.frame.minY + 50))
        let block = try #require(shot.inkBounds(in: tall.frame))
        #expect(abs(block.midY - tall.frame.midY) < 3)
    }

    /// A label that draws its text at the top, the way iOS code commonly does it.
    final class TopAlignedLabel: UILabel {
        override func drawText(in rect: CGRect) {
            super.drawText(in: textRect(forBounds: rect, limitedToNumberOfLines: numberOfLines))
        }
    }

    @Test("overriding drawText(in:) with textRect(forBounds:…) top-aligns the text, as on iOS")
    func topAligned() throws {
        let stage = LabelStage()
        let label = TopAlignedLabel(frame: CGRect(x: 10, y: 100, width: 200, height: 120))
        label.text = "Top"
        let shot = stage.show(label)
        let ink = try #require(shot.inkBounds(in: label.frame))
        #expect(ink.minY - label.frame.minY < 6)
    }

    static let blue = { (p: RenderedPixels.RGBA) in p.b > 200 && p.r < 60 && p.g < 60 }
    static let black = { (p: RenderedPixels.RGBA) in p.r < 60 && p.g < 60 && p.b < 60 }

    @Test("the shadow is drawn sharp at shadowOffset in shadowColor; the default offset puts it one point above")
    func shadow() throws {
        let stage = LabelStage()
        let offset = label("H", CGRect(x: 10, y: 100, width: 100, height: 60), font: .boldSystemFont(ofSize: 40)) {
            $0.shadowColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
            $0.shadowOffset = CGSize(width: 4, height: 4)
        }
        let standard = label("H", CGRect(x: 10, y: 200, width: 100, height: 60), font: .boldSystemFont(ofSize: 40)) {
            $0.shadowColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        }
        let none = label("H", CGRect(x: 10, y: 300, width: 100, height: 60), font: .boldSystemFont(ofSize: 40)) {
            $0.shadowOffset = CGSize(width: 4, height: 4)
        }
        let shot = stage.show(offset, standard, none)
        let text = try #require(shot.inkBounds(in: offset.frame, where: Self.black))
        let shade = try #require(shot.inkBounds(in: offset.frame, where: Self.blue))
        #expect(abs(shade.maxX - text.maxX - 4) <= 0.5 && abs(shade.maxY - text.maxY - 4) <= 0.5)
        let text2 = try #require(shot.inkBounds(in: standard.frame, where: Self.black))
        let shade2 = try #require(shot.inkBounds(in: standard.frame, where: Self.blue))
        #expect(abs(shade2.minY - (text2.minY - 1)) <= 0.5)
        #expect(shade2.maxY < text2.maxY)
        #expect(shot.count(in: none.frame, where: Self.blue) == 0)
    }

    @Test("highlighted text uses highlightedTextColor only when one is set")
    func highlighted() {
        let stage = LabelStage()
        let red = label("H", CGRect(x: 10, y: 100, width: 100, height: 60), font: .boldSystemFont(ofSize: 40)) {
            $0.highlightedTextColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            $0.isHighlighted = true
        }
        let noColor = label("H", CGRect(x: 10, y: 200, width: 100, height: 60), font: .boldSystemFont(ofSize: 40)) {
            $0.isHighlighted = true
        }
        let shot = stage.show(red, noColor)
        #expect(shot.darkest(in: red.frame).isClose(to: .red, tolerance: 8))
        #expect(shot.darkest(in: noColor.frame).isClose(to: .black, tolerance: 8))
        red.isHighlighted = false
        #expect(stage.show().darkest(in: red.frame).isClose(to: .black, tolerance: 8))
    }

    @Test("a disabled label draws in tertiaryLabel, over any highlight")
    func disabled() {
        let stage = LabelStage()
        let label = label("H", CGRect(x: 10, y: 100, width: 100, height: 60), font: .boldSystemFont(ofSize: 40)) {
            $0.isEnabled = false
            $0.textColor = .systemRed
            $0.highlightedTextColor = .systemGreen
            $0.isHighlighted = true
        }
        // (60, 60, 67) at 30 % over white.
        let expected = RenderedPixels.RGBA(196, 196, 199, 255)
        #expect(stage.show(label).darkest(in: label.frame).isClose(to: expected, tolerance: 4))
        label.isEnabled = true
        #expect(stage.show().darkest(in: label.frame).g > 150)
    }

    @Test("empty or nil text draws nothing")
    func emptyText() {
        let stage = LabelStage()
        let empty = label("", CGRect(x: 10, y: 100, width: 100, height: 30))
        let none = UILabel(frame: CGRect(x: 10, y: 150, width: 100, height: 30))
        let shot = stage.show(empty, none)
        #expect(shot.count(in: empty.frame) == 0 && shot.count(in: none.frame) == 0)
    }

    static let capitals = "HHHHHHHHHHHHHHHH"
    static let capitalFont = UIFont.systemFont(ofSize: 20)
    static var capitalsWidth: CGFloat { (capitals as NSString).size(withAttributes: [.font: capitalFont]).width }

    /// Whether the line ends in an ellipsis (dots) rather than a capital.
    func endsInEllipsis(_ shot: LabelShot, _ frame: CGRect) -> Bool {
        guard let ink = shot.inkBounds(in: frame),
              let end = shot.inkBounds(in: CGRect(x: ink.maxX - 5, y: frame.minY, width: 5, height: frame.height)) else { return false }
        return end.height <= 3
    }

    @Test("adjustsFontSizeToFitWidth shrinks the font until the text fits, down to minimumScaleFactor and no further")
    func shrinking() throws {
        let stage = LabelStage()
        let w = Self.capitalsWidth
        func shrinking(_ y: CGFloat, width: CGFloat, minimum: CGFloat) -> UILabel {
            label(Self.capitals, CGRect(x: 10, y: y, width: width.rounded(.up), height: 40), font: Self.capitalFont) {
                $0.adjustsFontSizeToFitWidth = true
                $0.minimumScaleFactor = minimum
            }
        }
        let full = label(Self.capitals, CGRect(x: 10, y: 20, width: 300, height: 40), font: Self.capitalFont)
        let fits = shrinking(80, width: w * 0.7, minimum: 0.5)
        let floor = shrinking(140, width: w * 0.3, minimum: 0.5)
        let zero = shrinking(200, width: w * 0.7, minimum: 0)
        let shot = stage.show(full, fits, floor, zero)
        let capHeight = try #require(shot.inkBounds(in: full.frame)).height
        let fitted = try #require(shot.inkBounds(in: fits.frame))
        #expect(abs(fitted.height - capHeight * 0.7) <= 0.75)
        #expect(fitted.maxX <= fits.frame.maxX)
        #expect(!endsInEllipsis(shot, fits.frame))
        let floored = try #require(shot.inkBounds(in: floor.frame))
        #expect(abs(floored.height - capHeight * 0.5) <= 0.75)
        #expect(endsInEllipsis(shot, floor.frame))
        // Apple documents a minimum scale factor of 0 as "do not shrink".
        #expect(try #require(shot.inkBounds(in: zero.frame)).height == capHeight)
        #expect(endsInEllipsis(shot, zero.frame))
    }

    @Test("baselineAdjustment places shrunk one-line text: baselines stay, centres stay, or the top stays")
    func baselineAdjustment() throws {
        let stage = LabelStage()
        let width = (Self.capitalsWidth * 0.6).rounded(.up)
        let modes: [UIBaselineAdjustment] = [.alignBaselines, .alignCenters, .none]
        let reference = label(Self.capitals, CGRect(x: 10, y: 20, width: 300, height: 60), font: Self.capitalFont)
        let labels = modes.enumerated().map { i, mode in
            label(Self.capitals, CGRect(x: 10, y: 100 + CGFloat(i) * 80, width: width, height: 60), font: Self.capitalFont) {
                $0.adjustsFontSizeToFitWidth = true
                $0.minimumScaleFactor = 0.2
                $0.baselineAdjustment = mode
            }
        }
        let shot = stage.show([reference] + labels)
        let full = try #require(shot.inkBounds(in: reference.frame))
        let ink = try labels.map { try #require(shot.inkBounds(in: $0.frame)).offsetBy(dx: 0, dy: -$0.frame.minY) }
        let fullInk = full.offsetBy(dx: 0, dy: -reference.frame.minY)
        #expect(abs(ink[0].maxY - fullInk.maxY) <= 0.5)
        #expect(ink[0].maxY > ink[1].maxY && ink[1].maxY > ink[2].maxY)
        #expect(ink[2].minY < fullInk.minY + 3)
    }

    @Test("allowsDefaultTighteningForTruncation tightens text up to 5 % too wide instead of truncating it")
    func tightening() {
        let stage = LabelStage()
        let w = Self.capitalsWidth
        func tight(_ y: CGFloat, over factor: CGFloat, allowed: Bool) -> UILabel {
            label(Self.capitals, CGRect(x: 10, y: y, width: (w / factor).rounded(.down), height: 40), font: Self.capitalFont) {
                $0.allowsDefaultTighteningForTruncation = allowed
            }
        }
        let tightened = tight(20, over: 1.03, allowed: true)
        let truncated = tight(80, over: 1.03, allowed: false)
        let tooWide = tight(140, over: 1.10, allowed: true)
        let shot = stage.show(tightened, truncated, tooWide)
        #expect(!endsInEllipsis(shot, tightened.frame))
        #expect((shot.inkBounds(in: tightened.frame)?.maxX ?? .infinity) <= tightened.frame.maxX)
        #expect(endsInEllipsis(shot, truncated.frame))
        #expect(endsInEllipsis(shot, tooWide.frame))
    }

    @Test("scenario 179 (Listing 2-3): a label framed to the measured size of its text shows all of it")
    func listing2_3() throws {
        let stage = LabelStage()
        let font = UIFont.systemFont(ofSize: 18)
        let size = ("<no content>" as NSString).size(withAttributes: [.font: font])
        let bounds = UIScreen.main.bounds
        let label = UILabel(frame: CGRect(x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2,
                                          width: size.width, height: size.height))
        label.font = font
        label.text = "<no content>"
        let shot = stage.show(label)
        let ink = try #require(shot.inkBounds(in: label.frame.insetBy(dx: -4, dy: -4)))
        #expect(label.frame.insetBy(dx: -0.5, dy: -0.5).contains(ink))
        #expect(!endsInEllipsis(shot, label.frame))
        #expect(abs(label.intrinsicContentSize.width - size.width) <= 0.5)
    }
}
