import CoreGraphics
import Foundation

/// A view that displays one or more lines of read-only text, laid out by the Pango text
/// engine.
///
/// As in UIKit, the label keeps its text as an attributed string whose every run carries
/// the label's font, colour, paragraph style (alignment, line break mode) and shadow; the
/// style properties read the attributes at the start of the text, and setting one applies
/// it to the whole text. `draw(_:)` calls `drawText(in:)` with the bounds, which lays the
/// text out in that rectangle and centres it vertically; sizing (`sizeThatFits(_:)`,
/// `intrinsicContentSize`) goes through `textRect(forBounds:limitedToNumberOfLines:)`.
/// Subclasses override those two methods, as on iOS.
///
/// Defaults differ from `UIView`'s as UIKit's do: `isUserInteractionEnabled` is false,
/// `contentMode` is `.redraw`, `isOpaque` is false and the background is nil. A change
/// redraws the label only when what it draws changes.
@preconcurrency @MainActor
open class UILabel: UIView {
    /// The text with every attribute resolved; nil when the label has no text.
    var content: NSAttributedString?
    /// `content` as the text engine reads it, converted once per content (reading an
    /// attributed string's runs is slow in Foundation on Linux); nil without text.
    var contentText: AttributedText?
    var fontStorage = UILabel.defaultFont
    var textColorStorage = UILabel.defaultTextColor
    var alignmentStorage = NSTextAlignment.natural
    var lineBreakModeStorage = NSLineBreakMode.byTruncatingTail
    var shadowColorStorage: UIColor?
    var shadowOffsetStorage = CGSize(width: 0, height: -1)

    /// Creates a label with `frame`, no text and the default style.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        adoptLabelDefaults()
    }

    /// Creates an empty label (there are no archives to read here).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        adoptLabelDefaults()
    }

    // MARK: Text

    /// The text shown; nil by default. Setting it replaces `attributedText` with the same
    /// characters styled by the label's font, colour, alignment, line break mode and shadow.
    open var text: String? {
        get { content?.string }
        set { setText(newValue) }
    }

    /// The styled text shown; nil by default. Setting it (a copy is kept) replaces `text`,
    /// gives runs without a font, colour or paragraph style the label's, and sets `font`,
    /// `textColor`, `textAlignment`, `lineBreakMode` and the shadow to the attributes at
    /// the start of the string.
    open var attributedText: NSAttributedString? {
        get { content }
        set { setAttributedText(newValue) }
    }

    // MARK: Style

    /// The font of the whole text; the system font at 17 points by default. Setting nil
    /// restores the default.
    open var font: UIFont! {
        get { fontStorage }
        set {
            fontStorage = newValue ?? UILabel.defaultFont
            applyToWholeText(.font, fontStorage, affectsSize: true)
            appearancePropertyDidChange("font") { ($0 as? UILabel)?.font = newValue }
        }
    }

    /// The colour of the whole text; `.label` (black) by default. Setting nil restores the
    /// default.
    open var textColor: UIColor! {
        get { textColorStorage }
        set {
            textColorStorage = newValue ?? UILabel.defaultTextColor
            applyToWholeText(.foregroundColor, textColorStorage, affectsSize: false)
            appearancePropertyDidChange("textColor") { ($0 as? UILabel)?.textColor = newValue }
        }
    }

    /// The horizontal alignment of the whole text; `.natural` by default.
    open var textAlignment: NSTextAlignment {
        get { alignmentStorage }
        set {
            alignmentStorage = newValue
            applyParagraphStyle()
        }
    }

    /// How lines are wrapped and the last visible line cut; `.byTruncatingTail` by default.
    /// Every paragraph wraps (by characters for `.byCharWrapping`, by words otherwise) and
    /// the mode applies to the last line shown when text does not fit.
    open var lineBreakMode: NSLineBreakMode {
        get { lineBreakModeStorage }
        set {
            lineBreakModeStorage = newValue
            applyParagraphStyle()
        }
    }

    /// The colour of the text's shadow; nil (no shadow) by default. The shadow is sharp.
    open var shadowColor: UIColor? {
        get { shadowColorStorage }
        set {
            shadowColorStorage = newValue
            applyToWholeText(.shadow, labelShadow, affectsSize: true)
            appearancePropertyDidChange("shadowColor") { ($0 as? UILabel)?.shadowColor = newValue }
        }
    }

    /// The offset of the text's shadow in points; (0, −1), one point above, by default.
    open var shadowOffset: CGSize {
        get { shadowOffsetStorage }
        set {
            shadowOffsetStorage = newValue
            applyToWholeText(.shadow, labelShadow, affectsSize: true)
        }
    }

    // MARK: State

    /// Whether the text is drawn in its normal colours; true by default. A disabled label
    /// draws its text in `.tertiaryLabel`, as UIKit does.
    open var isEnabled = true {
        didSet { redrawIfColorOverrideChanged(from: Self.colorOverride(enabled: oldValue, highlighted: isHighlighted,
                                                                       highlightColor: highlightedTextColor)) }
    }

    /// Whether the text is drawn in `highlightedTextColor` (when that is set); false by
    /// default.
    open var isHighlighted = false {
        didSet { redrawIfColorOverrideChanged(from: Self.colorOverride(enabled: isEnabled, highlighted: oldValue,
                                                                       highlightColor: highlightedTextColor)) }
    }

    /// The colour of the whole text while `isHighlighted`; nil by default.
    open var highlightedTextColor: UIColor? {
        didSet { redrawIfColorOverrideChanged(from: Self.colorOverride(enabled: isEnabled, highlighted: isHighlighted,
                                                                       highlightColor: oldValue)) }
    }

    // MARK: Lines and fitting

    /// The most lines shown; 1 by default, 0 for no limit. Text that does not fit is cut
    /// by `lineBreakMode`. A negative value is kept and laid out as 0.
    open var numberOfLines = 1 {
        didSet { if numberOfLines != oldValue { textLayoutChanged() } }
    }

    /// Whether the font shrinks (down to `minimumScaleFactor` of its size) until the text
    /// fits the bounds; false by default.
    open var adjustsFontSizeToFitWidth = false {
        didSet { if adjustsFontSizeToFitWidth != oldValue { textLayoutChanged() } }
    }

    /// The smallest multiplier of the font size `adjustsFontSizeToFitWidth` may use; 0 by
    /// default, which (as Apple documents it) does not shrink the text.
    open var minimumScaleFactor: CGFloat = 0 {
        didSet { if minimumScaleFactor != oldValue { textLayoutChanged() } }
    }

    /// Whether a one-line label tightens its letter spacing before truncating; false by
    /// default. Approximated: text up to 5 % too wide gets uniformly negative kerning
    /// (UIKit's default tightening factor); wider text truncates as usual.
    open var allowsDefaultTighteningForTruncation = false {
        didSet { if allowsDefaultTighteningForTruncation != oldValue { textLayoutChanged() } }
    }

    /// Where shrunk one-line text sits vertically; `.alignBaselines` by default.
    open var baselineAdjustment = UIBaselineAdjustment.alignBaselines {
        didSet { if baselineAdjustment != oldValue, adjustsFontSizeToFitWidth, hasText { setNeedsDisplay() } }
    }

    /// While `systemLayoutSizeFitting` measures a subtree: the width a wrapping label
    /// wraps at in its second solve (UIView+Fitting).
    var fittingWrapWidth: CGFloat?

    /// The width at which a multi-line label's intrinsic content size wraps its text; 0 (no
    /// preference: the text's natural width) by default.
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue, hasText { invalidateIntrinsicContentSize() } }
    }

    // MARK: Overridable drawing and sizing

    /// The rectangle the text occupies in `bounds` with at most `numberOfLines` lines (0:
    /// no limit): its size is the laid-out text's (shadow offset included), rounded up to
    /// pixels and no larger than `bounds` (a zero dimension does not limit); it sits at
    /// the top of `bounds`, moved right for centred or right alignment. Empty text gives
    /// a zero size at the bounds' origin. `sizeThatFits(_:)` and `intrinsicContentSize`
    /// call it.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        labelTextRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines)
    }

    /// Draws the text (and its shadow) laid out in `rect`, centred vertically in it. Called
    /// by `draw(_:)` with the bounds; the current context's fill and stroke colours are
    /// already the text colour. Override to change the rectangle or draw differently.
    open func drawText(in rect: CGRect) {
        drawLabelText(in: rect)
    }

    /// Draws the label: `drawText(in:)` with the bounds.
    open override func draw(_ rect: CGRect) {
        drawLabel()
    }

    /// The size of the text laid out in `size`: a one-line label's full width (the width
    /// given does not limit it), a multi-line label's wrapped size in that width (a zero
    /// width does not limit); the height given never limits the result.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        labelSizeThatFits(size)
    }

    /// The text's size on one line per paragraph, or, for a multi-line label with
    /// `preferredMaxLayoutWidth`, wrapped at that width; rounded up to pixels. Zero
    /// without text.
    open override var intrinsicContentSize: CGSize {
        labelIntrinsicContentSize
    }

    /// Auto Layout's first and last baselines are the text's (see UILabel+Baselines).
    override func ownBaseline(first: Bool) -> (offset: CGFloat, heightFactor: CGFloat) {
        labelBaseline(first: first)
    }

    /// The background colour; nil by default. Setting nil on an opaque label gives it a
    /// clear background, as UIKit does.
    open override var backgroundColor: UIColor? {
        get { super.backgroundColor }
        set { super.backgroundColor = newValue ?? (isOpaque ? .clear : nil) }
    }

    /// How the content is placed when the bounds change; `.redraw` for a label. A label
    /// redraws itself on resize (only when it has text), whatever the mode.
    open override var contentMode: UIView.ContentMode {
        didSet { layer.needsDisplayOnBoundsChange = false }
    }

    /// A label redraws its text whenever its size changes, whatever its `contentMode`.
    open override var frame: CGRect {
        get { super.frame }
        set { redrawingIfResized { super.frame = newValue } }
    }

    /// A label redraws its text whenever its size changes, whatever its `contentMode`.
    open override var bounds: CGRect {
        get { super.bounds }
        set { redrawingIfResized { super.bounds = newValue } }
    }
}
