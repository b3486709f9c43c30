import CoreGraphics
import Foundation
import QuartzCore

/// How a picker's wheel turns without a finger, as a function of time: a fling slowing down
/// onto a row (or springing back from past the first or last row), a spring onto the
/// nearest row, or an eased turn to a chosen row (a tap, `selectRow(_:inComponent:animated:)`).
/// Positions are the scroll view's closed forms (`AxisMotion`, `ScrollPhysics`), exact at
/// any frame time.
struct PickerWheelMotion {
    private enum Kind {
        case physical(AxisMotion)
        case eased(from: CGFloat, to: CGFloat, start: CFTimeInterval)
    }

    private var kind: Kind
    /// Whether the user started it (a fling, a tap, a caught wheel): its end selects a row
    /// and tells the delegate.
    let isUserInitiated: Bool

    /// Motions closer than this to their end have arrived (half a pixel at 2x and 3x).
    static let threshold: CGFloat = 0.25

    /// A fling from `offset` at `velocity` (points per second) that comes to rest on
    /// `target`; from past the ends of `range` it springs back to the nearest end instead.
    static func fling(from offset: CGFloat, velocity: CGFloat, onto target: CGFloat, in range: ClosedRange<CGFloat>,
                      at time: CFTimeInterval) -> PickerWheelMotion {
        let rate = UIScrollView.DecelerationRate.normal.rawValue
        let landing = range.contains(offset) ? ScrollPhysics.velocity(from: offset, toRestAt: target, rate: rate) : velocity
        let axis = AxisMotion(flingFrom: offset, velocity: landing, rate: rate, at: CGFloat(time), range: range,
                              bounces: true, threshold: threshold)
        return PickerWheelMotion(kind: .physical(axis), isUserInitiated: true)
    }

    /// A spring from `offset` onto `target`, as a slow release or a caught wheel settles.
    static func spring(from offset: CGFloat, onto target: CGFloat, velocity: CGFloat, in range: ClosedRange<CGFloat>,
                       at time: CFTimeInterval) -> PickerWheelMotion {
        let axis = AxisMotion(springFrom: offset, to: target, velocity: velocity, at: CGFloat(time), spring: .paging,
                              range: range, threshold: threshold)
        return PickerWheelMotion(kind: .physical(axis), isUserInitiated: true)
    }

    /// An eased turn from `offset` to `target` over the scroll views' animation duration.
    static func turn(from offset: CGFloat, to target: CGFloat, at time: CFTimeInterval,
                     userInitiated: Bool) -> PickerWheelMotion {
        PickerWheelMotion(kind: .eased(from: offset, to: target, start: time), isUserInitiated: userInitiated)
    }

    /// Whether the motion has nothing left to do (it started where it ends).
    var isResting: Bool {
        switch kind {
        case let .physical(axis): return axis.isResting
        case let .eased(from, to, _): return from == to
        }
    }

    /// The offset at `time`, and whether the motion has ended there.
    mutating func position(at time: CFTimeInterval) -> (offset: CGFloat?, ended: Bool) {
        switch kind {
        case var .physical(axis):
            let offset = axis.position(at: CGFloat(time))
            kind = .physical(axis)
            return (offset, axis.isResting)
        case let .eased(from, to, start):
            let progress = min(1, max(0, CGFloat(time - start) / ScrollPhysics.animationDuration))
            return (from + (to - from) * ScrollPhysics.eased(progress), progress >= 1)
        }
    }
}
