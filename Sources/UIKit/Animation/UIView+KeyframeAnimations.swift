import CoreGraphics
import Foundation

extension UIView {
    /// Animates views through keyframes: inside `animations`, each
    /// `addKeyframe(withRelativeStartTime:relativeDuration:animations:)` says which values
    /// properties reach over which part of `duration`. Changes made directly in
    /// `animations` span the whole duration.
    ///
    /// As UIKit does, each property changed gets one `CAKeyframeAnimation` (under the
    /// property's key) over the whole duration, through the values the keyframes set,
    /// holding each value until the next keyframe of that property begins; `options`
    /// chooses the calculation mode, and its curve bits (`AnimationOptions` curves, which
    /// UIKit reads in the same place) pace the whole animation: ease-in-ease-out unless
    /// told otherwise. Completion, delay, zero durations and nesting behave as in
    /// `animate(withDuration:delay:options:animations:completion:)`.
    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                       options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                       completion: ((Bool) -> Void)? = nil) {
        let recorder = KeyframeRecorder(calculationMode: options.calculationMode)
        let animationOptions = options.animationOptions
        runAnimationBlock(duration: duration, delay: delay, options: animationOptions,
                          timing: ViewAnimationTiming(animationOptions.curve),
                          kind: .keyframes(recorder, span: (0, 1)), animations: {
            animations()
            // Still inside the block: the animations belong to it.
            if let context = ViewAnimationContext.current { recorder.addAnimations(in: context) }
        }, completion: completion)
    }

    /// Adds a keyframe to the keyframe animation being built: the changes `animations`
    /// makes are reached over `frameDuration` of the animation's duration, starting at
    /// `frameStartTime` (both fractions, 0…1, clamped). Outside the `animations` block of
    /// `animateKeyframes`, the changes are made at once.
    public class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                  animations: @escaping () -> Void) {
        guard let outer = ViewAnimationContext.current, case .keyframes(let recorder, let span) = outer.kind else {
            performWithoutAnimation(animations)
            return
        }
        func unit(_ x: Double) -> Double { x.isFinite ? min(max(x, 0), 1) : 0 }
        let start = unit(frameStartTime)
        let length = min(unit(frameDuration), 1 - start)
        // A keyframe inside a keyframe is a part of its part.
        let frame = (start: span.start + start * span.duration, duration: length * span.duration)
        let context = ViewAnimationContext(kind: .keyframes(recorder, span: frame), duration: outer.duration, delay: 0,
                                           options: [], timing: outer.timing, completion: nil)
        context.perform(animations)
    }
}

/// What a keyframe animation block changed: for each property of each layer, its value
/// before the block and the keyframes set, from which the keyframe animations are made.
@MainActor
final class KeyframeRecorder {
    private struct Track {
        let layer: CALayer
        let key: String
        let initial: Any
        var frames: [(start: Double, end: Double, value: Any)]
    }

    private let calculationMode: CAAnimationCalculationMode
    private var tracks: [Track] = []

    init(calculationMode: CAAnimationCalculationMode) {
        self.calculationMode = calculationMode
    }

    /// `key` of `layer` changed from `oldValue` to `newValue` in the keyframe spanning
    /// `span` of the animation.
    func note(_ key: String, of layer: CALayer, from oldValue: Any?, to newValue: Any?,
              span: (start: Double, duration: Double), context: ViewAnimationContext) {
        let frame = (start: span.start, end: span.start + span.duration, value: newValue ?? ViewAnimationContext.transparent)
        if let index = tracks.firstIndex(where: { $0.layer === layer && $0.key == key }) {
            tracks[index].frames.append(frame)
        } else {
            let initial = context.startValue(of: key, on: layer, modelValue: oldValue)
            tracks.append(Track(layer: layer, key: key, initial: initial, frames: [frame]))
        }
    }

    /// Makes and adds the keyframe animation of each property changed, in `context`
    /// (the `animateKeyframes` block).
    func addAnimations(in context: ViewAnimationContext) {
        for track in tracks {
            let animation = CAKeyframeAnimation(keyPath: track.key)
            let (values, keyTimes) = keyframes(of: track)
            animation.values = values
            animation.keyTimes = keyTimes.map { NSNumber(value: $0) }
            animation.calculationMode = calculationMode
            animation.timingFunction = context.timing.timingFunction
            context.configure(animation)
            context.add(animation, to: track.layer, forKey: track.key)
        }
        tracks = []
    }

    /// The values and key times of a track: each keyframe's value reached at its end,
    /// held from there to the start of the next; in discrete mode each value shows from
    /// its keyframe's start (one more key time than values, as Core Animation takes).
    private func keyframes(of track: Track) -> (values: [Any], keyTimes: [Double]) {
        var values: [Any] = [track.initial]
        var times: [Double] = [0]
        var reached = 0.0
        for frame in track.frames.enumerated().sorted(by: { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) })
            .map(\.element) {
            let start = max(frame.start, reached)
            if calculationMode == .discrete {
                values.append(frame.value)
                times.append(start)
                reached = start
                continue
            }
            if start > reached {
                values.append(values[values.count - 1])
                times.append(start)
            }
            reached = max(frame.end, start)
            values.append(frame.value)
            times.append(reached)
        }
        if calculationMode == .discrete || reached < 1 {
            if calculationMode != .discrete { values.append(values[values.count - 1]) }
            times.append(1)
        }
        return (values, times)
    }
}
