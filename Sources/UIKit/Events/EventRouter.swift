import CoreGraphics
import Foundation

/// Turns a host's raw input — fingers on the main screen, keys, device motion, remote
/// commands — into UIKit's events, and hands each to `UIApplication.sendEvent(_:)`.
///
/// It does what the system does before an app sees an event: it binds each finger at
/// touch-down to the front-most window and view that hit-test it, applies the multiple-
/// and exclusive-touch rules, counts taps, and keeps the one `UITouch` per finger that
/// UIKit mutates from phase to phase. Bad input is dropped: moves and lifts of fingers
/// that never went down (or were refused), a second touch-down of a finger already down,
/// non-finite locations, touches outside every window.
@MainActor
package final class EventRouter {
    /// The router of the environment in force.
    package static var current: EventRouter { HostEnvironment.current.uiKit.eventRouter }

    /// What happened to one finger, as a host reports it.
    package struct FingerSample {
        /// The host's identifier for the finger, stable from down to up.
        package var finger: Int
        /// `.began`, `.moved`, `.ended` or `.cancelled`; other phases are ignored.
        package var phase: UITouch.Phase
        /// Where the finger is, in the main screen's points.
        package var location: CGPoint

        package init(finger: Int, phase: UITouch.Phase, location: CGPoint) {
            self.finger = finger
            self.phase = phase
            self.location = location
        }
    }

    /// Two touches form a multi-tap when the second begins within this time of the first's
    /// end… (the system's values are not documented; these are the spec's, TP-2)
    package static let multiTapInterval: TimeInterval = 0.35
    /// …within this distance, in points, of it, and the first did not move farther than
    /// this from where it began.
    package static let multiTapDistance: CGFloat = 10

    /// A finger known since its touch-down.
    final class Finger {
        let touch: UITouch
        /// Whether the touch's view takes it; a refused finger is followed to its lift but
        /// never delivered.
        let isDelivered: Bool
        /// Where it began and where it is, in screen points, and whether it has moved
        /// beyond the multi-tap distance.
        let start: CGPoint
        var location: CGPoint
        var wandered = false

        init(touch: UITouch, isDelivered: Bool, start: CGPoint) {
            self.touch = touch
            self.isDelivered = isDelivered
            self.start = start
            location = start
        }
    }

    /// The last touch that ended as a tap, for counting the next touch's taps.
    struct Tap {
        weak var view: UIView?
        let location: CGPoint
        let time: TimeInterval
        let count: Int
    }

    /// The fingers down, by host identifier, in the order they went down.
    var fingers: [(id: Int, finger: Finger)] = []
    var lastTap: Tap?
    /// The one touches event, reused for every moment of touch input as UIKit does.
    let touchesEvent = UIEvent(type: .touches, timestamp: 0)

    /// Keys held, by key code, in the order they went down.
    var keysDown: [(code: UIKeyboardHIDUsage, press: UIPress)] = []
    /// Whether the app asked for remote-control events.
    var receivesRemoteControlEvents = false
    /// The gesture recognizers' side of touch delivery, and their clock.
    package let gestures = GestureEnvironment()

    package init() {}

    /// Delivers what `samples` report as one event at `timestamp` (fingers that change
    /// together, such as the two of a pinch, share an event). A second sample of the same
    /// finger starts a new event at the same time.
    package func sendTouches(_ samples: [FingerSample], at timestamp: TimeInterval) {
        var changed: [UITouch] = []
        for sample in samples {
            if let finger = finger(sample.finger), changed.contains(where: { $0 === finger.touch }) {
                dispatchTouches(changed, at: timestamp)
                changed = []
            }
            if let touch = apply(sample, at: timestamp) { changed.append(touch) }
        }
        dispatchTouches(changed, at: timestamp)
    }

    /// Cancels every finger down (an interruption: a call, the app leaving the foreground).
    package func cancelAllTouches(at timestamp: TimeInterval) {
        sendTouches(fingers.map { FingerSample(finger: $0.id, phase: .cancelled, location: .zero) }, at: timestamp)
    }

    /// How many fingers are down, refused ones included.
    package var fingersDown: Int { fingers.count }

    func finger(_ id: Int) -> Finger? {
        fingers.first { $0.id == id }?.finger
    }
}
