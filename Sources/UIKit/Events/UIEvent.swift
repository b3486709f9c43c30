import Foundation

/// An event: a moment of a multi-touch sequence, a press of a key or button, a device
/// motion (a shake) or a remote-control command.
///
/// As in UIKit, the application reuses one touches event for every moment of touch input:
/// the same object arrives with each phase, its `allTouches` holding every finger on the
/// screen (touches a view refused, under the multiple-touch and exclusive-touch rules, are
/// not part of it).
@preconcurrency @MainActor
open class UIEvent: NSObject {
    /// What an event is about.
    public enum EventType: Int, Sendable {
        case touches = 0
        case motion = 1
        case remoteControl = 2
        case presses = 3
        case scroll = 10
        case hover = 11
        case transform = 14
    }

    /// The kind of motion or remote-control event; `.none` for the others.
    public enum EventSubtype: Int, Sendable {
        case none = 0
        case motionShake = 1
        case remoteControlPlay = 100
        case remoteControlPause = 101
        case remoteControlStop = 102
        case remoteControlTogglePlayPause = 103
        case remoteControlNextTrack = 104
        case remoteControlPreviousTrack = 105
        case remoteControlBeginSeekingBackward = 106
        case remoteControlEndSeekingBackward = 107
        case remoteControlBeginSeekingForward = 108
        case remoteControlEndSeekingForward = 109
    }

    let eventType: EventType
    let eventSubtype: EventSubtype
    var eventTimestamp: TimeInterval
    /// The touches of a touches event, in the order they began.
    var touchList: [UITouch] = []

    /// An empty touches event.
    public override init() {
        eventType = .touches
        eventSubtype = .none
        eventTimestamp = 0
        super.init()
    }

    init(type: EventType, subtype: EventSubtype = .none, timestamp: TimeInterval) {
        eventType = type
        eventSubtype = subtype
        eventTimestamp = timestamp
        super.init()
    }

    /// What the event is about.
    open var type: EventType { eventType }

    /// The kind of motion or remote-control event (`.none` for touches and presses).
    open var subtype: EventSubtype { eventSubtype }

    /// When the event happened, in seconds of the host's clock.
    open var timestamp: TimeInterval { eventTimestamp }

    /// Every touch of the current multi-touch sequence (including stationary ones and those
    /// ending in this event); nil for events that are not about touches.
    open var allTouches: Set<UITouch>? {
        eventType == .touches ? Set(touchList) : nil
    }

    /// The event's touches that belong to `view` (began in it); nil for events that are not
    /// about touches.
    open func touches(for view: UIView) -> Set<UITouch>? {
        eventType == .touches ? Set(touchList.filter { $0.view === view }) : nil
    }

    /// The event's touches that belong to `window`; nil for events that are not about touches.
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        eventType == .touches ? Set(touchList.filter { $0.window === window }) : nil
    }

    /// The samples of `touch` since the last event. Input arrives here one sample per event,
    /// so it is just `touch` (nil if the touch is not in this event).
    open func coalescedTouches(for touch: UITouch) -> [UITouch]? {
        touchList.contains { $0 === touch } ? [touch] : nil
    }

    /// Where `touch` is predicted to go. Nothing is predicted here: empty (nil if the touch
    /// is not in this event).
    open func predictedTouches(for touch: UITouch) -> [UITouch]? {
        touchList.contains { $0 === touch } ? [] : nil
    }
}

/// A motion event (a shake), with the stage it reports.
package final class MotionEvent: UIEvent {
    package enum Stage: Sendable {
        case began, ended, cancelled
    }

    let stage: Stage

    init(_ subtype: EventSubtype, stage: Stage, timestamp: TimeInterval) {
        self.stage = stage
        super.init(type: .motion, subtype: subtype, timestamp: timestamp)
    }
}
