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
    /// The animation as plain numbers, when it is a basic or spring animation of numbers,
    /// points, sizes, rectangles or colours (the common case, worked out without the
    /// general machinery).
    let vector: VectorTrack?

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
        vector = PropertyTrack.vectorTrack(of: curve, keyPath: keyPath, usesFunction: usesFunction,
                                           isAdditive: isAdditive, isCumulative: isCumulative,
                                           timingFunction: timingFunction)
    }

    private static func vectorTrack(of curve: Curve, keyPath: LayerKeyPath, usesFunction: Bool, isAdditive: Bool,
                                    isCumulative: Bool, timingFunction: CAMediaTimingFunction?) -> VectorTrack? {
        guard !usesFunction else { return nil }
        let lanes: (start: Int, count: Int)?
        switch keyPath.component {
        case .whole: lanes = nil
        case .lanes(let start, let count): lanes = (start, count)
        case .transform: return nil
        }
        func vector(_ value: AnimationValue?) -> SIMD4<Double>?? {
            guard let value else { return .some(nil) }
            guard case .vector(let v) = value else { return nil }
            return .some(v)
        }
        let ends: (AnimationValue?, AnimationValue?, AnimationValue?, AnimationValue?), spring: SpringSolver?
        switch curve {
        case let .basic(from, to, by, previous): (ends, spring) = ((from, to, by, previous), nil)
        case let .spring(from, to, by, previous, solver): (ends, spring) = ((from, to, by, previous), solver)
        case .keyframes: return nil
        }
        guard let f = vector(ends.0), let t = vector(ends.1), let b = vector(ends.2), let p = vector(ends.3) else {
            return nil
        }
        return VectorTrack(property: keyPath.property, lanes: lanes, isAdditive: isAdditive, isCumulative: isCumulative,
                           ends: (f, t, b, p), spring: spring, curve: timingFunction?.curve)
    }

    /// Applies the animation's value at a moment of its time (`sample`, in passes of
    /// `duration`) to `values`.
    func apply(_ sample: AnimationTiming.Sample, duration: Double, to values: inout AnimatedValues) {
        guard let whole = values.value(of: keyPath.property) else { return }
        if let vector, case .vector(let numbers) = whole {
            values.set(keyPath.property, to: .vector(vector.value(sample, duration: duration, over: numbers)))
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
            let (a, b) = VectorTrack.endpoints(from: from, to: to, by: by, previous: previous, base: base)
            value = a.interpolated(to: b, at: timingFunction?.value(at: x) ?? x)
            if isCumulative, sample.iteration > 0 { value = value.adding(b.scaled(by: Double(sample.iteration))) }
        case let .spring(from, to, by, previous, solver):
            let (a, b) = VectorTrack.endpoints(from: from, to: to, by: by, previous: previous, base: base)
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

extension AnimationValue: EndpointArithmetic {}
