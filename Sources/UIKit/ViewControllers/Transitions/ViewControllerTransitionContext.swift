import CoreGraphics
import Foundation

/// The one concrete `UIViewControllerContextTransitioning`: what a container (a navigation
/// controller's push or pop, a presentation) gives an animator — the container view, the
/// two controllers and their views, where their views start and end — and how the
/// animator or an interaction controller reports back. `completeTransition(_:)` runs the
/// driver's completion once; progress reports go to the transition's coordinator.
@MainActor
final class ViewControllerTransitionContext: NSObject, UIViewControllerContextTransitioning {
    let containerView: UIView
    let isAnimated: Bool
    let presentationStyle: UIModalPresentationStyle
    let targetTransform: CGAffineTransform
    private(set) var isInteractive: Bool
    private(set) var transitionWasCancelled = false
    /// The coordinator that hears of progress and of the interaction's end.
    let coordinator: TransitionCoordinator

    private let controllers: [UITransitionContextViewControllerKey: UIViewController]
    private let views: [UITransitionContextViewKey: UIView]
    private let initialFrames: [ObjectIdentifier: CGRect]
    private let finalFrames: [ObjectIdentifier: CGRect]
    private var completion: ((Bool) -> Void)?

    /// A context for moving from `from` to `to` in `containerView`; `initialFrames` and
    /// `finalFrames` give the views' frames by controller; `completion` runs once, with
    /// whether the transition completed.
    init(containerView: UIView, from: UIViewController?, to: UIViewController?,
         fromView: UIView?, toView: UIView?, initialFrames: [(UIViewController, CGRect)],
         finalFrames: [(UIViewController, CGRect)], isAnimated: Bool, isInteractive: Bool,
         presentationStyle: UIModalPresentationStyle = .none, coordinator: TransitionCoordinator,
         completion: @escaping (Bool) -> Void) {
        self.containerView = containerView
        self.isAnimated = isAnimated
        self.isInteractive = isInteractive
        self.presentationStyle = presentationStyle
        targetTransform = coordinator.targetTransform
        self.coordinator = coordinator
        var controllers: [UITransitionContextViewControllerKey: UIViewController] = [:]
        controllers[.from] = from
        controllers[.to] = to
        self.controllers = controllers
        var views: [UITransitionContextViewKey: UIView] = [:]
        views[.from] = fromView
        views[.to] = toView
        self.views = views
        self.initialFrames = Dictionary(initialFrames.map { (ObjectIdentifier($0.0), $0.1) }) { $1 }
        self.finalFrames = Dictionary(finalFrames.map { (ObjectIdentifier($0.0), $0.1) }) { $1 }
        self.completion = completion
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { controllers[key] }

    func view(forKey key: UITransitionContextViewKey) -> UIView? { views[key] }

    func initialFrame(for vc: UIViewController) -> CGRect { initialFrames[ObjectIdentifier(vc)] ?? .zero }

    func finalFrame(for vc: UIViewController) -> CGRect { finalFrames[ObjectIdentifier(vc)] ?? .zero }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        coordinator.percentComplete = min(1, max(0, percentComplete))
    }

    func finishInteractiveTransition() {
        isInteractive = false
        transitionWasCancelled = false
        coordinator.interactionEnded(cancelled: false)
    }

    func cancelInteractiveTransition() {
        isInteractive = false
        transitionWasCancelled = true
        coordinator.interactionEnded(cancelled: true)
    }

    func pauseInteractiveTransition() {
        isInteractive = true
    }

    func completeTransition(_ didComplete: Bool) {
        guard let completion else { return }
        self.completion = nil
        completion(didComplete)
    }

    /// Whether `completeTransition(_:)` has been called.
    var isComplete: Bool { completion == nil }
}
