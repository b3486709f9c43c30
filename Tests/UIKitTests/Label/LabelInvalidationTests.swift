import Foundation
import Testing
import UIKitTesting

/// What a change redraws and what invalidates the intrinsic size: only changes to what
/// the label draws redraw it.
@MainActor
@Suite("UILabel invalidation", .serialized)
struct LabelInvalidationTests {
    /// A drawn label in a window, its counters reset.
    func setUp() -> (LabelStage, CountingLabel) {
        let stage = LabelStage()
        let label = CountingLabel(frame: CGRect(x: 10, y: 100, width: 200, height: 30))
        label.text = "Counting"
        _ = stage.show(label)
        label.resetCounts()
        return (stage, label)
    }

    /// Runs a frame and returns (draws, intrinsic invalidations) since the last reset.
    func cycle(_ stage: LabelStage, _ label: CountingLabel) -> (draws: Int, invalidations: Int) {
        stage.sim.runUntilIdle()
        defer { label.resetCounts() }
        return (label.draws, label.intrinsicInvalidations)
    }

    @Test("draw(_:) calls drawText(in:) once with the bounds")
    func drawOrder() {
        let (stage, label) = setUp()
        label.setNeedsDisplay()
        stage.sim.runUntilIdle()
        #expect(label.draws == 1)
        #expect(label.drawTextRects == [label.bounds])
    }

    @Test("setting what is already shown redraws nothing")
    func noOpChanges() {
        let (stage, label) = setUp()
        label.text = "Counting"
        label.font = .systemFont(ofSize: 17)
        label.textColor = .label
        label.textAlignment = .natural
        label.lineBreakMode = .byTruncatingTail
        label.numberOfLines = 1
        label.attributedText = label.attributedText
        #expect(cycle(stage, label) == (0, 0))
    }

    @Test("changes to things not drawn redraw nothing")
    func invisibleChanges() {
        let (stage, label) = setUp()
        label.shadowOffset = CGSize(width: 5, height: 5)
        label.isHighlighted = true
        label.isUserInteractionEnabled = true
        label.center = CGPoint(x: 150, y: 200)
        #expect(cycle(stage, label).draws == 0)
        label.preferredMaxLayoutWidth = 50
        #expect(cycle(stage, label) == (0, 1))
    }

    @Test("colour changes redraw without invalidating the size; layout changes do both")
    func drawnChanges() {
        let (stage, label) = setUp()
        label.textColor = .systemRed
        #expect(cycle(stage, label) == (1, 0))
        label.highlightedTextColor = .systemBlue
        label.isHighlighted = true
        #expect(cycle(stage, label) == (1, 0))
        label.isEnabled = false
        #expect(cycle(stage, label) == (1, 0))
        label.font = .systemFont(ofSize: 30)
        #expect(cycle(stage, label) == (1, 1))
        label.text = "Other"
        #expect(cycle(stage, label) == (1, 1))
        label.numberOfLines = 0
        #expect(cycle(stage, label) == (1, 1))
        label.shadowColor = .gray
        #expect(cycle(stage, label) == (1, 1))
        label.textAlignment = .center
        #expect(cycle(stage, label) == (1, 1))
        label.adjustsFontSizeToFitWidth = true
        #expect(cycle(stage, label) == (1, 1))
    }

    @Test("many changes before a frame draw once")
    func coalesced() {
        let (stage, label) = setUp()
        label.text = "One"
        label.text = "Two"
        label.textColor = .systemGreen
        label.font = .boldSystemFont(ofSize: 12)
        #expect(cycle(stage, label).draws == 1)
    }

    @Test("a label without text redraws for nothing but text")
    func withoutText() {
        let (stage, label) = setUp()
        label.text = nil
        #expect(cycle(stage, label) == (1, 1))
        label.font = .systemFont(ofSize: 40)
        label.textColor = .systemRed
        label.numberOfLines = 3
        label.isEnabled = false
        label.frame = CGRect(x: 10, y: 100, width: 250, height: 60)
        #expect(cycle(stage, label) == (0, 0))
        label.text = ""
        #expect(cycle(stage, label) == (0, 0))
    }

    @Test("a resize redraws the text, whatever the content mode")
    func resize() {
        let (stage, label) = setUp()
        label.bounds.size = CGSize(width: 250, height: 40)
        #expect(cycle(stage, label).draws == 1)
        label.contentMode = .center
        label.frame = CGRect(x: 10, y: 100, width: 150, height: 40)
        #expect(cycle(stage, label).draws == 1)
    }
}
