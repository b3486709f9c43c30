import Foundation

/// A touch handed to its view in a phase (not always the touch's current phase: a held
/// touch-down reaches the view later).
struct ViewDelivery {
    let touch: UITouch
    let phase: UITouch.Phase
}

/// How a touch stands with its view while recognizers look at it.
struct TouchViewState {
    /// The view got `touchesBegan`, and then `touchesEnded` or `touchesCancelled`.
    var beganDelivered = false
    var finished = false
    /// The touch-down or the lift waits for recognizers that delay them to fail.
    var beganHeld = false
    var endedHeld = false
    /// Where and when the held touch-down was: the view gets it as it was, as in UIKit,
    /// which keeps a delayed touch's state from the moment it was held.
    var heldDown: (windowLocation: CGPoint, timestamp: TimeInterval)?
    /// A recognizer that cancels touches in the view recognized the touch: the view gets
    /// nothing more of it.
    var isDetached = false
    /// A second finger on a view that takes one at a time: only recognizers get it.
    var refusedByView = false
}

/// What views get: their touches, unless recognizers still deciding hold the touch-downs
/// (`delaysTouchesBegan`) or lifts (`delaysTouchesEnded`) back, or a recognizer that
/// recognized took the touches (`cancelsTouchesInView`).
extension GestureEnvironment {
    /// The view's share of `changed`, this event's touches, after recognizers saw them;
    /// phases held back are noted for `releaseHeldTouches()`.
    func viewDeliveries(of changed: [UITouch]) -> [ViewDelivery] {
        var deliveries: [ViewDelivery] = []
        for touch in changed where !touch.viewDelivery.isDetached && !touch.viewDelivery.refusedByView {
            var state = touch.viewDelivery
            switch touch.phaseStorage {
            case .began:
                if isHeld(touch, began: true) {
                    state.beganHeld = true
                    state.heldDown = (touch.windowLocation, touch.timestampStorage)
                } else {
                    state.beganDelivered = true
                    deliveries.append(ViewDelivery(touch: touch, phase: .began))
                }
            case .moved:
                if state.beganDelivered { deliveries.append(ViewDelivery(touch: touch, phase: .moved)) }
            case .ended:
                if state.beganHeld || isHeld(touch, began: false) {
                    state.endedHeld = true
                } else if state.beganDelivered {
                    state.finished = true
                    deliveries.append(ViewDelivery(touch: touch, phase: .ended))
                }
            case .cancelled:
                state.beganHeld = false
                state.endedHeld = false
                if state.beganDelivered, !state.finished {
                    state.finished = true
                    deliveries.append(ViewDelivery(touch: touch, phase: .cancelled))
                }
            default:
                break
            }
            touch.viewDelivery = state
            if (state.beganHeld || state.endedHeld), !heldTouches.contains(where: { $0 === touch }) {
                heldTouches.append(touch)
            }
        }
        return deliveries
    }

    /// Whether a recognizer still deciding about `touch` holds its touch-down (`began`) or
    /// its lift back from the view.
    private func isHeld(_ touch: UITouch, began: Bool) -> Bool {
        touch.recognizerList.contains { $0.isAnalyzing && (began ? $0.delaysTouchesBegan : $0.delaysTouchesEnded) }
    }

    /// Hands views the phases no recognizer holds back any more: the touch-down as it was
    /// when held, then the lift. A finger still down that moved meanwhile reaches the view
    /// where it is now with its next move (in the same event when a move released it).
    func releaseHeldTouches() {
        guard !heldTouches.isEmpty else { return }
        var downs: [(touch: UITouch, heldDown: (windowLocation: CGPoint, timestamp: TimeInterval)?)] = []
        var lifts: [ViewDelivery] = []
        for touch in heldTouches {
            var state = touch.viewDelivery
            if state.beganHeld, !isHeld(touch, began: true) {
                state.beganHeld = false
                state.beganDelivered = true
                downs.append((touch, state.heldDown))
                state.heldDown = nil
            }
            if !state.beganHeld, state.endedHeld, !isHeld(touch, began: false) {
                state.endedHeld = false
                state.finished = true
                lifts.append(ViewDelivery(touch: touch, phase: .ended))
            }
            touch.viewDelivery = state
        }
        heldTouches.removeAll { touch in
            let state = touch.viewDelivery
            return state.isDetached || (!state.beganHeld && !state.endedHeld)
        }
        handAsHeld(downs)
        hand(lifts)
    }

    /// Delivers held touch-downs with each touch showing its state from when it was held
    /// (phase, location, time), then puts its current state back.
    private func handAsHeld(_ downs: [(touch: UITouch, heldDown: (windowLocation: CGPoint, timestamp: TimeInterval)?)]) {
        guard !downs.isEmpty else { return }
        let now = downs.map { ($0.touch.phaseStorage, $0.touch.windowLocation, $0.touch.previousWindowLocation,
                               $0.touch.timestampStorage) }
        for (touch, held) in downs {
            touch.phaseStorage = .began
            guard let held else { continue }
            touch.windowLocation = held.windowLocation
            touch.previousWindowLocation = held.windowLocation
            touch.timestampStorage = held.timestamp
        }
        hand(downs.map { ViewDelivery(touch: $0.touch, phase: .began) })
        for ((touch, _), state) in zip(downs, now) {
            (touch.phaseStorage, touch.windowLocation, touch.previousWindowLocation, touch.timestampStorage) = state
        }
    }

    /// `cancelsTouchesInView`: the recognizer's touches leave their views; those the view had
    /// begun and not finished are cancelled there, held phases are dropped.
    func cancelViewTouches(of recognizer: UIGestureRecognizer) {
        var deliveries: [ViewDelivery] = []
        for touch in recognizer.involvedTouches where !touch.viewDelivery.isDetached {
            var state = touch.viewDelivery
            if state.beganDelivered, !state.finished {
                deliveries.append(ViewDelivery(touch: touch, phase: .cancelled))
            }
            state.finished = true
            state.beganHeld = false
            state.endedHeld = false
            state.isDetached = true
            touch.viewDelivery = state
        }
        heldTouches.removeAll { $0.viewDelivery.isDetached }
        hand(deliveries)
    }

    /// Delivers touches to their views through their windows, with the event being
    /// delivered (else the router's touches event).
    private func hand(_ deliveries: [ViewDelivery]) {
        guard !deliveries.isEmpty else { return }
        let event = currentEvent ?? EventRouter.current.touchesEvent
        var windows: [UIWindow] = []
        for delivery in deliveries {
            guard let window = delivery.touch.windowStorage, !windows.contains(where: { $0 === window }) else { continue }
            windows.append(window)
        }
        for window in windows {
            window.deliverToViews(deliveries.filter { $0.touch.windowStorage === window }, with: event)
        }
    }
}
