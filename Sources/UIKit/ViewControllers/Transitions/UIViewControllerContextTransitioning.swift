import CoreGraphics
import Foundation

/// What an animator or interaction controller knows of the transition it runs, and how it
/// reports back: UIKit makes the context, puts the views leaving in `containerView`, and
/// waits for `completeTransition(_:)`.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
    /// The view the transition happens in; the animator adds the arriving view to it.
    var containerView: UIView { get }
    /// Whether the transition animates.
    var isAnimated: Bool { get }
    /// Whether the transition is being driven interactively right now.
    var isInteractive: Bool { get }
    /// Whether the (interactive) transition was cancelled.
    var transitionWasCancelled: Bool { get }
    /// The presentation style of a presentation or dismissal; `.none` for other transitions.
    var presentationStyle: UIModalPresentationStyle { get }
    /// The rotation the container undergoes during the transition (identity unless it rotates).
    var targetTransform: CGAffineTransform { get }

    /// Reports how far the interactive transition has come, 0...1.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// The interaction ended and the transition will complete.
    func finishInteractiveTransition()
    /// The interaction ended and the transition will return to where it started.
    func cancelInteractiveTransition()
    /// The running transition became interactive (it was interrupted).
    func pauseInteractiveTransition()
    /// Ends the transition: the animator calls it once its animations are done, with
    /// whether the transition completed (false after a cancellation).
    func completeTransition(_ didComplete: Bool)

    /// The controller `key` names.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view `key` names, nil when the animator must not move it.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// Where `vc`'s view is when the transition begins (`.zero` when unknown or not on screen).
    func initialFrame(for vc: UIViewController) -> CGRect
    /// Where `vc`'s view must be when the transition ends (`.zero` when it leaves or is unknown).
    func finalFrame(for vc: UIViewController) -> CGRect
}
