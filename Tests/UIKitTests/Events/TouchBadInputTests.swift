import Testing
import UIKitTesting

/// Bad touch input (issue 4 "Evidence"): dropped safely, never a crash, and the touches
/// that are fine still arrive.
@MainActor
@Suite("Touch bad input", .serialized)
struct TouchBadInputTests {
    private func sample(_ finger: Int, _ phase: UITouch.Phase, _ x: CGFloat, _ y: CGFloat) -> EventRouter.FingerSample {
        EventRouter.FingerSample(finger: finger, phase: phase, location: CGPoint(x: x, y: y))
    }

    @Test("touches that end, move or cancel without beginning are ignored")
    func endWithoutBegin() {
        let (_, window, log) = makeEventStage()
        window.addRecordingView("V", CGRect(x: 0, y: 0, width: 320, height: 480), log: log)
        let router = EventRouter.current
        router.sendTouches([sample(7, .ended, 10, 10)], at: 1)
        router.sendTouches([sample(8, .moved, 10, 10)], at: 2)
        router.sendTouches([sample(9, .cancelled, 10, 10)], at: 3)
        router.sendTouches([sample(9, .stationary, 10, 10), sample(9, .regionEntered, 10, 10)], at: 4)
        #expect(log.calls.isEmpty)
        router.sendTouches([sample(1, .began, 10, 10)], at: 5)
        router.sendTouches([sample(1, .began, 20, 20)], at: 6)  // already down: ignored
        router.sendTouches([sample(1, .ended, 10, 10)], at: 7)
        router.sendTouches([sample(1, .ended, 10, 10)], at: 8)  // already up: ignored
        #expect(log.labels == ["V.touchesBegan", "V.touchesEnded"])
    }

    @Test("touches outside every window, and their moves and lifts, are ignored")
    func outsideEveryWindow() {
        let sim = Simulator(device: .iPhone3G)
        UIApplication.current = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.makeKeyAndVisible()
        let log = EventLog()
        window.addRecordingView("V", CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        let outside = sim.touchDown(at: CGPoint(x: 200, y: 200))
        sim.touchMove(outside, to: CGPoint(x: 50, y: 50))  // moving into the window does not adopt it
        sim.touchUp(outside)
        sim.tap(at: CGPoint(x: -5, y: 50))
        sim.tap(at: CGPoint(x: 1e12, y: 1e12))
        #expect(log.calls.isEmpty)
        sim.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.labels == ["V.touchesBegan", "V.touchesEnded"])
    }

    @Test("with no window shown (none at all, then only a hidden one), touches go nowhere: the app is sent no event, no view receives one, no finger stays down; a window once shown gets a tap alone")
    func noWindows() throws {
        final class LoggingApplication: UIApplication {
            var types: [UIEvent.EventType] = []
            override func sendEvent(_ event: UIEvent) {
                types.append(event.type)
                super.sendEvent(event)
            }
        }
        let sim = Simulator(device: .iPhone3G)
        let app = LoggingApplication()
        UIApplication.current = app
        func touchEverywhere() {
            sim.tap(at: CGPoint(x: 50, y: 50))
            sim.drag(from: .zero, to: CGPoint(x: 100, y: 100), duration: 0.1)
            sim.pinch(center: CGPoint(x: 100, y: 100), scale: 0.5, duration: 0.1)
        }
        touchEverywhere()
        #expect(app.types.isEmpty, "events sent with no window: \(app.types)")
        #expect(EventRouter.current.fingersDown == 0)

        // A window that exists but is hidden, covered by a view that would log any touch.
        let log = EventLog()
        let window = UIWindow(frame: sim.screen.bounds)
        defer { withExtendedLifetime(window) {} }
        window.addRecordingView("V", sim.screen.bounds, log: log, multipleTouch: true)
        touchEverywhere()
        #expect(app.types.isEmpty, "events sent with only a hidden window: \(app.types)")
        #expect(log.calls.isEmpty, "delivered to a hidden window: \(log.labels)")
        #expect(EventRouter.current.fingersDown == 0)

        // The control: shown, the same window gets a tap, alone in its event.
        window.isHidden = false
        sim.tap(at: CGPoint(x: 50, y: 50))
        #expect(app.types == [.touches, .touches])
        #expect(log.labels == ["V.touchesBegan", "V.touchesEnded"])
        let began = try #require(log.calls.first)
        #expect(began.allTouches?.count == 1)
    }

    @Test("NaN and infinite locations: a touch-down is ignored, a move is skipped, a lift ends in place")
    func nonFiniteLocations() throws {
        let (sim, window, log) = makeEventStage()
        let v = window.addRecordingView("V", CGRect(x: 0, y: 0, width: 320, height: 480), log: log)
        sim.tap(at: CGPoint(x: CGFloat.nan, y: 10))
        sim.tap(at: CGPoint(x: 10, y: CGFloat.infinity))
        #expect(log.calls.isEmpty)
        let router = EventRouter.current
        router.sendTouches([sample(1, .began, 10, 10)], at: 1)
        router.sendTouches([sample(1, .moved, .nan, .nan)], at: 2)
        router.sendTouches([sample(1, .moved, 20, -.infinity)], at: 3)
        router.sendTouches([sample(1, .ended, .nan, 5)], at: 4)
        #expect(log.labels == ["V.touchesBegan", "V.touchesEnded"])
        let touch = try #require(log.calls.last?.touches.first)
        #expect(touch.location(in: v) == CGPoint(x: 10, y: 10))
    }

    @Test("20 fingers at once on a multiple-touch view all arrive, and all lift")
    func twentyFingers() throws {
        let (sim, window, log) = makeEventStage()
        window.addRecordingView("V", CGRect(x: 0, y: 0, width: 320, height: 480), log: log, multipleTouch: true)
        let samples = (0..<20).map { sample(100 + $0, .began, CGFloat(10 + 15 * $0), 100) }
        EventRouter.current.sendTouches(samples, at: 1)
        EventRouter.current.sendTouches(samples.map { sample($0.finger, .moved, $0.location.x, 200) }, at: 2)
        EventRouter.current.sendTouches(samples.map { sample($0.finger, .ended, $0.location.x, 200) }, at: 3)
        #expect(log.labels == ["V.touchesBegan", "V.touchesMoved", "V.touchesEnded"])
        #expect(log.calls.allSatisfy { $0.touches.count == 20 })
        #expect(log.calls.last?.allTouches?.count == 20)
        // Nothing is left down: a new finger is alone in its event.
        sim.touchDown(at: CGPoint(x: 5, y: 5))
        #expect(log.calls.last?.allTouches?.count == 1)
    }

    @Test("two samples of one finger in a batch make two events, in order")
    func repeatedFingerInBatch() {
        let (_, window, log) = makeEventStage()
        window.addRecordingView("V", CGRect(x: 0, y: 0, width: 320, height: 480), log: log)
        EventRouter.current.sendTouches([sample(1, .began, 10, 10), sample(1, .moved, 20, 10), sample(1, .ended, 30, 10)],
                                       at: 1)
        #expect(log.labels == ["V.touchesBegan", "V.touchesMoved", "V.touchesEnded"])
        // A refused finger (V takes one at a time) that lifts and moves in one batch stays lifted.
        let router = EventRouter.current
        router.sendTouches([sample(2, .began, 10, 10)], at: 2)
        router.sendTouches([sample(3, .began, 20, 10)], at: 3)
        router.sendTouches([sample(3, .ended, 20, 10), sample(3, .moved, 30, 10)], at: 4)
        router.sendTouches([sample(2, .ended, 10, 10)], at: 5)
        router.sendTouches([sample(4, .began, 10, 10)], at: 6)
        #expect(log.calls.last?.allTouches?.count == 1)
        #expect(router.fingersDown == 1)
    }

    @Test("TC-11: cancelling every finger sends touchesCancelled once, and their lifts are then ignored")
    func cancellation() {
        let (sim, window, log) = makeEventStage()
        window.addRecordingView("V", CGRect(x: 0, y: 0, width: 320, height: 480), log: log, multipleTouch: true)
        let a = sim.touchDown(at: CGPoint(x: 10, y: 10))
        let b = sim.touchDown(at: CGPoint(x: 100, y: 10))
        sim.cancelAllTouches()
        sim.touchUp(a)
        sim.touchUp(b)
        sim.cancelAllTouches()  // nothing down: nothing sent
        #expect(log.labels == ["V.touchesBegan", "V.touchesBegan", "V.touchesCancelled"])
        #expect(log.calls.last?.touches.count == 2)
        #expect(log.calls.last?.touches.allSatisfy { $0.phase == .cancelled } == true)
        // A cancelled touch is no tap: the next tap counts 1.
        sim.tap(at: CGPoint(x: 10, y: 10))
        #expect(log.touches("V", "touchesBegan").last?.first?.tapCount == 1)
    }

    @Test("a view freed mid-sequence: its touch's later events are delivered to it while the touch holds it")
    func viewFreedMidSequence() {
        let (sim, window, log) = makeEventStage()
        var v: RecordingView? = RecordingView("V", CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        window.addSubview(v!)
        let finger = sim.touchDown(at: CGPoint(x: 10, y: 10))
        v!.removeFromSuperview()
        v = nil  // the touch keeps its view, as UIKit's does
        sim.touchUp(finger)
        #expect(log.labels == ["V.touchesBegan", "V.touchesEnded"])
    }

    @Test("a window the app lets go of mid-sequence lives on until its touch ends, as the touch holds it")
    func windowFreedMidSequence() {
        let sim = Simulator(device: .iPhone3G)
        UIApplication.current = UIApplication()
        let log = EventLog()
        var window: UIWindow? = UIWindow(frame: sim.screen.bounds)
        window!.makeKeyAndVisible()
        window!.addSubview(RecordingView("V", CGRect(x: 0, y: 0, width: 100, height: 100), log: log))
        let finger = sim.touchDown(at: CGPoint(x: 10, y: 10))
        window = nil
        sim.touchMove(finger, to: CGPoint(x: 20, y: 20))
        sim.touchUp(finger)
        #expect(log.labels == ["V.touchesBegan", "V.touchesMoved", "V.touchesEnded"])
    }

    @Test("A-108: while the app ignores interaction events, touches are discarded; afterwards they arrive")
    func ignoringInteractionEvents() {
        let (sim, window, log) = makeEventStage()
        window.addRecordingView("A", CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        UIApplication.shared.beginIgnoringInteractionEvents()
        sim.tap(at: CGPoint(x: 10, y: 10))
        #expect(log.labels.isEmpty)
        UIApplication.shared.endIgnoringInteractionEvents()
        sim.tap(at: CGPoint(x: 10, y: 10))
        #expect(log.labels == ["A.touchesBegan", "A.touchesEnded"])
    }
}
