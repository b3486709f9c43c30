@_implementationOnly import CSDL2
import Foundation

/// The live window's keyboard as UIKit reports keys. SDL's scancodes are USB HID usage
/// codes, as `UIKeyboardHIDUsage`'s are, so a key's code passes straight through; its text
/// comes from the keyboard layout (SDL's key code) and from the text SDL's input method
/// produced for the press.
package enum SDLHostKeys {
    /// The key with SDL scancode `scancode`; nil for codes that are no key (0 to 3) and for
    /// keys `UIKeyboardHIDUsage` does not list.
    package static func usage(forScancode scancode: Int) -> UIKeyboardHIDUsage? {
        guard scancode >= UIKeyboardHIDUsage.keyboardA.rawValue else { return nil }
        return UIKeyboardHIDUsage(rawValue: scancode)
    }

    /// The modifier flags of a press of `usage` with SDL modifier state `keymod` (an
    /// `SDL_Keymod` bit set): either shift, alt (option), caps lock, and `.numericPad` for
    /// keys of the numeric keypad. On Linux, Control plays the part of ⌘ (Ctrl+C copies as
    /// ⌘C does on iOS, Ctrl+← goes to the line's start as ⌘← does), so either Control key
    /// reports `.command`, and the Super (GUI, logo) keys, which the desktop keeps for itself
    /// on most systems, report `.control`.
    package static func modifierFlags(forKeymod keymod: Int, usage: UIKeyboardHIDUsage) -> UIKeyModifierFlags {
        var flags: UIKeyModifierFlags = []
        let pairs: [(SDL_Keymod, UIKeyModifierFlags)] = [
            (KMOD_SHIFT, .shift), (KMOD_CTRL, .command), (KMOD_ALT, .alternate), (KMOD_GUI, .control),
            (KMOD_CAPS, .alphaShift),
        ]
        for (mask, flag) in pairs where keymod & Int(mask.rawValue) != 0 { flags.insert(flag) }
        if isOnKeypad(usage) { flags.insert(.numericPad) }
        return flags
    }

    /// The input string UIKit gives a key that types no visible character
    /// (`UIKeyCommand.inputUpArrow`'s "UIKeyInputUpArrow", return's "\r"…); nil for others.
    package static func specialInput(for usage: UIKeyboardHIDUsage) -> String? {
        switch usage {
        case .keyboardReturnOrEnter, .keypadEnter: "\r"
        case .keyboardDeleteOrBackspace: "\u{8}"
        case .keyboardTab: "\t"
        case .keyboardEscape: "UIKeyInputEscape"
        case .keyboardDeleteForward: "UIKeyInputDelete"
        case .keyboardUpArrow: "UIKeyInputUpArrow"
        case .keyboardDownArrow: "UIKeyInputDownArrow"
        case .keyboardLeftArrow: "UIKeyInputLeftArrow"
        case .keyboardRightArrow: "UIKeyInputRightArrow"
        case .keyboardHome: "UIKeyInputHome"
        case .keyboardEnd: "UIKeyInputEnd"
        case .keyboardPageUp: "UIKeyInputPageUp"
        case .keyboardPageDown: "UIKeyInputPageDown"
        case _ where (UIKeyboardHIDUsage.keyboardF1.rawValue...UIKeyboardHIDUsage.keyboardF12.rawValue)
            .contains(usage.rawValue):
            "UIKeyInputF\(usage.rawValue - UIKeyboardHIDUsage.keyboardF1.rawValue + 1)"
        default: nil
        }
    }

    /// The key a press reports.
    ///
    /// - `keycode`: SDL's key code, which for a key that types a character is that
    ///   character without modifiers in the current layout (lowercase for letters).
    /// - `text`: what SDL's text input produced for this press ("A" with shift held), nil
    ///   when it produced nothing (modifier keys, control or command held, text input off
    ///   because no text object edits).
    /// - `keymod`: SDL's modifier state.
    ///
    /// `characters` is the text, else the key's own character, a letter in capitals with
    /// shift or caps lock (other shifted characters depend on the keyboard layout, which only
    /// text input knows: they stay unshifted); `charactersIgnoringModifiers` the key's own
    /// character. Special keys report their input string in both; modifier keys report
    /// empty strings.
    @MainActor
    package static func key(usage: UIKeyboardHIDUsage, keycode: Int, text: String?, keymod: Int) -> UIKey {
        let plain = specialInput(for: usage) ?? character(forKeycode: keycode) ?? ""
        let capitals = (keymod & Int(KMOD_SHIFT.rawValue) != 0) != (keymod & Int(KMOD_CAPS.rawValue) != 0)
        let own = capitals && plain.count == 1 && plain.first?.isLetter == true ? plain.uppercased() : plain
        let typed = specialInput(for: usage) ?? text.flatMap { $0.isEmpty ? nil : $0 } ?? own
        return UIKey(characters: typed, charactersIgnoringModifiers: plain,
                     modifierFlags: modifierFlags(forKeymod: keymod, usage: usage), keyCode: usage)
    }

    /// The character of an SDL key code that types one: codes below SDL's scancode-derived
    /// range, other than control characters.
    private static func character(forKeycode keycode: Int) -> String? {
        guard keycode >= 0x20, keycode != 0x7F, keycode < Int(SDLK_SCANCODE_MASK),
              let scalar = Unicode.Scalar(UInt32(keycode)) else { return nil }
        return String(Character(scalar))
    }

    /// Whether `usage` is a key of the numeric keypad.
    private static func isOnKeypad(_ usage: UIKeyboardHIDUsage) -> Bool {
        (UIKeyboardHIDUsage.keypadNumLock.rawValue...UIKeyboardHIDUsage.keypadPeriod.rawValue).contains(usage.rawValue)
            || usage == .keypadEqualSign
    }
}
