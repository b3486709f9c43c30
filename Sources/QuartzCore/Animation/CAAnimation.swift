import Foundation

/// The abstract base of Core Animation's animations: timing (`CAMediaTiming`), pacing,
/// a delegate told when the animation starts and stops, and whether it leaves the layer
/// when it ends.
///
/// An animation is copied when it is added to a layer (`CALayer.add(_:forKey:)`): changes
/// made to it afterwards do not affect the running copy, which is the object the delegate
/// is handed and `animation(forKey:)` returns. Like Core Animation's, animations are
/// key-value containers: `setValue(_:forKey:)` stores any value under any key, which
/// survives the copy.
open class CAAnimation: NSObject, NSCopying, CAMediaTiming, CAAction {
    /// Values stored with `setValue(_:forKey:)`.
    private var storedValues: [String: Any] = [:]

    /// Creates an animation with default values.
    public required override init() {
        super.init()
    }

    /// A new animation of the receiving class with default values.
    open class func animation() -> Self { Self.init() }

    // MARK: CAMediaTiming

    open var beginTime: CFTimeInterval = 0
    /// The length of one pass, in seconds. 0 (the default; also NaN or negative) means the
    /// duration of the transaction the animation is added in: 0.25 s unless
    /// `CATransaction.setAnimationDuration(_:)` says otherwise.
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed

    /// The timing values together.
    var timing: MediaTimingValues {
        get {
            MediaTimingValues(beginTime: beginTime, duration: duration, speed: speed, timeOffset: timeOffset,
                              repeatCount: repeatCount, repeatDuration: repeatDuration, autoreverses: autoreverses,
                              fillMode: fillMode)
        }
        set {
            (beginTime, duration, speed, timeOffset) = (newValue.beginTime, newValue.duration, newValue.speed,
                                                        newValue.timeOffset)
            (repeatCount, repeatDuration, autoreverses, fillMode) = (newValue.repeatCount, newValue.repeatDuration,
                                                                     newValue.autoreverses, newValue.fillMode)
        }
    }

    // MARK: Animation attributes

    /// The pacing of each pass; nil is linear.
    open var timingFunction: CAMediaTimingFunction?
    /// Told when the animation starts and stops. Held strongly, as Core Animation does.
    open var delegate: (any CAAnimationDelegate)?
    /// Whether the animation leaves its layer when it ends (default true). Set it false,
    /// with a fill mode of `.forwards`, to keep the final value on screen.
    open var isRemovedOnCompletion = true
    /// The frame rates the animation would like. Frames here come at the display's rate.
    open var preferredFrameRateRange: CAFrameRateRange = .default

    /// The default value of the property `key`: nil for every key here.
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// Whether `key`'s value is archived: true for every key.
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    /// The value stored under `key` with `setValue(_:forKey:)`.
    public func value(forKey key: String) -> Any? { storedValues[key] }

    /// Stores `value` under `key` (nil removes it); the value travels with copies.
    public func setValue(_ value: Any?, forKey key: String) { storedValues[key] = value }

    /// A copy of the animation with all its attributes, of the same class.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.timing = timing
        copy.storedValues = storedValues
        copy.timingFunction = timingFunction
        copy.delegate = delegate
        copy.isRemovedOnCompletion = isRemovedOnCompletion
        copy.preferredFrameRateRange = preferredFrameRateRange
        return copy
    }

    /// As an action, an animation adds itself to the layer under the event's key.
    open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }
}

/// Told when an animation starts and stops. Both methods are optional.
public protocol CAAnimationDelegate: NSObjectProtocol {
    /// The animation began its active time (after any delay of its `beginTime`).
    func animationDidStart(_ anim: CAAnimation)
    /// The animation ended: `flag` is true when it ran its full time, false when it was
    /// removed (or replaced, or its layer went away) before that. Called once per start.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// The key `CATransition`s are added under.
public let kCATransition = "transition"
