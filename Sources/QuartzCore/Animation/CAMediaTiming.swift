import Foundation

/// The timing model shared by layers and animations: each object has its own local time,
/// derived from its parent's (the layer's superlayer, the animation's layer or group; the
/// host's media time at the root) by `beginTime`, `speed` and `timeOffset`; animations
/// also repeat, reverse and fill over their `duration`.
public protocol CAMediaTiming {
    /// When the object begins, in its parent's time. For an animation added with 0, the
    /// time it is added (the layer's current time).
    var beginTime: CFTimeInterval { get set }
    /// The length of one pass, in local time. For an animation, 0 means the duration of
    /// the transaction it is added in (0.25 s by default).
    var duration: CFTimeInterval { get set }
    /// How fast local time runs against the parent's: 2 is twice as fast, 0 stops it.
    var speed: Float { get set }
    /// An offset added to local time: an animation starts this far into its passes.
    var timeOffset: CFTimeInterval { get set }
    /// How many passes an animation makes (fractions allowed; 0 means 1; `.infinity`
    /// forever).
    var repeatCount: Float { get set }
    /// How long an animation repeats for, in local time, instead of a count.
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each pass plays forwards, then backwards.
    var autoreverses: Bool { get set }
    /// What an animation shows outside its active time.
    var fillMode: CAMediaTimingFillMode { get set }
}

/// What an animation shows before it begins and after it ends.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// After the end, the final value stays (while the animation stays on the layer,
    /// `isRemovedOnCompletion = false`).
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// Before the beginning (a delayed `beginTime`), the first value shows.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both `forwards` and `backwards`.
    public static let both = CAMediaTimingFillMode(rawValue: "both")
    /// Outside its active time the animation has no effect (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")

    var fillsForwards: Bool { self == .forwards || self == .both }
    var fillsBackwards: Bool { self == .backwards || self == .both }
}

/// The `CAMediaTiming` values of one object, stored once for layers and animations.
struct MediaTimingValues: Equatable {
    var beginTime: CFTimeInterval = 0
    var duration: CFTimeInterval = 0
    var speed: Float = 1
    var timeOffset: CFTimeInterval = 0
    var repeatCount: Float = 0
    var repeatDuration: CFTimeInterval = 0
    var autoreverses = false
    var fillMode: CAMediaTimingFillMode = .removed

    /// Whether the values leave the parent's time as it is (a layer that neither shifts
    /// nor scales its subtree's time).
    var isNeutral: Bool { beginTime == 0 && speed == 1 && timeOffset == 0 }

    /// Local time at parent time `t` for an object with no end (a layer): shifted by
    /// `beginTime`, scaled by `speed`, offset by `timeOffset`.
    func localTime(fromParent t: CFTimeInterval) -> CFTimeInterval {
        (t - beginTime) * CFTimeInterval(speed) + timeOffset
    }

    /// The parent time at which local time is `t` (the inverse of `localTime`). A stopped
    /// object (speed 0) shows one local time at every parent time: its own `beginTime` is
    /// returned for it.
    func parentTime(fromLocal t: CFTimeInterval) -> CFTimeInterval {
        guard speed != 0 else { return beginTime }
        return (t - timeOffset) / CFTimeInterval(speed) + beginTime
    }
}
