import Foundation

/// A tab switch animated by the delegate: when the delegate's
/// `tabBarController(_:animationControllerForTransitionFrom:to:)` gives an animator (asked
/// for taps and for selection in code alike, as UIKit does), it moves the views in the
/// controller's transition view, below the tab bar, optionally driven by the delegate's
/// interaction controller. The callbacks follow UIKit: both `will` calls at the start, the
/// `did` calls when the animator completes; a cancelled (interactive) switch gives the
/// selection back and reverses the two changes.
extension UITabBarController {
    /// Switches from `old` to `new` with the delegate's animator; false, doing nothing, when
    /// the delegate gives none or the controller is not on screen.
    func runDelegateTransition(from old: UIViewController, to new: UIViewController, previousIndex: Int) -> Bool {
        guard let delegate, let root = viewIfLoaded, root.window != nil, appearance == .appeared,
              let animator = delegate.tabBarController(self, animationControllerForTransitionFrom: old, to: new)
        else { return false }
        let interaction = delegate.tabBarController(self, interactionControllerFor: animator)
        (interaction as? UIPercentDrivenInteractiveTransition)?.transitionAnimator = animator
        let fromView: UIView = old.view, toView: UIView = new.view
        let container = transitionView
        let coordinator = TransitionCoordinator(
            containerView: container, isAnimated: true, duration: animator.transitionDuration(using: nil),
            isInteractive: interaction != nil, controllers: [.from: old, .to: new],
            views: [.from: fromView, .to: toView])
        let transition = TabBarTransition(from: old, to: new, previousIndex: previousIndex, animator: animator,
                                          coordinator: coordinator)
        // The arriving view gets its frame and its share of the safe area before the
        // animator sees it; the animator puts it in the container.
        place(new)
        transition.context = ViewControllerTransitionContext(
            containerView: container, from: old, to: new, fromView: fromView, toView: toView,
            initialFrames: [(old, fromView.frame)], finalFrames: [(new, toView.frame)], isAnimated: true,
            isInteractive: interaction != nil, coordinator: coordinator) { [weak self, weak transition] completed in
                guard let self, let transition else { return }
                self.endDelegateTransition(transition, completed: completed)
            }
        runningTabTransition = transition
        for controller in [self, old, new] { controller.activeTransitionCoordinator = coordinator }
        old.beginAppearanceChange(appearing: false, animated: true)
        new.beginAppearanceChange(appearing: true, animated: true)
        if let interaction {
            interaction.startInteractiveTransition(transition.context)
        } else {
            animator.animateTransition(using: transition.context)
        }
        new.reportViewIsAppearing()
        coordinator.animateAlongsideAnimations()
        return true
    }

    /// The animator completed the switch (or the interaction cancelled it).
    private func endDelegateTransition(_ transition: TabBarTransition, completed: Bool) {
        let from = transition.from, to = transition.to
        if runningTabTransition === transition { runningTabTransition = nil }
        if completed {
            from.viewIfLoaded?.removeFromSuperview()
            from.endAppearanceChange()
            to.endAppearanceChange()
        } else {
            restoreSelection(index: transition.previousIndex)
            // As a cancelled navigation transition: the arriving controller disappears
            // again, then the one that stayed appears again.
            to.beginAppearanceChange(appearing: false, animated: true)
            to.endAppearanceChange()
            from.beginAppearanceChange(appearing: true, animated: true)
            to.viewIfLoaded?.removeFromSuperview()
            from.endAppearanceChange()
        }
        transition.coordinator.transitionEnded(cancelled: !completed)
        for controller in [self, from, to] where controller.activeTransitionCoordinator === transition.coordinator {
            controller.activeTransitionCoordinator = nil
        }
        transition.animator.animationEnded(completed)
        viewIfLoaded?.setNeedsLayout()
    }
}
