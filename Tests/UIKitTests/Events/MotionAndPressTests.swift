import Testing
import UIKitTesting

/// Motion (MO-3 to MO-6, A-116b), key presses and remote-control events,
/// all delivered to the key window's first responder and up the chain.
@MainActor
@Suite("Motion, presses and remote control", .serialized)
struct MotionAndPressTests {
    /// A key window holding `first`, made first responder, inside `outer`, and an app
    /// delegate that is a responder. The caller keeps the window alive.
    private func firstResponderSetup(log: EventLog) -> (Simulator, UIWindow, RecordingView, RecordingView) {
        let (sim, window) = makeEventWindow(delegate: RecordingDelegate(log: log))
        let outer = window.addRecordingView("S", CGRect(x: 0, y: 0, width: 200, height: 200), log: log)
        let first = outer.addRecordingView("F", CGRect(x: 150, y: 150, width: 10, height: 10), log: log)
        first.acceptsFirstResponder = true
        first.becomeFirstResponder()
        log.calls = []
        return (sim, window, outer, first)
    }

    @Test("A-113 (MO-6, MO-3): a 0.5 s shake: motionBegan then motionEnded, no touches, a timestamp")
    func shortShake() throws {
        let log = EventLog()
        let (sim, window, _, _) = firstResponderSetup(log: log)
        defer { withExtendedLifetime(window) {} }
        sim.shake(duration: 0.5)
        #expect(log.labels == ["F.motionBegan", "F.motionEnded"])
        let began = try #require(log.calls.first?.event)
        let ended = try #require(log.calls.last?.event)
        #expect(began.allTouches == nil)
        #expect(ended.timestamp - began.timestamp >= 0.5 - 1e-9)
    }

    @Test("A-112 (EVT-1): a shake event has type .motion and subtype .motionShake")
    func shakeEventType() throws {
        let log = EventLog()
        let (sim, window, _, _) = firstResponderSetup(log: log)
        defer { withExtendedLifetime(window) {} }
        sim.shake()
        let event = try #require(log.calls.first?.event)
        #expect(event.type == .motion && event.subtype == .motionShake)
        #expect(event.touches(for: UIView()) == nil)
    }

    @Test("A-114 (MO-6): a 1.5 s shake: motionBegan then motionCancelled")
    func longShake() {
        let log = EventLog()
        let (sim, window, _, _) = firstResponderSetup(log: log)
        defer { withExtendedLifetime(window) {} }
        sim.shake(duration: 1.5)
        #expect(log.labels == ["F.motionBegan", "F.motionCancelled"])
    }

    @Test("A-115 (MO-6): a motion rejected as no shake: motionBegan then motionCancelled")
    func rejectedMotion() {
        let log = EventLog()
        let (sim, window, _, _) = firstResponderSetup(log: log)
        defer { withExtendedLifetime(window) {} }
        sim.nonShakeMotion()
        #expect(log.labels == ["F.motionBegan", "F.motionCancelled"])
    }

    @Test("A-116b (MO-5): unhandled by the first responder, motion climbs to its superview; no hit testing")
    func motionClimbsTheChain() {
        let log = EventLog()
        let (sim, window, _, first) = firstResponderSetup(log: log)
        defer { withExtendedLifetime(window) {} }
        first.forwards = true
        sim.shake()
        #expect(log.labels == ["F.motionBegan", "S.motionBegan", "F.motionEnded", "S.motionEnded"])
    }

    @Test("MO-5: with no first responder, motion goes to the key window and up to the app delegate")
    func motionWithoutFirstResponder() {
        let (sim, window, log) = makeEventStage(delegateRecords: true)
        sim.shake()
        withExtendedLifetime(window) {}
        #expect(log.labels == ["delegate.motionBegan"])
    }

    @Test("press(.return): pressesBegan then pressesEnded with the Return key at the first responder")
    func pressReturn() throws {
        let log = EventLog()
        let (sim, window, _, first) = firstResponderSetup(log: log)
        sim.press(.return)
        #expect(log.labels == ["F.pressesBegan", "F.pressesEnded"])
        let press = try #require(log.calls.first?.presses.first)
        #expect(log.calls.last?.presses.first === press)
        #expect(press.phase == .ended && press.force == 0)
        #expect(press.key?.keyCode == .keyboardReturnOrEnter && press.key?.characters == "\r")
        #expect(press.type == .select)
        #expect(press.responder === first && press.window === window)
        let event = try #require(log.calls.first?.event as? UIPressesEvent)
        #expect(event.type == .presses && event.allPresses == [press])
        #expect(event.allTouches == nil)
    }

    @Test("presses: arrow keys report their remote type; unhandled presses climb to the delegate")
    func pressTypesAndForwarding() {
        let log = EventLog()
        let (sim, window, outer, first) = firstResponderSetup(log: log)
        defer { withExtendedLifetime(window) {} }
        first.forwards = true
        outer.forwards = true
        sim.press(.leftArrow)
        #expect(log.labels == ["F.pressesBegan", "S.pressesBegan", "delegate.pressesBegan", "F.pressesEnded",
                               "S.pressesEnded"])
        #expect(log.calls.first?.presses.first?.type == .leftArrow)
        #expect(log.calls.first?.presses.first?.key?.characters == "UIKeyInputLeftArrow")
    }

    @Test("type(_:): one press per character, with shift for capitals and symbols, in order")
    func typing() {
        let log = EventLog()
        let (sim, window, _, _) = firstResponderSetup(log: log)
        defer { withExtendedLifetime(window) {} }
        sim.type("Hi!é")
        let keys = log.calls.filter { $0.method == "pressesBegan" }.compactMap { $0.presses.first?.key }
        #expect(keys.map(\.characters) == ["H", "i", "!", "é"])
        #expect(keys.map(\.charactersIgnoringModifiers) == ["h", "i", "1", "é"])
        #expect(keys.map(\.keyCode) == [.keyboardH, .keyboardI, .keyboard1, .keyboardErrorUndefined])
        #expect(keys.map(\.modifierFlags) == [.shift, [], .shift, []])
        let times = log.calls.compactMap { $0.event?.timestamp }
        #expect(zip(times, times.dropFirst()).allSatisfy { $0 < $1 })
    }

    @Test("Simulator.Key.character maps the US layout")
    func keyMapping() {
        #expect(Simulator.Key.character("\n") == .return)
        #expect(Simulator.Key.character(" ").keyCode == .keyboardSpacebar)
        #expect(Simulator.Key.character("?").keyCode == .keyboardSlash)
        #expect(Simulator.Key.character("0").keyCode == .keyboard0)
        #expect(Simulator.Key.character("Z").modifierFlags == .shift)
    }

    @Test("two keys held: the first is stationary in the second's event")
    func heldKeys() throws {
        let log = EventLog()
        let (_, window, _, _) = firstResponderSetup(log: log)
        defer { withExtendedLifetime(window) {} }
        let shift = UIKey(characters: "", charactersIgnoringModifiers: "", modifierFlags: .shift, keyCode: .keyboardLeftShift)
        let a = UIKey(characters: "A", charactersIgnoringModifiers: "a", modifierFlags: .shift, keyCode: .keyboardA)
        EventRouter.current.sendKeyDown(shift, at: 1)
        EventRouter.current.sendKeyDown(shift, at: 1.1)  // a repeat of a key already down: dropped
        EventRouter.current.sendKeyDown(a, at: 1.2)
        EventRouter.current.sendKeyUp(.keyboardA, at: 1.3)
        EventRouter.current.sendKeyUp(.keyboardA, at: 1.4)  // not down: dropped
        EventRouter.current.sendKeyUp(.keyboardLeftShift, at: 1.5)
        #expect(log.labels == ["F.pressesBegan", "F.pressesBegan", "F.pressesEnded", "F.pressesEnded"])
        let event = try #require(log.calls[1].event as? UIPressesEvent)
        #expect(event.allPresses.count == 2)
        #expect(log.calls[0].presses.first?.phase == .ended)
    }

    @Test("remote control: delivered to the first responder only between begin and end receiving")
    func remoteControl() throws {
        let log = EventLog()
        let (sim, window, _, _) = firstResponderSetup(log: log)
        defer { withExtendedLifetime(window) {} }
        sim.remoteControl(.remoteControlPlay)
        #expect(log.calls.isEmpty)
        UIApplication.shared.beginReceivingRemoteControlEvents()
        sim.remoteControl(.remoteControlTogglePlayPause)
        sim.remoteControl(.motionShake)  // not a remote-control subtype
        UIApplication.shared.endReceivingRemoteControlEvents()
        sim.remoteControl(.remoteControlPause)
        #expect(log.labels == ["F.remoteControlReceived"])
        let event = try #require(log.calls.first?.event)
        #expect(event.type == .remoteControl && event.subtype == .remoteControlTogglePlayPause)
    }

    @Test("no key window: presses, motion and remote-control events are dropped without a crash, and no responder receives them; once the window is key they arrive")
    func noKeyWindow() {
        let log = EventLog()
        let sim = Simulator(device: .iPhone3G)
        sim.hardwareKeyboardConnected = true
        UIApplication.current = UIApplication()
        UIApplication.shared.delegate = RecordingDelegate(log: log)
        defer { UIApplication.shared.endReceivingRemoteControlEvents() }
        UIApplication.shared.beginReceivingRemoteControlEvents()
        // A visible window that is not key, whose first responder passes every event up the
        // chain to the app delegate: anything delivered anywhere would be logged.
        let window = UIWindow(frame: sim.screen.bounds)
        window.isHidden = false
        defer { withExtendedLifetime(window) {} }
        let first = window.addRecordingView("F", CGRect(x: 0, y: 0, width: 10, height: 10), log: log)
        first.forwards = true
        first.acceptsFirstResponder = true
        first.becomeFirstResponder()
        #expect(first.isFirstResponder)
        #expect(!window.isKeyWindow)
        log.calls = []

        func sendEveryKind() {
            sim.press(.return)
            sim.shake()
            sim.remoteControl(.remoteControlPlay)
            sim.type("x")
        }
        sendEveryKind()
        #expect(log.calls.isEmpty, "delivered with no key window: \(log.labels)")

        // The control: the same window made key gets the same events.
        window.makeKey()
        sendEveryKind()
        #expect(log.labels == ["F.pressesBegan", "delegate.pressesBegan", "F.pressesEnded",
                               "F.motionBegan", "delegate.motionBegan", "F.motionEnded",
                               "F.remoteControlReceived",
                               "F.pressesBegan", "delegate.pressesBegan", "F.pressesEnded"])
    }
}
