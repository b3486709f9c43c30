import Foundation
import Synchronization

/// The current time of the host's clock, in seconds: what display links, timers made
/// through UIKit and animations read.
///
/// Apple's clock counts from the device's boot. Here the host supplies it: under the
/// Simulator it is virtual, starting at 0 for each Simulator and moving only when the
/// Simulator advances it; a headless app run by `UIApplicationMain` counts real seconds
/// since launch.
public func CACurrentMediaTime() -> CFTimeInterval {
    HostClock.now
}

/// The host clock's value, readable from any thread.
package enum HostClock {
    private static let bits = Atomic<UInt64>(0)

    /// The current host time in seconds.
    package static var now: CFTimeInterval {
        CFTimeInterval(bitPattern: bits.load(ordering: .acquiring))
    }

    /// Moves the clock to `time` (the host does this; time never runs backwards except
    /// when a new Simulator starts it again at 0).
    package static func set(_ time: CFTimeInterval) {
        bits.store(time.bitPattern, ordering: .releasing)
    }
}
