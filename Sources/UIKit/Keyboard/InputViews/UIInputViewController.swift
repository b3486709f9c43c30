import Foundation

/// A view controller whose view a responder shows instead of the keyboard
/// (`inputViewController`) or on top of it (`inputAccessoryViewController`).
///
/// Custom keyboard extensions, which are its main use on iOS, do not exist here: there is
/// no `textDocumentProxy`, no input modes, no lexicon (see DIFFERENCES, Keyboard).
@preconcurrency @MainActor
open class UIInputViewController: UIViewController {
    /// The controller's view as an input view: the view, when it is a `UIInputView`; setting
    /// it sets the view.
    open override var inputView: UIInputView? {
        get { view as? UIInputView }
        set { view = newValue }
    }

    /// Makes the view: a `UIInputView` of the keyboard style, of no height until given one.
    open override func loadView() {
        view = UIInputView(frame: .zero, inputViewStyle: .keyboard)
    }

    /// Hides the keyboard: the first responder it serves resigns.
    open func dismissKeyboard() {
        SoftwareKeyboard.current.shown?.client?.resignFirstResponder()
    }
}
