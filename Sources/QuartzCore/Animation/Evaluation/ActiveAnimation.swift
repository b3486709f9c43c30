import CoreGraphics
import Foundation

/// An animation added to a layer: the layer's copy of it, its timing resolved when it was
/// added, what it changes, and what its delegate has been told.
final class ActiveAnimation {
    enum Effect {
        case property(PropertyTrack)
        case group([ActiveAnimation])
        case transition(TransitionTrack)
        /// Nothing the layer shows (a key path no layer animates, a plain `CAAnimation`):
        /// the animation still runs its time and tells its delegate.
        case none
    }

    /// The key it was added under (nil: none).
    let key: String?
    /// The layer's copy, handed to the delegate.
    let animation: CAAnimation
    let timing: AnimationTiming
    let effect: Effect
    /// Whether `animationDidStart` was sent (or is queued).
    var didStart = false
    /// Whether `animationDidStop` was sent (or is queued).
    var didStop = false
    /// When it was added, counted by the engine (ties between messages go by it).
    var sequence = 0
    /// The completion blocks of the transactions it was added in, which wait for it.
    var completionGroups: [CATransaction.CompletionGroup] = []

    /// Compiles `animation` (already the layer's copy) added at parent time `now`.
    /// `previous` is the animated property's value before its latest change (for from/to/by
    /// values all missing); `defaultDuration` replaces a missing duration; `snapshot` is
    /// the layer's look for a transition.
    init(_ animation: CAAnimation, key: String?, now: Double, defaultDuration: Double, previous: AnimationValue?,
         snapshot: (image: CGImage, rect: CGRect)? = nil) {
        self.key = key
        self.animation = animation
        timing = AnimationTiming(animation.timing, now: now, defaultDuration: defaultDuration)
        switch animation {
        case let group as CAAnimationGroup:
            // Children count their time from the group's start; without a duration of
            // their own they last as long as the group.
            effect = .group((group.animations ?? []).map { [timing] child in
                ActiveAnimation(child, key: nil, now: 0, defaultDuration: timing.duration, previous: nil)
            })
        case let transition as CATransition:
            effect = .transition(TransitionTrack(transition, snapshot: snapshot))
        case let property as CAPropertyAnimation:
            effect = PropertyTrack(property, previous: previous).map { .property($0) } ?? .none
        default:
            effect = .none
        }
    }

    /// Applies the animation's effect at parent time `t` to `values`.
    func apply(at t: Double, to values: inout AnimatedValues) {
        guard let sample = timing.sample(at: t) else { return }
        switch effect {
        case .property(let track):
            track.apply(sample, duration: timing.duration, to: &values)
        case .group(let children):
            // The group's timing function bends the time its animations see.
            let time = animation.timingFunction.map { $0.value(at: sample.passTime / timing.duration) * timing.duration }
                ?? sample.passTime
            for child in children { child.apply(at: time, to: &values) }
        case .transition, .none:
            break
        }
    }

    /// The transition's frame at parent time `t`; nil for other animations, or when it has
    /// no effect then.
    func transitionFrame(at t: Double) -> TransitionFrame? {
        guard case .transition(let track) = effect, let sample = timing.sample(at: t) else { return nil }
        return TransitionFrame(track: track, progress: track.progress(sample, duration: timing.duration))
    }
}
