import Foundation

/// The display links added to the main run loop, fired at each frame in the order they
/// were added. One per environment (`QuartzCoreEnvironment.displayLinks`).
@MainActor
package final class DisplayLinkSchedule {
    private var links: [CADisplayLink] = []

    package init() {}

    /// A dropped environment's links never fire again, and say so (they are invalidated,
    /// releasing their targets).
    isolated deinit {
        for link in links { link.invalidate() }
    }

    func add(_ link: CADisplayLink) {
        if !links.contains(where: { $0 === link }) { links.append(link) }
    }

    func remove(_ link: CADisplayLink) {
        links.removeAll { $0 === link }
    }

    /// Whether a link will fire at the next frames while the run loop runs in `mode`.
    package func hasActiveLinks(in mode: RunLoop.Mode) -> Bool {
        links.contains { $0.firesIn(mode) }
    }

    /// Fires the links due at frame `index` (the clock is at its time) while the run loop
    /// runs in `mode`, in the order they were added.
    package func fire(frame index: Int, in mode: RunLoop.Mode) {
        for link in links where link.firesIn(mode) && index % link.frameStep == 0 {
            // An earlier callback may have paused or invalidated it.
            guard link.firesIn(mode) else { continue }
            link.fire(frameTime: HostRunLoop.frameTime(index))
        }
    }
}
