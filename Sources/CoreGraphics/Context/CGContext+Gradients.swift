@_implementationOnly import CCairo
import Foundation

extension CGContext {
    /// Paints a linear gradient along the line from `start` to `end` (user space),
    /// filling the clip; `options` decide whether the end colours extend beyond the ends.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint,
                                   options: CGGradientDrawingOptions) {
        guard start.x.isFinite, start.y.isFinite, end.x.isFinite, end.y.isFinite else { return }
        let pattern = cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y))!
        paintGradient(pattern, gradient, options: options)
    }

    /// Paints a radial gradient between two circles (user space), filling the clip.
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
                                   endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions) {
        let values = [startCenter.x, startCenter.y, startRadius, endCenter.x, endCenter.y, endRadius]
        guard values.allSatisfy(\.isFinite), startRadius >= 0, endRadius >= 0 else { return }
        let pattern = cairo_pattern_create_radial(Double(startCenter.x), Double(startCenter.y), Double(startRadius),
                                                  Double(endCenter.x), Double(endCenter.y), Double(endRadius))!
        paintGradient(pattern, gradient, options: options)
    }

    /// Cairo extends both ends or neither; Core Graphics chooses each end. With one end
    /// extended the pattern pads, and the other end gets a hard stop to transparent, so
    /// padding there paints nothing.
    private func paintGradient(_ pattern: OpaquePointer, _ gradient: CGGradient, options: CGGradientDrawingOptions) {
        defer { cairo_pattern_destroy(pattern) }
        let stops = gradient.stops
        func add(_ location: Double, _ c: RGBA) {
            cairo_pattern_add_color_stop_rgba(pattern, location, c.r, c.g, c.b, c.a)
        }
        let before = options.contains(.drawsBeforeStartLocation), after = options.contains(.drawsAfterEndLocation)
        let mixed = before != after
        let clear = RGBA(r: 0, g: 0, b: 0, a: 0)
        if mixed && !before { add(stops[0].location, clear) }
        for stop in stops { add(stop.location, stop.color) }
        if mixed && !after { add(stops[stops.count - 1].location, clear) }
        cairo_pattern_set_extend(pattern, before || after ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)

        composite(bounds: nil) { target, alpha, coverageOnly in
            if coverageOnly {
                cairo_set_source_rgba(target.cr, 1, 1, 1, 1)
                cairo_paint(target.cr)
            } else {
                cairo_set_source(target.cr, pattern)
                CGContext.paintSource(target.cr, alpha: alpha)
            }
        }
    }
}
