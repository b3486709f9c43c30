import CoreGraphics
import Foundation

/// The one concrete `UIViewControllerContextTransitioning`: what a container (a navigation
/// controller's push or pop, a presentation or dismissal) gives an animator — the
/// container view, the two controllers and their views, where their views start and end —
/// and how the animator or an interaction controller reports back. Progress reports go to
/// the transition's coordinator; `completeTransition(_:)` runs the driver's completion
/// once. What differs between the drivers is data: the frames (a presentation's are read
/// when asked, as the presenter's view comes back only as a dismissal begins), whether the
/// coordinator exists before the animator says how long it takes (`start(duration:)`),
/// and whether completing ends the coordinator and tells the animator.
@MainActor
final class ViewControllerTransitionContext: NSObject, UIViewControllerContextTransitioning {
    let containerView: UIView
    let isAnimated: Bool
    let presentationStyle: UIModalPresentationStyle
    var targetTransform: CGAffineTransform { coordinator?.targetTransform ?? .identity }
    private(set) var isInteractive: Bool
    private(set) var transitionWasCancelled = false
    /// The coordinator that hears of progress and of the interaction's end: given, or made
    /// by `start(duration:)`.
    private(set) var coordinator: TransitionCoordinator?
    /// The animator, told `animationEnded(_:)` once the transition completes (a
    /// presentation's; a navigation controller tells its own).
    var animator: (any UIViewControllerAnimatedTransitioning)?
    /// Whether completing the transition ends the coordinator (a presentation's; a
    /// navigation controller ends its own).
    private let endsCoordinator: Bool

    private let controllers: [UITransitionContextViewControllerKey: UIViewController]
    private let views: [UITransitionContextViewKey: UIView]
    /// A controller's view's frame at the start (`false`) or end (`true`) of the transition.
    private let frame: (UIViewController, _ final: Bool) -> CGRect
    private var completion: ((Bool) -> Void)?

    /// A context in `containerView` for `controllers` and `views`, their frames from
    /// `frame`; `completion` runs once, with whether the transition completed.
    init(containerView: UIView, controllers: [UITransitionContextViewControllerKey: UIViewController],
         views: [UITransitionContextViewKey: UIView], frame: @escaping (UIViewController, _ final: Bool) -> CGRect,
         isAnimated: Bool, isInteractive: Bool, presentationStyle: UIModalPresentationStyle,
         coordinator: TransitionCoordinator?, endsCoordinator: Bool, completion: @escaping (Bool) -> Void) {
        self.containerView = containerView
        self.controllers = controllers
        self.views = views
        self.frame = frame
        self.isAnimated = isAnimated
        self.isInteractive = isInteractive
        self.presentationStyle = presentationStyle
        self.coordinator = coordinator
        self.endsCoordinator = endsCoordinator
        self.completion = completion
        super.init()
    }

    /// A context for moving from `from` to `to` in `containerView`; `initialFrames` and
    /// `finalFrames` give the views' frames by controller; `coordinator` is the
    /// transition's, which its driver ends.
    convenience init(containerView: UIView, from: UIViewController?, to: UIViewController?,
                     fromView: UIView?, toView: UIView?, initialFrames: [(UIViewController, CGRect)],
                     finalFrames: [(UIViewController, CGRect)], isAnimated: Bool, isInteractive: Bool,
                     presentationStyle: UIModalPresentationStyle = .none, coordinator: TransitionCoordinator,
                     completion: @escaping (Bool) -> Void) {
        var controllers: [UITransitionContextViewControllerKey: UIViewController] = [:]
        controllers[.from] = from
        controllers[.to] = to
        var views: [UITransitionContextViewKey: UIView] = [:]
        views[.from] = fromView
        views[.to] = toView
        let initial = Dictionary(initialFrames.map { (ObjectIdentifier($0.0), $0.1) }) { $1 }
        let final = Dictionary(finalFrames.map { (ObjectIdentifier($0.0), $0.1) }) { $1 }
        self.init(containerView: containerView, controllers: controllers, views: views,
                  frame: { vc, isFinal in (isFinal ? final : initial)[ObjectIdentifier(vc)] ?? .zero },
                  isAnimated: isAnimated, isInteractive: isInteractive, presentationStyle: presentationStyle,
                  coordinator: coordinator, endsCoordinator: false, completion: completion)
    }

    /// Makes the transition's coordinator, lasting `duration`, and returns it.
    func start(duration: TimeInterval) -> TransitionCoordinator {
        let made = TransitionCoordinator(containerView: containerView, isAnimated: isAnimated,
                                         duration: isAnimated ? duration : 0, presentationStyle: presentationStyle,
                                         isInteractive: isInteractive, controllers: controllers, views: views)
        coordinator = made
        return made
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { controllers[key] }

    func view(forKey key: UITransitionContextViewKey) -> UIView? { views[key] }

    func initialFrame(for vc: UIViewController) -> CGRect { frame(vc, false) }

    func finalFrame(for vc: UIViewController) -> CGRect { frame(vc, true) }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        coordinator?.percentComplete = min(1, max(0, percentComplete))
    }

    func finishInteractiveTransition() {
        isInteractive = false
        transitionWasCancelled = false
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
        if endsCoordinator { coordinator?.transitionEnded(cancelled: !didComplete) }
        completion(didComplete)
        animator?.animationEnded(didComplete)
    }

    /// Whether `completeTransition(_:)` has been called.
    var isComplete: Bool { completion == nil }
}
