import CoreGraphics
import Foundation

/// How the values of a UIKit animation follow time: a cubic timing curve over the
/// animation's duration, or a spring.
enum ViewAnimationTiming {
    case curve(CAMediaTimingFunction)
    case spring(ViewSpring)

    /// The timing of an `AnimationOptions` curve field.
    init(_ curve: UIView.AnimationCurve) {
        self = .curve(curve.timingFunction)
    }

    /// The timing of the curve field of `options`: one of the four curves, or the
    /// keyboard's (7, the value its notifications carry, which UIKit accepts there too).
    init(curveOf options: UIView.AnimationOptions) {
        if options.curveField == KeyboardAnimation.curve {
            self = .curve(KeyboardAnimation.timingFunction)
        } else {
            self.init(options.curve)
        }
    }

    /// A Core Animation animation of this timing: a `CASpringAnimation` for a spring, a
    /// `CABasicAnimation` paced by the curve otherwise.
    func makeBasicAnimation(keyPath: String) -> CABasicAnimation {
        switch self {
        case .curve(let function):
            let animation = CABasicAnimation(keyPath: keyPath)
            animation.timingFunction = function
            return animation
        case .spring(let spring):
            let animation = CASpringAnimation(keyPath: keyPath)
            spring.configure(animation)
            return animation
        }
    }

    /// The curve a keyframe animation or a transition uses as a whole (a spring's
    /// closest curve is the default ease-in-ease-out).
    var timingFunction: CAMediaTimingFunction {
        if case .curve(let function) = self { return function }
        return UIView.AnimationCurve.easeInOut.timingFunction
    }
}

/// A spring as UIKit animates with it: Core Animation's damped oscillator, released at the
/// start value with a velocity in units of the whole change per second.
struct ViewSpring {
    var mass: CGFloat
    var stiffness: CGFloat
    var damping: CGFloat
    var initialVelocity: CGFloat
    var allowsOverdamping: Bool

    /// The spring UIKit uses for `animate(withDuration:delay:usingSpringWithDamping:…)`
    /// and `UISpringTimingParameters(dampingRatio:initialVelocity:)`: mass 1, damping ratio
    /// ζ = `dampingRatio` (clamped to 0.01…1: UIKit's springs do not over-damp), and the
    /// stiffness k = ω₀² for which the motion settles — stays within 0.1 % of the change,
    /// Core Animation's `settlingDuration` — exactly at `duration`, so that the animation,
    /// which lasts `duration`, ends at rest.
    ///
    /// This is the mapping found by matching UIKit's motion (as Framer's and others' ports
    /// do); Apple does not document it, so the curve is approximate. Without an initial
    /// velocity the settling time is inversely proportional to ω₀, so ω₀ = T₁ / `duration`
    /// with T₁ the settling time at ω₀ = 1; with a velocity ω₀ is refined by the same
    /// ratio until the settling time matches (it converges in a few steps).
    init(dampingRatio: CGFloat, initialVelocity: CGFloat, duration: TimeInterval) {
        let ratio = dampingRatio.isFinite ? min(max(dampingRatio, 0.01), 1) : 1
        let velocity = initialVelocity.isFinite ? initialVelocity : 0
        let duration = duration.isFinite && duration > 0 ? duration : 0.5
        mass = 1
        self.initialVelocity = velocity
        allowsOverdamping = false
        var omega: CGFloat = 1
        stiffness = 1
        damping = 2 * ratio
        for _ in 0..<12 {
            stiffness = omega * omega
            damping = 2 * ratio * omega
            let settling = settlingDuration
            guard settling.isFinite, settling > 0 else { break }
            let next = omega * CGFloat(settling / duration)
            if abs(next - omega) <= omega * 1e-9 { break }
            omega = next
        }
        stiffness = omega * omega
        damping = 2 * ratio * omega
    }

    /// A spring given by its physical values (`UISpringTimingParameters(mass:stiffness:
    /// damping:initialVelocity:)`), which may over-damp.
    init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity: CGFloat) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
        allowsOverdamping = true
    }

    /// How long the spring takes to come to rest (Core Animation's definition).
    var settlingDuration: CFTimeInterval {
        let animation = CASpringAnimation()
        configure(animation)
        return animation.settlingDuration
    }

    func configure(_ animation: CASpringAnimation) {
        animation.mass = mass
        animation.stiffness = stiffness
        animation.damping = damping
        animation.initialVelocity = initialVelocity
        animation.allowsOverdamping = allowsOverdamping
    }
}
