import Foundation
import Testing
import UIKitTesting

@MainActor @Suite("Text fields and the software keyboard: the spec's text and keyboard scenarios", .serialized)
struct TextFieldKeyboardTests {
    /// A text field stage on the software keyboard, whose log also has the keyboard's
    /// notifications ("willShow"…), and the observers to remove.
    private func stage(device: Device = .iPhone3G) -> (TextFieldStage, [NSObjectProtocol]) {
        let stage = TextFieldStage(device: device)
        stage.sim.hardwareKeyboardConnected = false
        let observers = KeyboardNotificationLog.names.map { name, short in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [delegate = stage.delegate] _ in
                MainActor.assumeIsolated { delegate.log.append(short) }
            }
        }
        return (stage, observers)
    }

    @Test("scenario 35: a text field becoming first responder begins editing, then the keyboard shows")
    func beginEditing() {
        let (stage, observers) = stage()
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        stage.field.becomeFirstResponder()
        stage.sim.runUntilIdle()
        let log = stage.log.filter { ["shouldBegin", "didBegin", "willChangeFrame", "willShow", "didChangeFrame", "didShow"].contains($0) }
        #expect(log == ["shouldBegin", "didBegin", "willChangeFrame", "willShow", "didChangeFrame", "didShow"])
        #expect(stage.field.isFirstResponder && stage.sim.keyboard.exists)
    }

    @Test("scenario 36 as current iOS: from field A to field B, A ends editing and B begins, no hide, the show sequence again")
    func ownerChange() {
        let (stage, observers) = stage()
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        let other = UITextField(frame: CGRect(x: 20, y: 200, width: 200, height: 34))
        stage.window.addSubview(other)
        stage.field.becomeFirstResponder()
        stage.sim.runUntilIdle()
        stage.log = []
        other.becomeFirstResponder()
        stage.sim.runUntilIdle()
        let log = stage.log.filter { !$0.contains("Selection") && !$0.hasSuffix("Notification") && !$0.hasPrefix("editing") }
        #expect(log == ["shouldEnd", "didEnd", "willChangeFrame", "willShow", "didChangeFrame", "didShow"])
        stage.sim.type("Hi")
        #expect(other.text == "Hi" && stage.field.text == "")
    }

    @Test("scenario 38: resigning ends editing and hides the keyboard")
    func resign() {
        let (stage, observers) = stage()
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        stage.field.becomeFirstResponder()
        stage.sim.runUntilIdle()
        stage.log = []
        stage.field.resignFirstResponder()
        stage.sim.runUntilIdle()
        let log = stage.log.filter { ["shouldEnd", "didEnd", "willChangeFrame", "willHide", "didChangeFrame", "didHide"].contains($0) }
        #expect(log == ["shouldEnd", "didEnd", "willChangeFrame", "willHide", "didChangeFrame", "didHide"])
        #expect(!stage.sim.keyboard.exists)
    }

    @Test("scenario 43: a delegate refusing to end editing keeps the field first responder and the keyboard up, with no hide")
    func refusedEnd() {
        let (stage, observers) = stage()
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        stage.field.becomeFirstResponder()
        stage.sim.runUntilIdle()
        stage.delegate.shouldEnd = false
        stage.log = []
        #expect(!stage.field.resignFirstResponder())
        stage.sim.runUntilIdle()
        #expect(!stage.log.contains("willHide") && stage.field.isFirstResponder && stage.sim.keyboard.exists)
    }

    @Test("typing on the keys edits the field: automatic capitals from its text, delete, return asks textFieldShouldReturn")
    func typing() {
        let (stage, observers) = stage()
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        stage.field.text = "One. "
        stage.field.becomeFirstResponder()
        stage.sim.runUntilIdle()
        // The field's own text says a sentence starts: shift is on.
        #expect(stage.sim.keyboard.keys["T"].exists)
        stage.sim.keyboard.keys["T"].tap()
        stage.sim.type("wo")
        stage.sim.keyboard.keys["delete"].tap()
        stage.log = []
        stage.sim.keyboard.keys["return"].tap()
        #expect(stage.field.text == "One. Tw")
        #expect(stage.log.contains("shouldReturn"))
    }

    @Test("a text field's inputView and inputAccessoryView are settable and shown")
    func textFieldInputViews() {
        let (stage, observers) = stage()
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        let picker = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 180))
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 44))
        stage.field.inputView = picker
        stage.field.inputAccessoryView = bar
        #expect(stage.field.inputView === picker && stage.field.inputAccessoryView === bar)
        stage.field.becomeFirstResponder()
        stage.sim.runUntilIdle()
        #expect(stage.sim.keyboard.frame == CGRect(x: 0, y: 480 - 224, width: 320, height: 224))
    }
}
