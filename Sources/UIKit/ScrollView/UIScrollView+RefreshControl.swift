import CoreGraphics
import Foundation

/// The refresh control's side of the scroll view: which control follows the content, the
/// inset a refresh adds, and the content sliding back when a refresh ends.
extension UIScrollView {
    /// `refreshControl`'s setter: the old control leaves, the new one goes behind the
    /// content (leaving any other scroll view it was in).
    func setRefreshControl(_ control: UIRefreshControl?) {
        guard control !== refreshControlStorage else { return }
        if let old = refreshControlStorage, old.superview === self { old.removeFromSuperview() }
        guard let control else { return }
        insertRefreshControl(control)
        if refreshControlStorage !== control {
            // It was already a subview (added by hand): it now follows the content.
            refreshControlStorage = control
            refreshControlInsetChanged()
            control.followContent()
        }
    }

    /// A refresh control became a subview: it follows the content unless another does
    /// (before iOS 10 a refresh control was added to a table view as a subview).
    func refreshControlDidArrive(_ control: UIRefreshControl) {
        guard refreshControlStorage == nil else { return }
        refreshControlStorage = control
        refreshControlInsetChanged()
    }

    /// The refresh control is leaving: the inset its refresh gave goes, and content left
    /// showing it slides back.
    func refreshControlDidLeave(_ control: UIRefreshControl) {
        guard refreshControlStorage === control else { return }
        refreshControlStorage = nil
        refreshControlInsetChanged()
        settleAfterRefresh()
    }

    /// A refresh began or ended: the adjusted inset changes without moving the content (a
    /// drag under way carries on from where the content is).
    func refreshControlInsetChanged() {
        updateAdjustedContentInset(keepingRestingOffset: false)
        restartDrag()
    }

    /// After a refresh ended: content left past the top slides back, animated (at once out
    /// of a window), unless a finger holds it — the lift brings it back then.
    func settleAfterRefresh() {
        guard !trackingStorage, !draggingStorage, isPastEdges else { return }
        let target = clampedOffset(contentOffset)
        stopMotion()
        if window == nil {
            contentOffset = target
        } else {
            animate(to: target, purpose: .settling)
        }
    }
}
