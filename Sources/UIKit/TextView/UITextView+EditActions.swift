import Foundation

// What the edit menu offers while the text view edits (or, read-only, shows a selection).
extension UITextView {
    /// UIKit's answers: Cut with a selection, Copy with a selection, Paste when the
    /// pasteboard has text, Select with a caret in text, Select All when not everything is
    /// selected; Bold, Italic and Underline with a selection when
    /// `allowsEditingTextAttributes`. Delete is never offered. Other actions go up the
    /// responder chain.
    func canPerformEditAction(_ action: Selector, withSender sender: Any?) -> Bool {
        let selection = engine.selection
        let editing = isEditingText
        switch action {
        case Selector("cut:"):
            return editing && isEditable && selection.length > 0
        case Selector("copy:"):
            return editing && selection.length > 0
        case Selector("paste:"):
            return editing && isEditable && UIPasteboard.general.hasStrings
        case Selector("select:"):
            return editing && isEditable && selection.length == 0 && hasText
        case Selector("selectAll:"):
            return editing && hasText && selection.length < engine.length
        case Selector("toggleBoldface:"), Selector("toggleItalics:"), Selector("toggleUnderline:"):
            return editing && isEditable && allowsEditingTextAttributes && selection.length > 0
        case Selector("delete:"):
            return false
        default:
            return performCanPerformAction(action, withSender: sender)
        }
    }
}
