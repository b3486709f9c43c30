import CoreGraphics
import Foundation

/// The container view and the covered presenter's view, managed for the transitions.
extension UIPresentationController {
    /// Puts a new container above everything in `window`, at `containerFrame(in:)`.
    func installContainer(in window: UIWindow) -> PresentationContainerView {
        let container = PresentationContainerView(frame: containerFrame(in: window), presentation: self)
        if container.frame == window.bounds { container.autoresizingMask = [.flexibleWidth, .flexibleHeight] }
        window.addSubview(container)
        containerStorage = container
        return container
    }

    /// Takes the container out of the window, and the presented view out of it.
    func removeContainer() {
        if let view = presentedView, view.superview === containerStorage { view.removeFromSuperview() }
        containerStorage?.removeFromSuperview()
        containerStorage = nil
    }

    /// Called by the container as it lays out: the public hooks around it, and between
    /// transitions the presented view put at `frameOfPresentedViewInContainerView` (so it
    /// follows the window's size) when the style is a system one.
    func containerWillLayout() {
        containerViewWillLayoutSubviews()
        guard placesPresentedViewOnLayout, !isTransitioning, let view = presentedView,
              view.superview === containerStorage else { return }
        // Through bounds and centre, so a view scaled back behind a stacked sheet keeps its scale.
        let frame = frameOfPresentedViewInContainerView
        view.bounds.size = frame.size
        view.center = CGPoint(x: frame.midX, y: frame.midY)
    }

    /// Whether the presenting controller's view is out of the window because of this
    /// presentation.
    var hasRemovedPresenterView: Bool { removedPresenterView != nil }

    /// Takes the presenting controller's view out of the window, remembering where it was.
    func removePresenterView() {
        guard let view = presentingStorage?.viewIfLoaded, let superview = view.superview else { return }
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
