import CoreGraphics
import Foundation

/// A quantity two fingers make, followed as they move: a pinch's scale (from their
/// distance) or a rotation's angle (from the direction between them), with its velocity. A
/// new pair of fingers continues from the value reached instead of jumping.
@MainActor
final class TwoFingerMeasurement {
    /// What is measured on the pair (the first finger down, then the second).
    private let measure: (CGPoint, CGPoint) -> CGFloat
    /// The change of the measure from its old to its new value (an angle's, the short way).
    private let change: (CGFloat, CGFloat) -> CGFloat
    /// The value after the measure changed from old to new.
    private let apply: (_ value: CGFloat, _ old: CGFloat, _ new: CGFloat) -> CGFloat
    private let neutral: CGFloat
    /// How much the measure changes before the gesture begins.
    let threshold: CGFloat

    private(set) var value: CGFloat
    /// How much the measure changed since the pair formed: what the start threshold reads.
    private(set) var pairChange: CGFloat = 0
    private var pair: [ObjectIdentifier] = []
    private var last: CGFloat = 0
    private var tracker = VelocityTracker()

    init(neutral: CGFloat, threshold: CGFloat, measure: @escaping (CGPoint, CGPoint) -> CGFloat,
         change: @escaping (CGFloat, CGFloat) -> CGFloat,
         apply: @escaping (_ value: CGFloat, _ old: CGFloat, _ new: CGFloat) -> CGFloat) {
        self.neutral = neutral
        self.threshold = threshold
        self.measure = measure
        self.change = change
        self.apply = apply
        value = neutral
    }

    /// Measures the fingers down (when there are exactly two) at `time`.
    func update(_ touches: [UITouch], at time: TimeInterval) {
        guard touches.count == 2 else {
            pair = []
            return
        }
        let ids = touches.map(ObjectIdentifier.init)
        let current = measure(touches[0].windowLocation, touches[1].windowLocation)
        if ids == pair {
            let step = change(last, current)
            if step != 0 {
                value = apply(value, last, current)
                pairChange += step
                tracker.add(value, at: time)
            }
        } else {
            pairChange = 0
            tracker.add(value, at: time)
        }
        pair = ids
        last = current
    }

    /// Sets the value (the gesture goes on from it); the velocity starts over.
    func set(_ newValue: CGFloat, at time: TimeInterval) {
        value = newValue
        tracker.clear()
        tracker.add(newValue, at: time)
    }

    func velocity(at time: TimeInterval) -> CGFloat { tracker.velocity(at: time).x }

    func reset() {
        value = neutral
        pairChange = 0
        pair = []
        last = 0
        tracker.clear()
    }
}

/// The state logic pinch and rotation share: two fingers, a gesture that begins once their
/// measure changed more than a threshold, changes while both are down, and ends when both
/// have lifted; later fingers are ignored (they reach their view as usual).
extension UIGestureRecognizer {
    func twoFingersBegan(_ touches: Set<UITouch>, _ event: UIEvent, _ measurement: TwoFingerMeasurement) {
        while liveTouches.count > 2, let extra = liveTouches.last(where: { touches.contains($0) }) {
            ignore(extra, for: event)
        }
        measurement.update(liveTouches, at: currentTime)
    }

    func twoFingersMoved(_ measurement: TwoFingerMeasurement) {
        measurement.update(liveTouches, at: currentTime)
        guard liveTouches.count == 2 else { return }
        switch state {
        case .possible: if abs(measurement.pairChange) > measurement.threshold { state = .began }
        case .began, .changed: state = .changed
        default: break
        }
    }

    /// After fingers lifted (or were cancelled): a gesture that had not begun fails; a begun
    /// one ends (or is cancelled) when no finger is left.
    func twoFingersLifted(_ measurement: TwoFingerMeasurement, cancelled: Bool) {
        measurement.update(liveTouches, at: currentTime)
        switch state {
        case .possible: state = .failed
        case .began, .changed: if liveTouches.isEmpty { state = cancelled ? .cancelled : .ended }
        default: break
        }
    }
}
