import CoreGraphics
import Foundation

/// Animates changes to views that an app can start, pause, scrub (`fractionComplete`),
/// reverse, stop and finish while they run.
///
/// Animation blocks added while the animator is inactive run when it starts (or pauses,
/// or is scrubbed); the properties take their end values then, and Core Animation shows
/// them moving there on the animator's timeline (see `UIViewPropertyAnimator+Timeline`):
/// a cubic curve or a spring (`UISpringTimingParameters` with a damping ratio settles
/// within `duration`; with mass, stiffness and damping it lasts until it settles).
/// Completions are called with the position reached: `.end`, or `.start` when reversed,
/// or what `finishAnimation(at:)` says.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating, @preconcurrency NSCopying {
    private let parameters: any UITimingCurveProvider
    private let givenDuration: TimeInterval
    var startDelay: TimeInterval = 0
    var animationState: UIViewAnimatingState = .inactive {
        didSet {
            // As UIKit does, an animator that is not inactive is kept alive until it is.
            if animationState == .inactive {
                UIViewPropertyAnimator.kept.removeAll { $0 === self }
            } else if !UIViewPropertyAnimator.kept.contains(where: { $0 === self }) {
                UIViewPropertyAnimator.kept.append(self)
            }
        }
    }
    /// The animators not inactive.
    private static var kept: [UIViewPropertyAnimator] {
        get { HostEnvironment.current.uiKit.activePropertyAnimators }
        set { HostEnvironment.current.uiKit.activePropertyAnimators = newValue }
    }
    var reversed = false
    /// Whether `isInterruptible` may still change (only while inactive).
    private var interruptible = true
    /// The blocks waiting for the animator to start, with their delay factors.
    var pendingAnimations: [(block: () -> Void, delayFactor: CGFloat)] = []
    var completions: [(UIViewAnimatingPosition) -> Void] = []
    /// The properties animated and where the timeline is (`+Timeline`).
    let timeline: AnimatorTimeline

    /// The timing the animator was made with.
    open var timingParameters: (any UITimingCurveProvider)? { parameters }
    /// The duration given (a spring given by mass, stiffness and damping lasts until it
    /// settles instead).
    open var duration: TimeInterval { givenDuration }
    /// The delay before the animations start (`runningPropertyAnimator`'s).
    open var delay: TimeInterval { startDelay }
    /// Whether the animated views take touches meanwhile. Default true.
    open var isUserInteractionEnabled = true
    /// Whether hit testing is left to the app's views (stored; views are hit-tested at
    /// their model values either way here). Default false.
    open var isManualHitTestingEnabled = false
    /// Whether the animator can be paused, scrubbed and reversed. Default true; it can
    /// be changed only while inactive.
    open var isInterruptible: Bool {
        get { interruptible }
        set {
            guard newValue != interruptible else { return }
            precondition(animationState == .inactive,
                         "UIViewPropertyAnimator.isInterruptible: change it only while the animator is inactive")
            interruptible = newValue
        }
    }
    /// Whether scrubbing a paused animator (setting `fractionComplete`) paces the values
    /// linearly rather than by the timing curve. Default true.
    open var scrubsLinearly = true
    /// Whether the animator pauses at its end, staying active, instead of completing.
    /// Default false.
    open var pausesOnCompletion = false

    /// An animator of `duration` seconds with `parameters`' timing. (Required here, so
    /// that `runningPropertyAnimator` can make the subclass it is called on.)
    public required init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        givenDuration = duration
        self.parameters = parameters
        timeline = AnimatorTimeline()
        super.init()
        timeline.animator = self
    }

    /// An animator with one of UIKit's curves.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An animator with a cubic Bézier curve through `point1` and `point2`.
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration,
                  timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An animator with a spring of damping ratio `ratio` that settles within `duration`.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// An animator already running `animations` after `delay`, with `options`' curve and
    /// flags (`.allowUserInteraction`: as the block API, views take no touches without it).
    @discardableResult
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                            options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> Self {
        let animator = Self(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.curve))
        animator.isUserInteractionEnabled = options.contains(.allowUserInteraction)
        animator.startDelay = delay.isFinite ? max(delay, 0) : 0
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: animator.startDelay)
        return animator
    }

    /// A new, inactive animator with the same duration and timing (none of the
    /// animations or completions).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = Self(duration: givenDuration, timingParameters: parameters)
        copy.isUserInteractionEnabled = isUserInteractionEnabled
        copy.scrubsLinearly = scrubsLinearly
        copy.pausesOnCompletion = pausesOnCompletion
        copy.interruptible = interruptible
        return copy
    }

    // MARK: UIViewAnimating

    open var state: UIViewAnimatingState { animationState }

    open var isRunning: Bool { animationState == .active && timeline.isMoving }

    open var isReversed: Bool {
        get { reversed }
        set {
            guard newValue != reversed else { return }
            precondition(interruptible || animationState == .inactive,
                         "UIViewPropertyAnimator.isReversed: a non-interruptible animator cannot be reversed while it runs")
            reversed = newValue
            if animationState == .active { timeline.reverse() }
        }
    }

    open var fractionComplete: CGFloat {
        get { CGFloat(timeline.fraction) }
        set {
            precondition(interruptible, "UIViewPropertyAnimator.fractionComplete: a non-interruptible animator cannot be scrubbed")
            guard newValue.isFinite else { return }
            if animationState == .inactive { pauseAnimation() }
            guard animationState == .active, !timeline.isMoving else { return }
            timeline.scrub(to: Double(min(max(newValue, 0), 1)), linearly: scrubsLinearly)
        }
    }

    open func startAnimation() {
        startAnimation(afterDelay: 0)
    }

    open func startAnimation(afterDelay delay: TimeInterval) {
        precondition(animationState != .stopped,
                     "UIViewPropertyAnimator.startAnimation(): a stopped animator must be finished with finishAnimation(at:) first")
        if animationState == .inactive { activate() }
        guard !timeline.isMoving else { return }
        timeline.run(after: delay.isFinite ? max(delay, 0) : 0)
    }

    open func pauseAnimation() {
        precondition(animationState != .stopped,
                     "UIViewPropertyAnimator.pauseAnimation(): a stopped animator must be finished with finishAnimation(at:) first")
        precondition(interruptible, "UIViewPropertyAnimator.pauseAnimation(): a non-interruptible animator cannot be paused")
        if animationState == .inactive { activate() }
        timeline.pause()
    }

    open func stopAnimation(_ withoutFinishing: Bool) {
        guard animationState == .active else { return }
        timeline.stopWhereShown()
        if withoutFinishing {
            timeline.clear()
            animationState = .inactive
        } else {
            animationState = .stopped
        }
    }

    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        precondition(animationState == .stopped,
                     "UIViewPropertyAnimator.finishAnimation(at:): call stopAnimation(false) first")
        finish(at: finalPosition)
    }

    // MARK: UIViewImplicitlyAnimating

    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        precondition(animationState != .stopped, "UIViewPropertyAnimator.addAnimations: the animator is stopped")
        let factor = delayFactor.isFinite ? min(max(delayFactor, 0), 1) : 0
        if animationState == .inactive {
            pendingAnimations.append((animation, factor))
        } else {
            timeline.record(animation, delayFactor: Double(factor))
        }
    }

    open func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        precondition(animationState != .stopped,
                     "UIViewPropertyAnimator.continueAnimation: a stopped animator must be finished with finishAnimation(at:) first")
        if animationState == .inactive { activate() }
        timeline.continueRunning(with: parameters, durationFactor: Double(durationFactor))
    }

    // MARK: Life cycle

    /// The animator becomes active: its animation blocks run, on its timeline.
    private func activate() {
        animationState = .active
        timeline.begin(timing: parameters, duration: givenDuration)
        let blocks = pendingAnimations
        pendingAnimations = []
        for (block, factor) in blocks { timeline.record(block, delayFactor: Double(factor)) }
    }

    /// The timeline reached its end (`.end`, or `.start` when reversed).
    func timelineReachedEnd() {
        if pausesOnCompletion {
            timeline.pause()
        } else {
            finish(at: reversed ? .start : .end)
        }
    }

    /// Puts the views at `position`, ends the animations, calls the completions once.
    private func finish(at position: UIViewAnimatingPosition) {
        timeline.settle(at: position)
        timeline.clear()
        animationState = .inactive
        let blocks = completions
        completions = []
        for completion in blocks { completion(position) }
    }
}
