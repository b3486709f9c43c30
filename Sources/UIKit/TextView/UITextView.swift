import CoreGraphics
import Foundation

/// A scrollable view of editable, multi-line text: the text input system's standard text
/// view.
///
/// Tapping it makes it first responder and starts an editing session (its delegate may
/// refuse); the keys, the software keyboard and the edit menu edit the text through the
/// text-input engine it shares with `UITextField`; Return inserts a newline. The calls come
/// in UIKit's order (`UITextViewDelegate`): the delegate is asked before each change the
/// user makes, `textViewDidChange` and `textDidChangeNotification` follow it, and never
/// text set in code. It adopts `UITextInput` with UTF-16 offsets as positions; marked text
/// is drawn underlined; the caret is kept in view while typing.
///
/// The text is laid out by a viewport layout (`TextViewLayout`): only the paragraphs in or
/// near the visible area are laid out and drawn, each in a view of its own, so typing in a
/// long document redraws one paragraph, and opening or scrolling one lays out what shows.
/// The content size is the laid-out paragraphs' heights plus estimates for the rest,
/// corrected as they are laid out without moving what shows.
///
/// With `isScrollEnabled` false the text view sizes itself: its intrinsic content size is
/// the height of its text laid out at its width. Differences from UIKit (no TextKit
/// objects, data detected by regular expressions) are in docs/DIFFERENCES.md, "Text views".
@preconcurrency @MainActor
open class UITextView: UIScrollView, UITextInput {
    /// The text, selection and edits.
    lazy var engine: TextInputEngine = {
        let engine = TextInputEngine(content: EditableText("", attributes: resolvedDefaultAttributes))
        engine.owner = self
        return engine
    }()
    /// The viewport layout of the text.
    let textLayout = TextViewLayout()
    var fontStorage: UIFont?
    var textColorStorage: UIColor?
    var alignmentStorage = NSTextAlignment.natural
    var isEditingStorage = false
    /// Set while `becomeFirstResponder()` has the delegate's consent.
    var beginEditingApproved = false
    /// Set while a session begins, whose set-up is reported to nobody.
    var isStartingEditingSession = false
    /// The views showing laid-out paragraphs, by the layout they draw, and the spare ones.
    var paragraphViews: [ObjectIdentifier: TextViewParagraphView] = [:]
    var spareParagraphViews: [TextViewParagraphView] = []
    /// The paragraphs laid out by the last layout pass.
    var visibleParagraphs: ClosedRange<Int>?
    /// The caret, the selection's highlight and its handles.
    let selectionDisplay = TextSelectionDisplay()
    /// The gestures and the edit menu (made with the text view).
    var interaction: TextInteraction?
    /// Whether the caret should be scrolled into view at the next layout pass.
    var caretNeedsScrollToVisible = false
    /// A range `scrollRangeToVisible(_:)` asked to show, at the next layout pass.
    var pendingScrollRange: NSRange?
    /// The content width the text was last sized for (self-sizing).
    var lastSizingWidth: CGFloat?
    var textViewDelegate: (any UITextViewDelegate)?
    var textContainerStorage: NSTextContainer!
    private var tokenizerStorage: UITextInputStringTokenizer?

    /// Creates a text view with `frame`: empty, editable, white.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpTextView()
    }

    /// Creates a text view with `frame` laying its text out in `textContainer`.
    public convenience init(frame: CGRect, textContainer: NSTextContainer?) {
        self.init(frame: frame)
        if let textContainer { adopt(textContainer) }
    }

    /// Creates an empty text view (there are no archives to read here).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpTextView()
    }

    // MARK: Delegate

    /// The delegate (the scroll view's property): a `UITextViewDelegate` also gets the
    /// text view's calls. Held weakly.
    open override var delegate: (any UIScrollViewDelegate)? {
        didSet { textViewDelegate = delegate as? any UITextViewDelegate }
    }

    // MARK: Text (UITextView+Content.swift)

    /// The text. Never nil when read; setting it styles it with the text view's font,
    /// colour and alignment, puts the caret at its end, cannot be undone and sends no
    /// `textViewDidChange`.
    open var text: String! {
        get { engine.string }
        set { setText(newValue) }
    }

    /// The text with its attributes; runs without a font or colour take the text view's.
    open var attributedText: NSAttributedString! {
        get { engine.content.attributedString }
        set { setAttributedText(newValue) }
    }

    /// The font of all the text. Documented default: the body style of the system font
    /// (see docs/DIFFERENCES.md). Setting nil restores it.
    open var font: UIFont? {
        get { fontStorage ?? Self.defaultFont }
        set { setFont(newValue) }
    }

    /// The colour of all the text; `.label` when nil (the default).
    open var textColor: UIColor? {
        get { textColorStorage }
        set { setTextColor(newValue) }
    }

    /// How the lines line up. Default `.natural`.
    open var textAlignment: NSTextAlignment {
        get { alignmentStorage }
        set { setTextAlignment(newValue) }
    }

    /// Whether the user may edit the text. Default true. A text view that is not editable
    /// ends editing; it can still be selected and copied while `isSelectable`.
    open var isEditable = true {
        didSet {
            if !isEditable, isEditingStorage { _ = resignFirstResponder() }
            if isEditable != oldValue { linkStyleDidChange() }
        }
    }

    /// Whether the user may select the text (and tap its links) when it is not editable.
    /// Default true. A read-only text view that stops being selectable gives up its
    /// selection.
    open var isSelectable = true {
        didSet { if !isSelectable, isSelectingText { _ = resignFirstResponder() } }
    }

    /// The selection in UTF-16 units; an empty range is the caret. Setting it moves the
    /// caret (clamped into the text) without telling the delegate it changed.
    open var selectedRange: NSRange {
        get { engine.selection }
        set { engine.select(NSRange(location: max(0, newValue.location), length: max(0, newValue.length)), origin: .program) }
    }

    /// The inset of the text container in the content: 8 points top and bottom, 0 at the
    /// sides (the text is kept off the edges by the container's 5-point line padding).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { if textContainerInset != oldValue { textContainerDidChange() } }
    }

    /// The container the text is laid out in.
    open var textContainer: NSTextContainer { textContainerStorage }

    /// The attributes typed text takes: the attributes at the caret until set; they reset
    /// when the selection moves.
    open var typingAttributes: [NSAttributedString.Key: Any] {
        get { engine.typingAttributes }
        set { engine.typingAttributesOverride = newValue }
    }

    /// Whether the user may change the style of the text (Bold, Italic, Underline in the
    /// edit menu and with Command-B, -I, -U). Default false.
    open var allowsEditingTextAttributes = false

    /// Whether typing replaces all the text, once, when editing begins again. Default false.
    open var clearsOnInsertion = false

    /// The attributes links are drawn in: the tint colour by default.
    open var linkTextAttributes: [NSAttributedString.Key: Any]! {
        get { linkAttributesStorage ?? [.foregroundColor: tintColor ?? UIColor.systemBlue] }
        set { linkAttributesStorage = newValue; linkStyleDidChange() }
    }

    /// The data shown as links in read-only text (`isEditable` false): web and email
    /// addresses (`.link`) and phone numbers (`.phoneNumber`); other kinds are accepted and
    /// not detected (docs/DIFFERENCES.md). Default none.
    open var dataDetectorTypes: UIDataDetectorTypes = [] {
        didSet { if dataDetectorTypes != oldValue { linkStyleDidChange() } }
    }
    var linkAttributesStorage: [NSAttributedString.Key: Any]?

    /// Scrolls the least needed to show the text in `range` (clamped into the text).
    open func scrollRangeToVisible(_ range: NSRange) { scrollTextRangeToVisible(range) }

    // MARK: Editing (UITextView+Editing.swift)

    /// Editable: when the delegate agrees; read-only: when selectable
    /// (`UITextView+Selecting.swift`).
    open override var canBecomeFirstResponder: Bool { isEditable ? canBeginEditing : isSelectable }

    @discardableResult
    open override func becomeFirstResponder() -> Bool { isEditable ? requestEditingSession() : requestSelectingSession() }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        isSelectingText ? endSelectingSession() : requestEndOfEditingSession()
    }

    // MARK: View

    open override var intrinsicContentSize: CGSize { textIntrinsicContentSize }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { fittingSize(for: size) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutText()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateSelectionDisplay()
        // Links are drawn in the tint colour unless `linkTextAttributes` was set.
        if linkAttributesStorage == nil { linkStyleDidChange() }
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil {
            endEditingSession()
            selectionDisplay.stopBlinking()
        }
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
    open var isSecureTextEntry = false
    open var textContentType: UITextContentType! = nil

    // MARK: Input views

    private var inputViewStorage: UIView?
    private var inputAccessoryViewStorage: UIView?

    /// The view shown instead of the system keyboard while the text view edits.
    open override var inputView: UIView? {
        get { inputViewStorage }
        set { inputViewStorage = newValue }
    }

    /// The view shown on top of the keyboard while the text view edits.
    open override var inputAccessoryView: UIView? {
        get { inputAccessoryViewStorage }
        set { inputAccessoryViewStorage = newValue }
    }

    // MARK: UIKeyInput

    /// Whether there is any text.
    open var hasText: Bool { engine.length > 0 }

    /// Types `text` at the selection (replacing marked text); "\n" inserts a newline.
    open func insertText(_ text: String) { engine.insertText(text) }

    /// Deletes the selection, or the character before the caret (whole).
    open func deleteBackward() { engine.deleteBackward() }

    // MARK: UITextInput

    open func text(in range: UITextRange) -> String? { (range as? TextOffsetRange).flatMap { engine.text(in: $0.range) } }

    open func replace(_ range: UITextRange, withText text: String) { replaceText(in: range, with: text) }

    open var selectedTextRange: UITextRange? {
        get { TextOffsetRange(engine.selection) }
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

    /// Kept for the protocol: the text is laid out by its own direction here.
    open func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {}

    open func firstRect(for range: UITextRange) -> CGRect { firstRectangle(for: range) }

    open func caretRect(for position: UITextPosition) -> CGRect { caretRectangle(for: position) }

    open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { selectionRectangles(for: range) }

    open func closestPosition(to point: CGPoint) -> UITextPosition? { nearestPosition(to: point, within: nil) }

    open func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        nearestPosition(to: point, within: range)
    }

    open func characterRange(at point: CGPoint) -> UITextRange? { characterRangeUnder(point) }

    // MARK: Edit actions (UITextView+EditActions.swift)

    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        canPerformEditAction(action, withSender: sender)
    }

    open override func cut(_ sender: Any?) { if isEditable { cutSelection() } }
    open override func copy(_ sender: Any?) { copySelection() }
    open override func paste(_ sender: Any?) { if isEditable { pasteText() } }
    open override func select(_ sender: Any?) { selectWord() }
    open override func selectAll(_ sender: Any?) { selectAllText(sender: sender) }
    open override func delete(_ sender: Any?) { if isEditable { deleteSelection() } }
    open override func toggleBoldface(_ sender: Any?) { toggleTrait(.traitBold) }
    open override func toggleItalics(_ sender: Any?) { toggleTrait(.traitItalic) }
    open override func toggleUnderline(_ sender: Any?) { toggleUnderlineStyle() }
}
