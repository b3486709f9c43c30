import Foundation
import UIKit

/// A UIKit-style drawing surface for text tests: a bitmap context flipped to y-down
/// points at `scale` pixels per point (as UIKit's contexts are), transparent, with
/// pixel accessors in points.
final class TextPixels {
    let context: CGContext
    let scale: CGFloat
    let widthPixels: Int
    let heightPixels: Int

    init(width: CGFloat, height: CGFloat, scale: CGFloat = 2) {
        self.scale = scale
        widthPixels = Int((width * scale).rounded(.up))
        heightPixels = Int((height * scale).rounded(.up))
        context = CGContext(data: nil, width: widthPixels, height: heightPixels, bitsPerComponent: 8, bytesPerRow: 0,
                            space: CGColorSpaceCreateDeviceRGB(),
                            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        context.setBaseCTM(CGAffineTransform(a: scale, b: 0, c: 0, d: -scale, tx: 0, ty: CGFloat(heightPixels)))
    }

    /// Runs `body` with this bitmap as the current UIKit graphics context.
    func draw(_ body: () -> Void) {
        UIGraphicsPushContext(context)
        body()
        UIGraphicsPopContext()
    }

    /// The pixel at column `x`, row `y` (row 0 at the top): (r, g, b, a), premultiplied.
    func pixel(_ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int, a: Int) {
        let p = context.data!.assumingMemoryBound(to: UInt8.self) + y * context.bytesPerRow + x * 4
        return (Int(p[2]), Int(p[1]), Int(p[0]), Int(p[3]))
    }

    /// How many pixels have alpha above `threshold`.
    func inkCount(threshold: Int = 64) -> Int {
        var n = 0
        for y in 0..<heightPixels { for x in 0..<widthPixels where pixel(x, y).a > threshold { n += 1 } }
        return n
    }

    /// The bounds, in points, of the pixels with alpha above `threshold`; nil when nothing
    /// was drawn.
    func inkBounds(threshold: Int = 64) -> CGRect? {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<heightPixels {
            for x in 0..<widthPixels where pixel(x, y).a > threshold {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard maxX >= 0 else { return nil }
        return CGRect(x: CGFloat(minX) / scale, y: CGFloat(minY) / scale,
                      width: CGFloat(maxX - minX + 1) / scale, height: CGFloat(maxY - minY + 1) / scale)
    }

    /// Ink bounds within a band of rows (in points).
    func inkBounds(rows: Range<CGFloat>, threshold: Int = 64) -> CGRect? {
        var minX = Int.max, maxX = -1
        let y0 = max(0, Int(rows.lowerBound * scale)), y1 = min(heightPixels, Int(rows.upperBound * scale))
        for y in y0..<y1 {
            for x in 0..<widthPixels where pixel(x, y).a > threshold {
                minX = min(minX, x); maxX = max(maxX, x)
            }
        }
        guard maxX >= 0 else { return nil }
        return CGRect(x: CGFloat(minX) / scale, y: rows.lowerBound, width: CGFloat(maxX - minX + 1) / scale,
                      height: rows.upperBound - rows.lowerBound)
    }

    /// Writes the bitmap as a PNG (for looking at the rendering).
    func writePNG(to path: String) {
        guard let image = context.makeImage(), let data = ImageCodec.pngData(image) else { return }
        try? data.write(to: URL(fileURLWithPath: path))
    }
}
