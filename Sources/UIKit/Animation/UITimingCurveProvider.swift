import CoreGraphics
import Foundation

/// The kinds of timing an animator's timing parameters describe.
public enum UITimingCurveType: Int, Sendable {
    /// One of UIKit's four curves.
    case builtin
    /// A cubic Bézier curve of the caller's.
    case cubic
    /// A spring.
    case spring
    /// Cubic and spring timing together.
    case composed
}

/// Timing for a `UIViewPropertyAnimator`: a cubic curve, a spring, or both.
public protocol UITimingCurveProvider: NSCoding, NSCopying {
    /// What the timing is.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic timing, if any.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring timing, if any.
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// A cubic Bézier timing curve from (0, 0) to (1, 1): one of UIKit's four curves or
/// the caller's own control points.
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    /// The built-in curve (ease-in-ease-out for custom control points).
    public let animationCurve: UIView.AnimationCurve
    /// The first control point.
    public let controlPoint1: CGPoint
    /// The second control point.
    public let controlPoint2: CGPoint
    /// Whether the curve is one of the built-in ones.
    private let isBuiltin: Bool

    /// The default curve, ease-in-ease-out.
    public override convenience init() {
        self.init(animationCurve: .easeInOut)
    }

    /// One of UIKit's curves, with Apple's control points.
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        var points: [Float] = [0, 0, 0, 0]
        let function = curve.timingFunction
        points.withUnsafeMutableBufferPointer { buffer in
            function.getControlPoint(at: 1, values: buffer.baseAddress!)
            function.getControlPoint(at: 2, values: buffer.baseAddress! + 2)
        }
        controlPoint1 = CGPoint(x: CGFloat(points[0]), y: CGFloat(points[1]))
        controlPoint2 = CGPoint(x: CGFloat(points[2]), y: CGFloat(points[3]))
        isBuiltin = true
        super.init()
    }

    /// A curve through the control points `point1` and `point2` (x values are clamped to
    /// 0…1 when the curve is used, so that it is a function of time).
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
        isBuiltin = false
        super.init()
    }

    public required convenience init?(coder: NSCoder) {
        if coder.containsValue(forKey: "curve") {
            self.init(animationCurve: UIView.AnimationCurve(rawValue: coder.decodeInteger(forKey: "curve")) ?? .easeInOut)
        } else {
            self.init(controlPoint1: CGPoint(x: coder.decodeDouble(forKey: "c1x"), y: coder.decodeDouble(forKey: "c1y")),
                      controlPoint2: CGPoint(x: coder.decodeDouble(forKey: "c2x"), y: coder.decodeDouble(forKey: "c2y")))
        }
    }

    open func encode(with coder: NSCoder) {
        if isBuiltin {
            coder.encode(animationCurve.rawValue, forKey: "curve")
        } else {
            coder.encode(Double(controlPoint1.x), forKey: "c1x")
            coder.encode(Double(controlPoint1.y), forKey: "c1y")
            coder.encode(Double(controlPoint2.x), forKey: "c2x")
            coder.encode(Double(controlPoint2.y), forKey: "c2y")
        }
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    open var timingCurveType: UITimingCurveType { isBuiltin ? .builtin : .cubic }
    open var cubicTimingParameters: UICubicTimingParameters? { self }
    open var springTimingParameters: UISpringTimingParameters? { nil }

    /// The curve as Core Animation's timing function.
    var timingFunction: CAMediaTimingFunction {
        if isBuiltin { return animationCurve.timingFunction }
        return CAMediaTimingFunction(controlPoints: Float(controlPoint1.x), Float(controlPoint1.y),
                                     Float(controlPoint2.x), Float(controlPoint2.y))
    }
}

/// Spring timing: either a damping ratio (the spring then settles within the animator's
/// duration, as in `animate(withDuration:delay:usingSpringWithDamping:…)`) or a mass,
/// stiffness and damping (the animation then lasts until the spring settles, whatever
/// the animator's duration).
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    /// The speed at the start, in units of the whole change per second on each axis.
    /// Only its length is used here, for every property, two-dimensional or not (see
    /// docs/DIFFERENCES.md).
    public let initialVelocity: CGVector
    /// A damping ratio, or the spring's physical values.
    private enum Form {
        case ratio(CGFloat)
        case physical(mass: CGFloat, stiffness: CGFloat, damping: CGFloat)
    }
    private let form: Form

    /// UIKit's default spring: mass 3, stiffness 1000, damping 500 (a damping ratio of
    /// about 4.56: no bounce), at rest at the start.
    public override convenience init() {
        self.init(mass: 3, stiffness: 1000, damping: 500, initialVelocity: .zero)
    }

    /// A spring with `ratio` (1: no overshoot, lower: more oscillation) starting at rest.
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: .zero)
    }

    /// A spring with `ratio` starting at `velocity`.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        form = .ratio(ratio)
        initialVelocity = velocity
        super.init()
    }

    /// A spring of these physical values (the damping ratio is damping / (2 √(stiffness ×
    /// mass)); it may over-damp). Values out of range take Core Animation's defaults.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        form = .physical(mass: mass, stiffness: stiffness, damping: damping)
        initialVelocity = velocity
        super.init()
    }

    /// A spring of perceptual duration `duration` and `bounce` (iOS 17).
    public convenience init(duration: TimeInterval, bounce: CGFloat, initialVelocity: CGVector = .zero) {
        let model = CASpringAnimation(perceptualDuration: duration, bounce: bounce)
        self.init(mass: model.mass, stiffness: model.stiffness, damping: model.damping, initialVelocity: initialVelocity)
    }

    public required convenience init?(coder: NSCoder) {
        let velocity = CGVector(dx: coder.decodeDouble(forKey: "vx"), dy: coder.decodeDouble(forKey: "vy"))
        if coder.containsValue(forKey: "ratio") {
            self.init(dampingRatio: coder.decodeDouble(forKey: "ratio"), initialVelocity: velocity)
        } else {
            self.init(mass: coder.decodeDouble(forKey: "mass"), stiffness: coder.decodeDouble(forKey: "stiffness"),
                      damping: coder.decodeDouble(forKey: "damping"), initialVelocity: velocity)
        }
    }

    open func encode(with coder: NSCoder) {
        coder.encode(Double(initialVelocity.dx), forKey: "vx")
        coder.encode(Double(initialVelocity.dy), forKey: "vy")
        switch form {
        case .ratio(let ratio):
            coder.encode(Double(ratio), forKey: "ratio")
        case let .physical(mass, stiffness, damping):
            coder.encode(Double(mass), forKey: "mass")
            coder.encode(Double(stiffness), forKey: "stiffness")
            coder.encode(Double(damping), forKey: "damping")
        }
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    open var timingCurveType: UITimingCurveType { .spring }
    open var cubicTimingParameters: UICubicTimingParameters? { nil }
    open var springTimingParameters: UISpringTimingParameters? { self }

    /// The spring for an animation of `duration` (which only the damping-ratio form uses).
    func spring(duration: TimeInterval) -> ViewSpring {
        // As Apple documents for properties that are not two-dimensional: the length.
        let velocity = (initialVelocity.dx * initialVelocity.dx + initialVelocity.dy * initialVelocity.dy).squareRoot()
        switch form {
        case .ratio(let ratio):
            return ViewSpring(dampingRatio: ratio, initialVelocity: velocity, duration: duration)
        case let .physical(mass, stiffness, damping):
            return ViewSpring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
        }
    }

    /// Whether the animation lasts until the spring settles rather than the animator's
    /// duration (the physical form).
    var setsOwnDuration: Bool {
        if case .physical = form { return true }
        return false
    }
}
