import CoreGraphics
import Foundation

/// A `CAKeyframeAnimation` ready to evaluate: its values (or path), the key time of each,
/// the pacing of each segment and the calculation mode.
struct KeyframeTrack {
    enum Mode { case linear, discrete, paced, cubic, cubicPaced }

    let mode: Mode
    /// The keyframe values (for a path: its segment end points, as points).
    let values: [AnimationValue]
    let path: KeyframePath?
    /// When each value is reached, 0…1 (one more than the values in discrete mode: the
    /// end of the last value's stretch).
    let keyTimes: [Double]
    /// Pacing within each segment (nil entries: linear).
    let timingFunctions: [CAMediaTimingFunction?]
    /// The spline through the values, for the cubic modes (nil: straight segments).
    private let splines: Splines?
    /// For cubicPaced: the cumulative arc length at the end of each segment, sampled.
    private let splineLengths: [[Double]]

    /// The track of `animation` with its values converted to `kind`; nil when a value is
    /// not of that kind or there are none.
    init?(_ animation: CAKeyframeAnimation, kind: ValueKind) {
        switch animation.calculationMode {
        case .discrete: mode = .discrete
        case .paced: mode = .paced
        case .cubic: mode = .cubic
        case .cubicPaced: mode = .cubicPaced
        default: mode = .linear
        }
        if let cgPath = animation.path, kind == .point, let path = KeyframePath(cgPath) {
            self.path = path
            values = path.points.map { .vector(SIMD4(Double($0.x), Double($0.y), 0, 0)) }
        } else {
            path = nil
            guard let given = animation.values, !given.isEmpty else { return nil }
            var converted: [AnimationValue] = []
            for value in given {
                guard let v = kind.animationValue(of: value) else { return nil }
                converted.append(v)
            }
            values = converted
        }
        let interpolable = values.allSatisfy { if case .vector = $0 { return true } else if case .list = $0 { return true } else { return false } }
        let usesSplines = (mode == .cubic || mode == .cubicPaced) && path == nil && interpolable && values.count > 2
        splines = usesSplines ? Splines(values: values, tangents: KeyframeTrack.tangents(values, animation)) : nil
        let paced = mode == .paced || mode == .cubicPaced
        if let splines, mode == .cubicPaced {
            splineLengths = splines.lengths()
            keyTimes = KeyframeTrack.pacedTimes(splineLengths.map { $0.last ?? 0 })
        } else if paced {
            splineLengths = []
            let distances = path?.lengths ?? zip(values, values.dropFirst()).map { $0.distance(to: $1) }
            keyTimes = KeyframeTrack.pacedTimes(distances)
        } else {
            splineLengths = []
            keyTimes = KeyframeTrack.keyTimes(animation.keyTimes, count: values.count, discrete: mode == .discrete)
        }
        timingFunctions = paced ? [] : (animation.timingFunctions ?? []).map { $0 }
    }

    /// The value at `x` of the animation's time (0…1, already paced by its timing
    /// function), and for a path the direction of travel there.
    func value(at x: Double) -> (value: AnimationValue, angle: Double?) {
        let n = values.count
        guard n > 1 else { return (values[0], path.map { $0.point(segment: 0, at: 0).angle }) }
        if mode == .discrete {
            // Value i shows from keyTimes[i]; the last one from its time to the end.
            var index = 0
            for i in 0..<n where keyTimes[i] <= x + 1e-12 { index = i }
            if x >= 1 { index = n - 1 }
            return (values[index], path.map { $0.point(segment: max(0, index - 1), at: index == 0 ? 0 : 1).angle })
        }
        if let path, mode == .paced || mode == .cubicPaced {
            let (point, angle) = path.point(atLengthFraction: x)
            return (.vector(SIMD4(Double(point.x), Double(point.y), 0, 0)), angle)
        }
        // The segment holding x, and how far through it.
        var segment = n - 2
        for i in 0..<(n - 1) where x < keyTimes[i + 1] {
            segment = i
            break
        }
        let start = keyTimes[segment], end = keyTimes[segment + 1]
        var t = end > start ? (x - start) / (end - start) : 1
        t = min(max(t, 0), 1)
        if segment < timingFunctions.count, let function = timingFunctions[segment] { t = function.value(at: t) }
        if let path {
            let (point, angle) = path.point(segment: segment, at: t)
            return (.vector(SIMD4(Double(point.x), Double(point.y), 0, 0)), angle)
        }
        if let splines {
            return (splines.point(segment, mode == .cubicPaced ? pacedParameter(segment, t) : t), nil)
        }
        return (values[segment].interpolated(to: values[segment + 1], at: t), nil)
    }

    // MARK: Key times

    /// The given key times when valid (one per value, or one more in discrete mode;
    /// non-decreasing from 0 to 1); otherwise evenly spaced.
    private static func keyTimes(_ given: [NSNumber]?, count: Int, discrete: Bool) -> [Double] {
        let times = given?.map(\.doubleValue) ?? []
        let valid = !times.isEmpty && times.allSatisfy { $0 >= 0 && $0 <= 1 } && zip(times, times.dropFirst()).allSatisfy { $0 <= $1 }
        if discrete {
            if valid, times.count >= count { return Array(times.prefix(count)) }
            return (0..<count).map { Double($0) / Double(count) }
        }
        if valid, times.count == count, times.first == 0, times.last == 1 { return times }
        return count > 1 ? (0..<count).map { Double($0) / Double(count - 1) } : [0]
    }

    /// Key times that give each segment time in proportion to its length (evenly spaced
    /// when the lengths add up to nothing).
    private static func pacedTimes(_ lengths: [Double]) -> [Double] {
        let total = lengths.reduce(0, +)
        guard total > 0, total.isFinite else {
            return (0...lengths.count).map { Double($0) / Double(max(lengths.count, 1)) }
        }
        var times = [0.0]
        var sum = 0.0
        for length in lengths {
            sum += length
            times.append(sum / total)
        }
        times[times.count - 1] = 1
        return times
    }

    // MARK: Splines (Kochanek–Bartels)

    /// The tangents of a Kochanek–Bartels spline through `values` with the animation's
    /// tension, continuity and bias per value (0 each by default: a Catmull–Rom spline);
    /// the end values repeat beyond the ends.
    private static func tangents(_ values: [AnimationValue], _ animation: CAKeyframeAnimation)
        -> [(out: AnimationValue, in: AnimationValue)] {
        func parameter(_ list: [NSNumber]?, _ i: Int) -> Double {
            guard let list, i < list.count else { return 0 }
            let v = list[i].doubleValue
            return v.isFinite ? v : 0
        }
        let n = values.count
        var outgoing: [AnimationValue] = [], incoming: [AnimationValue] = []
        for i in 0..<n {
            let previous = values[max(i - 1, 0)], next = values[min(i + 1, n - 1)]
            let back = values[i].subtracting(previous), ahead = next.subtracting(values[i])
            let t = parameter(animation.tensionValues, i), c = parameter(animation.continuityValues, i)
            let b = parameter(animation.biasValues, i)
            outgoing.append(back.scaled(by: (1 - t) * (1 + b) * (1 + c) / 2).adding(ahead.scaled(by: (1 - t) * (1 - b) * (1 - c) / 2)))
            incoming.append(back.scaled(by: (1 - t) * (1 + b) * (1 - c) / 2).adding(ahead.scaled(by: (1 - t) * (1 - b) * (1 + c) / 2)))
        }
        return (0..<(n - 1)).map { (outgoing[$0], incoming[$0 + 1]) }
    }

    private static let splineSamples = 16

    /// The spline parameter of segment `i` at which a fraction `f` of its length is
    /// travelled.
    private func pacedParameter(_ i: Int, _ f: Double) -> Double {
        let lengths = splineLengths[i]
        let target = f * (lengths.last ?? 0)
        for s in 1..<lengths.count where lengths[s] >= target {
            let step = lengths[s] - lengths[s - 1]
            let within = step > 0 ? (target - lengths[s - 1]) / step : 1
            return (Double(s - 1) + within) / Double(KeyframeTrack.splineSamples)
        }
        return 1
    }

    /// A cubic Hermite spline through the values, with the tangents of each segment.
    private struct Splines {
        let values: [AnimationValue]
        let tangents: [(out: AnimationValue, in: AnimationValue)]

        /// Segment `i` at `t`.
        func point(_ i: Int, _ t: Double) -> AnimationValue {
            let t2 = t * t, t3 = t2 * t
            let h00 = 2 * t3 - 3 * t2 + 1, h10 = t3 - 2 * t2 + t, h01 = -2 * t3 + 3 * t2, h11 = t3 - t2
            return values[i].scaled(by: h00).adding(tangents[i].out.scaled(by: h10))
                .adding(values[i + 1].scaled(by: h01)).adding(tangents[i].in.scaled(by: h11))
        }

        /// For each segment, the arc length travelled at each sample.
        func lengths() -> [[Double]] {
            (0..<(values.count - 1)).map { i in
                var lengths = [0.0]
                var previous = values[i]
                for s in 1...KeyframeTrack.splineSamples {
                    let p = point(i, Double(s) / Double(KeyframeTrack.splineSamples))
                    lengths.append(lengths[lengths.count - 1] + previous.distance(to: p))
                    previous = p
                }
                return lengths
            }
        }
    }
}
