import Foundation

/// Touch tracking: one finger from touch-down to lift, turned into control events.
extension UIControl {
    /// How far outside its bounds a tracked finger still counts as inside: UIKit's
    /// forgiving margin, measured at about 70 points on every side.
    static let trackingMargin: CGFloat = 70

    /// Whether `point` (in the control's coordinates) is inside for tracking: within the
    /// bounds widened by the margin, or inside by `point(inside:with:)` (controls that
    /// widen their hit area keep it).
    func isInsideForTracking(_ point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -UIControl.trackingMargin, dy: -UIControl.trackingMargin).contains(point)
            || self.point(inside: point, with: event)
    }

    /// Whether `recognizer` is a single tap of one finger: the gesture that overlaps the
    /// default action of buttons, switches, steppers, segmented and page controls.
    func isSingleTapOfOneFinger(_ recognizer: UIGestureRecognizer) -> Bool {
        guard let tap = recognizer as? UITapGestureRecognizer else { return false }
        return tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
    }

    /// Touch-down: highlight, ask to begin tracking, send `.touchDown` (with
    /// `.touchDownRepeat` for a repeated tap). Answers false when the control does not
    /// handle the touches (disabled, or already tracking another finger), so they go on to
    /// the next responder.
    func trackTouchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) -> Bool {
        guard isEnabled else { return false }
        guard trackedTouch == nil, let touch = touches.first else { return trackedTouch != nil }
        trackedTouch = touch
        isTouchInsideStorage = true
        isTrackingStorage = beginTracking(touch, with: event)
        isHighlighted = true
        if isTrackingStorage {
            var events: Event = .touchDown
            if touch.tapCount > 1 { events.insert(.touchDownRepeat) }
            dispatch(events, with: event)
        }
        if showsMenuAsPrimaryAction { showMenuAsPrimaryAction(for: touch, with: event) }
        return true
    }

    /// A move: recompute `isTouchInside`, highlight to match, ask to continue, send drag
    /// inside or outside, with enter or exit when the finger crossed the widened bounds.
    func trackTouchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) -> Bool {
        if followMenuTouch(in: touches, .moved) { return true }
        guard let touch = trackedTouch else { return false }
        guard touches.contains(touch) else { return true }
        let wasInside = isTouchInsideStorage
        isTouchInsideStorage = isInsideForTracking(touch.location(in: self), with: event)
        isHighlighted = isTouchInsideStorage
        guard isTrackingStorage else { return true }
        isTrackingStorage = continueTracking(touch, with: event)
        guard isTrackingStorage else { return true }
        var events: Event = isTouchInsideStorage ? .touchDragInside : .touchDragOutside
        if isTouchInsideStorage != wasInside { events.insert(isTouchInsideStorage ? .touchDragEnter : .touchDragExit) }
        dispatch(events, with: event)
        return true
    }

    /// The lift: unhighlight, end tracking, send touch-up inside (and the primary action,
    /// for a button) or outside.
    func trackTouchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) -> Bool {
        if followMenuTouch(in: touches, .ended) { return true }
        guard let touch = trackedTouch else { return false }
        guard touches.contains(touch) else { return true }
        isTouchInsideStorage = isInsideForTracking(touch.location(in: self), with: event)
        isHighlighted = false
        if isTrackingStorage {
            endTracking(touch, with: event)
            if isTouchInsideStorage {
                dispatch(.touchUpInside, with: event)
                if sendsPrimaryActionOnTouchUpInside { dispatch(.primaryActionTriggered, with: event) }
            } else {
                dispatch(.touchUpOutside, with: event)
            }
        }
        finishTracking()
        return true
    }

    /// Cancellation (a gesture recognizer or a scroll took the touch): unhighlight, cancel
    /// tracking, send `.touchCancel`.
    func trackTouchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) -> Bool {
        if followMenuTouch(in: touches, .cancelled) { return true }
        guard let touch = trackedTouch else { return false }
        guard touches.contains(touch) else { return true }
        isHighlighted = false
        if isTrackingStorage {
            cancelTracking(with: event)
            dispatch(.touchCancel, with: event)
        }
        finishTracking()
        return true
    }

    /// After the touch-up or cancel events: the control is tracking nothing (during
    /// `endTracking`/`cancelTracking` and those events, `isTracking` is still true).
    private func finishTracking() {
        trackedTouch = nil
        isTrackingStorage = false
        isTouchInsideStorage = false
    }
}
