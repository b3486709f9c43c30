import CoreGraphics
import Foundation

/// A discrete recognizer of swipes: `numberOfTouchesRequired` fingers moving together in one
/// of the allowed `direction`s far enough, quickly enough. It is recognized while the
/// fingers are still moving; `location(in:)` is where the swipe began.
///
/// Approximate (UIKit's rules are not documented, and its distance and precision depend on
/// the speed): the centroid must travel 50 points (`minimumDistance`) within 0.5 s
/// (`maximumDuration`) of the fingers going down, straying from the direction's axis by at
/// most 30°; a movement that long in no allowed direction, lifting early or another finger
/// makes it fail.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions of a swipe.
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    static let minimumDistance: CGFloat = 50
    static let maximumDuration: TimeInterval = 0.5
    /// tan 30°: how far off its axis a swipe may stray, per point along it.
    static let maximumSlope: CGFloat = 0.577

    /// The allowed directions (default `.right`).
    open var direction: Direction = .right
    /// How many fingers swipe (default 1).
    open var numberOfTouchesRequired = 1

    /// Where the fingers' centroid was when they were all down (window coordinates).
    private var start: CGPoint?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let down = liveTouches.count
        if down > numberOfTouchesRequired || start != nil {
            state = .failed
        } else if down == numberOfTouchesRequired {
            start = UIGestureRecognizer.windowCentroid(of: liveTouches)
            scheduleTimer(after: UISwipeGestureRecognizer.maximumDuration) { [weak self] in
                if self?.state == .possible { self?.state = .failed }
            }
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let start else { return }
        let centroid = UIGestureRecognizer.windowCentroid(of: liveTouches)
        let dx = centroid.x - start.x, dy = centroid.y - start.y
        guard hypot(dx, dy) >= UISwipeGestureRecognizer.minimumDistance else { return }
        let slope = UISwipeGestureRecognizer.maximumSlope
        let matches = (direction.contains(.right) && dx > 0 && abs(dy) <= dx * slope)
            || (direction.contains(.left) && dx < 0 && abs(dy) <= -dx * slope)
            || (direction.contains(.down) && dy > 0 && abs(dx) <= dy * slope)
            || (direction.contains(.up) && dy < 0 && abs(dx) <= -dy * slope)
        if matches {
            state = .recognized
        } else if max(abs(dx), abs(dy)) >= UISwipeGestureRecognizer.minimumDistance {
            state = .failed
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
    }

    /// Where the swipe began (the fingers' centroid when they were all down), in `view`'s
    /// coordinates (the window's when nil).
    open override func location(in view: UIView?) -> CGPoint {
        guard let start else { return super.location(in: view) }
        return UIGestureRecognizer.point(start, from: viewStorage?.window, in: view)
    }

    open override func reset() {
        super.reset()
        start = nil
    }
}
