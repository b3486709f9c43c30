import CoreGraphics
import Foundation

/// An object that runs view animations an app can start, pause, scrub, reverse and stop
/// (`UIViewPropertyAnimator`).
@preconcurrency @MainActor
public protocol UIViewAnimating: NSObjectProtocol {
    /// Whether the animations are under way (`.active`), stopped, or not (`.inactive`).
    var state: UIViewAnimatingState { get }
    /// Whether the animations are moving now (active and not paused).
    var isRunning: Bool { get }
    /// Whether the animations run backwards, towards their start values.
    var isReversed: Bool { get set }
    /// How far the animations have gone, 0…1; set it while paused to scrub.
    var fractionComplete: CGFloat { get set }
    /// Starts (or resumes) the animations.
    func startAnimation()
    /// Starts (or resumes) the animations after `delay` seconds.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Pauses the animations where they are (starting them paused when inactive).
    func pauseAnimation()
    /// Stops the animations where they are: the views keep the values shown. With
    /// `withoutFinishing` false the animator waits for `finishAnimation(at:)`; with true it
    /// becomes inactive at once, without completion.
    func stopAnimation(_ withoutFinishing: Bool)
    /// Finishes stopped animations at `finalPosition`, calling the completions.
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator to which animations and completions can be added, and whose timing can be
/// changed as it continues.
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// Adds animations that start after `delayFactor` of the remaining duration.
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// Adds animations that run with the others.
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds a block called with the position the animations end at.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    /// Resumes paused animations with new timing (nil: the current), over `durationFactor`
    /// of the remaining duration.
    func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}
