import Dispatch
import Foundation
import QuartzCore
import Synchronization

/// A display the real-time loop shows its frames in and takes input from: the SDL host's
/// window.
@MainActor
package protocol LiveDisplay: AnyObject {
    /// Whether the user closed it; the app then terminates.
    var isClosed: Bool { get }
    /// Hands the input that arrived since the last call to the app, stamped `time` (host
    /// time; the clock is there already).
    func deliverInput(at time: CFTimeInterval)
    /// Shows the frame just composited.
    func presentFrame()
    /// Lets Foundation's run loop serve what is ready, then waits at most `seconds` for
    /// input.
    func wait(upTo seconds: Double)
    /// Closes the display (the app has terminated).
    func close()
}

/// The main run loop of a real process (`UIApplicationMain`): the host clock counts real
/// seconds, frames come 60 times a second when something needs one, and between them
/// Foundation's run loop serves the main dispatch queue and Foundation's timers. Headless,
/// nothing shows the frames; with a live display (the SDL host), each frame that changed
/// pixels is presented there and its input is delivered every turn.
@MainActor
package enum HeadlessHost {
    nonisolated private static let terminationRequested = Atomic<Bool>(false)
    private static var signalSources: [any DispatchSourceSignal] = []

    /// Runs the loop until SIGTERM or SIGINT, or until the user closes `display`, then the
    /// termination sequence; closes the display and exits with status 0.
    static func run(display: (any LiveDisplay)? = nil) -> Never {
        watchTerminationSignals()
        runLoop(display: display) { terminationRequested.load(ordering: .relaxed) || display?.isClosed == true }
        UIApplication.shared.terminate()
        display?.close()
        exit(0)
    }

    /// Runs turns and frames in real time, the clock continuing from its current value,
    /// until `shouldStop()` (checked at least every quarter second). Frames missed while
    /// the app was busy are dropped, as a display does; idle frames are not shown at all.
    /// Input from `display` is delivered after the turn's timers, so the next frame shows
    /// what it changed.
    package static func runLoop(display: (any LiveDisplay)? = nil, until shouldStop: () -> Bool) {
        let origin = uptime() - HostClock.now
        var next = MainLoop.frameIndex(after: HostClock.now)
        while !shouldStop() {
            let now = uptime() - origin
            if HostRunLoop.frameTime(next) <= now {
                next = MainLoop.frameIndex(after: now) - 1
                if MainLoop.needsFrame, MainLoop.frame(next) { display?.presentFrame() }
                next += 1
            }
            MainLoop.runDue(through: now)
            display?.deliverInput(at: now)
            var wake = HostRunLoop.shared.nextTimerFireTime ?? .infinity
            if MainLoop.needsFrame { wake = min(wake, HostRunLoop.frameTime(next)) }
            let remaining = origin + wake - uptime()
            if let display {
                display.wait(upTo: max(0, min(remaining, 0.25)))
            } else {
                wait(upTo: remaining)
            }
        }
    }

    /// Serves Foundation's run loop for `seconds`, a quarter of a second at most, or until
    /// it has handled something.
    private static func wait(upTo seconds: Double) {
        guard seconds > 0 else { return }
        let limit = Date(timeIntervalSinceNow: min(seconds, 0.25))
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
