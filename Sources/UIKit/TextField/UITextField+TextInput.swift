import CoreGraphics
import Foundation

// UIKeyInput and UITextInput on the engine: offsets are UTF-16 code units; geometry is in
// the field's coordinates.
extension UITextField: TextInputEngineOwner {
    var engineTextInput: (any UITextInput)? { self }

    var engineUndoManager: UndoManager? { undoManager }

    /// The delegate decides each change the user makes.
    func engine(_ engine: TextInputEngine, shouldReplace range: NSRange, with string: String) -> Bool {
        delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string) ?? true
    }

    /// Redisplays, keeps the caret in view, then reports: the selection to the delegate,
    /// the user's text changes as `.editingChanged` and `textDidChangeNotification`.
    func engine(_ engine: TextInputEngine, didChange change: TextInputEngine.Change) {
        if change.text {
            invalidateIntrinsicContentSize()
            if change.byUser { noteTypedCharacter() } else { hideRevealedCharacter() }
        }
        if change.text || change.markedText { parts?.content.setNeedsDisplay() }
        if change.text || change.selection || change.markedText {
            setNeedsLayout()
            scrollCaretIntoView()
            updateSelectionDisplay()
            if change.byUser { parts?.selection.restartBlinking() }
        }
        if change.byUser, change.text || change.selection { interaction?.selectionDidChangeByUser() }
        guard isEditing, !isStartingEditingSession else { return }
        if change.selection { delegate?.textFieldDidChangeSelection(self) }
        if change.text, change.byUser {
            dispatch(.editingChanged, with: nil)
            NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
        }
    }

    // MARK: UIKeyInput

    func typeText(_ text: String) {
        if text == "\n" || text == "\r" {
            performReturnKey()
            return
        }
        // A secure field shows the one character just typed for a moment.
        revealsNextInsertion = isSecureTextEntry && text.count == 1
        engine.insertText(text)
        revealsNextInsertion = false
    }

    func deleteTextBackward() {
        engine.deleteBackward()
    }
}
