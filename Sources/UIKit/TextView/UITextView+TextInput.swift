import Foundation

// The text view as the engine's owner: the delegate decides each change; the layout takes
// in each edit (only the paragraphs it touched); then the delegate and observers hear.
extension UITextView: TextInputEngineOwner {
    var engineTextInput: (any UITextInput)? { self }

    var engineUndoManager: UndoManager? { undoManager }

    /// The delegate decides each change the user makes; a text view that is not editable
    /// takes none.
    func engine(_ engine: TextInputEngine, shouldReplace range: NSRange, with string: String) -> Bool {
        guard isEditable else { return false }
        return textViewDelegate?.textView(self, shouldChangeTextIn: range, replacementText: string) ?? true
    }

    /// Lays out again what changed, keeps the caret in view, then reports: the selection
    /// to the delegate, the user's text changes as `textViewDidChange` and
    /// `textDidChangeNotification`.
    func engine(_ engine: TextInputEngine, didChange change: TextInputEngine.Change) {
        if change.text {
            if let edited = change.edited {
                textLayout.edit(edited.range, replacementLength: edited.replacementLength, content: engine.content,
                                markedRange: engine.markedRange)
            } else {
                textLayout.reset(engine.content, markedRange: engine.markedRange)
            }
            invalidateIntrinsicContentSize()
        } else if change.markedText {
            textLayout.setMarkedRange(engine.markedRange)
        }
        if change.text || change.selection || change.markedText {
            setNeedsLayout()
            if isEditingStorage, change.byUser || change.text { caretNeedsScrollToVisible = true }
            updateSelectionDisplay()
            if change.byUser { selectionDisplay.restartBlinking() }
        }
        if change.byUser, change.text || change.selection { interaction?.selectionDidChangeByUser() }
        guard isEditingStorage || isSelectingText, !isStartingEditingSession else { return }
        if change.selection { textViewDelegate?.textViewDidChangeSelection(self) }
        if change.text, change.byUser {
            textViewDelegate?.textViewDidChange(self)
            NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
        }
    }
}
