import Foundation

/// The begin/commit animation API of iPhone OS 2–3, deprecated since iOS 13 (Apple marks
/// it "Use the block-based animation API instead"): kept so that old code ports. Every
/// `setAnimation…` setter configures the innermost open animation block (a begin/commit
/// block, or a block-based one, as Listing 4-5 does) and does nothing outside a block;
/// settings apply to the changes made after them.
extension UIView {
    /// Deprecated. Opens an animation block (nested in the open one, if any): animatable
    /// changes made until the matching `commitAnimations()` animate once the outermost
    /// block commits. `animationID` and `context` are handed to the delegate's selectors.
    /// Defaults: 0.2 s, ease-in-ease-out, no delay, no repeat.
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead")
    public class func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
        let block = ViewAnimationContext(kind: .beginCommit, duration: 0.2, delay: 0,
                                         options: [.overrideInheritedDuration, .overrideInheritedCurve],
                                         timing: ViewAnimationTiming(.easeInOut), completion: nil)
        block.group.callbacks = ViewAnimationGroup.DelegateCallbacks(animationID: animationID, context: context)
        ViewAnimationContext.open(block)
    }

    /// Deprecated. Closes the innermost begin/commit block; closing the outermost starts
    /// the animations of it and of the blocks inside it. Without an open block, nothing
    /// happens.
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead")
    public class func commitAnimations() {
        ViewAnimationContext.commitBeginCommitBlock()
    }

    /// Deprecated. When the block's animations start (a past date: as soon as possible).
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead")
    public class func setAnimationStart(_ startDate: Date) {
        ViewAnimationContext.current?.startDate = HostRunLoop.current.hostTime(for: startDate)
    }

    /// Deprecated. The object the will-start and did-stop selectors are sent to (held
    /// strongly until the block's animations end). Default nil.
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead")
    public class func setAnimationDelegate(_ delegate: Any?) {
        ViewAnimationContext.current?.group.callbacks?.delegate = delegate as AnyObject?
    }

    /// Deprecated. The delegate's method called as the block's animations start, with the
    /// block's identifier and context: `animationWillStart(_ animationID: String?, context:
    /// UnsafeMutableRawPointer?)`, as `#Selector(Delegate.animationWillStart(_:context:))`.
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead")
    public class func setAnimationWillStart(_ selector: Selector?) {
        ViewAnimationContext.current?.group.callbacks?.willStart = selector
    }

    /// Deprecated. The delegate's method called once the block's animations have ended:
    /// `animationDidStop(_ animationID: String?, finished: NSNumber, context:
    /// UnsafeMutableRawPointer?)` (a `Bool` `finished` works too), as
    /// `#Selector(Delegate.animationDidStop(_:finished:context:))`. `finished` is false
    /// when an animation was cut short.
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead")
    public class func setAnimationDidStop(_ selector: Selector?) {
        ViewAnimationContext.current?.group.callbacks?.didStop = selector
    }

    /// Deprecated. The duration of the changes made next in the block. Default 0.2 s.
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead")
    public class func setAnimationDuration(_ duration: TimeInterval) {
        ViewAnimationContext.current?.duration = duration
    }

    /// Deprecated. The wait before the block's animations start. Default 0.
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead")
    public class func setAnimationDelay(_ delay: TimeInterval) {
        ViewAnimationContext.current?.delay = delay.isFinite ? max(delay, 0) : 0
    }

    /// Deprecated. The curve of the changes made next in the block. Default ease-in-ease-out.
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead")
    public class func setAnimationCurve(_ curve: AnimationCurve) {
        ViewAnimationContext.current?.timing = ViewAnimationTiming(curve)
    }

    /// Deprecated. How many passes the changes made next make (fractions allowed; with
    /// autoreversing, a pass goes there and back: add 0.5 to end on the new value).
    /// Default 0: one pass.
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead")
    public class func setAnimationRepeatCount(_ repeatCount: Float) {
        ViewAnimationContext.current?.repeatCount = repeatCount.isNaN ? 0 : max(repeatCount, 0)
    }

    /// Deprecated. Whether each pass of the changes made next goes there and back.
    /// Default false.
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead")
    public class func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {
        ViewAnimationContext.current?.autoreverses = repeatAutoreverses
    }

    /// Deprecated. Whether the changes made next start from what is on screen when their
    /// property is already animating (true), or from its last model value, interrupting
    /// the running animation (false, the default).
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead")
    public class func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {
        ViewAnimationContext.current?.beginsFromCurrentState = fromCurrentState
    }

    /// Deprecated. Plays `transition` on `view` (a container) for the changes made next
    /// in the block: its look now goes over to its look after them. `cache` is accepted
    /// (the old look is always an image here, the new one is drawn live).
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead")
    public class func setAnimationTransition(_ transition: AnimationTransition, for view: UIView, cache: Bool) {
        guard let context = ViewAnimationContext.current, animationsEnabledFlag, context.duration > 0,
              let kind = ViewTransitionKind(transition) else { return }
        context.addTransition(kind, to: view)
    }
}
