import Synchronization

/// The host's clock: what `CACurrentMediaTime()`, display links, timers made through UIKit
/// and animations read, in seconds.
///
/// Apple's clock counts from the device's boot. Here the host sets it: a Simulator's runs
/// in virtual time from 0 and moves only when the Simulator advances it; a real process
/// (`UIApplicationMain`) counts real seconds since launch. Readable from any thread (layers
/// drawn and animated off the main queue read it), so the value is atomic.
package final class HostClock: Sendable {
    private let bits = Atomic<UInt64>(0)

    package init() {}

    /// The current host time in seconds.
    package var now: CFTimeInterval {
        CFTimeInterval(bitPattern: bits.load(ordering: .acquiring))
    }

    /// Moves the clock to `time`. Only the host does this, forwards.
    package func set(_ time: CFTimeInterval) {
        bits.store(time.bitPattern, ordering: .releasing)
    }
}
