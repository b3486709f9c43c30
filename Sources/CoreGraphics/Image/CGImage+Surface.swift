@_implementationOnly import CCairo
import Foundation

extension CGImage {
    /// An image whose pixels are a Cairo ARGB32 or RGB24 surface, shared without a copy:
    /// decoded files, cropped or masked results.
    ///
    /// ARGB32 reads as `premultipliedFirst`, RGB24 as `noneSkipFirst`, both
    /// `byteOrder32Little`, with `bytesPerRow` equal to the surface's stride. Returns nil
    /// for any other surface format. The surface must not change afterwards.
    ///
    /// A decode array cannot apply to a shared surface (it is drawn as is), so with one
    /// the pixels are copied into a byte provider and decoded when first drawn.
    package convenience init?(surface: CairoSurface, colorSpace: CGColorSpace = .sRGBSpace,
                              decode: [CGFloat]? = nil, shouldInterpolate: Bool = true,
                              intent: CGColorRenderingIntent = .defaultIntent) {
        let layout: PixelLayout
        switch surface.format {
        case CAIRO_FORMAT_ARGB32: layout = .argb32
        case CAIRO_FORMAT_RGB24: layout = .rgb24
        default: return nil
        }
        let shared = CGDataProvider(storage: .surface(surface))
        // `data` copies a surface's pixels and is never nil for one.
        let provider = decode == nil ? shared : CGDataProvider(storage: .bytes(shared.data!))
        self.init(layout: layout, width: surface.width, height: surface.height, bytesPerRow: surface.stride,
                  colorSpace: colorSpace, isMask: false, provider: provider, decode: decode,
                  shouldInterpolate: shouldInterpolate, intent: intent)
    }

    /// Whether the pixels live in a Cairo surface (decoded files, context snapshots)
    /// rather than in caller-supplied bytes.
    @_spi(Testing) public var isSurfaceBacked: Bool {
        if case .surface? = dataProvider?.storage { return true }
        return false
    }
}
