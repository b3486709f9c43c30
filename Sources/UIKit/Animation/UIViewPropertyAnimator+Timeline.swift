import CoreGraphics
import Foundation

/// A property animator's timeline: the properties its blocks changed (each from its old
/// value, starting at some point of the timeline) and where the timeline is — moving
/// forwards or backwards since some time, or paused at a position.
///
/// What is shown is Core Animation's: each change is one animation kept on its layer,
/// made again whenever the timeline changes course. Running forwards, it starts at the
/// position reached (`timeOffset`) and lasts the rest (`repeatDuration`); backwards, it
/// plays the reversing half of an autoreversing pass down to the start; paused, it stands
/// still (`speed` 0) at the position. A timer on the host clock marks the end.
@MainActor
final class AnimatorTimeline: NSObject, CAAnimationDelegate, ViewAnimationInteraction {
    private struct Track {
        weak var layer: CALayer?
        let key: String
        let from: Any
        /// The model value the block set (where `.end` leaves the property).
        var to: Any?
        /// Where on the timeline the change starts (seconds, after a delay factor).
        let begin: Double
    }

    weak var animator: UIViewPropertyAnimator?
    private var tracks: [Track] = []
    private var timing: ViewAnimationTiming = .curve(UIView.AnimationCurve.easeInOut.timingFunction)
    /// The length of the timeline, in seconds.
    private var duration: Double = 0
    /// How fast the timeline moves (`continueAnimation`'s duration factor).
    private var rate: Double = 1
    /// The position (seconds) at `runningSince`, or now when paused.
    private var position: Double = 0
    /// The host time the timeline started moving from `position` (nil: paused).
    private var runningSince: CFTimeInterval?
    /// Whether the paused position was scrubbed, shown at an even pace.
    private var scrubbedLinearly = false
    private var endTimer: GestureClock.Timer?
    private let clock = GestureClock()

    var isMoving: Bool { runningSince != nil }

    /// How far along the timeline is, 0…1.
    var fraction: Double { duration > 0 ? currentPosition / duration : 0 }

    private var reversed: Bool { animator?.isReversed ?? false }

    /// The position now.
    private var currentPosition: Double {
        guard let since = runningSince else { return position }
        let moved = max(0, CACurrentMediaTime() - since) * rate
        return reversed ? max(0, position - moved) : min(duration, position + moved)
    }

    // MARK: Starting

    /// The animator became active: the timing and length of its timeline.
    func begin(timing parameters: any UITimingCurveProvider, duration given: TimeInterval) {
        let length = given.isFinite && given > 0 ? given : 0
        (timing, duration) = AnimatorTimeline.timing(of: parameters, duration: length)
        position = 0
        rate = 1
    }

    /// The timing `parameters` give a timeline of `length` seconds, and the length they
    /// give it (a physical spring's own settling time).
    private static func timing(of parameters: any UITimingCurveProvider, duration length: Double)
        -> (ViewAnimationTiming, Double) {
        if let spring = parameters.springTimingParameters, parameters.timingCurveType != .cubic,
           parameters.timingCurveType != .builtin {
            let motion = spring.spring(duration: length)
            guard spring.setsOwnDuration else { return (.spring(motion), length) }
            let settling = motion.settlingDuration
            return (.spring(motion), settling.isFinite ? settling : length)
        }
        let function = parameters.cubicTimingParameters?.timingFunction ?? UIView.AnimationCurve.easeInOut.timingFunction
        return (.curve(function), length)
    }

    /// Runs `block`, recording its changes as tracks that start `delayFactor` of the
    /// remaining timeline from now.
    func record(_ block: () -> Void, delayFactor: Double) {
        let now = currentPosition
        let begin = now + delayFactor * (duration - now)
        let context = ViewAnimationContext(kind: .animator(self, begin: begin), duration: duration, delay: 0,
                                           options: [.overrideInheritedDuration, .overrideInheritedOptions],
                                           timing: timing, completion: nil)
        context.perform(block)
        if runningSince != nil {
            position = now
            runningSince = CACurrentMediaTime()
        }
        show()
    }

    /// `key` of `layer` changed from `from` to its model value, in a block starting at `begin`.
    func note(_ key: String, of layer: CALayer, from: Any, begin: Double) {
        if let index = tracks.firstIndex(where: { $0.layer === layer && $0.key == key }) {
            tracks[index].to = layer.value(forKey: key)
            return
        }
        tracks.append(Track(layer: layer, key: key, from: from, to: layer.value(forKey: key), begin: begin))
    }

    // MARK: Moving

    /// Moves the timeline from where it is, after `delay`, forwards or backwards.
    func run(after delay: TimeInterval) {
        if scrubbedLinearly {
            // Go on from what scrubbing showed, on the curve.
            position = AnimatorTimeline.time(showing: position, of: timing, duration: duration)
            scrubbedLinearly = false
        }
        runningSince = CACurrentMediaTime() + delay
        show()
        scheduleEnd()
    }

    /// Stops the timeline where it is.
    func pause() {
        position = currentPosition
        runningSince = nil
        endTimer?.cancel()
        show()
    }

    /// The animator's direction changed: the timeline goes the other way from here.
    func reverse() {
        guard let since = runningSince else {
            show()
            return
        }
        // Measured in the old direction, then turned.
        let moved = max(0, CACurrentMediaTime() - since) * rate
        position = animatorWasReversedBefore ? max(0, position - moved) : min(duration, position + moved)
        runningSince = max(since, CACurrentMediaTime())
        show()
        scheduleEnd()
    }

    /// During `reverse()`: the direction before the change.
    private var animatorWasReversedBefore: Bool { !reversed }

    /// Shows the paused timeline at `fraction` of its length.
    func scrub(to fraction: Double, linearly: Bool) {
        position = fraction * duration
        scrubbedLinearly = linearly
        show()
    }

    /// Resumes with new timing (nil: the same), the rest lasting `durationFactor` times
    /// as long.
    func continueRunning(with parameters: (any UITimingCurveProvider)?, durationFactor: Double) {
        position = currentPosition
        runningSince = nil
        if let parameters {
            let oldDuration = duration
            (timing, duration) = AnimatorTimeline.timing(of: parameters, duration: duration)
            if oldDuration > 0 { position *= duration / oldDuration }
        }
        rate = durationFactor.isFinite && durationFactor > 0 ? 1 / durationFactor : 1
        run(after: 0)
    }

    private func scheduleEnd() {
        endTimer?.cancel()
        guard let since = runningSince else { return }
        let left = (reversed ? position : duration - position) / rate
        let wait = max(0, since - CACurrentMediaTime()) + left
        endTimer = clock.schedule(after: wait) { [weak self] in
            guard let self, self.runningSince != nil else { return }
            self.position = self.reversed ? 0 : self.duration
            self.runningSince = nil
            self.animator?.timelineReachedEnd()
        }
    }

    // MARK: Ending

    /// Makes the properties keep what is shown now and takes the animations away.
    func stopWhereShown() {
        endTimer?.cancel()
        let shown = tracks.map { track in track.layer?.presentation()?.value(forKey: track.key) }
        removeAnimations()
        for (track, value) in zip(tracks, shown) { write(value, to: track) }
        position = currentPosition
        runningSince = nil
    }

    /// Leaves the properties at `position`'s values and takes the animations away.
    func settle(at finalPosition: UIViewAnimatingPosition) {
        endTimer?.cancel()
        let values: [Any?]
        switch finalPosition {
        case .end: values = tracks.map(\.to)
        case .start: values = tracks.map(\.from)
        case .current: values = tracks.map { $0.layer?.presentation()?.value(forKey: $0.key) }
        }
        removeAnimations()
        for (track, value) in zip(tracks, values) { write(value, to: track) }
    }

    /// Forgets the tracks: the animator is inactive again.
    func clear() {
        endTimer?.cancel()
        removeAnimations()
        tracks = []
        position = 0
        rate = 1
        runningSince = nil
        scrubbedLinearly = false
    }

    private func removeAnimations() {
        for track in tracks { track.layer?.removeAnimation(forKey: track.key) }
    }

    /// Sets the model value of a track's property (a view's background colour through the
    /// view, which keeps its own colour), without animation.
    private func write(_ value: Any?, to track: Track) {
        guard let layer = track.layer else { return }
        UIView.performWithoutAnimation {
            if track.key == "backgroundColor", let view = layer.delegate as? UIView {
                view.backgroundColor = (value as? CGColor).map { UIColor(cgColor: $0) }
            } else if let value {
                layer.setValue(value, forKey: track.key)
            }
        }
    }

    // MARK: Showing

    /// Puts on each layer the animation that shows its track from the current position,
    /// in the current direction (or standing still).
    private func show() {
        for track in tracks {
            guard let layer = track.layer else { continue }
            let length = duration - track.begin
            guard length > 1e-9 else {
                layer.removeAnimation(forKey: track.key)
                continue
            }
            let paced = runningSince == nil && scrubbedLinearly ? ViewAnimationTiming(.linear) : timing
            let animation = paced.makeBasicAnimation(keyPath: track.key)
            animation.fromValue = track.from
            animation.duration = length
            animation.fillMode = .both
            animation.isRemovedOnCompletion = false
            animation.delegate = self
            let local = min(max(currentPosition - track.begin, 0), length)
            if let since = runningSince, !reversed || local > 0 {
                animation.speed = Float(rate)
                if reversed {
                    // The reversing half of an autoreversing pass, from `local` down to 0.
                    animation.autoreverses = true
                    animation.beginTime = layer.convertTime(since, from: nil)
                    animation.timeOffset = 2 * length - local
                    animation.repeatDuration = local
                } else {
                    let wait = max(0, track.begin - position) / rate
                    animation.beginTime = layer.convertTime(since + wait, from: nil)
                    animation.timeOffset = local
                    animation.repeatDuration = max(length - local, 1e-9)
                }
            } else {
                // Standing still; just short of the end, which would read as the next pass.
                animation.speed = 0
                animation.timeOffset = min(local, length * (1 - 1e-9))
            }
            layer.add(animation, forKey: track.key)
        }
    }

    /// The time on the timeline whose curve value is the fraction `shown` of the length
    /// (for a spring, or outside 0…length: `shown` itself).
    private static func time(showing shown: Double, of timing: ViewAnimationTiming, duration: Double) -> Double {
        guard case .curve(let function) = timing, duration > 0 else { return shown }
        let target = min(max(shown / duration, 0), 1)
        var low = 0.0, high = 1.0
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if function.value(at: middle) < target { low = middle } else { high = middle }
        }
        return (low + high) / 2 * duration
    }

    // MARK: ViewAnimationInteraction

    var blocksUserInteraction: Bool { !(animator?.isUserInteractionEnabled ?? true) }
}
