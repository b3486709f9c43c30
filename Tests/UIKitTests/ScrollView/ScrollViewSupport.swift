import Foundation
import UIKitTesting

/// A scroll view delegate that records its calls in order (with the offset and time of
/// each) and can answer as a test wants.
@MainActor
final class ScrollRecorder: NSObject, UIScrollViewDelegate {
    struct Call {
        let name: String
        let offset: CGPoint
        let time: TimeInterval
        /// The scroll view's states at the call: "tracking", "dragging", "decelerating",
        /// "zooming", "zoomBouncing", in that order, space-separated.
        var state = ""
    }

    var calls: [Call] = []
    /// What `viewForZooming(in:)` answers.
    var zoomView: UIView?
    /// Moves the target offset in `scrollViewWillEndDragging` (given the velocity and the
    /// proposed target).
    var retarget: ((CGPoint, CGPoint) -> CGPoint)?
    var allowsScrollToTop = true
    /// What `scrollViewWillEndDragging` got.
    var releaseVelocity: CGPoint?
    var proposedTarget: CGPoint?
    var zoomEndScale: CGFloat?
    /// Runs inside `scrollViewDidScroll`.
    var onScroll: ((UIScrollView) -> Void)?

    /// The call names in order, runs of `didScroll`/`didZoom` collapsed to one.
    var sequence: [String] {
        var result: [String] = []
        for call in calls where !(["didScroll", "didZoom"].contains(call.name) && result.last == call.name) {
            result.append(call.name)
        }
        return result
    }

    func count(_ name: String) -> Int { calls.filter { $0.name == name }.count }
    func last(_ name: String) -> Call? { calls.last { $0.name == name } }

    private func note(_ name: String, _ scrollView: UIScrollView) {
        let states = [(scrollView.isTracking, "tracking"), (scrollView.isDragging, "dragging"),
                      (scrollView.isDecelerating, "decelerating"), (scrollView.isZooming, "zooming"),
                      (scrollView.isZoomBouncing, "zoomBouncing")]
        calls.append(Call(name: name, offset: scrollView.contentOffset, time: CACurrentMediaTime(),
                          state: states.filter(\.0).map(\.1).joined(separator: " ")))
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        note("didScroll", scrollView)
        onScroll?(scrollView)
    }
    func scrollViewDidZoom(_ scrollView: UIScrollView) { note("didZoom", scrollView) }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { note("willBeginDragging", scrollView) }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        note("willEndDragging", scrollView)
        releaseVelocity = velocity
        proposedTarget = targetContentOffset.pointee
        if let retarget { targetContentOffset.pointee = retarget(velocity, targetContentOffset.pointee) }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        note("didEndDragging(\(decelerate))", scrollView)
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { note("willBeginDecelerating", scrollView) }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { note("didEndDecelerating", scrollView) }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { note("didEndScrollingAnimation", scrollView) }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomView }
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) { note("willBeginZooming", scrollView) }
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        note("didEndZooming", scrollView)
        zoomEndScale = scale
    }
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        note("shouldScrollToTop", scrollView)
        return allowsScrollToTop
    }
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { note("didScrollToTop", scrollView) }
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
        note("didChangeAdjustedContentInset", scrollView)
    }
}

/// A simulated iPhone SE (320 × 568 at 2×) with a key window and, below the status bar (so
/// no safe area reaches it), a 320 × 480 scroll view at (0, 40) whose content is
/// `contentSize`, with a recording delegate. The stage keeps the window alive.
@MainActor
struct ScrollStage {
    let sim: Simulator
    let window: UIWindow
    let scrollView: UIScrollView
    let recorder = ScrollRecorder()

    init(contentSize: CGSize = CGSize(width: 320, height: 2000), scrollView: UIScrollView? = nil,
         frame: CGRect = CGRect(x: 0, y: 40, width: 320, height: 480), device: Device = .iPhoneSE) {
        sim = Simulator(device: device)
        window = UIWindow(frame: sim.screen.bounds)
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        self.scrollView = scrollView ?? UIScrollView(frame: frame)
        self.scrollView.frame = frame
        self.scrollView.contentSize = contentSize
        self.scrollView.delegate = recorder
        window.addSubview(self.scrollView)
        sim.runUntilIdle()
        recorder.calls = []
    }

    /// A screen point inside the scroll view, `y` points below its top.
    func point(x: CGFloat = 160, y: CGFloat) -> CGPoint {
        CGPoint(x: scrollView.frame.minX + x, y: scrollView.frame.minY + y)
    }

    /// A finger put down in the scroll view, `y` points below its top (in the middle
    /// across), and where.
    func fingerDown(y: CGFloat) -> (finger: Simulator.Finger, start: CGPoint) {
        let start = point(y: y)
        return (sim.touchDown(at: start), start)
    }

    /// Moves `finger`, put down at `start`, to `start` + n · `step` for each sample n in
    /// `samples` (1/60 s apart), calling `after` with n after each.
    func move(_ finger: Simulator.Finger, from start: CGPoint, by step: CGVector, samples: ClosedRange<Int>,
              after: (Int) -> Void = { _ in }) {
        for n in samples {
            sim.touchMove(finger, to: CGPoint(x: start.x + step.dx * CGFloat(n), y: start.y + step.dy * CGFloat(n)))
            after(n)
        }
    }

    /// A finger moved from `start` by `distance` in `steps` samples of 1/60 s, then held
    /// still for `hold` seconds (0: lifted at once after the last move, keeping its
    /// velocity) and lifted. Returns the lift's time.
    @discardableResult
    func drag(from start: CGPoint, by distance: CGVector, steps: Int, hold: TimeInterval = 0) -> TimeInterval {
        let finger = sim.touchDown(at: start)
        move(finger, from: start, by: CGVector(dx: distance.dx / CGFloat(steps), dy: distance.dy / CGFloat(steps)),
             samples: 1...steps)
        if hold > 0 { sim.advance(by: hold) }
        sim.touchUp(finger)
        return CACurrentMediaTime()
    }
}

/// UIKit's published rubber band: (1 − 1 / (x · 0.55 / d + 1)) · d.
func rubberBand(_ overshoot: CGFloat, dimension: CGFloat) -> CGFloat {
    (1 - 1 / (overshoot * 0.55 / dimension + 1)) * dimension
}

/// UIKit's deceleration, v(t) = v₀ · rate^(1000 t): the distance travelled after `t`
/// seconds, and in all.
func decelerationDistance(velocity: CGFloat, rate: CGFloat, after t: CGFloat) -> CGFloat {
    let k = 1000 * log(rate)
    return velocity * (pow(rate, 1000 * t) - 1) / k
}

func decelerationDistance(velocity: CGFloat, rate: CGFloat) -> CGFloat {
    -velocity / (1000 * log(rate))
}

/// How long a deceleration lasts: until it is within half a pixel (at `scale`) of its end.
func decelerationDuration(velocity: CGFloat, rate: CGFloat, scale: CGFloat = 2) -> CGFloat {
    let k = 1000 * log(rate)
    return log(-k * (0.5 / scale) / abs(velocity)) / k
}

/// A view whose `layoutSubviews` calls are counted.
final class CountingScrollView: UIScrollView {
    var layouts = 0
    var adjustedInsetChanges = 0
    var log: [String] = []

    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
    }

    override func adjustedContentInsetDidChange() {
        super.adjustedContentInsetDidChange()
        adjustedInsetChanges += 1
        (delegate as? ScrollRecorder)?.calls.append(.init(name: "adjustedContentInsetDidChange", offset: contentOffset,
                                                          time: CACurrentMediaTime()))
    }
}
