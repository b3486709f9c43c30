import Foundation
import UIKitTesting

/// A white @2x screen (iPhone SE) to show labels on, and what they drew, read back from
/// screenshots. Keeps its window alive.
@MainActor
final class LabelStage {
    let sim: Simulator
    let window: UIWindow

    init() {
        (sim, window) = makeScenarioWindow(device: .iPhoneSE, background: .white)
    }

    /// Adds `labels` to the window and returns the composited screen (also written to the
    /// PNG file `UIKIT_LABEL_SHOT` names, when set, for looking at).
    func show(_ labels: UILabel...) -> LabelShot { show(labels) }

    func show(_ labels: [UILabel]) -> LabelShot {
        for label in labels where label.superview == nil { window.addSubview(label) }
        let image = sim.screenshot()
        if let path = ProcessInfo.processInfo.environment["UIKIT_LABEL_SHOT"] { RenderedPixels.writePNG(image, to: path) }
        return LabelShot(RenderedPixels(image), scale: UIScreen.main.scale)
    }
}

/// A screenshot read in points.
struct LabelShot: CustomStringConvertible {
    let pixels: RenderedPixels
    let scale: CGFloat

    init(_ pixels: RenderedPixels, scale: CGFloat) {
        self.pixels = pixels
        self.scale = scale
    }

    var description: String { "screenshot \(pixels.width)×\(pixels.height) px" }

    /// Whether a pixel differs visibly from the white background.
    static func isInk(_ p: RenderedPixels.RGBA) -> Bool { p.r + p.g + p.b < 3 * 255 - 120 }

    /// The pixel area (clamped to the screen) covering `rect` in points.
    private func pixelRange(_ rect: CGRect) -> (x: Range<Int>, y: Range<Int>) {
        func clamp(_ v: CGFloat, _ limit: Int) -> Int { max(0, min(limit, Int((v * scale).rounded()))) }
        return (clamp(rect.minX, pixels.width)..<clamp(rect.maxX, pixels.width),
                clamp(rect.minY, pixels.height)..<clamp(rect.maxY, pixels.height))
    }

    /// The bounds, in points, of the pixels inside `rect` matching `predicate`; nil if none.
    func inkBounds(in rect: CGRect, where predicate: (RenderedPixels.RGBA) -> Bool = LabelShot.isInk) -> CGRect? {
        let range = pixelRange(rect)
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in range.y {
            for x in range.x where predicate(pixels[x, y]) {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard maxX >= 0 else { return nil }
        return CGRect(x: CGFloat(minX) / scale, y: CGFloat(minY) / scale,
                      width: CGFloat(maxX - minX + 1) / scale, height: CGFloat(maxY - minY + 1) / scale)
    }

    /// How many pixels inside `rect` match `predicate`.
    func count(in rect: CGRect, where predicate: (RenderedPixels.RGBA) -> Bool = LabelShot.isInk) -> Int {
        let range = pixelRange(rect)
        var n = 0
        for y in range.y { for x in range.x where predicate(pixels[x, y]) { n += 1 } }
        return n
    }

    /// The bands of rows inside `rect` holding ink (text lines), top to bottom, in points.
    func inkBands(in rect: CGRect) -> [ClosedRange<CGFloat>] {
        let range = pixelRange(rect)
        var bands: [ClosedRange<CGFloat>] = []
        var start: Int?
        for y in range.y {
            let inked = range.x.contains { LabelShot.isInk(pixels[$0, y]) }
            if inked, start == nil { start = y }
            if !inked, let s = start {
                bands.append(CGFloat(s) / scale...CGFloat(y) / scale)
                start = nil
            }
        }
        if let s = start { bands.append(CGFloat(s) / scale...CGFloat(range.y.upperBound) / scale) }
        return bands
    }

    /// Whether the pixels of `a` equal those of `b` moved by (`dx`, `dy`) points.
    func samePixels(_ a: CGRect, movedBy dx: CGFloat, _ dy: CGFloat) -> Bool {
        let range = pixelRange(a)
        let ox = Int((dx * scale).rounded()), oy = Int((dy * scale).rounded())
        for y in range.y {
            for x in range.x {
                let (bx, by) = (x + ox, y + oy)
                guard bx >= 0, by >= 0, bx < pixels.width, by < pixels.height else { return false }
                if !pixels[x, y].isClose(to: pixels[bx, by], tolerance: 0) { return false }
            }
        }
        return true
    }

    /// The darkest pixel inside `rect` (the colour glyph cores are drawn in).
    func darkest(in rect: CGRect) -> RenderedPixels.RGBA {
        let range = pixelRange(rect)
        var best = RenderedPixels.RGBA.white
        for y in range.y {
            for x in range.x where pixels[x, y].r + pixels[x, y].g + pixels[x, y].b < best.r + best.g + best.b {
                best = pixels[x, y]
            }
        }
        return best
    }
}

/// A label that counts its drawing and invalidation calls.
final class CountingLabel: UILabel {
    var draws = 0
    var drawTextRects: [CGRect] = []
    var intrinsicInvalidations = 0

    override func draw(_ rect: CGRect) {
        draws += 1
        super.draw(rect)
    }

    override func drawText(in rect: CGRect) {
        drawTextRects.append(rect)
        super.drawText(in: rect)
    }

    override func invalidateIntrinsicContentSize() {
        intrinsicInvalidations += 1
        super.invalidateIntrinsicContentSize()
    }

    func resetCounts() {
        draws = 0
        drawTextRects = []
        intrinsicInvalidations = 0
    }
}
