import Testing
import UIKitTesting

/// The state machine (`state` is set by subclasses, as `UIGestureRecognizerSubclass`
/// allows): every legal transition, the actions each sends, the reset after a final state,
/// and illegal transitions stopping with a message naming the API.
@MainActor
@Suite("Gesture recognizer state machine", .serialized)
struct GestureStateMachineTests {
    /// A window with a scripted recognizer reporting to a fresh action log.
    private func stage() -> (Simulator, UIWindow, ScriptedRecognizer, ActionLog) {
        let (sim, window, _) = makeEventStage()
        let actions = ActionLog()
        let recognizer = ScriptedRecognizer().reporting(to: actions, as: "g")
        window.addGestureRecognizer(recognizer)
        return (sim, window, recognizer, actions)
    }

    @Test("discrete: possible → recognized sends one action, then reset once the finger lifts")
    func discrete() {
        let (sim, window, recognizer, actions) = stage()
        recognizer.onBegan = { g, _, _ in g.state = .recognized }
        let finger = sim.touchDown(at: CGPoint(x: 10, y: 10))
        #expect(actions.labels == ["g.ended"])
        #expect(recognizer.state == .ended, "kept while its touch is down")
        sim.touchMove(finger, to: CGPoint(x: 20, y: 10))
        sim.touchUp(finger)
        #expect(recognizer.calls == ["touchesBegan", "set ended", "reset"], "no touches after it recognized")
        #expect(recognizer.state == .possible)
        _ = window
    }

    @Test("continuous: began → changed → changed → ended, one action each, the state each action reports")
    func continuous() {
        let (sim, window, recognizer, actions) = stage()
        recognizer.onBegan = { g, _, _ in g.state = .began }
        recognizer.onMoved = { g, _, _ in g.state = .changed }
        recognizer.onEnded = { g, _, _ in g.state = .ended }
        sim.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 30, y: 10), duration: 2.0 / 60)
        #expect(actions.labels == ["g.began", "g.changed", "g.changed", "g.ended"])
        #expect(recognizer.calls.last == "reset")
        _ = window
    }

    @Test("began and changed set in one call send both actions, each reporting its own state")
    func twoTransitionsInOneCall() {
        let (sim, window, recognizer, actions) = stage()
        recognizer.onBegan = { g, _, _ in
            g.state = .began
            g.state = .changed
        }
        recognizer.onEnded = { g, _, _ in g.state = .cancelled }
        sim.tap(at: CGPoint(x: 10, y: 10))
        #expect(actions.labels == ["g.began", "g.changed", "g.cancelled"])
        _ = window
    }

    @Test("began → ended directly, and began → cancelled, are legal")
    func shortContinuous() {
        let (sim, window, recognizer, actions) = stage()
        recognizer.onBegan = { g, _, _ in g.state = .began }
        recognizer.onEnded = { g, _, _ in g.state = .ended }
        sim.tap(at: CGPoint(x: 10, y: 10))
        #expect(actions.labels == ["g.began", "g.ended"])
        _ = window
    }

    @Test("possible → failed sends nothing; the recognizer stays failed, taking no touches, until its finger lifts")
    func failed() {
        let (sim, window, recognizer, actions) = stage()
        recognizer.onBegan = { g, _, _ in g.state = .failed }
        let finger = sim.touchDown(at: CGPoint(x: 10, y: 10))
        #expect(recognizer.state == .failed)
        recognizer.state = .failed
        recognizer.state = .possible
        sim.touchMove(finger, to: CGPoint(x: 40, y: 10))
        sim.touchUp(finger)
        #expect(actions.labels.isEmpty)
        #expect(recognizer.calls == ["touchesBegan", "set failed", "set failed", "set possible", "reset"])
        _ = window
    }

    @Test("a state set outside any event (no view) is handled at once: actions, then reset")
    func detachedRecognizer() {
        let actions = ActionLog()
        let recognizer = ScriptedRecognizer().reporting(to: actions, as: "g")
        recognizer.state = .began
        #expect(actions.labels == ["g.began"] && recognizer.state == .began)
        recognizer.state = .ended
        #expect(actions.labels == ["g.began", "g.ended"] && recognizer.state == .possible)
        #expect(recognizer.calls.last == "reset")
    }

    @Test("target–action: several targets in order, duplicates once, removal by target, action or both; weak targets")
    func targets() {
        final class Target {
            var count = 0
            func ping() { count += 1 }
            func poke(_ sender: UIGestureRecognizer) { count += 10 }
        }
        let a = Target(), b = Target()
        let recognizer = UIGestureRecognizer(target: a, action: #Selector(Target.ping))
        recognizer.addTarget(a, action: #Selector(Target.ping))
        recognizer.addTarget(b, action: #Selector(Target.poke(_:)))
        recognizer.addTarget(a, action: #Selector(Target.poke(_:)))
        recognizer.state = .recognized
        #expect(a.count == 11 && b.count == 10)
        recognizer.removeTarget(a, action: #Selector(Target.ping))
        recognizer.state = .recognized
        #expect(a.count == 21 && b.count == 20)
        recognizer.removeTarget(nil, action: #Selector(Target.poke(_:)))
        recognizer.state = .recognized
        #expect(a.count == 21 && b.count == 20)
        recognizer.addTarget(b, action: #Selector(Target.ping))
        recognizer.removeTarget(b, action: nil)
        recognizer.state = .recognized
        #expect(b.count == 20)

        var transient: Target? = Target()
        recognizer.addTarget(transient!, action: #Selector(Target.ping))
        transient = nil
        recognizer.state = .recognized
        #expect(UIGestureRecognizer(target: nil, action: #Selector(Target.ping)).state == .possible)
    }

    @Test("bad input: possible → changed stops with a message naming the API")
    func possibleToChanged() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run { UIGestureRecognizer().state = .changed }
        }
    }

    @Test("bad input: possible → cancelled stops")
    func possibleToCancelled() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run { UIGestureRecognizer().state = .cancelled }
        }
    }

    @Test("bad input: changing the state of a failed recognizer stops")
    func failedToBegan() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run { GestureStateMachineTests.touchDown(setting: [.failed, .began]) }
        }
    }

    @Test("bad input: began → began stops")
    func beganTwice() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run { GestureStateMachineTests.touchDown(setting: [.began, .began]) }
        }
    }

    /// Touches down on a recognizer that sets `states` in turn (for the exit tests).
    static func touchDown(setting states: [UIGestureRecognizer.State]) {
        let (sim, window, _) = makeEventStage()
        let recognizer = ScriptedRecognizer()
        recognizer.onBegan = { g, _, _ in
            for state in states { g.state = state }
        }
        window.addGestureRecognizer(recognizer)
        sim.touchDown(at: CGPoint(x: 10, y: 10))
    }
}
