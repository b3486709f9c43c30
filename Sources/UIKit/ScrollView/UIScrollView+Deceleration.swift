import CoreGraphics
import Foundation
import QuartzCore

/// What moves the content without a finger: a deceleration (fling, bounce back, paging), an
/// animated offset, or an animated zoom.
enum ScrollMotion {
    case decelerating(x: AxisMotion, y: AxisMotion)
    case animating(OffsetAnimation)
    case zooming(ZoomAnimation)
}

/// The motion after a lift: deceleration at `decelerationRate`, bounces past the edges,
/// paging; and the per-frame driver of every motion.
extension UIScrollView {
    /// The speed, in points per second, above which a lift moves on to the next page in the
    /// direction of the fling rather than the nearest one (UIKit does not document its own).
    static let pagingFlickVelocity: CGFloat = 250

    /// Where content released at `offset` with `velocity` comes to rest: the page it settles
    /// on when paging; otherwise where the fling would stop, within the resting range.
    func restingOffset(from offset: CGPoint, velocity: CGPoint) -> CGPoint {
        let ranges = offsetRanges
        if isPagingEnabled {
            return CGPoint(x: page(offset.x, velocity: velocity.x, size: bounds.width, range: ranges.x),
                           y: page(offset.y, velocity: velocity.y, size: bounds.height, range: ranges.y))
        }
        let rate = decelerationRate.rawValue
        return clampedOffset(CGPoint(x: ScrollPhysics.restingPoint(from: offset.x, velocity: velocity.x, rate: rate),
                                     y: ScrollPhysics.restingPoint(from: offset.y, velocity: velocity.y, rate: rate)))
    }

    /// The page an axis settles on: pages are the scroll view's size apart from the start
    /// of the range; a flick goes on to the next page boundary in its direction, a slow lift
    /// to the nearest.
    private func page(_ offset: CGFloat, velocity: CGFloat, size: CGFloat, range: ClosedRange<CGFloat>) -> CGFloat {
        guard size > 0 else { return min(max(offset, range.lowerBound), range.upperBound) }
        let position = (offset - range.lowerBound) / size
        let page: CGFloat
        if velocity > UIScrollView.pagingFlickVelocity {
            page = position.rounded(.up)
        } else if velocity < -UIScrollView.pagingFlickVelocity {
            page = position.rounded(.down)
        } else {
            page = position.rounded()
        }
        return min(max(range.lowerBound + page * size, range.lowerBound), range.upperBound)
    }

    /// How each axis moves after a lift at `offset` with `velocity` towards `target`: a
    /// spring onto the page when paging; otherwise a fling (its velocity rescaled to land on
    /// the target where the delegate moved it from `proposed`), bouncing at the edges. Nil
    /// when nothing moves.
    func releaseMotion(from offset: CGPoint, velocity: CGPoint, target: CGPoint,
                       proposed: CGPoint) -> (x: AxisMotion, y: AxisMotion)? {
        let ranges = offsetRanges
        let threshold = motionThreshold
        let now = CGFloat(CACurrentMediaTime())
        let rate = decelerationRate.rawValue
        func axis(_ start: CGFloat, _ speed: CGFloat, _ goal: CGFloat, _ proposed: CGFloat,
                  _ range: ClosedRange<CGFloat>) -> AxisMotion {
            if isPagingEnabled {
                return AxisMotion(springFrom: start, to: goal, velocity: speed, at: now, spring: .paging, range: range,
                                  threshold: threshold)
            }
            let inside = range.contains(start)
            // Moved to where the content already is: it stays (a fling would carry it off).
            if goal != proposed, goal == start, inside { return .resting(in: range) }
            if goal != proposed, goal != start {
                if !inside {
                    return AxisMotion(springFrom: start, to: goal, velocity: speed, at: now, spring: .bounce,
                                      range: range, threshold: threshold)
                }
                let landing = ScrollPhysics.velocity(from: start, toRestAt: goal, rate: rate)
                return AxisMotion(flingFrom: start, velocity: landing, rate: rate, at: now, range: range,
                                  bounces: bounces, threshold: threshold)
            }
            return AxisMotion(flingFrom: start, velocity: speed, rate: rate, at: now, range: range, bounces: bounces,
                              threshold: threshold)
        }
        let x = axis(offset.x, velocity.x, target.x, proposed.x, ranges.x)
        let y = axis(offset.y, velocity.y, target.y, proposed.y, ranges.y)
        return x.isResting && y.isResting ? nil : (x, y)
    }

    /// Content left past an edge with no drag (caught mid-bounce, then released) springs
    /// back, as a deceleration.
    func startDeceleration(velocity: CGPoint) {
        let target = clampedOffset(contentOffset)
        if let plan = releaseMotion(from: contentOffset, velocity: velocity, target: target, proposed: target) {
            beginDeceleration(plan)
        }
    }

    /// The content moves on by itself: `isDecelerating`, and the delegate hears
    /// `scrollViewWillBeginDecelerating`.
    func beginDeceleration(_ plan: (x: AxisMotion, y: AxisMotion)) {
        start(.decelerating(x: plan.x, y: plan.y))
        deceleratingStorage = true
        ScrollTracking.update(self)
        delegate?.scrollViewWillBeginDecelerating(self)
    }

    /// Makes `motion` the one under way, moved at every frame from the next.
    func start(_ motion: ScrollMotion) {
        stopMotion()
        self.motion = motion
        motionOffset = contentOffset
        motionGeneration += 1
        animator.start()
    }

    /// Stops any motion where it is, telling nobody (a touch caught it, code set the
    /// offset, the scroll view left its window). Returns whether anything was moving.
    @discardableResult
    func stopMotion() -> Bool {
        guard let motion else { return false }
        self.motion = nil
        motionGeneration += 1
        animator.stop()
        if case .zooming = motion { zoomMotionStopped() }
        if deceleratingStorage {
            deceleratingStorage = false
            ScrollTracking.update(self)
        }
        return true
    }

    /// The display link's frame: moves the content to where the motion is at `time`.
    func advanceMotion(to time: CFTimeInterval) {
        guard let motion else {
            animator.stop()
            return
        }
        let generation = motionGeneration
        switch motion {
        case .decelerating(var x, var y):
            let offset = contentOffset
            // Code moved the content meanwhile: the motion carries on from there.
            x.shift(by: offset.x - motionOffset.x)
            y.shift(by: offset.y - motionOffset.y)
            let now = CGFloat(time)
            let moved = CGPoint(x: x.position(at: now) ?? offset.x, y: y.position(at: now) ?? offset.y)
            self.motion = .decelerating(x: x, y: y)
            motionOffset = moved
            contentOffset = moved
            guard generation == motionGeneration else { return }
            if x.isResting, y.isResting { finishDeceleration() }
        case let .animating(animation):
            let progress = CGFloat((time - animation.startTime) / animation.duration)
            contentOffset = animation.offset(at: progress)
            guard generation == motionGeneration, progress >= 1 else { return }
            finishAnimation(animation)
        case let .zooming(animation):
            advanceZoomAnimation(animation, to: time)
        }
    }

    private func finishDeceleration() {
        motion = nil
        animator.stop()
        deceleratingStorage = false
        ScrollTracking.update(self)
        delegate?.scrollViewDidEndDecelerating(self)
        scrollingEnded()
        // The range shrank while the content moved (a refresh ended): it springs back.
        if !trackingStorage, motion == nil, isPastEdges { startDeceleration(velocity: .zero) }
    }

    /// Whether the content is moving by drag or by itself: what shows the indicators.
    var isScrollingActively: Bool { draggingStorage || motion != nil }

    /// The content moved or changed size: the bars that follow this scroll view look again
    /// at where its content ends.
    func tellBarsContentMoved() {
        barScrollObserver?.contentScrollViewDidScroll(self)
        tabBarScrollObserver?.contentScrollViewDidScroll(self)
    }

    /// The content offset changed: the indicators follow (and show while the content is
    /// moving), then the delegate hears `scrollViewDidScroll`.
    func didScroll() {
        if isScrollingActively { showIndicators() }
        layoutIndicators()
        refreshControlStorage?.followContent()
        tellBarsContentMoved()
        delegate?.scrollViewDidScroll(self)
    }

    /// Scrolling came to rest: the indicators hide after a moment.
    func scrollingEnded() {
        scheduleIndicatorHide(after: UIScrollView.indicatorHideDelay)
    }
}
