@_implementationOnly import CCairo
import Foundation

/// PNG through Cairo's PNG functions (libpng underneath), which read into and write from
/// premultiplied ARGB32 or RGB24 surfaces directly.
enum PNGCodec {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Decodes a PNG into an ARGB32 surface (RGB24 when the file has no alpha), or nil
    /// when the data is not a complete, valid PNG or is larger than
    /// `ImageCodec.maximumPixelCount`.
    static func decode(_ data: Data) -> DecodedBitmap? {
        // Check the size in the header first: Cairo allocates the whole surface before it
        // reads any row, so a forged header would cost gigabytes before failing.
        guard data.starts(with: signature), data.count >= 26,
              data[data.startIndex + 12 ..< data.startIndex + 16].elementsEqual("IHDR".utf8) else { return nil }
        let width = bigEndian32(data, at: 16), height = bigEndian32(data, at: 20)
        // Colour types 0 and 4 are gray (with alpha), 3 is palette, 2 and 6 are RGB (with alpha).
        let colorType = data[data.startIndex + 25]
        guard ImageCodec.acceptsSize(width: width, height: height) else { return nil }

        let raw: OpaquePointer = data.withUnsafeBytes { bytes in
            var reader = ByteReader(bytes)
            return withUnsafeMutablePointer(to: &reader) { context in
                cairo_image_surface_create_from_png_stream({ context, destination, length in
                    guard let context, let destination else { return CAIRO_STATUS_READ_ERROR }
                    let reader = context.assumingMemoryBound(to: ByteReader.self)
                    let count = Int(length)
                    return reader.pointee.read(into: destination, count: count) == count
                        ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_READ_ERROR
                }, context)!
            }
        }
        // A failed read gives a shared error surface, never nil; its status tells.
        let surface = CairoSurface(owning: raw)
        guard cairo_surface_status(raw) == CAIRO_STATUS_SUCCESS,
              surface.format == CAIRO_FORMAT_ARGB32 || surface.format == CAIRO_FORMAT_RGB24 else { return nil }
        return DecodedBitmap(surface: surface, colorComponents: [0, 3, 4].contains(colorType) ? 1 : 3)
    }

    /// Encodes a surface as PNG: RGBA with straightened (un-premultiplied) colour, or RGB
    /// when every pixel is opaque, as Cairo writes them.
    static func encode(_ surface: CairoSurface) -> Data? {
        var output = Data()
        let status = withUnsafeMutablePointer(to: &output) { context in
            cairo_surface_write_to_png_stream(surface.raw, { context, source, length in
                guard let context, let source else { return CAIRO_STATUS_WRITE_ERROR }
                context.assumingMemoryBound(to: Data.self).pointee.append(source, count: Int(length))
                return CAIRO_STATUS_SUCCESS
            }, context)
        }
        return status == CAIRO_STATUS_SUCCESS ? output : nil
    }

    private static func bigEndian32(_ data: Data, at offset: Int) -> Int {
        data[data.startIndex + offset ..< data.startIndex + offset + 4].reduce(0) { $0 << 8 | Int($1) }
    }
}
