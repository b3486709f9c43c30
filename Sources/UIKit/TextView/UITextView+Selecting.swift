import Foundation

// A text view that is selectable but not editable (read-only text the user can still select
// and copy): it becomes first responder to show and act on its selection, as on iOS, without
// an editing session — no should/did-begin calls, no keyboard, no caret.
extension UITextView {
    /// Whether the text view is first responder for selecting only (not editing).
    var isSelectingText: Bool { !isEditingStorage && !isEditable && isFirstResponder }

    /// `becomeFirstResponder()` of a read-only text view: takes first responder when
    /// selectable; the delegate is not asked (nothing will be edited).
    func requestSelectingSession() -> Bool {
        if isFirstResponder { return true }
        guard isSelectable, window != nil, performBecomeFirstResponder() else { return false }
        updateSelectionDisplay()
        return true
    }

    /// `resignFirstResponder()` of a read-only text view: the selection stays (as
    /// `selectedRange`) but no longer shows, and the edit menu goes.
    func endSelectingSession() -> Bool {
        guard performResignFirstResponder() else { return false }
        selectingSessionDidEnd()
        return true
    }

    /// The read-only text view is no longer first responder (resigned, or made to resign by
    /// `endEditing(true)`).
    func selectingSessionDidEnd() {
        interaction?.dismissEditMenu()
        updateSelectionDisplay()
    }
}
