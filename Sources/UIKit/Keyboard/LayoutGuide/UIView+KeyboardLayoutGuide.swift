import Foundation

extension UIView {
    /// The space the keyboard takes in the view, as a layout guide (made on first use):
    /// constrain views' bottoms to its top to keep them above the keyboard.
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        if let guide = autoLayout.keyboardGuide { return guide }
        let guide = UIKeyboardLayoutGuide()
        autoLayout.keyboardGuide = guide
        addLayoutGuide(guide)
        return guide
    }
}
