@_implementationOnly import CCairo
import Foundation

extension CGContext {
    /// Draws `image` scaled into `rect`. In Quartz's y-up space the image's first row
    /// lands at the top of `rect` (`rect.maxY`), so in a flipped (UIKit) context it
    /// appears upside down unless the caller flips, exactly as on iOS. Image masks paint
    /// the fill colour where their samples are 0. With `byTiling`, the image repeats at
    /// `rect`'s size across the whole clip.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
        let rect = rect.standardized
        guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite,
              let pixels = image.isMask ? image.coverageSurface(invertingSamples: true) : image.surface else { return }
        let filter = imageFilter(for: image, drawnIn: rect)
        let fillColor = state.fillColor
        let bounds: CGRect? = byTiling ? nil : cairoDeviceRect(rect.applying(state.ctm))
        composite(bounds: bounds) { target, alpha, coverageOnly in
            let cr = target.cr
            if !byTiling {
                cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
                cairo_clip(cr)
            }
            let pattern = CGContext.imagePattern(pixels, width: image.width, height: image.height, in: rect,
                                                 filter: filter, extend: byTiling ? CAIRO_EXTEND_REPEAT : CAIRO_EXTEND_PAD)
            defer { cairo_pattern_destroy(pattern) }
            if image.isMask {
                CGContext.setSource(cr, coverageOnly ? nil : fillColor, alpha: alpha)
                cairo_mask(cr, pattern)
            } else if coverageOnly {
                cairo_set_source_rgba(cr, 1, 1, 1, 1)
                cairo_paint(cr)
            } else {
                cairo_set_source(cr, pattern)
                CGContext.paintSource(cr, alpha: alpha)
            }
        }
    }

    /// The Cairo filter for the interpolation quality (nearest when the image asks not
    /// to be interpolated). Cairo's BEST filter enlarges with hard pixel edges, so high
    /// quality uses it only to shrink, where it beats GOOD's box filter. `rect` is where
    /// the image lands, in user space.
    func imageFilter(for image: CGImage, drawnIn rect: CGRect) -> cairo_filter_t {
        guard image.shouldInterpolate else { return CAIRO_FILTER_NEAREST }
        let enlarging = rect.applying(state.ctm).width >= CGFloat(image.width)
        switch state.interpolationQuality {
        case .none: return CAIRO_FILTER_NEAREST
        case .low: return CAIRO_FILTER_BILINEAR
        case .default, .medium: return CAIRO_FILTER_GOOD
        case .high: return enlarging ? CAIRO_FILTER_GOOD : CAIRO_FILTER_BEST
        }
    }

    /// A surface pattern that maps an image of `width`×`height` pixels onto `rect` in
    /// user space, first row at the top (`rect.maxY`). Padding instead of Cairo's default
    /// transparent extension keeps scaled edges crisp; the caller clips to `rect`.
    static func imagePattern(_ surface: CairoSurface, width: Int, height: Int, in rect: CGRect,
                             filter: cairo_filter_t, extend: cairo_extend_t) -> OpaquePointer {
        let pattern = cairo_pattern_create_for_surface(surface.raw)!
        let sx = Double(width) / Double(rect.width), sy = Double(height) / Double(rect.height)
        // User (x, y) → pixel (u, v): u = (x − minX)·sx, v = (maxY − y)·sy.
        var m = cairo_matrix_t(xx: sx, yx: 0, xy: 0, yy: -sy, x0: -Double(rect.minX) * sx, y0: Double(rect.maxY) * sy)
        cairo_pattern_set_matrix(pattern, &m)
        cairo_pattern_set_filter(pattern, filter)
        cairo_pattern_set_extend(pattern, extend)
        return pattern
    }
}
