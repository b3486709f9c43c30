@_implementationOnly import CCairo
import Foundation

/// The file formats `ImageCodec` reads. It writes PNG and JPEG.
package enum ImageFormat: Sendable, Equatable {
    case png, jpeg, gif

    /// The format the data's first bytes (its signature) announce, or nil.
    package init?(sniffing data: Data) {
        if data.starts(with: PNGCodec.signature) {
            self = .png
        } else if data.starts(with: JPEGCodec.signature) {
            self = .jpeg
        } else if GIFCodec.signatures.contains(where: { data.starts(with: $0) }) {
            self = .gif
        } else {
            return nil
        }
    }
}

/// A decoded PNG or JPEG: its pixels, and how many colour components the file stores
/// (1 for gray and palette images, 3 for RGB), which sizes a caller's decode array.
struct DecodedBitmap {
    let surface: CairoSurface
    let colorComponents: Int
}

/// The frames of a decoded file: one for PNG and JPEG, every frame for an animated GIF.
package struct ImageAnimation: Sendable {
    /// Each frame as the viewer sees it (composited over the frames before it), with
    /// how long it stays, in seconds, as stored in the file (GIF: centiseconds / 100;
    /// no minimum is imposed; 0 for still images).
    package let frames: [(image: CGImage, delay: Double)]
    /// How many times a GIF's NETSCAPE2.0 extension says to play the animation, 0
    /// meaning forever; 1 for still images and GIFs without the extension.
    package let loopCount: Int
}

/// Decoding of PNG, JPEG and GIF files into `CGImage`s and encoding of `CGImage`s as PNG
/// or JPEG; the codec layer under `UIImage(data:)`, `pngData()` and `jpegData(…)`.
///
/// Decoded images are sRGB, 8 bits per component, `premultipliedFirst` (or
/// `noneSkipFirst` when the file has no alpha) with `byteOrder32Little`, and share the
/// decoder's Cairo surface as their pixels, so drawing them needs no conversion.
/// Bad input — empty, random, corrupt, truncated, or claiming more than
/// `maximumPixelCount` pixels — gives nil.
package enum ImageCodec {
    /// The largest image decoded, in pixels: 1 GiB of ARGB32, e.g. 16384 × 16384. Cairo
    /// also limits each side to 32767 pixels. For a GIF it bounds all frames together.
    package static let maximumPixelCount = 1 << 28

    /// Whether an image of this size can be decoded (positive, within Cairo's limits and
    /// `maximumPixelCount`).
    static func acceptsSize(width: Int, height: Int) -> Bool {
        width > 0 && height > 0 && width <= 32767 && height <= 32767 && width * height <= maximumPixelCount
    }

    /// The image in a PNG, JPEG or GIF file (a GIF's first frame), or nil.
    package static func decode(_ data: Data) -> CGImage? {
        switch ImageFormat(sniffing: data) {
        case .png?: return PNGCodec.decode(data).flatMap { CGImage(surface: $0.surface) }
        case .jpeg?: return JPEGCodec.decode(data).flatMap { CGImage(surface: $0.surface) }
        case .gif?: return GIFCodec.decode(data, frameLimit: 1)?.frames.first?.image
        case nil: return nil
        }
    }

    /// Every frame of a GIF, with delays and loop count; a PNG or JPEG gives one frame.
    package static func decodeAnimation(_ data: Data) -> ImageAnimation? {
        if ImageFormat(sniffing: data) == .gif { return GIFCodec.decode(data) }
        return decode(data).map { ImageAnimation(frames: [($0, 0)], loopCount: 1) }
    }

    /// The image as a PNG file: 8-bit RGBA with straight (un-premultiplied) colour, or
    /// RGB when every pixel is opaque. Nil only when memory runs out.
    package static func pngData(_ image: CGImage) -> Data? {
        image.surface.flatMap(PNGCodec.encode)
    }

    /// The image as a baseline JPEG file. `compressionQuality` 0...1 (clamped) maps to
    /// libjpeg quality 1...100, as UIKit's `jpegData(compressionQuality:)`; colour uses
    /// 4:2:0 chroma subsampling, gray images and image masks give a grayscale JPEG.
    /// Translucent pixels come out as if drawn over black, since JPEG has no alpha.
    package static func jpegData(_ image: CGImage, compressionQuality: CGFloat) -> Data? {
        guard let surface = image.surface else { return nil }
        let quality = Int((min(1, max(0, compressionQuality)) * 100).rounded())
        let grayscale = image.isMask || image.layout.model == .gray
        return JPEGCodec.encode(surface, quality: max(1, quality), grayscale: grayscale)
    }
}
