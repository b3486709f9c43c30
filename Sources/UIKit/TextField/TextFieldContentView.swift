import CoreGraphics
import Foundation

/// Draws a text field's text, or its placeholder, over the whole field: it asks the field
/// (`drawText(in:)`, `drawPlaceholder(in:)`, the editing session's drawing) with the
/// drawing in the field's coordinates.
final class TextFieldContentView: TextFieldPartView {
    override func draw(_ rect: CGRect) {
        guard let field, let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        // This view covers the field's bounds: field points are these less the bounds' origin.
        context.translateBy(x: -field.bounds.minX, y: -field.bounds.minY)
        field.drawContent()
        context.restoreGState()
    }
}
