import Foundation

extension UIView {
    /// Animates the changes `animations` makes to views' animatable properties (`frame`,
    /// `bounds`, `center`, `transform`, `alpha`, `backgroundColor`, `contentStretch`, and
    /// their layers' counterparts) over `duration` seconds, after `delay`.
    ///
    /// The block runs at once and the properties take their new values at once; what is
    /// shown moves to them over the following frames of the host clock. `completion` runs
    /// once every animation made has ended, with `finished` false when any was cut short
    /// (removed, replaced by a later animation of the same property, its layer gone). With
    /// a duration of zero, negative or not a number, or with animations disabled, the
    /// changes are made without animation and `completion` runs at the start of the next
    /// turn of the run loop, with `finished` true. Inside another animation block the
    /// duration and curve are the enclosing block's unless `options` override them.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              options: AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        runAnimationBlock(duration: duration, delay: delay, options: options, timing: ViewAnimationTiming(curveOf: options),
                          animations: animations, completion: completion)
    }

    /// `animate(withDuration:delay:options:animations:completion:)` with no delay and the
    /// default options (ease-in-ease-out).
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// `animate(withDuration:delay:options:animations:completion:)` with no delay, the
    /// default options and no completion.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Runs `actionsWithoutAnimation` with animations disabled: its changes are made at
    /// once, even inside an animation block.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let enabled = animationsEnabledFlag
        animationsEnabledFlag = false
        actionsWithoutAnimation()
        animationsEnabledFlag = enabled
    }

    /// Whether animation blocks animate (default true). Set with `setAnimationsEnabled(_:)`.
    public class var areAnimationsEnabled: Bool { animationsEnabledFlag }

    /// Enables or disables animations: while disabled, animation blocks still run but
    /// their changes are made at once. Animations already running go on to their end.
    public class func setAnimationsEnabled(_ enabled: Bool) {
        animationsEnabledFlag = enabled
    }

    /// The duration of the innermost animation block open now (what a nested block
    /// inherits); 0 outside any block.
    public class var inheritedAnimationDuration: TimeInterval {
        ViewAnimationContext.current?.duration ?? 0
    }

    /// The block animations' common path: checks the duration, opens a block with the
    /// settings, runs `animations` inside it.
    static func runAnimationBlock(duration: TimeInterval, delay: TimeInterval, options: AnimationOptions,
                                  timing: ViewAnimationTiming, kind: ViewAnimationContext.Kind = .block,
                                  animations: () -> Void, completion: ((Bool) -> Void)?) {
        guard duration.isFinite, duration > 0, animationsEnabledFlag else {
            performWithoutAnimation(animations)
            completeOnNextTurn(completion)
            return
        }
        let context = ViewAnimationContext(kind: kind, duration: duration, delay: delay, options: options,
                                           timing: timing, completion: completion)
        context.perform(animations)
    }

    /// Runs `completion` with `finished` true at the start of the next turn of the run
    /// loop, as UIKit does for a block that animated nothing.
    static func completeOnNextTurn(_ completion: ((Bool) -> Void)?) {
        guard let completion else { return }
        HostRunLoop.current.perform { completion(true) }
    }
}
