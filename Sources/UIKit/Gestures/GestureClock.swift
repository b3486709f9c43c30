import Foundation

/// The one source of time for gesture recognizers: what a long press's minimum duration, a
/// multiple tap's interval and a swipe's time limit wait on.
///
/// Until the virtual clock of DESIGN §5 lands, time moves forward only when told:
/// `advance(to:)` is called with each touch event's timestamp (before the event is
/// delivered) and by the Simulator whenever it lets time pass between input events, and it
/// fires the timers that fell due, in order, each at its own time. This is the one place to
/// bind to the run loop's timers and `CACurrentMediaTime()` later.
@MainActor
package final class GestureClock {
    /// A scheduled call; `cancel()` stops it.
    final class Timer {
        fileprivate let due: TimeInterval
        fileprivate let order: Int
        fileprivate let action: @MainActor () -> Void
        fileprivate(set) var isCancelled = false
        fileprivate(set) var hasFired = false

        /// Whether the timer has yet to fire.
        var isPending: Bool { !isCancelled && !hasFired }

        fileprivate init(due: TimeInterval, order: Int, action: @escaping @MainActor () -> Void) {
            self.due = due
            self.order = order
            self.action = action
        }

        func cancel() { isCancelled = true }
    }

    /// The current time, in seconds of the host's clock (the same as touch timestamps).
    package private(set) var now: TimeInterval = 0
    private var timers: [Timer] = []
    private var scheduled = 0

    package init() {}

    /// Calls `action` once, `interval` seconds from now (at once, at the next advance, for
    /// an interval that is not positive).
    @discardableResult
    func schedule(after interval: TimeInterval, _ action: @escaping @MainActor () -> Void) -> Timer {
        scheduled += 1
        let timer = Timer(due: now + (interval.isFinite ? max(0, interval) : .infinity), order: scheduled, action: action)
        timers.append(timer)
        return timer
    }

    /// Moves the clock forward to `time` (never back), firing the timers due by then in the
    /// order of their due times; while one fires, `now` is its due time.
    package func advance(to time: TimeInterval) {
        guard time.isFinite else { return }
        while let next = nextTimer(dueBy: time) {
            timers.removeAll { $0 === next }
            now = max(now, next.due)
            next.hasFired = true
            next.action()
        }
        timers.removeAll(where: \.isCancelled)
        now = max(now, time)
    }

    private func nextTimer(dueBy time: TimeInterval) -> Timer? {
        timers.filter { !$0.isCancelled && $0.due <= time }.min { ($0.due, $0.order) < ($1.due, $1.order) }
    }
}
