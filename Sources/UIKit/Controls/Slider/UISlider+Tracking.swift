import Foundation

/// Dragging the thumb: the value follows the finger's offset from where it grabbed the
/// thumb; a touch beside the thumb is not tracked.
extension UISlider {
    /// The smallest target a finger gets for the thumb, in points each way (Apple's
    /// minimum hit target); a bigger thumb is its own target.
    static let minimumThumbTarget: CGFloat = 44

    /// Tracks a finger that went down on the thumb (within the thumb's target), nothing
    /// else: a touch on the track beside it does not move the thumb.
    func beginThumbTracking(_ touch: UITouch) -> Bool {
        let point = touch.location(in: self)
        let thumb = thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: valueStorage)
        let target = thumb.insetBy(dx: -max(0, (UISlider.minimumThumbTarget - thumb.width) / 2),
                                   dy: -max(0, (UISlider.minimumThumbTarget - thumb.height) / 2))
        guard target.contains(point) else { return false }
        thumbGrabOffset = point.x - thumb.midX
        valueAtTouchDown = valueStorage
        return true
    }

    /// The thumb's centre keeps its offset from the finger; a new value is sent at once
    /// when continuous.
    func continueThumbTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let newValue = value(forThumbCenterX: touch.location(in: self).x - thumbGrabOffset)
        guard newValue != valueStorage else { return true }
        valueStorage = newValue
        moveThumb(animated: false)
        if isContinuous { sendValueChangedActions(with: event) }
        return true
    }

    /// The lift (or a cancellation): a non-continuous slider sends its change now, once,
    /// if the value changed.
    func finishThumbTracking(with event: UIEvent?) {
        if !isContinuous, valueStorage != valueAtTouchDown { sendValueChangedActions(with: event) }
    }

    /// Whether `recognizer` is a one-finger swipe along the slider over its thumb: the
    /// gesture that moves the thumb, which a superview's swipe does not take.
    func isSwipeAlongThumb(_ recognizer: UIGestureRecognizer) -> Bool {
        guard let swipe = recognizer as? UISwipeGestureRecognizer, swipe.numberOfTouchesRequired == 1,
              isTracking else { return false }
        return !swipe.direction.isDisjoint(with: [.left, .right])
    }
}
