import CoreGraphics
import Foundation

/// The rate of change of a value (a translation, a scale, an angle) from its recent samples:
/// the change over the samples of the last tenth of a second, per second; zero once the value
/// has not changed for that long. (UIKit's estimator is not documented; this one is exact
/// for steady motion.)
struct VelocityTracker {
    static let window: TimeInterval = 0.1

    private var samples: [(time: TimeInterval, value: CGPoint)] = []

    mutating func add(_ value: CGPoint, at time: TimeInterval) {
        samples.append((time, value))
        samples.removeAll { $0.time < time - VelocityTracker.window }
    }

    mutating func add(_ value: CGFloat, at time: TimeInterval) {
        add(CGPoint(x: value, y: 0), at: time)
    }

    mutating func clear() {
        samples = []
    }

    /// The velocity at `now`, per second.
    func velocity(at now: TimeInterval) -> CGPoint {
        guard let first = samples.first, let last = samples.last, last.time > first.time,
              now - last.time <= VelocityTracker.window else { return .zero }
        let span = CGFloat(last.time - first.time)
        return CGPoint(x: (last.value.x - first.value.x) / span, y: (last.value.y - first.value.y) / span)
    }
}
