import CoreGraphics
import Foundation

/// A layer that draws a path — filled, stroked, or both — in its own coordinate space.
///
/// The shape is composited between the layer's contents and its first sublayer. It is not
/// clipped to the bounds (only `masksToBounds` clips it), so a path may reach outside them.
///
/// Here the shape is drawn into the layer's backing store at `contentsScale` (covering
/// the path and its stroke, not the bounds), above whatever the delegate draws; see
/// docs/DIFFERENCES.md.
open class CAShapeLayer: CALayer {
    /// The path to draw, in the layer's coordinates. Default nil (nothing is drawn).
    open var path: CGPath? {
        didSet { if path != oldValue { shapeChanged("path", from: oldValue) } }
    }
    /// The colour filling the path; nil fills nothing. Default opaque black.
    open var fillColor: CGColor? = CGColor(gray: 0, alpha: 1) {
        didSet { if fillColor != oldValue { shapeChanged("fillColor", from: oldValue) } }
    }
    /// The rule deciding what is inside the path when filling. Default `.nonZero`.
    open var fillRule: CAShapeLayerFillRule = .nonZero {
        didSet { if fillRule != oldValue { shapeChanged("fillRule", from: oldValue) } }
    }
    /// The colour stroking the path; nil strokes nothing. Default nil.
    open var strokeColor: CGColor? {
        didSet { if strokeColor != oldValue { shapeChanged("strokeColor", from: oldValue) } }
    }
    /// Where the stroke starts, as a fraction of the path's length (0…1; values outside
    /// clamp). With `strokeEnd` it draws part of the stroke, which is how a path is
    /// "drawn on" by animation. The fill is not affected. Default 0.
    open var strokeStart: CGFloat = 0 {
        didSet { if strokeStart != oldValue { shapeChanged("strokeStart", from: oldValue) } }
    }
    /// Where the stroke ends, as a fraction of the path's length (0…1; values outside
    /// clamp). Nothing is stroked when it is not beyond `strokeStart`. Default 1.
    open var strokeEnd: CGFloat = 1 {
        didSet { if strokeEnd != oldValue { shapeChanged("strokeEnd", from: oldValue) } }
    }
    /// The width of the stroke; 0 (or less) strokes nothing. Default 1.
    open var lineWidth: CGFloat = 1 {
        didSet { if lineWidth != oldValue { shapeChanged("lineWidth", from: oldValue) } }
    }
    /// The limit, as a multiple of the line width, beyond which miter joins are beveled.
    /// Default 10.
    open var miterLimit: CGFloat = 10 {
        didSet { if miterLimit != oldValue { shapeChanged("miterLimit", from: oldValue) } }
    }
    /// The shape of the stroke's ends. Default `.butt`.
    open var lineCap: CAShapeLayerLineCap = .butt {
        didSet { if lineCap != oldValue { shapeChanged("lineCap", from: oldValue) } }
    }
    /// The shape of the stroke's corners. Default `.miter`.
    open var lineJoin: CAShapeLayerLineJoin = .miter {
        didSet { if lineJoin != oldValue { shapeChanged("lineJoin", from: oldValue) } }
    }
    /// How far into the dash pattern the stroke starts. Default 0.
    open var lineDashPhase: CGFloat = 0 {
        didSet { if lineDashPhase != oldValue { shapeChanged("lineDashPhase", from: oldValue) } }
    }
    /// The lengths of the painted and unpainted stretches of a dashed stroke, alternating,
    /// starting with a painted one; nil or empty strokes solid. A pattern that cannot dash
    /// (a negative or non-finite length, or all zeros) strokes solid too. Default nil.
    open var lineDashPattern: [NSNumber]? {
        didSet { if lineDashPattern != oldValue { shapeChanged("lineDashPattern", from: oldValue) } }
    }

    // The shape is drawn only where the store covers, which is cut to the bounds under
    // `masksToBounds`: both properties decide that area.
    open override var masksToBounds: Bool {
        didSet { if masksToBounds != oldValue { setNeedsDisplay() } }
    }
    open override var bounds: CGRect {
        didSet { if masksToBounds, bounds != oldValue { setNeedsDisplay() } }
    }

    /// Creates a shape layer with no path.
    public required init() {
        super.init()
    }

    /// Creates a copy of `layer`, shape properties included when it is a shape layer.
    public override init(layer: Any) {
        super.init(layer: layer)
    }

    override func copyValues(from other: CALayer) {
        super.copyValues(from: other)
        guard let other = other as? CAShapeLayer else { return }
        path = other.path; fillColor = other.fillColor; fillRule = other.fillRule
        strokeColor = other.strokeColor; strokeStart = other.strokeStart; strokeEnd = other.strokeEnd
        lineWidth = other.lineWidth; miterLimit = other.miterLimit; lineCap = other.lineCap
        lineJoin = other.lineJoin; lineDashPhase = other.lineDashPhase; lineDashPattern = other.lineDashPattern
    }

    /// Redraws the shape into the backing store, which covers the path and its stroke
    /// (cut to the bounds under `masksToBounds`); no store is kept when nothing would be
    /// drawn. The delegate's `display(_:)` is not consulted: the shape is the layer's own.
    open override func display() {
        displayOwnContent(covering: shapeArea())
    }

    /// Draws the delegate's content (`super`), then fills and strokes the path.
    open override func draw(in ctx: CGContext) {
        super.draw(in: ctx)
        guard let path, !path.isEmpty else { return }
        ctx.saveGState()
        defer { ctx.restoreGState() }
        if let fillColor {
            ctx.beginPath()
            ctx.addPath(path)
            ctx.setFillColor(fillColor)
            ctx.fillPath(using: fillRule.cgRule)
        }
        if let strokeColor, let stroke = strokeGeometry(of: path, under: ctx.ctm) {
            ctx.beginPath()
            ctx.addPath(stroke)
            ctx.setStrokeColor(strokeColor)
            ctx.setLineWidth(lineWidth)
            ctx.setLineCap(lineCap.cgCap)
            ctx.setLineJoin(lineJoin.cgJoin)
            ctx.setMiterLimit(miterLimit)
            ctx.strokePath()
        }
    }

    /// Records a change of a shape property: redraw, recomposite, run its action.
    private func shapeChanged(_ key: String, from oldValue: @autoclosure () -> Any?) {
        setNeedsDisplay()
        propertyChanged(key, from: oldValue())
    }

    /// Whether a stroke is drawn at all: a colour, a positive finite width, and a
    /// non-empty stretch between `strokeStart` and `strokeEnd`.
    private var strokes: Bool {
        strokeColor != nil && lineWidth > 0 && lineWidth.isFinite && trimming.start < trimming.end
    }

    /// `strokeStart`/`strokeEnd` clamped to 0…1 (NaN reads as the default), with the dashes.
    private var trimming: StrokeTrimming {
        let start = strokeStart.isNaN ? 0 : min(max(strokeStart, 0), 1)
        let end = strokeEnd.isNaN ? 1 : min(max(strokeEnd, 0), 1)
        return StrokeTrimming(start: start, end: end, dashPhase: lineDashPhase,
                              dashLengths: (lineDashPattern ?? []).map { CGFloat($0.doubleValue) })
    }

    /// The path to stroke: the path itself when stroked whole and solid, otherwise its
    /// flattened trimmed and dashed pieces (flattened finely enough for the device
    /// transform `ctm`). Nil when nothing is stroked.
    private func strokeGeometry(of path: CGPath, under ctm: CGAffineTransform) -> CGPath? {
        guard strokes else { return nil }
        let trimming = self.trimming
        if trimming.isWhole && !trimming.isDashed { return path }
        let subpaths = path.flattened(tolerance: CGPath.flatteningTolerance(under: ctm))
        let pieces = trimming.pieces(of: subpaths)
        return CGPath(building: { output in
            for piece in pieces { output.append(piece.elements(transform: .identity)) }
        })
    }

    /// The area the shape's pixels can reach, in layer coordinates: the path's box, and the
    /// box of the whole path's stroke outline (caps, joins and miters included), widened by
    /// a pixel for antialiasing. `.null` when nothing is drawn.
    private func shapeArea() -> CGRect {
        guard let path, !path.isEmpty else { return .null }
        var area = fillColor != nil ? path.boundingBoxOfPath : .null
        if strokes {
            let outline = path.copy(strokingWithWidth: lineWidth, lineCap: lineCap.cgCap, lineJoin: lineJoin.cgJoin,
                                    miterLimit: miterLimit)
            area = area.union(outline.boundingBoxOfPath)
        }
        guard !area.isNull else { return .null }
        area = area.insetBy(dx: -1 / max(contentsScale, 0.01), dy: -1 / max(contentsScale, 0.01))
        return masksToBounds ? area.intersection(bounds) : area
    }
}
