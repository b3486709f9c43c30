import Foundation

extension UITextView {
    /// Posted, with the text view as the object, when a text view begins editing.
    public nonisolated static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    /// Posted, with the text view as the object, each time the user changes a text view's
    /// text (never for text set in code).
    public nonisolated static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    /// Posted, with the text view as the object, when a text view ends editing.
    public nonisolated static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")
}
