import Foundation
import Testing
import UIKitTesting

@MainActor @Suite("Input views: inputView and inputAccessoryView replace and extend the keyboard", .serialized)
struct InputViewTests {
    @Test("an input view replaces the system keyboard, full width at the bottom, with the home indicator's strip under it")
    func inputViewReplacesKeyboard() {
        let (sim, window, field) = makeKeyboardStage()
        defer { withExtendedLifetime(window) {} }
        let picker = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        field.customInputView = picker
        field.becomeFirstResponder()
        sim.runUntilIdle()
        #expect(sim.keyboard.frame == CGRect(x: 0, y: 852 - 234, width: 393, height: 234))
        #expect(sim.keyboard.keyNames.isEmpty)
        #expect(picker.window != nil && picker.window !== window)
        #expect(picker.convert(picker.bounds, to: nil) == CGRect(x: 0, y: 852 - 234, width: 393, height: 200))
        field.resignFirstResponder()
        sim.runUntilIdle()
        #expect(picker.superview == nil)
    }

    @Test("a responder that is not editable but has an input view shows it")
    func inputViewWithoutKeyInput() {
        let (sim, window, _) = makeKeyboardStage(device: .iPhone3G)
        defer { withExtendedLifetime(window) {} }
        let responder = InputViewResponder(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        responder.customInputView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 180))
        window.addSubview(responder)
        let log = KeyboardNotificationLog()
        responder.becomeFirstResponder()
        sim.runUntilIdle()
        #expect(sim.keyboard.frame == CGRect(x: 0, y: 300, width: 320, height: 180))
        #expect(log.names == ["willChangeFrame", "willShow", "didChangeFrame", "didShow"])
    }

    @Test("an accessory view sits on top of the keyboard, and the keyboard's frame includes it")
    func accessoryView() {
        let (sim, window, field) = makeKeyboardStage()
        defer { withExtendedLifetime(window) {} }
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 44))
        field.customAccessoryView = bar
        field.becomeFirstResponder()
        sim.runUntilIdle()
        #expect(sim.keyboard.frame == CGRect(x: 0, y: 852 - 335, width: 393, height: 335))
        #expect(bar.convert(bar.bounds, to: nil) == CGRect(x: 0, y: 852 - 335, width: 393, height: 44))
        #expect(abs(sim.keyboard.keys["Q"].frame.minY - (852 - 291 + 6)) < 1e-6)
    }

    @Test("reloadInputViews swaps the views at once, without sliding, posting the show sequence with no duration")
    func reload() throws {
        let (sim, window, field) = makeKeyboardStage()
        defer { withExtendedLifetime(window) {} }
        field.becomeFirstResponder()
        sim.runUntilIdle()
        let log = KeyboardNotificationLog()
        field.customInputView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 100))
        #expect(sim.keyboard.frame.height == 291)
        field.reloadInputViews()
        #expect(sim.keyboard.frame == CGRect(x: 0, y: 852 - 134, width: 393, height: 134))
        #expect(log.names == ["willChangeFrame", "willShow", "didChangeFrame", "didShow"])
        let will = try #require(log.last("willShow"))
        #expect(will.duration == 0 && will.begin == CGRect(x: 0, y: 561, width: 393, height: 291))
        // Back to the system keyboard, with a new keyboard type.
        field.customInputView = nil
        field.keyboardType = .numberPad
        field.reloadInputViews()
        #expect(sim.keyboard.keyNames.first == "1" && sim.keyboard.frame.height == 291)
    }

    @Test("an input view of zero height: the keyboard is the home indicator's strip; nothing breaks")
    func zeroHeightInputView() {
        let (sim, window, field) = makeKeyboardStage()
        defer { withExtendedLifetime(window) {} }
        field.customInputView = UIView()
        field.becomeFirstResponder()
        sim.runUntilIdle()
        #expect(sim.keyboard.frame == CGRect(x: 0, y: 852 - 34, width: 393, height: 34))
        field.resignFirstResponder()
        sim.runUntilIdle()
        #expect(!sim.keyboard.exists)
    }

    @Test("UIInputView: its style, the keyboard's background for .keyboard; an input view controller's view shows as the input view")
    func inputViewClasses() {
        let plain = UIInputView(frame: .zero, inputViewStyle: .default)
        #expect(plain.inputViewStyle == .default && plain.backgroundColor == nil && !plain.allowsSelfSizing)
        #expect(UIInputView(frame: .zero, inputViewStyle: .keyboard).backgroundColor != nil)
        final class ControllerResponder: UIView, UIKeyInput {
            let controller = UIInputViewController()
            override var canBecomeFirstResponder: Bool { true }
            override var inputViewController: UIInputViewController? { controller }
            var hasText: Bool { false }
            func insertText(_ text: String) {}
            func deleteBackward() {}
        }
        let (sim, window, _) = makeKeyboardStage()
        defer { withExtendedLifetime(window) {} }
        let responder = ControllerResponder(frame: .zero)
        window.addSubview(responder)
        responder.controller.inputView?.frame.size.height = 120
        #expect(responder.controller.inputView != nil, "an input view controller makes its UIInputView on first use")
        responder.becomeFirstResponder()
        sim.runUntilIdle()
        #expect(sim.keyboard.frame.height == 120 + 34 && sim.keyboard.keyNames.isEmpty)
        responder.controller.dismissKeyboard()
        sim.runUntilIdle()
        #expect(!responder.isFirstResponder && !sim.keyboard.exists)
    }
}
