import Foundation
import Testing
import UIKitTesting

/// After the lift: UIKit's deceleration (v(t) = v₀ · rate^(1000 t)) at exact virtual times,
/// the target the delegate may move, bounces at the edges, and the delegate's order.
@MainActor
@Suite("Scroll view deceleration", .serialized)
struct ScrollViewDecelerationTests {
    /// A fling up at 600 points per second: 10 points per sample, 12 samples, lifted at once.
    /// The pan begins at the second sample (20 points), so the content is at 100 at the lift.
    @discardableResult
    private func fling(_ stage: ScrollStage, from y: CGFloat = 400, direction: CGFloat = -1) -> TimeInterval {
        stage.drag(from: stage.point(y: y), by: CGVector(dx: 0, dy: 120 * direction), steps: 12)
    }

    @Test("a fling decelerates along UIKit's curve, exactly, and stops at the target it announced")
    func decelerationCurve() throws {
        let stage = ScrollStage()
        let scrollView = stage.scrollView
        let release = fling(stage)
        #expect(stage.recorder.releaseVelocity == CGPoint(x: 0, y: 0.6), "points per millisecond")
        let distance = decelerationDistance(velocity: 600, rate: 0.998)
        let target = try #require(stage.recorder.proposedTarget)
        #expect(abs(target.y - (100 + distance)) < 1e-9 && target.x == 0)
        #expect(scrollView.isDecelerating && !scrollView.isDragging && !scrollView.isTracking)
        var shown = 0
        for frames in [1, 6, 30, 90] {
            stage.sim.advance(by: Double(frames - shown) / 60)
            shown = frames
            #expect(abs(CACurrentMediaTime() - (release + Double(frames) / 60)) < 1e-9)
            let expected = 100 + decelerationDistance(velocity: 600, rate: 0.998, after: CGFloat(frames) / 60)
            #expect(abs(scrollView.contentOffset.y - expected) < 1e-9, "after \(frames) frames")
        }
        stage.sim.runUntilIdle()
        #expect(scrollView.contentOffset == target && !scrollView.isDecelerating)
        let end = try #require(stage.recorder.last("didEndDecelerating"))
        let duration = Double(decelerationDuration(velocity: 600, rate: 0.998))
        #expect(abs(end.time - (release + (duration * 60).rounded(.up) / 60)) < 1e-9, "the first frame after the curve ends")
        #expect(abs(duration - 3.54) < 0.01)
    }

    @Test("the fast rate stops five times sooner")
    func fastRate() throws {
        let stage = ScrollStage()
        stage.scrollView.decelerationRate = .fast
        fling(stage)
        let target = try #require(stage.recorder.proposedTarget)
        #expect(abs(target.y - (100 + decelerationDistance(velocity: 600, rate: 0.99))) < 1e-9)
        #expect(abs(target.y - 100 - 59.7) < 0.01)
        stage.sim.runUntilIdle()
        #expect(stage.scrollView.contentOffset == target)
    }

    @Test("delegate order for a drag and fling, and the states each call sees")
    func delegateOrder() throws {
        let stage = ScrollStage()
        fling(stage)
        stage.sim.runUntilIdle()
        #expect(stage.recorder.sequence == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)",
                                            "willBeginDecelerating", "didScroll", "didEndDecelerating"])
        func state(_ name: String) throws -> String { try #require(stage.recorder.calls.first { $0.name == name }).state }
        #expect(try state("willBeginDragging") == "tracking dragging")
        #expect(try state("willEndDragging") == "dragging", "the finger is up")
        #expect(try state("didEndDragging(true)") == "")
        #expect(try state("willBeginDecelerating") == "decelerating")
        #expect(try state("didEndDecelerating") == "")
        #expect(stage.recorder.calls.filter { $0.name == "didScroll" }.last?.state == "decelerating")
    }

    @Test("the delegate may move the target: the content decelerates onto it")
    func writableTarget() {
        let stage = ScrollStage()
        stage.recorder.retarget = { _, _ in CGPoint(x: 0, y: 500) }
        fling(stage)
        stage.sim.runUntilIdle()
        #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 500))
        #expect(stage.recorder.count("didEndDecelerating") == 1)
    }

    @Test("a target moved to where the content is at the lift keeps it there")
    func targetAtLift() {
        let stage = ScrollStage()
        var lift = CGPoint.zero
        stage.recorder.retarget = { [scrollView = stage.scrollView] _, _ in
            lift = scrollView.contentOffset
            return lift
        }
        fling(stage)
        stage.sim.runUntilIdle()
        #expect(lift.y > 0)
        #expect(stage.scrollView.contentOffset == lift)
    }

    @Test("a fling into the end overshoots and springs back to the edge; the target is the edge")
    func bounceAtEnd() {
        let stage = ScrollStage()
        let scrollView = stage.scrollView
        scrollView.contentOffset = CGPoint(x: 0, y: 1400)
        var furthest: CGFloat = 0
        stage.recorder.onScroll = { furthest = max(furthest, $0.contentOffset.y) }
        fling(stage)
        #expect(stage.recorder.proposedTarget == CGPoint(x: 0, y: 1520))
        stage.sim.runUntilIdle()
        #expect(furthest > 1530, "it went past the edge")
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 1520))
        #expect(stage.recorder.count("didEndDecelerating") == 1 && stage.recorder.count("willBeginDecelerating") == 1)
    }

    @Test("without bounces a fling stops at the edge")
    func stopAtEnd() {
        let stage = ScrollStage()
        stage.scrollView.bounces = false
        stage.scrollView.contentOffset = CGPoint(x: 0, y: 1400)
        var furthest: CGFloat = 0
        stage.recorder.onScroll = { furthest = max(furthest, $0.contentOffset.y) }
        fling(stage)
        stage.sim.runUntilIdle()
        #expect(furthest == 1520 && stage.scrollView.contentOffset == CGPoint(x: 0, y: 1520))
    }

    @Test("a touch stops a decelerating scroll view where it is; the touch does not reach the content")
    func touchStopsDeceleration() {
        let stage = ScrollStage()
        let log = EventLog()
        stage.scrollView.addRecordingView("content", CGRect(x: 0, y: 0, width: 320, height: 2000), log: log)
        fling(stage)
        stage.sim.advance(by: 0.2)
        let finger = stage.sim.touchDown(at: stage.point(y: 200))
        let caught = stage.scrollView.contentOffset
        #expect(!stage.scrollView.isDecelerating && caught.y > 150)
        stage.sim.advance(by: 0.5)
        stage.sim.touchUp(finger)
        stage.sim.runUntilIdle()
        #expect(stage.scrollView.contentOffset == caught)
        #expect(stage.recorder.count("didEndDecelerating") == 0)
        #expect(!log.labels.contains("content.touchesBegan"))
    }

    @Test("setContentOffset(_:animated: false) stops a deceleration; plain contentOffset does not")
    func codeDuringDeceleration() {
        let stage = ScrollStage()
        fling(stage)
        stage.sim.advance(by: 0.1)
        let before = stage.scrollView.contentOffset.y
        stage.scrollView.contentOffset.y -= 50
        stage.sim.advance(by: 1.0 / 60)
        #expect(stage.scrollView.isDecelerating && stage.scrollView.contentOffset.y > before - 50)
        stage.scrollView.setContentOffset(CGPoint(x: 0, y: 40), animated: false)
        #expect(!stage.scrollView.isDecelerating)
        stage.sim.runUntilIdle()
        #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 40))
        #expect(stage.recorder.count("didEndDecelerating") == 0)
    }

    @Test("runUntilIdle runs while the content decelerates; the run loop is in tracking mode until it rests")
    func runUntilIdleWaits() {
        let stage = ScrollStage()
        fling(stage)
        #expect(HostRunLoop.current.currentMode == .tracking)
        #expect(stage.sim.runUntilIdle())
        #expect(!stage.scrollView.isDecelerating && HostRunLoop.current.currentMode == .default)
    }
}
