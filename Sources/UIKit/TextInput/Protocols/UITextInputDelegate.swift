import Foundation

/// What a text object tells the text input system (the keyboard, an input method) when
/// its text or selection changes other than through the input system's own calls: the
/// app setting `text`, a tap moving the caret, an undo. The input system sets a text
/// object's `inputDelegate`; the built-in text objects call it around each such change.
@preconcurrency @MainActor
public protocol UITextInputDelegate: NSObjectProtocol {
    /// The selection of `textInput` is about to change.
    func selectionWillChange(_ textInput: (any UITextInput)?)
    /// The selection of `textInput` changed.
    func selectionDidChange(_ textInput: (any UITextInput)?)
    /// The text of `textInput` is about to change.
    func textWillChange(_ textInput: (any UITextInput)?)
    /// The text of `textInput` changed.
    func textDidChange(_ textInput: (any UITextInput)?)
}
