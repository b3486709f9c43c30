import CoreGraphics
import Foundation

/// A text object the standard gestures and edit menu work on: a view editing its text
/// with a `TextInputEngine`.
@MainActor
protocol TextInteractionHost: UIView {
    var engine: TextInputEngine { get }
    var inputGeometry: any TextGeometry { get }
    /// The object's gestures and edit menu.
    var interaction: TextInteraction? { get }
    /// Whether the object is in a session (first responder) whose selection shows and
    /// takes commands: editing, or selecting read-only text.
    var isEditingText: Bool { get }
    /// Whether the object edits, so a tap places a caret; false for read-only text, where a
    /// tap only clears the selection and a double tap or long press selects a word.
    var placesCaret: Bool { get }
    /// A tap at `point` on a link (read-only text): runs its action and answers true;
    /// false when the tap is not a link's.
    func interactWithTextItem(at point: CGPoint) -> Bool
    /// Starts an editing session (becomes first responder); answers whether it did.
    func beginEditingForInteraction() -> Bool
    /// Whether the text's words must not show through selection (secure entry): taps go
    /// to characters, a double tap selects everything.
    var hidesWords: Bool { get }
    /// The edit menu for `range`; nil for `suggestedActions`.
    func editMenu(for range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu?
    /// The edit menu is about to appear, or to go.
    func editMenuWillPresent(animator: any UIEditMenuInteractionAnimating)
    func editMenuWillDismiss(animator: any UIEditMenuInteractionAnimating)
}
