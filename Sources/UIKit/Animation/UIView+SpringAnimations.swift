import CoreGraphics
import Foundation

extension UIView {
    /// Animates the changes `animations` makes with the motion of a spring that settles
    /// within `duration`: `dampingRatio` 1 comes to rest without overshooting, lower
    /// values oscillate more (values above 1 act as 1); `velocity` is the speed at the
    /// start in units of the whole change per second (0.5 for a view already moving at
    /// 100 points per second towards a target 200 points away).
    ///
    /// Each change becomes a `CASpringAnimation` of mass 1 whose stiffness makes it settle
    /// at `duration` (see `ViewSpring` for the mapping, which is approximate: UIKit does
    /// not document its own). Everything else — options other than curves, completion,
    /// zero durations, nesting — is as in `animate(withDuration:delay:options:animations:completion:)`.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                              options: AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        let spring = ViewSpring(dampingRatio: dampingRatio, initialVelocity: velocity, duration: duration)
        runAnimationBlock(duration: duration, delay: delay, options: options, timing: .spring(spring),
                          animations: animations, completion: completion)
    }

    /// Animates the changes `animations` makes with a spring of perceptual duration
    /// `springDuration` (the period of its undamped motion) and `bounce` (0: none, up to 1:
    /// undamped; negative: over-damped), starting at `initialSpringVelocity` (units of the
    /// whole change per second). The animations last until the spring settles, and the
    /// completion runs then. (iOS 17's spring API, through
    /// `CASpringAnimation(perceptualDuration:bounce:)`.)
    public class func animate(springDuration: TimeInterval = 0.5, bounce: CGFloat = 0, initialSpringVelocity: CGFloat = 0,
                              delay: TimeInterval = 0, options: AnimationOptions = [], animations: () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        let model = CASpringAnimation(perceptualDuration: springDuration, bounce: bounce)
        let spring = ViewSpring(mass: model.mass, stiffness: model.stiffness, damping: model.damping,
                                initialVelocity: initialSpringVelocity)
        runAnimationBlock(duration: spring.settlingDuration, delay: delay, options: options, timing: .spring(spring),
                          animations: animations, completion: completion)
    }
}
