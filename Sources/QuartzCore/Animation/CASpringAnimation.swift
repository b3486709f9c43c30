import CoreGraphics
import Foundation

/// An animation that moves a property as if pulled to its end value by a spring: a mass
/// on a damped spring, released at the start value with an initial velocity.
///
/// The motion is the closed-form solution of the damped harmonic oscillator at the
/// animation's local time (the timing function does not apply); `duration` only decides
/// when the animation ends (set it to `settlingDuration` for the whole motion). The
/// from/to/by values follow `CABasicAnimation`'s rules.
open class CASpringAnimation: CABasicAnimation {
    /// The mass on the spring, > 0. Default 1.
    open var mass: CGFloat = 1
    /// The spring's stiffness, > 0. Default 100.
    open var stiffness: CGFloat = 100
    /// The damping coefficient, ≥ 0. Default 10.
    open var damping: CGFloat = 10
    /// The velocity at the start, in units of the whole change per second: positive
    /// towards the end value. Default 0.
    open var initialVelocity: CGFloat = 0
    /// Whether a damping above critical slows the motion (over-damped); when false (the
    /// default) such a spring moves as a critically damped one.
    open var allowsOverdamping = false

    /// A spring with mass 1 that settles in about `perceptualDuration` seconds, bouncing
    /// by `bounce` (0: critically damped, up to 1: undamped; below 0 over-damped).
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        let response = perceptualDuration.isFinite && perceptualDuration > 0 ? perceptualDuration : 0.5
        let bounce = bounce.isFinite ? min(max(bounce, -1 + 1e-6), 1) : 0
        let ratio = bounce >= 0 ? 1 - Double(bounce) : 1 / (1 + Double(bounce))
        mass = 1
        stiffness = pow(2 * .pi / response, 2)
        damping = 4 * .pi * ratio / response
        allowsOverdamping = true
    }

    /// How long the spring takes to come to rest: the time after which it stays within
    /// 0.001 of the change from the end value.
    open var settlingDuration: CFTimeInterval { solver.settlingDuration }

    /// The period of the undamped spring, 2π√(m/k): the pace of the motion.
    open var perceptualDuration: CFTimeInterval {
        2 * .pi / solver.naturalFrequency
    }

    /// How bouncy the spring is: 1 − ζ for a damping ratio ζ up to 1, 1/ζ − 1 above.
    open var bounce: CGFloat {
        let ratio = (Double(damping) / (2 * (Double(stiffness) * Double(mass)).squareRoot()))
        guard ratio.isFinite else { return 0 }
        return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
    }

    var solver: SpringSolver {
        SpringSolver(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity,
                     allowsOverdamping: allowsOverdamping)
    }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! CASpringAnimation
        copy.mass = mass
        copy.stiffness = stiffness
        copy.damping = damping
        copy.initialVelocity = initialVelocity
        copy.allowsOverdamping = allowsOverdamping
        return copy
    }
}
