import CoreGraphics
import Foundation

/// Drags that begin in a vertical scroll view inside the sheet, as on iOS: pulled down with
/// its content at the top, the sheet follows the finger (and may be dismissed); pushed up
/// below the largest detent (with `prefersScrollingExpandsWhenScrolledToEdge`), the sheet
/// expands, and once it reaches the largest detent the same drag goes on scrolling the
/// content. While the sheet moves, the content stays at its top. Other drags scroll.
extension UISheetPresentationController {
    /// The scroll view's pan began (its drag has begun): the sheet takes it when it should.
    func scrollViewBeganDragging(_ scrollView: UIScrollView, translation: CGFloat) {
        guard let layout, !isTransitioning, drag == nil, scrollView.scrollableAxes.vertical else { return }
        let atTop = scrollView.contentOffset.y <= Self.topOffset(of: scrollView) + 0.5
        let expands = translation < 0 && prefersScrollingExpandsWhenScrolledToEdge && layout.usesDetents
            && atTop && !isAtLargestDetent(layout)
        guard (translation > 0 && atTop) || expands else { return }
        scrollViewDrag = (scrollView, translation)
        beginDrag()
        pinToTop(scrollView)
        moveDrag(by: 0)
    }

    /// The scroll view's pan moved to `translation` (points down since the pan began).
    func scrollViewDragged(_ scrollView: UIScrollView, translation: CGFloat) {
        guard let handOff = scrollViewDrag, handOff.scrollView === scrollView, let layout else { return }
        moveDrag(by: translation - handOff.start)
        if isAtLargestDetent(layout), translation < handOff.start {
            // Fully expanded: the rest of the drag scrolls the content.
            scrollViewDrag = nil
            drag = nil
            settle(at: resolvedDetents.last?.identifier, animated: false)
            scrollView.restartDrag()
            return
        }
        pinToTop(scrollView)
    }

    /// The scroll view's pan ended with the finger moving at `velocity` points per second
    /// (down positive): the sheet settles or is dismissed, the content stays at its top.
    func scrollViewEndedDragging(_ scrollView: UIScrollView, velocity: CGFloat) {
        guard let handOff = scrollViewDrag, handOff.scrollView === scrollView else { return }
        scrollViewDrag = nil
        _ = scrollView.stopMotion()
        pinToTop(scrollView)
        endDrag(velocity: velocity)
    }

    /// The offset that shows the content's top.
    private static func topOffset(of scrollView: UIScrollView) -> CGFloat {
        -scrollView.adjustedContentInset.top
    }

    private func pinToTop(_ scrollView: UIScrollView) {
        let top = Self.topOffset(of: scrollView)
        if scrollView.contentOffset.y != top { scrollView.contentOffset.y = top }
    }

    /// Whether the sheet's top is at (or above) its largest detent's.
    private func isAtLargestDetent(_ layout: SheetLayout) -> Bool {
        guard layout.usesDetents, let largest = resolvedDetents.last else { return true }
        return card.frame.minY <= layout.frame(detentValue: largest.value).minY + 0.5
    }
}
