import Foundation
import Testing
import UIKitTesting

/// Dragging: the content follows the finger 1:1 from where the pan began, rubber banded past
/// the edges, on the axes that scroll; tracking and dragging states; directional lock;
/// nested scroll views.
@MainActor
@Suite("Scroll view dragging", .serialized)
struct ScrollViewDraggingTests {
    @Test("a drag moves the content 1:1 from where the pan began; isTracking from touch-down, isDragging from the pan")
    func dragFollowsFinger() {
        let stage = ScrollStage()
        let scrollView = stage.scrollView
        let (finger, start) = stage.fingerDown(y: 400)
        #expect(scrollView.isTracking && !scrollView.isDragging)
        #expect(HostRunLoop.current.currentMode == .tracking)
        stage.move(finger, from: start, by: CGVector(dx: 0, dy: -4), samples: 1...30) { step in
            // The pan begins after more than 10 points (step 3); from there the content moves with the finger.
            #expect(scrollView.contentOffset == CGPoint(x: 0, y: max(0, 4 * CGFloat(step) - 12)))
        }
        #expect(scrollView.isTracking && scrollView.isDragging)
        stage.sim.advance(by: 0.2)
        stage.sim.touchUp(finger)
        #expect(!scrollView.isTracking && !scrollView.isDragging && !scrollView.isDecelerating)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 108))
        #expect(stage.recorder.sequence == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(false)"])
        #expect(stage.recorder.releaseVelocity == .zero && stage.recorder.proposedTarget == CGPoint(x: 0, y: 108))
        #expect(HostRunLoop.current.currentMode == .default)
    }

    @Test("past the top edge the content is rubber banded: (1 − 1 / (x · 0.55 / d + 1)) · d")
    func rubberBanding() {
        let stage = ScrollStage()
        let scrollView = stage.scrollView
        let (finger, start) = stage.fingerDown(y: 100)
        stage.move(finger, from: start, by: CGVector(dx: 0, dy: 4), samples: 1...30) { step in
            let overshoot = max(0, 4 * CGFloat(step) - 12)
            #expect(abs(scrollView.contentOffset.y + rubberBand(overshoot, dimension: 480)) < 1e-9)
        }
        // Back the other way: the band unwinds along the same curve.
        stage.sim.touchMove(finger, to: CGPoint(x: start.x, y: start.y + 60))
        #expect(abs(scrollView.contentOffset.y + rubberBand(48, dimension: 480)) < 1e-9)
        stage.sim.advance(by: 0.2)
        stage.sim.touchUp(finger)
        #expect(stage.recorder.proposedTarget == .zero)
        #expect(stage.recorder.sequence.suffix(3) == ["willEndDragging", "didEndDragging(true)", "willBeginDecelerating"])
        #expect(scrollView.isDecelerating)
        stage.sim.runUntilIdle()
        #expect(scrollView.contentOffset == .zero && !scrollView.isDecelerating)
        #expect(stage.recorder.sequence.suffix(2) == ["didScroll", "didEndDecelerating"])
    }

    @Test("without bounces the content stops at the edges")
    func noBounces() {
        let stage = ScrollStage()
        stage.scrollView.bounces = false
        stage.drag(from: stage.point(y: 100), by: CGVector(dx: 0, dy: 200), steps: 20, hold: 0.2)
        #expect(stage.scrollView.contentOffset == .zero)
        #expect(stage.recorder.count("didScroll") == 0)
        stage.scrollView.contentOffset = CGPoint(x: 0, y: 1500)
        stage.drag(from: stage.point(y: 400), by: CGVector(dx: 0, dy: -200), steps: 20, hold: 0.2)
        #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 1520))
    }

    @Test("content that fits does not drag, unless it always bounces (then only rubber banded)")
    func contentThatFits() {
        let stage = ScrollStage(contentSize: CGSize(width: 320, height: 300))
        stage.drag(from: stage.point(y: 100), by: CGVector(dx: 0, dy: 100), steps: 10)
        #expect(stage.recorder.calls.isEmpty && !stage.scrollView.isTracking)
        stage.scrollView.alwaysBounceVertical = true
        let finger = stage.sim.touchDown(at: stage.point(y: 300))
        stage.move(finger, from: stage.point(y: 300), by: CGVector(dx: 0, dy: -10), samples: 1...10)
        // The range is a single point: everything past it is rubber band.
        #expect(abs(stage.scrollView.contentOffset.y - rubberBand(80, dimension: 480)) < 1e-9)
        stage.sim.touchUp(finger)
        stage.sim.runUntilIdle()
        #expect(stage.scrollView.contentOffset == .zero)
    }

    @Test("isScrollEnabled = false disables the pan: nothing scrolls")
    func scrollDisabled() {
        let stage = ScrollStage()
        stage.scrollView.isScrollEnabled = false
        #expect(!stage.scrollView.panGestureRecognizer.isEnabled)
        stage.drag(from: stage.point(y: 400), by: CGVector(dx: 0, dy: -200), steps: 20)
        #expect(stage.scrollView.contentOffset == .zero && stage.recorder.calls.isEmpty)
        stage.scrollView.isScrollEnabled = true
        #expect(stage.scrollView.panGestureRecognizer.isEnabled)
    }

    @Test("directional lock keeps a mostly vertical drag vertical; without it both axes follow")
    func directionalLock() {
        for locked in [true, false] {
            let stage = ScrollStage(contentSize: CGSize(width: 1000, height: 2000))
            stage.scrollView.isDirectionalLockEnabled = locked
            stage.drag(from: stage.point(x: 200, y: 400), by: CGVector(dx: -30, dy: -120), steps: 30, hold: 0.2)
            let offset = stage.scrollView.contentOffset
            #expect(offset.y > 100)
            #expect(locked ? offset.x == 0 : offset.x > 20)
        }
    }

    @Test("a vertical scroll view inside a horizontal one: each takes the drags along its own axis")
    func nestedScrollViews() {
        let stage = ScrollStage(contentSize: CGSize(width: 640, height: 480))
        let outer = stage.scrollView
        let inner = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        inner.contentSize = CGSize(width: 320, height: 2000)
        outer.addSubview(inner)
        stage.drag(from: stage.point(x: 250, y: 200), by: CGVector(dx: -100, dy: 0), steps: 20, hold: 0.2)
        #expect(outer.contentOffset.x == 85 && inner.contentOffset == .zero)
        outer.contentOffset = .zero
        stage.drag(from: stage.point(x: 200, y: 400), by: CGVector(dx: 0, dy: -100), steps: 20, hold: 0.2)
        #expect(outer.contentOffset == .zero && inner.contentOffset.y == 85)
    }

    @Test("code moving the content during a drag: the drag carries on from there")
    func offsetSetDuringDrag() {
        let stage = ScrollStage()
        let scrollView = stage.scrollView
        let (finger, start) = stage.fingerDown(y: 400)
        stage.move(finger, from: start, by: CGVector(dx: 0, dy: -4), samples: 1...10)
        #expect(scrollView.contentOffset.y == 28)
        scrollView.contentOffset = CGPoint(x: 0, y: 500)
        stage.sim.touchMove(finger, to: CGPoint(x: start.x, y: start.y - 50))
        #expect(scrollView.contentOffset.y == 510)
        stage.sim.touchUp(finger)
    }
}
