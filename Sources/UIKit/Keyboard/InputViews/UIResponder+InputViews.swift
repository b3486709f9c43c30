import Foundation

// Input views: what the keyboard shows for a responder (see `SoftwareKeyboard`). The
// overridable properties are declared in `UIResponder`'s class body.

extension UIResponder {
    func performReloadInputViews() {
        SoftwareKeyboard.current.reloadInputViews(of: self)
    }
}
