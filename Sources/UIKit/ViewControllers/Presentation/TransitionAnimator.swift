import Foundation

/// An object that animates one presentation or dismissal (UIKit's
/// `UIViewControllerAnimatedTransitioning`): it moves `context.presentedView` and calls
/// `context.completeTransition(_:)` when done.
@MainActor
protocol TransitionAnimator: AnyObject {
    /// How long the transition lasts (0 when `context` is not animated).
    func transitionDuration(using context: TransitionContext) -> TimeInterval
    /// Runs the transition's animations.
    func animateTransition(using context: TransitionContext)
}
