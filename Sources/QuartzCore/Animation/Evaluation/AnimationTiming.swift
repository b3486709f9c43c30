import Foundation

/// An added animation's timing, resolved when it is added: when it begins in its
/// parent's time (its layer's, or its group's), how long one pass lasts, and how long it
/// is active. Answers where the animation is at any parent time.
struct AnimationTiming {
    /// Where an animation is at one parent time.
    struct Sample {
        /// Time into the current pass, 0…`duration`, running backwards on the reversing
        /// half of an autoreversing pass.
        var passTime: Double
        /// Completed passes (an autoreversing pass counts once, forwards and back).
        var iteration: Int
        /// Whether the time is past the active time (the end value, filled forwards).
        var isAfterEnd: Bool
    }

    let beginTime: Double
    /// One pass, > 0.
    let duration: Double
    let speed: Double
    let timeOffset: Double
    let autoreverses: Bool
    /// The fill mode, as two flags (so that the timing is plain numbers, copied freely).
    let fillsBackwards: Bool, fillsForwards: Bool
    /// All passes together (`.infinity` for endless repeats).
    let activeDuration: Double

    /// Times this close count as equal (frame times are computed, begin times read off the
    /// clock): an animation ending at a frame's time ends at that frame.
    static let tolerance = 1e-9

    /// `values` resolved: `beginTime` (0 means `now`, the parent's current time) and
    /// `duration` (0, negative or not a number means `defaultDuration`).
    init(_ values: MediaTimingValues, now: Double, defaultDuration: Double) {
        beginTime = values.beginTime == 0 || !values.beginTime.isFinite ? now : values.beginTime
        let given = values.duration.isFinite && values.duration > 0 ? values.duration : defaultDuration
        duration = given.isFinite && given > 0 ? given : 0.25
        speed = values.speed.isFinite ? Double(values.speed) : 1
        timeOffset = values.timeOffset.isFinite ? values.timeOffset : 0
        autoreverses = values.autoreverses
        fillsBackwards = values.fillMode.fillsBackwards
        fillsForwards = values.fillMode.fillsForwards
        let pass = duration * (autoreverses ? 2 : 1)
        if values.repeatDuration.isFinite, values.repeatDuration > 0 {
            activeDuration = values.repeatDuration
        } else if values.repeatCount.isNaN || values.repeatCount <= 0 {
            activeDuration = pass
        } else {
            activeDuration = values.repeatCount.isInfinite ? .infinity : pass * Double(values.repeatCount)
        }
    }

    /// Time since the beginning in the animation's own time, at parent time `t`.
    func activeTime(at t: Double) -> Double {
        (t - beginTime) * speed
    }

    /// Whether the animation has ended by parent time `t`.
    func hasEnded(at t: Double) -> Bool {
        activeTime(at: t) >= activeDuration - AnimationTiming.tolerance
    }

    /// Whether the animation has begun by parent time `t`.
    func hasBegun(at t: Double) -> Bool {
        activeTime(at: t) >= -AnimationTiming.tolerance
    }

    /// The parent time at which the animation ends; nil when it never does (endless
    /// repeats, a stopped or backwards speed).
    var endTime: Double? {
        guard activeDuration.isFinite, speed > 0 else { return nil }
        return beginTime + activeDuration / speed
    }

    /// Where the animation is at parent time `t`; nil when it has no effect then (before
    /// its beginning or after its end, without a fill mode reaching there).
    func sample(at t: Double) -> Sample? {
        var active = activeTime(at: t)
        var isAfterEnd = false
        if active < -AnimationTiming.tolerance {
            guard fillsBackwards else { return nil }
            active = 0
        } else if active >= activeDuration - AnimationTiming.tolerance {
            guard fillsForwards, activeDuration.isFinite else { return nil }
            active = activeDuration
            isAfterEnd = true
        }
        active = max(active, 0)
        let local = active + timeOffset
        var half = (local / duration).rounded(.down)
        var into = local - half * duration
        // The end of a pass belongs to that pass: at the very end, the last value shows.
        if isAfterEnd, local > 0, into < AnimationTiming.tolerance {
            half -= 1
            into = duration
        }
        into = min(max(into, 0), duration)
        guard autoreverses else {
            return Sample(passTime: into, iteration: AnimationTiming.count(half), isAfterEnd: isAfterEnd)
        }
        let reversing = half.truncatingRemainder(dividingBy: 2) != 0
        return Sample(passTime: reversing ? duration - into : into,
                      iteration: AnimationTiming.count((half / 2).rounded(.down)), isAfterEnd: isAfterEnd)
    }

    /// A whole number of passes as an `Int` (0 below zero, saturating far above).
    private static func count(_ passes: Double) -> Int {
        passes > 0 ? Int(min(passes, 1e15)) : 0
    }
}
