import Foundation
import Testing
import UIKitTesting

@MainActor @Suite("Keyboard rotation: the keyboard takes its landscape size", .serialized)
struct KeyboardRotationTests {
    @Test("scenario 37 as current iOS: turning with the keyboard up posts the show sequence with the landscape frame (no hide), at once")
    func rotation() throws {
        let (sim, window, field) = makeKeyboardStage()
        defer { withExtendedLifetime(window) {} }
        field.autocapitalizationType = .none
        field.becomeFirstResponder()
        sim.runUntilIdle()
        let log = KeyboardNotificationLog()
        sim.rotate(to: .landscapeLeft)
        #expect(log.names == ["willChangeFrame", "willShow", "didChangeFrame", "didShow"])
        let will = try #require(log.last("willShow"))
        #expect(will.begin == CGRect(x: 0, y: 561, width: 393, height: 291))
        #expect(will.end == CGRect(x: 0, y: 393 - 181, width: 852, height: 181))
        #expect(sim.keyboard.frame == CGRect(x: 0, y: 212, width: 852, height: 181))
        // The keys sit between the safe area's sides, and still type.
        let q = sim.keyboard.keys["q"].frame
        #expect(q.minX == 59 + 3 && q.height == 32)
        // The turn animates (0.3 s); touches reach views animating only once it is over.
        sim.runUntilIdle()
        sim.type("hi")
        #expect(field.text == "hi")
        log.clear()
        sim.rotate(to: .portrait)
        #expect(sim.keyboard.frame == CGRect(x: 0, y: 561, width: 393, height: 291))
        #expect(log.names == ["willChangeFrame", "willShow", "didChangeFrame", "didShow"])
    }

    @Test("turning with no keyboard up posts nothing; the keyboard then comes up at the landscape size")
    func rotationHidden() {
        let (sim, window, field) = makeKeyboardStage(device: .iPhoneSE)
        defer { withExtendedLifetime(window) {} }
        let log = KeyboardNotificationLog()
        sim.rotate(to: .landscapeRight)
        #expect(log.names.isEmpty)
        field.becomeFirstResponder()
        sim.runUntilIdle()
        #expect(sim.keyboard.frame == CGRect(x: 0, y: 320 - 162, width: 568, height: 162))
    }
}
