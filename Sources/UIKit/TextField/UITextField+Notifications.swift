import Foundation

extension UITextField {
    /// Posted, with the field as the object, when a text field begins editing.
    public nonisolated static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted, with the field as the object, each time the user changes a text field's text
    /// (never for text set in code).
    public nonisolated static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted, with the field as the object, when a text field ends editing; the user info
    /// holds the reason (`DidEndEditingReason`'s raw value as an `NSNumber`) under
    /// `didEndEditingReasonUserInfoKey`.
    public nonisolated static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
    /// The user-info key of the reason editing ended.
    public nonisolated static let didEndEditingReasonUserInfoKey = "UITextFieldDidEndEditingReasonKey"
}
