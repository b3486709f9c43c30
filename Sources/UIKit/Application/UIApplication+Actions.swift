import Foundation

/// Target–action dispatch: what `sendAction(_:to:from:for:)` does.
extension UIApplication {
    /// Calls `action` on `target`, or on the responder chain's target for it when `target`
    /// is nil, with the sender and, for a method taking two arguments
    /// (`buttonTapped(_:forEvent:)`), the event. A target that does not implement the action
    /// receives nothing and the answer is false (Objective-C would raise "unrecognized
    /// selector").
    func deliverAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        let receiver: Any?
        if let target {
            receiver = target
        } else {
            receiver = UIApplication.chainStart(forActionFrom: sender)?.target(forAction: action, withSender: sender)
        }
        guard let receiver else { return false }
        return action.dispatchingByName.perform(on: receiver as AnyObject, arguments: [sender, event])
    }

    /// Where a nil-targeted action from `sender` starts: the first responder of the
    /// sender's window (the key window's for a sender that is not in one), else the sender
    /// itself when it is a responder, so a control's action still climbs from the control.
    static func chainStart(forActionFrom sender: Any?) -> UIResponder? {
        let responder = sender as? UIResponder
        let window = responder?.responderWindow ?? WindowServer.current.keyWindow
        return window?.firstResponder ?? responder
    }
}
