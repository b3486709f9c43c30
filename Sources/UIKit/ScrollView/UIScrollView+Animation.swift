import CoreGraphics
import Foundation
import QuartzCore

/// An animated change of the content offset: `setContentOffset(_:animated:)`,
/// `scrollRectToVisible(_:animated:)` and the scroll to the top after a status-bar tap.
struct OffsetAnimation {
    enum Purpose {
        /// Ends with `scrollViewDidEndScrollingAnimation`.
        case scrolling
        /// Ends with `scrollViewDidScrollToTop`.
        case scrollingToTop
        /// Ends silently: the content sliding back over a refresh control that stopped.
        case settling
    }

    let from: CGPoint
    let to: CGPoint
    let startTime: CFTimeInterval
    let duration: CFTimeInterval
    let purpose: Purpose

    /// The offset at `progress` (0…1 of the duration), eased.
    func offset(at progress: CGFloat) -> CGPoint {
        let eased = ScrollPhysics.eased(progress)
        return CGPoint(x: from.x + (to.x - from.x) * eased, y: from.y + (to.y - from.y) * eased)
    }
}

extension UIScrollView {
    /// `setContentOffset(_:animated:)`.
    func changeContentOffset(to offset: CGPoint, animated: Bool) {
        guard offset.x.isFinite, offset.y.isFinite else {
            warnNonFinite(api: "setContentOffset(_:animated:)")
            return
        }
        stopMotion()
        guard animated else {
            contentOffset = offset
            return
        }
        animate(to: offset, purpose: .scrolling)
    }

    /// Starts an animation of the offset to `offset` (nothing happens, and nobody hears of
    /// it, when the content is there already).
    func animate(to offset: CGPoint, purpose: OffsetAnimation.Purpose) {
        let from = contentOffset
        guard offset != from else { return }
        start(.animating(OffsetAnimation(from: from, to: offset, startTime: CACurrentMediaTime(),
                                         duration: CFTimeInterval(ScrollPhysics.animationDuration), purpose: purpose)))
        showIndicators()
    }

    /// The animation's last frame has been shown.
    func finishAnimation(_ animation: OffsetAnimation) {
        motion = nil
        animator.stop()
        switch animation.purpose {
        case .scrolling: delegate?.scrollViewDidEndScrollingAnimation(self)
        case .scrollingToTop: delegate?.scrollViewDidScrollToTop(self)
        case .settling: break
        }
        scrollingEnded()
    }

    /// `scrollRectToVisible(_:animated:)`: the least scroll that brings `rect` inside the
    /// bounds less the adjusted insets (its leading edge when it is larger), clamped to the
    /// resting range.
    func scrollToShow(_ rect: CGRect, animated: Bool) {
        guard isFiniteRect(rect, api: "scrollRectToVisible(_:animated:)"), !rect.isNull else { return }
        let visible = bounds.inset(by: adjustedContentInset)
        func shift(_ low: CGFloat, _ high: CGFloat, _ visibleLow: CGFloat, _ visibleHigh: CGFloat) -> CGFloat {
            if low < visibleLow { return low - visibleLow }
            if high > visibleHigh { return min(high - visibleHigh, low - visibleLow) }
            return 0
        }
        var offset = contentOffset
        offset.x += shift(rect.minX, rect.maxX, visible.minX, visible.maxX)
        offset.y += shift(rect.minY, rect.maxY, visible.minY, visible.maxY)
        offset = clampedOffset(offset)
        guard offset != contentOffset else { return }
        setContentOffset(offset, animated: animated)
    }

    // MARK: Scroll to top

    /// A tap on the status bar of `screen`: the one visible scroll view with
    /// `scrollsToTop` (none if there are several, as on iPhone) scrolls to the top of its
    /// content, animated, unless its delegate refuses or it is there already. Returns
    /// whether it scrolls.
    @discardableResult
    package static func scrollToTop(forStatusBarTapOn screen: UIScreen) -> Bool {
        var candidates: [UIScrollView] = []
        for window in WindowServer.current.visibleWindows(on: screen) {
            collectScrollsToTopViews(in: window, into: &candidates)
        }
        guard candidates.count == 1, let scrollView = candidates.first else { return false }
        return scrollView.scrollToTopFromStatusBar()
    }

    /// The visible scroll views with `scrollsToTop` in `view`'s subtree, on screen.
    private static func collectScrollsToTopViews(in view: UIView, into list: inout [UIScrollView]) {
        guard !view.isHidden, view.alpha > 0.01 else { return }
        if let scrollView = view as? UIScrollView, scrollView.scrollsToTop, let window = scrollView.window,
           scrollView.convert(scrollView.bounds, to: window).intersects(window.bounds) {
            list.append(scrollView)
        }
        for subview in view.subviews { collectScrollsToTopViews(in: subview, into: &list) }
    }

    private func scrollToTopFromStatusBar() -> Bool {
        guard delegate?.scrollViewShouldScrollToTop(self) ?? true else { return false }
        let top = CGPoint(x: contentOffset.x, y: -adjustedContentInset.top)
        guard top != contentOffset else { return false }
        stopMotion()
        animate(to: top, purpose: .scrollingToTop)
        return true
    }
}
