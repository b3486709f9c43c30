import Foundation
import Testing
import UIKitTesting

/// The live window's keyboard: SDL scancodes are USB HID usages, so they map one to one
/// onto `UIKeyboardHIDUsage`; text and modifiers become the `UIKey` UIKit reports.
@Suite("SDL host keys")
struct SDLHostKeysTests {
    /// SDL_Keymod bits (SDL_keycode.h).
    static let leftShift = 0x0001, rightControl = 0x0080, leftAlt = 0x0100, rightGUI = 0x0800, numLock = 0x1000,
               capsLock = 0x2000

    @Test("every HID usage UIKit lists is the SDL scancode of the same number")
    func scancodesAreUsages() {
        // SDL_SCANCODE_A = 4, SDL_SCANCODE_RETURN = 40, SDL_SCANCODE_F1 = 58, SDL_SCANCODE_KP_EQUALS = 103,
        // SDL_SCANCODE_LCTRL = 224, SDL_SCANCODE_RGUI = 231.
        #expect(SDLHostKeys.usage(forScancode: 4) == .keyboardA)
        #expect(SDLHostKeys.usage(forScancode: 40) == .keyboardReturnOrEnter)
        #expect(SDLHostKeys.usage(forScancode: 58) == .keyboardF1)
        #expect(SDLHostKeys.usage(forScancode: 103) == .keypadEqualSign)
        #expect(SDLHostKeys.usage(forScancode: 224) == .keyboardLeftControl)
        #expect(SDLHostKeys.usage(forScancode: 231) == .keyboardRightGUI)
        for code in 4...231 {
            if let usage = UIKeyboardHIDUsage(rawValue: code) { #expect(SDLHostKeys.usage(forScancode: code) == usage) }
        }
    }

    @Test("bad input: codes that are no key, and keys UIKit does not list, give none")
    func unknownScancodes() {
        for code in [-1, 0, 1, 2, 3, 104, 200, 232, 290, 512, Int.max] {
            #expect(SDLHostKeys.usage(forScancode: code) == nil)
        }
    }

    @Test("modifier state becomes UIKeyModifierFlags, Control as ⌘ and Super as Control; keypad keys add .numericPad")
    func modifiers() {
        #expect(SDLHostKeys.modifierFlags(forKeymod: 0, usage: .keyboardA) == [])
        #expect(SDLHostKeys.modifierFlags(forKeymod: Self.leftShift, usage: .keyboardA) == .shift)
        #expect(SDLHostKeys.modifierFlags(forKeymod: Self.rightControl, usage: .keyboardA) == .command)
        #expect(SDLHostKeys.modifierFlags(forKeymod: Self.rightGUI, usage: .keyboardA) == .control)
        #expect(SDLHostKeys.modifierFlags(forKeymod: Self.rightControl | Self.leftAlt | Self.rightGUI, usage: .keyboardA)
            == [.control, .alternate, .command])
        #expect(SDLHostKeys.modifierFlags(forKeymod: Self.capsLock, usage: .keyboardA) == .alphaShift)
        #expect(SDLHostKeys.modifierFlags(forKeymod: Self.numLock, usage: .keypad5) == .numericPad)
        #expect(SDLHostKeys.modifierFlags(forKeymod: 0, usage: .keypadEnter) == .numericPad)
        #expect(SDLHostKeys.modifierFlags(forKeymod: 0, usage: .keypadEqualSign) == .numericPad)
        #expect(SDLHostKeys.modifierFlags(forKeymod: 0, usage: .keyboardNonUSBackslash) == [])
    }

    @Test("keys that type nothing visible report UIKit's input strings")
    func specialInputs() {
        #expect(SDLHostKeys.specialInput(for: .keyboardUpArrow) == "UIKeyInputUpArrow")
        #expect(SDLHostKeys.specialInput(for: .keyboardEscape) == "UIKeyInputEscape")
        #expect(SDLHostKeys.specialInput(for: .keyboardDeleteForward) == "UIKeyInputDelete")
        #expect(SDLHostKeys.specialInput(for: .keyboardPageDown) == "UIKeyInputPageDown")
        #expect(SDLHostKeys.specialInput(for: .keyboardF1) == "UIKeyInputF1")
        #expect(SDLHostKeys.specialInput(for: .keyboardF12) == "UIKeyInputF12")
        #expect(SDLHostKeys.specialInput(for: .keyboardReturnOrEnter) == "\r")
        #expect(SDLHostKeys.specialInput(for: .keyboardDeleteOrBackspace) == "\u{8}")
        #expect(SDLHostKeys.specialInput(for: .keyboardTab) == "\t")
        #expect(SDLHostKeys.specialInput(for: .keyboardA) == nil)
        #expect(SDLHostKeys.specialInput(for: .keyboardLeftShift) == nil)
    }

    @Test("a key's characters: the typed text with modifiers, lowercase without; the same keys as the Simulator types")
    @MainActor func keys() {
        let shiftedA = SDLHostKeys.key(usage: .keyboardA, keycode: 0x61, text: "A", keymod: Self.leftShift)
        #expect(shiftedA.characters == "A" && shiftedA.charactersIgnoringModifiers == "a")
        #expect(shiftedA.modifierFlags == .shift && shiftedA.keyCode == .keyboardA)
        let simulated = Simulator.Key.character("A")
        #expect(shiftedA.characters == simulated.characters
            && shiftedA.charactersIgnoringModifiers == simulated.charactersIgnoringModifiers
            && shiftedA.modifierFlags == simulated.modifierFlags && shiftedA.keyCode == simulated.keyCode)
        // Control held: no text arrives; the key's own character stands in. Control is ⌘ here.
        let controlC = SDLHostKeys.key(usage: .keyboardC, keycode: 0x63, text: nil, keymod: Self.rightControl)
        #expect(controlC.characters == "c" && controlC.charactersIgnoringModifiers == "c" && controlC.modifierFlags == .command)
        // Text input off (no text object edits): a letter with shift, or caps lock, is a capital;
        // both together, or other keys, keep the key's own character.
        let shiftedB = SDLHostKeys.key(usage: .keyboardB, keycode: 0x62, text: nil, keymod: Self.leftShift)
        #expect(shiftedB.characters == "B" && shiftedB.charactersIgnoringModifiers == "b")
        #expect(SDLHostKeys.key(usage: .keyboardB, keycode: 0x62, text: nil, keymod: Self.capsLock).characters == "B")
        #expect(SDLHostKeys.key(usage: .keyboardB, keycode: 0x62, text: nil, keymod: Self.capsLock | Self.leftShift)
            .characters == "b")
        #expect(SDLHostKeys.key(usage: .keyboard1, keycode: 0x31, text: nil, keymod: Self.leftShift).characters == "1")
        let exclamation = SDLHostKeys.key(usage: .keyboard1, keycode: 0x31, text: "!", keymod: Self.leftShift)
        #expect(exclamation.characters == "!" && exclamation.charactersIgnoringModifiers == "1")
        let up = SDLHostKeys.key(usage: .keyboardUpArrow, keycode: 0x4000_0052, text: nil, keymod: 0)
        #expect(up.characters == "UIKeyInputUpArrow" && up.charactersIgnoringModifiers == "UIKeyInputUpArrow")
        #expect(up.characters == Simulator.Key.upArrow.characters)
        let enter = SDLHostKeys.key(usage: .keyboardReturnOrEnter, keycode: 0x0D, text: nil, keymod: 0)
        #expect(enter.characters == Simulator.Key.return.characters)
        let shift = SDLHostKeys.key(usage: .keyboardLeftShift, keycode: 0x4000_00E1, text: nil, keymod: Self.leftShift)
        #expect(shift.characters == "" && shift.charactersIgnoringModifiers == "")
        let eAcute = SDLHostKeys.key(usage: .keyboardE, keycode: 0x65, text: "é", keymod: 0)
        #expect(eAcute.characters == "é" && eAcute.charactersIgnoringModifiers == "e")
        // An empty text, a control character or an out-of-range key code gives nothing odd.
        #expect(SDLHostKeys.key(usage: .keyboardA, keycode: 0x61, text: "", keymod: 0).characters == "a")
        #expect(SDLHostKeys.key(usage: .keyboardPOSTFail, keycode: 0x7F, text: nil, keymod: 0).characters == "")
        #expect(SDLHostKeys.key(usage: .keyboardPOSTFail, keycode: -5, text: nil, keymod: 0).characters == "")
        #expect(SDLHostKeys.key(usage: .keyboardPOSTFail, keycode: 0xD800, text: nil, keymod: 0).characters == "")
    }
}
