import Foundation

/// Changing the stack: the containment calls (`willMove(toParent:)` at once,
/// `didMove(toParent:)` at the end), the bar's items, and — when the navigation controller
/// is on screen and the top changes — a transition with the appearance callbacks in
/// UIKit's order: `willShow`, the leaving controller's `viewWillDisappear`, the arriving
/// one's `viewWillAppear` (then `viewIsAppearing` once its view is placed), and at the end
/// `viewDidDisappear`, `viewDidAppear`, `didMove(toParent:)` and `didShow`. A change that
/// arrives while a transition runs ends that one first, at its end.
extension UINavigationController {
    func changeStack(to newStack: [UIViewController], operation: Operation, animated: Bool) {
        runningTransition?.finishNow()
        let oldStack = stack
        let oldTop = oldStack.last
        let removed = oldStack.filter { old in !newStack.contains { $0 === old } }
        let added = newStack.filter { new in !oldStack.contains { $0 === new } }
        for controller in added {
            addChild(controller)
            controller.navigationControllerStorage = self
        }
        for controller in removed { controller.willMove(toParent: nil) }
        stack = newStack
        childrenStorage = newStack + childrenStorage.filter { child in !newStack.contains { $0 === child } }
        guard let newTop = newStack.last else {
            oldTop?.viewIfLoaded?.removeFromSuperview()
            endContainment(added: added, removed: removed)
            syncBars(animated: false)
            return
        }
        guard let root = viewIfLoaded, root.window != nil, appearance == .appeared, let oldTop, oldTop !== newTop else {
            // Not on screen (or the top stays): the views swap, the callbacks come from
            // the view hierarchy as the controller appears later.
            syncBars(animated: false)
            if isViewLoaded, oldTop !== newTop {
                oldTop?.viewIfLoaded?.removeFromSuperview()
                installView(of: newTop)
            }
            endContainment(added: added, removed: removed)
            return
        }
        beginTransition(operation: operation == .none ? .push : operation, from: oldTop, to: newTop, added: added,
                        removed: removed, oldStack: oldStack, animated: animated, interactive: false)
    }

    /// Puts `controller`'s view in the transition view, placed.
    func installView(of controller: UIViewController) {
        let content: UIView = controller.view
        if content.superview !== transitionView { transitionView.addSubview(content) }
        place(controller, in: view.bounds)
    }

    /// The containment calls of a finished change: the removed controllers leave (their
    /// `didMove(toParent: nil)`), the added ones get `didMove(toParent:)`.
    private func endContainment(added: [UIViewController], removed: [UIViewController]) {
        for controller in removed {
            controller.removeFromParent()
            if controller.navigationControllerStorage === self { controller.navigationControllerStorage = nil }
        }
        for controller in added where controller.parentStorage === self { controller.didMove(toParent: self) }
        // A tab popped off the More tab's stack goes back to the tab bar controller.
        if !removed.isEmpty, let tabs = tabBarController, tabs.moreNavigationStorage === self { tabs.adoptOverflowTabs() }
    }

    /// The bars show the stack: one item per controller, the top's toolbar items.
    func syncBars(animated: Bool) {
        if let coordinator = runningTransition?.coordinator, coordinator.isInteractive {
            managedNavigationBar.setItems(stack.map(\.navigationItem), animated: animated, alongside: coordinator)
        } else {
            managedNavigationBar.setItems(stack.map(\.navigationItem), animated: animated)
        }
        managedToolbar.setItems(stack.last?.toolbarItemsStorage, animated: animated)
        contentScrollViewsDidChange()
        viewIfLoaded?.setNeedsLayout()
        // A tab bar controller hides its bar for a top controller with hidesBottomBarWhenPushed.
        tabBarController?.viewIfLoaded?.setNeedsLayout()
    }

    /// Runs a transition from `from` to `to` on screen.
    func beginTransition(operation: Operation, from: UIViewController, to: UIViewController,
                         added: [UIViewController], removed: [UIViewController], oldStack: [UIViewController],
                         animated: Bool, interactive: Bool) {
        to.loadViewIfNeeded()
        delegate?.navigationController(self, willShow: to, animated: animated)
        let custom = animated
            ? delegate?.navigationController(self, animationControllerFor: operation, from: from, to: to) : nil
        let animator = custom ?? NavigationSlideAnimator(operation: operation)
        var interaction: (any UIViewControllerInteractiveTransitioning)?
        if let custom {
            interaction = delegate?.navigationController(self, interactionControllerFor: custom)
        } else if interactive {
            interaction = interactivePopDriver
        }
        (interaction as? UIPercentDrivenInteractiveTransition)?.transitionAnimator = animator
        let transition = NavigationTransition(operation: operation, from: from, to: to, added: added,
                                              removed: removed, oldStack: oldStack, animated: animated,
                                              animator: animator, interaction: interaction)
        runningTransition = transition
        let bounds = view.bounds
        let toFrame = contentFrame(for: to, in: bounds)
        let coordinator = TransitionCoordinator(
            containerView: transitionView, isAnimated: animated,
            duration: animated ? animator.transitionDuration(using: nil) : 0,
            isInteractive: interaction != nil, controllers: [.from: from, .to: to],
            views: [.from: from.view, .to: to.view])
        transition.coordinator = coordinator
        transition.context = ViewControllerTransitionContext(
            containerView: transitionView, from: from, to: to, fromView: from.view, toView: to.view,
            initialFrames: [(from, from.view.frame)], finalFrames: [(to, toFrame)], isAnimated: animated,
            isInteractive: interaction != nil, coordinator: coordinator) { [weak self, weak transition] completed in
                guard let self, let transition else { return }
                self.endTransition(transition, completed: completed)
            }
        for controller in [self, from, to] { controller.activeTransitionCoordinator = coordinator }
        from.beginAppearanceChange(appearing: false, animated: animated)
        to.beginAppearanceChange(appearing: true, animated: animated)
        // The arriving view goes above the leaving one on a push, below it on a pop.
        let toView: UIView = to.view
        UIView.performWithoutAnimation {
            if operation == .pop {
                transitionView.insertSubview(toView, belowSubview: from.view)
            } else {
                transitionView.addSubview(toView)
            }
            place(to, in: bounds)
            toView.layoutIfNeeded()
        }
        to.reportViewIsAppearing()
        syncBars(animated: animated)
        if animated {
            tabBarController?.slideBar(with: self, from: from, to: to, oldStack: oldStack, coordinator: coordinator)
        }
        guard animated else {
            coordinator.runAlongsideAnimations()
            HostRunLoop.current.perform { [weak transition] in transition?.context.completeTransition(true) }
            return
        }
        if let interaction {
            interaction.startInteractiveTransition(transition.context)
        } else {
            animator.animateTransition(using: transition.context)
        }
        coordinator.animateAlongsideAnimations()
    }

    /// The transition ended: completed, the leaving view goes and the callbacks end;
    /// cancelled, the stack and bar go back and the two controllers' changes reverse.
    private func endTransition(_ transition: NavigationTransition, completed: Bool) {
        let from = transition.from, to = transition.to
        if runningTransition === transition { runningTransition = nil }
        if completed {
            from.viewIfLoaded?.removeFromSuperview()
            from.endAppearanceChange()
            to.endAppearanceChange()
            endContainment(added: transition.added, removed: transition.removed)
        } else {
            stack = transition.oldStack
            childrenStorage = stack + childrenStorage.filter { child in !stack.contains { $0 === child } }
            syncBars(animated: false)
            // UIKit reverses the two changes: the revealed controller disappears again,
            // then the one that stayed appears again.
            for controller in transition.added { controller.isMovingToParentFlag = false }
            to.beginAppearanceChange(appearing: false, animated: transition.animated)
            to.endAppearanceChange()
            for controller in transition.removed { controller.isMovingFromParentFlag = false }
            from.beginAppearanceChange(appearing: true, animated: transition.animated)
            to.viewIfLoaded?.removeFromSuperview()
            from.endAppearanceChange()
            for controller in transition.added where controller.parentStorage === self {
                controller.willMove(toParent: nil)
                controller.removeFromParent()
                controller.navigationControllerStorage = nil
            }
            for controller in transition.removed where controller.parentStorage === self {
                controller.didMove(toParent: self)
            }
        }
        transition.coordinator.transitionEnded(cancelled: !completed)
        for controller in [self, from, to] where controller.activeTransitionCoordinator === transition.coordinator {
            controller.activeTransitionCoordinator = nil
        }
        transition.animator.animationEnded(completed)
        viewIfLoaded?.setNeedsLayout()
        if completed { delegate?.navigationController(self, didShow: to, animated: transition.animated) }
    }
}
