import CoreGraphics
import Foundation

/// The arithmetic of scrolling, one axis at a time: rubber banding past an edge, the
/// exponential deceleration of a fling, and the spring that brings content back to an edge
/// or onto a page. Times are in seconds, velocities in points per second.
enum ScrollPhysics {
    // MARK: Rubber band

    /// UIKit's rubber-band constant: how stiff the band past an edge is.
    static let rubberBandCoefficient: CGFloat = 0.55

    /// How far content dragged `overshoot` points past an edge shows past it, in a viewport
    /// `dimension` points long: (1 − 1 / (x·c/d + 1)) · d. Never more than `dimension`.
    static func rubberBand(_ overshoot: CGFloat, dimension: CGFloat) -> CGFloat {
        guard overshoot > 0, dimension > 0 else { return 0 }
        return (1 - 1 / (overshoot * rubberBandCoefficient / dimension + 1)) * dimension
    }

    /// The overshoot that `rubberBand` shows as `shown`: where a drag caught past an edge
    /// resumes from.
    static func overshoot(showing shown: CGFloat, dimension: CGFloat) -> CGFloat {
        guard shown > 0, dimension > 0 else { return 0 }
        let visible = min(shown, dimension * 0.999)
        return visible * dimension / ((dimension - visible) * rubberBandCoefficient)
    }

    /// `offset` with any part past `range` rubber-banded.
    static func rubberBanded(_ offset: CGFloat, in range: ClosedRange<CGFloat>, dimension: CGFloat) -> CGFloat {
        if offset < range.lowerBound {
            return range.lowerBound - rubberBand(range.lowerBound - offset, dimension: dimension)
        }
        if offset > range.upperBound {
            return range.upperBound + rubberBand(offset - range.upperBound, dimension: dimension)
        }
        return offset
    }

    /// The drag position that `rubberBanded` shows as `offset`.
    static func unbanded(_ offset: CGFloat, in range: ClosedRange<CGFloat>, dimension: CGFloat) -> CGFloat {
        if offset < range.lowerBound {
            return range.lowerBound - overshoot(showing: range.lowerBound - offset, dimension: dimension)
        }
        if offset > range.upperBound {
            return range.upperBound + overshoot(showing: offset - range.upperBound, dimension: dimension)
        }
        return offset
    }

    // MARK: Deceleration

    /// The exponent's coefficient: v(t) = v₀ · e^(k t) with k = 1000 · ln(rate).
    static func decayCoefficient(_ rate: CGFloat) -> CGFloat {
        1000 * log(min(max(rate, 0.5), 0.99999))
    }

    /// Where a fling from `start` at `velocity` comes to rest: start − v₀ / k.
    static func restingPoint(from start: CGFloat, velocity: CGFloat, rate: CGFloat) -> CGFloat {
        start - velocity / decayCoefficient(rate)
    }

    /// The velocity that makes a fling from `start` come to rest at `target`.
    static func velocity(from start: CGFloat, toRestAt target: CGFloat, rate: CGFloat) -> CGFloat {
        (start - target) * decayCoefficient(rate)
    }

    /// The position `elapsed` seconds into a fling: start + v₀ · (e^(k t) − 1) / k.
    static func decelerating(from start: CGFloat, velocity: CGFloat, rate: CGFloat, elapsed: CGFloat) -> CGFloat {
        let k = decayCoefficient(rate)
        return start + velocity * (exp(k * elapsed) - 1) / k
    }

    /// The velocity `elapsed` seconds into a fling.
    static func deceleratingVelocity(_ velocity: CGFloat, rate: CGFloat, elapsed: CGFloat) -> CGFloat {
        velocity * exp(decayCoefficient(rate) * elapsed)
    }

    /// How long a fling lasts: until it is within `threshold` points of its resting point
    /// (0 when it already is).
    static func decelerationDuration(velocity: CGFloat, rate: CGFloat, threshold: CGFloat) -> CGFloat {
        let k = decayCoefficient(rate)
        let ratio = -k * threshold / abs(velocity)
        guard ratio < 1 else { return 0 }
        return log(ratio) / k
    }

    /// When a fling from `start` reaches `edge` (nil if it comes to rest first).
    static func crossingTime(from start: CGFloat, velocity: CGFloat, rate: CGFloat, edge: CGFloat) -> CGFloat? {
        guard velocity != 0, (edge - start) / velocity > 0 else { return nil }
        let k = decayCoefficient(rate)
        let remaining = 1 + (edge - start) * k / velocity
        guard remaining > 0 else { return nil }
        return log(remaining) / k
    }

    // MARK: Springs

    /// A critically damped spring: the bounce back from past an edge and the settling onto a
    /// page. `frequency` is its natural angular frequency ω, in radians per second.
    struct Spring: Equatable {
        /// The bounce back from past an edge (a 0.575 s response: ω = 2π / 0.575).
        static let bounce = Spring(frequency: 2 * .pi / 0.575)
        /// The settling onto a page (a 0.3 s response).
        static let paging = Spring(frequency: 2 * .pi / 0.3)

        let frequency: CGFloat

        /// The distance from the target and the velocity `elapsed` seconds after leaving
        /// `displacement` points from the target at `velocity`.
        func state(displacement: CGFloat, velocity: CGFloat,
                   elapsed: CGFloat) -> (displacement: CGFloat, velocity: CGFloat) {
            let w = frequency
            let b = velocity + w * displacement
            let decay = exp(-w * elapsed)
            return ((displacement + b * elapsed) * decay, (b - w * (displacement + b * elapsed)) * decay)
        }

        /// Whether a spring this far from its target, this fast, has settled: both the
        /// distance and the distance the velocity would carry it are under `threshold`.
        func isSettled(displacement: CGFloat, velocity: CGFloat, threshold: CGFloat) -> Bool {
            abs(displacement) < threshold && abs(velocity) / frequency < threshold
        }
    }

    // MARK: Programmatic animations

    /// The duration of `setContentOffset(_:animated:)`, `scrollRectToVisible(_:animated:)`
    /// and animated zooms.
    static let animationDuration: CGFloat = 0.3

    /// The easing of those animations: slow in, slow out ((1 − cos πt) / 2; UIKit's exact
    /// curve is not documented).
    static func eased(_ progress: CGFloat) -> CGFloat {
        let t = min(max(progress, 0), 1)
        return (1 - cos(.pi * t)) / 2
    }
}
