import CoreGraphics
import Foundation

/// The steps of one presentation or dismissal, in UIKit's order. A presentation: the
/// presented view loads; the container goes into the window; `viewWillDisappear` for a
/// presenting controller a full-screen style covers, `viewWillAppear` for the presented
/// one; the presentation controller hears the transition begin; the presented view goes
/// into the container at its frame (a custom animator adds it itself); `viewIsAppearing`;
/// the animator (or the interaction controller) runs, and the coordinator's alongside
/// animations with it. When it completes: the covered view leaves the window, the
/// presentation controller hears the end, `viewDidAppear`, then `viewDidDisappear` for the
/// covered controller, then the caller's completion. A dismissal mirrors it, the presented
/// views leaving and the covered view returning. A cancelled (interactive) transition
/// sends the reverse appearance pair and leaves things as they were.
@MainActor
enum PresentationTransition {
    /// Shows `presentation`'s presented controller in `window`, presented from `source`;
    /// `completion` runs last, with whether the presentation completed.
    static func present(_ presentation: UIPresentationController, source: UIViewController, in window: UIWindow,
                        animated: Bool, completion: @escaping (Bool) -> Void) {
        let presented = presentation.presentedViewController
        let presenting = presentation.presentingStorage
        // The presented view loads first (viewDidLoad before any appearance callback).
        _ = presented.view
        let container = presentation.installContainer(in: window)
        let covers = presentation.shouldRemovePresentersView
        let delegate = presented.transitioningDelegate
        let custom = presenting.flatMap {
            delegate?.animationController(forPresented: presented, presenting: $0, source: source)
        }
        let animator = custom ?? presentation.systemAnimator(presenting: true)
        let interaction = custom.flatMap { delegate?.interactionControllerForPresentation(using: $0) }
        let context = ViewControllerTransitionContext(
            presentation: presentation, container: container, isPresenting: true, isAnimated: animated,
            isInteractive: interaction?.wantsInteractiveStart ?? false) { completed in
            presentation.isTransitioning = false
            presented.activeTransitionCoordinator = nil
            presenting?.activeTransitionCoordinator = nil
            if completed {
                if covers { presentation.removePresenterView() }
                presentation.presentationTransitionDidEnd(true)
                presented.endAppearanceChange()
                if covers { presenting?.endAppearanceChange() }
            } else {
                presentation.presentationTransitionDidEnd(false)
                presentation.removeContainer()
                reverseAppearance(of: presented, appearing: false)
                if covers, let presenting { reverseAppearance(of: presenting, appearing: true) }
            }
            completion(completed)
        }
        context.animator = animator
        let coordinator = context.start(duration: animator.transitionDuration(using: context))
        // The controllers know the coordinator in their appearance callbacks.
        presented.activeTransitionCoordinator = coordinator
        presenting?.activeTransitionCoordinator = coordinator
        if covers { presenting?.beginAppearanceChange(appearing: false, animated: animated) }
        presented.beginAppearanceChange(appearing: true, animated: animated)
        // A presented controller taking the status bar over decides it from now.
        if presented.capturesStatusBarAppearance { StatusBar.current.update() }
        presentation.isTransitioning = true
        // The adaptive styles tell their delegate the style they show in (`.none`: unadapted).
        if presentation.adaptsInCompactWidth || presentation.adaptedFrom != nil {
            presentation.delegate?.presentationController(presentation, willPresentWithAdaptiveStyle: presentation.adaptiveStyle,
                                                          transitionCoordinator: coordinator)
        }
        presentation.presentationTransitionWillBegin()
        if custom == nil, let view = presentation.presentedView {
            UIView.performWithoutAnimation {
                view.frame = presentation.frameOfPresentedViewInContainerView
                container.addSubview(view)
            }
            presented.reportViewIsAppearing()
        }
        run(animator, interaction, in: context)
        if custom != nil { presented.reportViewIsAppearing() }
    }

    /// Dismisses `chain` (the controllers presented above `presenter`, the lowest first):
    /// the controllers between go at once, the top one with its transition; `completion`
    /// runs last, with whether the dismissal completed (false when an interactive
    /// dismissal was cancelled: everything stays presented).
    static func dismiss(_ chain: [UIViewController], from presenter: UIViewController, animated: Bool,
                        completion: @escaping (Bool) -> Void) {
        guard let top = chain.last, let presentation = top.presentation, let container = presentation.containerStorage,
              let lowest = chain.first?.presentation else {
            completion(true)
            return
        }
        let delegate = top.transitioningDelegate
        let custom = delegate?.animationController(forDismissed: top)
        let animator = custom ?? presentation.systemAnimator(presenting: false)
        let interaction = custom.flatMap { delegate?.interactionControllerForDismissal(using: $0) }
        // The controllers on screen go, the top one first; the presenter returns if a
        // full-screen presentation took its view away.
        let leaving = chain.reversed().filter { $0.countsAsAppeared }
        let uncovers = lowest.hasRemovedPresenterView
        let context = ViewControllerTransitionContext(
            presentation: presentation, container: container, isPresenting: false, isAnimated: animated,
            isInteractive: interaction?.wantsInteractiveStart ?? false) { completed in
            presentation.isTransitioning = false
            top.activeTransitionCoordinator = nil
            presenter.activeTransitionCoordinator = nil
            presentation.dismissalTransitionDidEnd(completed)
            if completed {
                presentation.removeContainer()
                if uncovers { presenter.endAppearanceChange() }
                for controller in leaving { controller.endAppearanceChange() }
            } else {
                if uncovers {
                    lowest.removePresenterView()
                    reverseAppearance(of: presenter, appearing: false)
                }
                for controller in leaving { reverseAppearance(of: controller, appearing: true) }
            }
            completion(completed)
        }
        context.animator = animator
        let coordinator = context.start(duration: animator.transitionDuration(using: context))
        top.activeTransitionCoordinator = coordinator
        presenter.activeTransitionCoordinator = coordinator
        for controller in leaving { controller.beginAppearanceChange(appearing: false, animated: animated) }
        if uncovers { presenter.beginAppearanceChange(appearing: true, animated: animated) }
        for controller in chain.dropLast() {
            if let between = controller.presentation { removeAtOnce(between) }
        }
        lowest.restorePresenterView()
        presenter.reportViewIsAppearing()
        presentation.isTransitioning = true
        presentation.dismissalTransitionWillBegin()
        run(animator, interaction, in: context)
    }

    /// Starts the transition: the interaction controller when there is one, else the
    /// animator; the coordinator's alongside animations run beside it with the animator's
    /// curve (at once when not animated, following the progress when interactive).
    private static func run(_ animator: any UIViewControllerAnimatedTransitioning,
                            _ interaction: (any UIViewControllerInteractiveTransitioning)?,
                            in context: ViewControllerTransitionContext) {
        if let interaction {
            interaction.startInteractiveTransition(context)
        } else {
            animator.animateTransition(using: context)
        }
        context.coordinator?.animateAlongsideAnimations(curve: (animator as? ModalTransitionAnimator)?.curve ?? .curveEaseInOut)
    }

    /// Sends `controller`, half-way through an appearance change a cancelled transition
    /// undoes, the reverse pair (`viewWillAppear` then `viewDidAppear`, or the disappear pair).
    private static func reverseAppearance(of controller: UIViewController, appearing: Bool) {
        controller.beginAppearanceChange(appearing: appearing, animated: true)
        controller.endAppearanceChange()
    }

    /// Ends a presentation below the one being dismissed without a transition: its
    /// controller hears the dismissal begin and end at once, and its container goes.
    private static func removeAtOnce(_ presentation: UIPresentationController) {
        guard let container = presentation.containerStorage else { return }
        let presented = presentation.presentedViewController
        let coordinator = TransitionCoordinator(containerView: container, isAnimated: false, duration: 0,
                                                presentationStyle: presentation.presentationStyle)
        presented.activeTransitionCoordinator = coordinator
        presentation.dismissalTransitionWillBegin()
        UIView.performWithoutAnimation { coordinator.runAlongsideAnimations() }
        coordinator.transitionEnded(cancelled: false)
        presented.activeTransitionCoordinator = nil
        presentation.dismissalTransitionDidEnd(true)
        presentation.restorePresenterView()
        presentation.removeContainer()
    }
}
