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

    /// Whether an action came from a menu, which then shows again for the new selection.
    private func cameFromMenu(_ sender: Any?) -> Bool { sender != nil }

    func cutSelection() {
        guard isEditing, engine.selection.length > 0, !isSecureTextEntry else { return }
        UIPasteboard.general.string = engine.content.substring(engine.selection)
        engine.replace(engine.selection, with: "", kind: .other, origin: .interaction)
    }

    func copySelection() {
        guard isEditing, engine.selection.length > 0, !isSecureTextEntry else { return }
        UIPasteboard.general.string = engine.content.substring(engine.selection)
    }

    /// Pastes the pasteboard's text over the selection (a secure field's first edit
    /// replaces all its text).
    func pasteText() {
        guard isEditing, let string = UIPasteboard.general.string else { return }
        var range = engine.markedRange ?? engine.selection
        if engine.replacesTextOnNextEdit {
            range = NSRange(location: 0, length: engine.length)
            engine.replacesTextOnNextEdit = false
        }
        engine.replace(range, with: string, kind: .other, origin: .interaction)
    }

    /// Select: the word at the caret (the one before it at a word's end), then the menu
    /// again.
    func selectWord() {
        guard isEditing else { return }
        let caret = engine.selection.location
        let words = TextBoundaries.words(near: caret, in: engine.string)
        let word = words.first { $0.lowerBound <= caret && caret <= $0.upperBound }
            ?? words.last { $0.upperBound <= caret } ?? words.first
        guard let word else { return }
        engine.select(NSRange(location: word.lowerBound, length: word.count), origin: .interaction)
        interaction?.showEditMenu()
    }

    /// Select All: all the text; the menu shows again when the command came from it.
    func selectAllText(sender: Any?) {
        guard isEditing else { return }
        engine.select(NSRange(location: 0, length: engine.length), origin: .interaction)
        if cameFromMenu(sender) { interaction?.showEditMenu() }
    }

    func deleteSelection() {
        guard isEditing, engine.selection.length > 0 else { return }
        engine.replace(engine.selection, with: "", kind: .other, origin: .interaction)
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
