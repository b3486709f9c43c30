import Foundation

/// A direction in a text object's text: along its storage (`.storage(.forward)`) or on
/// the screen (`.layout(.left)`), as the tokenizer's methods take it.
public struct UITextDirection: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Forward or backward through the characters as stored.
    public static func storage(_ direction: UITextStorageDirection) -> UITextDirection {
        UITextDirection(rawValue: direction.rawValue)
    }

    /// Right, left, up or down as the text is laid out.
    public static func layout(_ direction: UITextLayoutDirection) -> UITextDirection {
        UITextDirection(rawValue: direction.rawValue)
    }
}

/// A direction through the characters as stored.
public enum UITextStorageDirection: Int, Sendable {
    case forward = 0
    case backward = 1
}

/// A direction on the screen.
public enum UITextLayoutDirection: Int, Sendable {
    case right = 2
    case left = 3
    case up = 4
    case down = 5
}

/// The units the tokenizer finds boundaries of.
public enum UITextGranularity: Int, Sendable {
    case character = 0
    case word = 1
    case sentence = 2
    case paragraph = 3
    case line = 4
    case document = 5
}

/// The writing direction of text: natural (from its first strong character), left to
/// right or right to left.
public enum NSWritingDirection: Int, Sendable {
    case natural = -1
    case leftToRight = 0
    case rightToLeft = 1
}

extension UITextDirection {
    /// Whether the direction runs towards the end of the text: storage forward, or right
    /// or down on the screen (left to right text).
    var isForward: Bool {
        switch rawValue {
        case UITextStorageDirection.forward.rawValue, UITextLayoutDirection.right.rawValue,
             UITextLayoutDirection.down.rawValue: true
        default: false
        }
    }
}
