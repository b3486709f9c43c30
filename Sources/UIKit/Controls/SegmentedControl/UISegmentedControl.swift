import CoreGraphics
import Foundation
import QuartzCore

/// A horizontal control made of segments, each working as a discrete button: choosing one
/// selects it (or, when `isMomentary`, only reports it).
///
/// The look is iOS 13's and later, in light mode: a track rounded to 8.91 points in the
/// tertiary system fill; the selected segment a white "thumb" inset 2 points, rounded to
/// 6.93 points, with a soft shadow, which slides to a newly selected segment; 1-point
/// separators between segments, hidden beside the thumb; titles in the 13-point system font,
/// semibold when selected, gray when disabled. Images are drawn as templates in the title
/// colour unless they are `.alwaysOriginal`. A segment shows a title or an image, never
/// both; a segment made from a `UIAction` shows its image (else its title) and performs the
/// action when chosen. The default height is 32 points.
///
/// Touches follow UIKit: touch-down on a segment dims it, and the dimming follows the finger;
/// lifting on an enabled segment other than the selected one selects it and sends
/// `.valueChanged` then `.primaryActionTriggered`, once. Touch-down on the selected segment
/// shrinks the thumb, which then follows the finger to the enabled segment under it; the
/// lift selects where it is. Lifting on the selected segment, outside the control's
/// widened tracking bounds, or on a disabled segment changes nothing and sends no value
/// change. Setting `selectedSegmentIndex` in code sends nothing; the thumb slides there at
/// the next layout (inside `UIView.performWithoutAnimation` it jumps).
///
/// Members a subclass may override are declared here; the work is in
/// `UISegmentedControl+Segments.swift` (the segments), `+Selection.swift` (choosing and
/// tracking), `+Layout.swift` (widths, sizes, placing the views) and `+Appearance.swift`
/// (title attributes and colours).
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// The segments, in order.
    var segments: [SegmentedControlSegment] = []
    var selectedIndexStorage = UISegmentedControl.noSegment
    /// The attributes given with `setTitleTextAttributes(_:for:)`, by state.
    var titleAttributesStorage: [UIControl.State: [NSAttributedString.Key: Any]] = [:]
    /// What the finger down on the control is doing; nil when none is.
    var touchSession: SegmentTouchSession?
    /// The rounded fill behind the segments.
    let trackView = UIView()
    /// The selected segment's rounded, shadowed indicator.
    let thumbView = UIView()
    /// The lines between segments, one fewer than the segments.
    var separatorViews: [UIView] = []
    /// The segment the thumb was last laid out on (nil: hidden), so that a move slides.
    var laidOutThumbSegment: Int?

    /// The `selectedSegmentIndex` that means no segment is selected: -1.
    public class var noSegment: Int { -1 }

    /// Creates a segmented control with no segments.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureSegmentedControl()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureSegmentedControl()
    }

    /// Creates a segmented control with a segment for each item — a `String` (a title), a
    /// `UIImage` or a `UIAction` — sized to fit them, with no segment selected. Any other
    /// kind of item stops the program, as UIKit's exception does.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for (index, item) in (items ?? []).enumerated() {
            insertSegment(forItem: item, at: index)
        }
        frame.size = sizeThatFits(.zero)
    }

    /// Creates a segmented control with a segment for each action (its image, else its
    /// title); choosing the segment performs the action, then sends `.valueChanged` and
    /// `.primaryActionTriggered`.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        for action in actions {
            insertSegment(action: action, at: numberOfSegments, animated: false)
        }
    }

    // MARK: Segments (UISegmentedControl+Segments.swift)

    /// How many segments the control has.
    open var numberOfSegments: Int { segments.count }

    /// Inserts a segment showing `title` before segment `segment` (0…`numberOfSegments`;
    /// larger values are pinned to the end, negative ones to the start). `animated` slides
    /// the other segments aside and fades the new one in.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(SegmentedControlSegment(content: .title(title)), at: segment, animated: animated)
    }

    /// Inserts a segment showing `image` before segment `segment` (pinned as for titles).
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(SegmentedControlSegment(content: .image(image)), at: segment, animated: animated)
    }

    /// Inserts a segment made from `action` (its image, else its title) before segment
    /// `segment`. A segment whose action has the same identifier is updated when it is at
    /// that index, and removed otherwise, as UIKit does.
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insertActionSegment(action, at: segment, animated: animated)
    }

    /// Removes segment `segment` (an index out of range is ignored). Removing the selected
    /// segment leaves no segment selected.
    open func removeSegment(at segment: Int, animated: Bool) {
        remove(at: segment, animated: animated)
    }

    /// Removes every segment; no segment is selected afterwards.
    open func removeAllSegments() {
        removeEverySegment()
    }

    /// Makes segment `segment` show `title` (it no longer shows an image). Ignored out of
    /// range.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        setContent(.title(title), forSegmentAt: segment)
    }

    /// The title of segment `segment`; nil for an image segment or out of range.
    open func titleForSegment(at segment: Int) -> String? {
        segmentIfPresent(at: segment)?.title
    }

    /// Makes segment `segment` show `image` (it no longer shows a title). Ignored out of
    /// range.
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        setContent(.image(image), forSegmentAt: segment)
    }

    /// The image of segment `segment`; nil for a title segment or out of range.
    open func imageForSegment(at segment: Int) -> UIImage? {
        segmentIfPresent(at: segment)?.image
    }

    /// Makes segment `segment` perform `action` and show its image (else its title). The
    /// action's identifier must be unique among the control's actions unless it is the
    /// segment's own action's; otherwise the program stops, as UIKit asserts. Ignored out of
    /// range.
    open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
        replaceAction(action, forSegmentAt: segment)
    }

    /// The action of segment `segment`; nil when it has none or out of range.
    open func actionForSegment(at segment: Int) -> UIAction? {
        segmentIfPresent(at: segment)?.action
    }

    /// The index of the segment whose action has `actionIdentifier`, or `NSNotFound`.
    open func segmentIndex(identifiedBy actionIdentifier: UIAction.Identifier) -> Int {
        segments.firstIndex { $0.action?.identifier == actionIdentifier } ?? NSNotFound
    }

    /// Enables or disables segment `segment`: a disabled segment is drawn gray and cannot
    /// be chosen by touch (it stays selected if it was). Ignored out of range.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        setSegmentEnabled(enabled, at: segment)
    }

    /// Whether segment `segment` is enabled (false out of range). Default true.
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segmentIfPresent(at: segment)?.isEnabled ?? false
    }

    /// Gives segment `segment` a fixed width; 0 (the default) sizes it automatically.
    /// Negative and non-finite widths count as 0. Ignored out of range.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        setSegmentWidth(width, at: segment)
    }

    /// The fixed width of segment `segment`: 0 when it is sized automatically or out of
    /// range.
    open func widthForSegment(at segment: Int) -> CGFloat {
        segmentIfPresent(at: segment)?.width ?? 0
    }

    /// Moves the content of segment `segment` by `offset` from its centre. Default zero.
    /// Ignored out of range (and non-finite offsets are ignored).
    open func setContentOffset(_ offset: CGSize, forSegmentAt segment: Int) {
        setSegmentContentOffset(offset, at: segment)
    }

    /// The content offset of segment `segment` (zero out of range).
    open func contentOffsetForSegment(at segment: Int) -> CGSize {
        segmentIfPresent(at: segment)?.contentOffset ?? .zero
    }

    /// Whether automatic segments are as wide as their content (in proportion, sharing the
    /// control's width) rather than all equally wide. Default false.
    open var apportionsSegmentWidthsByContent = false {
        didSet { if apportionsSegmentWidthsByContent != oldValue { segmentSizesDidChange() } }
    }

    // MARK: Selection (UISegmentedControl+Selection.swift)

    /// The selected segment, or `UISegmentedControl.noSegment` (-1, the default) for none.
    /// Setting it sends no action; -1 clears the selection, and other values out of range
    /// are ignored. A momentary control keeps the last segment chosen here but shows none.
    open var selectedSegmentIndex: Int {
        get { selectedIndexStorage }
        set { selectProgrammatically(newValue) }
    }

    /// Whether segments show the selection only while the finger is down: each choice
    /// sends the actions (even of the same segment again) and the thumb disappears at the
    /// lift. Default false.
    open var isMomentary = false {
        didSet { if isMomentary != oldValue { setNeedsLayout() } }
    }

    /// The thumb's colour; nil (the default) shows iOS's white. An appearance property.
    open var selectedSegmentTintColor: UIColor? {
        didSet {
            thumbView.backgroundColor = selectedSegmentTintColor ?? UISegmentedControl.defaultThumbColor
            let color = selectedSegmentTintColor
            appearancePropertyDidChange("selectedSegmentTintColor") { ($0 as? UISegmentedControl)?.selectedSegmentTintColor = color }
        }
    }

    // MARK: Appearance (UISegmentedControl+Appearance.swift)

    /// Sets the title attributes for `state` (`.normal`, `.selected`, `.highlighted`,
    /// `.disabled` or a combination). A segment's title takes iOS's defaults, then the
    /// `.normal` attributes, then its own state's (a selected and highlighted segment falls
    /// back to `.selected`'s); images take the resulting foreground colour. An appearance
    /// property.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        storeTitleTextAttributes(attributes, for: state)
    }

    /// The title attributes set for `state` (nil when none were).
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributesStorage[state]
    }

    // MARK: Sizing and layout (UISegmentedControl+Layout.swift)

    /// The widest segment's content plus margins times the number of automatic segments,
    /// plus the fixed widths (with `apportionsSegmentWidthsByContent`, each segment's own
    /// content width); 32 points tall, or more for taller images.
    open override var intrinsicContentSize: CGSize { fittingSize }

    /// The intrinsic content size, whatever `size` is given.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { fittingSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutSegmentViews()
    }

    // MARK: Tracking (UISegmentedControl+Selection.swift)

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        beginSegmentTracking(at: touch.location(in: self))
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        continueSegmentTracking(at: touch.location(in: self))
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        endSegmentTracking(with: event)
    }

    open override func cancelTracking(with event: UIEvent?) {
        cancelSegmentTracking()
    }

    /// Enabling or disabling the control restyles every segment.
    override func controlStateDidChange() {
        restyleSegments()
    }

    /// A superview's single tap does not fire over an enabled segmented control.
    override func overlapsDefaultAction(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        isSingleTapOfOneFinger(gestureRecognizer)
    }
}
