import Foundation

/// Taps and scrubbing. A finger that moves along the row more than a few points from where
/// it went down scrubs (when `allowsContinuousInteraction`); otherwise its lift inside the
/// widened bounds is a tap, which moves one page towards the side of the current indicator
/// it was on.
extension UIPageControl {
    /// How far along the row a finger moves before it scrubs.
    static let scrubThreshold: CGFloat = 8

    func followTrackedTouch(to point: CGPoint, with event: UIEvent?) {
        guard let start = trackingStart, numberOfPagesStorage > 0 else { return }
        let layout = currentIndicatorLayout()
        if !isScrubbing {
            guard allowsContinuousInteraction,
                  abs(layout.along(point) - layout.along(start)) > UIPageControl.scrubThreshold else { return }
            isScrubbing = true
            interactionStateStorage = .continuous
            setNeedsDisplay() // the automatic style's platter appears
        }
        userChangedPage(to: layout.scrubbedPage(at: layout.along(point)), with: event)
    }

    /// The lift (`point` inside the widened bounds) or a cancellation (`point` nil): a lift
    /// that did not scrub is a tap.
    func finishTracking(at point: CGPoint?, with event: UIEvent?) {
        let layout = currentIndicatorLayout()
        if let point, !isScrubbing, isTouchInside, let current = layout.indicator(of: displayedPage) {
            let before = layout.along(point) < layout.along(current.center)
            let step = before == layout.isReversed ? 1 : -1
            interactionStateStorage = .discrete
            userChangedPage(to: currentPageStorage + step, with: event)
        }
        trackingStart = nil
        isScrubbing = false
        interactionStateStorage = .none
        setNeedsDisplay()
    }

    /// A user's move to `page` (pinned): the page changes — drawn at once unless
    /// `defersCurrentPageDisplay` — and `.valueChanged` then `.primaryActionTriggered` are
    /// sent; nothing happens when the page stays.
    private func userChangedPage(to page: Int, with event: UIEvent?) {
        let page = pinnedPage(page)
        guard page != currentPageStorage else { return }
        currentPageStorage = page
        if !defersCurrentPageDisplay { displayedPage = page }
        setNeedsDisplay()
        sendValueChangedActions(with: event)
    }
}
