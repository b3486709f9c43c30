import Foundation

/// The pacing of an animation: a cubic Bézier curve from (0, 0) to (1, 1) mapping the
/// fraction of time elapsed (x) to the fraction of the change made (y).
///
/// The curve is solved for y at a given x precisely: Newton's method from x itself,
/// falling back to bisection where the slope flattens, to within 1e-12 of x.
open class CAMediaTimingFunction: NSObject {
    /// The first and second control points (the end points are (0, 0) and (1, 1)).
    /// x values are clamped to 0…1 so that the curve is a function of time.
    private let c1: (x: Double, y: Double)
    private let c2: (x: Double, y: Double)
    /// The polynomial coefficients of x(t) and y(t): a·t³ + b·t² + c·t.
    private let ax: Double, bx: Double, cx: Double
    private let ay: Double, by: Double, cy: Double
    /// Whether the curve is the identity (linear pacing): no solving needed.
    private let isLinear: Bool

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
        cx = 3 * c1.x; bx = 3 * (c2.x - c1.x) - cx; ax = 1 - cx - bx
        cy = 3 * c1.y; by = 3 * (c2.y - c1.y) - cy; ay = 1 - cy - by
        isLinear = c1.x == c1.y && c2.x == c2.y
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
        guard x > 0 else { return 0 }
        guard x < 1 else { return 1 }
        if isLinear { return x }
        let t = parameter(forX: x)
        return ((ay * t + by) * t + cy) * t
    }

    /// The curve parameter where x(t) = `x` (0 < x < 1).
    private func parameter(forX x: Double) -> Double {
        let tolerance = 1e-12
        var t = x
        for _ in 0..<8 {
            let error = ((ax * t + bx) * t + cx) * t - x
            if abs(error) < tolerance { return t }
            let slope = (3 * ax * t + 2 * bx) * t + cx
            guard abs(slope) > 1e-9 else { break }
            t -= error / slope
        }
        // x(t) is monotonic on 0…1 (control x values lie in 0…1): bisect.
        var low = 0.0, high = 1.0
        t = x
        for _ in 0..<100 {
            let value = ((ax * t + bx) * t + cx) * t
            if abs(value - x) < tolerance { break }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
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
