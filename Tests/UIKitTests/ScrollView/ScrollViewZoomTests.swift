import Foundation
import Testing
import UIKitTesting

/// Zooming: the delegate's view scaled by a transform, the content size following it, the
/// offset keeping the point under the fingers (or the centre) in place; limits, bounces,
/// animated zooms and the delegate's calls.
@MainActor
@Suite("Scroll view zooming", .serialized)
struct ScrollViewZoomTests {
    /// A 320 × 480 scroll view showing a 320 × 480 view that zooms between 0.5 and 3.
    private func zoomStage(bouncesZoom: Bool = true) -> (ScrollStage, UIView) {
        let stage = ScrollStage(contentSize: CGSize(width: 320, height: 480))
        let photo = colouredView(CGRect(x: 0, y: 0, width: 320, height: 480), .green)
        stage.scrollView.addSubview(photo)
        stage.scrollView.minimumZoomScale = 0.5
        stage.scrollView.maximumZoomScale = 3
        stage.scrollView.bouncesZoom = bouncesZoom
        stage.recorder.zoomView = photo
        return (stage, photo)
    }

    @Test("the pinch recognizer exists while the zoom limits differ")
    func pinchRecognizer() throws {
        let scrollView = UIScrollView()
        #expect(scrollView.pinchGestureRecognizer == nil)
        scrollView.maximumZoomScale = 2
        let pinch = try #require(scrollView.pinchGestureRecognizer)
        #expect(pinch.view === scrollView)
        scrollView.maximumZoomScale = 1
        #expect(scrollView.pinchGestureRecognizer == nil && pinch.view == nil)
    }

    @Test("setZoomScale scales the view about the centre; the content size is its scaled size")
    func setZoomScale() {
        let (stage, photo) = zoomStage()
        let scrollView = stage.scrollView
        scrollView.setZoomScale(2, animated: false)
        #expect(scrollView.zoomScale == 2 && photo.transform == CGAffineTransform(scaleX: 2, y: 2))
        #expect(photo.frame == CGRect(x: 0, y: 0, width: 640, height: 960))
        #expect(scrollView.contentSize == CGSize(width: 640, height: 960))
        #expect(scrollView.contentOffset == CGPoint(x: 160, y: 240), "the point at the centre stays there")
        #expect(stage.recorder.calls.map(\.name) == ["didScroll", "didZoom"])
        scrollView.zoomScale = 10
        #expect(scrollView.zoomScale == 3, "held within the limits")
        scrollView.zoomScale = 0.5
        #expect(scrollView.contentSize == CGSize(width: 160, height: 240) && scrollView.contentOffset == .zero)
        #expect(stage.recorder.count("willBeginZooming") == 0 && stage.recorder.count("didEndZooming") == 0)
    }

    @Test("bad input: non-finite or non-positive scales and limits are ignored; a minimum above the maximum holds the scale there")
    func badZoomInput() {
        let (stage, _) = zoomStage()
        let scrollView = stage.scrollView
        scrollView.zoomScale = .nan
        scrollView.setZoomScale(-2, animated: true)
        scrollView.minimumZoomScale = 0
        scrollView.maximumZoomScale = .infinity
        #expect(scrollView.zoomScale == 1 && scrollView.minimumZoomScale == 0.5 && scrollView.maximumZoomScale == 3)
        scrollView.minimumZoomScale = 4
        scrollView.zoomScale = 3.5
        #expect(scrollView.zoomScale == 4)
        stage.recorder.zoomView = nil
        scrollView.zoomScale = 2
        #expect(scrollView.zoomScale == 4, "no view to zoom: nothing happens")
    }

    @Test("zoom(to:animated:) fits the rectangle within the limits, centred; animated, it is announced and ends 0.3 s later")
    func zoomToRect() throws {
        let (stage, _) = zoomStage()
        let scrollView = stage.scrollView
        scrollView.zoom(to: CGRect(x: 100, y: 100, width: 160, height: 240), animated: false)
        #expect(scrollView.zoomScale == 2 && scrollView.contentOffset == CGPoint(x: 200, y: 200))
        scrollView.zoomScale = 1
        stage.recorder.calls = []
        let start = CACurrentMediaTime()
        scrollView.zoom(to: CGRect(x: 100, y: 100, width: 80, height: 120), animated: true)
        #expect(stage.recorder.calls.map(\.name) == ["willBeginZooming"])
        stage.sim.advance(by: 0.15)
        #expect(abs(scrollView.zoomScale - 2) < 1e-9, "halfway: eased halfway from 1 to 3")
        stage.sim.runUntilIdle()
        #expect(scrollView.zoomScale == 3 && scrollView.contentOffset == CGPoint(x: 260, y: 240))
        let end = try #require(stage.recorder.last("didEndZooming"))
        #expect(abs(end.time - (start + 0.3)) < 1e-9 && stage.recorder.zoomEndScale == 3)
        #expect(stage.recorder.sequence.first == "willBeginZooming" && stage.recorder.sequence.last == "didEndZooming")
    }

    @Test("a pinch zooms about its centre: the point under the fingers stays under them")
    func pinchZoom() throws {
        let (stage, _) = zoomStage()
        let scrollView = stage.scrollView
        stage.sim.pinch(center: stage.point(x: 80, y: 120), scale: 2)
        #expect(abs(scrollView.zoomScale - 2) < 1e-9)
        #expect(scrollView.contentOffset.isClose(to: CGPoint(x: 80, y: 120), tolerance: 1e-9))
        #expect(stage.recorder.sequence.first == "willBeginZooming" && stage.recorder.sequence.last == "didEndZooming")
        #expect(abs((stage.recorder.zoomEndScale ?? 0) - 2) < 1e-9)
        let during = try #require(stage.recorder.calls.first { $0.name == "didZoom" })
        #expect(during.state == "tracking zooming")
        #expect(!scrollView.isZooming && !scrollView.isDragging)
    }

    @Test("a pinch that moves pans as it zooms: the point first under the fingers ends under them, moved once")
    func pinchAndPan() throws {
        let (stage, photo) = zoomStage()
        let scrollView = stage.scrollView
        let a = stage.sim.touchDown(at: stage.point(x: 110, y: 200))
        let b = stage.sim.touchDown(at: stage.point(x: 210, y: 200))
        var anchor: CGPoint?
        for k in 1...20 {
            let step = CGFloat(k)
            stage.sim.touchMove(a, to: stage.point(x: 110 - 2 * step, y: 200 + 3 * step))
            stage.sim.touchMove(b, to: stage.point(x: 210 + 2 * step, y: 200 + 3 * step))
            if anchor == nil, stage.recorder.count("willBeginZooming") == 1 {
                anchor = try #require(scrollView.pinchGestureRecognizer).location(in: photo)
            }
        }
        #expect(scrollView.isZooming && scrollView.isDragging, "the pan and the pinch recognize together")
        let point = try #require(anchor)
        #expect(photo.convert(point, to: nil).isClose(to: stage.point(x: 160, y: 260), tolerance: 1e-6))
        #expect(abs(scrollView.zoomScale - 1.8) < 1e-9)
        stage.sim.touchUp(a)
        stage.sim.touchUp(b)
        stage.sim.runUntilIdle()
        #expect(photo.convert(point, to: nil).isClose(to: stage.point(x: 160, y: 260), tolerance: 1e-6))
        #expect(stage.recorder.count("didEndZooming") == 1 && stage.recorder.count("willBeginDecelerating") == 0)
    }

    @Test("a pinch past the maximum goes on, resisted, and springs back when it ends")
    func pinchPastMaximum() throws {
        let (stage, _) = zoomStage()
        let scrollView = stage.scrollView
        var largest: CGFloat = 0
        stage.recorder.onScroll = { largest = max(largest, $0.zoomScale) }
        stage.sim.pinch(center: stage.point(x: 160, y: 240), scale: 5)
        #expect(largest > 3.8 && largest < 3.9, "3 · (5 / 3)^0.5")
        #expect(scrollView.isZoomBouncing && stage.recorder.count("didEndZooming") == 0)
        stage.sim.runUntilIdle()
        #expect(scrollView.zoomScale == 3 && !scrollView.isZoomBouncing)
        #expect(stage.recorder.count("didEndZooming") == 1 && stage.recorder.zoomEndScale == 3)
        #expect(scrollView.contentOffset.isClose(to: CGPoint(x: 320, y: 480), tolerance: 1e-6), "still centred")
    }

    @Test("without bouncesZoom the pinch stops at the limit")
    func pinchWithoutBounce() {
        let (stage, _) = zoomStage(bouncesZoom: false)
        var largest: CGFloat = 0
        stage.recorder.onScroll = { largest = max(largest, $0.zoomScale) }
        stage.sim.pinch(center: stage.point(x: 160, y: 240), scale: 5)
        #expect(largest == 3 && stage.scrollView.zoomScale == 3 && !stage.scrollView.isZoomBouncing)
    }

    @Test("a pinch below the minimum springs back to it, the small content at the start of the range")
    func pinchBelowMinimum() {
        let (stage, _) = zoomStage()
        stage.sim.pinch(center: stage.point(x: 160, y: 240), scale: 0.2)
        stage.sim.runUntilIdle()
        #expect(stage.scrollView.zoomScale == 0.5 && stage.scrollView.contentOffset == .zero)
        #expect(stage.recorder.zoomEndScale == 0.5)
    }

    @Test("without a view for zooming a pinch does nothing")
    func noZoomView() {
        let (stage, _) = zoomStage()
        stage.recorder.zoomView = nil
        stage.sim.pinch(center: stage.point(x: 160, y: 240), scale: 2)
        #expect(stage.scrollView.zoomScale == 1 && stage.recorder.calls.isEmpty)
    }
}
