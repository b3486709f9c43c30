import Foundation

// The edit menu's commands every built-in text object performs the same way on its
// engine: cut, copy, paste, select, select all, delete. Text whose words are hidden (secure
// entry) cannot be cut, copied or have a word selected.
extension TextInteractionHost {
    /// Whether an action came from a menu, which then shows again for the new selection.
    private func cameFromMenu(_ sender: Any?) -> Bool { sender != nil }

    func cutSelection() {
        guard isEditingText, engine.selection.length > 0, !hidesWords else { return }
        UIPasteboard.general.string = engine.content.substring(engine.selection)
        engine.replace(engine.selection, with: "", kind: .other, origin: .interaction)
    }

    func copySelection() {
        guard isEditingText, engine.selection.length > 0, !hidesWords else { return }
        UIPasteboard.general.string = engine.content.substring(engine.selection)
    }

    /// Pastes the pasteboard's text over the selection (a secure field's first edit
    /// replaces all its text).
    func pasteText() {
        guard isEditingText, let string = UIPasteboard.general.string else { return }
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
        guard isEditingText else { return }
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
        guard isEditingText else { return }
        engine.select(NSRange(location: 0, length: engine.length), origin: .interaction)
        if cameFromMenu(sender) { interaction?.showEditMenu() }
    }

    func deleteSelection() {
        guard isEditingText, engine.selection.length > 0 else { return }
        engine.replace(engine.selection, with: "", kind: .other, origin: .interaction)
    }
}
