import Foundation

/// A control that offers a binary choice, on or off.
///
/// The iOS 13+ sliding switch: 51 × 31 points whatever frame it is given, a capsule track
/// filled with `onTintColor` (system green) when on and a light gray fill when off, and a
/// white 27-point thumb with a soft shadow. While a finger is down the thumb widens by 7
/// points; the change between on and off slides the thumb and fades the track colour with a
/// spring that settles in 0.3 s, on the host clock (`UISwitch+Look.swift`).
///
/// A tap toggles the switch; a drag moves the thumb to the side the finger is on, and the
/// lift keeps that side. A change the user makes sends `.valueChanged`, then
/// `.primaryActionTriggered`, once; dragging back to where it started sends nothing, and
/// `isOn`/`setOn(_:animated:)` send nothing (`UISwitch+Tracking.swift`). A disabled switch
/// is drawn at half opacity. A superview's single tap, and a pan along the switch that
/// starts on its thumb, do not take the switch's touches, as on iOS. `onTintColor`,
/// `thumbTintColor`, `onImage` and `offImage` are appearance properties.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// The size of every switch.
    static let fixedSize = CGSize(width: 51, height: 31)

    var isOnStorage = false
    /// The side the thumb shows: the value, or while a finger drags, the value the lift
    /// would give.
    var displaysOn = false
    /// Whether a finger is down (the thumb is widened).
    var isThumbPressed = false
    /// Where the tracked finger went down, in the switch's coordinates.
    var touchDownLocation = CGPoint.zero
    /// Whether the tracked finger went down on the thumb.
    var touchBeganOnThumb = false
    /// Whether the tracked finger has moved far enough to drag rather than tap.
    var isDraggingThumb = false

    /// The track and thumb, in a container whose opacity dims them together when the
    /// switch is disabled (as UIKit's visual element does).
    let visualElement = UIView()
    @_spi(Testing) public let trackView = UIView()
    @_spi(Testing) public let thumbView = UIView()

    /// Creates a switch, off, at `frame`'s origin; the size of `frame` is ignored (a switch
    /// is 51 × 31 points).
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UISwitch.fixedSize))
        buildVisualElement()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        bounds = bounds // the setter pins the size
        buildVisualElement()
    }

    // MARK: Value

    /// Whether the switch is on. Setting it changes the look at once and sends no event.
    /// Default false.
    open var isOn: Bool {
        get { isOnStorage }
        set { setOn(newValue, animated: false) }
    }

    /// Turns the switch on or off, sliding the thumb when `animated`. Sends no event.
    open func setOn(_ on: Bool, animated: Bool) {
        showValue(on, animated: animated)
    }

    // MARK: Appearance

    /// The colour of the track when the switch is on. Nil (the default) is system green.
    open var onTintColor: UIColor? {
        didSet {
            updateLook(animated: false)
            appearancePropertyDidChange("onTintColor") { [onTintColor] in ($0 as? UISwitch)?.onTintColor = onTintColor }
        }
    }

    /// The colour of the thumb. Nil (the default) is white.
    open var thumbTintColor: UIColor? {
        didSet {
            updateLook(animated: false)
            appearancePropertyDidChange("thumbTintColor") { [thumbTintColor] in ($0 as? UISwitch)?.thumbTintColor = thumbTintColor }
        }
    }

    /// The image of the on side. Kept, but unused: switches have not shown it since iOS 7.
    open var onImage: UIImage? {
        didSet { appearancePropertyDidChange("onImage") { [onImage] in ($0 as? UISwitch)?.onImage = onImage } }
    }

    /// The image of the off side. Kept, but unused: switches have not shown it since iOS 7.
    open var offImage: UIImage? {
        didSet { appearancePropertyDidChange("offImage") { [offImage] in ($0 as? UISwitch)?.offImage = offImage } }
    }

    /// The style asked for. `.checkbox` is drawn only by Mac apps of the Mac idiom; here,
    /// as on iPhone, every switch slides. Default `.automatic`.
    open var preferredStyle: Style = .automatic

    /// The style drawn: always `.sliding` (the Mac idiom's checkbox does not exist here).
    open var style: Style { .sliding }

    /// The title shown beside a checkbox switch, which only the Mac idiom draws. As on an
    /// iPhone, setting a title stops the program (UIKit raises); nil is accepted.
    open var title: String? {
        didSet {
            if title != nil {
                preconditionFailure("UISwitch.title: only checkbox switches of the Mac idiom show a title; "
                    + "set it only when traitCollection.userInterfaceIdiom == .mac")
            }
        }
    }

    // MARK: Size

    /// The frame; its size is always 51 × 31 (UIKit ignores the size given).
    open override var frame: CGRect {
        get { super.frame }
        set {
            super.frame = pinnedFrame(newValue, size: UISwitch.fixedSize)
            // A frame under a transform set the bounds' size: the bounds setter pins it back.
            if bounds.size != UISwitch.fixedSize { bounds = bounds }
        }
    }

    /// The bounds; their size is always 51 × 31.
    open override var bounds: CGRect {
        get { super.bounds }
        set { super.bounds = pinnedBounds(newValue, size: UISwitch.fixedSize) }
    }

    /// 51 × 31 points.
    open override var intrinsicContentSize: CGSize { UISwitch.fixedSize }

    /// 51 × 31 points, whatever the size offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UISwitch.fixedSize }

    // MARK: Tracking (UISwitch+Tracking.swift)

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        beginThumbTracking(touch)
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        continueThumbTracking(touch)
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        endThumbTracking(with: event)
    }

    open override func cancelTracking(with event: UIEvent?) {
        cancelThumbTracking()
    }

    override func overlapsDefaultAction(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        isSingleTapOfOneFinger(gestureRecognizer) || isPanAlongThumb(gestureRecognizer)
    }

    // MARK: Look (UISwitch+Look.swift)

    /// An explicitly set tint fills the off track.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateLook(animated: false)
    }

    /// A disabled switch is dimmed (the finger's highlight changes nothing here: the
    /// thumb widens from `beginTracking`).
    override func controlStateDidChange() {
        updateDimming()
    }
}
