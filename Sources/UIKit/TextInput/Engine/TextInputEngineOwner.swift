import Foundation

/// What a text object editing its text with a `TextInputEngine` answers and learns: the
/// text field now, the text view later.
@MainActor
protocol TextInputEngineOwner: AnyObject {
    /// The text object, as the input delegate is told about it.
    var engineTextInput: (any UITextInput)? { get }
    /// The undo manager the user's edits register with (the text object's `undoManager`).
    var engineUndoManager: UndoManager? { get }
    /// Whether the user may replace `range` with `string` (the text object's delegate
    /// decides). It may change the text meanwhile.
    func engine(_ engine: TextInputEngine, shouldReplace range: NSRange, with string: String) -> Bool
    /// The text, its attributes, the selection or the marked text changed.
    func engine(_ engine: TextInputEngine, didChange change: TextInputEngine.Change)
}
