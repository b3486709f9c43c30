/// A timing curve's solver: the cubic Bézier from (0, 0) to (1, 1) through two control
/// points, as plain numbers (so that evaluating it each frame touches no object).
///
/// The curve is solved for y at a given x precisely: Newton's method from x itself,
/// falling back to bisection where the slope flattens, to within 1e-12 of x.
struct BezierCurve {
    /// The polynomial coefficients of x(t) and y(t): a·t³ + b·t² + c·t.
    private let ax: Double, bx: Double, cx: Double
    private let ay: Double, by: Double, cy: Double
    /// Whether the curve is the identity (linear pacing): no solving needed.
    private let isLinear: Bool

    /// The curve through control points `c1` and `c2` (x values already in 0…1).
    init(_ c1: (x: Double, y: Double), _ c2: (x: Double, y: Double)) {
        cx = 3 * c1.x; bx = 3 * (c2.x - c1.x) - cx; ax = 1 - cx - bx
        cy = 3 * c1.y; by = 3 * (c2.y - c1.y) - cy; ay = 1 - cy - by
        isLinear = c1.x == c1.y && c2.x == c2.y
    }

    /// The fraction of the change made when `x` of the time has elapsed (x clamped to 0…1).
    func value(at x: Double) -> Double {
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
}
