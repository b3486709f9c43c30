import CoreGraphics
import Foundation

/// The user's dismissals and drags: the pan on the sheet moves it with the finger between
/// its detents (rubber-banding above the largest), and below the smallest asks whether it
/// may be dismissed — refused while `isModalInPresentation` or when the delegate's
/// `presentationControllerShouldDismiss` says no (it resists, and on release the delegate
/// hears `presentationControllerDidAttemptToDismiss`), else the delegate hears
/// `presentationControllerWillDismiss` and a release far or fast enough dismisses it,
/// `presentationControllerDidDismiss` following the dismissal. Other releases settle at
/// the nearest detent to where the motion projects, telling the sheet delegate when the
/// selected detent changes. A tap on the dimming view is an attempt to dismiss too
/// (UIPresentationController+UserDismissal).
extension UISheetPresentationController {
    func cardPanned(_ pan: UIPanGestureRecognizer) {
        guard let container = containerView, !isTransitioning else { return }
        switch pan.state {
        case .began: beginDrag()
        case .changed: moveDrag(by: pan.translation(in: container).y)
        case .ended, .cancelled: endDrag(velocity: pan.state == .ended ? pan.velocity(in: container).y : 0)
        default: break
        }
    }

    /// A drag of the sheet begins where it is.
    func beginDrag() {
        drag = SheetDrag(startTop: card.frame.minY)
    }

    /// The drag moved `distance` points down (negative: up) since it began.
    func moveDrag(by distance: CGFloat) {
        guard let layout, var current = drag else { return }
        let frame = dragFrame(top: current.startTop + distance, layout: layout, drag: &current)
        card.frame = frame
        current.frame = frame
        drag = current
    }

    /// The finger lifted with the sheet's top moving at `velocity` points per second: the
    /// sheet settles or is dismissed.
    func endDrag(velocity: CGFloat) {
        guard let layout, let current = drag else { return }
        drag = nil
        if let frame = current.frame { card.frame = frame }
        release(current, velocity: velocity, layout: layout)
    }

    /// Where the card goes with its top dragged to `top`.
    private func dragFrame(top: CGFloat, layout: SheetLayout, drag: inout SheetDrag) -> CGRect {
        let detents = resolvedDetents
        guard layout.usesDetents else {
            // A centred or full-screen sheet only moves down, keeping its size.
            var frame = frameOfPresentedViewInContainerView
            let pull = top - drag.startTop
            frame.origin.y += pull > 0 ? resistedPull(pull, drag: &drag, dimension: frame.height) : 0
            return frame
        }
        let highest = layout.frame(detentValue: detents[detents.count - 1].value)
        let lowest = layout.frame(detentValue: detents[0].value)
        if top < highest.minY {
            let over = SheetDrag.rubberBand(highest.minY - top, dimension: layout.bounds.height)
            return layout.frame(top: highest.minY - over, minimumHeight: 0)
        }
        if top > lowest.minY {
            let below = resistedPull(top - lowest.minY, drag: &drag, dimension: lowest.height)
            return CGRect(x: lowest.minX, y: lowest.minY + below, width: lowest.width, height: lowest.height)
        }
        return layout.frame(top: top, minimumHeight: lowest.height)
    }

    /// How far below its resting place a sheet pulled `pull` points down goes: all the way
    /// when dismissing is allowed, rubber-banded when refused (decided on the first pull).
    private func resistedPull(_ pull: CGFloat, drag: inout SheetDrag, dimension: CGFloat) -> CGFloat {
        if drag.dismissal == .undecided {
            drag.dismissal = userMayDismiss() ? .allowed : .refused
            if drag.dismissal == .allowed { delegate?.presentationControllerWillDismiss(self) }
        }
        return drag.dismissal == .allowed ? pull : SheetDrag.rubberBand(pull, dimension: dimension)
    }

    /// The finger lifted with the sheet's top moving at `velocity` points per second.
    private func release(_ drag: SheetDrag, velocity: CGFloat, layout: SheetLayout) {
        let top = card.frame.minY
        let projected = top + velocity * SheetDrag.projectionTime
        let detents = resolvedDetents
        let lowest = layout.usesDetents ? layout.frame(detentValue: detents[0].value) : frameOfPresentedViewInContainerView
        if drag.dismissal == .allowed, top > lowest.minY,
           projected > lowest.minY + lowest.height / 2 || velocity > SheetDrag.dismissVelocity {
            dismissByUser()
            return
        }
        if drag.dismissal == .refused { delegate?.presentationControllerDidAttemptToDismiss(self) }
        var target = selectedDetentIdentifier
        if layout.usesDetents {
            let nearest = detents.min { abs(layout.frame(detentValue: $0.value).minY - projected)
                < abs(layout.frame(detentValue: $1.value).minY - projected) }
            target = nearest?.identifier
        }
        settle(at: target, animated: true)
    }

    /// The sheet comes to rest at detent `target` (nil: where it was), the delegate hearing
    /// when the selected detent changed.
    func settle(at target: Detent.Identifier?, animated: Bool) {
        let changed = target != nil && target != (selectedDetentIdentifier ?? resolvedDetents.first?.identifier)
        isAnimatingChanges = true
        if changed { selectedDetentIdentifier = target }
        isAnimatingChanges = false
        if animated {
            UIView.animate(withDuration: Self.settleDuration, delay: 0, options: .curveEaseOut) {
                self.applyRestingLayout()
            }
        } else {
            applyRestingLayout()
        }
        if changed { (delegate as? UISheetPresentationControllerDelegate)?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self) }
    }
}
