import CoreGraphics
import Foundation

/// An object that drives a transition interactively (a finger dragging a pop or a sheet):
/// UIKit calls `startInteractiveTransition(_:)` instead of the animator's
/// `animateTransition(using:)`, and the object reports progress through the context's
/// `updateInteractiveTransition(_:)` until it finishes or cancels.
/// `UIPercentDrivenInteractiveTransition` is the usual implementation.
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
    /// Begins the interactive transition in `transitionContext`.
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
    /// How fast the rest of the transition runs once the interaction ends, as a factor of
    /// its duration. Optional: default 1.
    var completionSpeed: CGFloat { get }
    /// The timing curve of the rest of the transition once the interaction ends. Optional:
    /// default `.easeInOut`.
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition starts interactive (false starts it animating, to be
    /// interrupted later). Optional: default true.
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    public var completionSpeed: CGFloat { 1 }
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    public var wantsInteractiveStart: Bool { true }
}
