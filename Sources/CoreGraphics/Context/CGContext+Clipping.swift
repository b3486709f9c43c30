@_implementationOnly import CCairo
import Foundation

extension CGContext {
    /// Intersects the clip with the current path (using `rule`) and clears the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        let shape: CGPath = currentPath
        currentPath = CGMutablePath()
        let cr = target.cr
        emit(shape, into: target)
        cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_set_antialias(cr, state.antialias ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
        cairo_clip(cr)
    }

    /// Intersects the clip with `rect`. The current path is left alone.
    public func clip(to rect: CGRect) {
        clip(to: [rect])
    }

    /// Intersects the clip with the union of `rects`. The current path is left alone.
    public func clip(to rects: [CGRect]) {
        let saved = currentPath
        currentPath = CGMutablePath()
        addRects(rects)
        clip(using: .winding)
        currentPath = saved
    }

    /// Maps `mask` into `rect` and intersects the clip with it: nothing is drawn
    /// outside `rect`, and inside it drawing is scaled by the mask. A gray image's samples
    /// are the coverage (white paints); an image mask works as when drawn (a sample of 1
    /// masks out). For an image with alpha, its alpha is used.
    public func clip(to rect: CGRect, mask: CGImage) {
        let rect = rect.standardized
        guard let coverage = mask.coverageSurface(invertingSamples: false),
              let layer = DrawTarget.offscreen(target.bounds, format: CAIRO_FORMAT_A8) else { return }
        defer { layer.destroy() }
        let cr = layer.cr
        if CGContext.isInvertible(state.ctm), rect.width > 0, rect.height > 0 {
            layer.setMatrix(state.ctm, deviceHeight: deviceHeight)
            cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
            cairo_clip(cr)
            let pattern = CGContext.imagePattern(coverage, width: mask.width, height: mask.height, in: rect,
                                                 filter: imageFilter(for: mask, drawnIn: rect), extend: CAIRO_EXTEND_PAD)
            cairo_set_source(cr, pattern)
            cairo_paint(cr)
            cairo_pattern_destroy(pattern)
        }
        if let previous = state.softMask {
            cairo_reset_clip(cr)
            cairo_identity_matrix(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_IN)
            cairo_set_source_surface(cr, previous.raw, 0, 0)
            cairo_paint(cr)
        }
        state.softMask = layer.surface
    }

    /// Removes every clip (paths, rectangles and masks) in the current graphics state.
    public func resetClip() {
        cairo_reset_clip(target.cr)
        state.softMask = nil
    }

    /// Whether the clip is rectangles on device-pixel boundaries (no paths, no mask; false
    /// with no clip at all, which Cairo cannot list). Such a clip covers each pixel fully or
    /// not at all, so a group drawn unclipped elsewhere and painted here through the clip
    /// matches the same group drawn here.
    package var clipIsPixelRectangles: Bool { clipPixelRectangles() != nil }

    /// The clip on the current target as rectangles of whole device pixels (Cairo
    /// orientation), or nil when it is anything else (see `clipIsPixelRectangles`).
    func clipPixelRectangles() -> [PixelRect]? {
        guard state.softMask == nil else { return nil }
        let cr = target.cr
        cairo_save(cr)
        cairo_identity_matrix(cr)
        let list = cairo_copy_clip_rectangle_list(cr)
        cairo_restore(cr)
        guard let list else { return nil }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS else { return nil }
        let origin = (x: Double(target.originX), y: Double(target.originY))
        return (0..<Int(list.pointee.num_rectangles)).map { index in
            let r = list.pointee.rectangles[index]
            return PixelRect(enclosing: CGRect(x: r.x + origin.x, y: r.y + origin.y, width: r.width, height: r.height))
        }
    }

    /// The bounding box of the clip in user space.
    public var boundingBoxOfClipPath: CGRect {
        let c = target.clipExtents()
        let cairoRect = CGRect(x: c.x, y: c.y, width: c.width, height: c.height)
        return cairoDeviceRect(cairoRect).applying(state.ctm.inverted())
    }
}
