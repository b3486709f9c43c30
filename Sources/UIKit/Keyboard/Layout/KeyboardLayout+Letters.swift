import CoreGraphics
import Foundation

// The typing planes — letters, numbers, symbols — of iOS 17's US English keyboard, and
// their bottom row for each keyboard type.

extension KeyboardLayout {
    /// The letters, numbers or symbols plane of a keyboard of `type`.
    static func typing(type: UIKeyboardType, plane: KeyboardPlane, returnKeyType: UIReturnKeyType,
                       controlsBelowKeys: Bool) -> KeyboardLayout {
        let upper: [[Item]]
        let bottomSwitch: KeyboardKey
        switch plane {
        case .numbers:
            upper = [characters("1234567890"), characters("-/:;()$&@\""),
                     punctuationRow(switching: .plane(.symbols, title: "#+=", width: 1.25))]
        case .symbols:
            upper = [characters("[]{}#%^*+="), characters("_\\|~<>€£¥•"),
                     punctuationRow(switching: .plane(.numbers, title: "123", width: 1.25))]
        default:
            upper = [characters("qwertyuiop"), [.gap(0.5)] + characters("asdfghjkl") + [.gap(0.5)],
                     [.key(.shift(width: 1.25)), .gap(0.25)] + characters("zxcvbnm")
                        + [.gap(0.25), .key(.delete(width: 1.25))]]
        }
        // The name-and-phone keyboard's "123" opens its phone pad.
        let numbers: KeyboardPlane = type == .namePhonePad ? .digits : .numbers
        bottomSwitch = plane == .letters ? .plane(numbers, title: "123", width: 1.25) : .plane(.letters, title: "ABC", width: 1.25)
        let bottom = bottomRow(type: type, switchKey: bottomSwitch, returnKeyType: returnKeyType,
                               controlsBelowKeys: controlsBelowKeys)
        let strip: [KeyboardKey] = controlsBelowKeys
            ? [.nextKeyboard(width: 1.25, style: .bare), .dictation(width: 1.25, style: .bare)] : []
        return KeyboardLayout(rows: upper + [bottom], columns: 10, stripKeys: strip)
    }

    /// One key a cell wide per character of `characters`.
    private static func characters(_ characters: String) -> [Item] {
        characters.map { .key(.character(String($0))) }
    }

    /// The third row of the numbers and symbols planes: a plane key, five wide punctuation
    /// keys, delete.
    private static func punctuationRow(switching key: KeyboardKey) -> [Item] {
        [.key(key), .gap(0.25)] + ".,?!'".map { .key(.character(String($0), width: 1.4)) }
            + [.gap(0.25), .key(.delete(width: 1.25))]
    }

    /// The bottom row: the plane key, the globe and dictation keys where the device has no
    /// strip for them, the keys of the keyboard's type around or instead of the space bar,
    /// and return. The key without a width (space, or ".com") takes what is left.
    private static func bottomRow(type: UIKeyboardType, switchKey: KeyboardKey, returnKeyType: UIReturnKeyType,
                                  controlsBelowKeys: Bool) -> [Item] {
        let middle: [KeyboardKey]
        switch type {
        case .URL: middle = [.character(".", width: 1.25), .character("/", width: 1.25), .character(".com", width: nil)]
        case .emailAddress: middle = [.space(), .character("@", width: 1.25), .character(".", width: 1.25)]
        case .twitter: middle = [.space(), .character("@", width: 1.25), .character("#", width: 1.25)]
        case .webSearch: middle = [.space(), .character(".", width: 1.25)]
        default: middle = [.space()]
        }
        var switchKey = switchKey
        var controls: [KeyboardKey] = []
        if controlsBelowKeys {
            // With nothing beside the space bar, the plane key is as wide as return.
            if middle.count == 1 { switchKey.width = 2.5 }
        } else {
            controls = [.nextKeyboard(width: 1.25)]
            // The keyboards with keys beside the space bar leave dictation out for room.
            if middle.count == 1 { controls.append(.dictation(width: 1.25)) }
        }
        let keys = [switchKey] + controls + middle + [.returnKey(title: returnKeyType.keyboardTitle, width: 2.5)]
        return keys.map { .key($0) }
    }
}
