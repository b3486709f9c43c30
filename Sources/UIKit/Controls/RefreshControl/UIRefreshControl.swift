import CoreGraphics
import Foundation

/// A control that refreshes a scroll view's content: pulled down past the top of the
/// content, it shows a spinner whose ticks appear one by one as the pull grows, and once
/// pulled far enough it starts refreshing during the drag and sends `.valueChanged` once.
/// While it refreshes the scroll view's `adjustedContentInset.top` is larger by the
/// control's height (60 points), so the content settles below the spinning control when
/// the finger lifts, until `endRefreshing()` slides it back, animated.
///
/// Give it to a scroll view through `UIScrollView.refreshControl` (any vertically scrolling
/// scroll view: collection views too). The scroll view places it: above the content, the
/// width of the scroll view, behind the content, under the top of the area the adjusted
/// insets leave (the safe area's top when there is no navigation bar). Its frame follows
/// the scroll; pulled further than its height it stretches, the spinner staying at the top.
///
/// `beginRefreshing()` refreshes from code: the spinner turns and the inset grows, but the
/// content offset stays where it is and no event is sent (as on iOS, where an app scrolls
/// to show the control itself). Bad calls do nothing: ending when not refreshing, beginning
/// twice. Members a subclass may override are declared here; the pull is followed in
/// `UIRefreshControl+Pull.swift`.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    /// The spinner: the activity indicator's ticks, revealed by the pull, spinning while
    /// refreshing.
    @_spi(Testing) public let spinner = UIActivityIndicatorView(style: .medium)
    /// The label showing `attributedTitle`, made when a title is first set.
    @_spi(Testing) public internal(set) var titleLabel: UILabel?
    var refreshing = false
    /// Whether a pull may start a refresh: not again after one until the pull has gone
    /// back (iOS waits for the control to retract before the next pull counts).
    var armed = true
    /// How many of the spinner's ticks the pull shows now.
    var revealedTicks = 0

    /// A refresh control of the default size (320 × 60 points), not refreshing. Once given
    /// to a scroll view, the scroll view manages its frame.
    public init() {
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: UIRefreshControl.height))
        configureRefreshControl()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureRefreshControl()
    }

    /// Whether a refresh is under way: from a pull past the threshold or
    /// `beginRefreshing()`, until `endRefreshing()`.
    open var isRefreshing: Bool { refreshing }

    /// The text shown under the spinner; nil (the default) shows none. Text without a
    /// colour or font attribute is drawn in the secondary label colour at 12 points. An
    /// appearance property, as `tintColor` is.
    open var attributedTitle: NSAttributedString? {
        didSet {
            showTitle(attributedTitle)
            let title = attributedTitle
            appearancePropertyDidChange("attributedTitle") { ($0 as? UIRefreshControl)?.attributedTitle = title }
        }
    }

    /// Starts a refresh from code: the spinner turns and the scroll view's top inset grows
    /// by the control's height. The content offset stays as it is (scroll to show the
    /// control if needed), and no `.valueChanged` is sent. Nothing happens while refreshing.
    open func beginRefreshing() {
        guard !refreshing else { return }
        startRefreshing()
    }

    /// Ends the refresh: the spinner stops and the scroll view's top inset shrinks back; if
    /// the content was showing the control and no finger holds it, it slides back up,
    /// animated. Nothing happens when not refreshing.
    open func endRefreshing() {
        guard refreshing else { return }
        refreshing = false
        spinner.stopAnimating()
        // The stopped spinner, and the title, show the pull again.
        revealTicks(revealedTicks)
        guard let scrollView = attachedScrollView else { return }
        scrollView.refreshControlInsetChanged()
        scrollView.settleAfterRefresh()
        followContent()
    }

    /// The spinner's colour is the control's own `tintColor` (set on it), else the activity
    /// indicator's gray: an inherited tint leaves it gray, as on iOS.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        spinner.color = tintColorStorage
    }

    /// The spinner centred at the top of the control (the control stretches downward when
    /// pulled further than its height), the title under it.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutSpinnerAndTitle()
    }

    /// Leaving a scroll view: that scroll view no longer has it, and loses the inset a
    /// refresh under way gave it.
    open override func willMove(toSuperview newSuperview: UIView?) {
        super.willMove(toSuperview: newSuperview)
        if newSuperview !== superview { attachedScrollView?.refreshControlDidLeave(self) }
    }

    /// Added to a scroll view (through its `refreshControl`, or as a subview as before
    /// iOS 10): it follows that scroll view's content.
    open override func didMoveToSuperview() {
        super.didMoveToSuperview()
        (superview as? UIScrollView)?.refreshControlDidArrive(self)
        followContent()
    }
}
