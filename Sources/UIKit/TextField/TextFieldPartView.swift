import Foundation

/// A view a text field draws part of itself with: transparent, redrawn when resized, and
/// never hit (its touches are the field's).
class TextFieldPartView: UIView {
    weak var field: UITextField?

    init(field: UITextField) {
        self.field = field
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        isOpaque = false
        backgroundColor = nil
        contentMode = .redraw
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
