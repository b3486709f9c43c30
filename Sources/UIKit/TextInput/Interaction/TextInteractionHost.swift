import Foundation

/// A text object the standard gestures and edit menu work on: a view editing its text
/// with a `TextInputEngine`.
@MainActor
protocol TextInteractionHost: UIView {
    var engine: TextInputEngine { get }
    var inputGeometry: any TextGeometry { get }
    /// The object's gestures and edit menu.
    var interaction: TextInteraction? { get }
    /// Whether the object is in an editing session.
    var isEditingText: Bool { get }
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
