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
        addTarget(log, action: #Selector(ActionLog.handle(_:)))
        return self
    }
}

/// The usual gesture test: a fresh event stage (`makeEventStage()`), a recording view "V" at
/// (0, 0, 300, 300) and an action log. Holding the stage keeps the window alive.
@MainActor
final class GestureStage {
    let sim: Simulator
    let window: UIWindow
    let log: EventLog
    let view: RecordingView
    let actions = ActionLog()

    init(multipleTouch: Bool = false) {
        (sim, window, log) = makeEventStage()
        view = window.addRecordingView("V", CGRect(x: 0, y: 0, width: 300, height: 300), log: log,
                                       multipleTouch: multipleTouch)
    }

    /// Attaches `recognizer` to `view` (V when nil), reporting to `actions` as `name`.
    @discardableResult
    func attach<Recognizer: UIGestureRecognizer>(_ recognizer: Recognizer, as name: String,
                                                 to view: UIView? = nil) -> Recognizer {
        (view ?? self.view).addGestureRecognizer(recognizer.reporting(to: actions, as: name))
        return recognizer
    }

    /// A parent "P" at (0, 0, 300, 300) with a child "C" at (0, 0, 100, 100), recording to
    /// `log`, in front of V.
    func addParentAndChild() -> (parent: RecordingView, child: RecordingView) {
        let parent = window.addRecordingView("P", CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        return (parent, parent.addRecordingView("C", CGRect(x: 0, y: 0, width: 100, height: 100), log: log))
    }
}

/// A tap recognizer that needs two taps.
@MainActor
func makeDoubleTap() -> UITapGestureRecognizer {
    let double = UITapGestureRecognizer()
    double.numberOfTapsRequired = 2
    return double
}

/// A delegate whose answers the test sets, recording what it was asked.
@MainActor
final class GestureDelegateStub: NSObject, UIGestureRecognizerDelegate {
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

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { run("touchesBegan", touches, event, onBegan) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { run("touchesMoved", touches, event, onMoved) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { run("touchesEnded", touches, event, onEnded) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        run("touchesCancelled", touches, event, onCancelled)
    }

    override func reset() {
        calls.append("reset")
        super.reset()
    }

    /// Logs a touch method's call, then runs its script.
    private func run(_ method: String, _ touches: Set<UITouch>, _ event: UIEvent,
                     _ script: (ScriptedRecognizer, Set<UITouch>, UIEvent) -> Void) {
        calls.append(method)
        eventLog?.record(name ?? "recognizer", method, touches: touches, event: event)
        script(self, touches, event)
    }
}
