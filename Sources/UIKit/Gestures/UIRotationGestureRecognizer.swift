import CoreGraphics
import Foundation

/// A continuous recognizer of rotations: two fingers turning about each other. `rotation`
/// is in radians, positive clockwise on screen. It begins once the fingers have turned more
/// than 4° (approximate: UIKit's threshold is not documented), changes as they move while
/// both are down, and ends when both have lifted. Later fingers are ignored.
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// How far, in radians, the fingers turn before a rotation begins.
    static let rotationThreshold: CGFloat = .pi / 45

    /// The rotation adds up the turns of the direction from the first finger to the second,
    /// each taken the short way round.
    private let measurement = TwoFingerMeasurement(
        neutral: 0, threshold: UIRotationGestureRecognizer.rotationThreshold,
        measure: { atan2($1.y - $0.y, $1.x - $0.x) }, change: { turn(from: $0, to: $1) },
        apply: { value, old, new in value + turn(from: old, to: new) })

    /// How far the fingers turned since they touched down, in radians (0 before the
    /// gesture). Setting it resets the velocity.
    open var rotation: CGFloat {
        get { measurement.value }
        set { measurement.set(newValue, at: currentTime) }
    }

    /// How fast the rotation changes, in radians per second.
    open var velocity: CGFloat { measurement.velocity(at: currentTime) }

    override var twoFingerMeasurement: TwoFingerMeasurement? { measurement }
}

/// The turn from angle `old` to angle `new`, the short way round (in (-π, π]).
private func turn(from old: CGFloat, to new: CGFloat) -> CGFloat {
    let turn = new - old
    return turn > .pi ? turn - 2 * .pi : turn <= -.pi ? turn + 2 * .pi : turn
}
