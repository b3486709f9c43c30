import Foundation

extension CGImage {
    /// An image from a data provider holding a PNG file, or nil when the bytes are not a
    /// valid PNG (see `ImageCodec` for what is refused).
    ///
    /// The image is sRGB, `premultipliedFirst` (`noneSkipFirst` without alpha) and
    /// `byteOrder32Little`, even for gray and palette files. `decode` holds a [min, max]
    /// pair per colour component of the file (one for gray and palette, three for RGB).
    public convenience init?(pngDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?,
                             shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        guard let data = source.data, let decoded = PNGCodec.decode(data) else { return nil }
        self.init(surface: decoded.surface, decode: CGImage.decodeArray(decode, of: decoded),
                  shouldInterpolate: shouldInterpolate, intent: intent)
    }

    /// An image from a data provider holding a JPEG file (baseline or progressive, colour
    /// or grayscale), or nil when the bytes are not a JPEG this implementation reads.
    ///
    /// The image is sRGB, `noneSkipFirst` and `byteOrder32Little`, even for grayscale
    /// files. `decode` holds a [min, max] pair per colour component of the file (one for
    /// grayscale, three for colour).
    public convenience init?(jpegDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?,
                             shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        guard let data = source.data, let decoded = JPEGCodec.decode(data) else { return nil }
        self.init(surface: decoded.surface, decode: CGImage.decodeArray(decode, of: decoded),
                  shouldInterpolate: shouldInterpolate, intent: intent)
    }

    /// The decode array for a decoded file's RGB pixels. The caller passes one
    /// [min, max] pair per colour component of the file, so a gray or palette file's
    /// single pair applies to R, G and B alike.
    private static func decodeArray(_ decode: UnsafePointer<CGFloat>?, of decoded: DecodedBitmap) -> [CGFloat]? {
        guard let decode else { return nil }
        let pairs = Array(UnsafeBufferPointer(start: decode, count: 2 * decoded.colorComponents))
        return decoded.colorComponents == 1 ? pairs + pairs + pairs : pairs
    }
}
