import Foundation
import Testing
import UIKitTesting

/// Animated offsets: `setContentOffset(_:animated:)` and `scrollRectToVisible(_:animated:)`
/// over 0.3 s, eased, on the scroll view's own frame clock; the scroll to the top after a
/// tap on the status bar.
@MainActor
@Suite("Scroll view animations", .serialized)
struct ScrollViewAnimationTests {
    @Test("setContentOffset(_:animated: true) eases over 0.3 s, then scrollViewDidEndScrollingAnimation")
    func animatedOffset() throws {
        let stage = ScrollStage()
        let scrollView = stage.scrollView
        let start = CACurrentMediaTime()
        scrollView.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
        #expect(scrollView.contentOffset == .zero, "nothing moves before the next frame")
        stage.sim.advance(by: 1.0 / 60)
        #expect(abs(scrollView.contentOffset.y - 600 * (1 - cos(.pi / 18)) / 2) < 1e-9)
        stage.sim.advance(by: 8.0 / 60)
        #expect(abs(scrollView.contentOffset.y - 300) < 1e-9, "halfway at 0.15 s")
        #expect(!scrollView.isDecelerating && !scrollView.isDragging)
        stage.sim.runUntilIdle()
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 600))
        let end = try #require(stage.recorder.last("didEndScrollingAnimation"))
        #expect(abs(end.time - (start + 0.3)) < 1e-9)
        #expect(stage.recorder.sequence == ["didScroll", "didEndScrollingAnimation"])
        #expect(stage.recorder.count("didScroll") == 18)
    }

    @Test("an animated move to where the content is does nothing, and calls nothing")
    func animatedToSameOffset() {
        let stage = ScrollStage()
        stage.scrollView.contentOffset = CGPoint(x: 0, y: 100)
        stage.recorder.calls = []
        let now = CACurrentMediaTime()
        stage.scrollView.setContentOffset(CGPoint(x: 0, y: 100), animated: true)
        stage.sim.runUntilIdle()
        #expect(stage.recorder.calls.isEmpty && CACurrentMediaTime() == now)
    }

    @Test("a new animated offset takes over from where the content is; one end call")
    func retargetedAnimation() {
        let stage = ScrollStage()
        stage.scrollView.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
        stage.sim.advance(by: 0.1)
        let midway = stage.scrollView.contentOffset.y
        stage.scrollView.setContentOffset(CGPoint(x: 0, y: 200), animated: true)
        stage.sim.advance(by: 1.0 / 60)
        let expected = midway + (200 - midway) * (1 - cos(.pi / 18)) / 2
        #expect(abs(stage.scrollView.contentOffset.y - expected) < 1e-9)
        stage.sim.runUntilIdle()
        #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 200))
        #expect(stage.recorder.count("didEndScrollingAnimation") == 1)
    }

    @Test("scrollRectToVisible(_:animated: true) animates too")
    func animatedRect() {
        let stage = ScrollStage()
        stage.scrollView.scrollRectToVisible(CGRect(x: 0, y: 1000, width: 10, height: 80), animated: true)
        stage.sim.runUntilIdle()
        #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 600))
        #expect(stage.recorder.sequence == ["didScroll", "didEndScrollingAnimation"])
    }

    /// A full-screen scroll view on an iPhone 15, scrolled down.
    private func fullScreen() -> ScrollStage {
        let stage = ScrollStage(contentSize: CGSize(width: 393, height: 3000), frame: CGRect(x: 0, y: 0, width: 393, height: 852),
                                device: .iPhone15)
        stage.scrollView.contentOffset = CGPoint(x: 0, y: 1200)
        stage.recorder.calls = []
        return stage
    }

    @Test("a tap on the status bar scrolls the one scroll-to-top view to the top of its content")
    func scrollToTop() throws {
        let stage = fullScreen()
        #expect(stage.sim.tapStatusBar())
        stage.sim.runUntilIdle()
        #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: -59))
        #expect(stage.recorder.sequence == ["shouldScrollToTop", "didScroll", "didScrollToTop"])
        #expect(!stage.sim.tapStatusBar(), "already at the top")
    }

    @Test("no scroll to top when the delegate refuses, or two scroll views would")
    func noScrollToTop() {
        let stage = fullScreen()
        stage.recorder.allowsScrollToTop = false
        #expect(!stage.sim.tapStatusBar())
        #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 1200))
        stage.recorder.allowsScrollToTop = true
        let other = UIScrollView(frame: CGRect(x: 0, y: 600, width: 393, height: 200))
        other.contentSize = CGSize(width: 393, height: 900)
        stage.window.addSubview(other)
        #expect(!stage.sim.tapStatusBar())
        other.scrollsToTop = false
        #expect(stage.sim.tapStatusBar())
    }
}
