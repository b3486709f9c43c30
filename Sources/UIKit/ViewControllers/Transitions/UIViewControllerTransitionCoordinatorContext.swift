import CoreGraphics
import Foundation

/// What alongside animations and completion handlers of a transition coordinator are told
/// about the transition: its state, its controllers and views, and how it is ending.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    /// Whether the transition animates.
    var isAnimated: Bool { get }
    /// The presentation style of a presentation or dismissal; `.none` otherwise.
    var presentationStyle: UIModalPresentationStyle { get }
    /// Whether the transition began interactive.
    var initiallyInteractive: Bool { get }
    /// Whether the transition can be interrupted.
    var isInterruptible: Bool { get }
    /// Whether it is being driven interactively right now.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled.
    var isCancelled: Bool { get }
    /// How long the transition lasts, in seconds.
    var transitionDuration: TimeInterval { get }
    /// How far the transition had come when the interaction ended, 0...1.
    var percentComplete: CGFloat { get }
    /// The speed at which the rest of the transition runs once the interaction ends.
    var completionVelocity: CGFloat { get }
    /// The timing curve of the rest of the transition once the interaction ends.
    var completionCurve: UIView.AnimationCurve { get }
    /// The view the transition happens in.
    var containerView: UIView { get }
    /// The rotation the container undergoes (identity unless it rotates).
    var targetTransform: CGAffineTransform { get }
    /// The controller `key` names.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view `key` names.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
}
