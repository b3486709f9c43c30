import Foundation
import Testing
@_spi(Testing) import UIKit
import UIKitTesting

/// Bad input never crashes a text field nor loses its text: invalid UTF-16, a megabyte
/// pasted at once, positions and ranges that are not the field's or split a character,
/// marked text replaced mid-composition, delegates that change the text while asked about
/// a change.
@MainActor
@Suite("Text input with bad input", .serialized)
struct TextInputBadInputTests {
    @Test("a lone surrogate reaches the field as U+FFFD (Swift strings hold no half characters) and deletes like any character")
    func loneSurrogate() {
        let stage = TextFieldStage()
        stage.beginEditing()
        let broken = NSString(characters: [0xD800, 0x61], length: 2) as String
        stage.field.insertText(broken)
        #expect(stage.field.text == "\u{FFFD}a")
        stage.field.deleteBackward()
        stage.field.deleteBackward()
        #expect(stage.field.text == "")
    }

    @Test("positions inside a surrogate pair never split it: an insertion there goes before the character, reading takes it whole")
    func splitSurrogatePair() {
        let stage = TextFieldStage()
        stage.field.text = "😀"
        stage.beginEditing()
        let field = stage.field
        let middle = field.position(from: field.beginningOfDocument, offset: 1)!
        #expect(field.text(in: field.textRange(from: field.beginningOfDocument, to: middle)!) == "😀")
        field.replace(field.textRange(from: middle, to: middle)!, withText: "x")
        #expect(field.text == "x😀")
    }

    @Test("positions and ranges of another kind are answered with nil, zero or nothing done")
    func foreignPositions() {
        final class OtherPosition: UITextPosition {}
        final class OtherRange: UITextRange {
            override var start: UITextPosition { OtherPosition() }
            override var end: UITextPosition { OtherPosition() }
        }
        let stage = TextFieldStage()
        stage.field.text = "safe"
        stage.beginEditing()
        let field = stage.field
        #expect(field.text(in: OtherRange()) == nil)
        field.replace(OtherRange(), withText: "x")
        field.selectedTextRange = OtherRange()
        #expect(field.text == "safe" && stage.selection == NSRange(location: 4, length: 0))
        #expect(field.position(from: OtherPosition(), offset: 0) == nil)
        #expect(field.textRange(from: OtherPosition(), to: field.endOfDocument) == nil)
        #expect(field.caretRect(for: OtherPosition()) == .zero)
        #expect(field.selectionRects(for: OtherRange()).isEmpty)
        #expect(field.offset(from: OtherPosition(), to: field.endOfDocument) == 0)
    }

    @Test("a delegate that formats the text itself inside shouldChangeCharactersIn and refuses the change leaves its text")
    func formattingDelegate() {
        let stage = TextFieldStage()
        stage.beginEditing()
        stage.delegate.shouldChange = { [unowned field = stage.field] range, string in
            let current = field.text ?? ""
            let digits = (current + string).filter(\.isNumber)
            field.text = digits.count > 3 ? "\(digits.prefix(3))-\(digits.dropFirst(3))" : digits
            return false
        }
        stage.sim.type("12345")
        #expect(stage.field.text == "123-45")
        #expect(!stage.log.contains("editingChanged"), "the delegate's own changes are the program's")
    }

    @Test("a delegate that shortens the text and then allows the change: the change lands clamped into the new text")
    func shorteningDelegate() {
        let stage = TextFieldStage()
        stage.field.text = "abcdef"
        stage.beginEditing()
        stage.delegate.shouldChange = { [unowned field = stage.field] _, _ in
            if field.text == "abcdef" { field.text = "ab" }
            return true
        }
        stage.sim.type("X")
        #expect(stage.field.text == "abX")
    }

    @Test("undo after the delegate rewrote the text does nothing harmful: the rewrite forgot the undo")
    func undoAfterRewrite() {
        let stage = TextFieldStage()
        stage.beginEditing()
        stage.sim.type("abc")
        stage.field.text = "z"
        stage.field.undoManager?.undo()
        #expect(stage.field.text == "z")
    }

    @Test("marked text with a selected range past its end selects its end")
    func markedSelectionOutOfRange() {
        let stage = TextFieldStage()
        stage.beginEditing()
        stage.field.setMarkedText("abc", selectedRange: NSRange(location: 10, length: 5))
        #expect(stage.selection == NSRange(location: 3, length: 0))
        stage.field.setMarkedText(nil, selectedRange: NSRange(location: 0, length: 0))
        #expect(stage.field.text == "" && stage.field.markedTextRange == nil)
    }
}
