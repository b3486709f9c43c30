import Dispatch
import Foundation
import QuartzCore
import Synchronization

/// The headless host's main run loop for a real process (`UIApplicationMain` with no
/// display): the host clock counts real seconds, frames come 60 times a second when
/// something needs one, and between them Foundation's run loop serves the main dispatch
/// queue and Foundation's timers.
@MainActor
package enum HeadlessHost {
    nonisolated private static let terminationRequested = Atomic<Bool>(false)
    private static var signalSources: [any DispatchSourceSignal] = []

    /// Runs the loop until SIGTERM or SIGINT, then the termination sequence; exits with
    /// status 0.
    static func run() -> Never {
        watchTerminationSignals()
        runLoop { terminationRequested.load(ordering: .relaxed) }
        UIApplication.shared.terminate()
        exit(0)
    }

    /// Runs turns and frames in real time, the clock continuing from its current value,
    /// until `shouldStop()` (checked at least every quarter second). Frames missed while
    /// the app was busy are dropped, as a display does; idle frames are not shown at all.
    package static func runLoop(until shouldStop: () -> Bool) {
        let origin = uptime() - HostClock.now
        var next = MainLoop.frameIndex(after: HostClock.now)
        while !shouldStop() {
            let now = uptime() - origin
            if HostRunLoop.frameTime(next) <= now {
                next = MainLoop.frameIndex(after: now) - 1
                if MainLoop.needsFrame { MainLoop.frame(next) }
                next += 1
            }
            MainLoop.runDue(through: now)
            var wake = HostRunLoop.shared.nextTimerFireTime ?? .infinity
            if MainLoop.needsFrame { wake = min(wake, HostRunLoop.frameTime(next)) }
            wait(untilUptime: origin + wake)
        }
    }

    /// Serves Foundation's run loop until `deadline` (seconds of uptime), a quarter of a
    /// second at most, or until it has handled something.
    private static func wait(untilUptime deadline: Double) {
        let remaining = deadline - uptime()
        guard remaining > 0 else { return }
        let limit = Date(timeIntervalSinceNow: min(remaining, 0.25))
        if !RunLoop.main.run(mode: .default, before: limit) {
            // Nothing to wait on there (off the main thread, as under a test runner).
            Thread.sleep(until: limit)
        }
    }

    /// Seconds since boot, from the monotonic clock.
    private static func uptime() -> Double {
        Double(DispatchTime.now().uptimeNanoseconds) / 1e9
    }

    private static func watchTerminationSignals() {
        for number in [SIGTERM, SIGINT] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            // Sendable: it runs on a global queue, not on the main actor.
            source.setEventHandler { @Sendable in terminationRequested.store(true, ordering: .relaxed) }
            source.resume()
            signalSources.append(source)
        }
    }
}
