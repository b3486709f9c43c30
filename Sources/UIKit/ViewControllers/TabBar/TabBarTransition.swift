import Foundation

/// One tab switch run by the delegate's animator (and interaction controller): the
/// controllers leaving and arriving, the tab selected before, and the context and
/// coordinator the animator works with. It ends once, completing or (interactive) cancelled.
@MainActor
final class TabBarTransition {
    let from: UIViewController
    let to: UIViewController
    /// The selected index before the switch, restored when the switch is cancelled.
    let previousIndex: Int
    let animator: any UIViewControllerAnimatedTransitioning
    let coordinator: TransitionCoordinator
    var context: ViewControllerTransitionContext!

    init(from: UIViewController, to: UIViewController, previousIndex: Int,
         animator: any UIViewControllerAnimatedTransitioning, coordinator: TransitionCoordinator) {
        self.from = from
        self.to = to
        self.previousIndex = previousIndex
        self.animator = animator
        self.coordinator = coordinator
    }
}
