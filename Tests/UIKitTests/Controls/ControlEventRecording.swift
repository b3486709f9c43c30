import Foundation
import UIKitTesting

/// Records the control events a control sends, by name, in order — each through its own
/// `UIAction`, so the log shows every dispatch.
@MainActor
final class ControlEventLog {
    private(set) var names: [String] = []

    static let touchEvents: [(String, UIControl.Event)] = [
        ("touchDown", .touchDown), ("touchDownRepeat", .touchDownRepeat),
        ("dragInside", .touchDragInside), ("dragOutside", .touchDragOutside),
        ("dragEnter", .touchDragEnter), ("dragExit", .touchDragExit),
        ("upInside", .touchUpInside), ("upOutside", .touchUpOutside), ("cancel", .touchCancel),
        ("valueChanged", .valueChanged), ("primary", .primaryActionTriggered),
    ]

    /// Logs `events` sent by `control` (the touch events, value changed and primary action
    /// by default).
    func watch(_ control: UIControl, _ events: [(String, UIControl.Event)] = ControlEventLog.touchEvents) {
        for (name, event) in events {
            control.addAction(UIAction { [weak self] _ in self?.names.append(name) }, for: event)
        }
    }

    func note(_ name: String) { names.append(name) }

    /// The names with consecutive repeats collapsed (a drag sends many drag-inside events).
    var collapsed: [String] {
        names.reduce(into: []) { result, name in if result.last != name { result.append(name) } }
    }

    func clear() { names = [] }
}

/// A control that logs its tracking calls into a `ControlEventLog`, and can refuse to
/// begin or continue tracking.
@MainActor
final class TrackingControl: UIControl {
    var log: ControlEventLog?
    var beginsTracking = true
    var continuesTracking = true
    /// `isHighlighted` and `isTracking` when each tracking call came.
    var seen: [(String, highlighted: Bool, tracking: Bool)] = []

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        note("begin")
        return beginsTracking
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        note("continue")
        return continuesTracking
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) { note("end") }

    override func cancelTracking(with event: UIEvent?) { note("cancelTracking") }

    private func note(_ name: String) {
        log?.note(name)
        seen.append((name, isHighlighted, isTracking))
    }
}

/// A target with action methods of each shape UIKit accepts: no argument, the sender, the
/// sender and the event.
@MainActor
final class ControlTarget: NSObject {
    var calls: [String] = []
    var senders: [Any?] = []
    var events: [UIEvent?] = []

    func plain() { calls.append("plain") }

    func tapped(_ sender: UIControl) {
        calls.append("tapped")
        senders.append(sender)
    }

    func tapped(_ sender: UIControl, forEvent event: UIEvent?) {
        calls.append("tappedForEvent")
        senders.append(sender)
        events.append(event)
    }
}
