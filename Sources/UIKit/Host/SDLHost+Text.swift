@_implementationOnly import CSDL2
import CoreGraphics
import Foundation

/// Typing in the live window: SDL's text input runs while an editable object is first
/// responder, with the input method's candidate window placed at its caret; text and
/// composition events go to it through `SDLHostTextInput`.
extension SDLHost {
    /// Starts or stops SDL's text input to match the first responder, and moves the input
    /// method's area to its caret. Run at each turn before the input is read, so the first
    /// key typed after a click on a field already comes with its text.
    func followTextInputClient() {
        guard SDLHostTextInput.client != nil else {
            if isTextInputActive {
                SDL_StopTextInput()
                isTextInputActive = false
                textInputArea = nil
            }
            return
        }
        if !isTextInputActive {
            SDL_StartTextInput()
            isTextInputActive = true
        }
        let area = SDLHostTextInput.caretRectOnScreen.map { layout.windowRect(showing: $0).integral }
        guard let area, area != textInputArea else { return }
        textInputArea = area
        var rect = SDL_Rect(x: Int32(area.minX), y: Int32(area.minY), w: Int32(max(area.width, 1)),
                            h: Int32(area.height))
        SDL_SetTextInputRect(&rect)
    }

    /// Text SDL's text input produced that no key press carried (an input method's
    /// committed text, a character typed by a key SDL has no scancode for): typed into the
    /// first responder. A key's own text travels with its press instead (`keyEvent`).
    func textInputEvent(_ event: SDL_TextInputEvent) {
        SoftwareKeyboard.current.hardwareKeyboardConnected = true
        SDLHostTextInput.commit(Self.string(fromTextField: event.text))
    }

    /// The input method's composition (SDL's text editing event, or its long-text form).
    func textEditingEvent(text: String, start: Int32, length: Int32) {
        SoftwareKeyboard.current.hardwareKeyboardConnected = true
        SDLHostTextInput.compose(text, cursor: Int(start), length: Int(length))
    }

    /// The text of a composition too long for the event's own field
    /// (`SDL_TEXTEDITING_EXT`), which SDL allocated for the app to free.
    func textEditingEvent(_ event: SDL_TextEditingExtEvent) {
        let text = event.text.map { String(cString: $0) } ?? ""
        SDL_free(event.text)
        textEditingEvent(text: text, start: event.start, length: event.length)
    }

    /// A NUL-terminated UTF-8 string in one of SDL's fixed-size event fields.
    static func string<Field>(fromTextField field: Field) -> String {
        withUnsafeBytes(of: field) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }
}
