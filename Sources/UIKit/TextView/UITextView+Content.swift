import Foundation

// The text and its style: text, attributed text, font, colour, alignment, and the style
// commands (bold, italic, underline) when `allowsEditingTextAttributes` is true.
extension UITextView {
    /// The font text views use when none is set: the body style of the system font, as
    /// Apple documents `font`'s default.
    static var defaultFont: UIFont { .preferredFont(forTextStyle: .body) }

    /// Sets up a new text view: white, its container, its selection display, its gestures.
    func setUpTextView() {
        backgroundColor = .systemBackground
        alwaysBounceVertical = true
        showsHorizontalScrollIndicator = false
        let container = NSTextContainer(size: CGSize(width: 0, height: CGFloat.greatestFiniteMagnitude))
        container.widthTracksTextView = true
        adopt(container)
        selectionDisplay.install(in: self, around: UIView())
        interaction = TextInteraction(host: self)
        textLayout.source = { [unowned self] in self.engine.content }
        textLayout.reset(engine.content, markedRange: nil)
        textLayout.linkStyle = (linkTextAttributes, TextLinkDetector(types: []))
    }

    /// Lays the text out in `container` from now on.
    func adopt(_ container: NSTextContainer) {
        textContainerStorage?.textView = nil
        textContainerStorage = container
        container.textView = self
        textContainerDidChange()
    }

    /// The attributes of text set as a plain string: the font, the colour and a paragraph
    /// style with the alignment.
    var resolvedDefaultAttributes: [NSAttributedString.Key: Any] {
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = alignmentStorage
        return [.font: fontStorage ?? Self.defaultFont, .foregroundColor: textColorStorage ?? UIColor.label,
                .paragraphStyle: paragraph]
    }

    func setText(_ newValue: String?) {
        engine.setContent(EditableText(newValue ?? "", attributes: resolvedDefaultAttributes))
    }

    func setAttributedText(_ newValue: NSAttributedString?) {
        let defaults = resolvedDefaultAttributes
        var content = EditableText(newValue ?? NSAttributedString(string: ""), emptyAttributes: defaults)
        content.fillMissingAttributes(defaults)
        engine.setContent(content)
    }

    func setFont(_ newValue: UIFont?) {
        fontStorage = newValue
        engine.applyAttributes([.font: newValue ?? Self.defaultFont], merging: true)
    }

    func setTextColor(_ newValue: UIColor?) {
        textColorStorage = newValue
        engine.applyAttributes([.foregroundColor: newValue ?? UIColor.label], merging: true)
    }

    func setTextAlignment(_ newValue: NSTextAlignment) {
        alignmentStorage = newValue
        engine.applyAttributes([.paragraphStyle: resolvedDefaultAttributes[.paragraphStyle]!], merging: true)
    }

    /// Something that changes how the text looks changed: every paragraph is drawn again.
    func textAppearanceDidChange() {
        textLayout.invalidateAll()
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    // MARK: Style commands

    /// Bold or Italic: the selected text's fonts gain the trait, or lose it when the first
    /// selected character has it; with a caret, the typing attributes change.
    func toggleTrait(_ trait: FontTrait) {
        guard allowsEditingTextAttributes, isEditable, isEditingStorage else { return }
        let selection = engine.selection
        let current = (selection.length > 0 ? engine.content.attributes(at: selection.location) : engine.typingAttributes)[.font] as? UIFont
            ?? font ?? Self.defaultFont
        let adding = !trait.isIn(current)
        guard selection.length > 0 else {
            var attributes = engine.typingAttributes
            attributes[.font] = trait.applied(adding, to: current)
            engine.typingAttributesOverride = attributes
            return
        }
        var piece = engine.content.slice(selection)
        var location = 0
        for run in piece.runs {
            let runFont = run.attributes[.font] as? UIFont ?? current
            piece.addAttributes([.font: trait.applied(adding, to: runFont)], range: NSRange(location: location, length: run.length))
            location += run.length
        }
        engine.replace(selection, withStyled: piece, origin: .interaction)
    }

    /// Underline: the selection gains a single underline, or loses it when its first
    /// character has one.
    func toggleUnderlineStyle() {
        guard allowsEditingTextAttributes, isEditable, isEditingStorage else { return }
        let selection = engine.selection
        let attributes = selection.length > 0 ? engine.content.attributes(at: selection.location) : engine.typingAttributes
        let underlined = ((attributes[.underlineStyle] as? Int) ?? 0) != 0
        let value = underlined ? 0 : NSUnderlineStyle.single.rawValue
        guard selection.length > 0 else {
            var typing = engine.typingAttributes
            typing[.underlineStyle] = value
            engine.typingAttributesOverride = typing
            return
        }
        var piece = engine.content.slice(selection)
        piece.addAttributes([.underlineStyle: value], range: NSRange(location: 0, length: piece.length))
        engine.replace(selection, withStyled: piece, origin: .interaction)
    }

    /// A font trait the style commands toggle.
    enum FontTrait {
        case traitBold, traitItalic

        func isIn(_ font: UIFont) -> Bool {
            switch self {
            case .traitBold: font.spec.weight >= 600
            case .traitItalic: font.spec.italic
            }
        }

        func applied(_ adding: Bool, to font: UIFont) -> UIFont {
            var spec = font.spec
            switch self {
            case .traitBold: spec.weight = adding ? 700 : 400
            case .traitItalic: spec.italic = adding
            }
            return UIFont(spec: spec, fontName: PangoEngine.shared.fontName(for: spec))
        }
    }
}
