import CoreGraphics
import Foundation

/// A continuous recognizer of drags: it begins when at least `minimumNumberOfTouches`
/// fingers have moved far enough together, changes as they move, and ends when the last
/// finger lifts. Fingers beyond `maximumNumberOfTouches` are ignored (they reach their view
/// as usual).
///
/// The translation follows the centroid of the fingers down, and does not jump when fingers
/// join or leave. Approximate (UIKit does not document its thresholds): the gesture begins
/// once the translation is longer than 10 points (`panThreshold`), and the velocity is
/// measured over the last tenth of a second of motion (`VelocityTracker`).
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// How far, in points, the fingers move before a pan begins.
    static let panThreshold: CGFloat = 10

    /// The fewest fingers that make a pan (default 1).
    open var minimumNumberOfTouches = 1
    /// The most fingers a pan follows (default `Int.max`).
    open var maximumNumberOfTouches = Int.max

    /// The translation in window coordinates, the centroid and touches it was last measured
    /// with, and the translation's recent samples.
    private var windowTranslation = CGPoint.zero
    private var lastCentroid = CGPoint.zero
    private var measuredTouches: [ObjectIdentifier] = []
    private var tracker = VelocityTracker()

    /// How far the fingers moved since the gesture started, in `view`'s coordinates (the
    /// window's when nil).
    open func translation(in view: UIView?) -> CGPoint {
        vector(windowTranslation, inCoordinatesOf: view)
    }

    /// Sets the translation (in `view`'s coordinates, the window's when nil), so later
    /// movement adds to it; the velocity starts over.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        windowTranslation = windowVector(translation, fromCoordinatesOf: view)
        tracker.clear()
        tracker.add(windowTranslation, at: currentTime)
    }

    /// How fast the fingers move, in points per second of `view`'s coordinates (the
    /// window's when nil).
    open func velocity(in view: UIView?) -> CGPoint {
        vector(tracker.velocity(at: currentTime), inCoordinatesOf: view)
    }

    /// Whether a pan that has moved `translation` (window coordinates, longer than the
    /// threshold) may begin: `.began`, or `.failed` to give up. Subclasses refine it.
    func startingState(for translation: CGPoint) -> State { .began }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        // The latest fingers beyond the maximum are left out.
        while liveTouches.count > maximumNumberOfTouches, let extra = liveTouches.last(where: { touches.contains($0) }) {
            ignore(extra, for: event)
        }
        measure()
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        measure()
        let fingers = liveTouches.count
        switch state {
        case .possible:
            let travel = hypot(windowTranslation.x, windowTranslation.y)
            if fingers >= minimumNumberOfTouches, travel > UIPanGestureRecognizer.panThreshold {
                state = startingState(for: windowTranslation)
            }
        case .began, .changed:
            if fingers >= minimumNumberOfTouches { state = .changed }
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        finish(cancelled: false)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        finish(cancelled: true)
    }

    /// Fingers left: once none is down, a begun pan ends (or is cancelled) and a possible one
    /// fails.
    private func finish(cancelled: Bool) {
        measure()
        guard liveTouches.isEmpty else { return }
        switch state {
        case .possible: state = .failed
        case .began, .changed: state = cancelled ? .cancelled : .ended
        default: break
        }
    }

    /// Adds the centroid's movement since the last measure to the translation, when the
    /// same fingers are down; a change of fingers starts from the new centroid.
    private func measure() {
        let touches = liveTouches
        let centroid = UIGestureRecognizer.windowCentroid(of: touches)
        let ids = touches.map(ObjectIdentifier.init)
        if ids == measuredTouches, !touches.isEmpty {
            let moved = CGPoint(x: centroid.x - lastCentroid.x, y: centroid.y - lastCentroid.y)
            if moved != .zero {
                windowTranslation.x += moved.x
                windowTranslation.y += moved.y
                tracker.add(windowTranslation, at: currentTime)
            }
        } else if measuredTouches.isEmpty {
            tracker.add(windowTranslation, at: currentTime)
        }
        lastCentroid = centroid
        measuredTouches = ids
    }

    open override func reset() {
        super.reset()
        windowTranslation = .zero
        lastCentroid = .zero
        measuredTouches = []
        tracker.clear()
    }
}
