import Foundation

/// How lines of text are aligned horizontally, with UIKit's raw values.
public enum NSTextAlignment: Int, Sendable {
    case left = 0
    case center = 1
    case right = 2
    /// Lines of a paragraph except the last are stretched to the full width.
    case justified = 3
    /// Left for left-to-right text, right for right-to-left text.
    case natural = 4
}
