import Foundation

/// The views a text field is drawn with, back to front: the border and background, the
/// selection's highlight, the text (or placeholder), the caret and selection handles, the
/// clear button. The left and right views go on top when shown.
@MainActor
final class TextFieldParts {
    let background: TextFieldBackgroundView
    let content: TextFieldContentView
    let selection = TextSelectionDisplay()
    let clearButton: TextFieldClearButton

    init(field: UITextField) {
        background = TextFieldBackgroundView(field: field)
        content = TextFieldContentView(field: field)
        clearButton = TextFieldClearButton(field: field)
        field.addSubview(background)
        field.addSubview(content)
        selection.install(in: field, around: content)
        field.addSubview(clearButton)
    }
}
