import Foundation

/// The work scheduled on the host's main run loop that runs on the host's clock: timers
/// made through UIKit and blocks for the next turn (display links are QuartzCore's), and
/// the mode the loop runs in. One per `HostEnvironment`.
///
/// The host drives it — the Simulator in virtual time, `UIApplicationMain`'s loop in real
/// time: `runTimers(through:)` as time passes (each timer runs with the clock at its own
/// fire time), then `runPendingBlocks()`. Foundation's own timers and the main dispatch
/// queue live in Foundation's run loop, which only a live app runs.
@MainActor
package final class HostRunLoop {
    /// The run loop of the environment in force.
    package static var current: HostRunLoop { HostEnvironment.current.runLoop }

    /// The clock the timers run on: the environment's.
    private let clock: HostClock

    package init(clock: HostClock) {
        self.clock = clock
    }

    /// A dropped environment's timers never fire again; they say so (`isValid` is false),
    /// as they would when their run loop ended.
    isolated deinit {
        for entry in timers { entry.timer.invalidate() }
    }

    /// The display's refresh rate.
    package static let framesPerSecond = 60

    /// When frame `index` (counted from the clock's zero) is shown.
    package static func frameTime(_ index: Int) -> CFTimeInterval {
        CFTimeInterval(index) / CFTimeInterval(framesPerSecond)
    }

    /// How close two host times must be to count as the same moment (frame times are
    /// computed, so a timer due at a frame's time may differ from it in the last bits).
    package static let timeTolerance: CFTimeInterval = 1e-9

    /// The mode the loop runs in: display links added for it or for `.common` fire.
    /// UIKit switches to its tracking mode while a scroll view is tracked.
    package var currentMode: RunLoop.Mode = .default

    /// The date that stands for host time 0, so a timer's `fireDate` can show its fire
    /// time as a `Date`.
    private let referenceDate = Date()

    private struct ScheduledTimer {
        let timer: Timer
        /// Host time of the next firing.
        var due: CFTimeInterval
        /// Seconds between firings; 0 for a timer that fires once.
        let interval: CFTimeInterval
        /// The `fireDate` last written, to notice when the app sets another.
        var shownDate: Date
        /// Order of scheduling, which breaks ties between equal fire times.
        let sequence: Int
    }

    private var timers: [ScheduledTimer] = []
    private var timerSequence = 0
    private var blocks: [@MainActor () -> Void] = []

    // MARK: Timers

    /// Schedules `timer` to fire `interval` seconds from now, then every `interval`
    /// seconds if it repeats (Foundation's minimum of 0.1 ms applies).
    package func schedule(_ timer: Timer, interval: TimeInterval, repeats: Bool) {
        let interval = max(interval, 0.0001)
        let due = clock.now + interval
        let date = self.date(forHostTime: due)
        timer.fireDate = date
        timerSequence += 1
        timers.append(ScheduledTimer(timer: timer, due: due, interval: repeats ? interval : 0,
                                     shownDate: date, sequence: timerSequence))
    }

    /// Fires every timer due by host time `end`, in fire-time order, each with the clock
    /// at its own fire time (timers scheduled meanwhile take part), then sets the clock to
    /// `end`.
    package func runTimers(through end: CFTimeInterval) {
        while let index = nextDueIndex(notAfter: end) {
            var entry = timers[index]
            clock.set(max(clock.now, entry.due))
            if entry.interval > 0 {
                entry.due += entry.interval
                entry.shownDate = date(forHostTime: entry.due)
                entry.timer.fireDate = entry.shownDate
                timers[index] = entry
            } else {
                timers.remove(at: index)
            }
            // Foundation's fire() runs the timer's action and invalidates a one-shot timer.
            entry.timer.fire()
        }
        if end > clock.now { clock.set(end) }
    }

    /// The host time at which the next timer fires, if any.
    package var nextTimerFireTime: CFTimeInterval? {
        pruneTimers()
        return timers.map(\.due).min()
    }

    /// Whether a timer that fires only once is waiting (the Simulator waits for those
    /// when it runs until idle; repeating timers never finish).
    package var hasOneShotTimers: Bool {
        pruneTimers()
        return timers.contains { $0.interval == 0 }
    }

    /// Drops invalidated timers and adopts fire dates the app set.
    private func pruneTimers() {
        timers.removeAll { !$0.timer.isValid }
        for index in timers.indices where timers[index].timer.fireDate != timers[index].shownDate {
            let date = timers[index].timer.fireDate
            timers[index].due = date.timeIntervalSince(referenceDate)
            timers[index].shownDate = date
        }
    }

    private func nextDueIndex(notAfter end: CFTimeInterval) -> Int? {
        pruneTimers()
        return timers.indices.filter { timers[$0].due <= end + HostRunLoop.timeTolerance }.min {
            (timers[$0].due, timers[$0].sequence) < (timers[$1].due, timers[$1].sequence)
        }
    }

    private func date(forHostTime time: CFTimeInterval) -> Date {
        referenceDate.addingTimeInterval(time)
    }

    /// The host time `date` stands for (the inverse of a timer's `fireDate`).
    package func hostTime(for date: Date) -> CFTimeInterval {
        date.timeIntervalSince(referenceDate)
    }

    // MARK: Blocks

    /// Runs `block` at the start of the next turn.
    package func perform(_ block: @escaping @MainActor () -> Void) {
        blocks.append(block)
    }

    /// Whether blocks wait for the next turn.
    package var hasPendingBlocks: Bool { !blocks.isEmpty }

    /// Runs the blocks queued so far (blocks they queue wait for the next turn).
    package func runPendingBlocks() {
        let queued = blocks
        blocks = []
        for block in queued { block() }
    }
}
