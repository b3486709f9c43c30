@_implementationOnly import CCairo
import Foundation

extension CGImage {
    /// The image with `mask` applied as its alpha, or nil when this image is itself an
    /// image mask or `mask` is neither an image mask nor a gray image without alpha.
    ///
    /// Each mask sample S acts as inverse alpha, 1 − S: where the mask is 0 (black) the
    /// image shows, where it is 1 (white) it is masked out. This holds for image masks
    /// (`CGImage(maskWidth:…)`, after their decode array) and, as Core Graphics does in
    /// practice, for DeviceGray images too. A mask of another size is scaled to the
    /// image's, smoothly when the mask's `shouldInterpolate` is set.
    ///
    /// The result is a premultiplied ARGB32 image (`premultipliedFirst`,
    /// `byteOrder32Little`) in this image's colour space.
    public func masking(_ mask: CGImage) -> CGImage? {
        guard !isMask, mask.isMask || (mask.colorSpace?.model == .monochrome && !mask.layout.hasAlpha),
              let source = surface, let coverage = mask.coverageSurface(invertingSamples: true),
              let result = CairoSurface.image(CAIRO_FORMAT_ARGB32, width: width, height: height) else { return nil }
        let cr = cairo_create(result.raw)
        defer { cairo_destroy(cr) }
        let pattern = cairo_pattern_create_for_surface(coverage.raw)
        defer { cairo_pattern_destroy(pattern) }
        // A pattern's matrix maps user space (image pixels) to pattern space (mask pixels).
        var matrix = cairo_matrix_t()
        cairo_matrix_init_scale(&matrix, Double(mask.width) / Double(width), Double(mask.height) / Double(height))
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, mask.shouldInterpolate ? CAIRO_FILTER_GOOD : CAIRO_FILTER_NEAREST)
        cairo_set_source_surface(cr, source.raw, 0, 0)
        cairo_mask(cr, pattern)
        result.flush()
        return CGImage(surface: result, colorSpace: colorSpace ?? .sRGBSpace,
                       shouldInterpolate: shouldInterpolate, intent: renderingIntent)
    }

    /// The image with every pixel whose colour lies in the given ranges masked out
    /// (colour-key masking), or nil when this is an image mask, has an alpha channel, or
    /// `components` does not hold a [min, max] pair for each colour component.
    ///
    /// The ranges apply to the stored samples, 0...2^bitsPerComponent − 1 (before any
    /// decode array): a pixel is masked out when min[i] ≤ c[i] ≤ max[i] for every
    /// component i. The result is a premultiplied ARGB32 image in this image's colour space.
    public func copy(maskingColorComponents components: [CGFloat]) -> CGImage? {
        let channels = colorSpace?.numberOfComponents ?? 0
        guard !isMask, !layout.hasAlpha, channels > 0, components.count == 2 * channels,
              let dataProvider, let source = surface,
              let result = CairoSurface.image(CAIRO_FORMAT_ARGB32, width: width, height: height) else { return nil }
        source.flush()
        dataProvider.withUnsafeBytes { bytes in
            for y in 0..<height {
                let row = bytes.baseAddress! + y * bytesPerRow
                let colors = (source.data + y * source.stride).assumingMemoryBound(to: UInt32.self)
                let output = (result.data + y * result.stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    var keyed = true
                    for channel in 0..<channels where keyed {
                        let sample = CGFloat(layout.rawColorSample(row, at: x, channel: channel))
                        keyed = components[2 * channel] <= sample && sample <= components[2 * channel + 1]
                    }
                    // The source has no alpha, but an RGB24 surface's unused byte is undefined.
                    output[x] = keyed ? 0 : colors[x] | 0xFF00_0000
                }
            }
        }
        result.markDirty()
        return CGImage(surface: result, colorSpace: colorSpace ?? .sRGBSpace,
                       shouldInterpolate: shouldInterpolate, intent: renderingIntent)
    }
}
