import CoreGraphics
import Foundation

/// What UIKit's `UIPresentationController` does for one presented view controller, from
/// `present(_:animated:completion:)` to the end of its dismissal: it owns the container view
/// the presented view sits in (above everything in the window), says where that view goes
/// (`frameOfPresentedViewInContainerView`) and whether the presenting controller's view
/// leaves the window while covered (`shouldRemovePresentersView`), is told when each
/// transition begins and ends, and gives the animator that runs each transition.
///
/// The default shows the presented view over the whole container with the standard
/// transition of its `modalTransitionStyle`; subclasses change the members above
/// (`AlertPresentationController`). Its members carry UIKit's names so that
/// `UIPresentationController` can become it, with custom transitions through a
/// transitioning delegate.
@MainActor
class PresentationController {
    /// The two transitions of a presentation.
    enum Phase {
        case presenting
        case dismissing
    }

    /// The controller shown (which owns this presentation while it is presented).
    unowned let presentedViewController: UIViewController
    /// The controller it was presented from.
    private(set) weak var presentingViewController: UIViewController?
    /// The resolved presentation style.
    let presentationStyle: UIModalPresentationStyle
    /// The view holding the presented view, in the window from the start of the
    /// presentation to the end of the dismissal.
    private(set) var containerView: PresentationContainerView?
    /// Whether a transition is under way: its animator places the presented view, so
    /// layout leaves it alone.
    var isTransitioning = false
    /// The presenting controller's view, taken out of the window while a full-screen
    /// presentation covers it, and where it was.
    private var removedPresenterView: RemovedView?

    private struct RemovedView {
        let view: UIView
        let superview: UIView
        let index: Int
        /// Whether it filled its superview (it is made to fill it again when it returns).
        let filled: Bool
    }

    init(presenting presented: UIViewController, by presenting: UIViewController, style: UIModalPresentationStyle) {
        presentedViewController = presented
        presentingViewController = presenting
        presentationStyle = style
    }

    // MARK: What subclasses change

    /// The view the transitions move: the presented controller's view.
    var presentedView: UIView? { presentedViewController.viewIfLoaded }

    /// Where the presented view goes in the container: the whole container by default.
    var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// Whether the presenting controller's view leaves the window once the presented view
    /// covers it (and its controller gets the disappear and appear callbacks): the
    /// full-screen styles.
    var shouldRemovePresentersView: Bool { presentationStyle == .fullScreen || presentationStyle == .currentContext }

    /// Called when the presentation transition is about to run; `context` takes animations
    /// to run alongside it. The default does nothing.
    func presentationTransitionWillBegin(_ context: TransitionContext) {}

    /// Called when the presentation transition has ended. The default does nothing.
    func presentationTransitionDidEnd(_ completed: Bool) {}

    /// Called when the dismissal transition is about to run. The default does nothing.
    func dismissalTransitionWillBegin(_ context: TransitionContext) {}

    /// Called when the dismissal transition has ended, before the container leaves the
    /// window. The default does nothing.
    func dismissalTransitionDidEnd(_ completed: Bool) {}

    /// Called when the container lays out its subviews: between transitions the presented
    /// view is put at `frameOfPresentedViewInContainerView` (so it follows the window's size).
    func containerViewWillLayoutSubviews() {
        guard !isTransitioning, let view = presentedView, view.superview === containerView else { return }
        view.frame = frameOfPresentedViewInContainerView
    }

    /// The animator of the presentation (`presenting`) or dismissal transition: the
    /// standard one of the presented controller's `modalTransitionStyle`.
    func animator(presenting: Bool) -> any TransitionAnimator {
        switch presentedViewController.modalTransitionStyle {
        case .crossDissolve: ModalTransitionAnimator(.crossDissolve)
        // The 3-D flip and curl are not built: they slide as .coverVertical does.
        case .coverVertical, .flipHorizontal, .partialCurl: ModalTransitionAnimator(.coverVertical)
        }
    }

    // MARK: Used by the transitions

    /// Puts a new container, filling `window`, above everything in it.
    func installContainer(in window: UIWindow) -> PresentationContainerView {
        let container = PresentationContainerView(frame: window.bounds, presentation: self)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(container)
        containerView = container
        return container
    }

    /// Takes the container out of the window, and the presented view out of it.
    func removeContainer() {
        if let view = presentedView, view.superview === containerView { view.removeFromSuperview() }
        containerView?.removeFromSuperview()
        containerView = nil
    }

    /// Whether the presenting controller's view is out of the window because of this
    /// presentation.
    var hasRemovedPresenterView: Bool { removedPresenterView != nil }

    /// Takes the presenting controller's view out of the window, remembering where it was.
    func removePresenterView() {
        guard let view = presentingViewController?.viewIfLoaded, let superview = view.superview else { return }
        let index = superview.subviews.firstIndex { $0 === view } ?? 0
        removedPresenterView = RemovedView(view: view, superview: superview, index: index, filled: view.frame == superview.bounds)
        view.removeFromSuperview()
    }

    /// Puts the presenting controller's view back where it was (unless it was put
    /// elsewhere meanwhile), resized to its superview if it filled it.
    func restorePresenterView() {
        guard let removed = removedPresenterView else { return }
        removedPresenterView = nil
        guard removed.view.superview == nil else { return }
        UIView.performWithoutAnimation {
            if removed.filled { removed.view.frame = removed.superview.bounds }
            removed.superview.insertSubview(removed.view, at: min(removed.index, removed.superview.subviews.count))
        }
    }
}
