import Testing
import UIKitTesting

/// UITapGestureRecognizer: defaults, the state sequence of success, failure and
/// cancellation, multiple taps and fingers, and the double tap of the iPhone guide's taps
/// done with a recognizer.
@MainActor
@Suite("Tap gesture recognizer", .serialized)
struct TapGestureTests {
    @Test("defaults: one tap of one finger; cancels touches, delays ends, not begins; enabled")
    func defaults() {
        let tap = UITapGestureRecognizer()
        #expect(tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1)
        #expect(tap.cancelsTouchesInView && tap.delaysTouchesEnded && !tap.delaysTouchesBegan)
        #expect(tap.isEnabled && tap.state == .possible && tap.view == nil && tap.delegate == nil)
        #expect(tap.numberOfTouches == 0 && tap.location(in: nil) == .zero)
        #expect(UIGestureRecognizer.State.recognized == .ended)
        #expect([UIGestureRecognizer.State.possible, .began, .changed, .ended, .cancelled, .failed].map(\.rawValue)
            == [0, 1, 2, 3, 4, 5])
    }

    @Test("success: recognized on lift with one action; the view's touch is cancelled, not ended")
    func recognized() throws {
        let stage = GestureStage()
        let (sim, log, v, actions) = (stage.sim, stage.log, stage.view, stage.actions)
        let tap = UITapGestureRecognizer().reporting(to: actions, as: "tap")
        var seen: (CGPoint, Int, CGPoint)?
        actions.reaction = { seen = ($0.location(in: v), $0.numberOfTouches, $0.location(ofTouch: 0, in: nil)) }
        v.addGestureRecognizer(tap)

        sim.tap(at: CGPoint(x: 40, y: 50))
        #expect(actions.labels == ["tap.ended"])
        #expect(log.labels == ["V.touchesBegan", "V.touchesCancelled"])
        let (location, touches, first) = try #require(seen)
        #expect(location == CGPoint(x: 40, y: 50) && touches == 1 && first == CGPoint(x: 40, y: 50))
        // Over: reset, the touch gone, the place kept.
        #expect(tap.state == .possible && tap.numberOfTouches == 0)
        #expect(tap.location(in: v) == CGPoint(x: 40, y: 50))
        let touch = try #require(log.calls.first?.touches.first)
        #expect(touch.view == nil, "a recognized touch is no longer delivered to a view")
        #expect(touch.gestureRecognizers?.isEmpty == true)
    }

    @Test("failure: a finger moving more than 10 points fails the tap at once; the view gets the whole touch")
    func movedTooFar() {
        let stage = GestureStage()
        let (sim, log, actions) = (stage.sim, stage.log, stage.actions)
        let tap = stage.attach(UITapGestureRecognizer(), as: "tap")

        let finger = sim.touchDown(at: CGPoint(x: 50, y: 50))
        #expect(tap.state == .possible && tap.numberOfTouches == 1)
        sim.touchMove(finger, to: CGPoint(x: 58, y: 50))
        #expect(tap.state == .possible)
        sim.touchMove(finger, to: CGPoint(x: 61, y: 50))
        #expect(tap.state == .failed, "failed, and kept so until the finger lifts")
        sim.touchUp(finger)
        #expect(tap.state == .possible)
        #expect(actions.labels.isEmpty)
        #expect(log.labels == ["V.touchesBegan", "V.touchesMoved", "V.touchesMoved", "V.touchesEnded"])
    }

    @Test("cancellation: touches cancelled by the system fail a tap without an action")
    func cancelled() {
        let stage = GestureStage()
        let (sim, log, actions) = (stage.sim, stage.log, stage.actions)
        stage.attach(UITapGestureRecognizer(), as: "tap")
        sim.touchDown(at: CGPoint(x: 50, y: 50))
        sim.cancelAllTouches()
        #expect(actions.labels.isEmpty)
        #expect(log.labels == ["V.touchesBegan", "V.touchesCancelled"])
    }

    @Test("A-92 with a recognizer: two taps 0.15 s apart make one double tap; the view's two touches are cancelled")
    func doubleTap() {
        let stage = GestureStage()
        let (sim, log, actions) = (stage.sim, stage.log, stage.actions)
        let double = stage.attach(makeDoubleTap(), as: "double")

        sim.tap(at: CGPoint(x: 40, y: 40))
        #expect(actions.labels.isEmpty && double.state == .possible)
        #expect(log.labels == ["V.touchesBegan"], "the lift waits: delaysTouchesEnded")
        sim.pause(0.15)
        sim.tap(at: CGPoint(x: 42, y: 41))
        #expect(actions.labels == ["double.ended"])
        #expect(log.labels == ["V.touchesBegan", "V.touchesBegan", "V.touchesCancelled"])
        #expect(log.calls.last?.touches.count == 2)
    }

    @Test("a double tap fails when the second tap comes after 0.35 s; the held lift then reaches the view")
    func doubleTapTooSlow() {
        let stage = GestureStage()
        let (sim, log, actions) = (stage.sim, stage.log, stage.actions)
        stage.attach(makeDoubleTap(), as: "double")

        sim.tap(at: CGPoint(x: 40, y: 40))
        sim.pause(0.3)
        #expect(log.labels == ["V.touchesBegan"])
        sim.pause(0.1)
        #expect(log.labels == ["V.touchesBegan", "V.touchesEnded"], "released when the double tap failed")
        sim.tap(at: CGPoint(x: 40, y: 40))
        sim.pause(0.5)
        #expect(actions.labels.isEmpty)
    }

    @Test("A-93 with a recognizer: a second tap on a sibling does not complete a double tap")
    func doubleTapOnSibling() {
        let (sim, window, log) = makeEventStage()
        let v = window.addRecordingView("V", CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        let w = window.addRecordingView("W", CGRect(x: 100, y: 0, width: 100, height: 100), log: log)
        let actions = ActionLog()
        for (view, name) in [(v, "onV"), (w, "onW")] {
            let double = makeDoubleTap().reporting(to: actions, as: name)
            view.addGestureRecognizer(double)
        }
        sim.tap(at: CGPoint(x: 95, y: 50))
        sim.pause(0.2)
        sim.tap(at: CGPoint(x: 105, y: 50))
        sim.pause(0.5)
        #expect(actions.labels.isEmpty)
    }

    @Test("a double tap fails when the second tap lands more than 10 points from the first")
    func doubleTapTooFarApart() {
        let (sim, window, _) = makeEventStage()
        let actions = ActionLog()
        let double = makeDoubleTap().reporting(to: actions, as: "double")
        window.addGestureRecognizer(double)
        sim.tap(at: CGPoint(x: 40, y: 40))
        sim.pause(0.15)
        sim.tap(at: CGPoint(x: 60, y: 40))
        #expect(actions.labels.isEmpty)
    }

    @Test("two-finger tap: both down then both up is recognized at their centroid; one finger fails, three fail")
    func twoFingers() {
        let (sim, window, _) = makeEventStage()
        let actions = ActionLog()
        actions.probe = { $0.location(in: nil) }
        let tap = UITapGestureRecognizer().reporting(to: actions, as: "tap")
        tap.numberOfTouchesRequired = 2
        window.isMultipleTouchEnabled = true
        window.addGestureRecognizer(tap)

        let a = sim.touchDown(at: CGPoint(x: 100, y: 100)), b = sim.touchDown(at: CGPoint(x: 140, y: 120))
        sim.touchUp(a)
        #expect(actions.labels.isEmpty)
        sim.touchUp(b)
        #expect(actions.labels == ["tap.ended"])
        #expect(actions.entries.first?.reading == CGPoint(x: 120, y: 110))

        sim.tap(at: CGPoint(x: 100, y: 100))
        let c = sim.touchDown(at: CGPoint(x: 100, y: 100)), d = sim.touchDown(at: CGPoint(x: 120, y: 100))
        let e = sim.touchDown(at: CGPoint(x: 140, y: 100))
        for finger in [c, d, e] { sim.touchUp(finger) }
        #expect(actions.labels == ["tap.ended"])
    }
}
