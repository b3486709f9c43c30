import CoreGraphics
import Foundation

/// A continuous recognizer of pinches: two fingers moving apart (scale above 1, zoom in) or
/// together (below 1). It begins once the distance between them has changed by more than
/// 8 points (approximate: UIKit's threshold is not documented), changes as they move while
/// both are down, and ends when both have lifted. Later fingers are ignored.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// How much, in points, the fingers' distance changes before a pinch begins.
    static let pinchThreshold: CGFloat = 8

    /// The scale follows the ratio of the fingers' distances.
    private let measurement = TwoFingerMeasurement(
        neutral: 1, threshold: UIPinchGestureRecognizer.pinchThreshold,
        measure: { $0.distance(to: $1) }, change: { $1 - $0 },
        apply: { value, old, new in old > 0 && new > 0 ? value * new / old : value })

    /// The distance between the fingers relative to when they touched down (1 before the
    /// gesture). Setting it (to apply the scale and start again from 1, say) resets the
    /// velocity.
    open var scale: CGFloat {
        get { measurement.value }
        set { measurement.set(newValue, at: currentTime) }
    }

    /// How fast the scale changes, per second.
    open var velocity: CGFloat { measurement.velocity(at: currentTime) }

    override var twoFingerMeasurement: TwoFingerMeasurement? { measurement }
}
