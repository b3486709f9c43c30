import CoreGraphics
import Foundation

/// A control that shows a row of indicators, one per page, the current page's in a
/// stronger colour — iOS 14's page control.
///
/// The look: 7-point dots in 16-point slots (9 points apart), translucent white with the
/// current one opaque white (Apple's documented defaults), centred in the bounds; the
/// platter behind them is a translucent dark 26-point capsule, shown always (`.prominent`),
/// while scrubbing (`.automatic`, the default) or never (`.minimal`). Custom indicator
/// images are drawn as templates in the same colours unless `.alwaysOriginal`. When the row
/// does not fit the bounds, the pages around the current one are shown and the indicators
/// at an edge with more pages beyond it shrink.
///
/// Touches follow UIKit: a tap before (left of, or above) the current indicator goes back a
/// page, after it forward a page, sending `.valueChanged` then `.primaryActionTriggered`
/// once; with `allowsContinuousInteraction`, touching down and dragging along the row
/// scrubs — `currentPage` follows the finger, with the actions for each change. Setting
/// `currentPage` in code sends nothing. A superview's single tap does not fire over an
/// enabled page control.
///
/// Members a subclass may override are declared here; the work is in
/// `UIPageControl+Indicators.swift` (pages and images), `+Tracking.swift` (taps and
/// scrubbing) and `+Drawing.swift`.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    var numberOfPagesStorage = 0
    var currentPageStorage = 0
    /// The page drawn as current: `currentPage`, except that a user's change waits for
    /// `updateCurrentPageDisplay()` while `defersCurrentPageDisplay` is set.
    var displayedPage = 0
    var indicatorImages: [Int: UIImage] = [:]
    var currentPageIndicatorImages: [Int: UIImage] = [:]
    var interactionStateStorage = InteractionState.none
    /// Where the tracked finger went down; nil when none is down.
    var trackingStart: CGPoint?
    /// Whether the tracked finger scrubs (it moved along the row far enough).
    var isScrubbing = false

    /// Creates a page control with no pages.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configurePageControl()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configurePageControl()
    }

    // MARK: Pages (UIPageControl+Indicators.swift)

    /// How many pages there are (indicators shown). Default 0; negative values count as 0.
    /// `currentPage` is pinned to the new range.
    open var numberOfPages: Int {
        get { numberOfPagesStorage }
        set { setPageCount(newValue) }
    }

    /// The current page, 0 (the default) to `numberOfPages` − 1; values outside are
    /// pinned to that range. Setting it sends no action.
    open var currentPage: Int {
        get { currentPageStorage }
        set { setCurrentPageProgrammatically(newValue) }
    }

    /// Whether the indicators are hidden when there is only one page. Default false.
    open var hidesForSinglePage = false {
        didSet { if hidesForSinglePage != oldValue { setNeedsDisplay() } }
    }

    /// The colour of the indicators other than the current one; nil (the default) draws
    /// them in a translucent white. An appearance property.
    open var pageIndicatorTintColor: UIColor? {
        didSet {
            setNeedsDisplay()
            let color = pageIndicatorTintColor
            appearancePropertyDidChange("pageIndicatorTintColor") { ($0 as? UIPageControl)?.pageIndicatorTintColor = color }
        }
    }

    /// The colour of the current page's indicator; nil (the default) draws it opaque
    /// white. An appearance property.
    open var currentPageIndicatorTintColor: UIColor? {
        didSet {
            setNeedsDisplay()
            let color = currentPageIndicatorTintColor
            appearancePropertyDidChange("currentPageIndicatorTintColor") {
                ($0 as? UIPageControl)?.currentPageIndicatorTintColor = color
            }
        }
    }

    /// When the platter behind the indicators shows. Default `.automatic`.
    open var backgroundStyle = BackgroundStyle.automatic {
        didSet { if backgroundStyle != oldValue { setNeedsDisplay() } }
    }

    /// How the current page is changing: `.discrete` while the actions of a tap run,
    /// `.continuous` while scrubbing, otherwise `.none`.
    open var interactionState: InteractionState { interactionStateStorage }

    /// Whether touching down and dragging along the indicators scrubs through pages.
    /// Default true.
    open var allowsContinuousInteraction = true

    /// The image of every indicator without one of its own; nil (the default) draws dots.
    open var preferredIndicatorImage: UIImage? {
        didSet { indicatorsDidChange() }
    }

    /// The image of the current page's indicator; nil (the default) uses the page's
    /// indicator image.
    open var preferredCurrentPageIndicatorImage: UIImage? {
        didSet { indicatorsDidChange() }
    }

    /// The image set for `page`'s indicator, or nil when it has none of its own.
    open func indicatorImage(forPage page: Int) -> UIImage? {
        indicatorImages[page]
    }

    /// Gives `page`'s indicator its own image; nil goes back to `preferredIndicatorImage`.
    /// Negative pages are ignored.
    open func setIndicatorImage(_ image: UIImage?, forPage page: Int) {
        storeIndicatorImage(image, forPage: page, current: false)
    }

    /// The image set for `page`'s indicator while it is the current page, or nil.
    open func currentPageIndicatorImage(forPage page: Int) -> UIImage? {
        currentPageIndicatorImages[page]
    }

    /// Gives `page`'s indicator its own image while it is the current page; nil goes back
    /// to `preferredCurrentPageIndicatorImage`. Negative pages are ignored.
    open func setCurrentPageIndicatorImage(_ image: UIImage?, forPage page: Int) {
        storeIndicatorImage(image, forPage: page, current: true)
    }

    /// The direction the indicators run in, first page first. Default `.natural`.
    open var direction = Direction.natural {
        didSet { if direction != oldValue { indicatorsDidChange() } }
    }

    /// The size the control needs to show `pageCount` indicators with their platter.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        PageIndicatorLayout.size(for: indicatorSizes(pageCount: max(0, pageCount)), vertical: isVertical)
    }

    /// Whether a tap's (or a scrub's) page change waits for `updateCurrentPageDisplay()`
    /// before it is drawn. Default false.
    @available(iOS, deprecated: 14.0, message: "Page controls show page changes as they happen")
    open var defersCurrentPageDisplay = false

    /// Draws the current page as current (after a change `defersCurrentPageDisplay` held).
    @available(iOS, deprecated: 14.0, message: "Page controls show page changes as they happen")
    open func updateCurrentPageDisplay() {
        guard displayedPage != currentPageStorage else { return }
        displayedPage = currentPageStorage
        setNeedsDisplay()
    }

    // MARK: Sizing

    /// `size(forNumberOfPages: numberOfPages)`.
    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

    /// `size(forNumberOfPages: numberOfPages)`, whatever `size` is given.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { self.size(forNumberOfPages: numberOfPages) }

    // MARK: Tracking (UIPageControl+Tracking.swift)

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        trackingStart = touch.location(in: self)
        isScrubbing = false
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        followTrackedTouch(to: touch.location(in: self), with: event)
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        finishTracking(at: touch?.location(in: self), with: event)
    }

    open override func cancelTracking(with event: UIEvent?) {
        finishTracking(at: nil, with: event)
    }

    /// A superview's single tap does not fire over an enabled page control.
    override func overlapsDefaultAction(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        isSingleTapOfOneFinger(gestureRecognizer)
    }

    // MARK: Drawing (UIPageControl+Drawing.swift)

    /// Draws `draw(_:)` (a subclass's drawing, under the indicators), then the platter
    /// and the indicators.
    override func drawLayerContent(_ rect: CGRect) {
        draw(rect)
        drawIndicators()
    }
}
