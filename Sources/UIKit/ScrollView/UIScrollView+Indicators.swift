import CoreGraphics
import Foundation

/// The scroll indicators: shown while the content moves, sized by how much of the content
/// is visible, squashed while it is past an edge, and faded out a moment after scrolling
/// stops.
extension UIScrollView {
    /// The bars' thickness and their distance from the scroll view's edges.
    static let indicatorThickness: CGFloat = 3
    static let indicatorMargin: CGFloat = 3
    /// The shortest bar, and the shortest while squashed past an edge.
    static let indicatorMinimumLength: CGFloat = 36
    static let indicatorSquashedLength: CGFloat = 7
    /// How long the indicators stay after scrolling stops, and after a flash, before they
    /// fade out; and how long the fade takes.
    static let indicatorHideDelay: TimeInterval = 0.5
    static let indicatorFlashDuration: TimeInterval = 1
    static let indicatorFadeDuration: CFTimeInterval = 0.25

    /// Which indicators apply: those shown by configuration along which the content (with
    /// its insets) is larger than the scroll view.
    private var indicatorAxes: (horizontal: Bool, vertical: Bool) {
        let inset = adjustedContentInset
        let size = bounds.size
        return (showsHorizontalScrollIndicator && contentSize.width + inset.left + inset.right > size.width,
                showsVerticalScrollIndicator && contentSize.height + inset.top + inset.bottom > size.height)
    }

    /// Shows the indicators that apply, above the content.
    func showIndicators() {
        indicatorHideTimer?.cancel()
        indicatorHideTimer = nil
        let axes = indicatorAxes
        if axes.vertical { verticalIndicator = show(verticalIndicator) }
        if axes.horizontal { horizontalIndicator = show(horizontalIndicator) }
        layoutIndicators()
    }

    private func show(_ indicator: ScrollIndicatorView?) -> ScrollIndicatorView {
        let indicator = indicator ?? ScrollIndicatorView(style: indicatorStyle)
        indicator.show()
        if indicator.superview !== self {
            addSubview(indicator)
        } else if let index = subviews.firstIndex(where: { $0 === indicator }),
                  subviews[(index + 1)...].contains(where: { !($0 is ScrollIndicatorView) }) {
            bringSubviewToFront(indicator)
        }
        return indicator
    }

    /// `flashScrollIndicators()`.
    func flashIndicators() {
        showIndicators()
        if !isScrollingActively { scheduleIndicatorHide(after: UIScrollView.indicatorFlashDuration) }
    }

    /// Hides the indicators after `delay`, unless scrolling starts again first.
    func scheduleIndicatorHide(after delay: TimeInterval) {
        indicatorHideTimer?.cancel()
        guard verticalIndicator?.isShown == true || horizontalIndicator?.isShown == true else { return }
        indicatorHideTimer = GestureEnvironment.current.clock.schedule(after: delay) { [weak self] in
            guard let self, !self.isScrollingActively else { return }
            self.indicatorHideTimer = nil
            self.verticalIndicator?.hide(fading: true)
            self.horizontalIndicator?.hide(fading: true)
        }
    }

    func styleIndicators() {
        verticalIndicator?.apply(indicatorStyle)
        horizontalIndicator?.apply(indicatorStyle)
    }

    /// The insets the indicators keep from the edges: their own, plus the safe area's share
    /// of the adjusted content insets when adjusted automatically.
    private func indicatorInsets(_ own: UIEdgeInsets) -> UIEdgeInsets {
        guard automaticallyAdjustsScrollIndicatorInsets else { return own }
        let adjusted = adjustedContentInset, content = contentInset
        return UIEdgeInsets(top: own.top + adjusted.top - content.top, left: own.left + adjusted.left - content.left,
                            bottom: own.bottom + adjusted.bottom - content.bottom,
                            right: own.right + adjusted.right - content.right)
    }

    /// Places the visible indicators for the current offset.
    func layoutIndicators() {
        let vertical = verticalIndicator.flatMap { $0.isShown ? $0 : nil }
        let horizontal = horizontalIndicator.flatMap { $0.isShown ? $0 : nil }
        vertical?.frame = indicatorFrame(vertical: true, leavingCorner: horizontal != nil)
        horizontal?.frame = indicatorFrame(vertical: false, leavingCorner: vertical != nil)
    }

    /// An indicator's frame: along the trailing (or bottom) edge, inset from it, its track
    /// leaving the corner to the other indicator when both show.
    private func indicatorFrame(vertical: Bool, leavingCorner: Bool) -> CGRect {
        let b = bounds, m = UIScrollView.indicatorMargin, t = UIScrollView.indicatorThickness
        let insets = indicatorInsets(vertical ? verticalScrollIndicatorInsets : horizontalScrollIndicatorInsets)
        let content = adjustedContentInset, ranges = offsetRanges
        // The axis the bar runs along: its edges, insets, offset, range, and the content's length.
        let along = vertical
            ? (low: b.minY + insets.top, high: b.maxY - insets.bottom, offset: contentOffset.y, range: ranges.y,
               visible: b.height, length: contentSize.height + content.top + content.bottom)
            : (low: b.minX + insets.left, high: b.maxX - insets.right, offset: contentOffset.x, range: ranges.x,
               visible: b.width, length: contentSize.width + content.left + content.right)
        let start = along.low + m
        let end = along.high - m - (leavingCorner ? t + m : 0)
        let (position, length) = UIScrollView.indicatorSpan(offset: along.offset, range: along.range,
                                                            track: start...max(start, end), visible: along.visible,
                                                            content: along.length)
        let across = (vertical ? b.maxX - insets.right : b.maxY - insets.bottom) - m - t
        return vertical ? CGRect(x: across, y: position, width: t, height: length)
            : CGRect(x: position, y: across, width: length, height: t)
    }

    /// Where along its track an indicator starts, and how long it is: the visible share of
    /// the content (at least the minimum length), placed by how far the offset is through
    /// its range; past an edge it shortens by the overshoot and stays at that end.
    static func indicatorSpan(offset: CGFloat, range: ClosedRange<CGFloat>, track: ClosedRange<CGFloat>,
                              visible: CGFloat, content: CGFloat) -> (position: CGFloat, length: CGFloat) {
        let available = track.upperBound - track.lowerBound
        let share = content > 0 ? visible / content : 1
        let length = min(available, max(indicatorMinimumLength, available * share))
        func squashed(by overshoot: CGFloat) -> CGFloat {
            min(length, max(indicatorSquashedLength, length - overshoot))
        }
        if offset < range.lowerBound {
            return (track.lowerBound, squashed(by: range.lowerBound - offset))
        }
        if offset > range.upperBound {
            let short = squashed(by: offset - range.upperBound)
            return (track.upperBound - short, short)
        }
        let span = range.upperBound - range.lowerBound
        let progress = span > 0 ? (offset - range.lowerBound) / span : 0
        return (track.lowerBound + progress * (available - length), length)
    }
}
