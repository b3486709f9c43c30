import CoreGraphics
import Foundation

/// A property animation ready to evaluate: the key path it changes, how its value follows
/// time (two end values, a spring, keyframes), and how the value combines with the
/// property's value underneath (additive, cumulative, through a value function).
final class PropertyTrack {
    enum Curve {
        /// From/to/by values (any may be missing), and the property's value before its
        /// latest change (for animations with none).
        case basic(from: AnimationValue?, to: AnimationValue?, by: AnimationValue?, previous: AnimationValue?)
        case spring(from: AnimationValue?, to: AnimationValue?, by: AnimationValue?, previous: AnimationValue?,
                    solver: SpringSolver)
        case keyframes(KeyframeTrack, rotation: CAAnimationRotationMode?)
    }

    let keyPath: LayerKeyPath
    let isAdditive: Bool
    let isCumulative: Bool
    let function: CAValueFunctionName?
    let curve: Curve
    let timingFunction: CAMediaTimingFunction?
    /// The from/to/by values as plain numbers, when the animation is a basic or spring
    /// animation of numbers, points, sizes, rectangles or colours (the common case, worked
    /// out without the general machinery).
    private let vectorEnds: (from: SIMD4<Double>?, to: SIMD4<Double>?, by: SIMD4<Double>?, previous: SIMD4<Double>?)?
    /// The spring of a spring animation.
    private let spring: SpringSolver?

    /// The track of `animation`; nil when its key path is not one a layer animates, or its
    /// values are not of the property's type.
    init?(_ animation: CAPropertyAnimation, previous: AnimationValue?) {
        guard let path = animation.keyPath, let keyPath = LayerKeyPath(path) else { return nil }
        self.keyPath = keyPath
        isAdditive = animation.isAdditive
        isCumulative = animation.isCumulative
        timingFunction = animation.timingFunction
        // A value function turns numbers into the whole transform.
        let usesFunction = animation.valueFunction != nil && keyPath.kind == .transform
        function = usesFunction ? animation.valueFunction?.name : nil
        let kind = usesFunction ? ValueKind.functionInput : keyPath.kind
        if let keyframes = animation as? CAKeyframeAnimation {
            guard let track = KeyframeTrack(keyframes, kind: kind) else { return nil }
            let turns = keyPath.property == .position && keyframes.path != nil
                && [.rotateAuto, .rotateAutoReverse].contains(keyframes.rotationMode)
            curve = .keyframes(track, rotation: turns ? keyframes.rotationMode : nil)
        } else if let basic = animation as? CABasicAnimation {
            func convert(_ value: Any?) -> AnimationValue? { value.flatMap { kind.animationValue(of: $0) } }
            let (from, to, by) = (convert(basic.fromValue), convert(basic.toValue), convert(basic.byValue))
            let previous = usesFunction ? nil : previous
            if let spring = basic as? CASpringAnimation {
                curve = .spring(from: from, to: to, by: by, previous: previous, solver: spring.solver)
            } else {
                curve = .basic(from: from, to: to, by: by, previous: previous)
            }
        } else {
            return nil
        }
        vectorEnds = PropertyTrack.vectorEnds(of: curve, usesFunction: usesFunction)
        if case .spring(_, _, _, _, let solver) = curve { spring = solver } else { spring = nil }
    }

    private static func vectorEnds(of curve: Curve, usesFunction: Bool)
        -> (from: SIMD4<Double>?, to: SIMD4<Double>?, by: SIMD4<Double>?, previous: SIMD4<Double>?)? {
        guard !usesFunction else { return nil }
        func vector(_ value: AnimationValue?) -> SIMD4<Double>?? {
            guard let value else { return .some(nil) }
            guard case .vector(let v) = value else { return nil }
            return .some(v)
        }
        switch curve {
        case let .basic(from, to, by, previous), let .spring(from, to, by, previous, _):
            guard let f = vector(from), let t = vector(to), let b = vector(by), let p = vector(previous) else { return nil }
            return (f, t, b, p)
        case .keyframes:
            return nil
        }
    }

    /// Applies the animation's value at a moment of its time (`sample`, in passes of
    /// `duration`) to `values`.
    func apply(_ sample: AnimationTiming.Sample, duration: Double, to values: inout AnimatedValues) {
        guard let whole = values.value(of: keyPath.property) else { return }
        if let ends = vectorEnds, case .vector(let numbers) = whole {
            values.set(keyPath.property, to: .vector(apply(sample, duration: duration, ends: ends, to: numbers)))
            return
        }
        let current = keyPath.value(in: whole)
        // What missing end values are measured from: the value underneath, or for
        // additive animations (whose values are offsets) and value functions, nothing.
        let base: AnimationValue
        if let function {
            base = PropertyTrack.neutralInput(of: function)
        } else {
            base = isAdditive ? PropertyTrack.identity(like: current) : current
        }
        let x = sample.passTime / duration
        var value: AnimationValue
        var angle: Double?
        switch curve {
        case let .basic(from, to, by, previous):
            let (a, b) = PropertyTrack.endpoints(from: from, to: to, by: by, previous: previous, base: base)
            value = a.interpolated(to: b, at: timingFunction?.value(at: x) ?? x)
            if isCumulative, sample.iteration > 0 { value = value.adding(b.scaled(by: Double(sample.iteration))) }
        case let .spring(from, to, by, previous, solver):
            let (a, b) = PropertyTrack.endpoints(from: from, to: to, by: by, previous: previous, base: base)
            value = a.interpolated(to: b, at: solver.value(at: sample.passTime))
            if isCumulative, sample.iteration > 0 { value = value.adding(b.scaled(by: Double(sample.iteration))) }
        case let .keyframes(track, rotation):
            let result = track.value(at: timingFunction?.value(at: x) ?? x)
            value = result.value
            if isCumulative, sample.iteration > 0, let last = track.values.last {
                value = value.adding(last.scaled(by: Double(sample.iteration)))
            }
            if let rotation, let direction = result.angle {
                angle = rotation == .rotateAutoReverse ? direction + .pi : direction
            }
        }
        if let function { value = .transform(PropertyTrack.transform(function, value.vector)) }
        let result = isAdditive ? current.adding(value) : value
        values.set(keyPath.property, to: keyPath.replacing(in: whole, with: result))
        if let angle, case .transform(let t)? = values.value(of: .transform) {
            values.set(.transform, to: .transform(CATransform3DRotate(t, angle, 0, 0, 1)))
        }
    }

    /// `apply` for a basic or spring animation of numbers, on the property's numbers
    /// `whole`: the same rules, on plain vectors.
    private func apply(_ sample: AnimationTiming.Sample, duration: Double,
                       ends: (from: SIMD4<Double>?, to: SIMD4<Double>?, by: SIMD4<Double>?, previous: SIMD4<Double>?),
                       to whole: SIMD4<Double>) -> SIMD4<Double> {
        var current = whole
        if case .lanes(let start, let count) = keyPath.component {
            current = .zero
            for i in 0..<count { current[i] = whole[start + i] }
        }
        let base = isAdditive ? .zero : current
        let (a, b) = PropertyTrack.endpoints(from: ends.from, to: ends.to, by: ends.by, previous: ends.previous, base: base)
        let p: Double
        if let spring {
            p = spring.value(at: sample.passTime)
        } else {
            let x = sample.passTime / duration
            p = timingFunction?.value(at: x) ?? x
        }
        var value = a + (b - a) * p
        if isCumulative, sample.iteration > 0 { value += b * Double(sample.iteration) }
        if isAdditive { value += current }
        guard case .lanes(let start, let count) = keyPath.component else { return value }
        var out = whole
        for i in 0..<count { out[start + i] = value[i] }
        return out
    }

    /// The start and end values from the animation's from/to/by values and the value
    /// underneath (`base`), by `CABasicAnimation`'s rules.
    private static func endpoints<Value: EndpointArithmetic>(from: Value?, to: Value?, by: Value?, previous: Value?,
                                                             base: Value) -> (Value, Value) {
        switch (from, to, by) {
        case let (from?, to?, _): return (from, to)
        case let (from?, nil, by?): return (from, from.adding(by))
        case let (nil, to?, by?): return (to.subtracting(by), to)
        case let (from?, nil, nil): return (from, base)
        case let (nil, to?, nil): return (base, to)
        case let (nil, nil, by?): return (base, base.adding(by))
        case (nil, nil, nil): return (previous ?? base, base)
        }
    }

    /// The value that adds nothing: zeros, or the identity transform.
    private static func identity(like value: AnimationValue) -> AnimationValue {
        switch value {
        case .vector: return .zero
        case .transform: return .transform(CATransform3DIdentity)
        case .list(let items): return .list(items.map { _ in .zero })
        case .path, .discrete: return value
        }
    }

    /// The value function input that makes the identity transform.
    private static func neutralInput(of function: CAValueFunctionName) -> AnimationValue {
        switch function {
        case .scale, .scaleX, .scaleY, .scaleZ: return .vector(SIMD4(1, 1, 1, 0))
        default: return .zero
        }
    }

    /// The transform a value function makes of its input.
    static func transform(_ function: CAValueFunctionName, _ v: SIMD4<Double>) -> CATransform3D {
        switch function {
        case .rotateX: return CATransform3DMakeRotation(v.x, 1, 0, 0)
        case .rotateY: return CATransform3DMakeRotation(v.x, 0, 1, 0)
        case .rotateZ: return CATransform3DMakeRotation(v.x, 0, 0, 1)
        case .scale: return CATransform3DMakeScale(v.x, v.y, v.z)
        case .scaleX: return CATransform3DMakeScale(v.x, 1, 1)
        case .scaleY: return CATransform3DMakeScale(1, v.x, 1)
        case .scaleZ: return CATransform3DMakeScale(1, 1, v.x)
        case .translate: return CATransform3DMakeTranslation(v.x, v.y, v.z)
        case .translateX: return CATransform3DMakeTranslation(v.x, 0, 0)
        case .translateY: return CATransform3DMakeTranslation(0, v.x, 0)
        case .translateZ: return CATransform3DMakeTranslation(0, 0, v.x)
        default: return CATransform3DIdentity
        }
    }
}

/// Values whose sums and differences the from/to/by rules use.
protocol EndpointArithmetic {
    func adding(_ other: Self) -> Self
    func subtracting(_ other: Self) -> Self
}

extension AnimationValue: EndpointArithmetic {}

extension SIMD4<Double>: EndpointArithmetic {
    func adding(_ other: Self) -> Self { self + other }
    func subtracting(_ other: Self) -> Self { self - other }
}
