import CoreGraphics
import Foundation

/// An image's pixels as 8-bit premultiplied RGBA rows with no padding: the one layout
/// both sides of a comparison are redrawn into, whatever their bitmap formats were.
struct PixelBuffer: Equatable {
    let width: Int
    let height: Int
    let bytes: [UInt8]

    init?(_ image: CGImage) {
        guard let bytes = image.premultipliedRGBABytes() else { return nil }
        width = image.width
        height = image.height
        self.bytes = bytes
    }

    var pixelCount: Int { width * height }

    /// The pixel at `index` (row-major) with its colour un-premultiplied, components 0...1.
    func color(at index: Int) -> (red: Double, green: Double, blue: Double, alpha: Double) {
        let offset = index * 4
        let alpha = Double(bytes[offset + 3]) / 255
        guard alpha > 0 else { return (0, 0, 0, 0) }
        return (min(Double(bytes[offset]) / 255 / alpha, 1), min(Double(bytes[offset + 1]) / 255 / alpha, 1),
                min(Double(bytes[offset + 2]) / 255 / alpha, 1), alpha)
    }
}
