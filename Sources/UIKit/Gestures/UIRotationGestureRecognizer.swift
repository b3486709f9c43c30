import CoreGraphics
import Foundation

/// A continuous recognizer of rotations: two fingers turning about each other. `rotation`
/// is in radians, positive clockwise on screen. It begins once the fingers have turned more
/// than 4° (approximate: UIKit's threshold is not documented), changes as they move while
/// both are down, and ends when both have lifted. Later fingers are ignored.
@MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// How far, in radians, the fingers turn before a rotation begins.
    static let rotationThreshold: CGFloat = .pi / 45

    private var rotationStorage: CGFloat = 0
    private var tracker = VelocityTracker()
    /// The pair measured last, its angle then, and how far it has turned since it formed.
    private var pair: [ObjectIdentifier] = []
    private var lastAngle: CGFloat = 0
    private var pairTurn: CGFloat = 0

    /// How far the fingers turned since they touched down, in radians (0 before the
    /// gesture). Setting it resets the velocity.
    open var rotation: CGFloat {
        get { rotationStorage }
        set {
            rotationStorage = newValue
            tracker.clear()
            tracker.add(newValue, at: currentTime)
        }
    }

    /// How fast the rotation changes, in radians per second.
    open var velocity: CGFloat { tracker.velocity(at: currentTime).x }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        keepTwoFingers(of: touches, event: event)
        measure()
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        measure()
        twoFingersMoved(hasMovedEnough: abs(pairTurn) > UIRotationGestureRecognizer.rotationThreshold)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        measure()
        twoFingersLifted(cancelled: false)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        twoFingersLifted(cancelled: true)
    }

    /// Adds the pair's turn since the last measure (the shorter way round) to the rotation
    /// (a new pair starts from the rotation reached).
    private func measure() {
        guard let (a, b) = fingerPair else {
            pair = []
            return
        }
        let ids = [ObjectIdentifier(a), ObjectIdentifier(b)]
        let angle = atan2(b.windowLocation.y - a.windowLocation.y, b.windowLocation.x - a.windowLocation.x)
        if ids == pair {
            var turn = angle - lastAngle
            if turn > .pi { turn -= 2 * .pi }
            if turn <= -.pi { turn += 2 * .pi }
            if turn != 0 {
                rotationStorage += turn
                pairTurn += turn
                tracker.add(rotationStorage, at: currentTime)
            }
        } else {
            pairTurn = 0
            tracker.add(rotationStorage, at: currentTime)
        }
        pair = ids
        lastAngle = angle
    }

    open override func reset() {
        super.reset()
        rotationStorage = 0
        tracker.clear()
        pair = []
        lastAngle = 0
        pairTurn = 0
    }
}
