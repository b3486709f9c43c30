import Foundation
import Testing
import UIKitTesting

/// The Simulator's input synthesis (its names are a contract tests rely on): timing at
/// 60 Hz and the geometry of each gesture, and the swipe listing (SW-1 to SW-3; A-95 to
/// A-100) driven through it.
@MainActor
@Suite("Simulator input", .serialized)
struct SimulatorInputTests {
    /// Every touch delivered to a full-screen multiple-touch view: (phase, location in the
    /// window, timestamp, touch) per touch per call.
    final class Tracker: UIView {
        var samples: [(phase: UITouch.Phase, point: CGPoint, time: TimeInterval, touch: UITouch)] = []
        func note(_ touches: Set<UITouch>) {
            for touch in touches.sorted(by: { $0.location(in: nil).x < $1.location(in: nil).x }) {
                samples.append((touch.phase, touch.location(in: nil), touch.timestamp, touch))
            }
        }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { note(touches) }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { note(touches) }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { note(touches) }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { note(touches) }
    }

    private func makeTracker() -> (Simulator, UIWindow, Tracker) {
        let (sim, window) = makeEventWindow()
        let tracker = Tracker(frame: window.bounds)
        tracker.isMultipleTouchEnabled = true
        window.addSubview(tracker)
        return (sim, window, tracker)
    }

    private func isClose(_ a: TimeInterval, _ b: TimeInterval) -> Bool { abs(a - b) < 1e-9 }

    @Test("tap: down, then up 0.1 s later at the same point; no moves")
    func tap() {
        let (sim, window, tracker) = makeTracker()
        sim.tap(at: CGPoint(x: 100, y: 100))
        #expect(tracker.samples.map(\.phase) == [.began, .ended])
        #expect(tracker.samples.allSatisfy { $0.point == CGPoint(x: 100, y: 100) })
        #expect(isClose(tracker.samples[1].time - tracker.samples[0].time, 0.1))
        withExtendedLifetime(window) {}
    }

    @Test("doubleTap: two taps, 0.15 s between the first lift and the second touch-down, counting 1 and 2")
    func doubleTap() {
        let (sim, window, tracker) = makeTracker()
        sim.doubleTap(at: CGPoint(x: 100, y: 100))
        #expect(tracker.samples.map(\.phase) == [.began, .ended, .began, .ended])
        #expect(isClose(tracker.samples[2].time - tracker.samples[1].time, 0.15))
        #expect(tracker.samples.map(\.touch.tapCount) == [1, 1, 2, 2])
        withExtendedLifetime(window) {}
    }

    @Test("longPress: the finger rests for the duration without moving")
    func longPress() {
        let (sim, window, tracker) = makeTracker()
        sim.longPress(at: CGPoint(x: 50, y: 60), duration: 0.8)
        #expect(tracker.samples.map(\.phase) == [.began, .ended])
        #expect(isClose(tracker.samples[1].time - tracker.samples[0].time, 0.8))
        withExtendedLifetime(window) {}
    }

    @Test("drag: samples every 1/60 s along the line, the last at the end point, then the lift")
    func drag() {
        let (sim, window, tracker) = makeTracker()
        sim.drag(from: CGPoint(x: 0, y: 100), to: CGPoint(x: 120, y: 160), duration: 0.5)
        let phases = tracker.samples.map(\.phase)
        #expect(phases.first == .began && phases.last == .ended)
        #expect(phases.filter { $0 == .moved }.count == 30)
        let times = tracker.samples.map(\.time)
        #expect(zip(times, times.dropFirst()).allSatisfy { isClose($1 - $0, 1.0 / 60) })
        let moves = tracker.samples.filter { $0.phase == .moved }.map(\.point)
        #expect(moves.allSatisfy { abs(($0.y - 100) - ($0.x) / 2) < 1e-9 })  // on the line
        #expect(moves.last == CGPoint(x: 120, y: 160))
        #expect(tracker.samples.last?.point == CGPoint(x: 120, y: 160))
        withExtendedLifetime(window) {}
    }

    @Test("swipe: a 200-point flick in 0.15 s in each direction")
    func swipe() {
        let (sim, window, tracker) = makeTracker()
        let start = CGPoint(x: 160, y: 240)
        let ends: [(Simulator.SwipeDirection, CGPoint)] = [
            (.right, CGPoint(x: 360, y: 240)), (.left, CGPoint(x: -40, y: 240)),
            (.up, CGPoint(x: 160, y: 40)), (.down, CGPoint(x: 160, y: 440)),
        ]
        for (direction, end) in ends {
            tracker.samples = []
            sim.swipe(from: start, direction: direction)
            #expect(tracker.samples.last?.point == end, "\(direction)")
            #expect(tracker.samples.filter { $0.phase == .moved }.count == 9, "\(direction)")
        }
        withExtendedLifetime(window) {}
    }

    @Test("pinch: two fingers about the centre, 100 points apart, ending `scale` times as far apart")
    func pinch() {
        let (sim, window, tracker) = makeTracker()
        let center = CGPoint(x: 160, y: 240)
        sim.pinch(center: center, scale: 0.5, duration: 0.25)
        let began = tracker.samples.filter { $0.phase == .began }.map(\.point)
        let ended = tracker.samples.filter { $0.phase == .ended }.map(\.point)
        #expect(began.count == 2 && ended.count == 2)
        #expect(hypot(began[1].x - began[0].x, began[1].y - began[0].y) == 100)
        #expect(abs(hypot(ended[1].x - ended[0].x, ended[1].y - ended[0].y) - 50) < 1e-9)
        #expect(CGPoint(x: (ended[0].x + ended[1].x) / 2, y: (ended[0].y + ended[1].y) / 2).isClose(to: center))
        // Both fingers move in every event: 15 samples of two touches.
        #expect(tracker.samples.filter { $0.phase == .moved }.count == 30)
        withExtendedLifetime(window) {}
    }

    @Test("rotate: the line between the fingers turns by the angle, clockwise for positive angles")
    func rotate() {
        let (sim, window, tracker) = makeTracker()
        let center = CGPoint(x: 160, y: 240)
        sim.rotate(center: center, angle: .pi / 2, duration: 0.5)
        let ended = tracker.samples.filter { $0.phase == .ended }.map(\.point).sorted { $0.y < $1.y }
        // Fingers start left and right of the centre; a quarter turn clockwise (y down) puts
        // them above and below it.
        #expect(ended[0].isClose(to: CGPoint(x: 160, y: 190)))
        #expect(ended[1].isClose(to: CGPoint(x: 160, y: 290)))
        withExtendedLifetime(window) {}
    }

    @Test("every input event is later than the one before, across gestures, keys and motion")
    func monotonicTime() {
        let (sim, window, tracker) = makeTracker()
        sim.tap(at: CGPoint(x: 10, y: 10))
        sim.press(.space)
        sim.shake(duration: 0.2)
        sim.tap(at: CGPoint(x: 10, y: 10))
        let times = tracker.samples.map(\.time)
        #expect(zip(times, times.dropFirst()).allSatisfy { $0 < $1 })
        #expect(times.last! - times.first! > 0.2)
        withExtendedLifetime(window) {}
    }

    /// Listing 3-2's swipe detection: 12 points along, at most 4 across, checked on every move.
    final class SwipeView: UIView {
        var vertical = false
        var start = CGPoint.zero
        var swipes: [String] = []
        var others = 0
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            start = touches.first!.location(in: self)
        }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            let current = touches.first!.location(in: self)
            let along = vertical ? current.y - start.y : current.x - start.x
            let across = vertical ? current.x - start.x : current.y - start.y
            if abs(along) >= 12, abs(across) <= 4 {
                swipes.append(along > 0 ? (vertical ? "down" : "right") : (vertical ? "up" : "left"))
            } else {
                others += 1
            }
        }
    }

    /// The swipes a SwipeView detects for a finger from (100, 100) through `moves`.
    private func swipes(through moves: [CGPoint], vertical: Bool = false) -> ([String], Int) {
        let (sim, window) = makeEventWindow()
        let view = SwipeView(frame: window.bounds)
        view.vertical = vertical
        window.addSubview(view)
        let finger = sim.touchDown(at: CGPoint(x: 100, y: 100))
        for point in moves { sim.touchMove(finger, to: point) }
        sim.touchUp(finger)
        return (view.swipes, view.others)
    }

    @Test("A-95, A-96, A-97 (SW-2, SW-3): 12 points right or left is a swipe; 11 is not")
    func horizontalSwipes() {
        #expect(swipes(through: [CGPoint(x: 112, y: 100)]).0 == ["right"])
        #expect(swipes(through: [CGPoint(x: 88, y: 100)]).0 == ["left"])
        let (none, others) = swipes(through: [CGPoint(x: 111, y: 100)])
        #expect(none.isEmpty && others == 1)
    }

    @Test("A-98 (SW-2): 4 points across still counts, 5 does not")
    func swipeTolerance() {
        #expect(swipes(through: [CGPoint(x: 112, y: 104)]).0 == ["right"])
        #expect(swipes(through: [CGPoint(x: 112, y: 105)]).0.isEmpty)
    }

    @Test("A-99 (SW-3): the listing reports the swipe on every qualifying move")
    func repeatedSwipe() {
        let (found, others) = swipes(through: [CGPoint(x: 106, y: 100), CGPoint(x: 113, y: 101), CGPoint(x: 120, y: 101)])
        #expect(found == ["right", "right"] && others == 1)
    }

    @Test("A-100 (SW-1): the vertical variant")
    func verticalSwipe() {
        #expect(swipes(through: [CGPoint(x: 100, y: 115)], vertical: true).0 == ["down"])
        #expect(swipes(through: [CGPoint(x: 103, y: 115)], vertical: true).0 == ["down"])
        #expect(swipes(through: [CGPoint(x: 105, y: 115)], vertical: true).0.isEmpty)
    }
}
