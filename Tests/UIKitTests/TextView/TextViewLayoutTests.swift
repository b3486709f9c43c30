import Foundation
import Testing
@_spi(Testing) import UIKit
import UIKitTesting

/// UITextView's viewport layout, scrolling and geometry: only the paragraphs near the
/// visible area are laid out (on open, on a keystroke, while scrolling), the caret is kept
/// in view, `scrollRangeToVisible`, the container inset, self-sizing with scrolling off.
@MainActor
@Suite("UITextView layout", .serialized)
struct TextViewLayoutTests {
    /// A document of `lines` lines of mixed prose, some non-ASCII.
    static func document(lines: Int) -> String {
        let samples = [
            "The quick brown fox jumps over the lazy dog, and then it rests for a while.",
            "Café crème, naïve façade — déjà vu in the évènement of the day.",
            "Short line.",
            "Ünïcödé text with emoji 🙂 and CJK 漢字 mixed into an otherwise ordinary sentence that wraps.",
        ]
        return (0..<lines).map { "\($0): " + samples[$0 % samples.count] }.joined(separator: "\n")
    }

    @Test("viewport: opening a 20,000-line document lays out only the paragraphs around the viewport")
    func boundedLayoutOnOpen() {
        let stage = TextViewStage()
        stage.textView.text = Self.document(lines: 20_000)
        stage.textView.resetParagraphLayoutCount()
        stage.sim.runUntilIdle()
        let built = stage.textView.paragraphLayoutsBuilt
        #expect(built > 0 && built < 40, "laid out \(built) paragraphs")
        #expect(stage.textView.contentSize.height > 20_000 * 15)
        #expect(stage.textView.text.utf16.count == Self.document(lines: 20_000).utf16.count)
    }

    @Test("viewport: a keystroke in the middle of the document lays out one paragraph again")
    func boundedLayoutOnKeystroke() {
        let stage = TextViewStage()
        let text = Self.document(lines: 20_000)
        stage.textView.text = text
        stage.beginEditing()
        let middle = (text as NSString).range(of: "10000: ").location
        stage.textView.selectedRange = NSRange(location: middle, length: 0)
        stage.textView.scrollRangeToVisible(stage.textView.selectedRange)
        stage.sim.runUntilIdle()
        stage.textView.resetParagraphLayoutCount()
        stage.sim.type("x")
        stage.sim.runUntilIdle()
        #expect(stage.textView.paragraphLayoutsBuilt <= 2)
        #expect((stage.textView.text as NSString).substring(with: NSRange(location: middle, length: 8)) == "x10000: ")
        // The caret is on screen.
        let caret = stage.textView.caretRect(for: stage.textView.selectedTextRange!.end)
        #expect(stage.textView.bounds.contains(CGPoint(x: caret.midX, y: caret.midY)))
    }

    @Test("viewport: scrolling lays out only the paragraphs coming into view")
    func boundedLayoutOnScroll() {
        let stage = TextViewStage()
        stage.textView.text = Self.document(lines: 20_000)
        stage.sim.runUntilIdle()
        stage.textView.resetParagraphLayoutCount()
        stage.textView.contentOffset.y += 100
        stage.sim.runUntilIdle()
        #expect(stage.textView.paragraphLayoutsBuilt < 12)
        stage.textView.resetParagraphLayoutCount()
        stage.textView.contentOffset.y = stage.textView.contentSize.height / 2
        stage.sim.runUntilIdle()
        #expect(stage.textView.paragraphLayoutsBuilt < 40)
    }

    @Test("caret kept visible: typing past the bottom scrolls the text view")
    func caretScrollsIntoView() {
        let stage = TextViewStage(frame: CGRect(x: 20, y: 60, width: 280, height: 100))
        stage.beginEditing()
        for _ in 0..<12 {
            stage.sim.type("line")
            stage.sim.press(.return)
        }
        stage.sim.runUntilIdle()
        #expect(stage.textView.contentOffset.y > 0)
        let caret = stage.textView.caretRect(for: stage.textView.selectedTextRange!.end)
        #expect(stage.textView.bounds.contains(CGPoint(x: caret.midX, y: caret.midY)))
    }

    @Test("scrollRangeToVisible brings a far range into view; a range past the end is clamped")
    func scrollRangeToVisible() {
        let stage = TextViewStage()
        let text = Self.document(lines: 500)
        stage.textView.text = text
        stage.sim.runUntilIdle()
        let target = (text as NSString).range(of: "400: ")
        stage.textView.scrollRangeToVisible(target)
        stage.sim.runUntilIdle()
        let caret = stage.textView.caretRect(for: stage.textView.position(from: stage.textView.beginningOfDocument, offset: target.location)!)
        #expect(stage.textView.bounds.intersects(caret))
        stage.textView.scrollRangeToVisible(NSRange(location: 10_000_000, length: 5))
        stage.sim.runUntilIdle()
        #expect(stage.textView.contentOffset.y >= 0)
    }

    @Test("textContainerInset and the 5-point line padding place the first caret at (inset.left + 5, inset.top)")
    func insetMovesCaret() {
        let stage = TextViewStage()
        stage.textView.text = "Hello"
        stage.sim.runUntilIdle()
        var caret = stage.textView.caretRect(for: stage.textView.beginningOfDocument)
        #expect(caret.minX == 5 && caret.minY == 8)
        stage.textView.textContainerInset = UIEdgeInsets(top: 20, left: 10, bottom: 0, right: 0)
        stage.sim.runUntilIdle()
        caret = stage.textView.caretRect(for: stage.textView.beginningOfDocument)
        #expect(caret.minX == 15 && caret.minY == 20)
    }

    @Test("up and down arrows move by lines across paragraphs")
    func arrowsMoveByLines() {
        let stage = TextViewStage()
        stage.textView.text = "aaaa\naaaa\naaaa"
        stage.beginEditing()
        stage.textView.selectedRange = NSRange(location: 2, length: 0)
        stage.sim.press(.downArrow)
        #expect(stage.textView.selectedRange.location == 7)
        stage.sim.press(.downArrow)
        #expect(stage.textView.selectedRange.location == 12)
        stage.sim.press(.upArrow)
        stage.sim.press(.upArrow)
        #expect(stage.textView.selectedRange.location == 2)
    }

    @Test("self-sizing: with scrolling off, the text view grows with its text in a constraint layout")
    func selfSizing() {
        let (sim, window) = makeScenarioWindow()
        let textView = UITextView()
        textView.isScrollEnabled = false
        textView.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(textView)
        NSLayoutConstraint.activate([
            textView.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            textView.widthAnchor.constraint(equalToConstant: 200),
            textView.topAnchor.constraint(equalTo: window.topAnchor, constant: 40),
        ])
        textView.text = "one"
        sim.runUntilIdle()
        let oneLine = textView.frame.height
        #expect(oneLine > 16 && oneLine < 40)
        textView.text = "one\ntwo\nthree"
        sim.runUntilIdle()
        #expect(textView.frame.height > oneLine * 2)
        #expect(textView.frame.width == 200)
    }

    @Test("a tap places the caret in the tapped paragraph; a double tap selects the word")
    func tapAndDoubleTap() {
        let stage = TextViewStage()
        stage.textView.text = "alpha beta\ngamma delta"
        stage.sim.runUntilIdle()
        stage.sim.tap(at: stage.point(atCharacter: 13))
        stage.sim.runUntilIdle()
        #expect(stage.textView.isFirstResponder)
        let caret = stage.textView.selectedRange.location
        #expect(caret == 11 || caret == 16)
        let second = TextViewStage()
        second.textView.text = "alpha beta\ngamma delta"
        second.beginEditing()
        second.sim.doubleTap(at: second.point(atCharacter: 7))
        second.sim.runUntilIdle()
        #expect(second.textView.selectedRange == NSRange(location: 6, length: 4))
    }
}
