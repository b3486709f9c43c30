import Testing
import UIKitTesting

/// Multiple touches and exclusive touch (RC-8, RC-10, R-EV-5, R-EV-18,
/// scenario 123).
@MainActor
@Suite("Multiple and exclusive touch", .serialized)
struct MultipleTouchTests {
    @Test("A-91, scenario 123 (RC-8): by default a second finger on V is never reported")
    func secondFingerIgnored() {
        let (sim, window, log) = makeEventStage()
        let v = window.addRecordingView("V", CGRect(x: 0, y: 0, width: 200, height: 200), log: log)
        #expect(!v.isMultipleTouchEnabled)
        let one = sim.touchDown(at: CGPoint(x: 20, y: 20))
        let two = sim.touchDown(at: CGPoint(x: 120, y: 120))
        sim.touchMove(two, to: CGPoint(x: 130, y: 120))
        sim.touchUp(two)
        sim.touchMove(one, to: CGPoint(x: 30, y: 20))
        sim.touchUp(one)
        #expect(log.labels == ["V.touchesBegan", "V.touchesMoved", "V.touchesEnded"])
        #expect(log.calls.allSatisfy { $0.touches.count == 1 && $0.allTouches?.count == 1 })
        #expect(log.calls.last?.touches.first?.location(in: v) == CGPoint(x: 30, y: 20))
    }

    @Test("A-91, scenario 123: with isMultipleTouchEnabled V gets the second finger; the first is stationary")
    func secondFingerDelivered() throws {
        let (sim, window, log) = makeEventStage()
        window.addRecordingView("V", CGRect(x: 0, y: 0, width: 200, height: 200), log: log, multipleTouch: true)
        let one = sim.touchDown(at: CGPoint(x: 20, y: 20))
        sim.touchDown(at: CGPoint(x: 120, y: 120))
        let first = try #require(log.calls.first?.touches.first)
        let second = try #require(log.calls.last?.touches.first)
        #expect(log.labels == ["V.touchesBegan", "V.touchesBegan"])
        #expect(first !== second)
        #expect(log.calls.last?.allTouches?.count == 2)
        #expect(first.phase == .stationary && second.phase == .began)
        sim.touchMove(one, to: CGPoint(x: 25, y: 20))
        #expect(log.calls.last?.touches == [first])
        #expect(second.phase == .stationary)
    }

    @Test("a view without multiple touch takes one finger; each other view takes its own")
    func oneFingerPerView() {
        let (sim, window, log) = makeEventStage()
        window.addRecordingView("A", CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        window.addRecordingView("B", CGRect(x: 100, y: 0, width: 100, height: 100), log: log)
        sim.touchDown(at: CGPoint(x: 10, y: 10))
        sim.touchDown(at: CGPoint(x: 110, y: 10))
        sim.touchDown(at: CGPoint(x: 20, y: 20))  // A already tracks one: not given to A
        #expect(log.labels == ["A.touchesBegan", "B.touchesBegan"])
        #expect(log.calls.last?.allTouches?.count == 2)
    }

    @Test("two fingers landing together on a single-touch view: only the first is delivered")
    func simultaneousFingers() {
        let (sim, window, log) = makeEventStage()
        window.addRecordingView("V", CGRect(x: 0, y: 0, width: 320, height: 480), log: log)
        sim.pinch(center: CGPoint(x: 160, y: 240), scale: 2, duration: 0.1)
        #expect(log.calls.allSatisfy { $0.touches.count == 1 })
        #expect(log.labels.first == "V.touchesBegan" && log.labels.last == "V.touchesEnded")
    }

    /// A key window holding "A" (exclusive touch) at x 0…100 and "B" at x 100…200, side by side.
    private struct ExclusiveStage {
        let sim: Simulator
        /// Kept so the window lives as long as the stage (nothing else holds it).
        let window: UIWindow
        let log: EventLog
    }

    private func exclusiveAndPlain() -> ExclusiveStage {
        let (sim, window, log) = makeEventStage()
        window.addRecordingView("A", CGRect(x: 0, y: 0, width: 100, height: 100), log: log).isExclusiveTouch = true
        window.addRecordingView("B", CGRect(x: 100, y: 0, width: 100, height: 100), log: log)
        return ExclusiveStage(sim: sim, window: window, log: log)
    }

    @Test("A-109a (RC-10): while exclusive A tracks a finger, B gets nothing for another")
    func exclusiveBlocksOthers() {
        let stage = exclusiveAndPlain(), sim = stage.sim
        let held = sim.touchDown(at: CGPoint(x: 10, y: 10))
        let other = sim.touchDown(at: CGPoint(x: 110, y: 10))
        sim.touchMove(other, to: CGPoint(x: 120, y: 10))
        sim.touchUp(other)
        sim.touchUp(held)
        #expect(stage.log.labels == ["A.touchesBegan", "A.touchesEnded"])
    }

    @Test("A-109b: while B tracks a finger, exclusive A gets nothing for another")
    func exclusiveWaitsForOthers() {
        let stage = exclusiveAndPlain(), sim = stage.sim
        let held = sim.touchDown(at: CGPoint(x: 110, y: 10))
        sim.tap(at: CGPoint(x: 10, y: 10))
        sim.touchUp(held)
        #expect(stage.log.labels == ["B.touchesBegan", "B.touchesEnded"])
    }

    @Test("A-109c: once exclusive A's finger lifted, B receives the next finger")
    func exclusiveReleases() {
        let stage = exclusiveAndPlain(), sim = stage.sim
        sim.tap(at: CGPoint(x: 10, y: 10))
        sim.tap(at: CGPoint(x: 110, y: 10))
        #expect(stage.log.labels == ["A.touchesBegan", "A.touchesEnded", "B.touchesBegan", "B.touchesEnded"])
    }

    @Test("RC-10: an exclusive multiple-touch view takes more fingers of its own; other windows are not affected")
    func exclusiveScope() {
        let (sim, window, log) = makeEventStage()
        let a = window.addRecordingView("A", CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        a.isExclusiveTouch = true
        a.isMultipleTouchEnabled = true
        let other = UIWindow(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        other.windowLevel = .alert
        other.isHidden = false
        other.addRecordingView("C", CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        sim.touchDown(at: CGPoint(x: 10, y: 10))
        sim.touchDown(at: CGPoint(x: 50, y: 50))
        sim.touchDown(at: CGPoint(x: 250, y: 50))
        #expect(log.labels == ["A.touchesBegan", "A.touchesBegan", "C.touchesBegan"])
        withExtendedLifetime(other) {}
    }

    @Test("multi-touch gestures: pinch and rotate move both fingers in the same events")
    func twoFingerEvents() {
        let (sim, window, log) = makeEventStage()
        window.addRecordingView("V", CGRect(x: 0, y: 0, width: 320, height: 480), log: log, multipleTouch: true)
        sim.rotate(center: CGPoint(x: 160, y: 240), angle: .pi / 2, duration: 0.1)
        #expect(log.labels.first == "V.touchesBegan" && log.labels.last == "V.touchesEnded")
        #expect(log.calls.allSatisfy { $0.touches.count == 2 })
        #expect(log.labels.count == 8)  // began, six moves (0.1 s at 60 Hz), ended
    }
}
