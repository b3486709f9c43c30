import Foundation
import QuartzCore

/// The turns of the main run loop (DESIGN §3) as a host runs them on its clock: the
/// Simulator in virtual time, `UIApplicationMain`'s headless loop in real time.
///
/// Between frames the host lets time pass with `runDue(through:)`: timers fire at their
/// own fire times, then blocks queued for the next turn run. At each display refresh,
/// `frame(_:)` fires the display links, commits (layout, display) and composites — once.
@MainActor
package enum MainLoop {
    /// Lets host time pass up to `time`: fires the timers due by then, each with the clock
    /// at its fire time, then runs the blocks queued for the next turn. The clock ends at
    /// `time` (or where it was, if later).
    package static func runDue(through time: CFTimeInterval) {
        HostRunLoop.shared.runTimers(through: time)
        HostRunLoop.shared.runPendingBlocks()
    }

    /// Shows frame `index` (counted from the clock's zero): runs what is due by its time,
    /// fires the display links, then commits and composites once. Returns whether any
    /// pixel was repainted.
    @discardableResult
    package static func frame(_ index: Int) -> Bool {
        runDue(through: HostRunLoop.frameTime(index))
        HostRunLoop.shared.beginFrame(index)
        return WindowServer.shared.renderFrame()
    }

    /// Whether the next frame has work even if no more time passes: display links to
    /// fire, blocks queued, transaction completion blocks, animations running, or
    /// changes to commit and composite.
    package static var needsFrame: Bool {
        hasWorkBesidesAnimations || AnimationEngine.shared.isAnimating
    }

    /// Whether frames have work that will come to an end: `needsFrame`, less animations
    /// that never end (endless repeats, paused layer trees). What settling waits for.
    package static var hasUnsettledWork: Bool {
        hasWorkBesidesAnimations || AnimationEngine.shared.hasAnimationsToFinish
    }

    private static var hasWorkBesidesAnimations: Bool {
        HostRunLoop.shared.hasActiveDisplayLinks || HostRunLoop.shared.hasPendingBlocks
            || CATransaction.hasPendingCompletionBlocks || WindowServer.shared.hasPendingChanges
    }

    /// The index of the first frame shown after host time `time`.
    package static func frameIndex(after time: CFTimeInterval) -> Int {
        let rate = CFTimeInterval(HostRunLoop.framesPerSecond)
        var index = Int((time * rate).rounded(.down)) + 1
        // Rounding can land a frame exactly on `time`; step past it.
        while HostRunLoop.frameTime(index) <= time { index += 1 }
        while index > 1, HostRunLoop.frameTime(index - 1) > time { index -= 1 }
        return index
    }
}
