import Foundation

// The text view as the standard text gestures and edit menu see it.
extension UITextView: TextInteractionHost {
    var isEditingText: Bool { isEditingStorage || isSelectingText }

    var placesCaret: Bool { isEditable }

    func beginEditingForInteraction() -> Bool { becomeFirstResponder() }

    var hidesWords: Bool { false }

    func editMenu(for range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu? {
        textViewDelegate?.textView(self, editMenuForTextIn: range, suggestedActions: suggestedActions)
    }

    func editMenuWillPresent(animator: any UIEditMenuInteractionAnimating) {
        textViewDelegate?.textView(self, willPresentEditMenuWith: animator)
    }

    func editMenuWillDismiss(animator: any UIEditMenuInteractionAnimating) {
        textViewDelegate?.textView(self, willDismissEditMenuWith: animator)
    }
}
