import Foundation

/// One cubic Bézier segment. Quadratic segments are degree-elevated to the identical
/// cubic, so bounds, flattening and stroking have one set of curve routines.
package struct CubicSegment: Equatable, Sendable {
    package var p0: PathVector
    package var c1: PathVector
    package var c2: PathVector
    package var p3: PathVector

    package init(_ p0: PathVector, _ c1: PathVector, _ c2: PathVector, _ p3: PathVector) {
        self.p0 = p0
        self.c1 = c1
        self.c2 = c2
        self.p3 = p3
    }

    /// The cubic that traces exactly the quadratic curve from `p0` through control `q` to `p`.
    package init(quadraticFrom p0: PathVector, control q: PathVector, to p: PathVector) {
        self.init(p0, p0.interpolated(to: q, 2.0 / 3.0), p.interpolated(to: q, 2.0 / 3.0), p)
    }

    /// The point at parameter `t` in [0, 1].
    package func point(at t: CGFloat) -> PathVector {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return PathVector(a * p0.x + b * c1.x + c * c2.x + d * p3.x,
                          a * p0.y + b * c1.y + c * c2.y + d * p3.y)
    }

    /// The parameters strictly inside (0, 1) where the curve's x or y derivative vanishes:
    /// together with the end points these are where the curve reaches its extremes.
    package func extremumParameters() -> [CGFloat] {
        roots(p0.x, c1.x, c2.x, p3.x) + roots(p0.y, c1.y, c2.y, p3.y)
    }

    /// The number of equal parameter steps after which the chords stay within `tolerance`
    /// of the curve. This is Wang's bound, √(3/4 · M / tolerance) with M the largest second
    /// difference of the control points, so a flat curve needs one step and a tight one many.
    package func flatteningStepCount(tolerance: CGFloat) -> Int {
        let d1 = (p0 - c1 * 2 + c2).length
        let d2 = (c1 - c2 * 2 + p3).length
        let steps = (0.75 * max(d1, d2) / tolerance).squareRoot().rounded(.up)
        // A cap keeps a huge curve at a tiny tolerance from exhausting memory.
        guard steps.isFinite else { return 1 }
        return Int(min(max(steps, 1), 10_000))
    }

    /// Roots in (0, 1) of the derivative of the one-dimensional cubic with coefficients
    /// `a, b, c, d`, which is 3·(A t² + B t + C).
    private func roots(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> [CGFloat] {
        let qa = -a + 3 * b - 3 * c + d
        let qb = 2 * (a - 2 * b + c)
        let qc = b - a
        var found: [CGFloat] = []
        let scale = max(abs(qa), abs(qb), abs(qc))
        guard scale > 0 else { return found }
        if abs(qa) <= scale * 1e-12 {
            if qb != 0 { found.append(-qc / qb) }
        } else {
            let discriminant = qb * qb - 4 * qa * qc
            if discriminant >= 0 {
                let root = discriminant.squareRoot()
                found.append((-qb + root) / (2 * qa))
                found.append((-qb - root) / (2 * qa))
            }
        }
        return found.filter { $0 > 0 && $0 < 1 }
    }
}
