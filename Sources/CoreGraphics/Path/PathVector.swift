import Foundation

/// A 2-D vector for the path geometry code (arcs, curves, flattening, stroking).
///
/// The path code does its arithmetic on this type rather than on `CGPoint` so that its
/// operators cannot clash with `CGPoint` operators defined elsewhere in the module.
package struct PathVector: Equatable, Sendable {
    package var x: CGFloat
    package var y: CGFloat

    package init(_ x: CGFloat, _ y: CGFloat) {
        self.x = x
        self.y = y
    }

    package init(_ point: CGPoint) {
        self.init(point.x, point.y)
    }

    package var point: CGPoint { CGPoint(x: x, y: y) }

    package var length: CGFloat { (x * x + y * y).squareRoot() }

    package var isFinite: Bool { x.isFinite && y.isFinite }

    /// The unit vector in this direction (the zero vector stays zero).
    package var normalized: PathVector {
        let l = length
        return l > 0 ? PathVector(x / l, y / l) : self
    }

    /// The vector turned 90° counter-clockwise (in y-up space): the left-hand normal.
    package var leftNormal: PathVector { PathVector(-y, x) }

    package static func + (a: PathVector, b: PathVector) -> PathVector { PathVector(a.x + b.x, a.y + b.y) }
    package static func - (a: PathVector, b: PathVector) -> PathVector { PathVector(a.x - b.x, a.y - b.y) }
    package static prefix func - (a: PathVector) -> PathVector { PathVector(-a.x, -a.y) }
    package static func * (a: PathVector, s: CGFloat) -> PathVector { PathVector(a.x * s, a.y * s) }

    package func dot(_ b: PathVector) -> CGFloat { x * b.x + y * b.y }

    /// The z component of the 3-D cross product: positive when `b` turns left of `self`.
    package func cross(_ b: PathVector) -> CGFloat { x * b.y - y * b.x }

    /// The point a fraction `t` of the way from `self` to `b`.
    package func interpolated(to b: PathVector, _ t: CGFloat) -> PathVector {
        PathVector(x + (b.x - x) * t, y + (b.y - y) * t)
    }

    /// The unit vector at `angle` radians from the positive x-axis. Multiples of π/2 give
    /// exact axis vectors, so that arcs, ellipses and rounded rectangles land exactly on
    /// their rectangle's edges (cos(π/2) is 6e-17, not 0, in floating point).
    package static func unit(angle: CGFloat) -> PathVector {
        let quarterTurns = angle / (.pi / 2)
        let rounded = quarterTurns.rounded()
        if abs(quarterTurns - rounded) < 1e-12, let quadrant = Int(exactly: rounded) {
            switch ((quadrant % 4) + 4) % 4 {
            case 0: return PathVector(1, 0)
            case 1: return PathVector(0, 1)
            case 2: return PathVector(-1, 0)
            default: return PathVector(0, -1)
            }
        }
        return PathVector(cos(angle), sin(angle))
    }
}

extension CGPoint {
    /// The point as a `PathVector`, for the path geometry code.
    package var pathVector: PathVector { PathVector(self) }
}
