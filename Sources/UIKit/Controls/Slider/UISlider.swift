import Foundation

/// A control for choosing a value from a continuous range by moving a thumb along a track.
///
/// The iOS 13+ look: a 4-point rounded track, tinted (`minimumTrackTintColor`, else the
/// tint colour) from its start to the thumb and light gray (`maximumTrackTintColor`, else
/// the system fill) after it, and a white 28-point thumb with a soft shadow. Images can
/// replace the thumb and either part of the track per state, and value images sit at the
/// ends, shortening the track. The geometry comes from the overridable
/// `trackRect(forBounds:)`, `thumbRect(forBounds:trackRect:value:)`,
/// `minimumValueImageRect(forBounds:)` and `maximumValueImageRect(forBounds:)`
/// (`UISlider+Geometry.swift`, `UISlider+Look.swift`).
///
/// A finger that goes down on the thumb drags it: the value follows the finger's offset
/// from where it grabbed the thumb, so the thumb never jumps; a touch on the track beside
/// the thumb does nothing, as on iOS. A value the user changes sends `.valueChanged` and
/// the primary action — during the drag when `isContinuous`, else once at the lift —
/// and only when the value actually changed; setting `value` sends nothing
/// (`UISlider+Tracking.swift`). Values are clamped to the range; NaN is ignored; a bound
/// set past the other bound moves it along, as UIKit documents. The tints and the per-state
/// images are appearance properties.
@preconcurrency @MainActor
open class UISlider: UIControl {
    var valueStorage: Float = 0
    var minimumValueStorage: Float = 0
    var maximumValueStorage: Float = 1
    var thumbImages = ControlStateImages()
    var minimumTrackImages = ControlStateImages()
    var maximumTrackImages = ControlStateImages()
    /// The tracked finger's distance from the thumb's centre when it grabbed the thumb.
    var thumbGrabOffset: CGFloat = 0
    /// The value when the tracked finger went down (a non-continuous slider compares).
    var valueAtTouchDown: Float = 0

    /// The parts, in a container whose opacity dims them together when disabled.
    let contentView = UIView()
    let minimumValueImageView = UIImageView()
    let maximumValueImageView = UIImageView()
    @_spi(Testing) public let minimumTrackView = UIImageView()
    @_spi(Testing) public let maximumTrackView = UIImageView()
    @_spi(Testing) public let thumbView = UIImageView()

    /// Creates a slider at value 0 in the range 0…1.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        buildParts()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        buildParts()
    }

    // MARK: Value (UISlider+Value.swift)

    /// The value, between `minimumValue` and `maximumValue`: a value outside is clamped to
    /// the range, NaN is ignored. Setting it moves the thumb at once and sends no event.
    /// Default 0.
    open var value: Float {
        get { valueStorage }
        set { setValue(newValue, animated: false) }
    }

    /// Sets the value (clamped; NaN ignored), moving the thumb with an animation when
    /// `animated`. Sends no event.
    open func setValue(_ value: Float, animated: Bool) {
        storeValue(value, animated: animated)
    }

    /// The value at the track's start. Setting it above `maximumValue` raises the maximum
    /// to it; the value is clamped into the new range. Non-finite values are ignored.
    /// Default 0.
    open var minimumValue: Float {
        get { minimumValueStorage }
        set { storeMinimumValue(newValue) }
    }

    /// The value at the track's end. Setting it below `minimumValue` lowers the minimum to
    /// it; the value is clamped into the new range. Non-finite values are ignored.
    /// Default 1.
    open var maximumValue: Float {
        get { maximumValueStorage }
        set { storeMaximumValue(newValue) }
    }

    /// Whether value changes are sent during the drag (true, the default) or once when
    /// the finger lifts.
    open var isContinuous = true

    // MARK: Value images

    /// The image at the track's start, shortening the track (nil: none, the default).
    open var minimumValueImage: UIImage? {
        didSet { valueImagesDidChange() }
    }

    /// The image at the track's end, shortening the track (nil: none, the default).
    open var maximumValueImage: UIImage? {
        didSet { valueImagesDidChange() }
    }

    // MARK: Tints (UISlider+Look.swift)

    /// The colour of the track before the thumb. Nil (the default): the tint colour.
    /// A minimum track image replaces it.
    open var minimumTrackTintColor: UIColor? {
        didSet {
            updateAppearance()
            appearancePropertyDidChange("minimumTrackTintColor") { [minimumTrackTintColor] in
                ($0 as? UISlider)?.minimumTrackTintColor = minimumTrackTintColor
            }
        }
    }

    /// The colour of the track after the thumb. Nil (the default): the system fill, a light
    /// gray. A maximum track image replaces it.
    open var maximumTrackTintColor: UIColor? {
        didSet {
            updateAppearance()
            appearancePropertyDidChange("maximumTrackTintColor") { [maximumTrackTintColor] in
                ($0 as? UISlider)?.maximumTrackTintColor = maximumTrackTintColor
            }
        }
    }

    /// The colour of the thumb. Nil (the default): white. A thumb image replaces it.
    open var thumbTintColor: UIColor? {
        didSet {
            updateAppearance()
            appearancePropertyDidChange("thumbTintColor") { [thumbTintColor] in ($0 as? UISlider)?.thumbTintColor = thumbTintColor }
        }
    }

    // MARK: Images per state

    /// Sets the thumb's image for `state` (nil: removes it). A state without an image uses
    /// the normal state's; without any, the default thumb is drawn.
    open func setThumbImage(_ image: UIImage?, for state: State) {
        thumbImages.set(image, for: state)
        imagesDidChange()
        appearancePropertyDidChange("thumbImage.\(state.rawValue)") { ($0 as? UISlider)?.setThumbImage(image, for: state) }
    }

    /// Sets the image of the track before the thumb for `state` (nil: removes it); it is
    /// stretched over that part of the track.
    open func setMinimumTrackImage(_ image: UIImage?, for state: State) {
        minimumTrackImages.set(image, for: state)
        imagesDidChange()
        appearancePropertyDidChange("minimumTrackImage.\(state.rawValue)") {
            ($0 as? UISlider)?.setMinimumTrackImage(image, for: state)
        }
    }

    /// Sets the image of the track after the thumb for `state` (nil: removes it); it is
    /// stretched over that part of the track.
    open func setMaximumTrackImage(_ image: UIImage?, for state: State) {
        maximumTrackImages.set(image, for: state)
        imagesDidChange()
        appearancePropertyDidChange("maximumTrackImage.\(state.rawValue)") {
            ($0 as? UISlider)?.setMaximumTrackImage(image, for: state)
        }
    }

    /// The thumb image for `state`, else the normal state's; nil when none was set.
    open func thumbImage(for state: State) -> UIImage? { thumbImages.image(for: state) }

    /// The minimum track image for `state`, else the normal state's; nil when none was set.
    open func minimumTrackImage(for state: State) -> UIImage? { minimumTrackImages.image(for: state) }

    /// The maximum track image for `state`, else the normal state's; nil when none was set.
    open func maximumTrackImage(for state: State) -> UIImage? { maximumTrackImages.image(for: state) }

    /// The thumb image drawn in the current state; nil while the default thumb is drawn.
    open var currentThumbImage: UIImage? { thumbImage(for: state) }

    /// The minimum track image drawn in the current state; nil while the tint is drawn.
    open var currentMinimumTrackImage: UIImage? { minimumTrackImage(for: state) }

    /// The maximum track image drawn in the current state; nil while the tint is drawn.
    open var currentMaximumTrackImage: UIImage? { maximumTrackImage(for: state) }

    // MARK: Geometry (UISlider+Geometry.swift)

    /// Where the minimum value image is drawn: at the leading end, its own size, centred
    /// vertically (an empty rectangle there without an image).
    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        defaultMinimumValueImageRect(forBounds: bounds)
    }

    /// Where the maximum value image is drawn: at the trailing end, its own size, centred
    /// vertically (an empty rectangle there without an image).
    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        defaultMaximumValueImageRect(forBounds: bounds)
    }

    /// The track: the whole length between the value images (8 points from each), 4 points
    /// tall (the track images' height when there are any), centred vertically. Override it
    /// to place the track elsewhere; the thumb and tracking follow.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        defaultTrackRect(forBounds: bounds)
    }

    /// The thumb for `value`: its image's size (28 × 28 for the default thumb), centred on
    /// the track vertically, its edges reaching the track's ends at the minimum and maximum
    /// values.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        defaultThumbRect(forBounds: bounds, trackRect: rect, value: value)
    }

    /// No intrinsic width; 31 points tall, or the thumb's or a value image's height if
    /// taller.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: naturalHeight)
    }

    /// The current width, and the intrinsic height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: bounds.width, height: naturalHeight)
    }

    /// Places the value images, the two parts of the track and the thumb.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutParts()
    }

    // MARK: Tracking (UISlider+Tracking.swift)

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        beginThumbTracking(touch)
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        continueThumbTracking(touch, with: event)
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        finishThumbTracking(with: event)
    }

    open override func cancelTracking(with event: UIEvent?) {
        finishThumbTracking(with: event)
    }

    override func overlapsDefaultAction(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        isSwipeAlongThumb(gestureRecognizer)
    }

    // MARK: Look (UISlider+Look.swift)

    /// The default minimum track follows the tint colour.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateAppearance()
    }

    override func controlStateDidChange() {
        updateAppearance()
    }
}
