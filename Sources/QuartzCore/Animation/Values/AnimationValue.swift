import CoreGraphics
import Foundation

/// A property value in the form animations compute with. Interpolation, sums and
/// distances (for paced keyframes) work on these; the key path that reads and writes the
/// property knows what each form stands for.
enum AnimationValue {
    /// Up to four numbers: a scalar (x), a point or a size (x, y), a rectangle (x, y,
    /// width, height), a colour (red, green, blue, alpha, straight).
    case vector(SIMD4<Double>)
    /// A transform, interpolated through its decomposition.
    case transform(CATransform3D)
    /// A list of up to four numbers each: gradient locations, gradient colours.
    case list([SIMD4<Double>])
    /// A path's elements: paths with the same elements interpolate point by point.
    case path([PathElement])
    /// A value that does not interpolate (a path of another shape, nil, an unknown
    /// type): it switches from one value to the next halfway.
    case discrete(Any?)

    static var zero: AnimationValue { .vector(.zero) }

    /// The value a fraction `p` of the way to `other` (p may leave 0…1: springs overshoot).
    func interpolated(to other: AnimationValue, at p: Double) -> AnimationValue {
        switch (self, other) {
        case let (.vector(a), .vector(b)):
            return .vector(a + (b - a) * p)
        case let (.transform(a), .transform(b)):
            return .transform(TransformComponents.interpolate(a, b, at: p))
        case let (.list(a), .list(b)) where a.count == b.count:
            return .list(zip(a, b).map { $0 + ($1 - $0) * p })
        case let (.path(a), .path(b)):
            if let mixed = AnimationValue.combinePaths(a, b, { x, y in x + (y - x) * p }) { return .path(mixed) }
            return p < 0.5 ? self : other
        default:
            return p < 0.5 ? self : other
        }
    }

    /// `self + other`: component sums; transforms concatenate (`other` applied first, in
    /// the layer's own space, then `self`).
    func adding(_ other: AnimationValue) -> AnimationValue {
        switch (self, other) {
        case let (.vector(a), .vector(b)): return .vector(a + b)
        case let (.transform(a), .transform(b)): return .transform(CATransform3DConcat(b, a))
        case let (.list(a), .list(b)) where a.count == b.count: return .list(zip(a, b).map { $0 + $1 })
        case let (.path(a), .path(b)):
            guard let sum = AnimationValue.combinePaths(a, b, { $0 + $1 }) else { return self }
            return .path(sum)
        default: return self
        }
    }

    /// `self − other`: the inverse of `adding(_:)`.
    func subtracting(_ other: AnimationValue) -> AnimationValue {
        switch (self, other) {
        case let (.vector(a), .vector(b)): return .vector(a - b)
        case let (.transform(a), .transform(b)): return .transform(CATransform3DConcat(CATransform3DInvert(b), a))
        case let (.list(a), .list(b)) where a.count == b.count: return .list(zip(a, b).map { $0 - $1 })
        case let (.path(a), .path(b)):
            guard let difference = AnimationValue.combinePaths(a, b, { $0 - $1 }) else { return self }
            return .path(difference)
        default: return self
        }
    }

    /// Every number scaled by `k` (for spline tangents; a transform's matrix entries).
    func scaled(by k: Double) -> AnimationValue {
        switch self {
        case .vector(let a): return .vector(a * k)
        case .transform(let t): return .transform(TransformComponents.scaleEntries(t, by: k))
        case .list(let a): return .list(a.map { $0 * k })
        case .path(let elements): return .path(elements.map { AnimationValue.mapPoints($0) { $0 * k } })
        case .discrete: return self
        }
    }

    /// The straight-line distance to `other` (paced keyframes); transforms compare their
    /// matrix entries. Values that do not interpolate are 0 apart.
    func distance(to other: AnimationValue) -> Double {
        switch (self, other) {
        case let (.vector(a), .vector(b)):
            let d = b - a
            return (d * d).sum().squareRoot()
        case let (.transform(a), .transform(b)):
            return TransformComponents.entryDistance(a, b)
        case let (.list(a), .list(b)) where a.count == b.count:
            return zip(a, b).reduce(0) { sum, pair in sum + ((pair.1 - pair.0) * (pair.1 - pair.0)).sum() }.squareRoot()
        case let (.path(a), .path(b)):
            guard let difference = AnimationValue.combinePaths(a, b, { $1 - $0 }) else { return 0 }
            return difference.reduce(0) { sum, element in
                sum + AnimationValue.points(of: element).reduce(0) { $0 + $1.x * $1.x + $1.y * $1.y }
            }.squareRoot()
        default:
            return 0
        }
    }

    /// The numbers of a vector (zeros for other forms).
    var vector: SIMD4<Double> {
        if case .vector(let v) = self { return v }
        return .zero
    }

    // MARK: Paths

    /// The elements of two paths of the same shape combined point by point; nil when the
    /// shapes differ (count or kind of elements).
    private static func combinePaths(_ a: [PathElement], _ b: [PathElement],
                                     _ combine: (SIMD2<Double>, SIMD2<Double>) -> SIMD2<Double>) -> [PathElement]? {
        guard a.count == b.count else { return nil }
        var out: [PathElement] = []
        out.reserveCapacity(a.count)
        for (x, y) in zip(a, b) {
            guard x.type == y.type else { return nil }
            let px = points(of: x), py = points(of: y)
            var i = 0
            out.append(mapPoints(x) { _ in
                defer { i += 1 }
                return combine(px[i], py[i])
            })
        }
        return out
    }

    private static func points(of element: PathElement) -> [SIMD2<Double>] {
        element.points.map { SIMD2(Double($0.x), Double($0.y)) }
    }

    /// `element` with each point replaced by `transform` of it.
    private static func mapPoints(_ element: PathElement, _ transform: (SIMD2<Double>) -> SIMD2<Double>) -> PathElement {
        func map(_ p: CGPoint) -> CGPoint {
            let v = transform(SIMD2(Double(p.x), Double(p.y)))
            return CGPoint(x: v.x, y: v.y)
        }
        switch element {
        case .move(let p): return .move(map(p))
        case .line(let p): return .line(map(p))
        case .quad(let c, let p): return .quad(map(c), map(p))
        case .cubic(let c1, let c2, let p): return .cubic(map(c1), map(c2), map(p))
        case .close: return .close
        }
    }
}
