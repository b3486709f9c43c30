import Foundation
import Testing
import UIKitTesting

@MainActor @Suite("Keyboard bad input: no crash, UIKit's behaviour", .serialized)
struct KeyboardBadInputTests {
    @Test("reloadInputViews on a responder the keyboard does not serve does nothing")
    func reloadOnOtherResponder() {
        let (sim, window, field) = makeKeyboardStage()
        defer { withExtendedLifetime(window) {} }
        let log = KeyboardNotificationLog()
        field.reloadInputViews()
        sim.runUntilIdle()
        #expect(log.names.isEmpty && !sim.keyboard.exists)
    }

    @Test("an input view taller than the screen, or of non-finite height, shows without a crash")
    func oddHeights() {
        let (sim, window, field) = makeKeyboardStage(device: .iPhone3G)
        defer { withExtendedLifetime(window) {} }
        field.customInputView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 2000))
        field.becomeFirstResponder()
        sim.runUntilIdle()
        #expect(sim.keyboard.frame.height == 2000)
        let odd = UIView(frame: .zero)
        odd.frame.size.height = .nan
        field.customInputView = odd
        field.reloadInputViews()
        #expect(sim.keyboard.frame == CGRect(x: 0, y: 480, width: 320, height: 0))
        field.resignFirstResponder()
        sim.runUntilIdle()
        #expect(!sim.keyboard.exists)
    }

    @Test("the editable view going away while the keyboard slides in: the keyboard goes, keys tapped meanwhile do nothing")
    func responderGoesMidSlide() {
        let (sim, window, field) = makeKeyboardStage()
        defer { withExtendedLifetime(window) {} }
        field.becomeFirstResponder()
        sim.advance(by: 0.1)
        let q = sim.keyboard.keys["Q"].frame
        field.removeFromSuperview()
        sim.tap(at: CGPoint(x: q.midX, y: q.midY))
        sim.runUntilIdle()
        #expect(!sim.keyboard.exists && field.text.isEmpty)
    }

    @Test("a new Simulator starts with no keyboard and no hardware keyboard, whatever the last one had")
    func freshEnvironment() {
        do {
            let (sim, window, field) = makeKeyboardStage()
            sim.hardwareKeyboardConnected = true
            field.customInputView = UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 100))
            field.becomeFirstResponder()
            sim.runUntilIdle()
            #expect(sim.keyboard.exists)
            withExtendedLifetime(window) {}
        }
        let sim = Simulator(device: .iPhone15)
        #expect(!sim.hardwareKeyboardConnected && !sim.keyboard.exists)
    }
}
