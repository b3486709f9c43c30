import Testing
import UIKitTesting

/// UILongPressGestureRecognizer: defaults, timing from the gesture clock, movement before
/// and after it begins, taps before the press, several fingers, cancellation.
@MainActor
@Suite("Long-press gesture recognizer", .serialized)
struct LongPressGestureTests {
    @Test("defaults: 0.5 s, 10 points, no taps, one finger")
    func defaults() {
        let press = UILongPressGestureRecognizer()
        #expect(press.minimumPressDuration == 0.5 && press.allowableMovement == 10)
        #expect(press.numberOfTapsRequired == 0 && press.numberOfTouchesRequired == 1)
    }

    @Test("success: began once the finger has rested 0.5 s, changed as it moves (any distance), ended on lift")
    func success() {
        let stage = GestureStage()
        let (sim, log, v, actions) = (stage.sim, stage.log, stage.view, stage.actions)
        actions.probe = { $0.location(in: v) }
        stage.attach(UILongPressGestureRecognizer(), as: "press")

        let finger = sim.touchDown(at: CGPoint(x: 100, y: 100))
        sim.pause(0.45)
        #expect(actions.labels.isEmpty)
        sim.pause(0.1)
        #expect(actions.labels == ["press.began"])
        #expect(log.labels == ["V.touchesBegan", "V.touchesCancelled"])
        sim.touchMove(finger, to: CGPoint(x: 200, y: 150))
        sim.touchUp(finger)
        #expect(actions.labels == ["press.began", "press.changed", "press.ended"])
        #expect(actions.entries.map(\.reading) == [CGPoint(x: 100, y: 100), CGPoint(x: 200, y: 150), CGPoint(x: 200, y: 150)])
        #expect(log.labels.count == 2, "nothing more reaches the view")
    }

    @Test("the Simulator's long press (1 s) gives began then ended")
    func simulatorLongPress() {
        let (sim, window, _) = makeEventStage()
        let actions = ActionLog()
        window.addGestureRecognizer(UILongPressGestureRecognizer().reporting(to: actions, as: "press"))
        sim.longPress(at: CGPoint(x: 50, y: 50), duration: 1)
        #expect(actions.labels == ["press.began", "press.ended"])
    }

    @Test("failure: lifting before 0.5 s fails without an action; the view gets the whole touch")
    func liftedEarly() {
        let stage = GestureStage()
        let (sim, log, actions) = (stage.sim, stage.log, stage.actions)
        stage.attach(UILongPressGestureRecognizer(), as: "press")
        sim.longPress(at: CGPoint(x: 50, y: 50), duration: 0.3)
        sim.pause(1)
        #expect(actions.labels.isEmpty)
        #expect(log.labels == ["V.touchesBegan", "V.touchesEnded"])
    }

    @Test("failure: moving more than allowableMovement before it begins; 8 points is allowed")
    func movement() {
        let (sim, window, _) = makeEventStage()
        let actions = ActionLog()
        let press = UILongPressGestureRecognizer().reporting(to: actions, as: "press")
        window.addGestureRecognizer(press)

        let first = sim.touchDown(at: CGPoint(x: 100, y: 100))
        sim.touchMove(first, to: CGPoint(x: 108, y: 100))
        sim.pause(0.6)
        #expect(actions.labels == ["press.began"])
        sim.touchUp(first)

        let second = sim.touchDown(at: CGPoint(x: 100, y: 100))
        sim.touchMove(second, to: CGPoint(x: 100, y: 112))
        #expect(press.state == .failed)
        sim.pause(0.6)
        sim.touchUp(second)
        #expect(actions.labels == ["press.began", "press.ended"])
    }

    @Test("cancellation: touches cancelled after it began cancel the gesture")
    func cancelled() {
        let (sim, window, _) = makeEventStage()
        let actions = ActionLog()
        window.addGestureRecognizer(UILongPressGestureRecognizer().reporting(to: actions, as: "press"))
        sim.touchDown(at: CGPoint(x: 100, y: 100))
        sim.pause(0.6)
        sim.cancelAllTouches()
        #expect(actions.labels == ["press.began", "press.cancelled"])
    }

    @Test("numberOfTapsRequired 1: a tap, then a press; a press alone does not count")
    func tapThenPress() {
        let (sim, window, _) = makeEventStage()
        let actions = ActionLog()
        let press = UILongPressGestureRecognizer().reporting(to: actions, as: "press")
        press.numberOfTapsRequired = 1
        window.addGestureRecognizer(press)

        sim.longPress(at: CGPoint(x: 60, y: 60), duration: 1)
        #expect(actions.labels.isEmpty)
        sim.pause(1)
        sim.tap(at: CGPoint(x: 60, y: 60))
        sim.pause(0.15)
        sim.longPress(at: CGPoint(x: 60, y: 60), duration: 1)
        #expect(actions.labels == ["press.began", "press.ended"])
    }

    @Test("numberOfTouchesRequired 2: the time counts from the second finger; one finger does nothing")
    func twoFingers() {
        let (sim, window, _) = makeEventStage()
        window.isMultipleTouchEnabled = true
        let actions = ActionLog()
        let press = UILongPressGestureRecognizer().reporting(to: actions, as: "press")
        press.numberOfTouchesRequired = 2
        window.addGestureRecognizer(press)

        sim.longPress(at: CGPoint(x: 60, y: 60), duration: 1)
        #expect(actions.labels.isEmpty)
        let a = sim.touchDown(at: CGPoint(x: 60, y: 60))
        sim.pause(0.4)
        let b = sim.touchDown(at: CGPoint(x: 100, y: 60))
        sim.pause(0.4)
        #expect(actions.labels.isEmpty)
        sim.pause(0.2)
        #expect(actions.labels == ["press.began"])
        sim.touchUp(a)
        sim.touchUp(b)
        #expect(actions.labels == ["press.began", "press.ended"])
    }

    @Test("minimumPressDuration 0 begins at touch-down")
    func zeroDuration() {
        let (sim, window, _) = makeEventStage()
        let actions = ActionLog()
        let press = UILongPressGestureRecognizer().reporting(to: actions, as: "press")
        press.minimumPressDuration = 0
        window.addGestureRecognizer(press)
        sim.touchDown(at: CGPoint(x: 60, y: 60))
        #expect(actions.labels == ["press.began"])
    }
}
