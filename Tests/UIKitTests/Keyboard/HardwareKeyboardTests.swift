import Foundation
import Testing
import UIKitTesting

@MainActor @Suite("The Simulator's hardware keyboard setting", .serialized)
struct HardwareKeyboardTests {
    @Test("default false, as on an iPhone: an editable first responder gets the software keyboard")
    func defaultIsSoftware() {
        let (sim, window, field) = makeKeyboardStage()
        defer { withExtendedLifetime(window) {} }
        #expect(!sim.hardwareKeyboardConnected)
        field.becomeFirstResponder()
        sim.runUntilIdle()
        #expect(sim.keyboard.exists)
    }

    @Test("connected: no software keyboard and no notifications; sim.type and sim.press send key presses")
    func connected() {
        let (sim, window, field) = makeKeyboardStage()
        defer { withExtendedLifetime(window) {} }
        sim.hardwareKeyboardConnected = true
        let log = KeyboardNotificationLog()
        final class PressLog: TypingView {
            var presses: [String] = []
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                self.presses += presses.compactMap { $0.key?.characters }
            }
        }
        let typing = PressLog(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(typing)
        typing.becomeFirstResponder()
        sim.runUntilIdle()
        #expect(!sim.keyboard.exists && log.names.isEmpty)
        sim.type("Ab")
        sim.press(.leftArrow)
        #expect(typing.presses == ["A", "b", "UIKeyInputLeftArrow"])
        _ = field
    }

    @Test("connecting a keyboard while the software keyboard is up hides it; disconnecting shows it again")
    func toggling() {
        let (sim, window, field) = makeKeyboardStage()
        defer { withExtendedLifetime(window) {} }
        field.becomeFirstResponder()
        sim.runUntilIdle()
        let log = KeyboardNotificationLog()
        sim.hardwareKeyboardConnected = true
        sim.runUntilIdle()
        #expect(!sim.keyboard.exists && field.isFirstResponder)
        sim.hardwareKeyboardConnected = false
        sim.runUntilIdle()
        #expect(sim.keyboard.exists)
        #expect(log.names == ["willChangeFrame", "willHide", "didChangeFrame", "didHide",
                              "willChangeFrame", "willShow", "didChangeFrame", "didShow"])
    }

    @Test("with a hardware keyboard an input accessory view still shows, alone at the bottom over the home indicator")
    func accessoryWithHardwareKeyboard() {
        let (sim, window, field) = makeKeyboardStage()
        defer { withExtendedLifetime(window) {} }
        sim.hardwareKeyboardConnected = true
        field.customAccessoryView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 44))
        field.becomeFirstResponder()
        sim.runUntilIdle()
        #expect(sim.keyboard.frame == CGRect(x: 0, y: 852 - 78, width: 393, height: 78))
        #expect(sim.keyboard.keyNames.isEmpty)
    }

    @Test("the keys by name: exists, isEnabled, frame; return answers to its title and to \"return\"")
    func keyQueries() {
        let (sim, window, field) = makeKeyboardStage()
        defer { withExtendedLifetime(window) {} }
        #expect(!sim.keyboard.keys["q"].exists && sim.keyboard.frame == .zero && sim.keyboard.keyNames.isEmpty)
        field.returnKeyType = .done
        field.becomeFirstResponder()
        sim.runUntilIdle()
        #expect(sim.keyboard.keys["done"].exists && sim.keyboard.keys["return"].exists)
        #expect(sim.keyboard.keys["return"].frame == sim.keyboard.keys["done"].frame)
        #expect(!sim.keyboard.keys["nope"].exists && !sim.keyboard.keys["nope"].isEnabled)
    }
}
