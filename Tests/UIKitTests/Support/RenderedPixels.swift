import Foundation
import UIKitTesting

/// The pixels of a `CGImage`, read by drawing it into an RGBA bitmap of known layout
/// (bytes R G B A, premultiplied), with rows counted from the top as the image is seen.
struct RenderedPixels {
    struct RGBA: Equatable, CustomStringConvertible {
        var r: Int, g: Int, b: Int, a: Int
        init(_ r: Int, _ g: Int, _ b: Int, _ a: Int) { self.r = r; self.g = g; self.b = b; self.a = a }
        var description: String { "(\(r),\(g),\(b),\(a))" }

        static let clear = RGBA(0, 0, 0, 0)
        static let red = RGBA(255, 0, 0, 255)
        static let green = RGBA(0, 255, 0, 255)
        static let blue = RGBA(0, 0, 255, 255)
        static let white = RGBA(255, 255, 255, 255)
        static let black = RGBA(0, 0, 0, 255)

        /// Whether every channel is within `tolerance` of `other`.
        func isClose(to other: RGBA, tolerance: Int = 2) -> Bool {
            abs(r - other.r) <= tolerance && abs(g - other.g) <= tolerance
                && abs(b - other.b) <= tolerance && abs(a - other.a) <= tolerance
        }
    }

    let width: Int
    let height: Int
    private let bytes: [UInt8]

    init(_ image: CGImage) {
        width = image.width
        height = image.height
        bytes = image.premultipliedRGBABytes() ?? []
    }

    /// The pixels of a `UIImage`'s bitmap (as stored, orientation not applied).
    init(_ image: UIImage) {
        self.init(image.cgImage!)
    }

    /// The pixel at column `x`, row `y` (0 = top).
    subscript(x: Int, y: Int) -> RGBA {
        let i = (y * width + x) * 4
        return RGBA(Int(bytes[i]), Int(bytes[i + 1]), Int(bytes[i + 2]), Int(bytes[i + 3]))
    }

    /// How many pixels satisfy `predicate`.
    func count(where predicate: (RGBA) -> Bool) -> Int {
        var n = 0
        for y in 0..<height { for x in 0..<width where predicate(self[x, y]) { n += 1 } }
        return n
    }

    /// Writes an image to a PNG file for looking at.
    static func writePNG(_ image: CGImage, to path: String) {
        try? ImageCodec.pngData(image)?.write(to: URL(fileURLWithPath: path))
    }
}
