import Foundation

/// The state logic pinch and rotation share: two fingers, a gesture that begins once they
/// have moved enough, changes while both are down, and ends when both have lifted.
extension UIGestureRecognizer {
    /// Keeps the first two fingers; later ones are ignored (they reach their view as usual).
    func keepTwoFingers(of touches: Set<UITouch>, event: UIEvent) {
        while liveTouches.count > 2, let extra = liveTouches.last(where: { touches.contains($0) }) {
            ignore(extra, for: event)
        }
    }

    /// After the fingers moved: a possible gesture begins once `hasMovedEnough`, a begun
    /// one changes while both fingers are down.
    func twoFingersMoved(hasMovedEnough: Bool) {
        guard liveTouches.count == 2 else { return }
        switch state {
        case .possible: if hasMovedEnough { state = .began }
        case .began, .changed: state = .changed
        default: break
        }
    }

    /// After fingers lifted (or were cancelled): a gesture that had not begun fails; a begun
    /// one ends (or is cancelled) when no finger is left.
    func twoFingersLifted(cancelled: Bool) {
        switch state {
        case .possible: state = .failed
        case .began, .changed: if liveTouches.isEmpty { state = cancelled ? .cancelled : .ended }
        default: break
        }
    }

    /// The two fingers (in the order they went down) when exactly two are down.
    var fingerPair: (UITouch, UITouch)? {
        let touches = liveTouches
        return touches.count == 2 ? (touches[0], touches[1]) : nil
    }
}
