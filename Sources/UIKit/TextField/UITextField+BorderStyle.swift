import Foundation

extension UITextField {
    /// The border a text field draws around its text.
    public enum BorderStyle: Int, Sendable {
        /// No border (the default).
        case none = 0
        /// A thin rectangle.
        case line = 1
        /// A rectangle with a slightly darker top edge, as if the field were sunk in.
        case bezel = 2
        /// A white rounded rectangle with a hairline border: the standard iOS field.
        case roundedRect = 3
    }
}
