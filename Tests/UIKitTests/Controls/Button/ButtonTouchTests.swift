import Foundation
import Testing
import UIKitTesting

/// A button under touches: the tap's events with the primary action last, highlight while
/// tracking with UIKit's 70-point margin, selection toggled as the primary action, and the
/// rule that a superview's single tap does not fire over an enabled button.
@MainActor
@Suite("UIButton touches", .serialized)
struct ButtonTouchTests {
    /// A button at (50, 50, 100, 44) in a fresh window, its events logged.
    @MainActor
    private final class Stage {
        let sim: Simulator
        let window: UIWindow
        let button: UIButton
        let log = ControlEventLog()

        init(_ button: UIButton = UIButton(type: .system)) {
            (sim, window) = makeScenarioWindow()
            self.button = button
            button.setTitle("Button", for: .normal)
            button.frame = CGRect(x: 50, y: 50, width: 100, height: 44)
            window.addSubview(button)
            log.watch(button)
            sim.runUntilIdle()
        }
    }

    @Test("a tap sends touchDown, touchUpInside, then primaryActionTriggered")
    func tapEvents() {
        let stage = Stage()
        stage.sim.tap(at: CGPoint(x: 100, y: 70))
        #expect(stage.log.names == ["touchDown", "upInside", "primary"])
        #expect(!stage.button.isHighlighted && !stage.button.isTracking)
    }

    @Test("highlighted while the finger is down, within 70 points outside the bounds, not beyond")
    func highlightMargin() {
        let stage = Stage()
        let finger = stage.sim.touchDown(at: CGPoint(x: 100, y: 70))
        #expect(stage.button.isHighlighted)
        stage.sim.touchMove(finger, to: CGPoint(x: 100, y: 50 + 44 + 60))
        #expect(stage.button.isHighlighted, "60 points below: still inside the margin")
        stage.sim.touchMove(finger, to: CGPoint(x: 100, y: 50 + 44 + 80))
        #expect(!stage.button.isHighlighted)
        stage.sim.touchMove(finger, to: CGPoint(x: 100, y: 70))
        #expect(stage.button.isHighlighted)
        stage.sim.touchMove(finger, to: CGPoint(x: 100, y: 300))
        stage.sim.touchUp(finger)
        #expect(stage.log.names == ["touchDown", "dragInside", "dragOutside", "dragExit", "dragInside", "dragEnter",
                                    "dragOutside", "dragExit", "upOutside"])
    }

    @Test("a disabled button sends nothing and is not highlighted")
    func disabledButton() {
        let stage = Stage()
        stage.button.isEnabled = false
        stage.sim.runUntilIdle()
        let finger = stage.sim.touchDown(at: CGPoint(x: 100, y: 70))
        #expect(!stage.button.isHighlighted)
        stage.sim.touchUp(finger)
        #expect(stage.log.names.isEmpty)
    }

    @Test("changesSelectionAsPrimaryAction: each tap toggles isSelected before the actions see it")
    func selectionToggle() {
        let stage = Stage()
        stage.button.changesSelectionAsPrimaryAction = true
        var seen: [Bool] = []
        stage.button.addAction(UIAction { action in
            seen.append((action.sender as? UIButton)?.isSelected ?? false)
        }, for: .primaryActionTriggered)
        stage.sim.tap(at: CGPoint(x: 100, y: 70))
        #expect(stage.button.isSelected && seen == [true])
        stage.sim.advance(by: 1)
        stage.sim.tap(at: CGPoint(x: 100, y: 70))
        #expect(!stage.button.isSelected && seen == [true, false])
        let finger = stage.sim.touchDown(at: CGPoint(x: 100, y: 70))
        stage.sim.touchMove(finger, to: CGPoint(x: 100, y: 400))
        stage.sim.touchUp(finger)
        #expect(!stage.button.isSelected, "a touch lifted outside toggles nothing")
        stage.button.sendActions(for: .primaryActionTriggered)
        #expect(!stage.button.isSelected, "sending the action in code toggles nothing")
    }

    @Test("a superview's single tap does not fire over an enabled button, and does over a disabled one")
    func superviewTap() {
        let stage = Stage()
        let taps = ActionLog()
        stage.window.addGestureRecognizer(UITapGestureRecognizer().reporting(to: taps, as: "tap"))
        stage.sim.tap(at: CGPoint(x: 100, y: 70))
        #expect(taps.labels.isEmpty && stage.log.names == ["touchDown", "upInside", "primary"])
        stage.sim.advance(by: 1)
        stage.button.isEnabled = false
        stage.sim.tap(at: CGPoint(x: 100, y: 70))
        #expect(taps.labels == ["tap.ended"])
        stage.sim.advance(by: 1)
        stage.button.isEnabled = true
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        #expect(stage.button.gestureRecognizerShouldBegin(double), "only a single tap overlaps the button's action")
    }

    @Test("a configured button shows its highlighted look while the finger is down")
    func configuredHighlight() {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Plain"
        let stage = Stage(UIButton(configuration: configuration))
        stage.button.setTitle(nil, for: .normal)
        stage.sim.runUntilIdle()
        let finger = stage.sim.touchDown(at: CGPoint(x: 100, y: 70))
        stage.sim.runUntilIdle()
        #expect(stage.button.titleLabel?.textColor == UIColor.systemBlue.withAlphaComponent(0.2))
        stage.sim.touchUp(finger)
        stage.sim.runUntilIdle()
        #expect(stage.button.titleLabel?.textColor == .systemBlue)
    }
}
