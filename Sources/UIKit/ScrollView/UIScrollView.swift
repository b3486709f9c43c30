import CoreGraphics
import Foundation
import QuartzCore

/// A view whose bounds origin — the content offset — moves over content larger than itself:
/// dragged by the finger (with rubber banding past the edges and a deceleration after the
/// lift), paged, animated, scrolled to the top from the status bar, and zoomed by pinching.
///
/// The content is the scroll view's subviews, positioned in its bounds coordinates; the
/// scroll view clips them and shows scroll indicators while it scrolls. `contentSize`,
/// `contentInset` and the safe area (`adjustedContentInset`) say how far it scrolls.
/// Deceleration, bounces, paging and animated offsets run on the scroll view's own
/// per-frame display link, as in UIKit (not through Core Animation).
///
/// Overridable members are declared in this body; the rest lives in
/// `UIScrollView+<Concern>.swift`.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    // MARK: Storage (used by the extension files)

    var contentSizeStorage = CGSize.zero
    /// The navigation controller whose bars follow this scroll view's offset (scroll-edge
    /// appearances, large-title collapse), if any.
    weak var barScrollObserver: UINavigationController?
    /// The tab bar controller whose bar follows this scroll view's content end (its
    /// scroll-edge appearance), if any.
    weak var tabBarScrollObserver: UITabBarController?
    /// The sheet this scroll view is in while one of its drags moves the sheet (from the
    /// drag's start to its end: UISheetPresentationController+ScrollHandOff).
    weak var enclosingSheetDuringDrag: UISheetPresentationController?
    var contentInsetStorage = UIEdgeInsets.zero
    /// `adjustedContentInset` as last computed (`UIScrollView+Insets.swift`).
    var adjustedInsetStorage = UIEdgeInsets.zero
    var trackingStorage = false
    var draggingStorage = false
    var deceleratingStorage = false
    /// The drag under way (`UIScrollView+Dragging.swift`).
    var drag: DragState?
    /// The motion under way after a lift or from an animated call (`+Deceleration`, `+Animation`).
    var motion: ScrollMotion?
    /// The offset the motion last set, to notice code moving the content meanwhile.
    var motionOffset = CGPoint.zero
    /// Counts motions started, so a frame notices that a callback replaced its motion.
    var motionGeneration = 0
    /// Whether the touch now down stopped a moving scroll view (the touch is then the
    /// scroll view's alone).
    var caughtMotion = false
    lazy var animator = ScrollAnimator { [unowned self] time in self.advanceMotion(to: time) }
    /// The scroll indicators, made when first shown (`UIScrollView+Indicators.swift`).
    var verticalIndicator: ScrollIndicatorView?
    var horizontalIndicator: ScrollIndicatorView?
    var indicatorHideTimer: GestureClock.Timer?
    /// Zooming (`UIScrollView+Zooming.swift`).
    var zoomScaleStorage: CGFloat = 1
    var zoomState = ZoomState()
    /// The pan recognizer's delegate: it answers for the scroll view, which does not
    /// itself conform to `UIGestureRecognizerDelegate` (so subclasses may).
    let panDelegate = ScrollViewPanDelegate()
    /// The recognizer that holds touch-downs back from the content (`+ContentTouches`).
    let contentTouchRecognizer = ContentTouchDelayGestureRecognizer()
    var pinchRecognizerStorage: UIPinchGestureRecognizer?
    /// The refresh control following the content (`UIScrollView+RefreshControl.swift`).
    var refreshControlStorage: UIRefreshControl?

    /// The built-in recognizer that drags the content. Its delegate is the scroll view's and
    /// must stay so; configure it otherwise (minimum and maximum touches, failure
    /// requirements) as UIKit allows.
    public let panGestureRecognizer: UIPanGestureRecognizer = ScrollViewPanGestureRecognizer()

    /// Creates a scroll view that clips its content, with its pan recognizer (and the
    /// recognizer that delays content touches) attached.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureScrollView()
    }

    /// Creates an empty scroll view (there are no nib files).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureScrollView()
    }

    // MARK: Geometry

    /// The point of the content at the scroll view's top-left corner: the bounds origin.
    /// Setting it moves the content without animation (a deceleration under way carries on
    /// from the new offset); non-finite values are ignored.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else {
                warnNonFinite(api: "contentOffset")
                return
            }
            bounds.origin = newValue
        }
    }

    /// The size of the content, in points. Negative dimensions count as zero; non-finite
    /// sizes are ignored. Default zero.
    open var contentSize: CGSize {
        get { contentSizeStorage }
        set { setContentSize(newValue) }
    }

    /// Extra scrollable space around the content, added to the safe area's share in
    /// `adjustedContentInset`. Default zero.
    open var contentInset: UIEdgeInsets {
        get { contentInsetStorage }
        set { setContentInset(newValue) }
    }

    /// Which edges of the safe area `adjustedContentInset` includes. Default `.automatic`.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { updateAdjustedContentInset() }
    }

    /// The content inset the scroll view uses: `contentInset` plus the safe-area insets
    /// `contentInsetAdjustmentBehavior` selects.
    open var adjustedContentInset: UIEdgeInsets { adjustedInsetStorage }

    /// Called when `adjustedContentInset` changes (before the delegate hears of it).
    /// Overrides call super.
    open func adjustedContentInsetDidChange() {}

    /// Moves the content to `contentOffset`: at once (stopping any deceleration or
    /// animation), or animated over 0.3 s, after which the delegate gets
    /// `scrollViewDidEndScrollingAnimation` (not when the offset does not change).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        changeContentOffset(to: contentOffset, animated: animated)
    }

    /// Scrolls the least needed to show `rect` (in the content's coordinates) inside the
    /// area the adjusted content insets leave, within the scrollable range; nothing happens
    /// when it is already shown.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        scrollToShow(rect, animated: animated)
    }

    // MARK: Scrolling behaviour

    /// The delegate, held weakly.
    open weak var delegate: (any UIScrollViewDelegate)?

    /// Whether the user can scroll (the pan recognizer is enabled). Default true.
    open var isScrollEnabled = true {
        didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
    }

    /// Whether a drag that starts along one axis stays on it. Default false.
    open var isDirectionalLockEnabled = false
    /// Whether content dragged or flung past an edge goes beyond it and springs back.
    /// Default true.
    open var bounces = true
    /// Whether the content can be dragged vertically (and bounce) even when it is not taller
    /// than the scroll view; needs `bounces`. Default false.
    open var alwaysBounceVertical = false {
        didSet { updateAdjustedContentInset() }
    }
    /// Whether the content can be dragged horizontally even when it is not wider. Default
    /// false.
    open var alwaysBounceHorizontal = false {
        didSet { updateAdjustedContentInset() }
    }
    /// Whether scrolling stops on multiples of the scroll view's size. Default false.
    open var isPagingEnabled = false
    /// How quickly a fling slows down. Default `.normal`.
    open var decelerationRate: DecelerationRate = .normal
    /// Whether a tap on the status bar scrolls this view to the top (`Simulator.tapStatusBar()`
    /// under test). Default true.
    open var scrollsToTop = true
    /// How dragging dismisses the keyboard. Stored only: there is no keyboard yet (see
    /// docs/DIFFERENCES.md). Default `.none`.
    open var keyboardDismissMode: KeyboardDismissMode = .none

    /// Whether the finger is on the content (from touch-down, before any drag).
    open var isTracking: Bool { trackingStorage }
    /// Whether the user is dragging the content.
    open var isDragging: Bool { draggingStorage }
    /// Whether the content is moving on after the finger lifted (bounce-backs and paging
    /// included).
    open var isDecelerating: Bool { deceleratingStorage }

    // MARK: Content touches

    /// Whether touch-downs reach the content only after the scroll view has waited (0.15 s)
    /// to see whether they start a scroll. Default true.
    open var delaysContentTouches = true {
        didSet { contentTouchRecognizer.delaysTouchesBegan = delaysContentTouches }
    }
    /// Whether a scroll may start (cancelling the content's touches) once the content has
    /// begun tracking a finger. Default true.
    open var canCancelContentTouches = true

    /// Whether touches that began on `view` (content) reach it. Called when the scroll view
    /// hands a touch-down to the content. Default true.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }

    /// Whether a scroll may take over touches that `view` (content) is tracking. Default:
    /// true, except for a `UIControl`, which keeps a touch it is tracking (override to let
    /// scrolls take buttons' touches, as `UITableView` does).
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

    // MARK: Refreshing

    /// The refresh control: set, it goes behind the content above its top, and a pull past
    /// the top starts a refresh (iOS 10 and later). A control set here leaves any other
    /// scroll view it was in; setting nil removes it. Default nil.
    open var refreshControl: UIRefreshControl? {
        get { refreshControlStorage }
        set { setRefreshControl(newValue) }
    }

    // MARK: Indicators

    /// Whether the vertical indicator shows while scrolling. Default true.
    open var showsVerticalScrollIndicator = true {
        didSet { if !showsVerticalScrollIndicator { verticalIndicator?.hide(fading: false) } }
    }
    /// Whether the horizontal indicator shows while scrolling. Default true.
    open var showsHorizontalScrollIndicator = true {
        didSet { if !showsHorizontalScrollIndicator { horizontalIndicator?.hide(fading: false) } }
    }
    /// The indicators' colours. Default `.default`.
    open var indicatorStyle: IndicatorStyle = .default {
        didSet { styleIndicators() }
    }
    /// How far the vertical indicator is inset from the scroll view's edges. Default zero.
    open var verticalScrollIndicatorInsets = UIEdgeInsets.zero {
        didSet { layoutIndicators() }
    }
    /// How far the horizontal indicator is inset from the scroll view's edges. Default zero.
    open var horizontalScrollIndicatorInsets = UIEdgeInsets.zero {
        didSet { layoutIndicators() }
    }
    /// Whether the indicators also keep out of the safe area the adjusted insets add.
    /// Default true.
    open var automaticallyAdjustsScrollIndicatorInsets = true {
        didSet { layoutIndicators() }
    }

    /// Shows the indicators briefly (hidden again after 1 s).
    open func flashScrollIndicators() { flashIndicators() }

    // MARK: Zooming

    /// The smallest zoom scale. Default 1.
    open var minimumZoomScale: CGFloat = 1 {
        didSet { zoomLimitsChanged(\.minimumZoomScale, api: "minimumZoomScale", old: oldValue) }
    }
    /// The largest zoom scale. Default 1 (no zooming until it differs from the minimum).
    open var maximumZoomScale: CGFloat = 1 {
        didSet { zoomLimitsChanged(\.maximumZoomScale, api: "maximumZoomScale", old: oldValue) }
    }
    /// Whether a pinch may take the scale past its limits, springing back when it ends.
    /// Default true.
    open var bouncesZoom = true

    /// The scale of the delegate's `viewForZooming(in:)`. Setting it zooms about the centre
    /// of the scroll view without animation. Default 1.
    open var zoomScale: CGFloat {
        get { zoomScaleStorage }
        set { setZoomScale(newValue, animated: false) }
    }

    /// Zooms to `scale` (held within the limits) about the centre of the scroll view.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) { changeZoomScale(to: scale, animated: animated) }

    /// Zooms so that `rect` (in the zoomed view's coordinates) fills the scroll view as far
    /// as the limits allow, centred.
    open func zoom(to rect: CGRect, animated: Bool) { zoomToShow(rect, animated: animated) }

    /// Whether a pinch is zooming the content.
    open var isZooming: Bool { zoomState.isPinching }
    /// Whether the scale is springing back within its limits after a pinch.
    open var isZoomBouncing: Bool { zoomState.isBouncing }

    /// The built-in pinch recognizer, present while the zoom limits differ.
    open var pinchGestureRecognizer: UIPinchGestureRecognizer? { pinchRecognizerStorage }

    // MARK: UIView

    /// The bounds; a new origin scrolls (the content moves, layout is asked for, the
    /// delegate hears `scrollViewDidScroll`).
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds
            if newValue.size == old.size {
                // Only the origin moves: no autoresizing, nothing for Auto Layout to redo.
                guard isFiniteRect(newValue, api: "bounds") else { return }
                layer.bounds = newValue
            } else {
                super.bounds = newValue
            }
            boundsChanged(from: old)
        }
    }

    /// Lays out the subviews and places the scroll indicators.
    open override func layoutSubviews() {
        super.layoutSubviews()
        adoptContentGuideSize()
        updateAdjustedContentInset()
        layoutIndicators()
        refreshControlStorage?.followContent()
    }

    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        updateAdjustedContentInset()
    }

    /// The scroll view decides whether its pan may begin (content tracking a finger,
    /// `canCancelContentTouches`, `touchesShouldCancel(in:)`); overrides call super.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        gestureRecognizer === panGestureRecognizer ? panShouldBegin() : true
    }

    /// Where content released after a drag with `velocity` (points per millisecond) comes to
    /// rest, given the natural `proposed` resting offset: the hook a collection view's
    /// layout moves the target through, before the delegate sees it. Not asked when paging.
    func targetContentOffsetAfterDragging(_ proposed: CGPoint, velocity: CGPoint) -> CGPoint { proposed }

    /// Puts a refresh control being set behind the content: at the back (a collection view
    /// puts it in front of its background view).
    func insertRefreshControl(_ control: UIRefreshControl) { insertSubview(control, at: 0) }

    open override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        if newWindow == nil { stopMotion() }
    }
}
