import CoreGraphics
import Foundation

/// A layer that draws a colour gradient over its background colour, filling its bounds
/// (inside the rounded corners of `cornerRadius`).
///
/// As in Core Animation, the gradient is laid out in the unit square of the bounds and
/// stretched with them: on a layer that is not square, a diagonal axial gradient's bands
/// run between the corners rather than at right angles to the line from `startPoint` to
/// `endPoint`.
///
/// Here the gradient is drawn into the layer's backing store at `contentsScale`, above
/// whatever the delegate draws, and redrawn whenever the bounds change; see
/// docs/DIFFERENCES.md.
open class CAGradientLayer: CALayer {
    /// The colours of the gradient's stops, as `CGColor` values, from first to last. Nil or
    /// empty draws nothing; one colour fills the layer. An entry that is not a `CGColor`
    /// (a `UIColor`, say — pass its `cgColor`) makes the layer draw nothing, as on iOS.
    /// Default nil.
    open var colors: [Any]? {
        didSet { gradientChanged("colors", from: oldValue) }
    }
    /// Where each colour's stop lies along the gradient (0…1), one per colour, in
    /// increasing order. Nil spreads the colours evenly, as does an array whose count
    /// differs from the colours'. Default nil.
    open var locations: [NSNumber]? {
        didSet { if locations != oldValue { gradientChanged("locations", from: oldValue) } }
    }
    /// Where the first stop lies, in the unit coordinates of the bounds ((0, 0) is the top
    /// left). For radial and conic gradients, the centre. Default (0.5, 0).
    open var startPoint = CGPoint(x: 0.5, y: 0) {
        didSet { if startPoint != oldValue { gradientChanged("startPoint", from: oldValue) } }
    }
    /// Where the last stop lies, in the unit coordinates of the bounds. For radial
    /// gradients the ellipse of the last stop passes through it horizontally and
    /// vertically; for conic ones it gives the direction of the first stop. Default (0.5, 1).
    open var endPoint = CGPoint(x: 0.5, y: 1) {
        didSet { if endPoint != oldValue { gradientChanged("endPoint", from: oldValue) } }
    }
    /// The kind of gradient. Default `.axial`; an unknown value draws as `.axial`.
    open var type: CAGradientLayerType = .axial {
        didSet { if type != oldValue { gradientChanged("type", from: oldValue) } }
    }

    // The gradient fills the bounds inside the rounded corners, so all of these redraw it.
    open override var bounds: CGRect {
        didSet { if bounds != oldValue { setNeedsDisplay() } }
    }
    open override var cornerRadius: CGFloat {
        didSet { if cornerRadius != oldValue { setNeedsDisplay() } }
    }
    open override var maskedCorners: CACornerMask {
        didSet { if maskedCorners != oldValue { setNeedsDisplay() } }
    }

    /// Creates a gradient layer with no colours.
    public required init() {
        super.init()
    }

    /// Creates a copy of `layer`, gradient properties included when it is a gradient layer.
    public override init(layer: Any) {
        super.init(layer: layer)
    }

    override func copyValues(from other: CALayer) {
        super.copyValues(from: other)
        guard let other = other as? CAGradientLayer else { return }
        colors = other.colors; locations = other.locations
        startPoint = other.startPoint; endPoint = other.endPoint; type = other.type
    }

    /// Redraws the gradient into the backing store over the bounds. The delegate's
    /// `display(_:)` is not consulted: the gradient is the layer's own.
    open override func display() {
        displayOwnContent(covering: nil)
    }

    /// Draws the delegate's content (`super`), then the gradient, inside the bounds'
    /// rounded corners.
    open override func draw(in ctx: CGContext) {
        super.draw(in: ctx)
        let rect = bounds
        guard rect.width > 0, rect.height > 0, let stops = GradientStops(colors: colors, locations: locations) else {
            return
        }
        ctx.saveGState()
        defer { ctx.restoreGState() }
        ctx.beginPath()
        ctx.addPath(roundedBoundsPath())
        ctx.clip()
        let start = Self.finite(startPoint), end = Self.finite(endPoint)
        if stops.stops.count == 1 {
            fill(ctx, with: stops.stops[0])
            return
        }
        switch type {
        case .conic:
            drawConic(ConicGradient(stops: stops, center: start, toward: end), in: ctx)
        case .radial:
            // An ellipse with a zero radius leaves every point beyond the last stop.
            let radii = CGSize(width: abs(end.x - start.x), height: abs(end.y - start.y))
            guard radii.width > 0, radii.height > 0, let gradient = stops.cgGradient else {
                return fill(ctx, with: stops.stops[stops.stops.count - 1])
            }
            ctx.concatenate(unitTransform)
            ctx.concatenate(CGAffineTransform(a: radii.width, b: 0, c: 0, d: radii.height, tx: start.x, ty: start.y))
            ctx.drawRadialGradient(gradient, startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: 1,
                                   options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        default:
            // Start and end at one point: no direction, every point is at the end.
            guard start != end, let gradient = stops.cgGradient else {
                return fill(ctx, with: stops.stops[stops.stops.count - 1])
            }
            ctx.concatenate(unitTransform)
            ctx.drawLinearGradient(gradient, start: start, end: end,
                                   options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        }
    }

    /// Records a change of a gradient property: redraw, recomposite, run its action.
    private func gradientChanged(_ key: String, from oldValue: @autoclosure () -> Any?) {
        setNeedsDisplay()
        propertyChanged(key, from: oldValue())
    }

    /// Maps the unit square onto the bounds.
    private var unitTransform: CGAffineTransform {
        CGAffineTransform(a: bounds.width, b: 0, c: 0, d: bounds.height, tx: bounds.minX, ty: bounds.minY)
    }

    /// `point` with NaN or infinite coordinates read as 0, so bad values draw something
    /// defined instead of poisoning the geometry.
    private static func finite(_ point: CGPoint) -> CGPoint {
        CGPoint(x: point.x.isFinite ? point.x : 0, y: point.y.isFinite ? point.y : 0)
    }

    private func fill(_ ctx: CGContext, with stop: GradientStops.Stop) {
        ctx.setFillColor(CGColor(red: stop.red, green: stop.green, blue: stop.blue, alpha: stop.alpha))
        ctx.fill(bounds)
    }

    /// Draws the rasterised conic gradient at the context's device resolution, so a
    /// backing store gets one gradient sample per pixel.
    private func drawConic(_ gradient: ConicGradient, in ctx: CGContext) {
        let ctm = ctx.ctm
        var scaleX = (ctm.a * ctm.a + ctm.b * ctm.b).squareRoot(), scaleY = (ctm.c * ctm.c + ctm.d * ctm.d).squareRoot()
        guard scaleX > 0, scaleY > 0, scaleX.isFinite, scaleY.isFinite else { return }
        let pixels = bounds.width * scaleX * bounds.height * scaleY
        if pixels > BackingStore.maximumPixels {
            let shrink = (BackingStore.maximumPixels / pixels).squareRoot()
            scaleX *= shrink; scaleY *= shrink
        }
        let width = max(1, Int((bounds.width * scaleX).rounded(.up)))
        let height = max(1, Int((bounds.height * scaleY).rounded(.up)))
        // Whole pixels from the bounds' origin, so the image lines up with the store's grid.
        let area = CGRect(x: bounds.minX, y: bounds.minY, width: CGFloat(width) / scaleX, height: CGFloat(height) / scaleY)
        guard let image = gradient.image(of: area, unitRect: bounds, width: width, height: height) else { return }
        // Images draw top row at the rectangle's maximum y; the layer's space is y-down.
        ctx.translateBy(x: 0, y: area.maxY + area.minY)
        ctx.scaleBy(x: 1, y: -1)
        ctx.draw(image, in: area)
    }

    /// The bounds with `cornerRadius` rounding the `maskedCorners`, the radius limited to
    /// half the shorter side.
    private func roundedBoundsPath() -> CGPath {
        let r = bounds
        let radius = cornerRadius.isFinite ? min(max(cornerRadius, 0), min(r.width, r.height) / 2) : 0
        guard radius > 0, !maskedCorners.isEmpty else { return CGPath(rect: r, transform: nil) }
        func corner(_ c: CACornerMask) -> CGFloat { maskedCorners.contains(c) ? radius : 0 }
        let topLeft = corner(.layerMinXMinYCorner), topRight = corner(.layerMaxXMinYCorner)
        let bottomLeft = corner(.layerMinXMaxYCorner), bottomRight = corner(.layerMaxXMaxYCorner)
        let path = CGMutablePath()
        path.move(to: CGPoint(x: r.minX + topLeft, y: r.minY))
        path.addArc(tangent1End: CGPoint(x: r.maxX, y: r.minY), tangent2End: CGPoint(x: r.maxX, y: r.maxY),
                    radius: topRight)
        path.addArc(tangent1End: CGPoint(x: r.maxX, y: r.maxY), tangent2End: CGPoint(x: r.minX, y: r.maxY),
                    radius: bottomRight)
        path.addArc(tangent1End: CGPoint(x: r.minX, y: r.maxY), tangent2End: CGPoint(x: r.minX, y: r.minY),
                    radius: bottomLeft)
        path.addArc(tangent1End: CGPoint(x: r.minX, y: r.minY), tangent2End: CGPoint(x: r.maxX, y: r.minY),
                    radius: topLeft)
        path.closeSubpath()
        return path
    }
}
