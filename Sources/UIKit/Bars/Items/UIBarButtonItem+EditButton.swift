import Foundation

// A view controller's `editButtonItem`: "Edit", or a bold "Done" while editing.
extension UIBarButtonItem {
    /// Shows the edit button's look for `editing`.
    func showEditing(_ editing: Bool) {
        title = editing ? "Done" : "Edit"
        style = editing ? .done : .plain
    }
}
