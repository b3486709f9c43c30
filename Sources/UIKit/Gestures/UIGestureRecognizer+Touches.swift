import CoreGraphics
import Foundation

/// The touches of a recognizer's gesture: taking and ignoring them, where they are, and the
/// cleanup after a gesture.
extension UIGestureRecognizer {
    /// Takes a touch that just began in its view or a subview.
    func track(_ touch: UITouch) {
        touchList.append(touch)
        involvedTouches.append(touch)
        touch.recognizerList.append(self)
    }

    /// `ignore(_:for:)`: the touch is no longer delivered here, no longer held back from its
    /// view by this recognizer, and not cancelled there when it recognizes.
    func stopTracking(_ touch: UITouch) {
        guard involvedTouches.contains(where: { $0 === touch }) else { return }
        forget { $0 === touch }
        involvedTouches.removeAll { $0 === touch }
        touch.recognizerList.removeAll { $0 === self }
    }

    /// Whether a touch the recognizer received is still down.
    var hasTouchesDown: Bool {
        involvedTouches.contains { $0.phaseStorage != .ended && $0.phaseStorage != .cancelled }
    }

    /// Drops the touches that ended or were cancelled, once the event that ended them has
    /// been handled (so actions sent for that event still count them).
    func forgetFinishedTouches() {
        forget { $0.phaseStorage == .ended || $0.phaseStorage == .cancelled }
    }

    /// Removes touches from the gesture, remembering where it was when the last one left.
    private func forget(where isForgotten: (UITouch) -> Bool) {
        guard touchList.contains(where: isForgotten) else { return }
        if let window = touchList.first?.windowStorage {
            lastLocation = (centroidLocation(in: nil), window)
        }
        touchList.removeAll(where: isForgotten)
    }

    /// The centroid of the touches in `view`'s coordinates (the window's when nil); once
    /// they are gone, where they were last.
    func centroidLocation(in view: UIView?) -> CGPoint {
        if !touchList.isEmpty {
            let points = touchList.map { $0.location(in: view) }
            let count = CGFloat(points.count)
            return CGPoint(x: points.map(\.x).reduce(0, +) / count, y: points.map(\.y).reduce(0, +) / count)
        }
        guard let (point, window) = lastLocation else { return .zero }
        return UIGestureRecognizer.point(point, from: window, in: view)
    }

    /// `location(ofTouch:in:)`.
    func locationOfTouch(at index: Int, in view: UIView?) -> CGPoint {
        guard touchList.indices.contains(index) else {
            preconditionFailure("UIGestureRecognizer.location(ofTouch:in:): index \(index) is beyond the gesture's "
                + "\(touchList.count) touches; check numberOfTouches first")
        }
        return touchList[index].location(in: view)
    }

    /// The time of the gesture clock: the latest event's timestamp, or a timer's due time.
    var currentTime: TimeInterval { GestureEnvironment.current.clock.now }

    /// Calls `body` after `interval` seconds of the gesture clock, unless the recognizer is
    /// reset first (or the returned timer is cancelled). State changes made in `body` are
    /// handled like those made while touches are delivered.
    @discardableResult
    func scheduleTimer(after interval: TimeInterval, _ body: @escaping @MainActor () -> Void) -> GestureClock.Timer {
        let environment = GestureEnvironment.current
        let timer = environment.clock.schedule(after: interval) {
            environment.perform { _ in body() }
        }
        timers.append(timer)
        return timer
    }

    /// What the environment does after the gesture is over: touches and timers dropped,
    /// state back to `.possible`, then the subclass's `reset()`.
    func finishGesture() {
        forget { _ in true }
        for touch in involvedTouches { touch.recognizerList.removeAll { $0 === self } }
        involvedTouches = []
        for timer in timers { timer.cancel() }
        timers = []
        awaitedStates = nil
        stateStorage = .possible
        isInEnvironment = false
        reset()
    }
}

extension UIEvent {
    /// The event's touches being delivered to `gesture`; nil for events that are not about
    /// touches.
    public func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        eventType == .touches ? Set(touchList.filter { touch in gesture.touchList.contains { $0 === touch } }) : nil
    }
}
