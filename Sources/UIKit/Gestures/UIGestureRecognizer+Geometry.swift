import CoreGraphics
import Foundation

/// Geometry the built-in recognizers share: their touches' centroid and vectors between
/// window and view coordinates (velocities come from `VelocityTracker`).
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
