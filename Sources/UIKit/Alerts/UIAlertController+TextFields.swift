import Foundation

/// Text fields in an alert.
extension UIAlertController {
    /// The font of an alert's text fields.
    static var textFieldFont: UIFont { .systemFont(ofSize: 13) }

    func appendTextField(configurationHandler: ((UITextField) -> Void)?) {
        guard preferredStyle == .alert else {
            preconditionFailure("UIAlertController.addTextField(configurationHandler:): Text fields can only be added to an "
                + "alert controller of style UIAlertControllerStyleAlert; make the controller with preferredStyle .alert")
        }
        let field = UITextField()
        field.font = Self.textFieldFont
        textFieldList.append(field)
        configurationHandler?(field)
        contentDidChange()
    }

    /// The alert appears: its first text field begins editing, as on iOS.
    func focusFirstTextField() {
        // The fields join the window as the alert's view lays itself out.
        viewIfLoaded?.layoutIfNeeded()
        guard let first = textFieldList.first, first.window != nil, !textFieldList.contains(where: \.isFirstResponder) else {
            return
        }
        first.becomeFirstResponder()
    }
}
