import CoreGraphics
import Foundation

/// Following the scroll view: where the control sits, how many ticks the pull shows, and
/// the refresh the pull starts.
extension UIRefreshControl {
    /// The control's height, and what a refresh adds to the scroll view's top inset (iOS's
    /// 60 points).
    static let height: CGFloat = 60
    /// How far the content must be pulled past its top (in points of overscroll, after the
    /// rubber band) for a drag to start a refresh. iOS does not publish it; Flutter's
    /// Cupertino refresh control, built to match iOS, uses 100 points, and so does this.
    static let triggerDistance: CGFloat = 100
    /// The centre of the spinner from the top of the control, without and with a title.
    static let spinnerCentre: CGFloat = 30
    static let spinnerCentreAboveTitle: CGFloat = 22
    /// The title's top and height below the spinner.
    static let titleTop: CGFloat = 36
    static let titleHeight: CGFloat = 18

    /// The spinner, shown without ticks, once per initializer.
    func configureRefreshControl() {
        isOpaque = false
        spinner.hidesWhenStopped = false
        addSubview(spinner)
        revealTicks(0)
    }

    /// The scroll view the control follows: its superview, when that is a scroll view.
    var attachedScrollView: UIScrollView? { superview as? UIScrollView }

    /// What the control adds to the scroll view's top inset: its height while refreshing.
    var contentInsetShare: CGFloat { refreshing ? UIRefreshControl.height : 0 }

    /// Shows `title` under the spinner (the label is made for the first title), or hides it.
    func showTitle(_ title: NSAttributedString?) {
        if title != nil, titleLabel == nil {
            let label = UILabel()
            label.font = .systemFont(ofSize: 12)
            label.textColor = .secondaryLabel
            label.textAlignment = .center
            label.alpha = refreshing ? 1 : revealedFraction
            addSubview(label)
            titleLabel = label
        }
        titleLabel?.attributedText = title
        titleLabel?.isHidden = title == nil
        setNeedsLayout()
    }

    /// The spinner centred at the top of the bounds, higher above a title.
    func layoutSpinnerAndTitle() {
        let titled = titleLabel.map { !$0.isHidden } ?? false
        let centreY = titled ? UIRefreshControl.spinnerCentreAboveTitle : UIRefreshControl.spinnerCentre
        spinner.center = CGPoint(x: bounds.midX, y: bounds.minY + centreY)
        titleLabel?.frame = CGRect(x: bounds.minX, y: bounds.minY + UIRefreshControl.titleTop,
                                   width: bounds.width, height: UIRefreshControl.titleHeight)
    }

    /// Shows the spinner's first `ticks` ticks, and the title in proportion (at rest it
    /// would otherwise show, under the status bar).
    func revealTicks(_ ticks: Int) {
        revealedTicks = ticks
        spinner.revealSpokes(ticks)
        titleLabel?.alpha = revealedFraction
    }

    /// The share of the ticks the pull shows.
    var revealedFraction: CGFloat { CGFloat(revealedTicks) / CGFloat(UIActivityIndicatorView.spokeCount) }

    /// Refreshing begins (from code or from a pull): the spinner turns and the scroll view's
    /// top inset grows by the control's height.
    func startRefreshing() {
        refreshing = true
        armed = false
        spinner.startAnimating()
        titleLabel?.alpha = 1
        attachedScrollView?.refreshControlInsetChanged()
    }

    /// Called whenever the scroll view scrolls or lays out: places the control above the
    /// content under the top of the unobscured area, shows as many ticks as the pull
    /// earns, and starts a refresh when a drag has pulled far enough.
    func followContent() {
        guard let scrollView = attachedScrollView else { return }
        let bounds = scrollView.bounds
        // How far the content is below where it rests without a refresh (negative when
        // scrolled into the content).
        let pull = -(bounds.minY + scrollView.insetBeforeRefreshControl.top)
        let height = UIRefreshControl.height
        let place = pull > height
            ? CGRect(x: bounds.minX, y: -pull, width: bounds.width, height: pull)
            : CGRect(x: bounds.minX, y: -height, width: bounds.width, height: height)
        if frame != place { frame = place }
        guard !refreshing else { return }
        let ticks = min(UIActivityIndicatorView.spokeCount,
                        max(0, Int(pull / UIRefreshControl.triggerDistance * CGFloat(UIActivityIndicatorView.spokeCount))))
        if ticks != revealedTicks { revealTicks(ticks) }
        // The next pull counts once the last one has gone back to showing no tick.
        if ticks == 0 { armed = true }
        if armed, scrollView.isDragging, pull >= UIRefreshControl.triggerDistance {
            startRefreshing()
            sendActions(for: .valueChanged)
        }
    }
}
