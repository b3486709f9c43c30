import CoreGraphics
import Foundation

/// One key of a keyboard's layout: what it does, what it is called, how it looks and how
/// wide it is.
struct KeyboardKey: Equatable, Sendable {
    /// What tapping the key does.
    enum Action: Equatable, Sendable {
        /// Types the text (a letter follows the shift key).
        case insert(String)
        /// Shift: capitals for the next letter; twice quickly, caps lock.
        case shift
        /// Deletes backwards; held, it repeats.
        case delete
        /// Shows another plane of keys.
        case plane(KeyboardPlane)
        /// Types a space.
        case space
        /// Types a newline (the return key).
        case `return`
        /// The globe: switches input methods on iOS; there is one here, so it does nothing.
        case nextKeyboard
        /// The microphone: dictation, which is not simulated, so it does nothing.
        case dictation
    }

    /// How the key is drawn.
    enum Style: Equatable, Sendable {
        /// A white key with a character or a word (letters, digits, symbols, space).
        case character
        /// A grey key (shift, delete, the plane keys, the default return key).
        case function
        /// A white pad key: a large digit over its letters.
        case digit
        /// No key shape, only its title or glyph (the pads' delete and corner keys, the
        /// globe and dictation keys under the keys).
        case bare
    }

    var action: Action
    /// The key's name, which tests find it by: its character ("q", "1", ".com"), or
    /// "shift", "delete", "space", "Next keyboard", "Dictate", and the titles of the return
    /// key ("return", "go"…) and the plane keys ("123", "ABC", "#+="). A letter's is a
    /// capital while shift is on.
    var name: String
    /// The text drawn on the key; nil for a key drawn with a symbol (shift, delete, globe,
    /// microphone).
    var title: String?
    /// Smaller text under a pad digit ("ABC").
    var subtitle: String?
    var style: Style
    /// The key's width in cells (a letter key is one cell); nil: what its row leaves.
    var width: CGFloat?

    /// Whether the key types a letter, which shift makes a capital.
    var isLetter: Bool {
        guard case .insert(let text) = action, text.count == 1 else { return false }
        return text.lowercased() != text.uppercased()
    }

    /// The key's name with shift on or off.
    func name(shifted: Bool) -> String { shifted && isLetter ? name.uppercased() : name }

    /// The text typed by a key that types text, with shift on or off.
    func text(shifted: Bool) -> String? {
        guard case .insert(let text) = action else { return nil }
        return shifted && isLetter ? text.uppercased() : text
    }

    // MARK: Making keys

    /// A white key typing `text`, titled with it.
    static func character(_ text: String, width: CGFloat? = 1) -> KeyboardKey {
        KeyboardKey(action: .insert(text), name: text, title: text, style: .character, width: width)
    }

    /// A pad key typing `digit`, with `letters` under it.
    static func digit(_ digit: String, letters: String? = nil) -> KeyboardKey {
        KeyboardKey(action: .insert(digit), name: digit, title: digit, subtitle: letters, style: .digit, width: 1)
    }

    /// A key without a shape typing `text` (the decimal pad's separator, the phone pad's
    /// "+" and "pause").
    static func bare(_ text: String, title: String? = nil) -> KeyboardKey {
        KeyboardKey(action: .insert(text), name: title ?? text, title: title ?? text, style: .bare, width: 1)
    }

    static func shift(width: CGFloat) -> KeyboardKey {
        KeyboardKey(action: .shift, name: "shift", style: .function, width: width)
    }

    static func delete(width: CGFloat, style: Style = .function) -> KeyboardKey {
        KeyboardKey(action: .delete, name: "delete", style: style, width: width)
    }

    /// A key switching to `plane`, titled `title`.
    static func plane(_ plane: KeyboardPlane, title: String, width: CGFloat, style: Style = .function) -> KeyboardKey {
        KeyboardKey(action: .plane(plane), name: title, title: title, style: style, width: width)
    }

    static func space(width: CGFloat? = nil) -> KeyboardKey {
        KeyboardKey(action: .space, name: "space", title: "space", style: .character, width: width)
    }

    /// The return key titled `title` ("return", "go", "search"…), which is also its name.
    static func returnKey(title: String, width: CGFloat) -> KeyboardKey {
        KeyboardKey(action: .return, name: title, title: title, style: .function, width: width)
    }

    static func nextKeyboard(width: CGFloat, style: Style = .function) -> KeyboardKey {
        KeyboardKey(action: .nextKeyboard, name: "Next keyboard", style: style, width: width)
    }

    static func dictation(width: CGFloat, style: Style = .function) -> KeyboardKey {
        KeyboardKey(action: .dictation, name: "Dictate", style: style, width: width)
    }

    /// The key with another name (a pad key named for its word, not its character).
    func named(_ name: String) -> KeyboardKey {
        var key = self
        key.name = name
        return key
    }
}
