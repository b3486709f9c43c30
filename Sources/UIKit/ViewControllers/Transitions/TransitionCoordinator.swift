import CoreGraphics
import Foundation

/// The one implementation of `UIViewControllerTransitionCoordinator`, made by whatever runs
/// a transition — a navigation push or pop, a tab switch, a presentation, a rotation — and
/// driven by it: the driver calls `animateAlongsideAnimations(curve:)` beside its own
/// animations (or `runAlongsideAnimations()` inside its animation block),
/// `interactionEnded(cancelled:)` when a finger lifts, and `transitionEnded(cancelled:)`
/// once the transition is over, which runs the completions. Animations added after the
/// driver ran them are refused (`animate` answers false), as UIKit does. During an
/// interactive transition the alongside animations follow its progress, as UIKit's do (the
/// navigation bar's cross-fade follows the finger of an interactive pop).
@MainActor
final class TransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    let isAnimated: Bool
    let presentationStyle: UIModalPresentationStyle
    let initiallyInteractive: Bool
    let isInterruptible: Bool
    private(set) var isInteractive: Bool
    private(set) var isCancelled = false
    let transitionDuration: TimeInterval
    /// Set by the driver as an interactive transition moves; the alongside animations follow.
    var percentComplete: CGFloat = 0 {
        didSet { if let alongsideAnimator, isInteractive { alongsideAnimator.fractionComplete = percentComplete } }
    }
    /// Set by the driver when the interaction ends.
    var completionVelocity: CGFloat = 1
    var completionCurve: UIView.AnimationCurve = .easeInOut
    let containerView: UIView
    let targetTransform: CGAffineTransform

    private let controllers: [UITransitionContextViewControllerKey: UIViewController]
    private let views: [UITransitionContextViewKey: UIView]
    private var alongside: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var hasRunAlongside = false
    /// The paused animator an interactive transition's alongside animations run in.
    private var alongsideAnimator: UIViewPropertyAnimator?
    private var hasEnded = false

    init(containerView: UIView, isAnimated: Bool, duration: TimeInterval,
         presentationStyle: UIModalPresentationStyle = .none, isInteractive: Bool = false,
         isInterruptible: Bool = false, targetTransform: CGAffineTransform = .identity,
         controllers: [UITransitionContextViewControllerKey: UIViewController] = [:],
         views: [UITransitionContextViewKey: UIView] = [:]) {
        self.containerView = containerView
        self.isAnimated = isAnimated
        transitionDuration = duration
        self.presentationStyle = presentationStyle
        initiallyInteractive = isInteractive
        self.isInteractive = isInteractive
        self.isInterruptible = isInterruptible
        self.targetTransform = targetTransform
        self.controllers = controllers
        self.views = views
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { controllers[key] }

    func view(forKey key: UITransitionContextViewKey) -> UIView? { views[key] }

    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        guard !hasEnded else { return false }
        if let animation {
            guard !hasRunAlongside else { return false }
            alongside.append(animation)
        }
        if let completion { completions.append(completion) }
        return true
    }

    /// Views outside the container animate in the same block here (one animation clock
    /// serves the whole window), so `view` needs nothing of its own.
    @discardableResult
    func animateAlongsideTransition(in view: UIView?,
                                    animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
        interactionHandlers.append(handler)
    }

    // MARK: Driving

    /// Runs the alongside animations added so far beside the transition's own: at once when
    /// the transition is not animated; in a paused animator its progress scrubs while it is
    /// interactive (run on to the end, or back, when the interaction ends); else in a UIView
    /// animation of the transition's duration and `curve`.
    func animateAlongsideAnimations(curve: UIView.AnimationOptions = .curveEaseInOut) {
        guard isAnimated, transitionDuration > 0 else {
            UIView.performWithoutAnimation { runAlongsideAnimations() }
            return
        }
        guard isInteractive else {
            UIView.animate(withDuration: transitionDuration, delay: 0, options: curve) { self.runAlongsideAnimations() }
            return
        }
        // Linear, so that the fraction scrubbed is the transition's own progress.
        let animator = UIViewPropertyAnimator(duration: transitionDuration, curve: .linear) {
            self.runAlongsideAnimations()
        }
        animator.pauseAnimation()
        animator.fractionComplete = percentComplete
        alongsideAnimator = animator
    }

    /// Runs the alongside animations added so far (the driver calls it inside its animation
    /// block, or at once for an unanimated transition). Later additions are refused.
    func runAlongsideAnimations() {
        hasRunAlongside = true
        let animations = alongside
        alongside = []
        for animation in animations { animation(self) }
    }

    /// The interaction ended: the transition now finishes or (`cancelled`) returns.
    func interactionEnded(cancelled: Bool) {
        isInteractive = false
        isCancelled = cancelled
        if let alongsideAnimator, alongsideAnimator.state == .active {
            alongsideAnimator.isReversed = cancelled
            alongsideAnimator.continueAnimation(withTimingParameters: UICubicTimingParameters(animationCurve: completionCurve),
                                                durationFactor: 1 / max(completionVelocity, 0.01))
        }
        let handlers = interactionHandlers
        interactionHandlers = []
        for handler in handlers { handler(self) }
    }

    /// The transition is over: the completions run, once.
    func transitionEnded(cancelled: Bool) {
        guard !hasEnded else { return }
        if !hasRunAlongside { runAlongsideAnimations() }
        // The alongside animations end with the transition, where it ended.
        if let alongsideAnimator, alongsideAnimator.state == .active {
            alongsideAnimator.stopAnimation(false)
            alongsideAnimator.finishAnimation(at: cancelled ? .start : .end)
        }
        alongsideAnimator = nil
        hasEnded = true
        isInteractive = false
        isCancelled = cancelled
        let handlers = completions
        completions = []
        for handler in handlers { handler(self) }
    }
}
