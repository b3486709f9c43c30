import CoreGraphics
import Foundation

/// A conic (sweep) gradient, rasterised pixel by pixel: Cairo has no conic pattern.
///
/// The gradient lives in the unit square of a layer's bounds, like every `CAGradientLayer`
/// gradient: it turns once round `center`, the first stop in the direction of `toward`,
/// clockwise as seen in UIKit's y-down coordinates.
struct ConicGradient {
    let stops: GradientStops
    /// The centre and the point giving the start direction, in unit coordinates.
    let center: CGPoint, toward: CGPoint

    /// Colours sampled round the turn; finer than any colour step 8-bit channels can show
    /// over the angles one pixel spans at the largest backing store.
    private static let tableSize = 4096

    /// An image of the gradient over `rect` (layer coordinates; the unit square is
    /// `unitRect`), `width` × `height` pixels, top row first; premultiplied BGRA as Cairo
    /// keeps it. Nil when the bitmap cannot be made.
    func image(of rect: CGRect, unitRect: CGRect, width: Int, height: Int) -> CGImage? {
        let info = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
        guard let ctx = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                  space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info),
              let data = ctx.data else { return nil }
        let table = colorTable()
        let startAngle = Double(atan2(toward.y - center.y, toward.x - center.x))
        let turn = 2 * Double.pi
        // Pixel centres mapped straight into unit coordinates.
        let stepX = Double(rect.width) / Double(width) / Double(unitRect.width)
        let stepY = Double(rect.height) / Double(height) / Double(unitRect.height)
        let originX = Double(rect.minX - unitRect.minX) / Double(unitRect.width) - Double(center.x)
        let originY = Double(rect.minY - unitRect.minY) / Double(unitRect.height) - Double(center.y)
        for row in 0..<height {
            let pixels = (data + row * ctx.bytesPerRow).assumingMemoryBound(to: UInt32.self)
            let dy = originY + (Double(row) + 0.5) * stepY
            for column in 0..<width {
                let dx = originX + (Double(column) + 0.5) * stepX
                var t = (atan2(dy, dx) - startAngle) / turn
                t -= t.rounded(.down)
                pixels[column] = table[min(Int(t * Double(Self.tableSize)), Self.tableSize - 1)]
            }
        }
        return ctx.makeImage()
    }

    /// The gradient's colours at `tableSize` equal steps round the turn, as premultiplied
    /// 32-bit ARGB words.
    private func colorTable() -> [UInt32] {
        (0..<Self.tableSize).map { i in
            let c = stops.color(at: (CGFloat(i) + 0.5) / CGFloat(Self.tableSize))
            func byte(_ v: CGFloat) -> UInt32 { UInt32((min(max(v, 0), 1) * 255).rounded()) }
            return byte(c.alpha) << 24 | byte(c.red * c.alpha) << 16 | byte(c.green * c.alpha) << 8
                | byte(c.blue * c.alpha)
        }
    }
}
