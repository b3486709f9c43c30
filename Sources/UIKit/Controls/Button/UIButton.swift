import Foundation

/// A control that performs an action when tapped: the most common control.
///
/// A button is made with a type (`init(type:)`) or a configuration
/// (`init(configuration:primaryAction:)`). Without a configuration it shows the title,
/// image and background image set for its current `state` by the per-state setters, each
/// falling back to the normal state's, laid out by `contentRect(forBounds:)`,
/// `titleRect(forContentRect:)` and `imageRect(forContentRect:)` with the legacy edge
/// insets: a system button draws them in the tint colour, dims them while highlighted and
/// grays them while disabled; a custom button draws white titles and darkens its images
/// while highlighted. With a `configuration` it shows the configuration as updated for its
/// state (`Configuration.updated(for:)`), and the per-state values set explicitly still
/// win, as on iOS.
///
/// Configuration updates are coalesced: `setNeedsUpdateConfiguration()` (called for every
/// state change while `automaticallyUpdatesConfiguration`) marks the button, and the next
/// layout pass — or the next size query — calls `updateConfiguration()` and then the
/// `configurationUpdateHandler` once, however many requests came before.
///
/// A tap sends `.touchDown`, `.touchUpInside` and then `.primaryActionTriggered`; while the
/// button is enabled, a superview's single-tap recognizer does not fire over it.
///
/// The appearance properties are UIKit's: `contentEdgeInsets` and the per-state title
/// colour, title shadow colour, image, background image and symbol configuration.
///
/// Members a subclass may override are declared here; the work is in `UIButton+…` files.
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// A closure that updates a button's configuration for its state.
    public typealias ConfigurationUpdateHandler = @MainActor (UIButton) -> Void

    var buttonTypeStorage = ButtonType.custom
    /// What the per-state setters gave, by the state's raw value.
    var stateContent: [UInt: ButtonStateContent] = [:]
    var titleLabelStorage: UILabel?
    var imageViewStorage: UIImageView?
    var subtitleLabelStorage: UILabel?
    /// The legacy background image (`setBackgroundImage(_:for:)` without a configuration).
    var backgroundImageView: UIImageView?
    /// The configuration's background.
    var backgroundView: BackgroundConfigurationView?
    /// The configuration's activity indicator (`showsActivityIndicator`), in the image's place.
    var activityIndicator: UIActivityIndicatorView?
    /// The glow of `showsTouchWhenHighlighted`.
    var glowView: ButtonGlowView?
    var configurationStorage: Configuration?
    /// The configuration as last updated for the button's state: what is shown.
    var shownConfiguration: Configuration?
    var configurationUpdateHandlerStorage: ConfigurationUpdateHandler?
    /// Whether `updateConfiguration()` is due before the next layout or size query.
    var needsConfigurationUpdate = false
    /// Set while `updateConfiguration()` and the handler run: a configuration they set is
    /// shown by this update, not scheduled for another.
    var isUpdatingConfiguration = false
    /// Whether the title label's shadow offset is reversed for the highlighted state.
    var titleShadowIsReversed = false
    /// The per-state title last given to the title label (an attributed one by identity),
    /// so a state change that shows the same title leaves the label alone.
    var appliedTitle: (plain: String?, attributed: NSAttributedString?)?
    /// The intrinsic size last computed, to invalidate it only when it changes.
    var lastIntrinsicSize: CGSize?
    /// Set during `layoutSubviews()`, which places the content itself after updating it.
    var isLayingOutContent = false
    /// Images darkened or lightened for a state, kept while their source is shown.
    var adjustedImages = AdjustedImageCache()

    /// Creates a custom-type button with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        adoptButtonType(.custom)
    }

    /// Creates an empty custom-type button (there are no archives to read here).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        adoptButtonType(.custom)
    }

    /// Creates a button of `buttonType`, with a zero frame.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        adoptButtonType(buttonType)
    }

    /// Creates a button of `buttonType` that performs `primaryAction` when tapped, titled
    /// with the action's title and image.
    public convenience init(type buttonType: ButtonType, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction { adoptPrimaryAction(primaryAction) }
    }

    /// Creates a system button showing `configuration` that performs `primaryAction` when
    /// tapped; the action's title and image become the configuration's.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        self.configuration = configuration
        if let primaryAction { adoptPrimaryAction(primaryAction) }
    }

    /// A system button showing `image` that sends `action` to `target` on touch-up inside.
    /// (UIKit returns `Self`; here the result is a `UIButton`, which Swift without the
    /// Objective-C runtime cannot make as a subclass from a class method.)
    open class func systemButton(with image: UIImage, target: Any?, action: Selector?) -> UIButton {
        let button = UIButton(type: .system)
        button.setImage(image, for: .normal)
        if let action { button.addTarget(target, action: action, for: .touchUpInside) }
        return button
    }

    /// The button's type, given at creation.
    open var buttonType: ButtonType { buttonTypeStorage }

    /// What the button does, which styles a configured button: a destructive one is red.
    /// `.normal` by default.
    open var role = Role.normal {
        didSet { if role != oldValue { setNeedsUpdateConfiguration() } }
    }

    /// Whether a tap toggles `isSelected` (before the tap's actions are sent), making the
    /// button a toggle. With a `menu` shown as the primary action it makes a pop-up button
    /// instead: the menu's actions are single-selection and the title is the selected one's.
    /// False by default.
    open var changesSelectionAsPrimaryAction = false {
        didSet { if changesSelectionAsPrimaryAction != oldValue { showSelectedMenuAction() } }
    }

    // MARK: Menus (UIButton+Menu.swift)

    /// The button's menu; nil by default. Setting one enables the context menu interaction
    /// (nil disables it) and updates a menu on screen: a long press shows it, or with
    /// `showsMenuAsPrimaryAction` a touch-down (a pull-down button), compact and hanging from
    /// the button. With `changesSelectionAsPrimaryAction` too it is a pop-up button: one of
    /// the menu's actions is selected (`.on`: the first on, else the first), choosing
    /// another selects it, and the button's title is the selected action's.
    open var menu: UIMenu? {
        didSet { menuDidChange() }
    }

    /// Whether the menu shows on touch-down; see `UIControl`. A pop-up button selects an
    /// action as soon as it becomes one.
    open override var showsMenuAsPrimaryAction: Bool {
        didSet { if showsMenuAsPrimaryAction != oldValue { showSelectedMenuAction() } }
    }

    /// The configuration of the button's menu: the menu itself; nil without a menu.
    open override func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                              configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        menuConfiguration()
    }

    override var menuSelectsSingleAction: Bool { isPopUpButton }

    override func menuActionWasPerformed(_ action: UIAction) {
        showSelectedMenuAction()
    }

    // MARK: Per-state content (UIButton+StateContent.swift)

    /// Sets the title for `state` (nil removes it). A state without a title shows the
    /// normal state's.
    open func setTitle(_ title: String?, for state: State) {
        updateStateContent(for: state) { $0.title = title }
    }

    /// The title set for `state`, else the normal state's.
    open func title(for state: State) -> String? {
        stateValue(\.title, for: state)
    }

    /// Sets the title colour for `state` (nil removes it).
    open func setTitleColor(_ color: UIColor?, for state: State) {
        updateStateContent(for: state) { $0.titleColor = color }
        appearancePropertyDidChange("titleColor.\(state.rawValue)") { ($0 as? UIButton)?.setTitleColor(color, for: state) }
    }

    /// The title colour for `state`: the one set for it; for a disabled system button,
    /// gray; else the normal state's; else the type's (white for custom buttons, the tint
    /// colour for system ones).
    open func titleColor(for state: State) -> UIColor? {
        resolvedTitleColor(for: state)
    }

    /// Sets the colour of the title's shadow for `state` (nil removes it).
    open func setTitleShadowColor(_ color: UIColor?, for state: State) {
        updateStateContent(for: state) { $0.titleShadowColor = color }
        appearancePropertyDidChange("titleShadowColor.\(state.rawValue)") {
            ($0 as? UIButton)?.setTitleShadowColor(color, for: state)
        }
    }

    /// The title's shadow colour set for `state`, else the normal state's; nil by default.
    open func titleShadowColor(for state: State) -> UIColor? {
        stateValue(\.titleShadowColor, for: state)
    }

    /// Sets the image for `state` (nil removes it). A system button draws images of the
    /// automatic rendering mode as templates, in its tint colour.
    open func setImage(_ image: UIImage?, for state: State) {
        updateStateContent(for: state) { $0.image = image }
        appearancePropertyDidChange("image.\(state.rawValue)") { ($0 as? UIButton)?.setImage(image, for: state) }
    }

    /// The image set for `state`, else the normal state's.
    open func image(for state: State) -> UIImage? {
        stateValue(\.image, for: state)
    }

    /// Sets the background image for `state` (nil removes it), drawn behind the content,
    /// filling `backgroundRect(forBounds:)`.
    open func setBackgroundImage(_ image: UIImage?, for state: State) {
        updateStateContent(for: state) { $0.backgroundImage = image }
        appearancePropertyDidChange("backgroundImage.\(state.rawValue)") {
            ($0 as? UIButton)?.setBackgroundImage(image, for: state)
        }
    }

    /// The background image set for `state`, else the normal state's.
    open func backgroundImage(for state: State) -> UIImage? {
        stateValue(\.backgroundImage, for: state)
    }

    /// Sets the styled title for `state` (nil removes it); it is shown instead of the plain
    /// title, its runs without a font or colour taking the title label's.
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        updateStateContent(for: state) { $0.attributedTitle = title.map { NSAttributedString(attributedString: $0) } }
    }

    /// The styled title set for `state`, else the normal state's.
    open func attributedTitle(for state: State) -> NSAttributedString? {
        stateValue(\.attributedTitle, for: state)
    }

    /// Sets the symbol configuration a symbol image is drawn with for `state` (nil removes
    /// it); other images are unaffected.
    open func setPreferredSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration?, forImageIn state: State) {
        updateStateContent(for: state) { $0.preferredSymbolConfiguration = configuration }
        appearancePropertyDidChange("preferredSymbolConfiguration.\(state.rawValue)") {
            ($0 as? UIButton)?.setPreferredSymbolConfiguration(configuration, forImageIn: state)
        }
    }

    /// The symbol configuration set for `state`'s image, else the normal state's.
    open func preferredSymbolConfigurationForImage(in state: State) -> UIImage.SymbolConfiguration? {
        stateValue(\.preferredSymbolConfiguration, for: state)
    }

    /// The title shown for the current state (the styled title's text when that is shown).
    open var currentTitle: String? { title(for: state) ?? currentAttributedTitle?.string }

    /// The title colour for the current state.
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }

    /// The title shadow colour for the current state.
    open var currentTitleShadowColor: UIColor? { titleShadowColor(for: state) }

    /// The image for the current state.
    open var currentImage: UIImage? { image(for: state) }

    /// The background image for the current state.
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    /// The styled title for the current state.
    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }

    /// The symbol configuration of the current state's image.
    open var currentPreferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        preferredSymbolConfigurationForImage(in: state)
    }

    /// The label that shows the title. Set its font and line break mode here; its text and
    /// colour follow the per-state values (or the configuration).
    open var titleLabel: UILabel? { ensureTitleLabel() }

    /// The view that shows the image.
    open var imageView: UIImageView? { ensureImageView() }

    /// The label that shows a configuration's subtitle; nil while there is none.
    open var subtitleLabel: UILabel? { subtitleLabelStorage }

    // MARK: Legacy look and geometry (UIButton+LegacyLayout.swift, UIButton+LegacyAppearance.swift)

    /// Insets of the content (title and image) from the bounds; zero by default, which
    /// gives a titled button UIKit's 6 points above and below its title in the intrinsic
    /// size. Ignored with a configuration (its `contentInsets` apply).
    open var contentEdgeInsets = UIEdgeInsets.zero {
        didSet {
            if contentEdgeInsets != oldValue { legacyGeometryChanged(affectsSize: true) }
            appearancePropertyDidChange("contentEdgeInsets") { [contentEdgeInsets] in
                ($0 as? UIButton)?.contentEdgeInsets = contentEdgeInsets
            }
        }
    }

    /// Insets of the title's area, which move the title (half the inset, for a centred
    /// title) without changing the intrinsic size; zero by default.
    open var titleEdgeInsets = UIEdgeInsets.zero {
        didSet { if titleEdgeInsets != oldValue { legacyGeometryChanged(affectsSize: false) } }
    }

    /// Insets of the image's area, which move the image without changing the intrinsic
    /// size; zero by default.
    open var imageEdgeInsets = UIEdgeInsets.zero {
        didSet { if imageEdgeInsets != oldValue { legacyGeometryChanged(affectsSize: false) } }
    }

    /// Whether the title's shadow offset is reversed while highlighted; false by default.
    open var reversesTitleShadowWhenHighlighted = false {
        didSet { if reversesTitleShadowWhenHighlighted != oldValue { updateLegacyContent() } }
    }

    /// Whether a custom button's image (and background image) is drawn darker while
    /// highlighted, when no image is set for the highlighted state: mixed with black at
    /// 45 %, as UIKit does. True by default.
    open var adjustsImageWhenHighlighted = true {
        didSet { if adjustsImageWhenHighlighted != oldValue { updateLegacyContent() } }
    }

    /// Whether the image (and background image) is drawn lighter while disabled, when no
    /// image is set for the disabled state. True by default.
    open var adjustsImageWhenDisabled = true {
        didSet { if adjustsImageWhenDisabled != oldValue { updateLegacyContent() } }
    }

    /// Whether a white glow shows at the button's centre while it is highlighted; false by
    /// default.
    open var showsTouchWhenHighlighted = false {
        didSet { if showsTouchWhenHighlighted != oldValue { updateLegacyContent() } }
    }

    /// The rectangle the background image fills: `bounds` by default.
    open func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// The rectangle the content is laid out in: `bounds` inset by `contentEdgeInsets`.
    open func contentRect(forBounds bounds: CGRect) -> CGRect { legacyContentRect(forBounds: bounds) }

    /// The title's rectangle in `contentRect`: the title's size, beside the image (after
    /// it), the pair placed by the content alignments in the content rect inset by
    /// `titleEdgeInsets`.
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect { legacyTitleRect(forContentRect: contentRect) }

    /// The image's rectangle in `contentRect`: the image's size, before the title, the pair
    /// placed by the content alignments in the content rect inset by `imageEdgeInsets`.
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect { legacyImageRect(forContentRect: contentRect) }

    // MARK: Configuration (UIButton+ConfigurationUpdates.swift)

    /// The configuration the button shows; nil (the legacy per-state look) for buttons made
    /// with a type. Setting it rebuilds the button's content at the next layout.
    open var configuration: Configuration? {
        get { configurationStorage }
        set { setConfiguration(newValue) }
    }

    /// Called (after `updateConfiguration()`) whenever the configuration is updated: when
    /// the state changes, or after `setNeedsUpdateConfiguration()`. Set the button's
    /// `configuration` in it to change the look for the state.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        get { configurationUpdateHandlerStorage }
        set {
            configurationUpdateHandlerStorage = newValue
            setNeedsUpdateConfiguration()
        }
    }

    /// Whether a state change updates the configuration (calls `updateConfiguration()`,
    /// the handler and `Configuration.updated(for:)`). True by default.
    open var automaticallyUpdatesConfiguration = true {
        didSet { if automaticallyUpdatesConfiguration, !oldValue { setNeedsUpdateConfiguration() } }
    }

    /// Asks for a configuration update before the next layout. Requests are coalesced:
    /// however many come in a turn, `updateConfiguration()` runs once.
    open func setNeedsUpdateConfiguration() { requestConfigurationUpdate() }

    /// Updates the configuration for the button's state. Override it to change the
    /// `configuration`; do not call it (call `setNeedsUpdateConfiguration()`). The default
    /// does nothing: the button applies `Configuration.updated(for:)` itself.
    open func updateConfiguration() {}

    // MARK: Overrides

    /// Updates a pending configuration, then places the background, image and labels.
    open override func layoutSubviews() {
        isLayingOutContent = true
        updateConfigurationIfNeeded()
        isLayingOutContent = false
        super.layoutSubviews()
        layoutButtonContent()
    }

    /// The content's size plus its insets (see `contentEdgeInsets` and
    /// `Configuration.contentInsets`).
    open override var intrinsicContentSize: CGSize {
        updateConfigurationIfNeeded()
        return buttonIntrinsicContentSize()
    }

    /// The intrinsic size; a configured button's titles wrap to fit `size`'s width.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        updateConfigurationIfNeeded()
        return buttonSizeThatFits(size)
    }

    /// Redraws tinted titles and images in the new tint colour.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if configurationStorage != nil { setNeedsUpdateConfiguration() } else { updateLegacyContent() }
    }

    /// A tap's touch-up toggles the selection first when the button changes selection as
    /// its primary action.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        toggleSelectionIfTapEnds(touches, with: event)
        super.touchesEnded(touches, with: event)
    }

    /// Auto Layout's baselines are the title's (none without a title: the bottom).
    override func ownBaseline(first: Bool) -> (offset: CGFloat, heightFactor: CGFloat) {
        buttonBaseline(first: first)
    }

    override func controlStateDidChange() {
        buttonStateDidChange()
    }

    override var sendsPrimaryActionOnTouchUpInside: Bool { true }

    override func overlapsDefaultAction(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        isSingleTapOfOneFinger(gestureRecognizer)
    }

    override func adoptPrimaryAction(_ action: UIAction) {
        super.adoptPrimaryAction(action)
        adoptTitleAndImage(of: action)
    }
}
