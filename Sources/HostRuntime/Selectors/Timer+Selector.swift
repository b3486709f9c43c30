import Foundation

extension Timer {
    /// Creates a timer that calls `aSelector`, such as `#Selector(Clock.tick(_:))`, on
    /// `aTarget` (with the timer as the argument) after `ti` seconds, and every `ti` seconds
    /// if it repeats; schedules it on the main run loop. The timer holds `aTarget` strongly
    /// until it is invalidated.
    ///
    /// Foundation on Linux lacks the target–selector forms (they need the Objective-C
    /// runtime); this one runs on the host's clock, so under the Simulator
    /// it fires in virtual time, at exactly its fire dates. Foundation's block-based
    /// timers keep the real clock (see docs/DIFFERENCES.md).
    @preconcurrency @MainActor @discardableResult
    public class func scheduledTimer(
        timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
        userInfo: Any?, repeats yesOrNo: Bool
    ) -> Timer {
        let timer = TargetActionTimer(interval: ti, target: aTarget as AnyObject, selector: aSelector,
                                      userInfo: userInfo, repeats: yesOrNo)
        HostRunLoop.current.schedule(timer, interval: ti, repeats: yesOrNo)
        return timer
    }
}

/// A timer that sends a selector to a target, for `Timer.scheduledTimer(timeInterval:
/// target:selector:userInfo:repeats:)`.
private final class TargetActionTimer: Timer {
    private var target: AnyObject?
    private let selector: Selector
    private let info: Any?

    init(interval: TimeInterval, target: AnyObject, selector: Selector, userInfo: Any?, repeats: Bool) {
        self.target = target
        self.selector = selector
        info = userInfo
        // The host run loop schedules the timer; Foundation keeps what `fireDate`,
        // `timeInterval` and `fire()` report and do.
        super.init(fire: Date(), interval: max(interval, 0.0001), repeats: repeats) { timer in
            // The host run loop fires it on the main actor.
            nonisolated(unsafe) let timer = timer
            MainActor.assumeIsolated { (timer as? TargetActionTimer)?.sendAction() }
        }
    }

    override var userInfo: Any? { info }

    override func invalidate() {
        super.invalidate()
        target = nil
    }

    @MainActor
    private func sendAction() {
        guard let target else { return }
        selector.perform(on: target, sender: self)
    }
}
