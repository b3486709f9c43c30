import Foundation

// The edit menu's commands and the clear button: what the field can do now, and doing it.
extension UITextField {
    /// UIKit's answers while editing: Cut and Copy with a selection (never in a secure
    /// field), Paste when the pasteboard has text, Select with a caret in a field with text
    /// (not secure), Select All when not everything is selected; Delete is never offered.
    /// Other actions go to the responder chain.
    func canPerformEditAction(_ action: Selector, withSender sender: Any?) -> Bool {
        let selection = engine.selection
        switch action {
        case Selector("cut:"), Selector("copy:"):
            return isEditing && selection.length > 0 && !isSecureTextEntry
        case Selector("paste:"):
            return isEditing && UIPasteboard.general.hasStrings
        case Selector("select:"):
            return isEditing && selection.length == 0 && hasText && !isSecureTextEntry
        case Selector("selectAll:"):
            return isEditing && hasText && selection.length < engine.length
        case Selector("delete:"):
            return false
        default:
            return performCanPerformAction(action, withSender: sender)
        }
    }

    /// The clear button: asks the delegate, then empties the field as a user's edit
    /// (without asking `shouldChangeCharactersIn`: `textFieldShouldClear` decided), then
    /// begins editing if the field was not.
    func clearButtonTapped() {
        guard hasText, delegate?.textFieldShouldClear(self) ?? true else { return }
        engine.replace(NSRange(location: 0, length: engine.length), with: "", kind: .other, origin: .interaction, asksOwner: false)
        if !isEditing { becomeFirstResponder() }
    }
}
