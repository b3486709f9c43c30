import Foundation
import Testing
@testable import UIKitGallery
import UIKitTesting

/// The Gallery's Controls screen: its controls drive each other through their actions, as a
/// user's touches make them.
@MainActor
@Suite("Controls screen", .serialized)
struct ControlsScreenTests {
    /// The screen as a window's root on a fresh iPhone 15, settled.
    private func shown() -> (Simulator, UIWindow, ControlsViewController) {
        let simulator = Simulator(device: .iPhone15)
        let window = UIWindow(frame: simulator.screen.bounds)
        let screen = ControlsViewController()
        window.rootViewController = screen
        window.makeKeyAndVisible()
        simulator.runUntilIdle()
        return (simulator, window, screen)
    }

    @Test("issue 15 Gallery: the switch enables Continue, the slider drives the progress, the stepper the quantity, the segments the spinner")
    func wiring() {
        let (simulator, window, screen) = shown()
        defer { withExtendedLifetime(window) {} }
        #expect(screen.continueButton.isEnabled && screen.enableSwitch.isOn)
        screen.driveForScreenshot(simulator)
        #expect(!screen.enableSwitch.isOn && !screen.continueButton.isEnabled)
        #expect(screen.slider.value > 0.7 && screen.slider.value < 0.85)
        #expect(screen.stepper.value == 5)
        #expect(screen.segments.selectedSegmentIndex == 1)
    }

    @Test("issue 15 Gallery: the Alert button presents an alert; choosing Discard dismisses it and reports the choice")
    func alert() {
        let (simulator, window, screen) = shown()
        defer { withExtendedLifetime(window) {} }
        simulator.tap(at: screen.pointOnScreen(screen.alertButton, x: 0.5))
        simulator.runUntilIdle()
        let alert = screen.presentedViewController as? UIAlertController
        #expect(alert?.title == "Discard changes?")
        #expect(alert?.actions.map(\.title) == ["Cancel", "Discard"])
    }
}
