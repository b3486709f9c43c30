import Foundation
import Testing
@_spi(Testing) import UIKit
import UIKitTesting

/// UITextField's editing session and its reports, in UIKit's order: the delegate's
/// questions and news, the editing control events and the three notifications — when it
/// begins, for each change the user makes, for the Return key, and when it ends (spec
/// scenarios 35, 36, 38 and 43 without the keyboard's notifications).
@MainActor
@Suite("UITextField editing session", .serialized)
struct TextFieldEditingTests {
    @Test("a new field: empty text that reads \"\", the body font, natural alignment, no border, not editing")
    func defaults() {
        let field = UITextField()
        #expect(field.text == "")
        #expect(field.attributedText?.length == 0)
        #expect(field.font == UIFont.preferredFont(forTextStyle: .body))
        #expect(field.font?.pointSize == 17)
        #expect(field.textAlignment == .natural)
        #expect(field.borderStyle == .none)
        #expect(field.placeholder == nil && field.attributedPlaceholder == nil)
        #expect(field.clearButtonMode == .never && field.leftViewMode == .never && field.rightViewMode == .never)
        #expect(!field.clearsOnBeginEditing && !field.clearsOnInsertion && !field.adjustsFontSizeToFitWidth)
        #expect(field.minimumFontSize == 0)
        #expect(!field.isEditing && field.selectedTextRange == nil)
        #expect(field.autocapitalizationType == .sentences && field.keyboardType == .default)
        #expect(field.contentVerticalAlignment == .center)
        #expect(!field.hasText)
    }

    @Test("scenario 35: becoming first responder asks shouldBegin, then sends didBegin, editingDidBegin and the begin notification")
    func beginOrder() {
        let stage = TextFieldStage()
        #expect(stage.field.becomeFirstResponder())
        #expect(stage.log == ["shouldBegin", "didBegin", "editingDidBegin", "didBeginNotification"])
        #expect(stage.field.isFirstResponder && stage.field.isEditing)
        #expect(stage.selection == NSRange(location: 0, length: 0))
    }

    @Test("a delegate refusing to begin keeps the field from becoming first responder; it is asked once")
    func refusedBegin() {
        let stage = TextFieldStage()
        stage.delegate.shouldBegin = false
        #expect(!stage.field.becomeFirstResponder())
        #expect(stage.log == ["shouldBegin"])
        #expect(!stage.field.isFirstResponder && !stage.field.isEditing)
    }

    @Test("a field outside a window or disabled cannot begin editing, and its delegate is not asked")
    func cannotBegin() {
        let field = UITextField()
        let delegate = RecordingTextFieldDelegate()
        field.delegate = delegate
        #expect(!field.becomeFirstResponder())
        let stage = TextFieldStage()
        stage.field.isEnabled = false
        #expect(!stage.field.becomeFirstResponder())
        #expect(delegate.log.isEmpty && stage.log.isEmpty)
    }

    @Test("scenario 36: moving from field A to field B asks B first, ends A, then begins B")
    func switchingFields() {
        let stage = TextFieldStage()
        let other = UITextField(frame: CGRect(x: 20, y: 200, width: 200, height: 34))
        let otherDelegate = RecordingTextFieldDelegate()
        other.delegate = otherDelegate
        stage.window.addSubview(other)
        stage.beginEditing()
        var order: [String] = []
        stage.delegate.log = []
        #expect(other.becomeFirstResponder())
        order = otherDelegate.log
        #expect(order == ["shouldBegin", "didBegin"])
        #expect(stage.log == ["shouldEnd", "didEnd", "editingDidEnd", "didEndNotification"])
        #expect(!stage.field.isEditing && other.isEditing && other.isFirstResponder)
    }

    @Test("scenario 38: resigning asks shouldEnd, then sends didEnd (committed), editingDidEnd and the end notification with the reason")
    func endOrder() {
        let stage = TextFieldStage()
        stage.beginEditing()
        let reasons = ReasonBox()
        let observer = NotificationCenter.default.addObserver(forName: UITextField.textDidEndEditingNotification,
                                                              object: stage.field, queue: nil) { note in
            let value = (note.userInfo?[UITextField.didEndEditingReasonUserInfoKey] as? NSNumber)?.intValue
            MainActor.assumeIsolated { reasons.value = value }
        }
        #expect(stage.field.resignFirstResponder())
        NotificationCenter.default.removeObserver(observer)
        let reason = reasons.value
        #expect(stage.log == ["shouldEnd", "didEnd", "editingDidEnd", "didEndNotification"])
        #expect(stage.delegate.endReasons == [.committed])
        #expect(reason == UITextField.DidEndEditingReason.committed.rawValue)
        #expect(!stage.field.isEditing && !stage.field.isFirstResponder)
        #expect(stage.field.selectedTextRange == nil)
    }

    @Test("scenario 43: a delegate refusing to end keeps the field first responder and editing")
    func refusedEnd() {
        let stage = TextFieldStage()
        stage.beginEditing()
        stage.delegate.shouldEnd = false
        #expect(!stage.field.resignFirstResponder())
        #expect(stage.log == ["shouldEnd"])
        #expect(stage.field.isFirstResponder && stage.field.isEditing)
    }

    @Test("the reasonless didEnd runs for a delegate implementing only it")
    func reasonlessDidEnd() {
        final class Plain: NSObject, UITextFieldDelegate {
            var ended = 0
            func textFieldDidEndEditing(_ textField: UITextField) { ended += 1 }
        }
        let stage = TextFieldStage()
        let plain = Plain()
        stage.field.delegate = plain
        stage.field.becomeFirstResponder()
        stage.field.resignFirstResponder()
        #expect(plain.ended == 1)
    }

    @Test("each typed character asks shouldChange with its range, then didChangeSelection, editingChanged and the change notification")
    func typingOrder() {
        let stage = TextFieldStage()
        stage.beginEditing()
        stage.sim.type("ab")
        #expect(stage.field.text == "ab")
        #expect(stage.log == ["shouldChange", "didChangeSelection", "editingChanged", "didChangeNotification",
                              "shouldChange", "didChangeSelection", "editingChanged", "didChangeNotification"])
        #expect(stage.delegate.changes.map(\.0) == [NSRange(location: 0, length: 0), NSRange(location: 1, length: 0)])
        #expect(stage.delegate.changes.map(\.1) == ["a", "b"])
    }

    @Test("editingChanged is sent once per typed character and never for text set in code")
    func programmaticText() {
        let stage = TextFieldStage()
        stage.field.text = "before"
        #expect(stage.log.isEmpty, "not editing: nothing at all")
        stage.beginEditing()
        stage.field.text = "code"
        #expect(!stage.log.contains("editingChanged") && !stage.log.contains("didChangeNotification"))
        #expect(!stage.log.contains("shouldChange"))
        #expect(stage.selection == NSRange(location: 4, length: 0), "the caret goes to the end")
        stage.log = []
        stage.sim.type("xyz")
        #expect(stage.log.filter { $0 == "editingChanged" }.count == 3)
        #expect(stage.field.text == "codexyz")
    }

    @Test("a delegate answering false to shouldChange keeps the text as it was and nothing else is sent")
    func refusedChange() {
        let stage = TextFieldStage()
        stage.delegate.shouldChange = { _, string in string != "x" }
        stage.beginEditing()
        stage.sim.type("axb")
        #expect(stage.field.text == "ab")
        #expect(stage.log.filter { $0 == "editingChanged" }.count == 2)
        #expect(stage.delegate.changes.count == 3)
    }

    @Test("Backspace in an empty field asks shouldChange with an empty range and string, and changes nothing")
    func backspaceWhenEmpty() {
        let stage = TextFieldStage()
        stage.beginEditing()
        stage.sim.press(.delete)
        #expect(stage.log == ["shouldChange"])
        #expect(stage.delegate.changes.first?.0 == NSRange(location: 0, length: 0) && stage.delegate.changes.first?.1 == "")
    }

    @Test("Return with nothing registered for editingDidEndOnExit asks shouldReturn and the field stays first responder")
    func returnKey() {
        let plain = TextFieldStage()
        plain.field.removeTarget(nil, action: nil, for: .allEvents)
        plain.beginEditing()
        plain.sim.press(.return)
        #expect(plain.log == ["shouldReturn"])
        #expect(plain.field.isFirstResponder, "nothing registered for editingDidEndOnExit: no resign")
        #expect(plain.field.text == "", "Return inserts no line break")
    }

    @Test("Return with a handler for editingDidEndOnExit resigns after sending it; a delegate answering false to shouldReturn stops both")
    func returnResigns() {
        let stage = TextFieldStage()
        stage.beginEditing()
        stage.sim.press(.return)
        #expect(!stage.field.isFirstResponder)
        #expect(Array(stage.log.prefix(3)) == ["shouldReturn", "editingDidEndOnExit", "shouldEnd"])
        let refusing = TextFieldStage()
        refusing.delegate.shouldReturn = false
        refusing.beginEditing()
        refusing.sim.press(.return)
        #expect(refusing.log == ["shouldReturn"])
        #expect(refusing.field.isFirstResponder)
    }

    @Test("clearsOnBeginEditing asks shouldClear before didBegin and empties the field without editingChanged")
    func clearsOnBegin() {
        let stage = TextFieldStage()
        stage.field.text = "old"
        stage.field.clearsOnBeginEditing = true
        stage.field.becomeFirstResponder()
        #expect(stage.log == ["shouldBegin", "shouldClear", "didBegin", "editingDidBegin", "didBeginNotification"])
        #expect(stage.field.text == "")
        let kept = TextFieldStage()
        kept.field.text = "old"
        kept.field.clearsOnBeginEditing = true
        kept.delegate.shouldClear = false
        kept.field.becomeFirstResponder()
        #expect(kept.field.text == "old")
    }

    @Test("the clear button asks shouldClear, then empties the field as the user's change (editingChanged, notification)")
    func clearButton() {
        let stage = TextFieldStage()
        stage.field.clearButtonMode = .whileEditing
        stage.field.text = "hello"
        stage.beginEditing()
        stage.field.layoutIfNeeded()
        let button = stage.field.clearButtonRect(forBounds: stage.field.bounds)
        stage.sim.tap(at: stage.point(button.midX, button.midY))
        #expect(stage.field.text == "")
        #expect(stage.log == ["shouldClear", "didChangeSelection", "editingChanged", "didChangeNotification"])
        #expect(stage.field.isFirstResponder)
    }

    @Test("a field taken out of its window while editing ends editing, even if its delegate refuses")
    func removedWhileEditing() {
        let stage = TextFieldStage()
        stage.beginEditing()
        stage.delegate.shouldEnd = false
        stage.field.removeFromSuperview()
        #expect(!stage.field.isEditing)
        #expect(stage.log.contains("didEnd") && stage.log.contains("editingDidEnd"))
    }

    @Test("disabling an editing field ends its editing")
    func disabledWhileEditing() {
        let stage = TextFieldStage()
        stage.beginEditing()
        stage.field.isEnabled = false
        #expect(!stage.field.isEditing && !stage.field.isFirstResponder)
    }

    @Test("endEditing(true) on an ancestor ends the field's editing without asking its delegate; endEditing(false) asks")
    func viewEndEditing() {
        let stage = TextFieldStage()
        stage.beginEditing()
        stage.delegate.shouldEnd = false
        #expect(!stage.window.endEditing(false))
        #expect(stage.field.isEditing)
        stage.log = []
        #expect(stage.window.endEditing(true))
        #expect(!stage.field.isEditing)
        #expect(!stage.log.contains("shouldEnd") && stage.log.contains("didEnd"))
    }

    @Test("a tap on the field begins editing and puts the caret at the nearer end of the tapped word")
    func tapBegins() {
        let stage = TextFieldStage()
        stage.field.text = "hello world"
        let start = stage.field.caretRect(for: stage.field.position(from: stage.field.beginningOfDocument, offset: 7)!)
        stage.sim.tap(at: stage.point(start.minX + 1, 17))
        #expect(stage.field.isEditing)
        #expect(stage.selection == NSRange(location: 6, length: 0), "a tap just inside \"world\" goes to its start")
        let end = stage.field.caretRect(for: stage.field.position(from: stage.field.beginningOfDocument, offset: 10)!)
        stage.sim.advance(by: 1)
        stage.sim.tap(at: stage.point(end.minX, 17))
        #expect(stage.selection == NSRange(location: 11, length: 0), "a tap near its end goes to its end")
    }
}

/// Holds what a notification observer read.
@MainActor
private final class ReasonBox {
    var value: Int?
}
