import Foundation

/// An object that animates one view controller transition — a push or pop, a tab switch, a
/// presentation or a dismissal — given to UIKit by a navigation controller's, tab bar
/// controller's or presented controller's delegate.
///
/// UIKit calls `animateTransition(using:)` once the transition's views are in the
/// container; the animator moves them and calls `completeTransition(_:)` on the context
/// when it is done (with `!transitionContext.transitionWasCancelled` for interactive
/// transitions). `animationEnded(_:)` comes after, with whether the transition completed.
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
    /// How long the transition's animations last, in seconds. UIKit uses it to drive
    /// interactive transitions and the coordinator's alongside animations.
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    /// Runs the transition's animations in `transitionContext.containerView`.
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    /// The transition ended; `transitionCompleted` is false when it was cancelled. Optional:
    /// the default does nothing.
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    public func animationEnded(_ transitionCompleted: Bool) {}
}
