import Foundation
import Testing
@_spi(Testing) import UIKit
import UIKitTesting

/// UITextInput and UIKeyInput on UITextField: positions and ranges in UTF-16 offsets (as
/// `NSRange` counts), the text in a range, replacing, the selection, marked text from an
/// input method, the input delegate's calls, and the geometry of the caret and selection.
@MainActor
@Suite("UITextInput on UITextField", .serialized)
struct TextInputProtocolTests {
    private func position(_ field: UITextField, _ offset: Int) -> UITextPosition {
        field.position(from: field.beginningOfDocument, offset: offset)!
    }

    private func range(_ field: UITextField, _ start: Int, _ end: Int) -> UITextRange {
        field.textRange(from: position(field, start), to: position(field, end))!
    }

    @Test("positions are UTF-16 offsets: an emoji is two, compare and offset agree, out-of-text positions are nil")
    func positions() {
        let field = UITextField()
        field.text = "a😀b"
        #expect(field.offset(from: field.beginningOfDocument, to: field.endOfDocument) == 4)
        let one = position(field, 1), three = position(field, 3)
        #expect(field.compare(one, to: three) == .orderedAscending)
        #expect(field.compare(three, to: one) == .orderedDescending)
        #expect(field.compare(one, to: position(field, 1)) == .orderedSame)
        #expect(field.offset(from: three, to: one) == -2)
        #expect(field.position(from: field.beginningOfDocument, offset: 5) == nil)
        #expect(field.position(from: field.beginningOfDocument, offset: -1) == nil)
        #expect(field.position(from: field.endOfDocument, offset: Int.max) == nil, "no overflow trap")
    }

    @Test("textRange orders its ends, text(in:) reads the range, isEmpty holds for a caret")
    func ranges() {
        let field = UITextField()
        field.text = "hello world"
        let backwards = field.textRange(from: position(field, 11), to: position(field, 6))!
        #expect(field.text(in: backwards) == "world")
        #expect(field.offset(from: field.beginningOfDocument, to: backwards.start) == 6)
        #expect(!backwards.isEmpty && range(field, 3, 3).isEmpty)
        #expect(field.text(in: range(field, 0, 5)) == "hello")
    }

    @Test("left and right move by whole characters: a flag, an emoji family and a letter with its accent are one step")
    func layoutMoves() {
        let field = UITextField()
        let family = "👨‍👩‍👧‍👦"
        field.text = "a🇯🇵\(family)e\u{301}"
        var p = field.beginningOfDocument
        var offsets: [Int] = []
        while let next = field.position(from: p, in: .right, offset: 1) {
            p = next
            offsets.append(field.offset(from: field.beginningOfDocument, to: p))
        }
        #expect(offsets == [1, 5, 5 + family.utf16.count, 7 + family.utf16.count])
        let back = field.position(from: field.endOfDocument, in: .left, offset: 2)!
        #expect(field.offset(from: field.beginningOfDocument, to: back) == 5)
        #expect(field.position(from: field.beginningOfDocument, in: .up, offset: 1) == nil, "one line: nothing above")
    }

    @Test("characterRange(byExtending:) takes the next character in a direction; position(within:farthestIn:) picks an end")
    func extendingAndFarthest() {
        let field = UITextField()
        field.text = "a🇯🇵b"
        let flag = field.characterRange(byExtending: position(field, 1), in: .right)!
        #expect(field.text(in: flag) == "🇯🇵")
        let before = field.characterRange(byExtending: position(field, 5), in: .left)!
        #expect(field.text(in: before) == "🇯🇵")
        #expect(field.characterRange(byExtending: field.beginningOfDocument, in: .left) == nil)
        let whole = range(field, 1, 6)
        #expect(field.offset(from: field.beginningOfDocument, to: field.position(within: whole, farthestIn: .right)!) == 6)
        #expect(field.offset(from: field.beginningOfDocument, to: field.position(within: whole, farthestIn: .up)!) == 1)
        #expect(field.baseWritingDirection(for: position(field, 0), in: .forward) == .leftToRight)
        #expect(field.textInputView === field)
        #expect(field.characterOffset(of: position(field, 5), within: whole) == 4)
        #expect(field.position(within: whole, atCharacterOffset: 9) == nil)
    }

    @Test("selectedTextRange is nil until editing, then the caret at the end; setting it selects and tells the delegate")
    func selection() {
        let stage = TextFieldStage()
        stage.field.text = "hello"
        #expect(stage.field.selectedTextRange == nil)
        stage.beginEditing()
        #expect(stage.selection == NSRange(location: 5, length: 0))
        stage.select(NSRange(location: 1, length: 3))
        #expect(stage.selection == NSRange(location: 1, length: 3))
        #expect(stage.log == ["didChangeSelection"])
    }

    @Test("insertText replaces the selection; deleteBackward deletes it, else the character before the caret; hasText follows")
    func keyInput() {
        let stage = TextFieldStage()
        stage.beginEditing()
        #expect(!stage.field.hasText)
        stage.field.insertText("hello")
        #expect(stage.field.hasText)
        stage.select(NSRange(location: 1, length: 3))
        stage.field.insertText("E")
        #expect(stage.field.text == "hEo")
        #expect(stage.selection == NSRange(location: 2, length: 0))
        stage.field.deleteBackward()
        #expect(stage.field.text == "ho")
        stage.select(NSRange(location: 0, length: 2))
        stage.field.deleteBackward()
        #expect(stage.field.text == "" && !stage.field.hasText)
    }

    @Test("deleteBackward removes a combining sequence, a flag and an emoji ZWJ family whole")
    func graphemeDeletion() {
        let stage = TextFieldStage()
        stage.beginEditing()
        let family = "👩‍👩‍👧‍👦"
        stage.field.insertText("xe\u{301}🇫🇷\(family)")
        stage.field.deleteBackward()
        #expect(stage.field.text == "xe\u{301}🇫🇷")
        stage.field.deleteBackward()
        #expect(stage.field.text == "xe\u{301}")
        stage.field.deleteBackward()
        #expect(stage.field.text == "x")
        #expect(stage.delegate.changes.suffix(3).map(\.0) == [
            NSRange(location: 7, length: family.utf16.count), NSRange(location: 3, length: 4), NSRange(location: 1, length: 2),
        ])
    }

    @Test("replace(_:withText:) asks the delegate with the range and sends editingChanged")
    func replaceRange() {
        let stage = TextFieldStage()
        stage.field.text = "hello world"
        stage.beginEditing()
        stage.field.replace(range(stage.field, 0, 5), withText: "HELLO")
        #expect(stage.field.text == "HELLO world")
        #expect(stage.delegate.changes.last?.0 == NSRange(location: 0, length: 5))
        #expect(stage.log.contains("editingChanged"))
    }

    @Test("marked text: setMarkedText composes (each update asked of the delegate), shows underlined, and unmarkText commits it")
    func markedText() {
        let stage = TextFieldStage()
        stage.beginEditing()
        stage.field.insertText("ab")
        stage.field.setMarkedText("に", selectedRange: NSRange(location: 1, length: 0))
        stage.field.setMarkedText("にほ", selectedRange: NSRange(location: 2, length: 0))
        #expect(stage.field.text == "abにほ")
        let marked = stage.field.markedTextRange!
        #expect(stage.field.text(in: marked) == "にほ")
        #expect(stage.selection == NSRange(location: 4, length: 0))
        #expect(stage.delegate.changes.suffix(2).map(\.0) == [NSRange(location: 2, length: 0), NSRange(location: 2, length: 1)])
        stage.field.setMarkedText("日本", selectedRange: NSRange(location: 2, length: 0))
        stage.field.unmarkText()
        #expect(stage.field.markedTextRange == nil)
        #expect(stage.field.text == "ab日本")
        stage.field.insertText("!")
        #expect(stage.field.text == "ab日本!")
    }

    @Test("insertText during composition replaces the marked text and ends it; moving the caret out commits it")
    func markedTextCommits() {
        let stage = TextFieldStage()
        stage.beginEditing()
        stage.field.setMarkedText("kan", selectedRange: NSRange(location: 3, length: 0))
        stage.field.insertText("漢")
        #expect(stage.field.text == "漢" && stage.field.markedTextRange == nil)
        stage.field.setMarkedText("ji", selectedRange: NSRange(location: 2, length: 0))
        stage.select(NSRange(location: 0, length: 0))
        #expect(stage.field.markedTextRange == nil)
        #expect(stage.field.text == "漢ji")
    }

    @Test("text set in code mid-composition drops the marked text and keeps the new text")
    func markedTextReplacedByCode() {
        let stage = TextFieldStage()
        stage.beginEditing()
        stage.field.setMarkedText("にほ", selectedRange: NSRange(location: 2, length: 0))
        stage.field.text = "done"
        #expect(stage.field.markedTextRange == nil)
        #expect(stage.field.text == "done")
        stage.field.setMarkedText("x", selectedRange: NSRange(location: 1, length: 0))
        #expect(stage.field.text == "donex")
    }

    @Test("the input delegate hears of changes the input system did not make: text set in code and selection moved by taps, not typing")
    func inputDelegate() {
        final class Recorder: NSObject, UITextInputDelegate {
            var log: [String] = []
            func selectionWillChange(_ textInput: (any UITextInput)?) { log.append("selectionWill") }
            func selectionDidChange(_ textInput: (any UITextInput)?) { log.append("selectionDid") }
            func textWillChange(_ textInput: (any UITextInput)?) { log.append("textWill") }
            func textDidChange(_ textInput: (any UITextInput)?) { log.append("textDid") }
        }
        let stage = TextFieldStage()
        stage.beginEditing()
        let recorder = Recorder()
        stage.field.inputDelegate = recorder
        stage.field.insertText("abc")
        stage.field.deleteBackward()
        #expect(recorder.log.isEmpty)
        stage.field.text = "new"
        #expect(recorder.log == ["selectionWill", "textWill", "textDid", "selectionDid"])
        recorder.log = []
        stage.select(NSRange(location: 0, length: 1))
        #expect(recorder.log == ["selectionWill", "selectionDid"])
    }

    @Test("caretRect: 2 points wide, as tall as the line, at the text rect's left edge when empty and after the text when not")
    func caretGeometry() {
        let stage = TextFieldStage()
        stage.beginEditing()
        let field = stage.field
        let textRect = field.editingRect(forBounds: field.bounds)
        let empty = field.caretRect(for: field.beginningOfDocument)
        #expect(empty.width == 2)
        #expect(empty.minX == textRect.minX)
        #expect(abs(empty.midY - field.bounds.midY) <= 0.5)
        #expect(abs(empty.height - field.font!.lineHeight) < 0.01)
        field.insertText("wide")
        let end = field.caretRect(for: field.endOfDocument)
        let width = ("wide" as NSString).size(withAttributes: [.font: field.font!]).width
        #expect(abs(end.minX - (textRect.minX + width)) < 0.5)
    }

    @Test("selectionRects cover the range on its line with its start and end; firstRect is that rectangle")
    func selectionGeometry() {
        let stage = TextFieldStage()
        stage.field.text = "hello world"
        stage.beginEditing()
        let field = stage.field
        let rects = field.selectionRects(for: range(field, 6, 11))
        #expect(rects.count == 1)
        let rect = rects[0].rect
        #expect(rects[0].containsStart && rects[0].containsEnd)
        #expect(abs(rect.minX - field.caretRect(for: position(field, 6)).minX) < 0.01)
        #expect(abs(rect.maxX - field.caretRect(for: position(field, 11)).minX) < 0.01)
        #expect(field.firstRect(for: range(field, 6, 11)) == rect)
    }

    @Test("closestPosition and characterRange(at:) find character boundaries and characters under points")
    func hitTesting() {
        let stage = TextFieldStage()
        stage.field.text = "hello"
        stage.beginEditing()
        let field = stage.field
        let caret2 = field.caretRect(for: position(field, 2))
        let caret3 = field.caretRect(for: position(field, 3))
        let near2 = field.closestPosition(to: CGPoint(x: caret2.minX + 1, y: caret2.midY))!
        #expect(field.offset(from: field.beginningOfDocument, to: near2) == 2)
        let character = field.characterRange(at: CGPoint(x: (caret2.minX + caret3.minX) / 2 + 1, y: caret2.midY))!
        #expect(field.text(in: character) == "l")
        let within = field.closestPosition(to: CGPoint(x: 1000, y: caret2.midY), within: range(field, 0, 3))!
        #expect(field.offset(from: field.beginningOfDocument, to: within) == 3)
        #expect(field.closestPosition(to: CGPoint(x: CGFloat.nan, y: 0)) == nil)
        let beyond = field.closestPosition(to: CGPoint(x: 1000, y: caret2.midY))!
        #expect(field.offset(from: field.beginningOfDocument, to: beyond) == 5)
    }

    @Test("the tokenizer finds words, sentences, paragraphs and the document, with UIKit's directions at boundaries")
    func tokenizer() {
        let field = UITextField()
        field.text = "Hi there. New one"
        let tokenizer = field.tokenizer
        let forward = UITextDirection.storage(.forward), backward = UITextDirection.storage(.backward)
        let inWord = tokenizer.rangeEnclosingPosition(position(field, 4), with: .word, inDirection: forward)!
        #expect(field.text(in: inWord) == "there")
        #expect(tokenizer.rangeEnclosingPosition(position(field, 2), with: .word, inDirection: forward) == nil,
                "forward from the end of \"Hi\" lies in no word")
        #expect(field.text(in: tokenizer.rangeEnclosingPosition(position(field, 2), with: .word, inDirection: backward)!) == "Hi")
        #expect(tokenizer.isPosition(position(field, 2), atBoundary: .word, inDirection: forward))
        #expect(!tokenizer.isPosition(position(field, 2), atBoundary: .word, inDirection: backward))
        #expect(tokenizer.isPosition(position(field, 3), atBoundary: .word, inDirection: backward))
        let next = tokenizer.position(from: position(field, 0), toBoundary: .word, inDirection: forward)!
        #expect(field.offset(from: field.beginningOfDocument, to: next) == 2)
        let previous = tokenizer.position(from: position(field, 7), toBoundary: .word, inDirection: backward)!
        #expect(field.offset(from: field.beginningOfDocument, to: previous) == 3)
        let sentence = tokenizer.rangeEnclosingPosition(position(field, 12), with: .sentence, inDirection: forward)!
        #expect(field.text(in: sentence)?.hasPrefix("New one") == true)
        let document = tokenizer.rangeEnclosingPosition(position(field, 5), with: .document, inDirection: forward)!
        #expect(field.text(in: document) == field.text)
        #expect(tokenizer.isPosition(position(field, 1), withinTextUnit: .word, inDirection: forward))
        #expect(!tokenizer.isPosition(position(field, 2), withinTextUnit: .word, inDirection: forward))
        let character = tokenizer.rangeEnclosingPosition(position(field, 0), with: .character, inDirection: forward)!
        #expect(field.text(in: character) == "H")
    }

    @Test("the tokenizer's paragraphs end at line breaks and its lines follow the caret geometry")
    func tokenizerParagraphsAndLines() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 300, height: 34))
        field.text = "one\ntwo"
        let tokenizer = field.tokenizer
        let paragraph = tokenizer.rangeEnclosingPosition(position(field, 5), with: .paragraph, inDirection: .storage(.forward))!
        #expect(field.text(in: paragraph) == "two")
        let end = tokenizer.position(from: position(field, 0), toBoundary: .paragraph, inDirection: .storage(.forward))!
        #expect(field.offset(from: field.beginningOfDocument, to: end) == 3)
        let line = tokenizer.rangeEnclosingPosition(position(field, 1), with: .line, inDirection: .storage(.forward))!
        #expect(field.text(in: line) == "one\ntwo", "a text field's text is one line")
    }
}
