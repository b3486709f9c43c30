import CoreGraphics
import Foundation

/// A large repaint cut into two bands of rows that two threads paint at once, each
/// through its own context over the screen's pixels (`ScreenCompositor`).
///
/// The cut falls on the whole device row that comes nearest to halving the damaged
/// pixels, so both threads have as much to do. Every pixel is painted by the same
/// operations, in the same order, as in one pass: a band's clip only leaves out the rows
/// the other band paints. The exception would be a group whose shadow is blurred from
/// what it draws (the clip cuts the content that casts it), so the cut never crosses one.
struct RepaintBands {
    /// The damage above the cut and below it, in screen points.
    let upper: [CGRect]
    let lower: [CGRect]

    /// Below this many damaged device pixels, one thread paints: handing half to another
    /// thread would cost more than it saves.
    static let minimumPixels: CGFloat = 512 * 1024

    /// The two bands of `damage` (screen points, whole device pixels at `scale`), or nil
    /// when the damage covers fewer than `minimumPixels` device pixels, or the cut that
    /// halves it would cross one of `uncut` (the screen areas of groups that cast shadows
    /// from their content).
    init?(damage: [CGRect], scale: CGFloat, uncut: [CGRect], minimumPixels: CGFloat = RepaintBands.minimumPixels) {
        let total = damage.reduce(0) { $0 + $1.width * $1.height } * scale * scale
        guard total >= max(minimumPixels, 1), let first = damage.first else { return nil }
        // The area above a row grows with it: bisect for the row that halves it.
        func areaAbove(_ y: CGFloat) -> CGFloat {
            damage.reduce(0) { $0 + $1.width * min(max(y - $1.minY, 0), $1.height) }
        }
        var (low, high) = damage.reduce((first.minY, first.maxY)) { (min($0.0, $1.minY), max($0.1, $1.maxY)) }
        let half = total / (scale * scale) / 2
        for _ in 0..<48 where high - low > 0.25 / scale {
            let middle = (low + high) / 2
            if areaAbove(middle) < half { low = middle } else { high = middle }
        }
        let cut = (low * scale).rounded() / scale
        guard !uncut.contains(where: { $0.minY < cut && cut < $0.maxY }) else { return nil }
        func rows(_ top: (CGRect) -> CGFloat, _ bottom: (CGRect) -> CGFloat) -> [CGRect] {
            damage.compactMap { rect in
                let (y0, y1) = (top(rect), bottom(rect))
                return y1 > y0 ? CGRect(x: rect.minX, y: y0, width: rect.width, height: y1 - y0) : nil
            }
        }
        upper = rows({ $0.minY }, { min($0.maxY, cut) })
        lower = rows({ max($0.minY, cut) }, { $0.maxY })
        guard !upper.isEmpty, !lower.isEmpty else { return nil }
    }
}
