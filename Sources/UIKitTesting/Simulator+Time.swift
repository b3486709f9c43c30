import Foundation
import QuartzCore
import UIKit

extension Simulator {
    /// How much virtual time `runUntilIdle()` lets pass at most.
    public static let settleTimeLimit: TimeInterval = 10

    /// Lets `seconds` of virtual time pass, in display frames of 1/60 s: timers fire at
    /// their fire times (the clock reads exactly that time in their callbacks), and at
    /// each frame the display links fire, then one commit and one composite run. Frames
    /// with nothing to do are skipped, which changes nothing visible. The clock ends
    /// exactly `seconds` later, even between frames.
    public func advance(by seconds: TimeInterval) {
        precondition(seconds.isFinite && seconds >= 0,
                     "Simulator.advance(by:): give a finite, non-negative number of seconds (got \(seconds))")
        let end = environment.clock.now + seconds
        runFrames(through: end) { true }
        MainLoop.turn(at: end, ending: .idle)
    }

    /// Runs what is due now, commits and composites; then, while anything is pending —
    /// display links running, one-shot timers scheduled, blocks queued, animations to
    /// finish, changes to show — lets virtual time pass frame by frame, for at most
    /// `settleTimeLimit` seconds. Repeating timers and animations that never end (endless
    /// repeats, paused layers) do not count. Returns whether everything settled; if not,
    /// says why on standard error. Nothing pending: no time passes.
    @discardableResult
    public func runUntilIdle() -> Bool {
        runTurnNow()
        let loop = environment.runLoop
        let busy = { MainLoop.hasUnsettledWork || loop.hasOneShotTimers }
        runFrames(through: environment.clock.now + Simulator.settleTimeLimit, while: busy)
        guard busy() else { return true }
        let reasons = [
            environment.quartzCore.displayLinks.hasActiveLinks(in: loop.currentMode) ? "display links are running" : nil,
            loop.hasOneShotTimers ? "timers are scheduled" : nil,
            environment.quartzCore.animationEngine.hasAnimationsToFinish ? "animations are running" : nil,
            environment.uiKit.windowServer.hasPendingChanges ? "the screen keeps changing" : nil,
        ].compactMap { $0 }
        FileHandle.standardError.write(Data(
            "Simulator.runUntilIdle(): not idle after \(Simulator.settleTimeLimit) s of virtual time: \(reasons.joined(separator: ", "))\n".utf8))
        return false
    }

    /// A turn without time passing: what is due now, then one commit and composite.
    func runTurnNow() {
        MainLoop.turn(at: environment.clock.now, ending: .commitNow)
    }

    /// Shows the frames after now up to `end` while `busy()` holds, going straight to the
    /// next timer's frame over frames that would do nothing.
    private func runFrames(through end: CFTimeInterval, while busy: () -> Bool) {
        let tolerance = HostRunLoop.timeTolerance
        var next = MainLoop.frameIndex(after: environment.clock.now)
        while busy() {
            if !MainLoop.needsFrame {
                guard let due = environment.runLoop.nextTimerFireTime, due <= end + tolerance else { return }
                next = max(next, MainLoop.frameIndex(after: due - tolerance))
            }
            guard HostRunLoop.frameTime(next) <= end + tolerance else { return }
            MainLoop.turn(at: HostRunLoop.frameTime(next), ending: .frame(next))
            next += 1
        }
    }
}
