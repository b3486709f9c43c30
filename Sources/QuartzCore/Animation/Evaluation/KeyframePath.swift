import CoreGraphics
import Foundation

/// A `CAKeyframeAnimation.path` as keyframes: its curves (lines, quadratic and cubic
/// curves, closing lines) as cubic segments, each with its length. The keyframe values are
/// the segments' end points.
struct KeyframePath {
    let segments: [CubicSegment]
    /// Each segment's arc length (sampled).
    let lengths: [Double]

    /// The drawn segments of `path`; nil when it has none. A move inside the path jumps
    /// to its point without taking time.
    init?(_ path: CGPath) {
        var segments: [CubicSegment] = []
        var current: PathVector?
        var start: PathVector?
        func line(to p: PathVector) {
            guard let from = current else { return }
            segments.append(CubicSegment(from, from.interpolated(to: p, 1.0 / 3.0), from.interpolated(to: p, 2.0 / 3.0), p))
            current = p
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                current = PathVector(p)
                start = current
            case .line(let p):
                line(to: PathVector(p))
            case .quad(let c, let p):
                guard let from = current else { continue }
                segments.append(CubicSegment(quadraticFrom: from, control: PathVector(c), to: PathVector(p)))
                current = PathVector(p)
            case .cubic(let c1, let c2, let p):
                guard let from = current else { continue }
                segments.append(CubicSegment(from, PathVector(c1), PathVector(c2), PathVector(p)))
                current = PathVector(p)
            case .close:
                if let start, current != start { line(to: start) }
                current = start
            }
        }
        guard !segments.isEmpty, segments.allSatisfy({ $0.p0.isFinite && $0.c1.isFinite && $0.c2.isFinite && $0.p3.isFinite })
        else { return nil }
        self.segments = segments
        lengths = segments.map(KeyframePath.length)
    }

    /// The keyframe values: the start of the first segment, then each segment's end.
    var points: [CGPoint] {
        [segments[0].p0.point] + segments.map(\.p3.point)
    }

    /// The point at parameter `t` of segment `index`, and the direction of travel there
    /// (radians from +x towards +y).
    func point(segment index: Int, at t: Double) -> (point: CGPoint, angle: Double) {
        let segment = segments[index]
        let p = segment.point(at: CGFloat(t))
        return (p.point, KeyframePath.direction(of: segment, at: t))
    }

    /// The point a fraction `f` of the whole length along the path, with its direction.
    func point(atLengthFraction f: Double) -> (point: CGPoint, angle: Double) {
        let total = lengths.reduce(0, +)
        guard total > 0 else { return point(segment: 0, at: 0) }
        var remaining = min(max(f, 0), 1) * total
        for (i, length) in lengths.enumerated() {
            if remaining <= length || i == lengths.count - 1 {
                return point(segment: i, at: KeyframePath.parameter(of: segments[i], atLength: remaining, of: length))
            }
            remaining -= length
        }
        return point(segment: segments.count - 1, at: 1)
    }

    private static let samples = 32

    private static func length(of segment: CubicSegment) -> Double {
        var total = 0.0
        var previous = segment.p0
        for i in 1...samples {
            let p = segment.point(at: CGFloat(i) / CGFloat(samples))
            total += Double((p - previous).length)
            previous = p
        }
        return total
    }

    /// The parameter at which `distance` of the segment's `length` has been travelled
    /// (linear between samples).
    private static func parameter(of segment: CubicSegment, atLength distance: Double, of length: Double) -> Double {
        guard length > 0 else { return 1 }
        var travelled = 0.0
        var previous = segment.p0
        for i in 1...samples {
            let p = segment.point(at: CGFloat(i) / CGFloat(samples))
            let step = Double((p - previous).length)
            if travelled + step >= distance, step > 0 {
                return (Double(i - 1) + (distance - travelled) / step) / Double(samples)
            }
            travelled += step
            previous = p
        }
        return 1
    }

    /// The direction of the curve's tangent at `t` (the chord's where the derivative
    /// vanishes, at a cusp or a degenerate end).
    private static func direction(of s: CubicSegment, at t: Double) -> Double {
        let u = CGFloat(1 - t), v = CGFloat(t)
        let d = (s.c1 - s.p0) * (3 * u * u) + (s.c2 - s.c1) * (6 * u * v) + (s.p3 - s.c2) * (3 * v * v)
        if d.length > 1e-9 { return atan2(Double(d.y), Double(d.x)) }
        let chord = s.p3 - s.p0
        return atan2(Double(chord.y), Double(chord.x))
    }
}
