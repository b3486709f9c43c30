import Foundation

// The field as the standard text gestures and edit menu see it.
extension UITextField: TextInteractionHost {
    var isEditingText: Bool { isEditing }

    var placesCaret: Bool { true }

    /// A field's text has no links.
    func interactWithTextItem(at point: CGPoint) -> Bool { false }

    func beginEditingForInteraction() -> Bool { becomeFirstResponder() }

    var hidesWords: Bool { isSecureTextEntry }

    func editMenu(for range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu? {
        delegate?.textField(self, editMenuForCharactersIn: range, suggestedActions: suggestedActions)
    }

    func editMenuWillPresent(animator: any UIEditMenuInteractionAnimating) {
        delegate?.textField(self, willPresentEditMenuWith: animator)
    }

    func editMenuWillDismiss(animator: any UIEditMenuInteractionAnimating) {
        delegate?.textField(self, willDismissEditMenuWith: animator)
    }
}
