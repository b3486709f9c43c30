import Foundation
import Testing
@_spi(Testing) @testable import UIKit
import UIKitTesting

/// UITextView's editing session and its reports in UIKit's order (spec §2.15 R15.4, §2.18
/// R18.9–R18.13): the delegate's questions and news and the three notifications — when it
/// begins, for each change the user makes, and when it ends.
@MainActor
@Suite("UITextView editing session", .serialized)
struct TextViewEditingTests {
    @Test("R15.4 defaults: empty, editable, selectable, inset 8,0,8,0, padding 5, natural alignment, white")
    func defaults() {
        let textView = UITextView()
        #expect(textView.text == "")
        #expect(textView.attributedText.length == 0)
        #expect(textView.isEditable && textView.isSelectable)
        #expect(textView.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        #expect(textView.textContainer.lineFragmentPadding == 5)
        #expect(textView.textContainer.widthTracksTextView)
        #expect(textView.textAlignment == .natural)
        #expect(textView.font == UIFont.preferredFont(forTextStyle: .body))
        #expect(textView.textColor == nil)
        #expect(textView.backgroundColor == .systemBackground)
        #expect(textView.selectedRange == NSRange(location: 0, length: 0))
        #expect(!textView.allowsEditingTextAttributes && !textView.clearsOnInsertion)
        #expect(textView.isScrollEnabled)
        #expect(!textView.hasText)
        #expect(textView.autocapitalizationType == .sentences && textView.returnKeyType == .default)
    }

    @Test("R18.10: becoming first responder asks shouldBegin, then didBegin and the begin notification")
    func beginOrder() {
        let stage = TextViewStage()
        #expect(stage.textView.becomeFirstResponder())
        #expect(stage.log == ["shouldBegin", "didBegin", "didBeginNotification"])
        #expect(stage.textView.isFirstResponder)
    }

    @Test("R15.4: a delegate refusing to begin keeps the text view from becoming first responder")
    func refusedBegin() {
        let stage = TextViewStage()
        stage.delegate.shouldBegin = false
        #expect(!stage.textView.becomeFirstResponder())
        #expect(stage.log == ["shouldBegin"])
        #expect(!stage.textView.isFirstResponder)
    }

    @Test("R15.4 typing: shouldChange with the insertion range, then didChangeSelection, didChange and the notification, per key")
    func typingOrder() {
        let stage = TextViewStage()
        stage.beginEditing()
        stage.sim.type("ab")
        #expect(stage.textView.text == "ab")
        #expect(stage.log == ["shouldChange", "didChangeSelection", "didChange", "didChangeNotification",
                              "shouldChange", "didChangeSelection", "didChange", "didChangeNotification"])
        #expect(stage.delegate.changes.map(\.0) == [NSRange(location: 0, length: 0), NSRange(location: 1, length: 0)])
        #expect(stage.delegate.changes.map(\.1) == ["a", "b"])
    }

    @Test("Return inserts a newline and never resigns; the delegate is asked with \"\\n\"")
    func returnInsertsNewline() {
        let stage = TextViewStage()
        stage.beginEditing()
        stage.sim.type("a")
        stage.sim.press(.return)
        stage.sim.type("b")
        #expect(stage.textView.text == "a\nb")
        #expect(stage.textView.isFirstResponder)
        #expect(stage.delegate.changes.map(\.1) == ["a", "\n", "b"])
        #expect(stage.delegate.changes[1].0 == NSRange(location: 1, length: 0))
    }

    @Test("deleting asks shouldChange with the deleted range and \"\"; a whole emoji family goes at once")
    func deletionRanges() {
        let stage = TextViewStage()
        stage.textView.text = "a👨‍👩‍👧b"
        stage.beginEditing()
        stage.sim.press(.delete)
        #expect(stage.delegate.changes.last!.0 == NSRange(location: 9, length: 1))
        stage.sim.press(.delete)
        #expect(stage.delegate.changes.last!.0 == NSRange(location: 1, length: 8))
        #expect(stage.delegate.changes.last!.1 == "")
        #expect(stage.textView.text == "a")
    }

    @Test("a refused change leaves the text alone and sends no didChange")
    func refusedChange() {
        let stage = TextViewStage()
        stage.beginEditing()
        stage.delegate.shouldChange = { _, text in text != "x" }
        stage.sim.type("axb")
        #expect(stage.textView.text == "ab")
        #expect(stage.log.filter { $0 == "didChange" }.count == 2)
    }

    @Test("text set in code sends no shouldChange, no didChange, no notification; the caret goes to the end")
    func programmaticText() {
        let stage = TextViewStage()
        stage.beginEditing()
        stage.textView.text = "hello"
        #expect(!stage.log.contains("shouldChange") && !stage.log.contains("didChange") && !stage.log.contains("didChangeNotification"))
        #expect(stage.textView.selectedRange == NSRange(location: 5, length: 0))
    }

    @Test("R18.13: resigning asks shouldEnd, then didEnd and the end notification; a refusal keeps editing")
    func endOrder() {
        let stage = TextViewStage()
        stage.beginEditing()
        stage.delegate.shouldEnd = false
        #expect(!stage.textView.resignFirstResponder())
        #expect(stage.textView.isFirstResponder)
        stage.delegate.shouldEnd = true
        stage.log.removeAll()
        #expect(stage.textView.resignFirstResponder())
        #expect(stage.log == ["shouldEnd", "didEnd", "didEndNotification"])
    }

    @Test("marked text: setMarkedText asks shouldChange for the marked range; unmarkText keeps the text")
    func markedText() {
        let stage = TextViewStage()
        stage.textView.text = "ab"
        stage.beginEditing()
        stage.textView.setMarkedText("k", selectedRange: NSRange(location: 1, length: 0))
        stage.textView.setMarkedText("か", selectedRange: NSRange(location: 1, length: 0))
        #expect(stage.delegate.changes.map(\.0) == [NSRange(location: 2, length: 0), NSRange(location: 2, length: 1)])
        #expect(stage.textView.markedTextRange != nil)
        stage.textView.unmarkText()
        #expect(stage.textView.markedTextRange == nil)
        #expect(stage.textView.text == "abか")
    }

    @Test("typing undoes as one run through the undo manager, and redoes")
    func undoCoalescing() {
        let stage = TextViewStage()
        stage.beginEditing()
        stage.sim.type("hello")
        let undoManager = stage.textView.undoManager!
        #expect(undoManager.canUndo)
        undoManager.undo()
        #expect(stage.textView.text == "")
        undoManager.redo()
        #expect(stage.textView.text == "hello")
    }

    @Test("a non-editable text view cannot begin editing: it becomes first responder only to select (when selectable), with no editing session")
    func notEditable() {
        let stage = TextViewStage()
        stage.textView.isEditable = false
        stage.textView.isSelectable = false
        #expect(!stage.textView.becomeFirstResponder())
        stage.textView.isSelectable = true
        #expect(stage.textView.becomeFirstResponder())
        #expect(!stage.textView.isEditingStorage && stage.textView.isSelectingText)
        #expect(stage.log.isEmpty)
    }

    @Test("R17.1: becoming first responder shows the software keyboard; resigning hides it")
    func keyboardShows() {
        let stage = TextViewStage(hardwareKeyboard: false)
        let notifications = KeyboardNotificationLog()
        stage.textView.becomeFirstResponder()
        stage.sim.runUntilIdle()
        #expect(notifications.names == ["willChangeFrame", "willShow", "didChangeFrame", "didShow"])
        notifications.clear()
        stage.textView.resignFirstResponder()
        stage.sim.runUntilIdle()
        #expect(notifications.names.contains("willHide") && notifications.names.contains("didHide"))
    }

    @Test("resigning while the keyboard animates in ends editing cleanly")
    func resignDuringKeyboardAnimation() {
        let stage = TextViewStage(hardwareKeyboard: false)
        stage.textView.becomeFirstResponder()
        stage.sim.advance(by: 0.05)
        #expect(stage.textView.resignFirstResponder())
        stage.sim.runUntilIdle()
        #expect(!stage.textView.isFirstResponder)
        #expect(stage.log.suffix(3) == ["shouldEnd", "didEnd", "didEndNotification"])
    }
}
