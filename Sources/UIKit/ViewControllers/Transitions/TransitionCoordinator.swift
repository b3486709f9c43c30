import CoreGraphics
import Foundation

/// The one implementation of `UIViewControllerTransitionCoordinator`, made by whatever runs
/// a transition — a navigation push or pop, a tab switch, a presentation, a rotation — and
/// driven by it: the driver calls `runAlongsideAnimations()` inside its animation block,
/// `interactionEnded(cancelled:)` when a finger lifts, and `transitionEnded(cancelled:)`
/// once the transition is over, which runs the completions. Animations added after the
/// driver ran them are refused (`animate` answers false), as UIKit does.
@MainActor
final class TransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    let isAnimated: Bool
    let presentationStyle: UIModalPresentationStyle
    let initiallyInteractive: Bool
    let isInterruptible: Bool
    private(set) var isInteractive: Bool
    private(set) var isCancelled = false
    let transitionDuration: TimeInterval
    /// Set by the driver as an interactive transition moves.
    var percentComplete: CGFloat = 0
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
        let handlers = interactionHandlers
        interactionHandlers = []
        for handler in handlers { handler(self) }
    }

    /// The transition is over: the completions run, once.
    func transitionEnded(cancelled: Bool) {
        guard !hasEnded else { return }
        if !hasRunAlongside { runAlongsideAnimations() }
        hasEnded = true
        isInteractive = false
        isCancelled = cancelled
        let handlers = completions
        completions = []
        for handler in handlers { handler(self) }
    }
}
