import CoreGraphics
import Foundation

/// The context of one presentation or dismissal, given to its animator (and interaction
/// controller) as UIKit gives one: the container, the two controllers (`.from` is the one
/// on screen when the transition begins), their views — the presenter's only when the
/// style removes it (`view(forKey:)` is nil for a presenter that stays, as on iOS) — and
/// their frames. It drives the transition's coordinator: interactive progress, the end of
/// the interaction, and `completeTransition(_:)`, which runs the transition's remaining
/// steps once.
@MainActor
final class PresentationTransitionContext: NSObject, UIViewControllerContextTransitioning {
    let containerView: UIView
    let isAnimated: Bool
    private(set) var isInteractive: Bool
    private(set) var transitionWasCancelled = false
    let presentationStyle: UIModalPresentationStyle
    var targetTransform: CGAffineTransform { .identity }
    /// Whether the presented controller arrives (else it leaves).
    let isPresenting: Bool
    /// The coordinator the controllers' `transitionCoordinator` answers with meanwhile,
    /// made by `start(duration:)` once the animator has said how long it takes.
    private(set) var coordinator: TransitionCoordinator?
    /// The animator, told `animationEnded(_:)` once the transition completes.
    var animator: (any UIViewControllerAnimatedTransitioning)?

    private let presented: UIViewController
    private let presenting: UIViewController?
    private let presentedFrame: CGRect
    private let views: [UITransitionContextViewKey: UIView]
    private let controllers: [UITransitionContextViewControllerKey: UIViewController]
    private var completion: ((Bool) -> Void)?

    /// A context for `presentation`'s presentation (`isPresenting`) or dismissal;
    /// `completion` runs once, when the animator completes the transition.
    init(presentation: UIPresentationController, container: UIView, isPresenting: Bool, isAnimated: Bool,
         isInteractive: Bool, completion: @escaping (Bool) -> Void) {
        containerView = container
        self.isAnimated = isAnimated
        self.isInteractive = isInteractive
        self.isPresenting = isPresenting
        presentationStyle = presentation.presentationStyle
        presented = presentation.presentedViewController
        presenting = presentation.presentingStorage
        presentedFrame = presentation.frameOfPresentedViewInContainerView
        var views: [UITransitionContextViewKey: UIView] = [:]
        views[isPresenting ? .to : .from] = presentation.presentedView
        if presentation.shouldRemovePresentersView, let view = presentation.presentingStorage?.viewIfLoaded {
            views[isPresenting ? .from : .to] = view
        }
        self.views = views
        var controllers: [UITransitionContextViewControllerKey: UIViewController] = [:]
        controllers[isPresenting ? .to : .from] = presented
        controllers[isPresenting ? .from : .to] = presentation.presentingStorage
        self.controllers = controllers
        self.completion = completion
        super.init()
    }

    /// Makes the transition's coordinator, lasting `duration`, and returns it.
    func start(duration: TimeInterval) -> TransitionCoordinator {
        let coordinator = TransitionCoordinator(containerView: containerView, isAnimated: isAnimated,
                                                duration: isAnimated ? duration : 0, presentationStyle: presentationStyle,
                                                isInteractive: isInteractive, controllers: controllers, views: views)
        self.coordinator = coordinator
        return coordinator
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { controllers[key] }

    func view(forKey key: UITransitionContextViewKey) -> UIView? { views[key] }

    func initialFrame(for vc: UIViewController) -> CGRect {
        if vc === presented { return isPresenting ? .zero : presentedFrame }
        return presenterFrame(vc)
    }

    func finalFrame(for vc: UIViewController) -> CGRect {
        if vc === presented { return isPresenting ? presentedFrame : .zero }
        return presenterFrame(vc)
    }

    /// The presenter's frame in the container, when the transition moves its view.
    private func presenterFrame(_ vc: UIViewController) -> CGRect {
        guard vc === presenting, let view = views[isPresenting ? .from : .to], view.superview != nil else { return .zero }
        return view.convert(view.bounds, to: containerView)
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        coordinator?.percentComplete = min(max(percentComplete, 0), 1)
    }

    func finishInteractiveTransition() {
        isInteractive = false
        coordinator?.interactionEnded(cancelled: false)
    }

    func cancelInteractiveTransition() {
        isInteractive = false
        transitionWasCancelled = true
        coordinator?.interactionEnded(cancelled: true)
    }

    func pauseInteractiveTransition() {
        isInteractive = true
    }

    func completeTransition(_ didComplete: Bool) {
        guard let completion else { return }
        self.completion = nil
        coordinator?.transitionEnded(cancelled: !didComplete)
        completion(didComplete)
        animator?.animationEnded(didComplete)
    }
}
