import Foundation

/// A text object that edits as first responder — a text field or a text view — and the
/// one handshake both follow with their delegates, in UIKit's order:
/// `becomeFirstResponder()` asks the delegate's should-begin once, takes first responder
/// (the current one may refuse), then begins the session; `resignFirstResponder()` asks
/// should-end, gives first responder up, then ends the session; `endEditing(true)` ends it
/// without asking.
@MainActor
protocol TextEditingSessionHost: UIView {
    /// Whether the object can edit at all (a text field is enabled, a text view editable).
    var allowsEditingSession: Bool { get }
    /// Whether an editing session is under way.
    var isEditingStorage: Bool { get }
    /// Set while `becomeFirstResponder()` has the delegate's consent, so
    /// `canBecomeFirstResponder` does not ask again.
    var beginEditingApproved: Bool { get set }
    /// The delegate's should-begin answer (true without a delegate).
    func delegateAllowsBeginEditing() -> Bool
    /// The delegate's should-end answer (true without a delegate).
    func delegateAllowsEndEditing() -> Bool
    /// The object just became first responder: the session starts and is announced.
    func beginEditingSession()
    /// The object is no longer first responder: the session ends and is announced.
    func endEditingSessionAfterResigning()
}

extension TextEditingSessionHost {
    /// `canBecomeFirstResponder`: able to edit, and the delegate agrees (asked once per
    /// `becomeFirstResponder()`).
    var canBeginEditing: Bool {
        guard allowsEditingSession else { return false }
        return beginEditingApproved || delegateAllowsBeginEditing()
    }

    /// `becomeFirstResponder()`: asks the delegate, takes first responder from the current
    /// one, then begins the session.
    func requestEditingSession() -> Bool {
        if isFirstResponder { return true }
        guard allowsEditingSession, window != nil, delegateAllowsBeginEditing() else { return false }
        beginEditingApproved = true
        let became = performBecomeFirstResponder()
        beginEditingApproved = false
        guard became else { return false }
        beginEditingSession()
        return true
    }

    /// `resignFirstResponder()`: asks the delegate, gives up first responder, then ends the
    /// session.
    func requestEndOfEditingSession() -> Bool {
        guard isEditingStorage, isFirstResponder else { return performResignFirstResponder() }
        guard delegateAllowsEndEditing() else { return false }
        guard performResignFirstResponder() else { return false }
        endEditingSessionAfterResigning()
        return true
    }

    /// Resigns without asking the delegate (`endEditing(true)`).
    func forceEndEditing() {
        guard isFirstResponder else { return }
        _ = performResignFirstResponder()
        if let window, window.firstResponderStorage === self { window.firstResponderStorage = nil }
        endEditingSessionAfterResigning()
    }
}
