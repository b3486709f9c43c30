import Foundation
import Testing
import UIKitTesting

/// UIPinchGestureRecognizer and UIRotationGestureRecognizer: scale, rotation and their
/// velocities, state sequences, and the two recognized together through the delegate.
@MainActor
@Suite("Pinch and rotation gesture recognizers", .serialized)
struct PinchRotationGestureTests {
    @Test("defaults: scale 1, rotation 0, no velocity")
    func defaults() {
        #expect(UIPinchGestureRecognizer().scale == 1 && UIPinchGestureRecognizer().velocity == 0)
        #expect(UIRotationGestureRecognizer().rotation == 0 && UIRotationGestureRecognizer().velocity == 0)
    }

    /// A gesture stage whose window has a pinch reporting (scale, velocity) to the actions.
    private func pinchStage() -> (GestureStage, UIPinchGestureRecognizer) {
        let stage = GestureStage()
        let pinch = stage.attach(UIPinchGestureRecognizer(), as: "pinch", to: stage.window)
        stage.actions.probe = { _ in CGPoint(x: pinch.scale, y: pinch.velocity) }
        return (stage, pinch)
    }

    @Test("pinch open: began, changed, ended; the scale reaches 2 at 2 per second; reset to 1 afterwards")
    func pinchOpen() throws {
        let (stage, pinch) = pinchStage()
        let (sim, actions) = (stage.sim, stage.actions)

        sim.pinch(center: CGPoint(x: 160, y: 240), scale: 2, duration: 0.5)
        #expect(actions.phases("pinch") == [.began, .changed, .ended])
        let began = try #require(actions.entries.first?.reading)
        #expect(began.x > 1 && began.x < 1.2)
        let last = try #require(actions.entries.last?.reading)
        #expect(abs(last.x - 2) < 1e-6)
        #expect(abs(last.y - 2) < 0.05, "the scale grew by 2 in 0.5 s: 2 per second")
        #expect(pinch.scale == 1 && pinch.state == .possible)
    }

    @Test("pinch close: the scale falls to 0.5 with a negative velocity")
    func pinchClose() throws {
        let (stage, _) = pinchStage()
        let (sim, actions) = (stage.sim, stage.actions)
        sim.pinch(center: CGPoint(x: 160, y: 240), scale: 0.5, duration: 0.5)
        let last = try #require(actions.entries.last?.reading)
        #expect(abs(last.x - 0.5) < 1e-6 && last.y < 0)
    }

    @Test("setting the scale to 1 in the handler gives factors whose product is the pinch")
    func incrementalScale() {
        let (sim, window, _) = makeEventStage()
        let actions = ActionLog()
        var product: CGFloat = 1
        actions.reaction = { recognizer in
            guard let pinch = recognizer as? UIPinchGestureRecognizer else { return }
            product *= pinch.scale
            pinch.scale = 1
        }
        window.addGestureRecognizer(UIPinchGestureRecognizer().reporting(to: actions, as: "pinch"))
        sim.pinch(center: CGPoint(x: 160, y: 240), scale: 3, duration: 0.3)
        #expect(abs(product - 3) < 1e-6)
    }

    @Test("pinch failure and cancellation: one finger never begins; cancelled touches cancel a begun pinch")
    func pinchFailureAndCancel() {
        let (sim, window, _) = makeEventStage()
        window.isMultipleTouchEnabled = true
        let actions = ActionLog()
        let pinch = UIPinchGestureRecognizer().reporting(to: actions, as: "pinch")
        window.addGestureRecognizer(pinch)
        sim.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 250, y: 250), duration: 0.2)
        #expect(actions.labels.isEmpty)

        let a = sim.touchDown(at: CGPoint(x: 100, y: 200)), b = sim.touchDown(at: CGPoint(x: 200, y: 200))
        sim.touchUp(a)
        #expect(pinch.state == .failed, "a finger left before the pinch began")
        sim.touchUp(b)

        let c = sim.touchDown(at: CGPoint(x: 100, y: 200))
        sim.touchDown(at: CGPoint(x: 200, y: 200))
        sim.touchMove(c, to: CGPoint(x: 80, y: 200))
        sim.cancelAllTouches()
        #expect(actions.labels == ["pinch.began", "pinch.cancelled"])
    }

    @Test("rotation: a quarter turn clockwise is +π/2 at π per second; counterclockwise is negative")
    func rotation() throws {
        let (sim, window, _) = makeEventStage()
        let actions = ActionLog()
        let rotation = UIRotationGestureRecognizer().reporting(to: actions, as: "rotation")
        actions.probe = { _ in CGPoint(x: rotation.rotation, y: rotation.velocity) }
        window.addGestureRecognizer(rotation)

        sim.rotate(center: CGPoint(x: 160, y: 240), angle: .pi / 2, duration: 0.5)
        #expect(actions.phases("rotation") == [.began, .changed, .ended])
        let last = try #require(actions.entries.last?.reading)
        #expect(abs(last.x - .pi / 2) < 1e-6 && abs(last.y - .pi) < 0.05)
        #expect(rotation.rotation == 0)

        sim.rotate(center: CGPoint(x: 160, y: 240), angle: -.pi, duration: 0.5)
        #expect(abs((actions.entries.last?.reading.x ?? 0) + .pi) < 1e-6, "half a turn back, without wrapping")
    }

    @Test("rotation failure: fingers that only move apart do not rotate; a finger lifting early fails it")
    func rotationFailure() {
        let (sim, window, _) = makeEventStage()
        let actions = ActionLog()
        window.addGestureRecognizer(UIRotationGestureRecognizer().reporting(to: actions, as: "rotation"))
        sim.pinch(center: CGPoint(x: 160, y: 240), scale: 2)
        #expect(actions.labels.isEmpty)
    }

    /// Two fingers that move apart and turn at once.
    private func pinchAndTurn(_ sim: Simulator) {
        let a = sim.touchDown(at: CGPoint(x: 110, y: 240)), b = sim.touchDown(at: CGPoint(x: 210, y: 240))
        for step in 1...20 {
            let angle = CGFloat(step) * 0.03, radius = 50 + CGFloat(step) * 2
            sim.touchMove(a, to: CGPoint(x: 160 - radius * cos(angle), y: 240 - radius * sin(angle)))
            sim.touchMove(b, to: CGPoint(x: 160 + radius * cos(angle), y: 240 + radius * sin(angle)))
        }
        sim.touchUp(a)
        sim.touchUp(b)
    }

    @Test("pinch and rotation exclude each other by default: the first to begin wins")
    func exclusive() {
        let (sim, window, _) = makeEventStage()
        window.isMultipleTouchEnabled = true
        let actions = ActionLog()
        window.addGestureRecognizer(UIPinchGestureRecognizer().reporting(to: actions, as: "pinch"))
        window.addGestureRecognizer(UIRotationGestureRecognizer().reporting(to: actions, as: "rotation"))
        pinchAndTurn(sim)
        let winners = Set(actions.entries.map(\.name))
        #expect(winners.count == 1)
    }

    @Test("simultaneous recognition through the delegate: pinch and rotation both run")
    func simultaneous() {
        let (sim, window, _) = makeEventStage()
        window.isMultipleTouchEnabled = true
        let actions = ActionLog()
        let delegate = GestureDelegateStub()
        delegate.simultaneous = true
        let pinch = UIPinchGestureRecognizer().reporting(to: actions, as: "pinch")
        pinch.delegate = delegate
        window.addGestureRecognizer(pinch)
        window.addGestureRecognizer(UIRotationGestureRecognizer().reporting(to: actions, as: "rotation"))
        pinchAndTurn(sim)
        #expect(actions.phases("pinch") == [.began, .changed, .ended])
        #expect(actions.phases("rotation") == [.began, .changed, .ended])
        #expect(delegate.asked.contains("simultaneous"))
    }
}
