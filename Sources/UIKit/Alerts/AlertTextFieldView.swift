import CoreGraphics
import Foundation

/// The frame of a text field in an alert, as iOS 17 draws it: a white rounded rectangle
/// with a hairline border, the field (borderless, 13-point text) inside it with 7 points on
/// each side.
final class AlertTextFieldView: UIView {
    static let cornerRadius: CGFloat = 7
    static let textInset: CGFloat = 7
    static let borderColor = UIColor.systemGray4

    let field: UITextField

    init(field: UITextField) {
        self.field = field
        super.init(frame: .zero)
        isOpaque = false
        backgroundColor = nil
        contentMode = .redraw
        addSubview(field)
    }

    /// The view is made by its alert only.
    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        field.frame = bounds.insetBy(dx: Self.textInset, dy: 0)
    }

    override func draw(_ rect: CGRect) {
        let hairline = 1 / max(1, contentScaleFactor)
        let shape = UIBezierPath(roundedRect: bounds.insetBy(dx: hairline / 2, dy: hairline / 2), cornerRadius: Self.cornerRadius)
        UIColor.white.setFill()
        shape.fill()
        Self.borderColor.setStroke()
        shape.lineWidth = hairline
        shape.stroke()
    }
}
