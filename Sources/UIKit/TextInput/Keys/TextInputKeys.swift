import Foundation

/// What a key press does to a text object when no responder handled it: UIKit's text input
/// system, reached at the end of the responder chain (`UIResponder.pressesBegan`'s default
/// there), as a press a view controller swallows never types on iOS either.
///
/// For a responder adopting `UIKeyInput`: printable characters become `insertText(_:)`,
/// Return and Enter `insertText("\n")` (a text field takes that as its Return key),
/// Backspace `deleteBackward()`. For one adopting `UITextInput` too: the arrows move the
/// caret by characters (up and down by lines, else to the start or end), with shift they
/// extend the selection, with Alt or Control by words, with Command to the line's ends;
/// Home and End go to the line's ends; Forward Delete deletes the next character; the
/// shortcuts — Command or, on Linux keyboards, Control with A, C, X, V, Z and shift-Z —
/// send Select All, Copy, Cut and Paste up the responder chain, and undo and redo with the
/// responder's undo manager. Tab and Escape do nothing.
@MainActor
enum TextInputKeys {
    /// Handles the keys of `presses` that went down, for the responders they went to.
    static func pressesReachedEndOfChain(_ presses: Set<UIPress>) {
        for press in presses where press.phase == .began {
            guard let key = press.key, let responder = press.responder, let keyInput = responder as? any UIKeyInput else {
                continue
            }
            handle(key, for: responder, keyInput: keyInput)
        }
    }

    /// A held key repeated (a hardware keyboard's auto-repeat): its edit happens again for
    /// the key window's first responder — another character, another deletion, another
    /// step of the caret — without a new press, as iOS repeats keys in text.
    static func keyRepeated(_ key: UIKey) {
        guard let responder = WindowServer.current.keyWindow?.firstResponder,
              let keyInput = responder as? any UIKeyInput else { return }
        handle(key, for: responder, keyInput: keyInput)
    }

    private static func handle(_ key: UIKey, for responder: UIResponder, keyInput: any UIKeyInput) {
        let flags = key.modifierFlags
        let textInput = responder as? (UIResponder & UITextInput)
        if !flags.isDisjoint(with: [.command, .control]), performShortcut(key, for: responder) { return }
        if let textInput, move(key, in: textInput) { return }
        switch key.keyCode {
        case .keyboardReturnOrEnter, .keypadEnter:
            keyInput.insertText("\n")
        case .keyboardDeleteOrBackspace:
            keyInput.deleteBackward()
        case .keyboardDeleteForward:
            if let textInput { deleteForward(in: textInput) }
        case .keyboardTab, .keyboardEscape:
            break
        default:
            guard flags.isDisjoint(with: [.command, .control]), isPrintable(key.characters) else { return }
            keyInput.insertText(key.characters)
        }
    }

    /// Whether `characters` is text to type: not empty, not a control character, not one
    /// of UIKit's names for special keys (`UIKeyInputUpArrow`…).
    private static func isPrintable(_ characters: String) -> Bool {
        guard !characters.isEmpty, !characters.hasPrefix("UIKeyInput") else { return false }
        return !characters.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
    }

    // MARK: Shortcuts

    private static func performShortcut(_ key: UIKey, for responder: UIResponder) -> Bool {
        let shift = key.modifierFlags.contains(.shift)
        switch key.keyCode {
        case .keyboardA: return sendStandardAction("selectAll:")
        case .keyboardC: return sendStandardAction("copy:")
        case .keyboardX: return sendStandardAction("cut:")
        case .keyboardV: return sendStandardAction("paste:")
        case .keyboardZ:
            guard let undoManager = responder.undoManager else { return true }
            if shift { undoManager.redo() } else { undoManager.undo() }
            return true
        default: return false
        }
    }

    /// Sends a standard edit action up the responder chain, when a responder performs it.
    private static func sendStandardAction(_ name: String) -> Bool {
        UIApplication.shared.sendAction(Selector(name), to: nil, from: nil, for: nil)
        return true
    }

    // MARK: Moving the caret

    /// How far a navigation key moves.
    private enum Step {
        case character, word, lineEnd, lineOrDocumentEnd
    }

    /// Moves the caret (or, with shift, the selection's moving end) for an arrow, Home or
    /// End key; answers false for other keys.
    private static func move(_ key: UIKey, in textInput: UIResponder & UITextInput) -> Bool {
        let flags = key.modifierFlags
        let forward: Bool
        var step: Step
        var vertical = false
        switch key.keyCode {
        case .keyboardLeftArrow: forward = false; step = .character
        case .keyboardRightArrow: forward = true; step = .character
        case .keyboardUpArrow: forward = false; step = .character; vertical = true
        case .keyboardDownArrow: forward = true; step = .character; vertical = true
        case .keyboardHome: forward = false; step = .lineEnd
        case .keyboardEnd: forward = true; step = .lineEnd
        case .keyboardPageUp: forward = false; step = .lineOrDocumentEnd
        case .keyboardPageDown: forward = true; step = .lineOrDocumentEnd
        default: return false
        }
        if step == .character, !vertical, !flags.isDisjoint(with: [.alternate, .control]) { step = .word }
        if step == .character, flags.contains(.command) { step = vertical ? .lineOrDocumentEnd : .lineEnd }
        guard let selection = textInput.selectedTextRange else { return true }
        let extending = flags.contains(.shift)
        let environment = HostEnvironment.current.uiKit
        var anchor: UITextPosition
        var moving: UITextPosition
        if extending, let kept = environment.keyboardSelectionAnchor, kept.textInput === textInput,
           kept.selection.isEqual(selection) {
            anchor = kept.anchor
            moving = textInput.compare(anchor, to: selection.start) == .orderedSame ? selection.end : selection.start
        } else {
            anchor = forward ? selection.start : selection.end
            moving = forward ? selection.end : selection.start
        }
        let target: UITextPosition
        if !extending, !selection.isEmpty, step == .character, !vertical {
            // An arrow collapses a selection to its end in that direction.
            target = forward ? selection.end : selection.start
            anchor = target
        } else {
            target = destination(from: moving, step: step, forward: forward, vertical: vertical, in: textInput) ?? moving
            if !extending { anchor = target }
        }
        guard let range = textInput.textRange(from: anchor, to: target) else { return true }
        textInput.selectedTextRange = range
        environment.keyboardSelectionAnchor = extending
            ? KeyboardSelectionAnchor(textInput: textInput, anchor: anchor, selection: textInput.selectedTextRange ?? range)
            : nil
        return true
    }

    private static func destination(from position: UITextPosition, step: Step, forward: Bool, vertical: Bool,
                                     in textInput: UIResponder & UITextInput) -> UITextPosition? {
        let documentEnd = forward ? textInput.endOfDocument : textInput.beginningOfDocument
        let storage = UITextDirection.storage(forward ? .forward : .backward)
        switch step {
        case .character where vertical:
            // Up and down on the first or last line go to the start or end, as on a Mac.
            return textInput.position(from: position, in: forward ? .down : .up, offset: 1) ?? documentEnd
        case .character:
            return textInput.position(from: position, in: forward ? .right : .left, offset: 1)
        case .word:
            return textInput.tokenizer.position(from: position, toBoundary: .word, inDirection: storage) ?? documentEnd
        case .lineEnd:
            if textInput.tokenizer.isPosition(position, atBoundary: .line, inDirection: storage) { return position }
            return textInput.tokenizer.position(from: position, toBoundary: .line, inDirection: storage) ?? documentEnd
        case .lineOrDocumentEnd:
            return documentEnd
        }
    }

    /// Deletes the character after the caret (or the selection) through `UITextInput`:
    /// selects it, then deletes backward, as UIKit does for a key it has no method for.
    private static func deleteForward(in textInput: UIResponder & UITextInput) {
        guard let selection = textInput.selectedTextRange else { return }
        if selection.isEmpty {
            guard let next = textInput.position(from: selection.start, in: .right, offset: 1),
                  let range = textInput.textRange(from: selection.start, to: next) else { return }
            textInput.selectedTextRange = range
        }
        textInput.deleteBackward()
    }
}
