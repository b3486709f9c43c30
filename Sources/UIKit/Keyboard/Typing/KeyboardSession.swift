import Foundation

/// The system keyboard's state while it serves one responder: the plane it shows, shift,
/// and what it knows of the text before the insertion point. It turns key taps into the
/// responder's `insertText(_:)` (Return types "\n", as on iOS) and `deleteBackward()`.
///
/// Automatic capitals and deleting whole words need the text before the insertion point. A
/// responder adopting `UITextInput` (a text field) tells it. One adopting only `UIKeyInput`
/// tells only whether there is any text: the keyboard knows it when the responder had none as
/// the session began (then it is what the keyboard typed, less what it deleted), and otherwise
/// only after deleting all of it; unknown, there are no automatic capitals and delete goes a
/// character at a time.
@MainActor
final class KeyboardSession {
    /// The shift key's state.
    enum Shift: Equatable {
        case off, on
        /// Caps lock: every letter a capital until shift is tapped again.
        case locked
    }

    /// Two taps on shift this close (seconds from the first to the second) lock capitals.
    static let capsLockInterval: TimeInterval = 0.35

    private(set) weak var client: UIResponder?
    let keyboardType: UIKeyboardType
    let returnKeyType: UIReturnKeyType
    let enablesReturnKeyAutomatically: Bool
    let autocapitalizationType: UITextAutocapitalizationType

    /// The plane of keys shown.
    private(set) var plane: KeyboardPlane
    private(set) var shift = Shift.off
    /// The text before the insertion point of a responder adopting only `UIKeyInput`, as far
    /// as the keyboard knows it; nil: unknown.
    private var typedContext: String?
    /// Whether a character was typed since the numbers or symbols plane was opened (a space
    /// then goes back to the letters).
    private var typedOnPlane = false
    /// When shift was last tapped, for caps lock.
    private var lastShiftTap: TimeInterval?
    /// Called when what the keyboard shows may have changed (plane, shift, the return key).
    var onChange: (() -> Void)?

    /// A session for `client`, with the traits it has now.
    init(client: UIResponder) {
        self.client = client
        let input = client as? UIKeyInput
        keyboardType = input?.keyboardType ?? .default
        returnKeyType = input?.returnKeyType ?? .default
        enablesReturnKeyAutomatically = input?.enablesReturnKeyAutomatically ?? false
        autocapitalizationType = input?.autocapitalizationType ?? .none
        plane = KeyboardPlane.first(of: keyboardType)
        typedContext = input?.hasText == true ? nil : ""
        applyAutomaticShift()
    }

    /// Whether the session still fits `responder`: it is the session's, with the same traits.
    func serves(_ responder: UIResponder) -> Bool {
        guard responder === client else { return false }
        let input = responder as? UIKeyInput
        return input?.keyboardType ?? .default == keyboardType && input?.returnKeyType ?? .default == returnKeyType
            && input?.enablesReturnKeyAutomatically ?? false == enablesReturnKeyAutomatically
            && input?.autocapitalizationType ?? .none == autocapitalizationType
    }

    /// The responder to type into, while it is still first responder (keys tapped as the
    /// keyboard goes after it resigned type nothing).
    /// The text before the insertion point: the responder's own when it adopts
    /// `UITextInput`, else what the keyboard knows; nil: unknown.
    private var context: String? {
        guard let input = keyInput as? UITextInput else { return typedContext }
        guard let selection = input.selectedTextRange,
              let range = input.textRange(from: input.beginningOfDocument, to: selection.start) else { return nil }
        return input.text(in: range) ?? ""
    }

    private var keyInput: UIKeyInput? {
        guard let client, client.isFirstResponder else { return nil }
        return client as? UIKeyInput
    }

    /// Whether letters come out as capitals.
    var isShifted: Bool { shift != .off }

    /// Whether the return key works: always, unless `enablesReturnKeyAutomatically` and
    /// there is no text.
    var isReturnKeyEnabled: Bool { !enablesReturnKeyAutomatically || keyInput?.hasText == true }

    // MARK: Keys

    /// What a tap on `key` does, at host time `time`. Delete is not here: it acts when the
    /// key goes down (`deleteBackward()`), and repeats while held.
    func tap(_ key: KeyboardKey, at time: TimeInterval) {
        // Caps lock takes two taps on shift with nothing between them.
        if key.action != .shift { lastShiftTap = nil }
        switch key.action {
        case .insert: if let text = key.text(shifted: isShifted) { insert(text) }
        case .space: insert(" ")
        case .return: if isReturnKeyEnabled { insert("\n") }
        case .shift: tapShift(at: time)
        case .plane(let plane): show(plane)
        case .delete: deleteBackward()
        case .nextKeyboard, .dictation: break
        }
    }

    /// Types `text` into the responder, as a key does (also what the Simulator does for a
    /// character no key types).
    func insert(_ text: String) {
        guard let keyInput else { return }
        keyInput.insertText(text)
        typedContext?.append(text)
        // The numbers and symbols planes go back to the letters after an apostrophe, and
        // after a space or return that follows something typed there (the
        // numbers-and-punctuation keyboard stays).
        if plane == .numbers || plane == .symbols, keyboardType != .numbersAndPunctuation {
            if text == "'" || ((text == " " || text == "\n") && typedOnPlane) {
                plane = .letters
                typedOnPlane = false
            } else if text != " " {
                typedOnPlane = true
            }
        }
        if shift == .on { shift = .off }
        applyAutomaticShift()
        onChange?()
    }

    /// Deletes the character before the insertion point (the responder is asked even when
    /// it has no text, as iOS asks).
    func deleteBackward() {
        guard let keyInput else { return }
        keyInput.deleteBackward()
        if keyInput.hasText {
            if typedContext?.isEmpty == false { typedContext?.removeLast() } else { typedContext = nil }
        } else {
            typedContext = ""
        }
        if shift == .on { shift = .off }
        applyAutomaticShift()
        onChange?()
    }

    /// Deletes the word before the insertion point with the spaces after it, one
    /// `deleteBackward()` per character; a single character when the text is unknown.
    func deleteWordBackward() {
        guard let context, !context.isEmpty else {
            deleteBackward()
            return
        }
        var text = Substring(context)
        var count = 0
        while let last = text.last, last.isWhitespace { text.removeLast(); count += 1 }
        while let last = text.last, !last.isWhitespace { text.removeLast(); count += 1 }
        for _ in 0..<count { deleteBackward() }
    }

    /// Shows `plane`; back on the letters, shift follows the text again.
    private func show(_ plane: KeyboardPlane) {
        self.plane = plane
        typedOnPlane = false
        if plane == .letters { applyAutomaticShift() }
        onChange?()
    }

    /// Shift on, off, or — tapped twice within `capsLockInterval` — locked.
    private func tapShift(at time: TimeInterval) {
        if let last = lastShiftTap, time - last <= KeyboardSession.capsLockInterval {
            shift = .locked
            lastShiftTap = nil
        } else {
            shift = shift == .off ? .on : .off
            lastShiftTap = time
        }
        onChange?()
    }

    // MARK: Automatic capitals

    /// Turns shift on where the responder's `autocapitalizationType` asks for a capital,
    /// off elsewhere; caps lock stays.
    private func applyAutomaticShift() {
        guard shift != .locked else { return }
        shift = wantsCapital ? .on : .off
    }

    /// Whether the next letter should be a capital: always (`.allCharacters`), at the start
    /// of the text or of a word (`.words`), or of a sentence — after ". ", "! ", "? " or a
    /// new line (`.sentences`); never when the text before the insertion point is unknown.
    private var wantsCapital: Bool {
        switch autocapitalizationType {
        case .none: return false
        case .allCharacters: return true
        case .words:
            guard let context else { return false }
            return context.last.map(\.isWhitespace) ?? true
        case .sentences:
            guard let context else { return false }
            guard let last = context.last else { return true }
            if last.isNewline { return true }
            guard last.isWhitespace else { return false }
            guard let mark = context.last(where: { !$0.isWhitespace }) else { return true }
            return ".!?".contains(mark)
        }
    }
}
