import Foundation

// How a person types a character on the system keyboard, one tap at a time: what the
// Simulator's `type(_:)` follows.

extension SoftwareKeyboard {
    /// The next tap towards typing a character.
    package enum KeyTap: Equatable {
        /// Tap the key with this name (as shown); `types` when this tap types the character,
        /// false for a plane key or shift on the way.
        case key(String, types: Bool)
        /// No key of the system keyboard types the character (or none is shown).
        case unavailable
    }

    /// The next key to tap to type `character` ("\n" and "\r": return) from what the
    /// keyboard shows: the key that types it on the plane shown — shift first when a
    /// letter's case differs from shift's —, else the first plane key on the shortest way
    /// to a plane that has it.
    package func nextTap(toType character: Character) -> KeyTap {
        guard let session, shown != nil, let keyboardView else { return .unavailable }
        let controlsBelowKeys = keyboardView.profile.hasControlsBelowKeys
        func layout(_ plane: KeyboardPlane) -> KeyboardLayout {
            KeyboardLayout(type: session.keyboardType, plane: plane, returnKeyType: session.returnKeyType,
                           controlsBelowKeys: controlsBelowKeys)
        }
        let text = String(character)
        func typing(_ key: KeyboardKey) -> Bool {
            switch key.action {
            case .return: return character == "\n" || character == "\r"
            case .space: return character == " "
            case .insert: return key.text(shifted: false) == text || key.text(shifted: true) == text
            default: return false
            }
        }
        // The planes reachable from the one shown, by the plane keys to tap, nearest first.
        var ways: [(plane: KeyboardPlane, taps: [String])] = [(session.plane, [])]
        var index = 0
        while index < ways.count {
            let (plane, taps) = ways[index]
            index += 1
            for key in layout(plane).keys {
                guard case .plane(let next) = key.action, !ways.contains(where: { $0.plane == next }) else { continue }
                ways.append((next, taps + [key.name]))
            }
        }
        guard let way = ways.first(where: { layout($0.plane).keys.contains(where: typing) }) else { return .unavailable }
        guard way.taps.isEmpty else { return .key(way.taps[0], types: false) }
        guard let key = layout(way.plane).keys.first(where: typing) else { return .unavailable }
        if key.isLetter, (text != text.lowercased()) != session.isShifted { return .key("shift", types: false) }
        return .key(key.name(shifted: session.isShifted), types: true)
    }
}
