import Foundation

/// The pacing of an animation: a cubic Bézier curve from (0, 0) to (1, 1) mapping the
/// fraction of time elapsed (x) to the fraction of the change made (y), solved precisely
/// (see `BezierCurve`).
open class CAMediaTimingFunction: NSObject {
    /// The first and second control points (the end points are (0, 0) and (1, 1)).
    /// x values are clamped to 0…1 so that the curve is a function of time.
    private let c1: (x: Double, y: Double)
    private let c2: (x: Double, y: Double)
    /// The curve's solver, which animations copy to evaluate it without this object.
    let curve: BezierCurve

    /// One of the named timing functions, with Apple's control points.
    public convenience init(name: CAMediaTimingFunctionName) {
        let points = CAMediaTimingFunction.controlPoints(of: name)
        self.init(controlPoints: points.0, points.1, points.2, points.3)
    }

    /// A curve with control points (`c1x`, `c1y`) and (`c2x`, `c2y`).
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        func unitX(_ v: Float) -> Double { v.isNaN ? 0 : min(max(Double(v), 0), 1) }
        func finiteY(_ v: Float) -> Double { v.isFinite ? Double(v) : 0 }
        c1 = (unitX(c1x), finiteY(c1y))
        c2 = (unitX(c2x), finiteY(c2y))
        curve = BezierCurve(c1, c2)
        super.init()
    }

    /// Control point `index` (0…3) as two `Float`s written to `values`: (0, 0), the two
    /// control points, (1, 1). Other indices write nothing.
    public func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
        let point: (Double, Double)
        switch index {
        case 0: point = (0, 0)
        case 1: point = c1
        case 2: point = c2
        case 3: point = (1, 1)
        default: return
        }
        values[0] = Float(point.0)
        values[1] = Float(point.1)
    }

    /// The fraction of the change made when `x` of the time has elapsed (x clamped to 0…1).
    package func value(at x: Double) -> Double {
        curve.value(at: x)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CAMediaTimingFunction else { return false }
        return c1 == other.c1 && c2 == other.c2
    }

    open override var hash: Int {
        var hasher = Hasher()
        for v in [c1.x, c1.y, c2.x, c2.y] { hasher.combine(v) }
        return hasher.finalize()
    }

    open override var description: String {
        "<CAMediaTimingFunction: (\(c1.x), \(c1.y)) (\(c2.x), \(c2.y))>"
    }

    /// Apple's control points for the named functions; an unknown name is linear.
    private static func controlPoints(of name: CAMediaTimingFunctionName) -> (Float, Float, Float, Float) {
        switch name {
        case .easeIn: return (0.42, 0, 1, 1)
        case .easeOut: return (0, 0, 0.58, 1)
        case .easeInEaseOut: return (0.42, 0, 0.58, 1)
        case .default: return (0.25, 0.1, 0.25, 1)
        default: return (0, 0, 1, 1)
        }
    }
}

/// The names of the predefined timing functions.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Even pacing: (0, 0) (1, 1).
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Slow at first, then faster: (0.42, 0) (1, 1).
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Fast at first, slowing at the end: (0, 0) (0.58, 1).
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Slow at both ends: (0.42, 0) (0.58, 1).
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The system default, matching most system animations: (0.25, 0.1) (0.25, 1).
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}
