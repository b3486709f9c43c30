import CoreGraphics
import Foundation

/// Geometry the built-in recognizers share: their touches' centroid, vectors between window
/// and view coordinates, and velocities from recent samples.
extension UIGestureRecognizer {
    /// The touches still down (those ending in the event being delivered left out).
    var liveTouches: [UITouch] {
        touchList.filter { $0.phaseStorage != .ended && $0.phaseStorage != .cancelled }
    }

    /// The centroid of `touches` in their window's coordinates.
    static func windowCentroid(of touches: [UITouch]) -> CGPoint {
        guard !touches.isEmpty else { return .zero }
        let count = CGFloat(touches.count)
        return CGPoint(x: touches.map(\.windowLocation.x).reduce(0, +) / count,
                       y: touches.map(\.windowLocation.y).reduce(0, +) / count)
    }

    /// A point in `window`'s coordinates expressed in `view`'s (unchanged when either is nil).
    static func point(_ point: CGPoint, from window: UIWindow?, in view: UIView?) -> CGPoint {
        guard let view, let window, view !== window else { return point }
        return view.convert(point, from: window)
    }

    /// A vector in the window's coordinates expressed in `view`'s (unchanged when `view` is
    /// nil or the recognizer is not in a window).
    func vector(_ vector: CGPoint, inCoordinatesOf view: UIView?) -> CGPoint {
        guard let view, let window = viewStorage?.window, view !== window else { return vector }
        let head = view.convert(vector, from: window), tail = view.convert(CGPoint.zero, from: window)
        return CGPoint(x: head.x - tail.x, y: head.y - tail.y)
    }

    /// A vector in `view`'s coordinates expressed in the window's.
    func windowVector(_ vector: CGPoint, fromCoordinatesOf view: UIView?) -> CGPoint {
        guard let view, let window = viewStorage?.window, view !== window else { return vector }
        let head = view.convert(vector, to: window), tail = view.convert(CGPoint.zero, to: window)
        return CGPoint(x: head.x - tail.x, y: head.y - tail.y)
    }
}

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
