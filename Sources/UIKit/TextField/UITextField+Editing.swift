import Foundation

// The editing session: beginning and ending it as first responder, in UIKit's order (the
// handshake with the delegate is `TextEditingSessionHost`'s), and the Return key.
extension UITextField: TextEditingSessionHost {
    var allowsEditingSession: Bool { isEnabled }

    func delegateAllowsBeginEditing() -> Bool { delegate?.textFieldShouldBeginEditing(self) ?? true }

    func delegateAllowsEndEditing() -> Bool { delegate?.textFieldShouldEndEditing(self) ?? true }

    func endEditingSessionAfterResigning() { endEditingSession(reason: .committed) }

    /// The field just became first responder: clears itself if asked to (and the delegate
    /// agrees), puts the caret at the end, starts the caret, then tells the delegate, the
    /// targets of `.editingDidBegin` and the observers of `textDidBeginEditingNotification`.
    func beginEditingSession() {
        isEditingStorage = true
        // The session's own set-up is not the user's selection change.
        isStartingEditingSession = true
        if clearsOnBeginEditing, hasText, delegate?.textFieldShouldClear(self) ?? true { text = "" }
        engine.replacesTextOnNextEdit = (isSecureTextEntry || clearsOnInsertion) && hasText
        engine.select(NSRange(location: engine.length, length: 0), origin: .program)
        isStartingEditingSession = false
        scrollOffset = 0
        editingStateDidChange()
        delegate?.textFieldDidBeginEditing(self)
        dispatch(.editingDidBegin, with: nil)
        NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
    }

    /// The field is no longer first responder: commits marked text, forgets its undo, then
    /// tells the delegate, the targets of `.editingDidEnd` and the observers of
    /// `textDidEndEditingNotification`.
    func endEditingSession(reason: DidEndEditingReason) {
        guard isEditingStorage else { return }
        engine.unmarkText()
        isEditingStorage = false
        engine.forgetUndo()
        engine.replacesTextOnNextEdit = false
        interaction?.dismissEditMenu()
        hideRevealedCharacter()
        scrollOffset = 0
        editingStateDidChange()
        delegate?.textFieldDidEndEditing(self, reason: reason)
        dispatch(.editingDidEnd, with: nil)
        NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self,
                                        userInfo: [UITextField.didEndEditingReasonUserInfoKey: NSNumber(value: reason.rawValue)])
    }

    /// Views and drawing that depend on whether the field is editing.
    private func editingStateDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        parts?.content.setNeedsDisplay()
        updateSelectionDisplay()
    }

    /// The Return key: commits marked text if there is any; otherwise, when the delegate
    /// agrees (`textFieldShouldReturn`), sends `.editingDidEndOnExit` and — when something
    /// is registered for that event, as UIKit does — resigns first responder.
    func performReturnKey() {
        if engine.markedRange != nil {
            engine.unmarkText()
            return
        }
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        let resigns = !allControlEvents.isDisjoint(with: .editingDidEndOnExit)
        dispatch(.editingDidEndOnExit, with: nil)
        if resigns, isFirstResponder { resignFirstResponder() }
    }

    /// A field leaving its window while editing stops editing, even if its delegate
    /// refused to resign.
    func fieldDidMoveToWindow() {
        if window == nil {
            endEditingSession(reason: .committed)
            parts?.selection.stopBlinking()
        }
    }

    /// Enabled or disabled: a disabled field stops editing and shows `disabledBackground`.
    func fieldStateDidChange() {
        if !isEnabled, isFirstResponder { resignFirstResponder() }
        parts?.background.setNeedsDisplay()
    }
}
