import Foundation
import Testing
import UIKitTesting

/// Paging: the content settles on multiples of the scroll view's size — the nearest page
/// after a slow drag, the next one in the direction of a flick — and the delegate cannot
/// move that target.
@MainActor
@Suite("Scroll view paging", .serialized)
struct ScrollViewPagingTests {
    /// Five horizontal pages of 320 points.
    private func pagingStage() -> ScrollStage {
        let stage = ScrollStage(contentSize: CGSize(width: 1600, height: 480))
        stage.scrollView.isPagingEnabled = true
        return stage
    }

    /// A drag left by `distance` in 10-point samples; the pan begins at 20 points, so the
    /// content moves `distance` − 20.
    private func swipeLeft(_ stage: ScrollStage, _ distance: CGFloat, hold: TimeInterval) {
        stage.drag(from: stage.point(x: 300, y: 200), by: CGVector(dx: -distance, dy: 0),
                   steps: Int(distance / 10), hold: hold)
    }

    @Test("a slow drag past half a page settles on the next page")
    func pastHalf() {
        let stage = pagingStage()
        swipeLeft(stage, 200, hold: 0.2)
        #expect(stage.recorder.proposedTarget == CGPoint(x: 320, y: 0))
        #expect(stage.recorder.sequence.suffix(3) == ["willEndDragging", "didEndDragging(true)", "willBeginDecelerating"])
        stage.sim.runUntilIdle()
        #expect(stage.scrollView.contentOffset == CGPoint(x: 320, y: 0))
        #expect(stage.recorder.sequence.last == "didEndDecelerating")
    }

    @Test("a slow drag short of half a page goes back")
    func shortOfHalf() {
        let stage = pagingStage()
        swipeLeft(stage, 120, hold: 0.2)
        #expect(stage.recorder.proposedTarget == .zero)
        stage.sim.runUntilIdle()
        #expect(stage.scrollView.contentOffset == .zero)
    }

    @Test("a flick moves on one page, however short; never more than one")
    func flick() {
        let stage = pagingStage()
        swipeLeft(stage, 60, hold: 0)
        #expect(stage.recorder.releaseVelocity == CGPoint(x: 0.6, y: 0))
        stage.sim.runUntilIdle()
        #expect(stage.scrollView.contentOffset == CGPoint(x: 320, y: 0))
        stage.drag(from: stage.point(x: 300, y: 200), by: CGVector(dx: -200, dy: 0), steps: 5)
        stage.sim.runUntilIdle()
        #expect(stage.scrollView.contentOffset == CGPoint(x: 640, y: 0), "2400 points per second from halfway: still the next page only")
    }

    @Test("the last page holds; flicking past it bounces back")
    func lastPage() {
        let stage = pagingStage()
        stage.scrollView.contentOffset = CGPoint(x: 1280, y: 0)
        swipeLeft(stage, 100, hold: 0)
        #expect(stage.scrollView.contentOffset.x > 1280 && stage.recorder.proposedTarget == CGPoint(x: 1280, y: 0))
        stage.sim.runUntilIdle()
        #expect(stage.scrollView.contentOffset == CGPoint(x: 1280, y: 0))
    }

    @Test("the delegate cannot move a paging target")
    func targetIsKept() {
        let stage = pagingStage()
        stage.recorder.retarget = { _, _ in CGPoint(x: 960, y: 0) }
        swipeLeft(stage, 200, hold: 0.2)
        stage.sim.runUntilIdle()
        #expect(stage.scrollView.contentOffset == CGPoint(x: 320, y: 0))
    }

    @Test("vertical pages are the scroll view's height")
    func verticalPages() {
        let stage = ScrollStage(contentSize: CGSize(width: 320, height: 1920))
        stage.scrollView.isPagingEnabled = true
        stage.drag(from: stage.point(y: 400), by: CGVector(dx: 0, dy: -300), steps: 30, hold: 0.2)
        stage.sim.runUntilIdle()
        #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 480))
    }
}
