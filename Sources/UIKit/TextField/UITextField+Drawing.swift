import CoreGraphics
import Foundation

// Drawing the text and the placeholder, and where the text sits: one line, aligned in its
// rectangle (scrolled while editing, truncated at the tail otherwise), centred vertically
// by `contentVerticalAlignment`.
extension UITextField {
    /// How the text sits in a rectangle.
    struct TextPlacement {
        /// Nil for empty text.
        var layout: TextLayout?
        /// Where the layout's top left corner lies, in the field's coordinates.
        var origin: CGPoint
        var mapping: TextDisplayMapping
        /// The caret of empty text.
        var emptyCaret: CGRect
    }

    /// The text shown for the content now (cached per content and look).
    func displayText() -> TextFieldDisplayText {
        let key = TextFieldDisplayText.Key(revision: engine.revision, isSecure: isSecureTextEntry, revealed: revealedCharacter,
                                           marked: engine.markedRange)
        if let displayCache, displayCache.key == key { return displayCache }
        let made = TextFieldDisplayText(engine.content, key: key)
        displayCache = made
        return made
    }

    /// `text` laid out on one line, unwrapped; nil for empty text.
    func naturalLayout(_ text: AttributedText) -> TextLayout? {
        guard !text.string.isEmpty else { return nil }
        var container = TextContainer()
        container.isSingleLine = true
        return TextLayout.make(text, in: container)
    }

    /// Where the shown text goes in `rect`: aligned when it fits; when it does not,
    /// scrolled by `scrollOffset` while editing and otherwise cut with an ellipsis.
    /// `adjustsFontSizeToFitWidth` first shrinks the font, down to `minimumFontSize`.
    func textPlacement(in rect: CGRect, editing: Bool) -> TextPlacement {
        let display = displayText()
        var text = display.text
        if adjustsFontSizeToFitWidth, !text.string.isEmpty, rect.width > 0 {
            let scale = fittingScale(of: text, width: rect.width)
            if scale < 1 { text = text.scalingFonts(by: scale) }
        }
        let font = (engine.typingAttributes[.font] as? UIFont) ?? fontStorage
        guard let layout = naturalLayout(text) else {
            let height = font.lineHeight
            let x = rect.minX + (rect.width - TextInputGeometry.caretWidth) * alignmentFactor
            let caret = CGRect(x: roundedToPixels(x), y: verticalOrigin(for: height, in: rect), width: TextInputGeometry.caretWidth,
                               height: height)
            return TextPlacement(layout: nil, origin: caret.origin, mapping: display.mapping, emptyCaret: caret)
        }
        let line = linePlacement(of: text, layout: layout, in: rect, scrolled: editing)
        let caret = CGRect(x: line.origin.x, y: line.origin.y, width: TextInputGeometry.caretWidth, height: line.height)
        return TextPlacement(layout: line.layout, origin: line.origin, mapping: display.mapping, emptyCaret: caret)
    }

    /// Where the one-line `layout` of `text` goes in `rect`: aligned when it fits (with room
    /// for the caret when `scrolled`); when it does not, scrolled by `scrollOffset`, or else
    /// laid out again cut to the width with a tail ellipsis. Centred vertically by
    /// `contentVerticalAlignment`, on pixels.
    private func linePlacement(of text: AttributedText, layout natural: TextLayout, in rect: CGRect,
                               scrolled: Bool) -> (layout: TextLayout, origin: CGPoint, height: CGFloat) {
        var layout = natural
        let x: CGFloat
        let width = layout.usedRect.width
        if width + (scrolled ? TextInputGeometry.caretWidth : 0) <= rect.width {
            x = rect.minX + (rect.width - width) * alignmentFactor
        } else if scrolled {
            x = rect.minX - scrollOffset
        } else {
            layout = TextLayout.make(text, in: Self.oneLineContainer(width: rect.width, lineBreakMode: .byTruncatingTail))
            x = rect.minX
        }
        let height = layout.lines.first?.rect.height ?? layout.usedRect.height
        return (layout, CGPoint(x: roundedToPixels(x - layout.usedRect.minX), y: verticalOrigin(for: height, in: rect)), height)
    }

    /// A container of one line `width` wide, the line cut by `lineBreakMode`.
    private static func oneLineContainer(width: CGFloat, lineBreakMode: NSLineBreakMode) -> TextContainer {
        var container = TextContainer(width: width)
        container.maximumNumberOfLines = 1
        container.lineBreakMode = lineBreakMode
        container.keepsFirstLine = true
        return container
    }

    /// The top of a line `height` tall in `rect`, by `contentVerticalAlignment`, on a pixel.
    private func verticalOrigin(for height: CGFloat, in rect: CGRect) -> CGFloat {
        let y: CGFloat = switch contentVerticalAlignment {
        case .top: rect.minY
        case .bottom: rect.maxY - height
        case .center, .fill: rect.minY + (rect.height - height) / 2
        }
        return roundedToPixels(y)
    }

    /// Where the line goes across spare room: 0 left, 0.5 centre, 1 right.
    private var alignmentFactor: CGFloat {
        switch alignmentStorage {
        case .center: 0.5
        case .right: 1
        case .left, .natural, .justified: 0
        }
    }

    /// The largest font scale at which `text` fits `width` on one line, no smaller than
    /// `minimumFontSize` allows.
    private func fittingScale(of text: AttributedText, width: CGFloat) -> CGFloat {
        let container = Self.oneLineContainer(width: width, lineBreakMode: .byClipping)
        let minimum = fontStorage.pointSize > 0 ? max(minimumFontSize, 1) / fontStorage.pointSize : 1
        return TextLayout.largestFittingScale(text, in: container, minimumScaleFactor: min(1, minimum))
    }

    /// The geometry of the text as it is now: edited in the editing rectangle, or shown in
    /// the text rectangle.
    var inputGeometry: any TextGeometry {
        let editing = isEditing
        let placement = textPlacement(in: editing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds), editing: editing)
        return TextInputGeometry(layout: placement.layout, origin: placement.origin, emptyCaret: placement.emptyCaret,
                                 mapping: placement.mapping, text: engine.string)
    }

    // MARK: Drawing

    /// `drawText(in:)`: the text in `rect`, as it shows when not editing.
    func drawFieldText(in rect: CGRect) {
        draw(textPlacement(in: rect, editing: false))
    }

    /// The text while editing: scrolled in the editing rectangle and clipped to it.
    func drawEditingText() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let rect = editingRect(forBounds: bounds)
        context.saveGState()
        context.clip(to: rect)
        draw(textPlacement(in: rect, editing: true))
        context.restoreGState()
    }

    private func draw(_ placement: TextPlacement) {
        guard let layout = placement.layout, let context = UIGraphicsGetCurrentContext() else { return }
        layout.draw(at: placement.origin, in: context)
    }

    /// `drawPlaceholder(in:)`: the placeholder on one line in `rect`, aligned as the text,
    /// cut with an ellipsis when too long.
    func drawFieldPlaceholder(in rect: CGRect) {
        guard let placeholder = resolvedPlaceholder, let context = UIGraphicsGetCurrentContext(), rect.width > 0 else { return }
        var text = AttributedText(placeholder)
        for i in text.runs.indices { text.runs[i].style.paragraph.alignment = .left }
        guard let layout = naturalLayout(text) else { return }
        let line = linePlacement(of: text, layout: layout, in: rect, scrolled: false)
        line.layout.draw(at: line.origin, in: context)
    }

    /// What the text view draws: the placeholder while empty, else the text (through
    /// `drawText(in:)` when not editing).
    func drawContent() {
        if engine.length == 0 {
            if placeholderContent != nil { drawPlaceholder(in: placeholderRect(forBounds: bounds)) }
        } else if isEditing {
            drawEditingText()
        } else {
            drawText(in: textRect(forBounds: bounds))
        }
    }

    /// The border or background changed.
    func borderDidChange() {
        parts?.background.setNeedsDisplay()
        textAppearanceDidChange()
    }

    /// Secure entry turned on or off: the text shows as bullets or as itself.
    func secureTextEntryDidChange() {
        hideRevealedCharacter()
        textAppearanceDidChange()
    }
}
