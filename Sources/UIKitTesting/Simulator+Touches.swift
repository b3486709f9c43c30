import CoreGraphics
import Foundation
import UIKit

/// Touch input on the simulated screen. Points are in the main screen's points.
/// Every event comes one sample interval (1/60 s) after the previous one; gestures move
/// their fingers at that rate with realistic durations.
extension Simulator {
    /// A finger put down with `touchDown(at:)`, until `touchUp(_:)` lifts it.
    public struct Finger: Hashable, Sendable {
        let id: Int
    }

    /// The directions of `swipe(from:direction:)`.
    public enum SwipeDirection: Sendable {
        case right, left, up, down
    }

    /// How long a finger rests on the screen in a tap.
    static let tapDuration: TimeInterval = 0.1
    /// The pause between the two taps of a double tap.
    static let doubleTapGap: TimeInterval = 0.15
    /// How far apart the two fingers of a pinch or rotation start, in points.
    static let twoFingerSpan: CGFloat = 100

    // MARK: Fingers

    /// Puts a finger down at `point`. A finger outside every window, or at a non-finite
    /// point, is ignored by the system (as are its moves and lift).
    @discardableResult
    public func touchDown(at point: CGPoint) -> Finger {
        let finger = Finger(id: input.nextFinger)
        input.nextFinger += 1
        send([(finger, .began, point)])
        return finger
    }

    /// Moves a finger that is down to `point`.
    public func touchMove(_ finger: Finger, to point: CGPoint) {
        send([(finger, .moved, point)])
    }

    /// Lifts a finger where it is. Lifting a finger that is not down does nothing.
    public func touchUp(_ finger: Finger) {
        send([(finger, .ended, input.positions[finger.id] ?? .zero)])
    }

    /// Cancels every finger down, as an interruption (an incoming call) does.
    public func cancelAllTouches() {
        elapse(Simulator.sampleInterval)
        EventRouter.current.cancelAllTouches(at: inputTime)
        input.positions = [:]
    }

    // MARK: Gestures

    /// A tap: down at `point`, up 0.1 s later.
    public func tap(at point: CGPoint) {
        let finger = touchDown(at: point)
        pause(Simulator.tapDuration)
        touchUp(finger)
    }

    /// Two taps at `point`, 0.15 s apart.
    public func doubleTap(at point: CGPoint) {
        tap(at: point)
        pause(Simulator.doubleTapGap)
        tap(at: point)
    }

    /// A finger held still at `point` for `duration` seconds.
    public func longPress(at point: CGPoint, duration: TimeInterval = 1) {
        checkDuration(duration, api: "longPress(at:duration:)")
        let finger = touchDown(at: point)
        pause(duration)
        touchUp(finger)
    }

    /// A finger put down at `start`, moved in a straight line to `end` over `duration`
    /// seconds (a sample every 1/60 s), and lifted there.
    public func drag(from start: CGPoint, to end: CGPoint, duration: TimeInterval = 0.5) {
        checkDuration(duration, api: "drag(from:to:duration:)")
        let finger = touchDown(at: start)
        for t in progress(over: duration) {
            touchMove(finger, to: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
        }
        touchUp(finger)
    }

    /// A quick flick from `start`: `distance` points in `direction` in `duration` seconds.
    public func swipe(from start: CGPoint, direction: SwipeDirection, distance: CGFloat = 200,
                      duration: TimeInterval = 0.15) {
        let offset: CGVector
        switch direction {
        case .right: offset = CGVector(dx: distance, dy: 0)
        case .left: offset = CGVector(dx: -distance, dy: 0)
        case .down: offset = CGVector(dx: 0, dy: distance)
        case .up: offset = CGVector(dx: 0, dy: -distance)
        }
        drag(from: start, to: CGPoint(x: start.x + offset.dx, y: start.y + offset.dy), duration: duration)
    }

    /// Two fingers on either side of `center`, 100 points apart, moving apart (scale > 1)
    /// or together (scale < 1) until their distance is `scale` times the first.
    public func pinch(center: CGPoint, scale: CGFloat, duration: TimeInterval = 0.5) {
        precondition(scale.isFinite && scale > 0, "Simulator.pinch(center:scale:duration:): the scale must be finite and > 0")
        checkDuration(duration, api: "pinch(center:scale:duration:)")
        twoFingers(around: center, duration: duration) { t in
            (Simulator.twoFingerSpan / 2 * (1 + (scale - 1) * t), 0)
        }
    }

    /// Two fingers on either side of `center`, 100 points apart, turning about it by
    /// `angle` radians (positive: clockwise on screen, as UIKit measures rotation).
    public func rotate(center: CGPoint, angle: CGFloat, duration: TimeInterval = 0.5) {
        precondition(angle.isFinite, "Simulator.rotate(center:angle:duration:): the angle must be finite")
        checkDuration(duration, api: "rotate(center:angle:duration:)")
        twoFingers(around: center, duration: duration) { t in (Simulator.twoFingerSpan / 2, angle * t) }
    }

    // MARK: Helpers

    /// Two fingers opposite each other about `center`, at the radius and angle `placement`
    /// gives for progress 0…1: down together, moved together, lifted together.
    private func twoFingers(around center: CGPoint, duration: TimeInterval,
                            placement: (CGFloat) -> (radius: CGFloat, angle: CGFloat)) {
        func points(_ t: CGFloat) -> (CGPoint, CGPoint) {
            let (radius, angle) = placement(t)
            let dx = radius * cos(angle), dy = radius * sin(angle)
            return (CGPoint(x: center.x - dx, y: center.y - dy), CGPoint(x: center.x + dx, y: center.y + dy))
        }
        let first = Finger(id: input.nextFinger), second = Finger(id: input.nextFinger + 1)
        input.nextFinger += 2
        let start = points(0)
        send([(first, .began, start.0), (second, .began, start.1)])
        for t in progress(over: duration) {
            let (a, b) = points(t)
            send([(first, .moved, a), (second, .moved, b)])
        }
        send([(first, .ended, input.positions[first.id] ?? start.0),
              (second, .ended, input.positions[second.id] ?? start.1)])
    }

    /// The progress (0…1] of each sample of a movement lasting `duration`.
    private func progress(over duration: TimeInterval) -> [CGFloat] {
        let samples = max(1, Int((duration / Simulator.sampleInterval).rounded()))
        return (1...samples).map { CGFloat($0) / CGFloat(samples) }
    }

    /// One touches event, a sample interval after the previous event.
    private func send(_ samples: [(Finger, UITouch.Phase, CGPoint)]) {
        elapse(Simulator.sampleInterval)
        for (finger, phase, point) in samples {
            guard point.x.isFinite, point.y.isFinite else { continue }
            switch phase {
            case .began: input.positions[finger.id] = point
            case .moved where input.positions[finger.id] != nil: input.positions[finger.id] = point
            default: input.positions[finger.id] = nil
            }
        }
        EventRouter.current.sendTouches(
            samples.map { EventRouter.FingerSample(finger: $0.0.id, phase: $0.1, location: $0.2) }, at: inputTime)
    }
}
