import Foundation
import UIKitTesting

/// One event method call a responder received: who, which method, what it carried.
struct EventCall {
    let responder: String
    let method: String
    let touches: Set<UITouch>
    let presses: Set<UIPress>
    let event: UIEvent?
    /// The event's touches at the time of the call (the event object is reused), all of
    /// them and those of the recording view.
    let allTouches: Set<UITouch>?
    let viewTouches: Set<UITouch>?

    /// "responder.method", for comparing sequences.
    var label: String { "\(responder).\(method)" }
}

/// The calls responders received, in order.
@MainActor
final class EventLog {
    var calls: [EventCall] = []
    var labels: [String] { calls.map(\.label) }

    func record(_ responder: String, _ method: String, touches: Set<UITouch> = [], presses: Set<UIPress> = [],
                event: UIEvent?, view: UIView? = nil) {
        calls.append(EventCall(responder: responder, method: method, touches: touches, presses: presses, event: event,
                               allTouches: event?.allTouches, viewTouches: view.flatMap { event?.touches(for: $0) }))
    }

    /// The touches of each call of `method` to `responder`, in order.
    func touches(_ responder: String, _ method: String) -> [Set<UITouch>] {
        calls.filter { $0.responder == responder && $0.method == method }.map(\.touches)
    }
}

/// A view that logs every event method it receives. It handles them (the chain stops)
/// unless `forwards`, when it also calls `super` (the default: pass to `next`).
final class RecordingView: UIView {
    let name: String
    let log: EventLog
    var forwards = false
    var acceptsFirstResponder = false
    var refusesToResign = false

    init(_ name: String, _ frame: CGRect, log: EventLog) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override var canBecomeFirstResponder: Bool { acceptsFirstResponder }
    override var canResignFirstResponder: Bool { !refusesToResign }

    @discardableResult
    override func becomeFirstResponder() -> Bool {
        log.record(name, "becomeFirstResponder", event: nil)
        return super.becomeFirstResponder()
    }

    override func resignFirstResponder() -> Bool {
        log.record(name, "resignFirstResponder", event: nil)
        return super.resignFirstResponder()
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.record(name, "touchesBegan", touches: touches, event: event, view: self)
        if forwards { super.touchesBegan(touches, with: event) }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.record(name, "touchesMoved", touches: touches, event: event, view: self)
        if forwards { super.touchesMoved(touches, with: event) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.record(name, "touchesEnded", touches: touches, event: event, view: self)
        if forwards { super.touchesEnded(touches, with: event) }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.record(name, "touchesCancelled", touches: touches, event: event, view: self)
        if forwards { super.touchesCancelled(touches, with: event) }
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.record(name, "pressesBegan", presses: presses, event: event)
        if forwards { super.pressesBegan(presses, with: event) }
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.record(name, "pressesEnded", presses: presses, event: event)
        if forwards { super.pressesEnded(presses, with: event) }
    }

    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log.record(name, "motionBegan", event: event)
        if forwards { super.motionBegan(motion, with: event) }
    }

    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log.record(name, "motionEnded", event: event)
        if forwards { super.motionEnded(motion, with: event) }
    }

    override func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log.record(name, "motionCancelled", event: event)
        if forwards { super.motionCancelled(motion, with: event) }
    }

    override func remoteControlReceived(with event: UIEvent?) {
        log.record(name, "remoteControlReceived", event: event)
        if forwards { super.remoteControlReceived(with: event) }
    }
}

/// A responder (controller, app delegate) that logs the begin methods of each kind of
/// event and handles them.
final class RecordingController: UIViewController {
    let name: String
    let log: EventLog
    var acceptsFirstResponder = false

    init(_ name: String, log: EventLog) {
        self.name = name
        self.log = log
        super.init()
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override var canBecomeFirstResponder: Bool { acceptsFirstResponder }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.record(name, "touchesBegan", touches: touches, event: event)
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.record(name, "pressesBegan", presses: presses, event: event)
    }

    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log.record(name, "motionBegan", event: event)
    }
}

/// An app delegate that is a responder (the end of the chain) and logs what reaches it.
final class RecordingDelegate: UIResponder, UIApplicationDelegate {
    let log: EventLog

    init(log: EventLog) {
        self.log = log
        super.init()
    }

    /// UIApplicationDelegate requires it (UIKit makes delegates from their class).
    override convenience init() {
        self.init(log: EventLog())
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.record("delegate", "touchesBegan", touches: touches, event: event)
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.record("delegate", "pressesBegan", presses: presses, event: event)
    }

    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log.record("delegate", "motionBegan", event: event)
    }
}

/// The usual setting of an events test: `makeEventWindow()` and an empty log, and with
/// `delegateRecords` an app delegate recording into that log. The caller keeps the window
/// alive.
@MainActor
func makeEventStage(delegateRecords: Bool = false) -> (Simulator, UIWindow, EventLog) {
    let log = EventLog()
    let (sim, window) = makeEventWindow(delegate: delegateRecords ? RecordingDelegate(log: log) : nil)
    return (sim, window, log)
}

extension UIView {
    /// Adds a recording view named `name` at `frame`, logging to `log`, in front of the
    /// subviews; returns it.
    @discardableResult
    func addRecordingView(_ name: String, _ frame: CGRect, log: EventLog, multipleTouch: Bool = false) -> RecordingView {
        let view = RecordingView(name, frame, log: log)
        view.isMultipleTouchEnabled = multipleTouch
        addSubview(view)
        return view
    }
}

/// A fresh simulator (iPhone 3G, 320 × 480 at 1×) and a key window filling its screen, with
/// a fresh application whose delegate is `delegate`. The caller keeps the window alive.
@MainActor
func makeEventWindow(delegate: (any UIApplicationDelegate)? = nil) -> (Simulator, UIWindow) {
    let (sim, window) = makeScenarioWindow()
    // These tests press hardware keys.
    sim.hardwareKeyboardConnected = true
    UIApplication.current = UIApplication()
    UIApplication.shared.delegate = delegate
    return (sim, window)
}
