import CoreGraphics
import Foundation

/// The steps of one presentation or dismissal, in UIKit's order. A presentation: the
/// presented view loads; the container goes into the window; `viewWillDisappear` for a
/// presenting controller a full-screen style covers, `viewWillAppear` for the presented
/// one; the presentation controller hears the transition begin; the presented view goes
/// into the container at its frame; `viewIsAppearing`; the animator runs. When it
/// completes: the covered view leaves the window, the presentation controller hears the
/// end, `viewDidAppear`, then `viewDidDisappear` for the covered controller, then the
/// caller's completion. A dismissal mirrors it, the presented views leaving and the covered
/// view returning.
@MainActor
enum PresentationTransition {
    /// Shows `presentation`'s presented controller in `window`; `completion` runs last.
    static func present(_ presentation: PresentationController, in window: UIWindow, animated: Bool,
                        completion: @escaping () -> Void) {
        let presented = presentation.presentedViewController
        let presenting = presentation.presentingViewController
        // The presented view loads first (viewDidLoad before any appearance callback).
        let view: UIView = presented.view
        let container = presentation.installContainer(in: window)
        let covers = presentation.shouldRemovePresentersView
        if covers { presenting?.beginAppearanceChange(appearing: false, animated: animated) }
        presented.beginAppearanceChange(appearing: true, animated: animated)
        let context = TransitionContext(containerView: container, presentedView: view, isPresenting: true,
                                        isAnimated: animated) { completed in
            presentation.isTransitioning = false
            if covers { presentation.removePresenterView() }
            presentation.presentationTransitionDidEnd(completed)
            presented.endAppearanceChange()
            if covers { presenting?.endAppearanceChange() }
            completion()
        }
        presentation.isTransitioning = true
        presentation.presentationTransitionWillBegin(context)
        UIView.performWithoutAnimation {
            view.frame = presentation.frameOfPresentedViewInContainerView
            container.addSubview(view)
        }
        presented.reportViewIsAppearing()
        presentation.animator(presenting: true).animateTransition(using: context)
    }

    /// Dismisses `chain` (the controllers presented above `presenter`, the lowest first):
    /// the controllers between go at once, the top one with its transition; `completion`
    /// runs last.
    static func dismiss(_ chain: [UIViewController], from presenter: UIViewController, animated: Bool,
                        completion: @escaping () -> Void) {
        guard let top = chain.last, let presentation = top.presentation, let container = presentation.containerView,
              let lowest = chain.first?.presentation else {
            completion()
            return
        }
        // The controllers on screen go, the top one first; the presenter returns if a
        // full-screen presentation took its view away.
        let leaving = chain.reversed().filter { $0.countsAsAppeared }
        for controller in leaving { controller.beginAppearanceChange(appearing: false, animated: animated) }
        let uncovers = lowest.hasRemovedPresenterView
        if uncovers { presenter.beginAppearanceChange(appearing: true, animated: animated) }
        for controller in chain.dropLast() {
            if let between = controller.presentation { removeAtOnce(between) }
        }
        lowest.restorePresenterView()
        presenter.reportViewIsAppearing()
        let context = TransitionContext(containerView: container, presentedView: presentation.presentedView,
                                        isPresenting: false, isAnimated: animated) { completed in
            presentation.isTransitioning = false
            presentation.dismissalTransitionDidEnd(completed)
            presentation.removeContainer()
            if uncovers { presenter.endAppearanceChange() }
            for controller in leaving { controller.endAppearanceChange() }
            completion()
        }
        presentation.isTransitioning = true
        presentation.dismissalTransitionWillBegin(context)
        presentation.animator(presenting: false).animateTransition(using: context)
    }

    /// Ends a presentation below the one being dismissed without a transition: its
    /// controller hears the dismissal begin and end at once, and its container goes.
    private static func removeAtOnce(_ presentation: PresentationController) {
        guard let container = presentation.containerView else { return }
        let context = TransitionContext(containerView: container, presentedView: presentation.presentedView,
                                        isPresenting: false, isAnimated: false) { _ in }
        presentation.dismissalTransitionWillBegin(context)
        UIView.performWithoutAnimation { context.runAlongsideAnimations() }
        presentation.dismissalTransitionDidEnd(true)
        presentation.restorePresenterView()
        presentation.removeContainer()
    }
}
