import Foundation
import Testing
@_spi(Testing) import UIKit
import UIKitTesting

/// Bad input never crashes a text view and never loses text: lone surrogates, a megabyte
/// pasted at once, ranges past the end, a delegate changing the text while asked about a
/// change.
@MainActor
@Suite("UITextView bad input", .serialized)
struct TextViewBadInputTests {
    @Test("a lone surrogate typed arrives as U+FFFD; deleting it leaves the rest")
    func loneSurrogate() {
        let stage = TextViewStage()
        stage.textView.text = "ab"
        stage.beginEditing()
        stage.textView.insertText(String(decoding: [UInt16(0xD800)], as: UTF16.self))
        #expect(stage.textView.text == "ab\u{FFFD}")
        stage.textView.deleteBackward()
        #expect(stage.textView.text == "ab")
    }

    @Test("1 MB pasted at once: no crash, the text intact, the caret after it and in view")
    func megabytePaste() {
        let stage = TextViewStage()
        let document = TextViewLayoutTests.document(lines: 14_000)
        #expect(document.utf8.count > 1_000_000)
        stage.beginEditing()
        UIPasteboard.general.string = document
        stage.textView.paste(nil)
        stage.sim.runUntilIdle()
        #expect(stage.textView.text == document)
        #expect(stage.textView.selectedRange == NSRange(location: (document as NSString).length, length: 0))
        let caret = stage.textView.caretRect(for: stage.textView.endOfDocument)
        #expect(stage.textView.bounds.intersects(caret))
        #expect(stage.textView.paragraphLayoutsBuilt < 200)
    }

    @Test("ranges past the end are clamped: selectedRange, text(in:), scrollRangeToVisible")
    func rangesPastTheEnd() {
        let stage = TextViewStage()
        stage.textView.text = "short"
        stage.beginEditing()
        stage.textView.selectedRange = NSRange(location: 100, length: 50)
        #expect(stage.textView.selectedRange == NSRange(location: 5, length: 0))
        let outside = stage.textView.textRange(from: stage.textView.beginningOfDocument, to: stage.textView.endOfDocument)!
        #expect(stage.textView.text(in: outside) == "short")
        #expect(stage.textView.position(from: stage.textView.endOfDocument, offset: 1) == nil)
        stage.textView.scrollRangeToVisible(NSRange(location: Int.max / 2, length: Int.max / 2))
        stage.sim.runUntilIdle()
        #expect(stage.textView.text == "short")
    }

    @Test("a delegate replacing the text inside shouldChangeTextIn: the edit lands clamped in the new text")
    func delegateMutatesText() {
        let stage = TextViewStage()
        stage.textView.text = "hello world"
        stage.beginEditing()
        stage.delegate.shouldChange = { [weak textView = stage.textView] _, _ in
            textView?.text = "hi"
            return true
        }
        stage.sim.type("!")
        stage.sim.runUntilIdle()
        #expect(stage.textView.text == "hi!")
        stage.delegate.shouldChange = { _, _ in true }
        stage.sim.press(.delete)
        #expect(stage.textView.text == "hi")
    }

    @Test("text with CR LF, CR and U+2029 separators is laid out and edited per paragraph")
    func separators() {
        let stage = TextViewStage()
        stage.textView.text = "one\r\ntwo\rthree\u{2029}four"
        stage.beginEditing()
        stage.textView.selectedRange = NSRange(location: 5, length: 0)
        stage.sim.type("X")
        stage.sim.press(.delete)
        stage.sim.press(.delete)
        stage.sim.runUntilIdle()
        #expect(stage.textView.text == "onetwo\rthree\u{2029}four")
        let caret = stage.textView.caretRect(for: stage.textView.selectedTextRange!.start)
        #expect(caret.minY == 8)
    }
}
