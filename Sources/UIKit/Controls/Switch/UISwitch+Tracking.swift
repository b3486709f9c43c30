import Foundation

/// Following the finger: a tap toggles; a drag shows the side the finger is on, and the
/// lift keeps it.
extension UISwitch {
    /// How far a finger must move sideways before it drags the thumb rather than taps
    /// (the distance a pan needs to begin).
    static let dragThreshold: CGFloat = 10

    func beginThumbTracking(_ touch: UITouch) -> Bool {
        touchDownLocation = touch.location(in: self)
        touchBeganOnThumb = thumbView.frame.insetBy(dx: -UISwitch.thumbInset, dy: -UISwitch.thumbInset)
            .contains(touchDownLocation)
        isDraggingThumb = false
        isThumbPressed = true
        updateLook(animated: true)
        return true
    }

    /// Once the finger has moved `dragThreshold` sideways, the thumb goes to the half the
    /// finger is over.
    func continueThumbTracking(_ touch: UITouch) -> Bool {
        let x = touch.location(in: self).x
        if !isDraggingThumb, abs(x - touchDownLocation.x) >= UISwitch.dragThreshold {
            isDraggingThumb = true
        }
        if isDraggingThumb {
            let on = x >= bounds.midX
            if on != displaysOn {
                displaysOn = on
                updateLook(animated: true)
            }
        }
        return true
    }

    /// The lift: a drag keeps the side shown; a tap lifted inside toggles. A change sends
    /// `.valueChanged` and the primary action.
    func endThumbTracking(with event: UIEvent?) {
        let on = isDraggingThumb ? displaysOn : (isTouchInside ? !isOnStorage : isOnStorage)
        isThumbPressed = false
        let changed = on != isOnStorage
        showValue(on, animated: true)
        if changed { sendValueChangedActions(with: event) }
    }

    /// A cancelled touch leaves the value as it was.
    func cancelThumbTracking() {
        isThumbPressed = false
        showValue(isOnStorage, animated: true)
    }

    /// Whether `recognizer` is a one-finger pan along the switch that began on its thumb:
    /// the gesture that moves the thumb, which a superview's pan does not take.
    func isPanAlongThumb(_ recognizer: UIGestureRecognizer) -> Bool {
        guard let pan = recognizer as? UIPanGestureRecognizer, pan.numberOfTouches == 1,
              isTracking, touchBeganOnThumb else { return false }
        let translation = pan.translation(in: self)
        return abs(translation.x) > abs(translation.y)
    }
}
