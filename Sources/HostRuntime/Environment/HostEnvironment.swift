import Synchronization

/// The world a UIKit process runs in: all the state iOS keeps once per process.
///
/// It owns the host clock and the main run loop (here), and through its modules' shares
/// everything else: QuartzCore's (the animation engine, the display links, what a commit
/// lays out) and UIKit's (the screens, the windows and their compositors, the event
/// router, the application object, the edit menu, the Info.plist in force,
/// the animation blocks open and running, the scroll views tracking). Apple's singletons —
/// `UIApplication.shared`, `UIScreen.main`, `CACurrentMediaTime()`, `CATransaction`'s
/// commit — are façades over the environment in force, `current`.
///
/// A host makes a fresh environment and installs it: each `Simulator` does, and
/// `UIApplicationMain` once. The one it replaces is dropped with everything it held, so
/// nothing is ever reset by hand and two Simulators share nothing. A new subsystem adds a
/// stored property to its module's share and nothing else.
///
/// Not here, on purpose: what iOS keeps outside the app's world or per object — the
/// pasteboards (the system's, shared by apps, persisted, usable from any thread), the
/// runtime's tables (selectors' implementations and associated objects, keyed by names and
/// objects as the Objective-C runtime's are), the text engine's font caches (pure caches),
/// each thread's transactions and drawing contexts, and each window's first responder.
///
/// The shares are typed here as `AnyObject` because their types live in the modules above;
/// each module's `HostEnvironment` extension makes its share on first use and hands it out
/// typed (`quartzCore`, `uiKit`).
@MainActor
package final class HostEnvironment {
    /// The host clock: what `CACurrentMediaTime()` reads.
    package let clock = HostClock()
    /// The main run loop's timers, queued blocks and mode.
    package let runLoop: HostRunLoop

    // The shares and `installed` are read on every trip to a singleton (each touch, each
    // layer property change asks); only the main actor touches them and nothing holds an
    // access open across a call, so they go without dynamic exclusivity checks.

    /// QuartzCore's share (see `HostEnvironment.quartzCore` there).
    @exclusivity(unchecked) package var quartzCoreShare: AnyObject?
    /// UIKit's share (see `HostEnvironment.uiKit` there).
    @exclusivity(unchecked) package var uiKitShare: AnyObject?

    /// A world with nothing in it: the clock at 0, no timers, no windows, no application.
    package init() {
        runLoop = HostRunLoop(clock: clock)
    }

    /// The environment in force. Before any host installs one, the first use installs a
    /// fresh environment (a test of layers alone, a tool drawing off-screen).
    package static var current: HostEnvironment {
        if let installed { return installed }
        let environment = HostEnvironment()
        environment.install()
        return environment
    }

    @exclusivity(unchecked) private static var installed: HostEnvironment?

    /// The installed environment's clock, for any thread (layers animated or drawn
    /// off-screen read the clock too). An uncontended lock costs less than proving the
    /// caller is on the main actor, which on Linux asks the kernel for the thread's id.
    nonisolated private static let clockForAnyThread = Mutex<HostClock?>(nil)

    /// Makes this the environment in force; the previous one is dropped.
    package func install() {
        // The previous environment goes only once this one is in force: the deinits its
        // release runs (timers, display links, their targets) see the new world.
        let previous = HostEnvironment.installed
        HostEnvironment.installed = self
        HostEnvironment.clockForAnyThread.withLock { $0 = clock }
        withExtendedLifetime(previous) {}
    }

    /// The clock of the environment in force, from any thread (a clock at 0 before any is
    /// installed).
    nonisolated package static var currentClock: HostClock {
        clockForAnyThread.withLock { $0 } ?? HostClock()
    }
}
