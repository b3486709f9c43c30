import Foundation

/// The simplest text object: it takes typed text and deletions, one at a time, at an
/// insertion point it keeps itself. A responder adopting it gets the keyboard when it becomes
/// first responder, and keys typed on a hardware keyboard become `insertText(_:)` and
/// `deleteBackward()` calls.
@preconcurrency @MainActor
public protocol UIKeyInput: UITextInputTraits {
    /// Whether there is any text to delete.
    var hasText: Bool { get }
    /// Inserts `text` (one typed character, or more from an input method) at the insertion point.
    func insertText(_ text: String)
    /// Deletes the character (the grapheme) before the insertion point, or the selection.
    func deleteBackward()
}
