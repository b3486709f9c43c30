import Foundation
import QuartzCore

/// The time gesture recognizers wait on — a long press's minimum duration, a multiple
/// tap's interval, a swipe's time limit: the host's clock (`CACurrentMediaTime()`), with
/// their timers on the host's run loop, so they fire in virtual time under the Simulator
/// and in real time in a live app, whether or not fingers move.
@MainActor
package final class GestureClock {
    /// A scheduled call; `cancel()` stops it.
    final class Timer {
        fileprivate var scheduled: Foundation.Timer?
        fileprivate(set) var isCancelled = false
        fileprivate(set) var hasFired = false

        /// Whether the timer has yet to fire.
        var isPending: Bool { !isCancelled && !hasFired }

        func cancel() {
            isCancelled = true
            scheduled?.invalidate()
            scheduled = nil
        }
    }

    /// The current time, in seconds of the host's clock (the same as touch timestamps).
    package var now: TimeInterval { CACurrentMediaTime() }

    package init() {}

    /// Calls `action` once, `interval` seconds from now (at the run loop's next timer
    /// check for an interval that is not positive; never for an infinite one).
    @discardableResult
    func schedule(after interval: TimeInterval, _ action: @escaping @MainActor () -> Void) -> Timer {
        let handle = Timer()
        guard interval.isFinite else { return handle }
        let timer = ActionTimer { [weak handle] in
            guard let handle, handle.isPending else { return }
            handle.hasFired = true
            handle.scheduled = nil
            action()
        }
        handle.scheduled = timer
        HostRunLoop.current.schedule(timer, interval: max(0, interval), repeats: false)
        return handle
    }
}

/// A one-shot Foundation timer running a main-actor closure, for the host run loop.
private final class ActionTimer: Foundation.Timer {
    init(_ body: @escaping @MainActor () -> Void) {
        // The host run loop fires its timers on the main actor.
        super.init(fire: Date(), interval: 0.0001, repeats: false) { _ in
            MainActor.assumeIsolated { body() }
        }
    }
}
