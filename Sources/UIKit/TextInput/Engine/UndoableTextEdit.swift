import Foundation

/// One undoable change to a text object's text: where the new text now is, what it
/// replaced, and the selection to restore when it is undone. A run of typing keeps
/// widening the same edit, so it undoes at once.
@MainActor
final class UndoableTextEdit {
    /// Where the edit's text is in the current text.
    private(set) var range: NSRange
    /// What the edit's text replaced.
    private(set) var replaced: EditableText
    /// The selection before the edit, restored when it is undone.
    let selection: NSRange
    weak var undoManager: UndoManager?

    init(range: NSRange, replaced: EditableText, selection: NSRange, undoManager: UndoManager) {
        self.range = range
        self.replaced = replaced
        self.selection = selection
        self.undoManager = undoManager
    }

    /// Takes in replacing `edited` by `insertedLength` units of `text` (the text before
    /// that change) when it touches this edit's text from inside — typing at its end,
    /// deleting back into it or past its start, composing within it. Answers false for an
    /// edit elsewhere, which then undoes on its own.
    func absorb(replacing edited: NSRange, insertedLength: Int, in text: EditableText) -> Bool {
        let lower = range.location, upper = range.location + range.length
        let editedUpper = edited.location + edited.length
        guard editedUpper >= lower, editedUpper <= upper else { return false }
        if edited.location < lower {
            // Deleting past the start: what lay before the edit's text joins what it replaced.
            var widened = text.slice(NSRange(location: edited.location, length: lower - edited.location))
            widened.replace(NSRange(location: widened.length, length: 0), with: replaced)
            replaced = widened
        }
        let start = min(lower, edited.location)
        range = NSRange(location: start, length: insertedLength + (upper - editedUpper) + (max(edited.location, lower) - lower))
        return true
    }
}
