import CoreGraphics
import Foundation
@testable import QuartzCore

/// The pixels of an image as premultiplied RGBA bytes, rows from the top as the image is
/// seen, read back as straight RGBA.
struct ImagePixels {
    let width: Int
    let height: Int
    private let bytes: [UInt8]

    init(_ image: CGImage) {
        width = image.width
        height = image.height
        bytes = image.premultipliedRGBABytes() ?? []
    }

    /// The pixel in column `x`, row `y`; clear outside the image.
    func pixel(_ x: Int, _ y: Int) -> RGBA {
        guard x >= 0, y >= 0, x < width, y < height else { return .clear }
        let i = (y * width + x) * 4
        let a = bytes[i + 3]
        guard a > 0 else { return .clear }
        func unpremultiply(_ v: UInt8) -> UInt8 { UInt8(min(255, (Int(v) * 255 + Int(a) / 2) / Int(a))) }
        return RGBA(r: unpremultiply(bytes[i]), g: unpremultiply(bytes[i + 1]), b: unpremultiply(bytes[i + 2]), a: a)
    }

    /// How many pixels differ from `other`'s by more than `tolerance` in some channel (all
    /// of them when the sizes differ).
    func differingPixels(from other: ImagePixels, tolerance: Int = 0) -> Int {
        guard width == other.width, height == other.height else { return max(width * height, 1) }
        return stride(from: 0, to: bytes.count, by: 4).count { i in
            (i..<i + 4).contains { abs(Int(bytes[$0]) - Int(other.bytes[$0])) > tolerance }
        }
    }

    /// The rows (from the top) holding a pixel that differs from `other`'s, for images of
    /// the same size.
    func differingRows(from other: ImagePixels) -> [Int] {
        (0..<min(height, other.height)).filter { y in
            let row = y * width * 4..<(y + 1) * width * 4
            return row.contains { bytes[$0] != other.bytes[$0] }
        }
    }

    /// Writes the image as `<name>.png` into $LOOK_DIR, for looking at.
    static func write(_ image: CGImage, named name: String) {
        guard let dir = ProcessInfo.processInfo.environment["LOOK_DIR"], let png = ImageCodec.pngData(image) else { return }
        try? png.write(to: URL(fileURLWithPath: dir).appendingPathComponent(name + ".png"))
    }
}

/// A layer tree rendered into a UIKit-style (y-down) bitmap, with its pixels readable in
/// points.
struct RenderedLayer {
    let scale: CGFloat
    let image: CGImage
    private let pixels: ImagePixels

    /// Renders `layer` (in its own coordinates, as `render(in:)` does) over `size` points.
    init(_ layer: CALayer, size: CGSize, scale: CGFloat = 1) {
        self.init(size: size, scale: scale) { layer.render(in: $0) }
    }

    /// Runs `draw` in a fresh transparent UIKit-style context of `size` points.
    init(size: CGSize, scale: CGFloat, draw: (CGContext) -> Void) {
        let width = Int(size.width * scale), height = Int(size.height * scale)
        self.scale = scale
        let ctx = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                            space: CGColorSpaceCreateDeviceRGB(),
                            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        ctx.setBaseCTM(CGAffineTransform(a: scale, b: 0, c: 0, d: -scale, tx: 0, ty: CGFloat(height)))
        draw(ctx)
        image = ctx.makeImage()!
        pixels = ImagePixels(image)
    }

    /// The pixel at (`x`, `y`) in points (top-left origin), as straight RGBA 0…255.
    func pixel(_ x: CGFloat, _ y: CGFloat) -> RGBA {
        pixels.pixel(Int(x * scale), Int(y * scale))
    }

    /// Writes a PNG for looking at (set LOOK_DIR to keep them).
    func write(_ name: String) { ImagePixels.write(image, named: name) }
}

struct RGBA: Equatable, CustomStringConvertible {
    var r: UInt8, g: UInt8, b: UInt8, a: UInt8

    static let red = RGBA(r: 255, g: 0, b: 0, a: 255)
    static let green = RGBA(r: 0, g: 255, b: 0, a: 255)
    static let blue = RGBA(r: 0, g: 0, b: 255, a: 255)
    static let white = RGBA(r: 255, g: 255, b: 255, a: 255)
    static let black = RGBA(r: 0, g: 0, b: 0, a: 255)
    static let clear = RGBA(r: 0, g: 0, b: 0, a: 0)

    /// Whether every channel is within `tolerance` of `other`'s.
    func isClose(to other: RGBA, tolerance: Int = 3) -> Bool {
        abs(Int(r) - Int(other.r)) <= tolerance && abs(Int(g) - Int(other.g)) <= tolerance
            && abs(Int(b) - Int(other.b)) <= tolerance && abs(Int(a) - Int(other.a)) <= tolerance
    }

    var description: String { "(\(r), \(g), \(b), \(a))" }
}

func color(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> CGColor {
    CGColor(red: r, green: g, blue: b, alpha: a)
}

/// A plain layer at `frame` filled with `fill`.
func solid(_ frame: CGRect, _ fill: CGColor) -> CALayer {
    let layer = CALayer()
    layer.frame = frame
    layer.backgroundColor = fill
    return layer
}
