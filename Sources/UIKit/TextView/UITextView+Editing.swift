import Foundation

// The editing session: beginning and ending it as first responder, in UIKit's order
// (the handshake with the delegate is `TextEditingSessionHost`'s).
extension UITextView: TextEditingSessionHost {
    var allowsEditingSession: Bool { isEditable }

    func delegateAllowsBeginEditing() -> Bool { textViewDelegate?.textViewShouldBeginEditing(self) ?? true }

    func delegateAllowsEndEditing() -> Bool { textViewDelegate?.textViewShouldEndEditing(self) ?? true }

    func endEditingSessionAfterResigning() {
        if isEditingStorage { endEditingSession() } else { selectingSessionDidEnd() }
    }

    /// The text view just became first responder: the caret goes to the end of the text
    /// (unless a selection was set), shows, and the delegate and observers hear.
    func beginEditingSession() {
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
