import Foundation

/// A control for incrementing or decrementing a value: a minus half and a plus half.
///
/// The iOS 13+ look: 94 × 32 points whatever frame it is given, both halves on a light gray
/// fill (the tertiary system fill) with 8-point rounded corners, a thin divider between
/// them, − and + glyphs in the label colour (an explicitly set tint colours them); the
/// pressed half darkens, and a half that cannot step (at its limit, unless `wraps`) has a
/// gray glyph. Images can replace the backgrounds, glyphs and divider per state
/// (`UIStepper+Look.swift`).
///
/// Touching a half steps the value at once; holding it repeats after 0.5 s, faster the
/// longer it is held (`autorepeat`), on the host clock. Each step sends `.valueChanged`
/// and the primary action when `isContinuous`, else one is sent when the finger lifts if
/// the value changed; setting `value` sends nothing (`UIStepper+Tracking.swift`). A
/// superview's single tap does not take the stepper's touches.
///
/// Values: `value` is clamped to the range and NaN ignored; a bound set past the other
/// moves both to the new value (UIKit's documented invariant); `stepValue` must be
/// positive, as UIKit raises otherwise (`UIStepper+Value.swift`). The per-state images are
/// appearance properties.
@preconcurrency @MainActor
open class UIStepper: UIControl {
    /// The size of every stepper.
    static let fixedSize = CGSize(width: 94, height: 32)

    var valueStorage: Double = 0
    var minimumValueStorage: Double = 0
    var maximumValueStorage: Double = 100
    var stepValueStorage: Double = 1
    var backgroundImages = ControlStateImages()
    var incrementImages = ControlStateImages()
    var decrementImages = ControlStateImages()
    /// Divider images by `[left state, right state]` raw values.
    var dividerImages: [[UInt]: UIImage] = [:]

    /// The half the tracked finger went down on.
    var pressedHalf: StepperHalf?
    /// The value when the tracked finger went down (a non-continuous stepper compares).
    var valueAtTouchDown: Double = 0
    /// The next automatic step while a half is held.
    var repeatTimer: GestureClock.Timer?
    /// How many automatic steps the current hold has made.
    var repeatCount = 0

    /// Each half's background: a clipping view (the default fill and corners) holding an
    /// image view as wide as the stepper, so a background image stretches over the whole
    /// control and each half shows its part.
    let decrementBackground = UIView()
    let incrementBackground = UIView()
    let decrementBackgroundImage = UIImageView()
    let incrementBackgroundImage = UIImageView()
    @_spi(Testing) public let decrementGlyph = UIImageView()
    @_spi(Testing) public let incrementGlyph = UIImageView()
    @_spi(Testing) public let divider = UIImageView()
    /// The default − and +: the `minus` and `plus` symbols at iOS's stepper size (template
    /// images, tinted per half).
    lazy var defaultGlyphs = (minus: UIStepper.glyph("minus"), plus: UIStepper.glyph("plus"))

    private static func glyph(_ name: String) -> UIImage {
        guard let image = UIImage(systemName: name, withConfiguration: UIImage.SymbolConfiguration(pointSize: 18, weight: .medium)) else {
            preconditionFailure("UIStepper: the \(name) symbol is missing from the symbol catalog")
        }
        return image
    }

    /// Creates a stepper at `frame`'s origin; the size of `frame` is ignored (a stepper is
    /// 94 × 32 points). Value 0 in 0…100, step 1, continuous, autorepeating, not wrapping.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UIStepper.fixedSize))
        buildParts()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        bounds = bounds // the setter pins the size
        buildParts()
    }

    // MARK: Behaviour

    /// Whether each step sends `.valueChanged` while a half is held (true, the default),
    /// or one is sent when the finger lifts.
    open var isContinuous = true

    /// Whether holding a half keeps stepping, faster the longer it is held. Default true.
    open var autorepeat = true

    /// Whether stepping past a limit goes round to the other one (and neither half ever
    /// grays out). Default false: the value stops at the limits.
    open var wraps = false {
        didSet { updateLook() }
    }

    // MARK: Value (UIStepper+Value.swift)

    /// The value, clamped to `minimumValue…maximumValue`; NaN is ignored. Setting it sends
    /// no event. Default 0.
    open var value: Double {
        get { valueStorage }
        set { storeValue(newValue) }
    }

    /// The lowest value. Setting it above `maximumValue` sets both to it; the value is
    /// clamped. NaN is ignored. Default 0.
    open var minimumValue: Double {
        get { minimumValueStorage }
        set { storeMinimumValue(newValue) }
    }

    /// The highest value. Setting it below `minimumValue` sets both to it; the value is
    /// clamped. NaN is ignored. Default 100.
    open var maximumValue: Double {
        get { maximumValueStorage }
        set { storeMaximumValue(newValue) }
    }

    /// How much one step changes the value. It must be greater than 0: UIKit raises an
    /// exception for 0 or less, and so does this (NaN is ignored). Default 1.
    open var stepValue: Double {
        get { stepValueStorage }
        set { storeStepValue(newValue) }
    }

    // MARK: Images (UIStepper+Look.swift)

    /// Sets the background for `state` (nil: removes it), stretched over the whole
    /// stepper; each half shows its part in its own state.
    open func setBackgroundImage(_ image: UIImage?, for state: State) {
        backgroundImages.set(image, for: state)
        updateLook()
        appearancePropertyDidChange("backgroundImage.\(state.rawValue)") {
            ($0 as? UIStepper)?.setBackgroundImage(image, for: state)
        }
    }

    /// The background image for `state`, else the normal state's; nil when none was set
    /// (the default fill is drawn).
    open func backgroundImage(for state: State) -> UIImage? { backgroundImages.image(for: state) }

    /// Sets the divider shown when the minus half is in `leftState` and the plus half in
    /// `rightState` (nil: removes it).
    open func setDividerImage(_ image: UIImage?, forLeftSegmentState leftState: State, rightSegmentState rightState: State) {
        dividerImages[[leftState.rawValue, rightState.rawValue]] = image
        updateLook()
        appearancePropertyDidChange("dividerImage.\(leftState.rawValue).\(rightState.rawValue)") {
            ($0 as? UIStepper)?.setDividerImage(image, forLeftSegmentState: leftState, rightSegmentState: rightState)
        }
    }

    /// The divider for the two halves' states, else the one for both normal; nil when none
    /// was set (the default line is drawn).
    open func dividerImage(forLeftSegmentState state: State, rightSegmentState state2: State) -> UIImage? {
        dividerImages[[state.rawValue, state2.rawValue]] ?? dividerImages[[State.normal.rawValue, State.normal.rawValue]]
    }

    /// Sets the plus half's glyph for `state` (nil: back to the default +).
    open func setIncrementImage(_ image: UIImage?, for state: State) {
        incrementImages.set(image, for: state)
        updateLook()
        appearancePropertyDidChange("incrementImage.\(state.rawValue)") {
            ($0 as? UIStepper)?.setIncrementImage(image, for: state)
        }
    }

    /// The plus half's glyph for `state`, else the normal state's, else the default +
    /// (a template image, drawn in the glyph colour).
    open func incrementImage(for state: State) -> UIImage? {
        incrementImages.image(for: state) ?? defaultGlyphs.plus
    }

    /// Sets the minus half's glyph for `state` (nil: back to the default −).
    open func setDecrementImage(_ image: UIImage?, for state: State) {
        decrementImages.set(image, for: state)
        updateLook()
        appearancePropertyDidChange("decrementImage.\(state.rawValue)") {
            ($0 as? UIStepper)?.setDecrementImage(image, for: state)
        }
    }

    /// The minus half's glyph for `state`, else the normal state's, else the default −
    /// (a template image, drawn in the glyph colour).
    open func decrementImage(for state: State) -> UIImage? {
        decrementImages.image(for: state) ?? defaultGlyphs.minus
    }

    // MARK: Size

    /// The frame; its size is always 94 × 32 (UIKit ignores the size given).
    open override var frame: CGRect {
        get { super.frame }
        set {
            super.frame = pinnedFrame(newValue, size: UIStepper.fixedSize)
            // A frame under a transform set the bounds' size: the bounds setter pins it back.
            if bounds.size != UIStepper.fixedSize { bounds = bounds }
        }
    }

    /// The bounds; their size is always 94 × 32.
    open override var bounds: CGRect {
        get { super.bounds }
        set { super.bounds = pinnedBounds(newValue, size: UIStepper.fixedSize) }
    }

    /// 94 × 32 points.
    open override var intrinsicContentSize: CGSize { UIStepper.fixedSize }

    /// 94 × 32 points, whatever the size offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UIStepper.fixedSize }

    /// Places the halves, glyphs and divider.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutParts()
    }

    // MARK: Tracking (UIStepper+Tracking.swift)

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        beginHalfTracking(touch, with: event)
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        continueHalfTracking()
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        finishHalfTracking(with: event)
    }

    open override func cancelTracking(with event: UIEvent?) {
        finishHalfTracking(with: event)
    }

    override func overlapsDefaultAction(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        isSingleTapOfOneFinger(gestureRecognizer)
    }

    // MARK: Look

    /// An explicitly set tint colours the default glyphs.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateLook()
    }

    override func controlStateDidChange() {
        updateLook()
    }
}
