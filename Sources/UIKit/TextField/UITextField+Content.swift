import Foundation

// The text and its style: text, attributed text, font, colour, alignment, default
// attributes, placeholder.
extension UITextField {
    /// The body text style's font, what a new field uses.
    static var defaultFont: UIFont { .preferredFont(forTextStyle: .body) }

    /// Sets up a new field: its engine, its views and its gestures.
    func setUpTextField() {
        contentVerticalAlignment = .center
        parts = TextFieldParts(field: self)
        interaction = TextInteraction(host: self)
    }

    /// The field's default attributes: the extra ones set, then the font, the colour and a
    /// paragraph style with the alignment.
    var resolvedDefaultAttributes: [NSAttributedString.Key: Any] {
        var attributes = extraDefaultAttributes
        attributes[.font] = fontStorage
        attributes[.foregroundColor] = textColorStorage ?? UIColor.label
        let paragraph = (extraDefaultAttributes[.paragraphStyle] as? NSParagraphStyle).map { style -> NSMutableParagraphStyle in
            let copy = NSMutableParagraphStyle()
            copy.setParagraphStyle(style)
            return copy
        } ?? NSMutableParagraphStyle()
        paragraph.alignment = alignmentStorage
        attributes[.paragraphStyle] = paragraph
        return attributes
    }

    func setText(_ newValue: String?) {
        engine.setContent(EditableText(newValue ?? "", attributes: resolvedDefaultAttributes))
        invalidateIntrinsicContentSize()
    }

    func setAttributedText(_ newValue: NSAttributedString?) {
        let defaults = resolvedDefaultAttributes
        var content = EditableText(newValue ?? NSAttributedString(string: ""), emptyAttributes: defaults)
        content.fillMissingAttributes(defaults)
        engine.setContent(content)
        invalidateIntrinsicContentSize()
    }

    func setTextColor(_ newValue: UIColor?) {
        textColorStorage = newValue
        engine.applyAttributes([.foregroundColor: newValue ?? UIColor.label], merging: true)
        textAppearanceDidChange()
    }

    func setFont(_ newValue: UIFont?) {
        fontStorage = newValue ?? UITextField.defaultFont
        engine.applyAttributes([.font: fontStorage], merging: true)
        textAppearanceDidChange()
    }

    func setTextAlignment(_ newValue: NSTextAlignment) {
        alignmentStorage = newValue
        engine.applyAttributes([.paragraphStyle: resolvedDefaultAttributes[.paragraphStyle]!], merging: true)
        textAppearanceDidChange()
    }

    func setDefaultTextAttributes(_ newValue: [NSAttributedString.Key: Any]) {
        var extra = newValue
        fontStorage = (extra.removeValue(forKey: .font) as? UIFont) ?? UITextField.defaultFont
        textColorStorage = extra.removeValue(forKey: .foregroundColor) as? UIColor
        if let paragraph = extra[.paragraphStyle] as? NSParagraphStyle { alignmentStorage = paragraph.alignment }
        extraDefaultAttributes = extra
        engine.applyAttributes(resolvedDefaultAttributes, merging: false)
        textAppearanceDidChange()
    }

    func setPlaceholder(_ newValue: String?) {
        placeholderContent = newValue.map { NSAttributedString(string: $0) }
        textAppearanceDidChange()
    }

    func setAttributedPlaceholder(_ newValue: NSAttributedString?) {
        placeholderContent = newValue.map { NSAttributedString(attributedString: $0) }
        textAppearanceDidChange()
    }

    /// The placeholder with the field's font and `.placeholderText` where it has none.
    var resolvedPlaceholder: NSAttributedString? {
        guard let placeholderContent, placeholderContent.length > 0 else { return nil }
        var content = EditableText(placeholderContent, emptyAttributes: [:])
        content.fillMissingAttributes([.font: fontStorage, .foregroundColor: UIColor.placeholderText])
        return content.attributedString
    }

    /// Something that changes how the text looks or measures changed.
    func textAppearanceDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        parts?.content.setNeedsDisplay()
        updateSelectionDisplay()
    }
}
