import CoreGraphics
import Foundation

/// A path of straight and curved segments, with the stroke settings to draw it, that
/// draws into the current UIKit graphics context.
///
/// Coordinates are UIKit's: in a view or an image renderer y points down. Drawing
/// (`fill()`, `stroke()`, `addClip()`) uses the context `UIGraphicsGetCurrentContext()`
/// returns and does nothing when there is none. `fill` and `stroke` save and restore the
/// context's graphics state around their own settings, so they leave it as they found it.
open class UIBezierPath: NSObject, NSCopying {
    /// The path's geometry, kept mutable so the builder methods append in place.
    private var path: CGMutablePath

    /// The Core Graphics form of the path. Setting it replaces the geometry (the stroke
    /// settings stay).
    open var cgPath: CGPath {
        get { path.copy() ?? CGPath() }
        set { path = newValue.mutableCopy() ?? CGMutablePath() }
    }

    /// The stroke width in points. Default 1.
    open var lineWidth: CGFloat = 1
    /// How the ends of open subpaths are drawn. Default `.butt`.
    open var lineCapStyle: CGLineCap = .butt
    /// How segments are joined. Default `.miter`.
    open var lineJoinStyle: CGLineJoin = .miter
    /// The limit past which mitered joins are beveled. Default 10.
    open var miterLimit: CGFloat = 10
    /// The curve-approximation tolerance in device pixels. Default 0.6. (Accepted and
    /// passed on; Cairo always flattens more finely — see docs/DIFFERENCES.md.)
    open var flatness: CGFloat = 0.6
    /// Whether filling and clipping use the even-odd rule rather than nonzero winding.
    /// Default false.
    open var usesEvenOddFillRule = false

    private var dashPattern: [CGFloat] = []
    private var dashPhase: CGFloat = 0

    /// An empty path.
    public override init() {
        path = CGMutablePath()
        super.init()
    }

    /// A path with the geometry of `cgPath`.
    public convenience init(cgPath: CGPath) {
        self.init()
        self.cgPath = cgPath
    }

    // MARK: Building

    /// Whether the path has no elements.
    open var isEmpty: Bool { path.isEmpty }

    /// The smallest rectangle enclosing every point of the path, control points included
    /// (`CGRect.null` for an empty path).
    open var bounds: CGRect { path.boundingBox }

    /// Where the next segment starts: the end of the last one (`.zero` for an empty path).
    open var currentPoint: CGPoint { path.currentPoint }

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) {
        path.move(to: point)
    }

    /// Adds a straight line from the current point. Without a current point nothing is
    /// added (UIKit logs and ignores the call too).
    open func addLine(to point: CGPoint) {
        path.addLine(to: point)
    }

    /// Adds a cubic Bézier curve from the current point.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// Adds a quadratic Bézier curve from the current point.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// Adds an arc of a circle, joined to the current point by a straight line (or
    /// starting a subpath when there is none).
    ///
    /// Angles are in radians from the positive x axis. `clockwise` is meant as the arc
    /// appears in UIKit's y-down coordinates: 0 → π/2 clockwise sweeps through the bottom
    /// right quarter. That is Core Graphics' *counter*-clockwise, whose sense is defined
    /// with y up, so the flag is inverted on the way down. A negative radius adds nothing.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                     clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
                    clockwise: !clockwise)
    }

    /// Closes the current subpath with a straight line back to its start.
    open func close() {
        path.closeSubpath()
    }

    /// Removes every element; the stroke settings stay.
    open func removeAllPoints() {
        path = CGMutablePath()
    }

    /// Appends the elements of another path (its stroke settings are not copied).
    open func append(_ bezierPath: UIBezierPath) {
        path.addPath(bezierPath.path)
    }

    /// Maps every point of the path by `transform`.
    open func apply(_ transform: CGAffineTransform) {
        var t = transform
        path = path.mutableCopy(using: &t) ?? path
    }

    /// A new path with the same shapes drawn in the opposite direction (each subpath's
    /// points in reverse order, subpaths in reverse order), with this path's stroke
    /// settings. Reversing flips the winding, which matters for nonzero-rule fills of
    /// combined paths.
    open func reversing() -> UIBezierPath {
        let reversed = copyWithSettings()
        let elements = CGMutablePath()
        elements.append(PathReversal.reversed(path.elements))
        reversed.path = elements
        return reversed
    }

    /// Whether `point` is inside the path's filled area, by `usesEvenOddFillRule`.
    open func contains(_ point: CGPoint) -> Bool {
        path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    // MARK: Dashes

    /// Sets the stroke's dash pattern: `count` lengths of alternating painted and
    /// unpainted segments, starting `phase` points into the pattern. A nil pattern or a
    /// count of 0 gives a solid line.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        if let pattern, count > 0 {
            dashPattern = Array(UnsafeBufferPointer(start: pattern, count: count))
        } else {
            dashPattern = []
        }
        dashPhase = phase
    }

    /// Reads the dash pattern back: `pattern` (when not nil) receives the lengths and must
    /// have room for all of them, `count` their number, `phase` the phase.
    open func getLineDash(_ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
                          phase: UnsafeMutablePointer<CGFloat>?) {
        if let pattern {
            for (i, length) in dashPattern.enumerated() { pattern[i] = length }
        }
        count?.pointee = dashPattern.count
        phase?.pointee = dashPhase
    }

    // MARK: Drawing

    /// Fills the enclosed area with the context's fill colour, using
    /// `usesEvenOddFillRule`.
    open func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        fillPath(in: context)
        context.restoreGState()
    }

    /// Fills with a blend mode and an alpha, leaving the context's settings unchanged.
    open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        fillPath(in: context)
        context.restoreGState()
    }

    /// Strokes the path with the context's stroke colour and this path's line settings.
    open func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        strokePath(in: context)
        context.restoreGState()
    }

    /// Strokes with a blend mode and an alpha, leaving the context's settings unchanged.
    open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        strokePath(in: context)
        context.restoreGState()
    }

    /// Intersects the current context's clipping area with the path's filled area. This
    /// is not undone by the path: save and restore the graphics state around it.
    open func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.beginPath()
        context.addPath(path)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    private func fillPath(in context: CGContext) {
        context.beginPath()
        context.addPath(path)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    private func strokePath(in context: CGContext) {
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.setFlatness(flatness)
        context.setLineDash(phase: dashPhase, lengths: dashPattern)
        context.beginPath()
        context.addPath(path)
        context.strokePath()
    }

    // MARK: Copying

    /// An independent copy with the same geometry and settings.
    open func copy(with zone: NSZone? = nil) -> Any {
        copyWithSettings()
    }

    private func copyWithSettings() -> UIBezierPath {
        let copy = UIBezierPath()
        copy.path = path.mutableCopy() ?? CGMutablePath()
        copy.lineWidth = lineWidth
        copy.lineCapStyle = lineCapStyle
        copy.lineJoinStyle = lineJoinStyle
        copy.miterLimit = miterLimit
        copy.flatness = flatness
        copy.usesEvenOddFillRule = usesEvenOddFillRule
        copy.dashPattern = dashPattern
        copy.dashPhase = dashPhase
        return copy
    }

    open override var description: String {
        "<UIBezierPath: \(path.elements.count) elements, bounds \(bounds)>"
    }
}

/// Reversal of path elements, subpath by subpath.
enum PathReversal {
    /// One subpath: where it starts, its segments (each with the point it starts from),
    /// and whether it was closed.
    private struct Subpath {
        var start: CGPoint
        var segments: [(from: CGPoint, element: PathElement)] = []
        var closed = false
    }

    static func reversed(_ elements: [PathElement]) -> [PathElement] {
        var subpaths: [Subpath] = []
        var current: Subpath?
        var point = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p):
                if let c = current { subpaths.append(c) }
                current = Subpath(start: p)
                point = p
            case .close:
                guard var c = current else { continue }
                c.closed = true
                subpaths.append(c)
                // A segment after a close continues from the closed subpath's start.
                point = c.start
                current = nil
            default:
                if current == nil { current = Subpath(start: point) }
                current?.segments.append((point, element))
                point = element.endPoint ?? point
            }
        }
        if let c = current { subpaths.append(c) }

        var result: [PathElement] = []
        for subpath in subpaths.reversed() {
            let end = subpath.segments.last?.element.endPoint ?? subpath.start
            if subpath.closed {
                // The implicit closing line, run backwards, comes first; then the segments.
                result.append(.move(subpath.start))
                if end != subpath.start { result.append(.line(end)) }
            } else {
                result.append(.move(end))
            }
            for (from, element) in subpath.segments.reversed() {
                switch element {
                case .line: result.append(.line(from))
                case .quad(let c, _): result.append(.quad(c, from))
                case .cubic(let c1, let c2, _): result.append(.cubic(c2, c1, from))
                case .move, .close: break
                }
            }
            if subpath.closed { result.append(.close) }
        }
        return result
    }
}
