import Foundation
import Synchronization

extension CALayer {
    /// Converts `t` from `layer`'s time (media time when nil) to this layer's time.
    /// Each layer's time is its superlayer's, shifted by `beginTime`, scaled by `speed`
    /// and offset by `timeOffset`; the root's parent time is `CACurrentMediaTime()`'s.
    public func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
        localTime(fromMedia: layer?.mediaTime(fromLocal: t) ?? t)
    }

    /// Converts `t` from this layer's time to `layer`'s (media time when nil).
    public func convertTime(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval {
        let media = mediaTime(fromLocal: t)
        return layer?.localTime(fromMedia: media) ?? media
    }

    /// How many layers shift or scale their time (`beginTime`, `speed`, `timeOffset`):
    /// while none does, every layer's time is media time, and no tree need be walked.
    private static let timedLayers = Atomic<Int>(0)

    /// A layer's timing became (or stopped being) other than the identity.
    static func noteTiming(shifted: Bool) {
        timedLayers.add(shifted ? 1 : -1, ordering: .relaxed)
    }

    /// The layer's time at media time `t`.
    func localTime(fromMedia t: CFTimeInterval) -> CFTimeInterval {
        guard CALayer.timedLayers.load(ordering: .relaxed) > 0 else { return t }
        let parentTime = parent?.localTime(fromMedia: t) ?? t
        return timing.isNeutral ? parentTime : timing.localTime(fromParent: parentTime)
    }

    /// The media time at which the layer's time is `t`.
    func mediaTime(fromLocal t: CFTimeInterval) -> CFTimeInterval {
        guard CALayer.timedLayers.load(ordering: .relaxed) > 0 else { return t }
        let parent = timing.isNeutral ? t : timing.parentTime(fromLocal: t)
        return superlayer?.mediaTime(fromLocal: parent) ?? parent
    }

    /// Whether the layer's time runs forwards with media time (no stopped or reversed
    /// layer above it): only then do its animations reach their ends.
    var timeRunsForwards: Bool {
        var layer: CALayer? = self
        while let current = layer {
            if current.timing.speed <= 0 || current.timing.speed.isNaN { return false }
            layer = current.superlayer
        }
        return true
    }
}
