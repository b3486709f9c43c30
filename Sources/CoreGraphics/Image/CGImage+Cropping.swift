@_implementationOnly import CCairo
import Foundation

extension CGImage {
    /// The part of the image inside `rect`, or nil when that part is empty.
    ///
    /// As in Core Graphics, `rect` is in pixels with (0, 0) at the first pixel of the
    /// data (the top-left corner), is first made integral (`CGRectIntegral`: origin
    /// rounded down, far edges rounded up) and then intersected with the image bounds.
    /// The result keeps the pixel format, colour space, decode array and mask kind;
    /// its pixels are copied (Apple's keeps a reference to the original; both are
    /// immutable, so nothing observable differs).
    public func cropping(to rect: CGRect) -> CGImage? {
        guard ![rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].contains(where: \.isNaN),
              rect.width != 0, rect.height != 0 else { return nil }
        let area = rect.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !area.isNull, !area.isEmpty else { return nil }
        let x = Int(area.minX), y = Int(area.minY), w = Int(area.width), h = Int(area.height)

        if isSurfaceBacked, layout == .argb32 || layout == .rgb24, let source = surface {
            // Stay a surface, so the crop draws without conversion too.
            guard let cropped = CairoSurface.image(source.format, width: w, height: h) else { return nil }
            copyPixels(x: x, y: y, width: w, height: h, into: cropped.data, bytesPerRow: cropped.stride)
            cropped.markDirty()
            return CGImage(surface: cropped, colorSpace: colorSpace ?? .sRGBSpace, decode: decodeValues,
                           shouldInterpolate: shouldInterpolate, intent: renderingIntent)
        }
        let rowBytes = layout.minimumBytesPerRow(width: w)
        var bytes = Data(count: rowBytes * h)
        bytes.withUnsafeMutableBytes { copyPixels(x: x, y: y, width: w, height: h, into: $0.baseAddress!, bytesPerRow: rowBytes) }
        return CGImage(layout: layout, width: w, height: h, bytesPerRow: rowBytes, colorSpace: colorSpace,
                       isMask: isMask, provider: CGDataProvider(storage: .bytes(bytes)), decode: decodeValues,
                       shouldInterpolate: shouldInterpolate, intent: renderingIntent)
    }

    /// Copies a block of pixels, in this image's layout, to zero-filled memory.
    private func copyPixels(x: Int, y: Int, width w: Int, height h: Int,
                            into destination: UnsafeMutableRawPointer, bytesPerRow destinationStride: Int) {
        let bits = bitsPerPixel
        dataProvider?.withUnsafeBytes { source in
            for row in 0..<h {
                let from = source.baseAddress! + (y + row) * bytesPerRow
                let to = destination + row * destinationStride
                if bits % 8 == 0 {
                    to.copyMemory(from: from + x * bits / 8, byteCount: w * bits / 8)
                    continue
                }
                // 1-, 2- and 4-bit samples are packed most significant bit first and may
                // start mid-byte, so move them one at a time.
                let sampleMask = UInt8((1 << bits) - 1)
                for i in 0..<w {
                    let fromBit = (x + i) * bits, toBit = i * bits
                    let sample = (from.load(fromByteOffset: fromBit / 8, as: UInt8.self) >> (8 - bits - fromBit % 8)) & sampleMask
                    let target = to.advanced(by: toBit / 8).assumingMemoryBound(to: UInt8.self)
                    target.pointee |= sample << (8 - bits - toBit % 8)
                }
            }
        }
    }
}
