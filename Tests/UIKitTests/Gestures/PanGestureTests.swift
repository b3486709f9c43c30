import Testing
import UIKitTesting

/// UIPanGestureRecognizer and UIScreenEdgePanGestureRecognizer: defaults, state sequences,
/// translation and velocity in different coordinate systems, finger counts, edges.
@MainActor
@Suite("Pan gesture recognizers", .serialized)
struct PanGestureTests {
    @Test("defaults: 1 to Int.max fingers, no translation or velocity; edge pans start from no edge")
    func defaults() {
        let pan = UIPanGestureRecognizer()
        #expect(pan.minimumNumberOfTouches == 1 && pan.maximumNumberOfTouches == Int.max)
        #expect(pan.translation(in: nil) == .zero && pan.velocity(in: nil) == .zero)
        #expect(UIScreenEdgePanGestureRecognizer().edges == [])
        #expect(UIRectEdge.all == [.top, .left, .bottom, .right])
    }

    @Test("success: began after 10 points with that translation, changed as it moves, ended on lift with the whole translation")
    func success() throws {
        let stage = GestureStage()
        let (sim, log, v, actions) = (stage.sim, stage.log, stage.view, stage.actions)
        actions.probe = { ($0 as? UIPanGestureRecognizer)?.translation(in: v) ?? .zero }
        stage.attach(UIPanGestureRecognizer(), as: "pan")

        sim.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), duration: 0.5)
        #expect(actions.phases("pan") == [.began, .changed, .ended])
        let began = try #require(actions.entries.first?.reading)
        #expect(began.x > 10 && began.x < 20 && began.y == 0)
        #expect(actions.entries.last?.reading.isClose(to: CGPoint(x: 100, y: 0)) == true)
        // UIKit's log for a pan: the view's touch began, moved below the threshold, then was cancelled.
        #expect(log.labels.first == "V.touchesBegan" && log.labels.last == "V.touchesCancelled")
        #expect(log.labels.filter { $0 == "V.touchesMoved" }.count >= 1)
    }

    @Test("velocity: points per second of the recent motion, in the view's coordinates; zero once the fingers rest")
    func velocity() {
        let (sim, window, _) = makeEventStage()
        let scaled = UIView(frame: CGRect(x: 0, y: 0, width: 160, height: 150))
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
        window.addSubview(scaled)
        let actions = ActionLog()
        let pan = UIPanGestureRecognizer().reporting(to: actions, as: "pan")
        actions.probe = { _ in pan.velocity(in: nil) }
        window.addGestureRecognizer(pan)

        // 120 points in 0.5 s: 240 points per second.
        let finger = sim.touchDown(at: CGPoint(x: 20, y: 200))
        for step in 1...30 { sim.touchMove(finger, to: CGPoint(x: 20 + 4 * CGFloat(step), y: 200)) }
        #expect(abs(pan.velocity(in: nil).x - 240) < 1 && pan.velocity(in: nil).y == 0)
        #expect(abs(pan.velocity(in: scaled).x - 120) < 1, "half as fast in a view scaled 2×")
        #expect(abs(pan.translation(in: scaled).x - 60) < 0.01)
        sim.touchUp(finger)
        #expect(abs((actions.entries.last?.reading.x ?? 0) - 240) < 1, "the lift keeps the last motion's velocity")

        let resting = sim.touchDown(at: CGPoint(x: 20, y: 200))
        for step in 1...5 { sim.touchMove(resting, to: CGPoint(x: 20 + 4 * CGFloat(step), y: 200)) }
        sim.pause(0.3)
        sim.touchUp(resting)
        #expect(actions.entries.last?.reading == .zero, "resting before the lift: no velocity")
    }

    @Test("setTranslation(.zero) in the handler gives increments that add up; the velocity starts over")
    func incrementalTranslation() {
        let (sim, window, _) = makeEventStage()
        let actions = ActionLog()
        var total = CGPoint.zero
        var velocityAfterSet = CGPoint(x: -1, y: -1)
        actions.reaction = { recognizer in
            guard let pan = recognizer as? UIPanGestureRecognizer else { return }
            let step = pan.translation(in: window)
            total = CGPoint(x: total.x + step.x, y: total.y + step.y)
            pan.setTranslation(.zero, in: window)
            velocityAfterSet = pan.velocity(in: window)
        }
        window.addGestureRecognizer(UIPanGestureRecognizer().reporting(to: actions, as: "pan"))
        sim.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 130, y: 110), duration: 0.25)
        #expect(total.isClose(to: CGPoint(x: 80, y: 60)))
        #expect(velocityAfterSet == .zero)
    }

    @Test("failure: lifting without moving 10 points fails; the view gets the whole touch")
    func failure() {
        let stage = GestureStage()
        let (sim, log, actions) = (stage.sim, stage.log, stage.actions)
        stage.attach(UIPanGestureRecognizer(), as: "pan")
        sim.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 108, y: 104), duration: 0.1)
        #expect(actions.labels.isEmpty)
        #expect(log.labels.first == "V.touchesBegan" && log.labels.last == "V.touchesEnded")
    }

    @Test("cancellation: touches cancelled during a pan cancel it")
    func cancelled() {
        let (sim, window, _) = makeEventStage()
        let actions = ActionLog()
        window.addGestureRecognizer(UIPanGestureRecognizer().reporting(to: actions, as: "pan"))
        let finger = sim.touchDown(at: CGPoint(x: 100, y: 100))
        sim.touchMove(finger, to: CGPoint(x: 130, y: 100))
        sim.cancelAllTouches()
        #expect(actions.labels == ["pan.began", "pan.cancelled"])
    }

    @Test("minimumNumberOfTouches 2: one finger never begins; two fingers pan by their centroid")
    func twoFingerMinimum() {
        let (sim, window, _) = makeEventStage()
        window.isMultipleTouchEnabled = true
        let actions = ActionLog()
        let pan = UIPanGestureRecognizer().reporting(to: actions, as: "pan")
        pan.minimumNumberOfTouches = 2
        actions.probe = { _ in pan.translation(in: nil) }
        window.addGestureRecognizer(pan)

        sim.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 150, y: 50), duration: 0.2)
        #expect(actions.labels.isEmpty)
        let a = sim.touchDown(at: CGPoint(x: 50, y: 100)), b = sim.touchDown(at: CGPoint(x: 90, y: 100))
        sim.touchMove(a, to: CGPoint(x: 50, y: 130))
        #expect(actions.labels == ["pan.began"], "the centroid moved 15 points")
        sim.touchMove(b, to: CGPoint(x: 90, y: 130))
        sim.touchUp(a)
        sim.touchUp(b)
        #expect(actions.phases("pan") == [.began, .changed, .ended])
        #expect(actions.entries.last?.reading == CGPoint(x: 0, y: 30))
    }

    @Test("maximumNumberOfTouches 1: a second finger is ignored and reaches its view; adding fingers does not jump")
    func maximumTouches() throws {
        let stage = GestureStage(multipleTouch: true)
        let (sim, log) = (stage.sim, stage.log)
        let pan = stage.attach(UIPanGestureRecognizer(), as: "pan")
        pan.maximumNumberOfTouches = 1

        let a = sim.touchDown(at: CGPoint(x: 50, y: 50))
        sim.touchMove(a, to: CGPoint(x: 80, y: 50))
        let b = sim.touchDown(at: CGPoint(x: 200, y: 200))
        let second = try #require(log.calls.last?.touches.first)
        #expect(log.calls.last?.label == "V.touchesBegan" && second.gestureRecognizers?.isEmpty == true)
        #expect(pan.numberOfTouches == 1)
        sim.touchMove(b, to: CGPoint(x: 250, y: 250))
        #expect(pan.translation(in: nil) == CGPoint(x: 30, y: 0))
        sim.touchUp(b)
        sim.touchUp(a)
        #expect(log.labels.suffix(2) == ["V.touchesMoved", "V.touchesEnded"])
    }

    @Test("two fingers: a finger joining or leaving does not make the translation jump")
    func fingersJoining() {
        let (sim, window, _) = makeEventStage()
        window.isMultipleTouchEnabled = true
        let pan = UIPanGestureRecognizer()
        window.addGestureRecognizer(pan)
        let a = sim.touchDown(at: CGPoint(x: 50, y: 50))
        sim.touchMove(a, to: CGPoint(x: 70, y: 50))
        let b = sim.touchDown(at: CGPoint(x: 200, y: 50))
        #expect(pan.translation(in: nil) == CGPoint(x: 20, y: 0))
        sim.touchMove(b, to: CGPoint(x: 210, y: 50))
        #expect(pan.translation(in: nil) == CGPoint(x: 25, y: 0), "the centroid moved 5 points")
        sim.touchUp(b)
        sim.touchMove(a, to: CGPoint(x: 80, y: 50))
        #expect(pan.translation(in: nil) == CGPoint(x: 35, y: 0))
        #expect(pan.state == .changed)
        sim.touchUp(a)
    }

    @Test("screen edge: a drag from the left edge pans; one from the middle fails at touch-down")
    func leftEdge() {
        let (sim, window, _) = makeEventStage()
        let actions = ActionLog()
        let edge = UIScreenEdgePanGestureRecognizer().reporting(to: actions, as: "edge")
        edge.edges = .left
        window.addGestureRecognizer(edge)

        sim.drag(from: CGPoint(x: 5, y: 200), to: CGPoint(x: 150, y: 210), duration: 0.3)
        #expect(actions.phases("edge") == [.began, .changed, .ended])
        let finger = sim.touchDown(at: CGPoint(x: 100, y: 200))
        #expect(edge.state == .failed)
        sim.touchMove(finger, to: CGPoint(x: 200, y: 200))
        sim.touchUp(finger)
        #expect(actions.phases("edge") == [.began, .changed, .ended])
    }

    @Test("screen edge: moving along the edge fails; the right edge needs a movement to the left; no edges, no gesture")
    func edgeDirections() {
        let (sim, window, _) = makeEventStage()
        let actions = ActionLog()
        let right = UIScreenEdgePanGestureRecognizer().reporting(to: actions, as: "right")
        right.edges = .right
        let none = UIScreenEdgePanGestureRecognizer().reporting(to: actions, as: "none")
        let delegate = GestureDelegateStub()
        delegate.simultaneous = true
        right.delegate = delegate
        window.addGestureRecognizer(right)
        window.addGestureRecognizer(none)

        sim.drag(from: CGPoint(x: 315, y: 100), to: CGPoint(x: 315, y: 300), duration: 0.2)
        #expect(actions.labels.isEmpty)
        sim.drag(from: CGPoint(x: 315, y: 100), to: CGPoint(x: 150, y: 120), duration: 0.2)
        #expect(actions.phases("right") == [.began, .changed, .ended])
        #expect(actions.states("none").isEmpty)
    }
}
