import CoreGraphics
import Foundation

extension EventRouter {
    /// Applies one sample to its finger. Returns the touch if it changed (and is delivered).
    func apply(_ sample: FingerSample, at timestamp: TimeInterval) -> UITouch? {
        let point = sample.location
        let isFinite = point.x.isFinite && point.y.isFinite
        if sample.phase == .began {
            // While the app ignores interaction events, new touches are discarded, not queued.
            guard isFinite, finger(sample.finger) == nil,
                  UIApplication.current?.isIgnoringInteractionEvents != true else { return nil }
            return touchDown(sample.finger, at: point, timestamp: timestamp)
        }
        // A finger that already lifted in this batch (a refused one: delivered ones start a
        // new event) stays lifted.
        guard let finger = finger(sample.finger), !isOver(finger.touch) else { return nil }
        let touch = finger.touch
        switch sample.phase {
        case .moved:
            guard isFinite else { return nil }
            move(finger, to: point)
            touch.phaseStorage = .moved
        case .ended:
            if isFinite { move(finger, to: point) }
            touch.phaseStorage = .ended
        case .cancelled:
            touch.phaseStorage = .cancelled
        default:
            return nil
        }
        touch.timestampStorage = timestamp
        return finger.isDelivered ? touch : nil
    }

    /// A new finger at `point` (screen points): bound to the front-most window whose hit
    /// test finds a view there, or dropped if there is none.
    private func touchDown(_ id: Int, at point: CGPoint, timestamp: TimeInterval) -> UITouch? {
        guard let (window, view) = hitTest(point) else { return nil }
        let touch = UITouch()
        touch.windowStorage = window
        touch.viewStorage = view
        touch.windowLocation = window.convert(point, from: nil)
        touch.previousWindowLocation = touch.windowLocation
        touch.timestampStorage = timestamp
        touch.tapCountStorage = tapCount(on: view, at: point, time: timestamp)
        let admission = admission(of: view, in: window)
        touch.viewDelivery.refusedByView = admission == .recognizersOnly
        let isDelivered = admission != .refused
        fingers.append((id, Finger(touch: touch, isDelivered: isDelivered, start: point)))
        return isDelivered ? touch : nil
    }

    private func move(_ finger: Finger, to point: CGPoint) {
        let touch = finger.touch
        finger.location = point
        touch.previousWindowLocation = touch.windowLocation
        touch.windowLocation = touch.windowStorage?.convert(point, from: nil) ?? point
        if hypot(point.x - finger.start.x, point.y - finger.start.y) > EventRouter.multiTapDistance {
            finger.wandered = true
        }
    }

    /// The front-most visible window of the main screen whose `hitTest` answers for
    /// `point`, and the view it answers. Windows whose hit test finds nothing let the
    /// touch through to the windows behind, as on iOS.
    private func hitTest(_ point: CGPoint) -> (UIWindow, UIView)? {
        for window in WindowServer.current.visibleWindows(on: UIScreen.main).reversed() {
            if let view = window.hitTest(window.convert(point, from: nil), with: touchesEvent) { return (window, view) }
        }
        return nil
    }

    /// How a new finger is taken.
    private enum Admission {
        /// In the event, for the view and its gesture recognizers.
        case delivered
        /// In the event for the gesture recognizers, never given to the view.
        case recognizersOnly
        /// Followed to its lift, never delivered.
        case refused
    }

    /// How a new finger on `view` is taken, given the fingers `window` is already tracking:
    /// a finger on an exclusive-touch view needs that view to be the only one in the window
    /// tracking fingers, and no finger goes to any other view while an exclusive-touch view
    /// tracks one; a view that is not multiple-touch enabled takes one finger at a time (its
    /// gesture recognizers still get the others, as on iOS, where a pinch needs no multiple
    /// touch).
    private func admission(of view: UIView, in window: UIWindow) -> Admission {
        let tracking = fingers.compactMap { entry -> UIView? in
            let touch = entry.finger.touch
            guard entry.finger.isDelivered, touch.windowStorage === window,
                  touch.phaseStorage != .ended, touch.phaseStorage != .cancelled else { return nil }
            return touch.viewStorage
        }
        let exclusionAllows = view.isExclusiveTouch
            ? tracking.allSatisfy { $0 === view } : !tracking.contains { $0.isExclusiveTouch }
        guard exclusionAllows else { return .refused }
        if !view.isMultipleTouchEnabled, tracking.contains(where: { $0 === view }) { return .recognizersOnly }
        return .delivered
    }

    /// The tap count of a touch beginning on `view` at `point`: one more than the last
    /// tap's if that was on the same view, nearby, and ended shortly before (TP-2).
    private func tapCount(on view: UIView, at point: CGPoint, time: TimeInterval) -> Int {
        guard let last = lastTap, last.view === view, time - last.time <= EventRouter.multiTapInterval,
              hypot(point.x - last.location.x, point.y - last.location.y) <= EventRouter.multiTapDistance else {
            return 1
        }
        return last.count + 1
    }

    /// Sends one touches event for the touches that changed (the others are stationary in
    /// it), then forgets the fingers that lifted.
    func dispatchTouches(_ changed: [UITouch], at timestamp: TimeInterval) {
        if !changed.isEmpty {
            let delivered = fingers.filter(\.finger.isDelivered).map(\.finger.touch)
            for touch in delivered where !changed.contains(where: { $0 === touch }) {
                touch.phaseStorage = .stationary
            }
            touchesEvent.eventTimestamp = timestamp
            touchesEvent.touchList = delivered
            UIApplication.shared.sendEvent(touchesEvent)
        }
        for (_, finger) in fingers where isOver(finger.touch) {
            recordTap(finger, at: timestamp)
        }
        fingers.removeAll { isOver($0.finger.touch) }
        touchesEvent.touchList = fingers.filter(\.finger.isDelivered).map(\.finger.touch)
    }

    private func isOver(_ touch: UITouch) -> Bool {
        touch.phaseStorage == .ended || touch.phaseStorage == .cancelled
    }

    /// Remembers a delivered touch that ended without wandering as the last tap; anything
    /// else ends the run of taps.
    private func recordTap(_ finger: Finger, at timestamp: TimeInterval) {
        guard finger.isDelivered, !finger.touch.viewDelivery.refusedByView else { return }
        let touch = finger.touch
        guard touch.phaseStorage == .ended, !finger.wandered, let view = touch.viewStorage else {
            lastTap = nil
            return
        }
        lastTap = Tap(view: view, location: finger.location, time: timestamp, count: touch.tapCountStorage)
    }
}
