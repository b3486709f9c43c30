import Foundation
import Testing
@_spi(Testing) @testable import UIKit
import UIKitTesting

/// `NSTextContainer.maximumNumberOfLines` and `lineBreakMode` in a text view: the lines are
/// counted across paragraphs from the top, the text past the limit is neither shown nor laid
/// out, the view sizes itself to the lines shown, and the last line ends in the container's
/// line break mode.
@MainActor
@Suite("UITextView line limit", .serialized)
struct TextViewLineLimitTests {
    static let prose = "The quick brown fox jumps over the lazy dog and keeps running across the field until "
        + "the sun sets behind the hills far away, where nobody can follow it any more."

    /// A text view that sizes itself (scrolling off), limited to `lines` lines.
    func limitedStage(lines: Int, mode: NSLineBreakMode = .byWordWrapping, text: String) -> TextViewStage {
        let stage = TextViewStage()
        stage.textView.isScrollEnabled = false
        stage.textView.textContainer.maximumNumberOfLines = lines
        stage.textView.textContainer.lineBreakMode = mode
        stage.textView.text = text
        stage.sim.runUntilIdle()
        return stage
    }

    /// The height of `lines` lines of the text view's font plus its insets.
    func height(ofLines lines: Int, in textView: UITextView) -> CGFloat {
        let font = textView.font ?? UIFont.systemFont(ofSize: 12)
        return (textView.textContainerInset.top + CGFloat(lines) * font.lineHeight + textView.textContainerInset.bottom).rounded(.up)
    }

    @Test("NSTextContainer defaults: no line limit, word wrapping, as UIKit's")
    func defaults() {
        let container = NSTextContainer()
        #expect(container.maximumNumberOfLines == 0)
        #expect(container.lineBreakMode == .byWordWrapping)
        let textView = UITextView()
        #expect(textView.textContainer.maximumNumberOfLines == 0)
        #expect(textView.textContainer.lineBreakMode == .byWordWrapping)
    }

    @Test("maximumNumberOfLines: a wrapping paragraph is cut at the limit and the view sizes itself to the lines shown")
    func wrappingParagraphIsCut() {
        let stage = limitedStage(lines: 2, text: Self.prose + " " + Self.prose)
        let textView = stage.textView
        let fitting = textView.sizeThatFits(CGSize(width: 280, height: CGFloat.greatestFiniteMagnitude))
        #expect(fitting.height == height(ofLines: 2, in: textView))
        #expect(textView.intrinsicContentSize.height == height(ofLines: 2, in: textView))
        textView.textContainer.maximumNumberOfLines = 0
        stage.sim.runUntilIdle()
        #expect(textView.sizeThatFits(CGSize(width: 280, height: CGFloat.greatestFiniteMagnitude)).height > height(ofLines: 4, in: textView),
                "without the limit every line shows again")
    }

    @Test("maximumNumberOfLines: lines are counted across paragraphs; the paragraphs past the limit are 0 points tall and never laid out")
    func limitSpansParagraphs() {
        let lines = (1...200).map { "Paragraph \($0)" }.joined(separator: "\n")
        let stage = TextViewStage()
        stage.textView.textContainer.maximumNumberOfLines = 3
        stage.textView.text = lines
        stage.textView.resetParagraphLayoutCount()
        stage.sim.runUntilIdle()
        let textView = stage.textView
        #expect(textView.paragraphLayoutsBuilt == 3, "laid out \(textView.paragraphLayoutsBuilt) paragraphs")
        #expect(abs(textView.contentSize.height - height(ofLines: 3, in: textView)) < 1)
        // The fourth paragraph starts where the third ends and takes no room.
        #expect(textView.textLayout.top(ofParagraph: 3) == textView.textLayout.top(ofParagraph: 199))
        #expect(textView.textLayout.layout(ofParagraph: 150) == nil)
    }

    @Test("lineBreakMode .byTruncatingTail: the last line shown ends in an ellipsis when its paragraph is cut")
    func truncatingTailEndsInEllipsis() {
        let stage = limitedStage(lines: 1, mode: .byTruncatingTail, text: Self.prose)
        let layout = stage.textView.textLayout.layout(ofParagraph: 0)
        #expect(layout?.lines.count == 1)
        #expect(layout?.lines.last?.replacement != nil, "the line is drawn with an ellipsis")
        #expect(stage.textView.intrinsicContentSize.height == height(ofLines: 1, in: stage.textView))
        let wrapping = limitedStage(lines: 1, mode: .byWordWrapping, text: Self.prose)
        let cut = wrapping.textView.textLayout.layout(ofParagraph: 0)
        #expect(cut?.lines.count == 1)
        #expect(cut?.lines.last?.replacement == nil, "a wrapping mode stops at the limit without an ellipsis")
    }

    @Test("maximumNumberOfLines: typing new lines under a limit keeps the view at the limit and the text whole")
    func editingUnderALimit() {
        let stage = limitedStage(lines: 2, text: "one")
        stage.beginEditing()
        stage.textView.selectedRange = NSRange(location: 3, length: 0)
        for word in ["two", "three", "four"] {
            stage.sim.press(.return)
            stage.sim.type(word)
        }
        stage.sim.runUntilIdle()
        #expect(stage.textView.text == "one\ntwo\nthree\nfour")
        #expect(stage.textView.intrinsicContentSize.height == height(ofLines: 2, in: stage.textView))
        stage.textView.selectedRange = NSRange(location: 0, length: 4)
        stage.textView.deleteBackward()
        stage.sim.runUntilIdle()
        #expect(stage.textView.text == "two\nthree\nfour")
        #expect(stage.textView.textLayout.top(ofParagraph: 2) == stage.textView.textLayout.top(ofParagraph: 1)
                    + stage.textView.textLayout.heights[1])
        #expect(stage.textView.textLayout.heights[2] == 0, "the third paragraph is past the limit")
    }

    @Test("bad input: a negative maximumNumberOfLines means no limit, never a crash")
    func negativeLimit() {
        let stage = limitedStage(lines: -3, text: "a\nb\nc")
        #expect(stage.textView.intrinsicContentSize.height == height(ofLines: 3, in: stage.textView))
    }
}
