import CoreGraphics
import Foundation

/// How one axis of the content offset moves after the finger lifts, as a function of time:
/// a fling slowing down at the deceleration rate, which becomes a bounce when it runs past
/// an edge (or stops there when the scroll view does not bounce); or a spring pulling it
/// onto a point (back to an edge, onto a page). Positions are computed from the start of
/// each phase in closed form, so they are exact at any frame time.
struct AxisMotion {
    private enum Phase {
        case resting
        case decelerating(start: CGFloat, velocity: CGFloat, rate: CGFloat, startTime: CGFloat, duration: CGFloat)
        case springing(target: CGFloat, start: CGFloat, velocity: CGFloat, startTime: CGFloat,
                       spring: ScrollPhysics.Spring)
    }

    private var phase: Phase = .resting
    /// Where the offset may rest; a fling that runs past it bounces back (or stops).
    let range: ClosedRange<CGFloat>
    let bounces: Bool
    /// Distances under this (half a pixel) count as arrived.
    let threshold: CGFloat

    /// An axis that does not move.
    static func resting(in range: ClosedRange<CGFloat>) -> AxisMotion {
        AxisMotion(range: range, bounces: false, threshold: 0.25)
    }

    private init(range: ClosedRange<CGFloat>, bounces: Bool, threshold: CGFloat) {
        self.range = range
        self.bounces = bounces
        self.threshold = threshold
    }

    /// A fling from `start` at `velocity` (points per second) at time `time`. Content past
    /// an edge springs back instead (with that velocity).
    init(flingFrom start: CGFloat, velocity: CGFloat, rate: CGFloat, at time: CGFloat,
         range: ClosedRange<CGFloat>, bounces: Bool, threshold: CGFloat) {
        self.init(range: range, bounces: bounces, threshold: threshold)
        if start < range.lowerBound - threshold || start > range.upperBound + threshold {
            let edge = min(max(start, range.lowerBound), range.upperBound)
            spring(to: edge, from: start, velocity: velocity, at: time, spring: .bounce)
            return
        }
        let duration = ScrollPhysics.decelerationDuration(velocity: velocity, rate: rate, threshold: threshold)
        guard duration > 0 else { return }
        phase = .decelerating(start: start, velocity: velocity, rate: rate, startTime: time, duration: duration)
    }

    /// A spring from `start` at `velocity` onto `target`.
    init(springFrom start: CGFloat, to target: CGFloat, velocity: CGFloat, at time: CGFloat,
         spring: ScrollPhysics.Spring, range: ClosedRange<CGFloat>, threshold: CGFloat) {
        self.init(range: range, bounces: true, threshold: threshold)
        self.spring(to: target, from: start, velocity: velocity, at: time, spring: spring)
    }

    private mutating func spring(to target: CGFloat, from start: CGFloat, velocity: CGFloat, at time: CGFloat,
                                 spring: ScrollPhysics.Spring) {
        guard !spring.isSettled(displacement: start - target, velocity: velocity, threshold: threshold) else { return }
        phase = .springing(target: target, start: start, velocity: velocity, startTime: time, spring: spring)
    }

    /// Whether the axis has stopped.
    var isResting: Bool {
        if case .resting = phase { return true }
        return false
    }

    /// Shifts the motion by `delta` points (code moved the offset meanwhile).
    mutating func shift(by delta: CGFloat) {
        switch phase {
        case .resting: break
        case let .decelerating(start, velocity, rate, startTime, duration):
            phase = .decelerating(start: start + delta, velocity: velocity, rate: rate, startTime: startTime,
                                  duration: duration)
        case let .springing(target, start, velocity, startTime, spring):
            phase = .springing(target: target + delta, start: start + delta, velocity: velocity, startTime: startTime,
                               spring: spring)
        }
    }

    /// The position at `time`, moving from phase to phase as edges are crossed; once the
    /// motion ends the axis rests at its last position, which is returned.
    mutating func position(at time: CGFloat) -> CGFloat? {
        while true {
            switch phase {
            case .resting:
                return nil
            case let .decelerating(start, velocity, rate, startTime, duration):
                if let (edge, crossing) = edgeCrossing(start: start, velocity: velocity, rate: rate),
                   crossing <= duration, time - startTime >= crossing {
                    if bounces {
                        let speed = ScrollPhysics.deceleratingVelocity(velocity, rate: rate, elapsed: crossing)
                        phase = .springing(target: edge, start: edge, velocity: speed, startTime: startTime + crossing,
                                           spring: .bounce)
                        continue
                    }
                    phase = .resting
                    return edge
                }
                if time - startTime >= duration {
                    phase = .resting
                    let rest = ScrollPhysics.restingPoint(from: start, velocity: velocity, rate: rate)
                    return min(max(rest, range.lowerBound), range.upperBound)
                }
                let elapsed = time - startTime
                return ScrollPhysics.decelerating(from: start, velocity: velocity, rate: rate, elapsed: elapsed)
            case let .springing(target, start, velocity, startTime, spring):
                let elapsed = max(0, time - startTime)
                let state = spring.state(displacement: start - target, velocity: velocity, elapsed: elapsed)
                if spring.isSettled(displacement: state.displacement, velocity: state.velocity, threshold: threshold) {
                    phase = .resting
                    return target
                }
                return target + state.displacement
            }
        }
    }

    /// The edge a fling runs past and when, if it does before coming to rest.
    private func edgeCrossing(start: CGFloat, velocity: CGFloat, rate: CGFloat) -> (CGFloat, CGFloat)? {
        let edge = velocity > 0 ? range.upperBound : range.lowerBound
        // Already at the edge, moving out: it crosses at once.
        if velocity > 0 ? start >= edge : start <= edge { return velocity == 0 ? nil : (edge, 0) }
        let time = ScrollPhysics.crossingTime(from: start, velocity: velocity, rate: rate, edge: edge)
        return time.map { (edge, $0) }
    }
}
