import Foundation

/// The current time of the host's clock, in seconds: what display links, timers made
/// through UIKit and animations read.
///
/// Apple's clock counts from the device's boot. Here the host supplies it: under the
/// Simulator it is virtual, starting at 0 for each Simulator and moving only when the
/// Simulator advances it; a headless app run by `UIApplicationMain` counts real seconds
/// since launch.
public func CACurrentMediaTime() -> CFTimeInterval {
    HostEnvironment.currentClock.now
}
