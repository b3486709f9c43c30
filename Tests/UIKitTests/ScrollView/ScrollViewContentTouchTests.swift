import Foundation
import Testing
import UIKitTesting

/// What the content of a scroll view gets of touches: touch-downs delayed 150 ms
/// (`delaysContentTouches`), cancelled when a scroll starts (`canCancelContentTouches`),
/// and the subclass hooks `touchesShouldBegin(_:with:in:)` and `touchesShouldCancel(in:)`.
@MainActor
@Suite("Scroll view content touches", .serialized)
struct ScrollViewContentTouchTests {
    /// A scroll view whose subclass hooks answer as told and note when they are asked.
    final class HookedScrollView: UIScrollView {
        var allowsBegin = true
        var allowsCancel = true
        var asked: [String] = []

        override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
            asked.append("shouldBegin \((view as? RecordingView)?.name ?? "?") \(touches.count)")
            return allowsBegin
        }

        override func touchesShouldCancel(in view: UIView) -> Bool {
            asked.append("shouldCancel \((view as? RecordingView)?.name ?? "?")")
            return allowsCancel
        }
    }

    /// A stage whose scroll view holds a recording "cell" at (0, 100, 320, 100).
    private func cellStage() -> (ScrollStage, HookedScrollView, EventLog) {
        let scrollView = HookedScrollView()
        let stage = ScrollStage(scrollView: scrollView)
        let log = EventLog()
        scrollView.addRecordingView("cell", CGRect(x: 0, y: 100, width: 320, height: 100), log: log)
        return (stage, scrollView, log)
    }

    @Test("with delaysContentTouches the content gets the touch-down 150 ms late")
    func delayedTouchDown() {
        let (stage, scrollView, log) = cellStage()
        let finger = stage.sim.touchDown(at: stage.point(y: 150))
        stage.sim.advance(by: 0.149)
        #expect(log.labels.isEmpty && scrollView.asked.isEmpty)
        stage.sim.advance(by: 0.001)
        #expect(log.labels == ["cell.touchesBegan"] && scrollView.asked == ["shouldBegin cell 1"])
        stage.sim.touchUp(finger)
        #expect(log.labels == ["cell.touchesBegan", "cell.touchesEnded"])
    }

    @Test("a quick tap reaches the content at the lift: touch-down and lift together")
    func quickTap() {
        let (stage, _, log) = cellStage()
        let finger = stage.sim.touchDown(at: stage.point(y: 150))
        stage.sim.advance(by: 0.05)
        #expect(log.labels.isEmpty)
        stage.sim.touchUp(finger)
        #expect(log.labels == ["cell.touchesBegan", "cell.touchesEnded"])
    }

    @Test("without delaysContentTouches the content gets the touch-down at once, after touchesShouldBegin")
    func immediateTouchDown() {
        let (stage, scrollView, log) = cellStage()
        scrollView.delaysContentTouches = false
        stage.sim.touchDown(at: stage.point(y: 150))
        #expect(log.labels == ["cell.touchesBegan"] && scrollView.asked == ["shouldBegin cell 1"])
        stage.sim.cancelAllTouches()
    }

    @Test("a drag that starts within 150 ms: the content never hears of the touch")
    func quickDrag() {
        let (stage, scrollView, log) = cellStage()
        stage.drag(from: stage.point(y: 150), by: CGVector(dx: 0, dy: -100), steps: 8, hold: 0.1)
        #expect(log.labels.isEmpty && scrollView.contentOffset.y > 50)
    }

    @Test("a drag after the content began tracking cancels the content's touch, then scrolls")
    func slowDrag() {
        let (stage, scrollView, log) = cellStage()
        let (finger, start) = stage.fingerDown(y: 150)
        stage.sim.advance(by: 0.2)
        stage.move(finger, from: start, by: CGVector(dx: 0, dy: -6), samples: 1...10)
        stage.sim.touchUp(finger)
        #expect(log.labels.first == "cell.touchesBegan" && log.labels.last == "cell.touchesCancelled")
        #expect(scrollView.asked == ["shouldBegin cell 1", "shouldCancel cell"])
        #expect(scrollView.contentOffset.y == 48)
    }

    @Test("canCancelContentTouches = false: once the content tracks the finger, it does not scroll")
    func cannotCancel() {
        let (stage, scrollView, log) = cellStage()
        scrollView.canCancelContentTouches = false
        stage.drag(from: stage.point(y: 150), by: CGVector(dx: 0, dy: -100), steps: 10, hold: 0.1)
        #expect(scrollView.contentOffset.y == 80 && log.labels.isEmpty, "the content had not begun tracking: it scrolls")
        scrollView.contentOffset = .zero
        let finger = stage.sim.touchDown(at: stage.point(y: 150))
        stage.sim.advance(by: 0.2)
        stage.move(finger, from: stage.point(y: 150), by: CGVector(dx: 0, dy: -6), samples: 1...10)
        stage.sim.touchUp(finger)
        #expect(scrollView.contentOffset == .zero)
        #expect(log.labels.first == "cell.touchesBegan" && log.labels.last == "cell.touchesEnded")
        #expect(log.labels.contains("cell.touchesMoved") && !log.labels.contains("cell.touchesCancelled"))
        #expect(!scrollView.asked.contains("shouldCancel cell"))
    }

    @Test("touchesShouldCancel(in:) answering false keeps the touch with the content")
    func shouldCancelRefused() {
        let (stage, scrollView, log) = cellStage()
        scrollView.allowsCancel = false
        let finger = stage.sim.touchDown(at: stage.point(y: 150))
        stage.sim.advance(by: 0.2)
        stage.move(finger, from: stage.point(y: 150), by: CGVector(dx: 0, dy: -6), samples: 1...10)
        stage.sim.touchUp(finger)
        #expect(scrollView.contentOffset == .zero && log.labels.last == "cell.touchesEnded")
        #expect(scrollView.asked.contains("shouldCancel cell"))
    }

    @Test("touchesShouldBegin(_:with:in:) answering false keeps touches from the content; scrolling still works")
    func shouldBeginRefused() {
        let (stage, scrollView, log) = cellStage()
        scrollView.allowsBegin = false
        stage.sim.tap(at: stage.point(y: 150))
        stage.sim.longPress(at: stage.point(y: 150), duration: 0.5)
        #expect(log.labels.isEmpty && scrollView.asked == ["shouldBegin cell 1", "shouldBegin cell 1"])
        stage.drag(from: stage.point(y: 150), by: CGVector(dx: 0, dy: -100), steps: 10, hold: 0.2)
        #expect(scrollView.contentOffset.y == 80 && log.labels.isEmpty)
    }
}
