import Testing
import UIKitTesting

/// UISwipeGestureRecognizer: defaults, directions, speed, fingers, where the swipe began.
@MainActor
@Suite("Swipe gesture recognizer", .serialized)
struct SwipeGestureTests {
    @Test("defaults: to the right, one finger; direction raw values are UIKit's")
    func defaults() {
        let swipe = UISwipeGestureRecognizer()
        #expect(swipe.direction == .right && swipe.numberOfTouchesRequired == 1)
        #expect([UISwipeGestureRecognizer.Direction.right, .left, .up, .down].map(\.rawValue) == [1, 2, 4, 8])
    }

    @Test("success: a quick flick to the right is recognized while the finger moves; location is where it began")
    func success() {
        let stage = GestureStage()
        let (sim, log, v, actions) = (stage.sim, stage.log, stage.view, stage.actions)
        actions.probe = { $0.location(in: v) }
        stage.attach(UISwipeGestureRecognizer(), as: "swipe")

        let finger = sim.touchDown(at: CGPoint(x: 50, y: 100))
        for step in 1...3 { sim.touchMove(finger, to: CGPoint(x: 50 + 20 * CGFloat(step), y: 101)) }
        #expect(actions.labels == ["swipe.ended"], "recognized with the finger still down")
        #expect(actions.entries.first?.reading == CGPoint(x: 50, y: 100))
        sim.touchUp(finger)
        #expect(actions.labels == ["swipe.ended"])
        #expect(log.labels == ["V.touchesBegan", "V.touchesMoved", "V.touchesMoved", "V.touchesCancelled"])
    }

    @Test("failure: a swipe the other way, a slow drag, a steep angle, an early lift")
    func failures() {
        let (sim, window, _) = makeEventStage()
        let actions = ActionLog()
        let swipe = UISwipeGestureRecognizer().reporting(to: actions, as: "swipe")
        window.addGestureRecognizer(swipe)

        sim.swipe(from: CGPoint(x: 250, y: 100), direction: .left)
        sim.drag(from: CGPoint(x: 20, y: 200), to: CGPoint(x: 80, y: 200), duration: 1)
        sim.drag(from: CGPoint(x: 20, y: 100), to: CGPoint(x: 120, y: 190), duration: 0.1)
        sim.drag(from: CGPoint(x: 20, y: 300), to: CGPoint(x: 60, y: 300), duration: 0.1)
        #expect(actions.labels.isEmpty)
    }

    @Test("several directions: left and up both count; each of the Simulator's swipes")
    func directions() {
        let (sim, window, _) = makeEventStage()
        let actions = ActionLog()
        let swipe = UISwipeGestureRecognizer().reporting(to: actions, as: "swipe")
        swipe.direction = [.left, .up]
        window.addGestureRecognizer(swipe)
        sim.swipe(from: CGPoint(x: 250, y: 300), direction: .left)
        sim.swipe(from: CGPoint(x: 150, y: 300), direction: .up)
        sim.swipe(from: CGPoint(x: 50, y: 100), direction: .right)
        sim.swipe(from: CGPoint(x: 150, y: 100), direction: .down)
        #expect(actions.labels == ["swipe.ended", "swipe.ended"])
    }

    @Test("two fingers: both moving together swipe; one finger does not")
    func twoFingers() {
        let (sim, window, _) = makeEventStage()
        window.isMultipleTouchEnabled = true
        let actions = ActionLog()
        let swipe = UISwipeGestureRecognizer().reporting(to: actions, as: "swipe")
        swipe.numberOfTouchesRequired = 2
        swipe.direction = .down
        window.addGestureRecognizer(swipe)

        sim.swipe(from: CGPoint(x: 100, y: 50), direction: .down)
        #expect(actions.labels.isEmpty)
        let a = sim.touchDown(at: CGPoint(x: 100, y: 50)), b = sim.touchDown(at: CGPoint(x: 140, y: 50))
        for step in 1...4 {
            sim.touchMove(a, to: CGPoint(x: 100, y: 50 + 20 * CGFloat(step)))
            sim.touchMove(b, to: CGPoint(x: 140, y: 50 + 20 * CGFloat(step)))
        }
        #expect(actions.labels == ["swipe.ended"])
        sim.touchUp(a)
        sim.touchUp(b)
    }
}
