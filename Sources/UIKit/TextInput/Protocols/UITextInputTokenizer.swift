import Foundation

/// Finds the boundaries of characters, words, sentences, paragraphs, lines and the
/// document in a text object's text, for the text input system.
///
/// A direction at a boundary decides which unit is meant: going forward from a position
/// reaches the end of the unit it is in or starts; going backward, the start of the unit
/// it is in or ends.
@preconcurrency @MainActor
public protocol UITextInputTokenizer: NSObjectProtocol {
    /// The range of the unit of `granularity` holding `position` (backward: the unit
    /// ending there; forward: the unit starting there), or nil when it lies in none (between
    /// words, say).
    func rangeEnclosingPosition(_ position: UITextPosition, with granularity: UITextGranularity,
                                inDirection direction: UITextDirection) -> UITextRange?
    /// Whether a unit of `granularity` ends at `position` going in `direction` (forward:
    /// a unit ends there; backward: one starts there).
    func isPosition(_ position: UITextPosition, atBoundary granularity: UITextGranularity,
                    inDirection direction: UITextDirection) -> Bool
    /// The next boundary of `granularity` from `position` in `direction` (forward: the end
    /// of the unit; backward: its start); nil when there is none.
    func position(from position: UITextPosition, toBoundary granularity: UITextGranularity,
                  inDirection direction: UITextDirection) -> UITextPosition?
    /// Whether the character next to `position` in `direction` belongs to a unit of
    /// `granularity`.
    func isPosition(_ position: UITextPosition, withinTextUnit granularity: UITextGranularity,
                    inDirection direction: UITextDirection) -> Bool
}
