import Foundation

// The editing session: beginning and ending it as first responder, in UIKit's order.
extension UITextView {
    /// `canBecomeFirstResponder`: editable, and the delegate agrees (asked once per
    /// `becomeFirstResponder()`).
    var canBeginEditing: Bool {
        guard isEditable else { return false }
        return beginEditingApproved || (textViewDelegate?.textViewShouldBeginEditing(self) ?? true)
    }

    /// `becomeFirstResponder()`: asks the delegate, takes first responder, then begins.
    func requestEditingSession() -> Bool {
        if isFirstResponder { return true }
        guard isEditable, window != nil, textViewDelegate?.textViewShouldBeginEditing(self) ?? true else { return false }
        beginEditingApproved = true
        let became = performBecomeFirstResponder()
        beginEditingApproved = false
        guard became else { return false }
        beginEditingSession()
        return true
    }

    /// `resignFirstResponder()`: asks the delegate, gives up first responder, then ends.
    func requestEndOfEditingSession() -> Bool {
        guard isEditingStorage, isFirstResponder else { return performResignFirstResponder() }
        guard textViewDelegate?.textViewShouldEndEditing(self) ?? true else { return false }
        guard performResignFirstResponder() else { return false }
        endEditingSession()
        return true
    }

    /// Resigns without asking the delegate (`endEditing(true)`).
    func forceEndEditing() {
        guard isFirstResponder else { return }
        _ = performResignFirstResponder()
        if let window, window.firstResponderStorage === self { window.firstResponderStorage = nil }
        endEditingSession()
    }

    /// The text view just became first responder: the caret goes to the end of the text
    /// (unless a selection was set), shows, and the delegate and observers hear.
    private func beginEditingSession() {
        isEditingStorage = true
        isStartingEditingSession = true
        engine.replacesTextOnNextEdit = clearsOnInsertion && hasText
        isStartingEditingSession = false
        caretNeedsScrollToVisible = true
        setNeedsLayout()
        updateSelectionDisplay()
        textViewDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
    }

    /// The text view is no longer first responder: marked text is committed, the undo
    /// forgotten, then the delegate and observers hear.
    func endEditingSession() {
        guard isEditingStorage else { return }
        engine.unmarkText()
        isEditingStorage = false
        engine.forgetUndo()
        engine.replacesTextOnNextEdit = false
        interaction?.dismissEditMenu()
        updateSelectionDisplay()
        textViewDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
    }
}
