import Foundation

/// One subpath of a flattened path: its vertices in order, and whether it was closed.
///
/// The closing segment of a closed subpath is implicit (no repeated start point is added).
/// A subpath that is only a move has one point and is open; `move` then `close` has one
/// point and is closed; `move` then a zero-length line has two equal points. Stroking
/// tells these apart: the first draws nothing, the others draw a dot with round or
/// square caps.
package struct FlattenedSubpath: Equatable, Sendable {
    package var points: [CGPoint]
    package var isClosed: Bool

    package init(points: [CGPoint], isClosed: Bool) {
        self.points = points
        self.isClosed = isClosed
    }

    /// The subpath as path elements: a move, lines through the other points, and a close
    /// if it is closed; every point mapped by `transform`.
    package func elements(transform: CGAffineTransform) -> [PathElement] {
        let mapped = points.map { $0.applying(transform) }
        guard let first = mapped.first else { return [] }
        return [.move(first)] + mapped.dropFirst().map { .line($0) } + (isClosed ? [.close] : [])
    }
}

extension CGPath {
    /// The chord error allowed when flattening for stroking and dashing, in output units:
    /// a tenth of a point is invisible at any common pixel density.
    package static let outputFlatteningTolerance: CGFloat = 0.1

    /// The path-space tolerance that keeps the flattening error within
    /// `outputFlatteningTolerance` after `transform`: the output tolerance divided by the
    /// transform's largest stretch (its largest singular value).
    package static func flatteningTolerance(under transform: CGAffineTransform) -> CGFloat {
        let t = transform
        let sumOfSquares = t.a * t.a + t.b * t.b + t.c * t.c + t.d * t.d
        let determinant = t.a * t.d - t.b * t.c
        let largestStretch = ((sumOfSquares + (sumOfSquares * sumOfSquares - 4 * determinant * determinant)
            .magnitude.squareRoot()) / 2).squareRoot()
        guard largestStretch > 0, largestStretch.isFinite else { return outputFlatteningTolerance }
        return outputFlatteningTolerance / largestStretch
    }

    /// The path with every curve replaced by a polyline whose chords stay within
    /// `tolerance` of the curve (each curve gets as many equal parameter steps as its
    /// curvature needs; see `CubicSegment.flatteningStepCount`).
    ///
    /// Subpaths containing a NaN or infinite coordinate (which only a non-finite transform
    /// can produce) are left out. A tolerance that is not a positive number is treated as
    /// `outputFlatteningTolerance`.
    package func flattened(tolerance: CGFloat) -> [FlattenedSubpath] {
        let tolerance = tolerance > 0 && tolerance.isFinite ? tolerance : Self.outputFlatteningTolerance
        var result: [FlattenedSubpath] = []
        var open: FlattenedSubpath?
        func finish() {
            if let subpath = open,
               subpath.points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) {
                result.append(subpath)
            }
            open = nil
        }
        func appendCurve(_ curve: (PathVector) -> CubicSegment) {
            guard let from = open?.points.last else { return }
            let segment = curve(from.pathVector)
            let steps = segment.flatteningStepCount(tolerance: tolerance)
            for i in 1..<steps {
                open?.points.append(segment.point(at: CGFloat(i) / CGFloat(steps)).point)
            }
            open?.points.append(segment.p3.point)
        }
        for element in elements {
            switch element {
            case .move(let p):
                finish()
                open = FlattenedSubpath(points: [p], isClosed: false)
            case .line(let p):
                open?.points.append(p)
            case .quad(let c, let p):
                appendCurve { CubicSegment(quadraticFrom: $0, control: c.pathVector, to: p.pathVector) }
            case .cubic(let c1, let c2, let p):
                appendCurve { CubicSegment($0, c1.pathVector, c2.pathVector, p.pathVector) }
            case .close:
                open?.isClosed = true
                finish()
            }
        }
        finish()
        return result
    }
}
