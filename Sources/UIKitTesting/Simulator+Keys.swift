import Foundation
import UIKit

/// Keyboard input. With a hardware keyboard connected (`hardwareKeyboardConnected`), keys are
/// pressed: presses go to the key window's first responder. Without one (an iPhone's
/// default), `type(_:)` and `press(_:)` tap the software keyboard's keys
/// (`Simulator+Keyboard.swift`).
extension Simulator {
    /// A key of a US hardware keyboard, with the modifiers held.
    public struct Key: Hashable, Sendable {
        public var keyCode: UIKeyboardHIDUsage
        /// The text the key produces with its modifiers.
        public var characters: String
        /// The text the key produces without modifiers.
        public var charactersIgnoringModifiers: String
        public var modifierFlags: UIKeyModifierFlags

        public init(keyCode: UIKeyboardHIDUsage, characters: String, charactersIgnoringModifiers: String? = nil,
                    modifierFlags: UIKeyModifierFlags = []) {
            self.keyCode = keyCode
            self.characters = characters
            self.charactersIgnoringModifiers = charactersIgnoringModifiers ?? characters
            self.modifierFlags = modifierFlags
        }

        public static let `return` = Key(keyCode: .keyboardReturnOrEnter, characters: "\r")
        public static let escape = Key(keyCode: .keyboardEscape, characters: "UIKeyInputEscape")
        /// Backspace.
        public static let delete = Key(keyCode: .keyboardDeleteOrBackspace, characters: "\u{8}")
        public static let deleteForward = Key(keyCode: .keyboardDeleteForward, characters: "UIKeyInputDelete")
        public static let tab = Key(keyCode: .keyboardTab, characters: "\t")
        public static let space = Key(keyCode: .keyboardSpacebar, characters: " ")
        public static let upArrow = Key(keyCode: .keyboardUpArrow, characters: "UIKeyInputUpArrow")
        public static let downArrow = Key(keyCode: .keyboardDownArrow, characters: "UIKeyInputDownArrow")
        public static let leftArrow = Key(keyCode: .keyboardLeftArrow, characters: "UIKeyInputLeftArrow")
        public static let rightArrow = Key(keyCode: .keyboardRightArrow, characters: "UIKeyInputRightArrow")
        public static let home = Key(keyCode: .keyboardHome, characters: "UIKeyInputHome")
        public static let end = Key(keyCode: .keyboardEnd, characters: "UIKeyInputEnd")
        public static let pageUp = Key(keyCode: .keyboardPageUp, characters: "UIKeyInputPageUp")
        public static let pageDown = Key(keyCode: .keyboardPageDown, characters: "UIKeyInputPageDown")

        /// The key typing `character` on a US keyboard, with shift where it needs it.
        /// Characters the layout lacks come with `.keyboardErrorUndefined`.
        public static func character(_ character: Character) -> Key {
            if character == "\n" || character == "\r" { return .return }
            let text = String(character)
            for (plain, shifted, code) in usLayout {
                if text == plain { return Key(keyCode: code, characters: text) }
                if text == shifted {
                    return Key(keyCode: code, characters: text, charactersIgnoringModifiers: plain, modifierFlags: .shift)
                }
            }
            return Key(keyCode: .keyboardErrorUndefined, characters: text)
        }

        /// The printable keys of a US keyboard: what each types, with and without shift.
        private static let usLayout: [(String, String, UIKeyboardHIDUsage)] = {
            var keys: [(String, String, UIKeyboardHIDUsage)] = []
            for (offset, letter) in "abcdefghijklmnopqrstuvwxyz".enumerated() {
                keys.append((String(letter), letter.uppercased(), UIKeyboardHIDUsage(rawValue: 4 + offset)!))
            }
            for (offset, (digit, symbol)) in zip("1234567890", "!@#$%^&*()").enumerated() {
                keys.append((String(digit), String(symbol), UIKeyboardHIDUsage(rawValue: 30 + offset)!))
            }
            keys += [(" ", " ", .keyboardSpacebar), ("\t", "\t", .keyboardTab),
                     ("-", "_", .keyboardHyphen), ("=", "+", .keyboardEqualSign),
                     ("[", "{", .keyboardOpenBracket), ("]", "}", .keyboardCloseBracket),
                     ("\\", "|", .keyboardBackslash), (";", ":", .keyboardSemicolon),
                     ("'", "\"", .keyboardQuote), ("`", "~", .keyboardGraveAccentAndTilde),
                     (",", "<", .keyboardComma), (".", ">", .keyboardPeriod), ("/", "?", .keyboardSlash)]
            return keys
        }()
    }

    /// How long a key stays down when pressed.
    static let keyPressDuration: TimeInterval = 0.08

    /// Presses `key`. With a hardware keyboard connected: `pressesBegan` then, 0.08 s later,
    /// `pressesEnded` at the key window's first responder (else the key window), up the
    /// responder chain. Without one: taps the software keyboard's key for it — return,
    /// delete, space, or the key typing its character (with the plane and shift keys on the
    /// way); a key the software keyboard lacks (arrows, escape, tab…), or no keyboard on
    /// screen, stops the test: connect the hardware keyboard for those.
    public func press(_ key: Key) {
        guard hardwareKeyboardConnected else {
            pressOnSoftwareKeyboard(key)
            return
        }
        pressHardwareKey(key)
    }

    /// A hardware key press: down, then up 0.08 s later.
    func pressHardwareKey(_ key: Key) {
        let uiKey = UIKey(characters: key.characters, charactersIgnoringModifiers: key.charactersIgnoringModifiers,
                          modifierFlags: key.modifierFlags, keyCode: key.keyCode)
        elapse(Simulator.sampleInterval)
        EventRouter.current.sendKeyDown(uiKey, at: inputTime)
        pause(Simulator.keyPressDuration)
        elapse(Simulator.sampleInterval)
        EventRouter.current.sendKeyUp(key.keyCode, at: inputTime)
    }

    /// Types `text`. With a hardware keyboard connected: one key press per character (with
    /// shift for capitals and symbols), a frame apart. Without one: once the software
    /// keyboard is up, taps its keys as a person would — switching planes with "123", "#+="
    /// and "ABC", shift for a letter whose case differs, return for "\n" —; a character no key
    /// types (a tab, an emoji, "é") is inserted directly, as XCUITest's `typeText` does. No
    /// software keyboard on screen (no editable first responder) stops the test.
    public func type(_ text: String) {
        guard hardwareKeyboardConnected else {
            typeOnSoftwareKeyboard(text)
            return
        }
        for character in text { pressHardwareKey(.character(character)) }
    }
}
