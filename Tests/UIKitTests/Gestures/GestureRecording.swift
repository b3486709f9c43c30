import Foundation
import UIKitTesting

/// A target recording each action it receives: the recognizer's name and state then, and
/// whatever `probe` reads from the recognizer at that moment.
@MainActor
final class ActionLog {
    struct Entry {
        let name: String
        let state: UIGestureRecognizer.State
        let reading: CGPoint
    }

    private(set) var entries: [Entry] = []
    /// What to read from the recognizer when an action arrives (a location, a translation…).
    var probe: (UIGestureRecognizer) -> CGPoint = { _ in .zero }
    /// Runs after an action is recorded (to act on the recognizer from a handler).
    var reaction: (UIGestureRecognizer) -> Void = { _ in }

    /// "name.state" for each action, in order.
    var labels: [String] { entries.map { "\($0.name).\($0.state)" } }

    /// The states reported to `name`'s actions, in order.
    func states(_ name: String) -> [UIGestureRecognizer.State] {
        entries.filter { $0.name == name }.map(\.state)
    }

    /// The states of `name`'s actions with runs of `.changed` collapsed to one.
    func phases(_ name: String) -> [UIGestureRecognizer.State] {
        states(name).reduce(into: []) { result, state in
            if !(state == .changed && result.last == .changed) { result.append(state) }
        }
    }

    func handle(_ recognizer: UIGestureRecognizer) {
        entries.append(Entry(name: recognizer.name ?? "", state: recognizer.state, reading: probe(recognizer)))
        reaction(recognizer)
    }
}

extension UIGestureRecognizer {
    /// Names the recognizer `name` and makes it send its actions to `log`.
    @discardableResult
    func reporting(to log: ActionLog, as name: String) -> Self {
        self.name = name
        addTarget(log, action: Selector(ActionLog.handle(_:)))
        return self
    }
}

/// A delegate whose answers the test sets, recording what it was asked.
@MainActor
final class GestureDelegateStub: UIGestureRecognizerDelegate {
    var shouldBegin = true
    var simultaneous = false
    var receivesTouches = true
    var receivesEvents = true
    /// The recognizer the delegate's recognizer waits for, and the one that waits for it.
    weak var waitsFor: UIGestureRecognizer?
    weak var awaitedBy: UIGestureRecognizer?
    private(set) var asked: [String] = []

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        asked.append("shouldBegin")
        return shouldBegin
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        asked.append("simultaneous")
        return simultaneous
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        otherGestureRecognizer === waitsFor
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        otherGestureRecognizer === awaitedBy
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        asked.append("shouldReceiveTouch")
        return receivesTouches
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool {
        asked.append("shouldReceiveEvent")
        return receivesEvents
    }
}

/// A recognizer driven by the test: each touch method runs the closure set for it (with the
/// recognizer), and every state it is given and every reset is logged.
final class ScriptedRecognizer: UIGestureRecognizer {
    var onBegan: (ScriptedRecognizer, Set<UITouch>, UIEvent) -> Void = { _, _, _ in }
    var onMoved: (ScriptedRecognizer, Set<UITouch>, UIEvent) -> Void = { _, _, _ in }
    var onEnded: (ScriptedRecognizer, Set<UITouch>, UIEvent) -> Void = { _, _, _ in }
    var onCancelled: (ScriptedRecognizer, Set<UITouch>, UIEvent) -> Void = { _, _, _ in }
    /// Calls received, "touchesBegan" … "reset", and states set, "set began".
    private(set) var calls: [String] = []
    /// Written to when touches arrive, to compare with a view's calls.
    var eventLog: EventLog?

    override var state: State {
        get { super.state }
        set {
            calls.append("set \(newValue)")
            super.state = newValue
        }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        record("touchesBegan", touches, event)
        onBegan(self, touches, event)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        record("touchesMoved", touches, event)
        onMoved(self, touches, event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        record("touchesEnded", touches, event)
        onEnded(self, touches, event)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        record("touchesCancelled", touches, event)
        onCancelled(self, touches, event)
    }

    override func reset() {
        calls.append("reset")
        super.reset()
    }

    private func record(_ method: String, _ touches: Set<UITouch>, _ event: UIEvent) {
        calls.append(method)
        eventLog?.record(name ?? "recognizer", method, touches: touches, event: event)
    }
}
