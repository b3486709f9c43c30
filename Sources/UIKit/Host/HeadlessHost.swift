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
    /// Set by SIGTERM or SIGINT, which are the process's (a signal handler can reach
    /// nothing else).
    nonisolated private static let terminationRequested = Atomic<Bool>(false)

    /// Runs the loop until SIGTERM or SIGINT, or until the user closes `display`, then the
    /// termination sequence; closes the display and exits with status 0.
    static func run(display: (any LiveDisplay)? = nil) -> Never {
        let signalSources = watchTerminationSignals { terminationRequested.store(true, ordering: .relaxed) }
        runLoop(display: display) { terminationRequested.load(ordering: .relaxed) || display?.isClosed == true }
        signalSources.forEach { $0.cancel() }
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
        let environment = HostEnvironment.current
        let origin = uptime() - environment.clock.now
        var next = MainLoop.frameIndex(after: environment.clock.now)
        while !shouldStop() {
            let now = uptime() - origin
            if HostRunLoop.frameTime(next) <= now {
                // A refresh is due: the turn runs at its time (frames missed are dropped).
                next = MainLoop.frameIndex(after: now) - 1
                let end: MainLoop.TurnEnd = MainLoop.needsFrame ? .frame(next) : .idle
                if MainLoop.turn(at: HostRunLoop.frameTime(next), ending: end, input: display) { display?.presentFrame() }
                next += 1
            } else {
                MainLoop.turn(at: now, ending: .idle, input: display)
            }
            var wake = environment.runLoop.nextTimerFireTime ?? .infinity
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

    /// Calls `requested` (on a global queue) when SIGTERM or SIGINT arrives; the sources
    /// returned watch as long as they are kept.
    private static func watchTerminationSignals(_ requested: @escaping @Sendable () -> Void) -> [any DispatchSourceSignal] {
        [SIGTERM, SIGINT].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler(handler: requested)
            source.resume()
            return source
        }
    }
}
