import Foundation

/// One change of a navigation controller's stack shown on screen: the controller leaving
/// the top and the one arriving, the controllers entering and leaving the stack, the
/// animator and interaction controller, and the context and coordinator they work with.
/// It ends once, completing or (interactive) cancelled.
@MainActor
final class NavigationTransition {
    let operation: UINavigationController.Operation
    let from: UIViewController
    let to: UIViewController
    let added: [UIViewController]
    let removed: [UIViewController]
    let oldStack: [UIViewController]
    let animated: Bool
    let animator: any UIViewControllerAnimatedTransitioning
    let interaction: (any UIViewControllerInteractiveTransitioning)?
    var context: ViewControllerTransitionContext!
    var coordinator: TransitionCoordinator!

    init(operation: UINavigationController.Operation, from: UIViewController, to: UIViewController,
         added: [UIViewController], removed: [UIViewController], oldStack: [UIViewController], animated: Bool,
         animator: any UIViewControllerAnimatedTransitioning,
         interaction: (any UIViewControllerInteractiveTransitioning)?) {
        self.operation = operation
        self.from = from
        self.to = to
        self.added = added
        self.removed = removed
        self.oldStack = oldStack
        self.animated = animated
        self.animator = animator
        self.interaction = interaction
    }

    /// Ends the transition now, completed: a running animation jumps to its end (a new
    /// change of the stack arrived before it ended).
    func finishNow() {
        guard !context.isComplete else { return }
        (animator as? NavigationSlideAnimator)?.jumpToEnd()
        // A custom animator scrubbed through layer time: the container's time runs again.
        let layer = context.containerView.layer
        if layer.speed == 0 {
            layer.speed = 1
            layer.timeOffset = 0
            layer.beginTime = 0
        }
        context.completeTransition(true)
    }
}
