@_implementationOnly import CCairo
@_implementationOnly import CImageCodecs
import Foundation

/// GIF through giflib: `DGifSlurp` reads every frame, then the frames are composited
/// onto a canvas the way browsers and ImageIO show them.
enum GIFCodec {
    static let signatures: [[UInt8]] = [Array("GIF87a".utf8), Array("GIF89a".utf8)]

    /// Decodes the first `frameLimit` frames, each composited over the ones before it
    /// according to their disposal methods and transparent colour. Nil for corrupt or
    /// truncated data, a frame without a colour table, and animations whose frames
    /// together hold more than `ImageCodec.maximumPixelCount` pixels.
    static func decode(_ data: Data, frameLimit: Int = .max) -> ImageAnimation? {
        guard signatures.contains(where: { data.starts(with: $0) }) else { return nil }
        return data.withUnsafeBytes { bytes in
            var reader = ByteReader(bytes)
            return withUnsafeMutablePointer(to: &reader) { context -> ImageAnimation? in
                var error: Int32 = 0
                guard let gif = DGifOpen(context, { gif, destination, count in
                    guard let destination, let context = gif?.pointee.UserData else { return 0 }
                    let reader = context.assumingMemoryBound(to: ByteReader.self)
                    return Int32(reader.pointee.read(into: destination, count: Int(count)))
                }, &error) else { return nil }
                defer { DGifCloseFile(gif, nil) }
                // The screen size is known before any frame is read: refuse an absurd one
                // without decoding the frames. (giflib itself refuses frames over 2 GiB.)
                guard Int(gif.pointee.SWidth) * Int(gif.pointee.SHeight) <= ImageCodec.maximumPixelCount,
                      DGifSlurp(gif) == GIF_OK else { return nil }
                return composite(gif, frameLimit: frameLimit)
            }
        }
    }

    private static func composite(_ gif: UnsafeMutablePointer<GifFileType>, frameLimit: Int) -> ImageAnimation? {
        guard let saved = gif.pointee.SavedImages, gif.pointee.ImageCount > 0 else { return nil }
        let images = UnsafeBufferPointer(start: saved, count: Int(gif.pointee.ImageCount))
        let count = min(images.count, frameLimit)

        // The canvas is the logical screen, grown to hold frames that stick out of it
        // (or a screen of size 0), as browsers do; every frame counts, so the first frame
        // alone has the same size as in the whole animation.
        var width = Int(gif.pointee.SWidth), height = Int(gif.pointee.SHeight)
        for image in images {
            width = max(width, Int(image.ImageDesc.Left) + Int(image.ImageDesc.Width))
            height = max(height, Int(image.ImageDesc.Top) + Int(image.ImageDesc.Height))
        }
        guard ImageCodec.acceptsSize(width: width, height: height),
              count * width * height <= ImageCodec.maximumPixelCount else { return nil }

        var canvas = [UInt32](repeating: 0, count: width * height)
        var frames: [(image: CGImage, delay: Double)] = []
        for index in 0..<count {
            let image = images[index], frame = image.ImageDesc
            var control = GraphicsControlBlock()
            // Fills in the defaults (no transparency, no delay) when the frame has no
            // graphic control extension.
            DGifSavedExtensionToGCB(gif, Int32(index), &control)
            guard let colorMap = frame.ColorMap ?? gif.pointee.SColorMap, let colors = colorMap.pointee.Colors,
                  let raster = image.RasterBits else { return nil }
            let palette = (0..<Int(colorMap.pointee.ColorCount)).map { i in
                0xFF00_0000 | UInt32(colors[i].Red) << 16 | UInt32(colors[i].Green) << 8 | UInt32(colors[i].Blue)
            }
            let left = Int(frame.Left), top = Int(frame.Top), frameWidth = Int(frame.Width)
            let rows = top ..< top + Int(frame.Height), columns = left ..< left + frameWidth
            let previous = control.DisposalMode == DISPOSE_PREVIOUS ? canvas : nil

            let transparent = Int(control.TransparentColor)
            for y in rows {
                let source = raster + (y - top) * frameWidth
                for x in columns {
                    // giflib does not check indices against the table; skip those outside it.
                    let colorIndex = Int(source[x - left])
                    if colorIndex != transparent && colorIndex < palette.count {
                        canvas[y * width + x] = palette[colorIndex]
                    }
                }
            }
            guard let surface = surface(from: canvas, width: width, height: height),
                  let cgImage = CGImage(surface: surface) else { return nil }
            frames.append((cgImage, Double(control.DelayTime) / 100))

            switch control.DisposalMode {
            case DISPOSE_BACKGROUND:
                // Restoring "to the background" clears to transparent, as browsers and
                // ImageIO do, rather than painting the background colour index.
                for y in rows { canvas.replaceSubrange(y * width + columns.lowerBound ..< y * width + columns.upperBound,
                                                       with: repeatElement(0, count: columns.count)) }
            case DISPOSE_PREVIOUS:
                canvas = previous!
            default:
                break
            }
        }
        return ImageAnimation(frames: frames, loopCount: loopCount(images))
    }

    /// A snapshot of the canvas: RGB24 when every pixel is opaque, ARGB32 otherwise.
    private static func surface(from canvas: [UInt32], width: Int, height: Int) -> CairoSurface? {
        let opaque = canvas.allSatisfy { $0 >> 24 == 0xFF }
        guard let surface = CairoSurface.image(opaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32,
                                               width: width, height: height) else { return nil }
        canvas.withUnsafeBytes { pixels in
            for y in 0..<height {
                (surface.data + y * surface.stride).copyMemory(from: pixels.baseAddress! + y * width * 4, byteCount: width * 4)
            }
        }
        surface.markDirty()
        return surface
    }

    /// The repeat count of the NETSCAPE2.0 application extension (0 = forever), or 1
    /// when the file has none and so plays once.
    private static func loopCount(_ images: UnsafeBufferPointer<SavedImage>) -> Int {
        let netscape = Array("NETSCAPE2.0".utf8)
        for image in images {
            let blocks = UnsafeBufferPointer(start: image.ExtensionBlocks, count: Int(image.ExtensionBlockCount))
            for (index, block) in blocks.enumerated()
            where block.Function == APPLICATION_EXT_FUNC_CODE && index + 1 < blocks.count
                && UnsafeBufferPointer(start: block.Bytes, count: Int(block.ByteCount)).elementsEqual(netscape) {
                let sub = blocks[index + 1]
                guard sub.ByteCount >= 3, let bytes = sub.Bytes, bytes[0] == 1 else { continue }
                return Int(bytes[1]) | Int(bytes[2]) << 8
            }
        }
        return 1
    }
}
