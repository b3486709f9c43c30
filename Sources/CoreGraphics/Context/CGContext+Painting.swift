@_implementationOnly import CCairo
import Foundation

// Filling and stroking. Painting the current path consumes it, as in Quartz.
extension CGContext {
    /// Fills the current path with the fill colour, using `rule`, and clears the path.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        paintCurrentPath(fill: rule, stroke: false)
    }

    /// Strokes the current path with the stroke colour and line settings, and clears it.
    public func strokePath() {
        paintCurrentPath(fill: nil, stroke: true)
    }

    /// Fills, strokes, or both (the stroke over the fill, as one operation), and clears
    /// the path.
    public func drawPath(using mode: CGPathDrawingMode) {
        switch mode {
        case .fill: paintCurrentPath(fill: .winding, stroke: false)
        case .eoFill: paintCurrentPath(fill: .evenOdd, stroke: false)
        case .stroke: paintCurrentPath(fill: nil, stroke: true)
        case .fillStroke: paintCurrentPath(fill: .winding, stroke: true)
        case .eoFillStroke: paintCurrentPath(fill: .evenOdd, stroke: true)
        }
    }

    /// Fills `rect` with the fill colour. Clears the current path, as Quartz does.
    public func fill(_ rect: CGRect) {
        fill([rect])
    }

    /// Fills the rectangles (nonzero winding) as one operation.
    public func fill(_ rects: [CGRect]) {
        beginPath()
        addRects(rects)
        fillPath()
    }

    /// Strokes the outline of `rect`. Clears the current path.
    public func stroke(_ rect: CGRect) {
        beginPath()
        addRect(rect)
        strokePath()
    }

    /// Strokes the outline of `rect` with the given line width (the state's width is
    /// left unchanged).
    public func stroke(_ rect: CGRect, width: CGFloat) {
        let saved = state.lineWidth
        setLineWidth(width)
        stroke(rect)
        state.lineWidth = saved
    }

    public func fillEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        fillPath()
    }

    public func strokeEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        strokePath()
    }

    /// Strokes a line segment between each pair of points (an odd last point is ignored).
    public func strokeLineSegments(between points: [CGPoint]) {
        beginPath()
        var i = 0
        while i + 1 < points.count {
            move(to: points[i])
            addLine(to: points[i + 1])
            i += 2
        }
        strokePath()
    }

    /// Makes `rect` transparent (black in contexts without alpha), ignoring alpha,
    /// blend mode and shadow but honouring the CTM and clip.
    public func clear(_ rect: CGRect) {
        guard CGContext.isInvertible(state.ctm) else { return }
        let region = PixelRect(enclosing: cairoDeviceRect(rect.applying(state.ctm))).intersection(target.clipExtents())
        guard !region.isEmpty else { return }
        let store = convertingStore
        store?.willDraw(region)
        let cr = target.cr
        cairo_save(cr)
        cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        cairo_set_operator(cr, target.surface.isOpaqueFormat ? CAIRO_OPERATOR_SOURCE : CAIRO_OPERATOR_CLEAR)
        cairo_set_source_rgba(cr, 0, 0, 0, 1)
        cairo_set_antialias(cr, state.antialias ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
        cairo_fill(cr)
        cairo_restore(cr)
        store?.didDraw(region)
    }

    // MARK: Shared machinery

    private func paintCurrentPath(fill rule: CGPathFillRule?, stroke: Bool) {
        let shape: CGPath = currentPath
        currentPath = CGMutablePath()
        guard !shape.isEmpty else { return }
        var bounds = shape.boundingBox
        if stroke {
            let reach = strokeReach()
            bounds = bounds.insetBy(dx: -reach, dy: -reach)
        }
        let fillColor = state.fillColor, strokeColor = state.strokeColor
        composite(bounds: cairoDeviceRect(bounds)) { target, alpha, coverageOnly in
            let cr = target.cr
            self.emit(shape, into: target)
            if let rule {
                cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                CGContext.setSource(cr, coverageOnly ? nil : fillColor, alpha: alpha)
                if stroke { cairo_fill_preserve(cr) } else { cairo_fill(cr) }
            }
            if stroke {
                self.applyStrokeState(cr)
                CGContext.setSource(cr, coverageOnly ? nil : strokeColor, alpha: alpha)
                cairo_stroke(cr)
            }
        }
    }

    /// How far, in device pixels, a stroke can reach beyond its path: half the line
    /// width, times the miter or square-cap factor, times the CTM's largest stretch.
    private func strokeReach() -> CGFloat {
        let t = state.ctm
        let stretch = (t.a * t.a + t.b * t.b + t.c * t.c + t.d * t.d).squareRoot()
        var factor: CGFloat = state.lineCap == .square ? 1.5 : 1
        if state.lineJoin == .miter { factor = max(factor, state.miterLimit) }
        return max(state.lineWidth, 1) / 2 * factor * stretch + 1
    }

    /// Sets the Cairo line state from the graphics state. A zero width becomes one
    /// device pixel, Quartz's thinnest line.
    func applyStrokeState(_ cr: OpaquePointer) {
        var width = Double(state.lineWidth)
        if width == 0 {
            let t = state.ctm
            width = 1 / Double(abs(t.a * t.d - t.b * t.c)).squareRoot()
        }
        cairo_set_line_width(cr, width)
        cairo_set_line_cap(cr, cairo_line_cap_t(UInt32(state.lineCap.rawValue)))
        cairo_set_line_join(cr, cairo_line_join_t(UInt32(state.lineJoin.rawValue)))
        cairo_set_miter_limit(cr, Double(state.miterLimit))
        let dashes = state.dashLengths.map(Double.init)
        cairo_set_dash(cr, dashes, Int32(dashes.count), Double(state.dashPhase))
    }

    /// Sets a solid source; nil means opaque white (coverage).
    static func setSource(_ cr: OpaquePointer, _ color: RGBA?, alpha: Double) {
        if let c = color {
            cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a * alpha)
        } else {
            cairo_set_source_rgba(cr, 1, 1, 1, 1)
        }
    }

    /// Paints the current source scaled by `alpha`, as Quartz applies its global alpha: to
    /// the source, before blending. Cairo's `paint_with_alpha` uses alpha as a mask, which
    /// comes to the same for every operator but SOURCE (`.copy`), where the mask would mix
    /// the destination back in (Quartz's copy gives S·α, not a blend with D).
    static func paintSource(_ cr: OpaquePointer, alpha: Double) {
        guard alpha < 1, cairo_get_operator(cr) == CAIRO_OPERATOR_SOURCE else {
            cairo_paint_with_alpha(cr, alpha)
            return
        }
        cairo_push_group(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        cairo_paint_with_alpha(cr, alpha)
        cairo_pop_group_to_source(cr)
        cairo_paint(cr)
    }

    /// Replays a device-space path into a target as Cairo path commands, leaving the
    /// target's matrix at the CTM (Cairo keeps paths in device space, so the path stays
    /// put while stroking measures widths in user space).
    func emit(_ shape: CGPath, into target: DrawTarget) {
        let cr = target.cr
        cairo_new_path(cr)
        target.setMatrix(.identity, deviceHeight: deviceHeight)
        var last = CGPoint.zero
        for element in shape.elements {
            switch element {
            case .move(let p):
                guard let q = CGContext.sane(p) else { continue }
                cairo_move_to(cr, Double(q.x), Double(q.y)); last = q
            case .line(let p):
                guard let q = CGContext.sane(p) else { continue }
                cairo_line_to(cr, Double(q.x), Double(q.y)); last = q
            case .quad(let c, let p):
                guard let c = CGContext.sane(c), let q = CGContext.sane(p) else { continue }
                // The exact cubic form of a quadratic Bézier.
                let c1 = CGPoint(x: last.x + 2 / 3 * (c.x - last.x), y: last.y + 2 / 3 * (c.y - last.y))
                let c2 = CGPoint(x: q.x + 2 / 3 * (c.x - q.x), y: q.y + 2 / 3 * (c.y - q.y))
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(q.x), Double(q.y))
                last = q
            case .cubic(let c1, let c2, let p):
                guard let a = CGContext.sane(c1), let b = CGContext.sane(c2), let q = CGContext.sane(p) else { continue }
                cairo_curve_to(cr, Double(a.x), Double(a.y), Double(b.x), Double(b.y), Double(q.x), Double(q.y))
                last = q
            case .close:
                cairo_close_path(cr)
            }
        }
        target.setMatrix(state.ctm, deviceHeight: deviceHeight)
    }

    /// A device point made safe for Cairo's 24.8 fixed-point rasterizer: nil for NaN or
    /// infinity, clamped far outside any surface otherwise.
    private static func sane(_ p: CGPoint) -> CGPoint? {
        guard p.x.isFinite, p.y.isFinite else { return nil }
        let limit: CGFloat = 4_194_304
        return CGPoint(x: max(-limit, min(limit, p.x)), y: max(-limit, min(limit, p.y)))
    }

    /// A rectangle in Core Graphics device space (y up) as Cairo device pixels (y down).
    func cairoDeviceRect(_ rect: CGRect) -> CGRect {
        if rect.isNull { return rect }
        return CGRect(x: rect.minX, y: deviceHeight - rect.maxY, width: rect.width, height: rect.height)
    }
}
