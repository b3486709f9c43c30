import Foundation
import UIKit

/// The Simulator's input side: the fingers handed out and where each is.
@MainActor
final class SimulatedInput {
    var nextFinger = 0
    /// Where each finger down is, in screen points.
    var positions: [Int: CGPoint] = [:]
}

extension Simulator {
    /// The interval between two samples of a moving finger: the touch screen reports at 60 Hz.
    static let sampleInterval: TimeInterval = 1.0 / 60

    /// The time stamped on input events now: the virtual clock.
    var inputTime: TimeInterval { CACurrentMediaTime() }

    /// Lets `interval` seconds pass between input events: timers, display links and frames
    /// run meanwhile (`advance(by:)`).
    func elapse(_ interval: TimeInterval) {
        advance(by: interval)
    }

    /// Lets time pass so that the next input event comes `duration` after the last one
    /// (each event already comes one sample interval after the one before).
    package func pause(_ duration: TimeInterval) {
        elapse(max(0, duration - Simulator.sampleInterval))
    }

    /// Checks that a gesture's duration is a finite, non-negative number of seconds.
    func checkDuration(_ duration: TimeInterval, api: String) {
        precondition(duration.isFinite && duration >= 0,
                     "Simulator.\(api): the duration must be a finite number of seconds ≥ 0, not \(duration)")
    }
}
