import Foundation

/// What a text field asks its delegate and tells it while its text is edited.
///
/// Every method is optional (a requirement with a default standing in for Objective-C's
/// `@optional`). The calls come in UIKit's order: beginning —
/// `textFieldShouldBeginEditing`, then (after the field became first responder, and after
/// `textFieldShouldClear` when `clearsOnBeginEditing` empties it) `textFieldDidBeginEditing`;
/// each change the user makes — `textField(_:shouldChangeCharactersIn:replacementString:)`,
/// then `textFieldDidChangeSelection`; the Return key — `textFieldShouldReturn`; the clear
/// button — `textFieldShouldClear`; ending — `textFieldShouldEndEditing`, then
/// `textFieldDidEndEditing(_:reason:)` once the field is no longer first responder.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: NSObjectProtocol {
    /// Whether editing may begin. Default true.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Editing began: the field is first responder.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether editing may end (the field resign first responder). Default true.
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// Editing ended. Not called when the delegate implements
    /// `textFieldDidEndEditing(_:reason:)`.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Editing ended, for `reason`. The default calls `textFieldDidEndEditing(_:)`, so UIKit
    /// calls this one in preference, as it does.
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// Whether the user's change of the characters in `range` (UTF-16, as `NSRange`) to
    /// `string` may happen: asked for each typed character, deletion, paste, cut and
    /// marked-text update. The delegate may set the text itself and answer false. Default
    /// true.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// The selection changed (the caret moved, text was selected, or an edit moved it).
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// Whether the clear button (or `clearsOnBeginEditing`) may empty the field. Default
    /// true.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// The Return key was pressed: answer whether the field does what it does by default
    /// (sends `.editingDidEndOnExit`). Default true.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
    /// The edit menu for the characters in `range`; nil shows `suggestedActions`. Default nil.
    func textField(_ textField: UITextField, editMenuForCharactersIn range: NSRange,
                   suggestedActions: [UIMenuElement]) -> UIMenu?
    /// The edit menu is about to appear.
    func textField(_ textField: UITextField, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating)
    /// The edit menu is about to go.
    func textField(_ textField: UITextField, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating)
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                          replacementString string: String) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
    public func textField(_ textField: UITextField, editMenuForCharactersIn range: NSRange,
                          suggestedActions: [UIMenuElement]) -> UIMenu? { nil }
    public func textField(_ textField: UITextField, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating) {}
    public func textField(_ textField: UITextField, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating) {}
}
