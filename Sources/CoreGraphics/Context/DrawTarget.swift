@_implementationOnly import CCairo
import Foundation

/// A Cairo context and where its surface's pixel (0, 0) lies in the context's device
/// pixels (Cairo orientation, y down). The main target sits at (0, 0); transparency
/// layers and effect buffers are smaller surfaces placed at an offset.
struct DrawTarget {
    let cr: OpaquePointer
    let surface: CairoSurface
    let originX: Int
    let originY: Int
    /// The surface's size in pixels (PDF surfaces have no image size to ask for).
    var width: Int
    var height: Int

    /// A new target owning a fresh transparent ARGB32 surface covering `region`.
    static func offscreen(_ region: PixelRect, format: cairo_format_t = CAIRO_FORMAT_ARGB32) -> DrawTarget? {
        guard let surface = CairoSurface.image(format, width: region.width, height: region.height) else { return nil }
        return DrawTarget(cr: cairo_create(surface.raw), surface: surface, originX: region.x, originY: region.y,
                          width: region.width, height: region.height)
    }

    /// Releases the Cairo context (the surface lives on with its owner).
    func destroy() { cairo_destroy(cr) }

    /// This target's pixel bounds in device pixels.
    var bounds: PixelRect {
        PixelRect(x: originX, y: originY, width: width, height: height)
    }

    /// Sets the matrix that maps Core Graphics device space (y up, height `deviceHeight`)
    /// composed with `ctm` onto this surface's pixels.
    /// A singular CTM (which Cairo would treat as an error that disables the context
    /// for good) installs the identity instead; `composite` draws nothing under it.
    func setMatrix(_ ctm: CGAffineTransform, deviceHeight: CGFloat) {
        let t = (CGContext.isInvertible(ctm) ? ctm : .identity).concatenating(CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: -CGFloat(originX),
                                                    ty: deviceHeight - CGFloat(originY)))
        var m = cairo_matrix_t(xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d),
                               x0: Double(t.tx), y0: Double(t.ty))
        cairo_set_matrix(cr, &m)
    }

    /// The clip's extents in device pixels (the whole surface when nothing clips).
    func clipExtents() -> PixelRect {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        cairo_restore(cr)
        return PixelRect(enclosing: CGRect(x: x1 + Double(originX), y: y1 + Double(originY),
                                           width: x2 - x1, height: y2 - y1))
    }
}

/// An integer rectangle of device pixels (Cairo orientation).
struct PixelRect: Equatable {
    var x: Int, y: Int, width: Int, height: Int

    init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = max(0, width); self.height = max(0, height)
    }

    /// The smallest pixel rectangle containing `rect`; empty for null, empty or
    /// non-finite rectangles, clamped to a range Cairo can address.
    init(enclosing rect: CGRect) {
        let limit: CGFloat = 16_777_216
        guard !rect.isNull, rect.width > 0, rect.height > 0,
              rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else {
            self.init(x: 0, y: 0, width: 0, height: 0)
            return
        }
        let x0 = Int(max(-limit, min(limit, rect.minX.rounded(.down))))
        let y0 = Int(max(-limit, min(limit, rect.minY.rounded(.down))))
        let x1 = Int(max(-limit, min(limit, rect.maxX.rounded(.up))))
        let y1 = Int(max(-limit, min(limit, rect.maxY.rounded(.up))))
        self.init(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    var isEmpty: Bool { width == 0 || height == 0 }
    var maxX: Int { x + width }
    var maxY: Int { y + height }

    func intersection(_ other: PixelRect) -> PixelRect {
        let x0 = max(x, other.x), y0 = max(y, other.y)
        return PixelRect(x: x0, y: y0, width: min(maxX, other.maxX) - x0, height: min(maxY, other.maxY) - y0)
    }

    func union(_ other: PixelRect) -> PixelRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let x0 = min(x, other.x), y0 = min(y, other.y)
        return PixelRect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }

    func insetBy(_ d: Int) -> PixelRect { PixelRect(x: x + d, y: y + d, width: width - 2 * d, height: height - 2 * d) }
    func offsetBy(_ dx: Int, _ dy: Int) -> PixelRect { PixelRect(x: x + dx, y: y + dy, width: width, height: height) }
}
