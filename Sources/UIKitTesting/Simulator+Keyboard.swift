import CoreGraphics
import Foundation
import UIKit

/// The software keyboard: whether a hardware keyboard is connected, the keys on screen, and
/// typing by tapping them.
extension Simulator {
    /// Whether a hardware keyboard is connected. Default false, as on an iPhone: an editable
    /// first responder (one adopting `UIKeyInput`) gets the software keyboard, which slides
    /// up with its notifications, and `type(_:)` and `press(_:)` tap its keys. True: no
    /// software keyboard shows (input views and input accessory views still do), and
    /// `type(_:)` and `press(_:)` send hardware key presses to the first responder. Changing
    /// it with a keyboard up shows or hides it at the next frame, as plugging in a keyboard
    /// does.
    public var hardwareKeyboardConnected: Bool {
        get { SoftwareKeyboard.current.hardwareKeyboardConnected }
        set { SoftwareKeyboard.current.hardwareKeyboardConnected = newValue }
    }

    /// The software keyboard on screen, to find its keys (`sim.keyboard.keys["return"]`).
    public var keyboard: Keyboard { Keyboard(simulator: self) }

    /// The software keyboard as tests see it, in XCUITest's manner: `exists`, `frame`, and
    /// its keys by name.
    @MainActor
    public struct Keyboard {
        let simulator: Simulator

        /// Whether the keyboard is up (or coming up); false while hidden or going.
        public var exists: Bool { SoftwareKeyboard.current.frame != nil }

        /// The keyboard's frame in screen points — where it is going while it slides in —,
        /// accessory view included; `.zero` while hidden.
        public var frame: CGRect { SoftwareKeyboard.current.frame ?? .zero }

        /// The names of the system keyboard's keys as shown, row by row: characters ("q",
        /// "Q" while shifted, "1", ".com"), "shift", "delete", "space", the return key's title
        /// ("return", "go", "search"…), the plane keys' titles ("123", "ABC", "#+="), "Next
        /// keyboard" and "Dictate"; empty while no system keyboard shows.
        public var keyNames: [String] { SoftwareKeyboard.current.keys.map(\.name) }

        /// The keys by name: `sim.keyboard.keys["delete"]`.
        public var keys: Keys { Keys(simulator: simulator) }

        /// The keys of the keyboard, found by name.
        @MainActor
        public struct Keys {
            let simulator: Simulator

            /// The key named `name` (see `Keyboard.keyNames`); the return key also answers to
            /// "return" whatever its title. Ask its `exists` before using its frame.
            public subscript(name: String) -> Key { Key(simulator: simulator, name: name) }
        }

        /// A key of the software keyboard, looked up when asked.
        @MainActor
        public struct Key {
            let simulator: Simulator
            /// The name it was asked for.
            public let name: String

            private var found: (name: String, frame: CGRect, isEnabled: Bool)? {
                let keys = SoftwareKeyboard.current.keys
                if let key = keys.first(where: { $0.name == name }) { return key }
                guard name == "return" else { return nil }
                return SoftwareKeyboard.current.returnKey
            }

            /// Whether the keyboard shows this key now.
            public var exists: Bool { found != nil }

            /// The key's frame in screen points (where it is going while the keyboard
            /// slides). Asking for a key that is not shown stops the test.
            public var frame: CGRect {
                guard let found else {
                    preconditionFailure("Simulator.Keyboard.Key.frame: the keyboard shows no key named \"\(name)\" (it shows \(SoftwareKeyboard.current.keys.map(\.name))); check `exists` first")
                }
                return found.frame
            }

            /// Whether the key acts (false for a return key that `enablesReturnKeyAutomatically`
            /// turned off); false when not shown.
            public var isEnabled: Bool { found?.isEnabled ?? false }

            /// Taps the key in its middle.
            public func tap() {
                let frame = frame
                simulator.tap(at: CGPoint(x: frame.midX, y: frame.midY))
            }

            /// Holds a finger on the key for `duration` seconds (delete repeats).
            public func press(forDuration duration: TimeInterval) {
                let frame = frame
                simulator.longPress(at: CGPoint(x: frame.midX, y: frame.midY), duration: duration)
            }
        }
    }

    // MARK: Typing on the keys

    /// The longest wait for the keyboard to come up before typing.
    static let keyboardWaitLimit: TimeInterval = 2

    /// Lets the keyboard finish showing (a first responder change is followed at the next
    /// turn, and the keyboard then slides for 0.25 s), as a person waits for it.
    func waitForKeyboard() {
        runTurnNow()
        var waited: TimeInterval = 0
        while SoftwareKeyboard.current.isChanging, waited < Simulator.keyboardWaitLimit {
            advance(by: Simulator.sampleInterval)
            waited += Simulator.sampleInterval
        }
    }

    /// `type(_:)` without a hardware keyboard.
    func typeOnSoftwareKeyboard(_ text: String) {
        waitForKeyboard()
        precondition(!SoftwareKeyboard.current.keys.isEmpty,
                     "Simulator.type(_:): no software keyboard is on screen (the first responder does not adopt UIKeyInput, or has an input view); make an editable view first responder, or set sim.hardwareKeyboardConnected = true to press hardware keys")
        for character in text { typeOnKeys(character) }
    }

    /// Taps the keys that type `character`; inserts it directly when no key types it.
    private func typeOnKeys(_ character: Character) {
        let keyboard = SoftwareKeyboard.current
        // Each tap changes at most the plane or shift; a handful reach any key.
        for _ in 0..<6 {
            switch keyboard.nextTap(toType: character) {
            case .key(let name, let types):
                self.keyboard.keys[name].tap()
                if types { return }
            case .unavailable:
                keyboard.typeDirectly(String(character))
                return
            }
        }
        keyboard.typeDirectly(String(character))
    }

    /// `press(_:)` without a hardware keyboard: the software keyboard's key for `key`.
    func pressOnSoftwareKeyboard(_ key: Key) {
        waitForKeyboard()
        let name: String?
        switch key.keyCode {
        case .keyboardReturnOrEnter: name = "return"
        case .keyboardDeleteOrBackspace: name = "delete"
        case .keyboardSpacebar: name = "space"
        default: name = nil
        }
        if let name {
            precondition(keyboard.keys[name].exists,
                         "Simulator.press(_:): the software keyboard shows no \(name) key (none is on screen, or this keyboard type lacks it); make an editable view first responder, or set sim.hardwareKeyboardConnected = true to press hardware keys")
            keyboard.keys[name].tap()
            return
        }
        guard key.keyCode != .keyboardErrorUndefined, key.characters.count == 1, key.modifierFlags.subtracting(.shift).isEmpty,
              let character = key.characters.first, case .key = SoftwareKeyboard.current.nextTap(toType: character) else {
            preconditionFailure("Simulator.press(_:): the software keyboard has no key for \(key.keyCode) \"\(key.characters)\"; set sim.hardwareKeyboardConnected = true to press hardware keys")
        }
        typeOnKeys(character)
    }
}
