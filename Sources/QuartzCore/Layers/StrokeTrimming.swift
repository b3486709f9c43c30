import CoreGraphics
import Foundation

/// The part of a stroke `CAShapeLayer` draws for `strokeStart`/`strokeEnd`, and its dashes.
///
/// The fractions are of the path's whole length, measured along its flattened subpaths
/// (closing segments included, moves between subpaths not). Dashes are laid along the
/// untrimmed path, so they stay in place while the trimmed ends move.
struct StrokeTrimming {
    /// The fractions of the path to stroke, already within 0…1.
    let start: CGFloat, end: CGFloat
    /// The dash phase and pattern (a pattern that cannot dash strokes solid).
    let dashPhase: CGFloat, dashLengths: [CGFloat]

    /// Whether the whole path is stroked (no trimming at all).
    var isWhole: Bool { start <= 0 && end >= 1 }

    /// Whether the stroke is dashed.
    var isDashed: Bool { PathDasher(phase: dashPhase, lengths: dashLengths) != nil }

    /// The stroked subpaths of `subpaths`: the trimmed stretch, cut into dashes.
    func pieces(of subpaths: [FlattenedSubpath]) -> [FlattenedSubpath] {
        let kept = isWhole ? subpaths.map { (subpath: $0, offset: CGFloat(0)) } : trimmed(subpaths)
        return kept.flatMap { piece -> [FlattenedSubpath] in
            // A piece that starts part-way into its subpath continues that subpath's pattern.
            guard let dasher = PathDasher(phase: dashPhase + piece.offset, lengths: dashLengths) else {
                return [piece.subpath]
            }
            return dasher.dash([piece.subpath])
        }
    }

    /// The stretches of `subpaths` between `start` and `end`, each with how far into its
    /// subpath it begins. A stretch of no length draws nothing, as on Apple's platforms.
    private func trimmed(_ subpaths: [FlattenedSubpath]) -> [(subpath: FlattenedSubpath, offset: CGFloat)] {
        let lengths = subpaths.map(Self.length)
        let total = lengths.reduce(0, +)
        let from = start * total, to = end * total
        var result: [(subpath: FlattenedSubpath, offset: CGFloat)] = []
        var before: CGFloat = 0
        for (subpath, length) in zip(subpaths, lengths) {
            let after = before + length
            let low = max(from, before), high = min(to, after)
            if high > low {
                if low == before && high == after {
                    // Wholly inside: a closed subpath stays closed, with its join at the start.
                    result.append((subpath, 0))
                } else {
                    result.append((Self.stretch(of: subpath, from: low - before, to: high - before), low - before))
                }
            }
            before = after
        }
        return result
    }

    /// The length of `subpath`, its closing segment included.
    private static func length(of subpath: FlattenedSubpath) -> CGFloat {
        let points = closedPoints(subpath)
        return zip(points, points.dropFirst()).reduce(0) { $0 + distance($1.0, $1.1) }
    }

    /// The open stretch of `subpath` from distance `low` to `high` along it (0 ≤ low < high
    /// ≤ its length).
    private static func stretch(of subpath: FlattenedSubpath, from low: CGFloat, to high: CGFloat) -> FlattenedSubpath {
        let points = closedPoints(subpath)
        var output: [CGPoint] = []
        var travelled: CGFloat = 0
        for (a, b) in zip(points, points.dropFirst()) {
            let length = distance(a, b)
            let segmentEnd = travelled + length
            if output.isEmpty, low <= segmentEnd {
                output.append(point(from: a, to: b, at: low - travelled, of: length))
            }
            if !output.isEmpty {
                if high <= segmentEnd {
                    output.append(point(from: a, to: b, at: high - travelled, of: length))
                    break
                }
                output.append(b)
            }
            travelled = segmentEnd
        }
        return FlattenedSubpath(points: output, isClosed: false)
    }

    /// The vertices of `subpath` with its start repeated at the end when it is closed.
    private static func closedPoints(_ subpath: FlattenedSubpath) -> [CGPoint] {
        subpath.isClosed && !subpath.points.isEmpty ? subpath.points + [subpath.points[0]] : subpath.points
    }

    private static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
    }

    /// The point `along` units from `a` towards `b`, `length` apart.
    private static func point(from a: CGPoint, to b: CGPoint, at along: CGFloat, of length: CGFloat) -> CGPoint {
        guard length > 0 else { return a }
        let t = min(max(along / length, 0), 1)
        return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }
}
