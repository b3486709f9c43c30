import Foundation
import QuartzCore

/// The turns of the main run loop as a host runs them on its clock: the Simulator in
/// virtual time, `UIApplicationMain`'s loop in real time. `turn(at:ending:input:)` is the
/// whole of one turn; the queries say whether the next frame has work, and change nothing.
@MainActor
package enum MainLoop {
    /// How a turn of the main run loop ends.
    package enum TurnEnd {
        /// Between frames: input, timers and queued blocks only.
        case idle
        /// At display refresh `index` (counted from the clock's zero): the display links
        /// fire, then the commit and the composite.
        case frame(Int)
        /// The commit and the composite without a display refresh (display links wait for
        /// theirs): what the Simulator runs so a screenshot shows what just changed.
        case commitNow
    }

    /// One turn of the main run loop, ending at host time `time` — for a frame, the
    /// frame's time. Returns whether any pixel was repainted.
    @discardableResult
    package static func turn(at time: CFTimeInterval, ending end: TurnEnd, input: (any LiveDisplay)? = nil) -> Bool {
        let environment = HostEnvironment.current
        // 1. The input that arrived since the last turn goes to the app (the Simulator
        //    delivers its input as the test gives it, so it passes none).
        input?.deliverInput(at: time)
        // 2. Timers due by `time` fire, each with the clock at its own fire time; then the
        //    blocks queued for this turn run. The clock ends at `time`.
        environment.runLoop.runTimers(through: time)
        environment.runLoop.runPendingBlocks()
        // 3. At a display refresh, the display links fire.
        switch end {
        case .idle: return false
        case .frame(let index): environment.quartzCore.displayLinks.fire(frame: index, in: environment.runLoop.currentMode)
        case .commitNow: break
        }
        // 4. The commit: constraints updated, then layout, then display, in every visible
        //    window (`CATransaction.flush()` asks the window server); completion blocks of
        //    transactions whose animations ended run after it.
        CATransaction.flush()
        // 5. The animations are evaluated at the frame's time.
        let animations = environment.quartzCore.animationEngine
        animations.advance(to: CACurrentMediaTime())
        // 6. Every screen is composited: only what changed is repainted.
        let painted = environment.uiKit.windowServer.composite()
        // 7. The animations' delegates hear what started and stopped, in order.
        animations.deliverNotifications()
        return painted
    }

    /// Whether the next frame has work even if no more time passes: display links to
    /// fire, blocks queued, transaction completion blocks, animations running, or
    /// changes to commit and composite.
    package static var needsFrame: Bool {
        hasWorkBesidesAnimations || HostEnvironment.current.quartzCore.animationEngine.isAnimating
    }

    /// Whether frames have work that will come to an end: `needsFrame`, less animations
    /// that never end (endless repeats, paused layer trees). What settling waits for.
    package static var hasUnsettledWork: Bool {
        hasWorkBesidesAnimations || HostEnvironment.current.quartzCore.animationEngine.hasAnimationsToFinish
    }

    private static var hasWorkBesidesAnimations: Bool {
        let environment = HostEnvironment.current
        return environment.quartzCore.displayLinks.hasActiveLinks(in: environment.runLoop.currentMode)
            || environment.runLoop.hasPendingBlocks || CATransaction.hasPendingCompletionBlocks
            || environment.uiKit.windowServer.hasPendingChanges
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
