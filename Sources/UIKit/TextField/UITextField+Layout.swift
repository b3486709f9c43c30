import CoreGraphics
import Foundation

// Where everything goes: the drawing and positioning rectangles, the overlay views, the
// intrinsic size, and horizontal scrolling while editing.
extension UITextField {
    // MARK: Metrics (iOS 17, points; estimated from screenshots where UIKit has no constant)

    /// The space between a border and the text, left and right.
    static func horizontalTextInset(for style: BorderStyle) -> CGFloat {
        switch style {
        case .none: 0
        case .line, .bezel: 2
        case .roundedRect: 7
        }
    }

    /// What a border adds to the text's height in the intrinsic size: a rounded field with
    /// the 17-point body font is 34 points tall, as on iOS.
    static func verticalPadding(for style: BorderStyle) -> CGFloat {
        switch style {
        case .none: 0
        case .line, .bezel: 4
        case .roundedRect: 14
        }
    }

    /// The clear button's size.
    static let clearButtonSize = CGSize(width: 19, height: 19)

    /// The space between the clear button and the field's right edge.
    static func clearButtonTrailingInset(for style: BorderStyle) -> CGFloat {
        switch style {
        case .none: 0
        case .line, .bezel: 2
        case .roundedRect: 6
        }
    }

    // MARK: Rectangles

    func defaultBorderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// The bounds less the border's inset and the overlay views shown in that state.
    func defaultTextRect(forBounds bounds: CGRect, editing: Bool) -> CGRect {
        let inset = Self.horizontalTextInset(for: borderStyle)
        var minX = bounds.minX + inset, maxX = bounds.maxX - inset
        if leftView != nil, leftViewMode.shows(editing: editing) {
            minX = max(minX, leftViewRect(forBounds: bounds).maxX)
        }
        if rightView != nil, rightViewMode.shows(editing: editing) {
            maxX = min(maxX, rightViewRect(forBounds: bounds).minX)
        }
        if clearButtonShows(editing: editing) {
            maxX = min(maxX, clearButtonRect(forBounds: bounds).minX)
        }
        return CGRect(x: minX, y: bounds.minY, width: max(0, maxX - minX), height: bounds.height)
    }

    func defaultClearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let size = Self.clearButtonSize
        var maxX = bounds.maxX - Self.clearButtonTrailingInset(for: borderStyle)
        if rightView != nil, rightViewMode.shows(editing: isEditing) { maxX = min(maxX, rightViewRect(forBounds: bounds).minX) }
        return CGRect(x: maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    func defaultLeftViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = leftView?.frame.size ?? .zero
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    func defaultRightViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = rightView?.frame.size ?? .zero
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// Whether the clear button shows: its mode allows it in that state and there is text.
    func clearButtonShows(editing: Bool) -> Bool {
        clearButtonMode.shows(editing: editing) && hasText
    }

    // MARK: Size

    /// The text's (or the placeholder's, when wider) width and height plus the border's
    /// insets and the overlay views shown.
    var fieldIntrinsicContentSize: CGSize {
        let style = borderStyle
        let textSize = naturalTextSize
        var width = textSize.width + 2 * Self.horizontalTextInset(for: style)
        var height = textSize.height + Self.verticalPadding(for: style)
        if let leftView, leftViewMode.shows(editing: isEditing) {
            width += leftView.frame.width
            height = max(height, leftView.frame.height)
        }
        if let rightView, rightViewMode.shows(editing: isEditing) {
            width += rightView.frame.width
            height = max(height, rightView.frame.height)
        }
        if clearButtonShows(editing: isEditing) {
            width += Self.clearButtonSize.width + Self.clearButtonTrailingInset(for: style)
        }
        return CGSize(width: ceiledToPixels(width), height: ceiledToPixels(height))
    }

    /// The unwrapped size of the text or the placeholder (the larger), at least one line
    /// of the font tall.
    private var naturalTextSize: CGSize {
        var width: CGFloat = 0
        var height = ceiledToPixels(fontStorage.lineHeight)
        if let layout = naturalLayout(displayText().text) {
            width = layout.usedRect.width
            height = max(height, ceiledToPixels(layout.usedRect.height))
        }
        if let placeholder = resolvedPlaceholder, let layout = naturalLayout(AttributedText(placeholder)) {
            width = max(width, layout.usedRect.width)
        }
        return CGSize(width: width, height: height)
    }

    /// `value` rounded up to a whole pixel of the field's screen.
    func ceiledToPixels(_ value: CGFloat) -> CGFloat {
        guard value > 0 else { return 0 }
        let scale = contentScaleFactor > 0 && contentScaleFactor.isFinite ? contentScaleFactor : 1
        let scaled = (value * scale - 1e-6).rounded(.up)
        return scaled.isFinite ? scaled / scale : value
    }

    /// `value` rounded to the nearest pixel.
    func roundedToPixels(_ value: CGFloat) -> CGFloat {
        let scale = contentScaleFactor > 0 && contentScaleFactor.isFinite ? contentScaleFactor : 1
        let scaled = (value * scale).rounded()
        return scaled.isFinite ? scaled / scale : value
    }

    // MARK: Subviews

    /// Places the border, the text, the selection, the clear button and the overlay views.
    func layOutField() {
        guard let parts else { return }
        parts.background.frame = borderRect(forBounds: bounds)
        parts.content.frame = bounds
        parts.clearButton.isHidden = !clearButtonShows(editing: isEditing)
        parts.clearButton.frame = clearButtonRect(forBounds: bounds)
        place(leftView, shown: leftViewMode.shows(editing: isEditing)) { leftViewRect(forBounds: bounds) }
        place(rightView, shown: rightViewMode.shows(editing: isEditing)) { rightViewRect(forBounds: bounds) }
        scrollCaretIntoView()
        updateSelectionDisplay()
    }

    /// Adds an overlay view on top (or takes it away) and sizes it.
    private func place(_ view: UIView?, shown: Bool, frame: () -> CGRect) {
        guard let view else { return }
        if shown {
            if view.superview !== self { addSubview(view) }
            view.frame = frame()
        } else if view.superview === self {
            view.removeFromSuperview()
        }
    }

    /// A left or right view was replaced.
    func overlayViewDidChange(from old: UIView?, to new: UIView?) {
        guard old !== new else { return }
        if let old, old.superview === self { old.removeFromSuperview() }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    // MARK: Scrolling

    /// While editing text wider than the editing rectangle, scrolls it (no further than
    /// needed) so the caret, or the moving end of the selection, shows.
    func scrollCaretIntoView() {
        guard isEditing else {
            scrollOffset = 0
            return
        }
        let rect = editingRect(forBounds: bounds)
        let display = displayText()
        guard let layout = naturalLayout(display.text), layout.usedRect.width + TextInputGeometry.caretWidth > rect.width else {
            if scrollOffset != 0 { scrollOffset = 0; parts?.content.setNeedsDisplay() }
            return
        }
        let visible = rect.width - TextInputGeometry.caretWidth
        let end = engine.selection.location + engine.selection.length
        let caretX = layout.caretRect(forCharacterAt: display.mapping.displayOffset(end))?.minX ?? 0
        var offset = min(max(scrollOffset, caretX - visible), caretX)
        offset = max(0, min(offset, layout.usedRect.width - visible))
        if offset != scrollOffset {
            scrollOffset = offset
            parts?.content.setNeedsDisplay()
        }
    }

    /// Shows the caret or the selection where the engine's geometry puts them.
    func updateSelectionDisplay() {
        guard let parts else { return }
        let active = isEditing && window != nil
        parts.selection.update(active: active, selection: engine.selection, geometry: active ? inputGeometry : nil,
                               color: tintColor ?? .systemBlue, clip: editingRect(forBounds: bounds))
    }
}
