import Foundation

/// An object that can respond to and handle events; the base of views, view controllers,
/// windows and the application.
///
/// Every event method's default passes the event to `next`, so a responder that does not
/// override one hands the event up the responder chain; at the end of the chain it is
/// dropped. Overridable members are declared here; first responder management lives in
/// `UIResponder+FirstResponder.swift`.
@MainActor
open class UIResponder: NSObject {
    public override init() {
        super.init()
    }

    // MARK: Touches

    /// Tells the responder that fingers touched down. The default forwards to `next`.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }

    /// Tells the responder that touches moved. The default forwards to `next`.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }

    /// Tells the responder that fingers lifted. The default forwards to `next`.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }

    /// Tells the responder that the system cancelled touches (an interruption). The default
    /// forwards to `next`.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    // MARK: Presses

    /// Tells the responder that physical buttons or keys went down. The default forwards to
    /// `next`.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesBegan(presses, with: event)
    }

    /// Tells the responder that the force of a press changed. The default forwards to `next`.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesChanged(presses, with: event)
    }

    /// Tells the responder that buttons or keys were released. The default forwards to `next`.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesEnded(presses, with: event)
    }

    /// Tells the responder that the system cancelled presses. The default forwards to `next`.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesCancelled(presses, with: event)
    }

    // MARK: Motion and remote control

    /// Tells the responder that a motion (a shake) began. The default forwards to `next`.
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionBegan(motion, with: event) }

    /// Tells the responder that a motion ended. The default forwards to `next`.
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionEnded(motion, with: event) }

    /// Tells the responder that a motion was cancelled (too long, or not a shake). The
    /// default forwards to `next`.
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        next?.motionCancelled(motion, with: event)
    }

    /// Tells the responder about a remote-control event (play, pause, next track…). The
    /// default forwards to `next`.
    open func remoteControlReceived(with event: UIEvent?) { next?.remoteControlReceived(with: event) }

    // MARK: First responder

    /// Whether the responder accepts first responder status. Default false.
    open var canBecomeFirstResponder: Bool { false }

    /// Asks to become the first responder of its window: fails unless
    /// `canBecomeFirstResponder`, the responder is in a window, and the current first
    /// responder agrees to resign. Subclasses that override it must call `super`.
    @discardableResult
    open func becomeFirstResponder() -> Bool { performBecomeFirstResponder() }

    /// Whether the responder gives up first responder status when asked. Default true.
    open var canResignFirstResponder: Bool { true }

    /// Gives up first responder status (true unless `canResignFirstResponder` is false).
    /// Subclasses that override it must call `super`.
    @discardableResult
    open func resignFirstResponder() -> Bool { performResignFirstResponder() }

    /// Whether this is its window's first responder.
    open var isFirstResponder: Bool { responderWindow?.firstResponder === self }

    /// The next responder in the chain: a view's view controller or superview, a view
    /// controller's view's superview, a window's application, the application's delegate.
    /// Nil by default.
    open var next: UIResponder? { nil }
}
