import CCairo
import CoreGraphics
import Foundation

/// An RGBA (premultipliedLast, bytes R G B A) bitmap context with pixel accessors that
/// count rows from the top of memory, i.e. as the image is seen.
struct Pixel: Equatable, CustomStringConvertible {
    var r: Int, g: Int, b: Int, a: Int
    init(_ r: Int, _ g: Int, _ b: Int, _ a: Int) { self.r = r; self.g = g; self.b = b; self.a = a }
    var description: String { "(\(r),\(g),\(b),\(a))" }

    static let clear = Pixel(0, 0, 0, 0)
    static let red = Pixel(255, 0, 0, 255)
    static let green = Pixel(0, 255, 0, 255)
    static let blue = Pixel(0, 0, 255, 255)
    static let white = Pixel(255, 255, 255, 255)
    static let black = Pixel(0, 0, 0, 255)

    /// Whether every channel is within `tolerance` of `other`.
    func isClose(to other: Pixel, tolerance: Int = 2) -> Bool {
        abs(r - other.r) <= tolerance && abs(g - other.g) <= tolerance
            && abs(b - other.b) <= tolerance && abs(a - other.a) <= tolerance
    }
}

final class TestBitmap {
    let context: CGContext
    let width: Int
    let height: Int

    init(width: Int, height: Int, bitmapInfo: UInt32 = CGImageAlphaInfo.premultipliedLast.rawValue,
         space: CGColorSpace = CGColorSpaceCreateDeviceRGB()) {
        self.width = width
        self.height = height
        context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                            space: space, bitmapInfo: bitmapInfo)!
    }

    /// The pixel in memory row `y` (0 = top row of the image) and column `x`.
    func pixel(_ x: Int, _ y: Int) -> Pixel {
        let p = context.data!.assumingMemoryBound(to: UInt8.self) + y * context.bytesPerRow + x * 4
        return Pixel(Int(p[0]), Int(p[1]), Int(p[2]), Int(p[3]))
    }

    /// The pixel at Core Graphics device coordinates (y up, as drawn with an identity CTM).
    func pixel(cg x: Int, _ y: Int) -> Pixel { pixel(x, height - 1 - y) }

    /// How many pixels satisfy `predicate`.
    func count(where predicate: (Pixel) -> Bool) -> Int {
        var n = 0
        for y in 0..<height { for x in 0..<width where predicate(pixel(x, y)) { n += 1 } }
        return n
    }

    /// Writes the bitmap to a PNG for looking at (through Cairo, independent of the code
    /// under test's encoders).
    func writePNG(_ path: String) {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        let data = cairo_image_surface_get_data(surface)!
        let stride = Int(cairo_image_surface_get_stride(surface))
        for y in 0..<height {
            for x in 0..<width {
                let p = pixel(x, y)
                (data + y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) {
                    $0.pointee = UInt32(p.a) << 24 | UInt32(p.r) << 16 | UInt32(p.g) << 8 | UInt32(p.b)
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        cairo_surface_write_to_png(surface, path)
        cairo_surface_destroy(surface)
    }
}
