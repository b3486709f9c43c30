import Foundation
import Testing
@_spi(Testing) @testable import UIKit
import UIKitTesting

/// A text view that is selectable but not editable: read-only text the user can select and
/// copy, as on iOS — it becomes first responder to show its selection, without an editing
/// session, a keyboard or a caret.
@MainActor
@Suite("UITextView read-only selection", .serialized)
struct TextViewReadOnlyTests {
    private func readOnlyStage(hardwareKeyboard: Bool = false) -> TextViewStage {
        let stage = TextViewStage(hardwareKeyboard: hardwareKeyboard)
        stage.textView.text = "alpha beta\ngamma delta"
        stage.textView.isEditable = false
        stage.sim.runUntilIdle()
        stage.log.removeAll()
        return stage
    }

    @Test("read-only and selectable: becoming first responder asks no delegate, begins no editing session and shows no keyboard")
    func becomesFirstResponderWithoutEditing() {
        let stage = readOnlyStage()
        #expect(stage.textView.canBecomeFirstResponder)
        #expect(stage.textView.becomeFirstResponder())
        stage.sim.runUntilIdle()
        #expect(stage.textView.isFirstResponder)
        #expect(stage.log.isEmpty, "no should/did-begin for read-only text: \(stage.log)")
        #expect(!stage.sim.keyboard.exists)
        #expect(stage.textView.resignFirstResponder())
        #expect(!stage.textView.isFirstResponder && stage.log.isEmpty)
    }

    @Test("read-only and not selectable: it cannot become first responder; a double tap selects nothing")
    func notSelectable() {
        let stage = readOnlyStage()
        stage.textView.isSelectable = false
        #expect(!stage.textView.canBecomeFirstResponder && !stage.textView.becomeFirstResponder())
        stage.sim.doubleTap(at: stage.point(atCharacter: 7))
        stage.sim.runUntilIdle()
        #expect(!stage.textView.isFirstResponder && stage.textView.selectedRange.length == 0)
    }

    @Test("read-only: a single tap selects nothing and takes no first responder; a double tap selects the word and shows Copy, never Cut or Paste")
    func doubleTapSelectsWord() {
        let stage = readOnlyStage()
        stage.sim.tap(at: stage.point(atCharacter: 13))
        stage.sim.runUntilIdle()
        #expect(!stage.textView.isFirstResponder)
        stage.sim.doubleTap(at: stage.point(atCharacter: 7))
        stage.sim.runUntilIdle()
        #expect(stage.textView.isFirstResponder)
        #expect(stage.textView.selectedRange == NSRange(location: 6, length: 4))
        #expect(stage.log == ["didChangeSelection"])
        let titles = shownMenuTitles
        #expect(titles.contains("Copy") && !titles.contains("Cut") && !titles.contains("Paste"), "\(titles)")
        #expect(!stage.sim.keyboard.exists)
    }

    @Test("read-only: the selection shows highlighted with its handles and no caret; a tap clears it, leaving nothing drawn")
    func selectionDisplay() {
        let stage = readOnlyStage()
        stage.textView.text = "alpha beta\ngamma delta\nepsilon zeta\neta theta\niota kappa"
        stage.sim.doubleTap(at: stage.point(atCharacter: 7))
        stage.sim.runUntilIdle()
        let display = stage.textView.selectionDisplay
        #expect(!display.highlight.isHidden && display.caret.isHidden)
        // Below the menu (which shows under the word, the view being near the screen's top).
        stage.sim.advance(by: 1)
        stage.sim.tap(at: stage.point(atCharacter: 52))
        stage.sim.runUntilIdle()
        #expect(stage.textView.selectedRange.length == 0)
        #expect(display.highlight.isHidden && display.caret.isHidden)
        #expect(shownMenuTitles.isEmpty)
    }

    @Test("read-only: a long press selects the word under the finger and shows the menu when it lifts")
    func longPressSelectsWord() {
        let stage = readOnlyStage()
        stage.sim.longPress(at: stage.point(atCharacter: 13))
        stage.sim.runUntilIdle()
        #expect(stage.textView.selectedRange == NSRange(location: 11, length: 5))
        #expect(shownMenuTitles.contains("Copy"))
    }

    @Test("read-only: typed keys change nothing (hardware keyboard), and the delegate is never asked to change the text")
    func typingChangesNothing() {
        let stage = readOnlyStage(hardwareKeyboard: true)
        stage.textView.becomeFirstResponder()
        stage.sim.type("xyz")
        stage.sim.press(.delete)
        stage.sim.runUntilIdle()
        #expect(stage.textView.text == "alpha beta\ngamma delta")
        #expect(!stage.log.contains("shouldChange") && !stage.log.contains("didChange"))
    }

    @Test("an editing text view made read-only ends editing (didEnd), and can then be selected without editing")
    func editableToReadOnly() {
        let stage = TextViewStage()
        stage.textView.text = "alpha beta"
        stage.beginEditing()
        stage.textView.isEditable = false
        #expect(!stage.textView.isFirstResponder)
        #expect(stage.log.contains("didEnd"))
        stage.log.removeAll()
        stage.sim.doubleTap(at: stage.point(atCharacter: 1))
        stage.sim.runUntilIdle()
        #expect(stage.textView.isFirstResponder && stage.textView.selectedRange == NSRange(location: 0, length: 5))
        #expect(!stage.log.contains("shouldBegin") && !stage.log.contains("didBegin"))
    }

    @Test("endEditing(true) on the window ends a read-only selection session: the menu and the highlight go")
    func endEditingEndsSelection() {
        let stage = readOnlyStage()
        stage.sim.doubleTap(at: stage.point(atCharacter: 7))
        stage.sim.runUntilIdle()
        stage.window.endEditing(true)
        stage.sim.runUntilIdle()
        #expect(!stage.textView.isFirstResponder)
        #expect(stage.textView.selectionDisplay.highlight.isHidden && shownMenuTitles.isEmpty)
    }
}

extension GeneralPasteboardTests {
    @MainActor @Test("read-only text view: Copy puts the selected text on the pasteboard")
    func readOnlyTextViewCopies() {
        let stage = TextViewStage(hardwareKeyboard: false)
        stage.textView.text = "alpha beta\ngamma delta"
        stage.textView.isEditable = false
        stage.sim.runUntilIdle()
        stage.sim.doubleTap(at: stage.point(atCharacter: 13))
        stage.sim.runUntilIdle()
        stage.sim.tapMenuItem("Copy")
        stage.sim.runUntilIdle()
        #expect(general.string == "gamma")
        #expect(stage.textView.text == "alpha beta\ngamma delta")
    }
}
