import CoreGraphics
import Foundation

/// A continuous recognizer of pinches: two fingers moving apart (scale above 1, zoom in) or
/// together (below 1). It begins once the distance between them has changed by more than
/// 8 points (approximate: UIKit's threshold is not documented), changes as they move while
/// both are down, and ends when both have lifted. Later fingers are ignored.
@MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// How much, in points, the fingers' distance changes before a pinch begins.
    static let pinchThreshold: CGFloat = 8

    private var scaleStorage: CGFloat = 1
    private var tracker = VelocityTracker()
    /// The pair measured last, its distance then, and its distance when it formed.
    private var pair: [ObjectIdentifier] = []
    private var lastSpan: CGFloat = 0
    private var startSpan: CGFloat = 0

    /// The distance between the fingers relative to when they touched down (1 before the
    /// gesture). Setting it (to apply the scale and start again from 1, say) resets the
    /// velocity.
    open var scale: CGFloat {
        get { scaleStorage }
        set {
            scaleStorage = newValue
            tracker.clear()
            tracker.add(newValue, at: currentTime)
        }
    }

    /// How fast the scale changes, per second.
    open var velocity: CGFloat { tracker.velocity(at: currentTime).x }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        keepTwoFingers(of: touches, event: event)
        measure()
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        measure()
        twoFingersMoved(hasMovedEnough: abs(lastSpan - startSpan) > UIPinchGestureRecognizer.pinchThreshold)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        measure()
        twoFingersLifted(cancelled: false)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        twoFingersLifted(cancelled: true)
    }

    /// Multiplies the scale by the change of the pair's distance (a new pair starts from
    /// the scale reached).
    private func measure() {
        guard let (a, b) = fingerPair else {
            pair = []
            return
        }
        let ids = [ObjectIdentifier(a), ObjectIdentifier(b)]
        let span = a.windowLocation.distance(to: b.windowLocation)
        if ids == pair {
            if lastSpan > 0, span > 0, span != lastSpan {
                scaleStorage *= span / lastSpan
                tracker.add(scaleStorage, at: currentTime)
            }
        } else {
            startSpan = span
            tracker.add(scaleStorage, at: currentTime)
        }
        pair = ids
        lastSpan = span
    }

    open override func reset() {
        super.reset()
        scaleStorage = 1
        tracker.clear()
        pair = []
        lastSpan = 0
        startSpan = 0
    }
}
