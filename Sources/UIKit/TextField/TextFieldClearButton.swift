import CoreGraphics
import Foundation

/// The clear button: an ✕ in a filled circle (the `xmark.circle.fill` symbol) in
/// `.systemGray3`, darker while pressed. A tap asks the delegate (`textFieldShouldClear`)
/// and empties the field as a user's edit (`.editingChanged` follows), beginning editing
/// when it had not.
final class TextFieldClearButton: UIControl {
    /// The symbol's drawn size, centred in the button (its circle is about 15 points
    /// across: the symbol has room around it).
    static let glyphSide: CGFloat = 19
    static let color = UIColor.systemGray3
    static let pressedColor = UIColor.systemGray2

    private weak var field: UITextField?

    init(field: UITextField) {
        self.field = field
        super.init(frame: .zero)
        isOpaque = false
        backgroundColor = nil
        contentMode = .redraw
        isHidden = true
        addTarget(self, action: #Selector(TextFieldClearButton.clearTapped), for: .touchUpInside)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func controlStateDidChange() {
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        guard let symbol = UIImage(systemName: "xmark.circle.fill") else { return }
        let side = Self.glyphSide
        let size = symbol.size.width > 0 && symbol.size.height > 0
            ? (symbol.size.width >= symbol.size.height
                ? CGSize(width: side, height: side * symbol.size.height / symbol.size.width)
                : CGSize(width: side * symbol.size.width / symbol.size.height, height: side))
            : CGSize(width: side, height: side)
        let glyph = symbol.withTintColor(isHighlighted ? Self.pressedColor : Self.color, renderingMode: .alwaysOriginal)
        glyph.draw(in: CGRect(x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2,
                              width: size.width, height: size.height))
    }

    func clearTapped() {
        field?.clearButtonTapped()
    }
}
