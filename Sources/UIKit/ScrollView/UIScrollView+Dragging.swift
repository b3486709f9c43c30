import CoreGraphics
import Foundation
import QuartzCore

/// A drag under way: the content follows the finger 1:1 from where the pan began, rubber
/// banded past the edges.
struct DragState {
    /// Where the drag would put the content with no rubber band, at translation `start`.
    var origin: CGPoint
    /// The pan's translation when the drag began (the content does not jump by the pan's
    /// threshold).
    var start: CGPoint
    /// The axis a directional lock keeps the drag on (nil: both).
    var lockedAxis: NSLayoutConstraint.Axis?
    /// The offset the drag last set, to notice code moving the content meanwhile.
    var lastOffset: CGPoint
}

extension UIScrollView {
    /// Sets up what every scroll view has: clipping, the pan recognizer and the recognizer
    /// that delays content touches (in UIKit's order).
    func configureScrollView() {
        clipsToBounds = true
        panDelegate.scrollView = self
        let pan = panGestureRecognizer as? ScrollViewPanGestureRecognizer
        pan?.delegate = panDelegate
        pan?.requiredDelegate = panDelegate
        panGestureRecognizer.addTarget(self, action: #Selector(UIScrollView.handlePan(_:)))
        contentTouchRecognizer.delaysTouchesBegan = delaysContentTouches
        addGestureRecognizer(contentTouchRecognizer)
        addGestureRecognizer(panGestureRecognizer)
    }

    // MARK: Touch-down and lift

    /// A finger touched the scroll view or its content: tracking begins, and a scroll view
    /// still moving stops where it is (the touch is then the scroll view's, not the
    /// content's).
    func touchDown() {
        guard !trackingStorage else { return }
        trackingStorage = true
        caughtMotion = stopMotion()
        ScrollTracking.update(self)
    }

    /// The last finger lifted: tracking ends; content left past an edge without a drag
    /// (caught mid-bounce, then released) springs back.
    func touchesLifted() {
        guard trackingStorage else { return }
        trackingStorage = false
        caughtMotion = false
        if !draggingStorage, motion == nil, isPastEdges { startDeceleration(velocity: .zero) }
        ScrollTracking.update(self)
    }

    // MARK: The pan

    /// Whether the pan may begin after its first movement: the content must scroll along
    /// the movement (a scroll view that scrolls only along one axis lets a drag along the
    /// other go to the recognizers of its ancestors).
    func panStartingState() -> UIGestureRecognizer.State {
        let axes = scrollableAxes
        let moved = panGestureRecognizer.translation(in: self)
        let starts: Bool
        switch (axes.horizontal, axes.vertical) {
        case (false, false): starts = false
        case (true, false): starts = abs(moved.x) >= abs(moved.y)
        case (false, true): starts = abs(moved.y) >= abs(moved.x)
        case (true, true): starts = true
        }
        // No scroll can start now: the content need not wait out the delay for its
        // touch-down (a slider dragged across a vertical list follows at once).
        if !starts { contentTouchRecognizer.scrollCannotStart() }
        return starts ? .began : .failed
    }

    /// Whether the pan may take the touches: not when the content is tracking one of them
    /// and `canCancelContentTouches` is off or `touchesShouldCancel(in:)` refuses.
    func panShouldBegin() -> Bool {
        for touch in panGestureRecognizer.touchList {
            let delivery = touch.viewDelivery
            guard delivery.beganDelivered, !delivery.finished, !delivery.isDetached,
                  let view = touch.viewStorage, view !== self else { continue }
            if !canCancelContentTouches || !touchesShouldCancel(in: view) { return false }
        }
        return true
    }

    /// The pan's action. Inside a sheet, the sheet hears of the drag after the content
    /// (it may move itself instead, holding the content at its top).
    func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began: beginDragging()
        case .changed: continueDragging()
        case .ended: endDragging(velocity: dragVelocity())
        case .cancelled: endDragging(velocity: .zero)
        default: break
        }
        tellEnclosingSheet(about: pan)
    }

    /// Passes the drag to the sheet the scroll view is in, if any (found when it begins).
    private func tellEnclosingSheet(about pan: UIPanGestureRecognizer) {
        if pan.state == .began { enclosingSheetDuringDrag = SheetCardView.sheet(containing: self) }
        guard let sheet = enclosingSheetDuringDrag, let space = sheet.containerView else { return }
        let translation = pan.translation(in: space).y
        switch pan.state {
        case .began: sheet.scrollViewBeganDragging(self, translation: translation)
        case .changed: sheet.scrollViewDragged(self, translation: translation)
        case .ended, .cancelled:
            sheet.scrollViewEndedDragging(self, velocity: pan.state == .ended ? pan.velocity(in: space).y : 0)
            enclosingSheetDuringDrag = nil
        default: break
        }
    }

    /// Which axes the user can drag along: those where the content (with its insets) is
    /// larger than the scroll view, or that always bounce.
    var scrollableAxes: (horizontal: Bool, vertical: Bool) {
        let inset = adjustedContentInset
        let size = bounds.size
        let horizontal = contentSize.width + inset.left + inset.right > size.width
            || (bounces && alwaysBounceHorizontal)
        let vertical = contentSize.height + inset.top + inset.bottom > size.height
            || (bounces && alwaysBounceVertical)
        return (horizontal, vertical)
    }

    private func beginDragging() {
        stopMotion()
        let moved = panGestureRecognizer.translation(in: self)
        let offset = contentOffset
        drag = DragState(origin: unbanded(offset), start: moved,
                         lockedAxis: isDirectionalLockEnabled ? lockedAxis(for: moved) : nil, lastOffset: offset)
        draggingStorage = true
        ScrollTracking.update(self)
        delegate?.scrollViewWillBeginDragging(self)
    }

    /// The axis a directional lock holds a drag that began moving `moved` to: the dominant
    /// one when the other is under half of it (UIKit does not document its angle), nil for
    /// a diagonal start or when only one axis scrolls anyway.
    private func lockedAxis(for moved: CGPoint) -> NSLayoutConstraint.Axis? {
        let axes = scrollableAxes
        guard axes.horizontal, axes.vertical else { return nil }
        if abs(moved.y) < abs(moved.x) / 2 { return .horizontal }
        if abs(moved.x) < abs(moved.y) / 2 { return .vertical }
        return nil
    }

    /// Where a drag would have put content shown at `offset`, before rubber banding.
    private func unbanded(_ offset: CGPoint) -> CGPoint {
        let ranges = offsetRanges
        return CGPoint(x: ScrollPhysics.unbanded(offset.x, in: ranges.x, dimension: bounds.width),
                       y: ScrollPhysics.unbanded(offset.y, in: ranges.y, dimension: bounds.height))
    }

    /// The drag carries on from where the content is shown, against the resting range as it
    /// is now (a pinch moved the content, or the insets changed under the finger), so the
    /// content does not jump.
    func restartDrag() {
        guard drag != nil else { return }
        let offset = contentOffset
        drag?.origin = unbanded(offset)
        drag?.start = panGestureRecognizer.translation(in: self)
        drag?.lastOffset = offset
    }

    private func continueDragging() {
        guard var drag else { return }
        let offset = contentOffset
        let moved = panGestureRecognizer.translation(in: self)
        if zoomState.isPinching {
            // The pinch moves the content (its centroid pans it); the drag resumes from there.
            restartDrag()
            return
        }
        if offset != drag.lastOffset {
            // Code moved the content during the drag: the drag carries on from there.
            drag.origin.x += offset.x - drag.lastOffset.x
            drag.origin.y += offset.y - drag.lastOffset.y
        }
        let axes = scrollableAxes
        var target = offset
        let ranges = offsetRanges
        if axes.horizontal, drag.lockedAxis != .vertical {
            target.x = dragged(drag.origin.x - (moved.x - drag.start.x), in: ranges.x, dimension: bounds.width)
        }
        if axes.vertical, drag.lockedAxis != .horizontal {
            target.y = dragged(drag.origin.y - (moved.y - drag.start.y), in: ranges.y, dimension: bounds.height)
        }
        drag.lastOffset = target
        self.drag = drag
        if target != offset { contentOffset = target }
        // A callback may have moved the content again; the next move starts from there.
        self.drag?.lastOffset = contentOffset
    }

    /// Where a drag to `position` puts one axis: rubber banded past the range when the
    /// scroll view bounces, held inside it when it does not.
    private func dragged(_ position: CGFloat, in range: ClosedRange<CGFloat>, dimension: CGFloat) -> CGFloat {
        bounces ? ScrollPhysics.rubberBanded(position, in: range, dimension: dimension)
            : min(max(position, range.lowerBound), range.upperBound)
    }

    /// The content's velocity at the lift, in points per second (the finger's, reversed),
    /// along the axes the drag moved.
    private func dragVelocity() -> CGPoint {
        let finger = panGestureRecognizer.velocity(in: self)
        let axes = scrollableAxes
        let lock = drag?.lockedAxis
        return CGPoint(x: axes.horizontal && lock != .vertical ? -finger.x : 0,
                       y: axes.vertical && lock != .horizontal ? -finger.y : 0)
    }

    /// The finger lifted (or the pan was cancelled): the delegate learns the velocity and
    /// may move the target, the drag ends, and the content decelerates, bounces back or
    /// settles on a page.
    private func endDragging(velocity: CGPoint) {
        guard drag != nil else { return }
        drag = nil
        let offset = contentOffset
        var target = restingOffset(from: offset, velocity: velocity)
        let proposed = target
        let perMillisecond = CGPoint(x: velocity.x / 1000, y: velocity.y / 1000)
        if !isPagingEnabled { target = targetContentOffsetAfterDragging(target, velocity: perMillisecond) }
        delegate?.scrollViewWillEndDragging(self, withVelocity: perMillisecond, targetContentOffset: &target)
        if isPagingEnabled, target != proposed {
            UIScrollView.warnPagingTarget()
            target = proposed
        }
        draggingStorage = false
        // Fingers that were pinching leave the content to the zoom's own bounce.
        let zooming = zoomState.isPinching || zoomState.isBouncing
        let plan = zooming ? nil
            : releaseMotion(from: contentOffset, velocity: velocity, target: target, proposed: proposed)
        let willDecelerate = plan != nil
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        if let plan, !draggingStorage, motion == nil {
            beginDeceleration(plan)
        } else if !willDecelerate {
            scrollingEnded()
        }
        ScrollTracking.update(self)
    }

    /// UIKit logs this when a delegate moves the target of a paging scroll view, and keeps
    /// the page.
    private static func warnPagingTarget() {
        let environment = HostEnvironment.current.uiKit
        guard !environment.warnedPagingTarget else { return }
        environment.warnedPagingTarget = true
        print("UIKit: Stop offset can not be modified for paging scroll views")
    }
}
