import CoreGraphics
import Foundation
import QuartzCore

// Turning the wheel: the finger drags it (rubber banded past the first and last rows), a
// lift lets it coast onto a row, a tap turns the tapped row to the centre, a touch stops a
// turning wheel; code selects rows. Whatever the user starts ends with the wheel resting
// on a row, and the picker hears of it once, if the row is a new one.
extension PickerColumn {
    /// Releases slower than this (points per second) spring onto the nearest row instead
    /// of coasting, as iOS's wheel settles at once when let go gently.
    static let coastingVelocity: CGFloat = 100

    // MARK: Touches

    /// A finger touched the column: a turning wheel stops where it is.
    func fingerDown() {
        caughtMotion = stopMotion()
    }

    /// The finger lifted without dragging: a wheel it stopped settles on the nearest row; a
    /// tap on a row above or below the centre turns that row to the centre.
    func fingerLifted(at point: CGPoint?) {
        guard drag == nil else { return }
        defer { caughtMotion = false }
        if !caughtMotion, let point, let row = row(at: point), row != centredRow {
            turn(to: row, userInitiated: true)
            return
        }
        settleOnNearestRow(velocity: 0)
    }

    /// The touch was cancelled: when not by this column's own drag (which goes on), the
    /// wheel settles on the nearest row.
    func fingerCancelled() {
        defer { caughtMotion = false }
        guard drag == nil, panRecognizer.state != .began, panRecognizer.state != .changed else { return }
        settleOnNearestRow(velocity: 0)
    }

    // MARK: Dragging

    /// The pan may begin only along the wheel: a mostly horizontal drag is left to the
    /// recognizers of the views around the picker.
    func dragIsVertical() -> Bool {
        let moved = panRecognizer.translation(in: self)
        return rowCount > 0 && abs(moved.y) >= abs(moved.x)
    }

    /// The pan's action.
    func handlePan(_ pan: UIPanGestureRecognizer) {
        let moved = pan.translation(in: self).y
        switch pan.state {
        case .began:
            stopMotion()
            let range = offsetRange
            drag = (ScrollPhysics.unbanded(offset, in: range, dimension: bounds.height), moved)
        case .changed:
            guard let drag else { return }
            let position = drag.origin - (moved - drag.start)
            offset = ScrollPhysics.rubberBanded(position, in: offsetRange, dimension: bounds.height)
        case .ended:
            release(velocity: -pan.velocity(in: self).y)
        case .cancelled:
            release(velocity: 0)
        default:
            break
        }
    }

    /// The finger lifted after a drag at `velocity` (the wheel's, points per second): a
    /// flick coasts, slowing as a scroll view's content does, onto the row nearest where it
    /// would have stopped; a gentle release springs onto the nearest row; past the first or
    /// last row the wheel springs back to it.
    private func release(velocity: CGFloat) {
        guard drag != nil else { return }
        drag = nil
        guard rowCount > 0 else { return }
        let range = offsetRange
        guard range.contains(offset), abs(velocity) >= PickerColumn.coastingVelocity else {
            settleOnNearestRow(velocity: velocity)
            return
        }
        let rate = UIScrollView.DecelerationRate.normal.rawValue
        let natural = ScrollPhysics.restingPoint(from: offset, velocity: velocity, rate: rate)
        let target = restingOffset(nearest: natural)
        start(.fling(from: offset, velocity: velocity, onto: target, in: range, at: CACurrentMediaTime()))
    }

    /// The offset of the row nearest `position` (within the rows).
    private func restingOffset(nearest position: CGFloat) -> CGFloat {
        let range = offsetRange
        let clamped = min(max(position, range.lowerBound), range.upperBound)
        return (clamped / rowHeight).rounded() * rowHeight
    }

    /// Springs the wheel onto the nearest row (at once, when it is there), then selects it.
    func settleOnNearestRow(velocity: CGFloat) {
        guard rowCount > 0 else { return }
        let target = restingOffset(nearest: offset)
        let motion = PickerWheelMotion.spring(from: offset, onto: target, velocity: velocity, in: offsetRange,
                                              at: CACurrentMediaTime())
        if motion.isResting || abs(target - offset) < PickerWheelMotion.threshold {
            offset = target
            settle()
        } else {
            start(motion)
        }
    }

    /// Turns `row` to the centre, eased; the user's turn selects it at the end.
    func turn(to row: Int, userInitiated: Bool) {
        let target = CGFloat(row) * rowHeight
        start(.turn(from: offset, to: target, at: CACurrentMediaTime(), userInitiated: userInitiated))
    }

    // MARK: Selection

    /// `selectRow(_:inComponent:animated:)`: the row is selected at once (the delegate is
    /// not told); the wheel turns to it, animated or not.
    func select(_ row: Int, animated: Bool) {
        guard rowCount > 0 else { return }
        let row = min(max(row, 0), rowCount - 1)
        selectedRow = row
        drag = nil
        let target = CGFloat(row) * rowHeight
        if animated, target != offset {
            turn(to: row, userInitiated: false)
        } else {
            stopMotion()
            offset = target
        }
    }

    /// The wheel came to rest after the user turned it: on the nearest row exactly, which
    /// becomes the selection; the picker hears of it when it is a new row.
    private func settle() {
        let row = centredRow
        guard row >= 0 else { return }
        offset = CGFloat(row) * rowHeight
        guard row != selectedRow else { return }
        selectedRow = row
        picker?.userSelected(row, inComponent: component)
    }

    // MARK: Motion

    private func start(_ newMotion: PickerWheelMotion) {
        stopMotion()
        guard !newMotion.isResting else {
            if newMotion.isUserInitiated { settle() }
            return
        }
        motion = newMotion
        animator.start()
    }

    /// Stops any motion where it is, telling nobody. Returns whether the wheel was moving.
    @discardableResult
    func stopMotion() -> Bool {
        guard motion != nil else { return false }
        motion = nil
        animator.stop()
        return true
    }

    /// The column left its window mid-turn: the wheel stops on its selected row.
    func abandonMotion() {
        guard stopMotion() || drag != nil else { return }
        drag = nil
        offset = CGFloat(max(selectedRow, 0)) * rowHeight
    }

    /// The display link's frame: the wheel moves to where the motion is at `time`; at the
    /// end of a motion the user started, the row it rests on is selected.
    func advanceMotion(to time: CFTimeInterval) {
        guard var current = motion else {
            animator.stop()
            return
        }
        let (position, ended) = current.position(at: time)
        motion = current
        if let position { offset = position }
        guard ended else { return }
        motion = nil
        animator.stop()
        if current.isUserInitiated { settle() }
    }
}
