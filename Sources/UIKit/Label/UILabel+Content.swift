import Foundation

// The label's content: an attributed string whose every run carries the label's style,
// kept in step with the style properties, and the invalidation its changes cause.
extension UILabel {
    /// UIKit's label font: the system font at `UIFont.labelFontSize` (17) points.
    nonisolated static var defaultFont: UIFont { .systemFont(ofSize: UIFont.labelFontSize) }
    /// UIKit's label text colour.
    nonisolated static var defaultTextColor: UIColor { .label }

    /// What a label changes from a plain view's defaults.
    func adoptLabelDefaults() {
        isUserInteractionEnabled = false
        contentMode = .redraw
        isOpaque = false
    }

    /// `text` as the engine reads it: the label's converted content when `text` is it.
    func engineText(_ text: NSAttributedString) -> AttributedText {
        if text === content, let contentText { return contentText }
        return AttributedText(text)
    }

    /// Whether there is anything to draw.
    var hasText: Bool { (content?.length ?? 0) > 0 }

    /// The attributes plain text gets: the style properties.
    private var defaultAttributes: [NSAttributedString.Key: Any] {
        var attributes: [NSAttributedString.Key: Any] = [
            .font: fontStorage, .foregroundColor: textColorStorage, .paragraphStyle: paragraphStyle(basedOn: nil),
        ]
        attributes[.shadow] = labelShadow
        return attributes
    }

    /// The shadow the shadow properties describe: sharp, as UIKit's label shadows are.
    var labelShadow: NSShadow? {
        guard let shadowColorStorage else { return nil }
        let shadow = NSShadow()
        shadow.shadowOffset = shadowOffsetStorage
        shadow.shadowColor = shadowColorStorage
        return shadow
    }

    /// `base` (default values without it) with the label's alignment and line break mode.
    private func paragraphStyle(basedOn base: NSParagraphStyle?) -> NSParagraphStyle {
        let style = (base?.mutableCopy() as? NSMutableParagraphStyle) ?? NSMutableParagraphStyle()
        style.alignment = alignmentStorage
        style.lineBreakMode = lineBreakModeStorage
        return style
    }

    func setText(_ text: String?) {
        guard let text else {
            replaceContent(nil, affectsSize: true)
            return
        }
        // One run of the label's style: converted for the engine without reading runs back.
        let attributes = defaultAttributes
        replaceContent(NSAttributedString(string: text, attributes: attributes), affectsSize: true,
                       converted: AttributedText(string: text, attributes: attributes))
    }

    func setAttributedText(_ text: NSAttributedString?) {
        guard let text else {
            replaceContent(nil, affectsSize: true)
            return
        }
        let resolved = NSMutableAttributedString(attributedString: text)
        // Runs without a usable value take the label's (values of the wrong type count as
        // missing, so the engine never falls back to its own defaults).
        fill(.font, as: UIFont.self, in: resolved, with: fontStorage)
        fill(.foregroundColor, as: UIColor.self, in: resolved, with: textColorStorage)
        fill(.paragraphStyle, as: NSParagraphStyle.self, in: resolved, with: paragraphStyle(basedOn: nil))
        fill(.shadow, as: NSShadow.self, in: resolved, with: labelShadow)
        if resolved.length > 0 { adoptStyle(resolved.attributes(at: 0, effectiveRange: nil)) }
        replaceContent(resolved, affectsSize: true)
    }

    /// Gives the ranges of `text` whose `key` value is not a `T` the value `value` (or
    /// removes it, for nil).
    private func fill<T>(_ key: NSAttributedString.Key, as type: T.Type, in text: NSMutableAttributedString, with value: Any?) {
        var gaps: [NSRange] = []
        text.enumerateAttribute(key, in: NSRange(location: 0, length: text.length), options: []) { current, range, _ in
            if !(current is T) { gaps.append(range) }
        }
        for range in gaps {
            if let value { text.addAttributes([key: value], range: range) } else { text.removeAttribute(key, range: range) }
        }
    }

    /// Sets the style properties from the attributes at the start of the text.
    private func adoptStyle(_ attributes: [NSAttributedString.Key: Any]) {
        if let font = attributes[.font] as? UIFont { fontStorage = font }
        if let color = attributes[.foregroundColor] as? UIColor { textColorStorage = color }
        if let style = attributes[.paragraphStyle] as? NSParagraphStyle {
            alignmentStorage = style.alignment
            lineBreakModeStorage = style.lineBreakMode
        }
        if let shadow = attributes[.shadow] as? NSShadow {
            shadowColorStorage = shadow.shadowColor as? UIColor ?? UIColor(cgColor: shadow.resolvedColor)
            shadowOffsetStorage = shadow.shadowOffset
        } else {
            shadowColorStorage = nil
        }
    }

    /// Sets `key` to `value` (removes it, for nil) over the whole text.
    func applyToWholeText(_ key: NSAttributedString.Key, _ value: Any?, affectsSize: Bool) {
        guard let content, content.length > 0 else { return }
        let updated = NSMutableAttributedString(attributedString: content)
        let whole = NSRange(location: 0, length: updated.length)
        if let value { updated.addAttributes([key: value], range: whole) } else { updated.removeAttribute(key, range: whole) }
        replaceContent(updated, affectsSize: affectsSize)
    }

    /// Gives the whole text the paragraph style at its start with the label's alignment
    /// and line break mode (UIKit's rule: one style for the whole text).
    func applyParagraphStyle() {
        guard let content, content.length > 0 else { return }
        let base = content.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle
        applyToWholeText(.paragraphStyle, paragraphStyle(basedOn: base), affectsSize: true)
    }

    /// Replaces the content with a copy of `new` (kept as it is when `converted`, `new` as
    /// the engine reads it, is given: the label made both); redraws (and invalidates the
    /// intrinsic size, when the change can affect it) only when the text as drawn differs.
    private func replaceContent(_ new: NSAttributedString?, affectsSize: Bool, converted: AttributedText? = nil) {
        let old = contentText
        content = converted == nil ? new.map { NSAttributedString(attributedString: $0) } : new
        contentText = content.flatMap { $0.length > 0 ? converted ?? AttributedText($0) : nil }
        guard old != contentText else { return }
        setNeedsDisplay()
        if affectsSize { invalidateIntrinsicContentSize() }
    }

    /// A change to how the text is laid out: redraw and invalidate the intrinsic size when
    /// there is text.
    func textLayoutChanged() {
        guard hasText else { return }
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    /// Runs a geometry change and redraws when it resized a label with text.
    func redrawingIfResized(_ change: () -> Void) {
        let oldSize = bounds.size
        change()
        if bounds.size != oldSize, hasText { setNeedsDisplay() }
        // A new width is a new wrapped height: Auto Layout asks again (a second pass).
        if bounds.width != oldSize.width, hasText, wrapsAtLaidOutWidth { invalidateIntrinsicContentSize() }
    }

    // MARK: State colours

    /// The colour that replaces the text's colours: `.tertiaryLabel` when disabled (UIKit's
    /// disabled label colour), `highlightColor` when highlighted, else none.
    static func colorOverride(enabled: Bool, highlighted: Bool, highlightColor: UIColor?) -> UIColor? {
        guard enabled else { return .tertiaryLabel }
        return highlighted ? highlightColor : nil
    }

    /// The colour replacing the text's colours in the current state.
    var textColorOverride: UIColor? {
        Self.colorOverride(enabled: isEnabled, highlighted: isHighlighted, highlightColor: highlightedTextColor)
    }

    func redrawIfColorOverrideChanged(from old: UIColor?) {
        if old != textColorOverride, hasText { setNeedsDisplay() }
    }
}
