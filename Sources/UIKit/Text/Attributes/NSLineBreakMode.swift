import Foundation

/// What happens when a line of text is too long for its container, with UIKit's raw values.
public enum NSLineBreakMode: Int, Sendable {
    /// Wrap at word boundaries; a word longer than the line wraps between characters.
    case byWordWrapping = 0
    /// Wrap between characters.
    case byCharWrapping = 1
    /// Do not wrap: the line is cut at the container's edge.
    case byClipping = 2
    /// Do not wrap: the start of the line is replaced by an ellipsis.
    case byTruncatingHead = 3
    /// Do not wrap: the end of the line is replaced by an ellipsis.
    case byTruncatingTail = 4
    /// Do not wrap: the middle of the line is replaced by an ellipsis.
    case byTruncatingMiddle = 5

    /// Whether text in this mode flows onto further lines.
    var wraps: Bool { self == .byWordWrapping || self == .byCharWrapping }

    /// Whether this mode replaces text that does not fit by an ellipsis.
    var truncates: Bool { self == .byTruncatingHead || self == .byTruncatingTail || self == .byTruncatingMiddle }
}
