import Foundation
import UIKit

/// The Simulator's input side: the fingers handed out, where each is, and the input clock.
@MainActor
final class SimulatedInput {
    var nextFinger = 0
    /// Where each finger down is, in screen points.
    var positions: [Int: CGPoint] = [:]
    /// The time of the latest input event, in seconds. Until the virtual clock (DESIGN §5)
    /// lands, input keeps its own monotonic time here; `Simulator.elapse(_:)` and
    /// `Simulator.inputTime` are the only places that touch it.
    var time: TimeInterval = 0
}

extension Simulator {
    /// The interval between two samples of a moving finger: the touch screen reports at 60 Hz.
    static let sampleInterval: TimeInterval = 1.0 / 60

    /// The time stamped on input events now.
    // The lead joins this to the virtual clock: it becomes `CACurrentMediaTime()`.
    var inputTime: TimeInterval { input.time }

    /// Lets `interval` seconds pass between input events.
    // The lead joins this to the virtual clock: it becomes `advance(by: interval)`, so
    // timers, display links, animations and frames run while a gesture is under way.
    func elapse(_ interval: TimeInterval) {
        input.time += interval
        // Gesture recognizers' timers (a long press's duration, a double tap's interval)
        // fire as the time passes, before the next input event.
        EventRouter.shared.gestures.clock.advance(to: input.time)
    }

    /// Lets time pass so that the next input event comes `duration` after the last one
    /// (each event already comes one sample interval after the one before). Tests use it to
    /// space their input until `advance(by:)` exists.
    package func pause(_ duration: TimeInterval) {
        elapse(max(0, duration - Simulator.sampleInterval))
    }

    /// Checks that a gesture's duration is a finite, non-negative number of seconds.
    func checkDuration(_ duration: TimeInterval, api: String) {
        precondition(duration.isFinite && duration >= 0,
                     "Simulator.\(api): the duration must be a finite number of seconds ≥ 0, not \(duration)")
    }
}
