import CoreGraphics
import Foundation

/// Recognizes every tap of one finger on a text object, with how many taps in a row it
/// ends (the touch's `tapCount`): a text object places the caret on the first, selects a
/// word on the second and the line on the third, each as it happens — so, unlike a
/// double-tap recognizer, the first tap does not wait for a second.
///
/// The finger may move at most `EventRouter.multiTapDistance` and rest at most
/// `maximumDuration` (past that, it is a long press).
final class TextTapRecognizer: UIGestureRecognizer {
    /// How long a finger may rest and still tap.
    static let maximumDuration: TimeInterval = 0.5

    /// How many taps in a row the last recognized tap completed.
    private(set) var tapCount = 0
    private var start: (point: CGPoint, time: TimeInterval)?
    /// When the finger of the last recognized tap went down.
    private(set) var touchDownTime: TimeInterval = 0
    private var lift: (point: CGPoint, window: UIWindow?)?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard touches.count == 1, start == nil, let touch = touches.first else {
            state = .failed
            return
        }
        start = (touch.windowLocation, touch.timestamp)
        touchDownTime = touch.timestamp
        tapCount = touch.tapCount
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let start, let touch = touches.first else { return }
        if start.point.distance(to: touch.windowLocation) > EventRouter.multiTapDistance { state = .failed }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        touchesMoved(touches, with: event)
        guard state == .possible, let start, let touch = touches.first else { return }
        guard touch.timestamp - start.time <= Self.maximumDuration else {
            state = .failed
            return
        }
        lift = (touch.windowLocation, touch.windowStorage)
        state = .recognized
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
    }

    /// Where the finger lifted, once recognized.
    override func location(in view: UIView?) -> CGPoint {
        guard let lift else { return super.location(in: view) }
        return UIGestureRecognizer.point(lift.point, from: lift.window, in: view)
    }

    override func reset() {
        super.reset()
        start = nil
        lift = nil
    }
}
