import CoreGraphics
import Foundation

/// A control that shows one line of editable text: the text input system's standard field.
///
/// Tapping it makes it first responder and starts an editing session (its delegate may
/// refuse); keys typed on a hardware keyboard, and the edit menu's commands, edit the text
/// through the text-input engine it shares with the other text objects; resigning first
/// responder ends the session. The calls come in UIKit's order (`UITextFieldDelegate`):
/// the delegate is asked before each change the user makes; `.editingChanged` and
/// `textDidChangeNotification` follow each one, and never text set in code.
///
/// It adopts `UITextInput` with UTF-16 offsets as positions (what `NSRange` counts):
/// marked text from input methods (drawn underlined), the tokenizer, caret and selection
/// geometry in its own coordinates. Gestures as on iOS 17: a tap places the caret at the
/// nearer end of the tapped word (a tap on the caret shows the edit menu), a double tap
/// selects a word, a triple tap the whole line, a long press places the caret exactly and
/// drags it. The caret blinks on the host clock, solid while typing. Typing undoes in runs
/// through the window's undo manager.
///
/// The look is iOS 17's for each `borderStyle`, with the placeholder in
/// `.placeholderText`, the clear button (`xmark.circle.fill` in `.systemGray3`), and the
/// overlay views; the drawing and positioning methods (`textRect(forBounds:)`,
/// `drawText(in:)`…) are open for subclasses, as in UIKit. Differences (the font, metrics
/// estimated from screenshots) are in docs/DIFFERENCES.md, "Text input".
@preconcurrency @MainActor
open class UITextField: UIControl, UITextInput {
    /// The text, selection and edits.
    lazy var engine: TextInputEngine = {
        let engine = TextInputEngine(content: EditableText("", attributes: resolvedDefaultAttributes))
        engine.owner = self
        return engine
    }()
    var fontStorage = UITextField.defaultFont
    var textColorStorage: UIColor?
    var alignmentStorage = NSTextAlignment.natural
    /// `defaultTextAttributes` as set, besides font, colour and alignment.
    var extraDefaultAttributes: [NSAttributedString.Key: Any] = [:]
    var placeholderContent: NSAttributedString?
    var isEditingStorage = false
    /// Set while `becomeFirstResponder()` has the delegate's consent, so
    /// `canBecomeFirstResponder` does not ask again.
    var beginEditingApproved = false
    /// Set while a session begins, whose set-up is reported to nobody.
    var isStartingEditingSession = false
    /// How far the text is scrolled left while editing (text wider than the editing rect).
    var scrollOffset: CGFloat = 0
    /// The character of a secure field shown for a moment after it was typed.
    var revealedCharacter: NSRange?
    var revealTimer: GestureClock.Timer?
    /// Set while a secure field inserts one typed character, which it then reveals.
    var revealsNextInsertion = false
    /// The text last shown, kept until the content or its look changes.
    var displayCache: TextFieldDisplayText?
    /// The views the field is drawn with (made on first layout).
    var parts: TextFieldParts?
    /// The gestures and the edit menu (made with the field).
    var interaction: TextInteraction?
    private var tokenizerStorage: UITextInputStringTokenizer?

    /// Creates a text field with `frame`: no border, the body font, empty.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpTextField()
    }

    /// Creates an empty text field (there are no archives to read here).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpTextField()
    }

    // MARK: Text (UITextField+Content.swift)

    /// The text shown. Never nil when read ("" when empty, as UIKit answers); setting it
    /// styles it with the field's default attributes, puts the caret at its end, ends any
    /// marked text and cannot be undone. Setting text in code sends no `.editingChanged`.
    open var text: String? {
        get { engine.string }
        set { setText(newValue) }
    }

    /// The text with its attributes. Setting it gives runs without a font or colour the
    /// field's.
    open var attributedText: NSAttributedString? {
        get { engine.content.attributedString }
        set { setAttributedText(newValue) }
    }

    /// The colour of the whole text; `.label` (black) when nil, the default.
    open var textColor: UIColor? {
        get { textColorStorage ?? .label }
        set { setTextColor(newValue) }
    }

    /// The font of the whole text and of the placeholder; the body text style (the system
    /// font at 17 points) by default. Setting nil restores it.
    open var font: UIFont? {
        get { fontStorage }
        set { setFont(newValue) }
    }

    /// How the text lines up in the field. Default `.natural` (left for left-to-right
    /// text).
    open var textAlignment: NSTextAlignment {
        get { alignmentStorage }
        set { setTextAlignment(newValue) }
    }

    /// The attributes of the field's text: its font, colour and paragraph style (its
    /// alignment) and any others set. Setting it applies them to all the text.
    open var defaultTextAttributes: [NSAttributedString.Key: Any] {
        get { resolvedDefaultAttributes }
        set { setDefaultTextAttributes(newValue) }
    }

    /// The text shown, in `.placeholderText` gray, while the field is empty. Default nil.
    open var placeholder: String? {
        get { placeholderContent?.string }
        set { setPlaceholder(newValue) }
    }

    /// The placeholder with attributes of its own; runs without a font take the field's,
    /// without a colour `.placeholderText`.
    open var attributedPlaceholder: NSAttributedString? {
        get { placeholderContent }
        set { setAttributedPlaceholder(newValue) }
    }

    /// Whether beginning to edit empties the field (asking `textFieldShouldClear` first).
    /// Default false.
    open var clearsOnBeginEditing = false

    /// Whether text typed replaces all the previous text, once, when editing begins again.
    /// Default false (a secure field behaves so regardless, as on iOS).
    open var clearsOnInsertion = false

    /// Whether the font shrinks, down to `minimumFontSize`, so long text fits the width.
    /// Default false.
    open var adjustsFontSizeToFitWidth = false {
        didSet { textAppearanceDidChange() }
    }

    /// The smallest font size `adjustsFontSizeToFitWidth` shrinks to. Default 0 (the
    /// text shrinks as far as it needs, down to one point).
    open var minimumFontSize: CGFloat = 0 {
        didSet { textAppearanceDidChange() }
    }

    /// Whether the user may change the attributes of the text (bold, italics…). Stored: no
    /// style commands exist here yet. Default false.
    open var allowsEditingTextAttributes = false

    /// The attributes text typed next takes: the attributes at the caret, until set; they
    /// reset when the selection moves.
    open var typingAttributes: [NSAttributedString.Key: Any]? {
        get { isEditing ? engine.typingAttributes : nil }
        set { if isEditing { engine.typingAttributesOverride = newValue } }
    }

    // MARK: Look (UITextField+Drawing.swift)

    /// The border drawn around the field. Default `.none`.
    open var borderStyle: BorderStyle = .none {
        didSet { if borderStyle != oldValue { borderDidChange() } }
    }

    /// An image filling the field behind the text (stretched: make it resizable), for the
    /// border styles other than `.roundedRect`, which ignores it. Default nil.
    open var background: UIImage? {
        didSet { borderDidChange() }
    }

    /// The image shown instead of `background` while the field is disabled; ignored without
    /// a `background`. Default nil.
    open var disabledBackground: UIImage? {
        didSet { borderDidChange() }
    }

    // MARK: Overlay views (UITextField+Layout.swift)

    /// When the clear button (an ✕ in a circle at the right end, shown while there is
    /// text) appears. Default `.never`.
    open var clearButtonMode: ViewMode = .never {
        didSet { setNeedsLayout() }
    }

    /// A view at the left end of the field (its own size, centred vertically), shown as
    /// `leftViewMode` says. Default nil.
    open var leftView: UIView? {
        didSet { overlayViewDidChange(from: oldValue, to: leftView) }
    }

    /// When the left view shows. Default `.never`.
    open var leftViewMode: ViewMode = .never {
        didSet { setNeedsLayout() }
    }

    /// A view at the right end of the field, shown as `rightViewMode` says (with the clear
    /// button, to its right). Default nil.
    open var rightView: UIView? {
        didSet { overlayViewDidChange(from: oldValue, to: rightView) }
    }

    /// When the right view shows. Default `.never`.
    open var rightViewMode: ViewMode = .never {
        didSet { setNeedsLayout() }
    }

    // MARK: Editing (UITextField+Editing.swift)

    /// The object told about editing and asked about changes; held weakly.
    open weak var delegate: (any UITextFieldDelegate)?

    /// Whether the field is in an editing session (first responder).
    open var isEditing: Bool { isEditingStorage }

    open override var canBecomeFirstResponder: Bool { canBeginEditing }

    @discardableResult
    open override func becomeFirstResponder() -> Bool { requestEditingSession() }

    @discardableResult
    open override func resignFirstResponder() -> Bool { requestEndOfEditingSession() }

    override func controlStateDidChange() { fieldStateDidChange() }

    // MARK: Drawing and positioning overrides (UITextField+Layout.swift, +Drawing.swift)

    /// The rectangle of the border and background. Default: the bounds.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { defaultBorderRect(forBounds: bounds) }

    /// The rectangle the text is drawn in when not editing: the bounds less the border's
    /// inset and the overlay views shown.
    open func textRect(forBounds bounds: CGRect) -> CGRect { defaultTextRect(forBounds: bounds, editing: false) }

    /// The rectangle the placeholder is drawn in. Default: the text (or, while editing, the
    /// editing) rectangle.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect {
        isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
    }

    /// The rectangle the text is edited in: the bounds less the border's inset and the
    /// overlay views shown while editing.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { defaultTextRect(forBounds: bounds, editing: true) }

    /// Where the clear button goes: at the right end (left of a right view shown), centred
    /// vertically.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect { defaultClearButtonRect(forBounds: bounds) }

    /// Where the left view goes: at the left edge, its own size, centred vertically.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect { defaultLeftViewRect(forBounds: bounds) }

    /// Where the right view goes: at the right edge, its own size, centred vertically.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect { defaultRightViewRect(forBounds: bounds) }

    /// Draws the text in `rect` when the field is not editing (the editing session draws
    /// its own). Override it to draw differently; call `super` for the default drawing.
    open func drawText(in rect: CGRect) { drawFieldText(in: rect) }

    /// Draws the placeholder in `rect`. Override it to draw differently; call `super` for
    /// the default drawing.
    open func drawPlaceholder(in rect: CGRect) { drawFieldPlaceholder(in: rect) }

    // MARK: View

    open override var intrinsicContentSize: CGSize { fieldIntrinsicContentSize }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { fieldIntrinsicContentSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutField()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateSelectionDisplay()
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        fieldDidMoveToWindow()
    }

    // MARK: Text input traits

    open var autocapitalizationType = UITextAutocapitalizationType.sentences
    open var autocorrectionType = UITextAutocorrectionType.default
    open var spellCheckingType = UITextSpellCheckingType.default
    open var smartQuotesType = UITextSmartQuotesType.default
    open var smartDashesType = UITextSmartDashesType.default
    open var smartInsertDeleteType = UITextSmartInsertDeleteType.default
    open var inlinePredictionType = UITextInlinePredictionType.default
    open var keyboardType = UIKeyboardType.default
    open var keyboardAppearance = UIKeyboardAppearance.default
    open var returnKeyType = UIReturnKeyType.default
    open var enablesReturnKeyAutomatically = false
    /// Whether the text shows as bullets (the last character typed shows for a moment), and
    /// cannot be copied or cut. Default false.
    open var isSecureTextEntry = false {
        didSet { if isSecureTextEntry != oldValue { secureTextEntryDidChange() } }
    }
    open var textContentType: UITextContentType! = nil

    // MARK: Input views (shown by the keyboard: Keyboard/)

    private var inputViewStorage: UIView?
    private var inputAccessoryViewStorage: UIView?

    /// The view shown instead of the system keyboard while the field edits. Default nil.
    /// Call `reloadInputViews()` after changing it while editing.
    open override var inputView: UIView? {
        get { inputViewStorage }
        set { inputViewStorage = newValue }
    }

    /// The view shown on top of the keyboard while the field edits. Default nil.
    open override var inputAccessoryView: UIView? {
        get { inputAccessoryViewStorage }
        set { inputAccessoryViewStorage = newValue }
    }

    // MARK: UIKeyInput (UITextField+TextInput.swift)

    /// Whether there is any text.
    open var hasText: Bool { engine.length > 0 }

    /// Types `text` at the selection (replacing marked text). "\n" is the Return key: it
    /// asks `textFieldShouldReturn` and sends `.editingDidEndOnExit` instead of inserting.
    open func insertText(_ text: String) { typeText(text) }

    /// Deletes the selection, or the character before the caret (whole: a flag, an emoji
    /// family, a letter with its accents).
    open func deleteBackward() { deleteTextBackward() }

    // MARK: UITextInput (UITextField+TextInput.swift)

    open func text(in range: UITextRange) -> String? { (range as? TextOffsetRange).flatMap { engine.text(in: $0.range) } }

    open func replace(_ range: UITextRange, withText text: String) { replaceText(in: range, with: text) }

    open var selectedTextRange: UITextRange? {
        get { isEditing ? TextOffsetRange(engine.selection) : nil }
        set { setSelectedTextRange(newValue) }
    }

    open var markedTextRange: UITextRange? { engine.markedRange.map(TextOffsetRange.init) }

    open var markedTextStyle: [NSAttributedString.Key: Any]?

    open func setMarkedText(_ markedText: String?, selectedRange: NSRange) { engine.setMarkedText(markedText, selectedRange: selectedRange) }

    open func unmarkText() { engine.unmarkText() }

    open var beginningOfDocument: UITextPosition { TextOffsetPosition(0) }

    open var endOfDocument: UITextPosition { TextOffsetPosition(engine.length) }

    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        makeTextRange(from: fromPosition, to: toPosition)
    }

    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        movedPosition(from: position, offset: offset)
    }

    open func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        movedPosition(from: position, in: direction, offset: offset)
    }

    open func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        comparePositions(position, other)
    }

    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { distance(from: from, to: toPosition) }

    open var inputDelegate: (any UITextInputDelegate)? {
        get { engine.inputDelegate }
        set { engine.inputDelegate = newValue }
    }

    open var tokenizer: any UITextInputTokenizer {
        if let tokenizerStorage { return tokenizerStorage }
        let made = UITextInputStringTokenizer(textInput: self)
        tokenizerStorage = made
        return made
    }

    open var textInputView: UIView { self }

    open func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        farthestPosition(within: range, in: direction)
    }

    open func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        extendedRange(from: position, in: direction)
    }

    open func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection {
        .leftToRight
    }

    /// Kept for the protocol: the field's text is always laid out left to right here.
    open func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {}

    open func firstRect(for range: UITextRange) -> CGRect { firstRectangle(for: range) }

    open func caretRect(for position: UITextPosition) -> CGRect { caretRectangle(for: position) }

    open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { selectionRectangles(for: range) }

    open func closestPosition(to point: CGPoint) -> UITextPosition? { nearestPosition(to: point, within: nil) }

    open func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        nearestPosition(to: point, within: range)
    }

    open func characterRange(at point: CGPoint) -> UITextRange? { characterRangeUnder(point) }

    // MARK: Edit actions (UITextField+EditActions.swift)

    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        canPerformEditAction(action, withSender: sender)
    }

    open override func cut(_ sender: Any?) { cutSelection() }
    open override func copy(_ sender: Any?) { copySelection() }
    open override func paste(_ sender: Any?) { pasteText() }
    open override func select(_ sender: Any?) { selectWord() }
    open override func selectAll(_ sender: Any?) { selectAllText(sender: sender) }
    open override func delete(_ sender: Any?) { deleteSelection() }
}
