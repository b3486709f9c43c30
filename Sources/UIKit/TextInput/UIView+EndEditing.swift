import Foundation

extension UIView {
    /// Makes the first responder in this view's subtree (the view itself included) resign,
    /// ending a text field's editing session. With `force`, a text field is not asked
    /// (`textFieldShouldEndEditing` is skipped) and any responder stops being first
    /// responder even if it refuses. Answers whether nothing in the subtree is first
    /// responder any more.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let window, let responder = window.firstResponder,
              let view = (responder as? UIView) ?? (responder as? UIViewController)?.viewIfLoaded,
              view.isDescendant(of: self) else { return true }
        if force, let editor = responder as? any TextEditingSessionHost {
            editor.forceEndEditing()
            return true
        }
        if responder.resignFirstResponder() { return true }
        guard force else { return false }
        if window.firstResponderStorage === responder { window.firstResponderStorage = nil }
        return true
    }
}
