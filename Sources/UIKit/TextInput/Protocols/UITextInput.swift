import CoreGraphics
import Foundation

/// The interface between a text object and the text input system: positions and ranges
/// in its text, the selection, marked (provisional) text from an input method, geometry
/// for the caret and the selection, and the tokenizer. `UITextField` adopts it; a view of
/// your own adopts it (with `UIKeyInput`'s `insertText(_:)`, `deleteBackward()` and
/// `hasText`) to take keys typed on a keyboard.
///
/// The members UIKit marks `@optional` are requirements with defaults in the extension
/// below that do what UIKit does when they are not implemented.
@preconcurrency @MainActor
public protocol UITextInput: UIKeyInput {
    // MARK: Text

    /// The text in `range`, or nil for a range outside the text.
    func text(in range: UITextRange) -> String?
    /// Replaces the text in `range` with `text`.
    func replace(_ range: UITextRange, withText text: String)
    /// Whether the text in `range` may be replaced by `text` (optional; default true).
    func shouldChangeText(in range: UITextRange, replacementText text: String) -> Bool

    // MARK: Selection and marked text

    /// The selection; an empty range is the caret. Nil when the object has no selection.
    var selectedTextRange: UITextRange? { get set }
    /// The marked text, if an input method is composing some.
    var markedTextRange: UITextRange? { get }
    /// How marked text is drawn.
    var markedTextStyle: [NSAttributedString.Key: Any]? { get set }
    /// Replaces the marked text (or, without any, the selection) with `markedText`, marks
    /// it, and selects `selectedRange` within it.
    func setMarkedText(_ markedText: String?, selectedRange: NSRange)
    /// Commits the marked text: it stays as ordinary text.
    func unmarkText()
    /// Sets marked text with attributes (optional; default: the string alone).
    func setAttributedMarkedText(_ markedText: NSAttributedString?, selectedRange: NSRange)

    // MARK: Positions and ranges

    /// The position before the first character.
    var beginningOfDocument: UITextPosition { get }
    /// The position after the last character.
    var endOfDocument: UITextPosition { get }
    /// The range between two positions (in either order), or nil for a position that is not
    /// in the text.
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    /// The position `offset` characters from `position`, or nil when that is outside the
    /// text.
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    /// The position `offset` steps from `position` in a direction on the screen, or nil
    /// when that is outside the text.
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition?
    /// How `position` is ordered against `other`.
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
    /// The number of characters from `from` to `toPosition` (negative when it is before).
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
    /// The position in `range` farthest in `direction`.
    func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition?
    /// The range from `position` to the next character in `direction`.
    func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange?
    /// The position `offset` characters into `range` (optional).
    func position(within range: UITextRange, atCharacterOffset offset: Int) -> UITextPosition?
    /// How many characters `position` is from the start of `range` (optional).
    func characterOffset(of position: UITextPosition, within range: UITextRange) -> Int

    // MARK: The input system

    /// The input system's delegate, told of changes it did not make.
    var inputDelegate: (any UITextInputDelegate)? { get set }
    /// Finds boundaries of characters, words, sentences… in the text.
    var tokenizer: any UITextInputTokenizer { get }
    /// The view the text is drawn in, whose coordinates the geometry methods use
    /// (optional; default: the text object itself, when it is a view).
    var textInputView: UIView { get }
    /// Which way the selection leans at a line break (optional; default forward).
    var selectionAffinity: UITextStorageDirection { get set }

    // MARK: Writing direction

    /// The writing direction of the text at `position`.
    func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection
    /// Sets the writing direction of the text in `range`.
    func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange)
    /// The attributes of the text at `position` (optional; default nil).
    func textStyling(at position: UITextPosition, in direction: UITextStorageDirection) -> [NSAttributedString.Key: Any]?

    // MARK: Geometry

    /// The rectangle of the first line of `range`, in `textInputView`'s coordinates.
    func firstRect(for range: UITextRange) -> CGRect
    /// The caret's rectangle for an insertion point at `position`.
    func caretRect(for position: UITextPosition) -> CGRect
    /// The rectangles that make up the highlight of `range`.
    func selectionRects(for range: UITextRange) -> [UITextSelectionRect]
    /// The position nearest `point`.
    func closestPosition(to point: CGPoint) -> UITextPosition?
    /// The position in `range` nearest `point`.
    func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition?
    /// The range of the character at `point`.
    func characterRange(at point: CGPoint) -> UITextRange?
}

extension UITextInput {
    public func shouldChangeText(in range: UITextRange, replacementText text: String) -> Bool { true }

    public func setAttributedMarkedText(_ markedText: NSAttributedString?, selectedRange: NSRange) {
        setMarkedText(markedText?.string, selectedRange: selectedRange)
    }

    public func position(within range: UITextRange, atCharacterOffset offset: Int) -> UITextPosition? {
        guard let found = position(from: range.start, offset: offset),
              compare(found, to: range.end) != .orderedDescending else { return nil }
        return found
    }

    public func characterOffset(of position: UITextPosition, within range: UITextRange) -> Int {
        offset(from: range.start, to: position)
    }

    public var textInputView: UIView {
        guard let view = self as? UIView else {
            preconditionFailure("UITextInput.textInputView: \(type(of: self)) is not a view; implement textInputView to name the view its text is drawn in")
        }
        return view
    }

    public var selectionAffinity: UITextStorageDirection {
        get { .forward }
        set {}
    }

    public func textStyling(at position: UITextPosition, in direction: UITextStorageDirection) -> [NSAttributedString.Key: Any]? {
        nil
    }
}
