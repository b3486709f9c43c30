@_implementationOnly import CCairo
@_implementationOnly import CImageCodecs
import Foundation

/// JPEG through the TurboJPEG API of libjpeg-turbo, which decodes straight into Cairo's
/// RGB24 byte order (BGRX) and encodes from it.
enum JPEGCodec {
    static let signature: [UInt8] = [0xFF, 0xD8, 0xFF]

    /// Decodes a baseline or progressive, colour or grayscale JPEG into an RGB24 surface.
    /// Nil for CMYK/YCCK files (libjpeg cannot convert them to RGB), for corrupt or
    /// truncated data, and for images larger than `ImageCodec.maximumPixelCount`.
    static func decode(_ data: Data) -> DecodedBitmap? {
        guard data.starts(with: signature), let handle = tjInitDecompress() else { return nil }
        defer { tjDestroy(handle) }
        return data.withUnsafeBytes { bytes -> DecodedBitmap? in
            let source = bytes.baseAddress!.assumingMemoryBound(to: UInt8.self)
            var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
            guard tjDecompressHeader3(handle, source, UInt(bytes.count), &width, &height, &subsampling, &colorspace) == 0,
                  colorspace != Int32(TJCS_CMYK.rawValue), colorspace != Int32(TJCS_YCCK.rawValue),
                  ImageCodec.acceptsSize(width: Int(width), height: Int(height)),
                  let surface = CairoSurface.image(CAIRO_FORMAT_RGB24, width: Int(width), height: Int(height))
            else { return nil }
            // TJFLAG_LIMITSCANS refuses progressive files with more than 500 scans, a known
            // way to make a small file take minutes to decode.
            let status = tjDecompress2(handle, source, UInt(bytes.count), surface.data.assumingMemoryBound(to: UInt8.self),
                                       width, Int32(surface.stride), height, Int32(TJPF_BGRX.rawValue), TJFLAG_LIMITSCANS)
            // -1 also reports warnings, after which the image is complete (extraneous bytes,
            // a bad restart marker…); a cut-off file is only a warning too, so check for it.
            if status != 0 && (tjGetErrorCode(handle) == Int32(TJERR_FATAL.rawValue) || isTruncated(bytes)) {
                return nil
            }
            surface.markDirty()
            return DecodedBitmap(surface: surface, colorComponents: colorspace == Int32(TJCS_GRAY.rawValue) ? 1 : 3)
        }
    }

    /// Encodes a surface's colour as baseline JPEG at `quality` 1...100: 4:2:0 chroma
    /// subsampling, or one gray channel when `grayscale`. Alpha is ignored, so a
    /// premultiplied translucent pixel comes out as if drawn over black.
    static func encode(_ surface: CairoSurface, quality: Int, grayscale: Bool) -> Data? {
        guard let handle = tjInitCompress() else { return nil }
        defer { tjDestroy(handle) }
        surface.flush()
        var buffer: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        defer { tjFree(buffer) }
        let subsampling = grayscale ? TJSAMP_GRAY : TJSAMP_420
        guard tjCompress2(handle, surface.data.assumingMemoryBound(to: UInt8.self), Int32(surface.width),
                          Int32(surface.stride), Int32(surface.height), Int32(TJPF_BGRX.rawValue), &buffer, &size,
                          Int32(subsampling.rawValue), Int32(quality), 0) == 0,
              let buffer else { return nil }
        return Data(bytes: buffer, count: Int(size))
    }

    /// Whether the data ends before the end-of-image marker (FF D9) that must follow
    /// the last start-of-scan marker (FF DA). Entropy-coded data never holds a bare FF
    /// followed by a marker code, and an embedded Exif thumbnail comes before the main
    /// image's scans, so the last FF DA belongs to the main image.
    private static func isTruncated(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard bytes.count >= 2 else { return true }
        var index = bytes.count - 2
        var sawEnd = false
        while index >= 0 {
            if bytes[index] == 0xFF {
                if bytes[index + 1] == 0xD9 { sawEnd = true }
                if bytes[index + 1] == 0xDA { return !sawEnd }
            }
            index -= 1
        }
        return true
    }
}
