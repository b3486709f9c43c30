import Foundation

/// QuartzCore's share of the `HostEnvironment`: the state Core Animation keeps once per
/// process. A fresh environment starts with no animations, no display links and nothing
/// to commit; a new piece of Core Animation state is a stored property here.
@MainActor
package final class QuartzCoreEnvironment {
    /// Runs the layers' animations at each frame.
    package let animationEngine = AnimationEngine()
    /// The display links added to the main run loop.
    package let displayLinks = DisplayLinkSchedule()
    /// What a commit lays out and displays (UIKit's windows); nil commits only close
    /// transactions and run their completion blocks.
    package var layerTreeHost: (any LayerTreeHost)?
}

extension HostEnvironment {
    /// QuartzCore's share of this environment, made on first use.
    package var quartzCore: QuartzCoreEnvironment {
        if let share = quartzCoreShare { return unsafeDowncast(share, to: QuartzCoreEnvironment.self) }
        let share = QuartzCoreEnvironment()
        quartzCoreShare = share
        return share
    }
}
