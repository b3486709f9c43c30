import Foundation

extension UITextField {
    /// When an overlay view (the clear button, the left or right view) shows.
    public enum ViewMode: Int, Sendable {
        /// Never.
        case never = 0
        /// Only while the text is being edited.
        case whileEditing = 1
        /// Only while it is not.
        case unlessEditing = 2
        /// Always.
        case always = 3
    }
}

extension UITextField.ViewMode {
    /// Whether a view in this mode shows, while editing or not.
    func shows(editing: Bool) -> Bool {
        switch self {
        case .never: false
        case .whileEditing: editing
        case .unlessEditing: !editing
        case .always: true
        }
    }
}
