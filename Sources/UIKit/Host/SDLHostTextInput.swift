import CoreGraphics
import Foundation

/// What the live window's text input does to the app, apart from SDL: the editable first
/// responder it serves, an input method's provisional text becoming marked text, committed
/// text being typed, and where the caret is (so the system's candidate window can sit by it).
///
/// SDL reports text in two events: text input (characters to type: a key's character, or an
/// input method's committed text) and text editing (the input method's composition so far,
/// with its cursor). `SDLHost` decodes those; this type applies them, so tests can drive it
/// without a display.
@MainActor
package enum SDLHostTextInput {
    /// The object typing goes to: the key window's first responder, when it takes text
    /// (adopts `UIKeyInput`); nil otherwise, and then SDL's text input is stopped.
    package static var client: (UIResponder & UIKeyInput)? {
        WindowServer.current.keyWindow?.firstResponder as? (UIResponder & UIKeyInput)
    }

    /// Types `text` (SDL's text input event) into the client: it replaces the marked text
    /// when an input method was composing (`insertText(_:)` commits it), else the selection.
    /// Nothing happens without a client, as a key typed with no text object focused types
    /// nowhere on iOS.
    package static func commit(_ text: String) {
        guard !text.isEmpty, let client else { return }
        client.insertText(text)
    }

    /// The input method's composition changed to `text` with its cursor `cursor` code
    /// points in and `length` code points selected (SDL's text editing event): the client's
    /// marked text becomes `text`, underlined, with that selection. Empty text ends the
    /// composition (the marked text goes); when nothing is marked it changes nothing (input
    /// methods send it when they reset), so a selection is never deleted by it.
    package static func compose(_ text: String, cursor: Int, length: Int) {
        guard let textInput = client as? (UIResponder & UITextInput) else { return }
        if text.isEmpty, textInput.markedTextRange == nil { return }
        textInput.setMarkedText(text, selectedRange: selectedRange(in: text, cursor: cursor, length: length))
    }

    /// The selection within marked text `text`, in UTF-16 units as `setMarkedText` takes
    /// it, from SDL's cursor and length in code points. Values out of range (SDL backends
    /// differ; some send -1 for "none") are clamped into the text.
    package static func selectedRange(in text: String, cursor: Int, length: Int) -> NSRange {
        let scalars = text.unicodeScalars
        let start = min(max(cursor, 0), scalars.count)
        let end = min(start + max(length, 0), scalars.count)
        func utf16Offset(_ count: Int) -> Int {
            scalars.prefix(count).reduce(0) { $0 + $1.utf16.count }
        }
        let location = utf16Offset(start)
        return NSRange(location: location, length: utf16Offset(end) - location)
    }

    /// Where the client's caret is, in screen points (the start of the marked text while
    /// composing, where candidate windows line up); nil without a client adopting
    /// `UITextInput`, or when it has no selection.
    package static var caretRectOnScreen: CGRect? {
        guard let textInput = client as? (UIResponder & UITextInput), let view = textInput as? UIView,
              let window = view.window, let selection = textInput.selectedTextRange else { return nil }
        let position = textInput.markedTextRange?.start ?? selection.end
        let caret = textInput.caretRect(for: position)
        guard caret.minX.isFinite, caret.minY.isFinite, !caret.isNull else { return nil }
        let inWindow = view.convert(caret, to: nil)
        return inWindow.offsetBy(dx: window.frame.minX, dy: window.frame.minY)
    }
}
