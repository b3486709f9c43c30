import CoreGraphics
import Foundation

/// A discrete recognizer of taps: `numberOfTouchesRequired` fingers touching down and
/// lifting without moving, `numberOfTapsRequired` times in quick succession. It is
/// recognized when the fingers of the last tap lift; `location(in:)` is then the centroid
/// of where they lifted.
///
/// Approximate thresholds (UIKit does not document its own): a finger may move at most
/// `EventRouter.multiTapDistance` (10 points) from where it went down, each tap of a series
/// must begin within `EventRouter.multiTapInterval` (0.35 s) of the previous lift and within
/// 10 points of the first tap, and there is no limit on how long a finger rests.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// How many taps make the gesture (default 1).
    open var numberOfTapsRequired = 1
    /// How many fingers each tap takes (default 1).
    open var numberOfTouchesRequired = 1

    /// Taps completed so far, fingers down in the current tap, where each went down (window
    /// coordinates), where the first tap was, and the timer failing a series that stopped.
    private var tapsCompleted = 0
    private var touchesInTap = 0
    private var starts: [ObjectIdentifier: CGPoint] = [:]
    private var firstTap: CGPoint?
    private var intervalTimer: GestureClock.Timer?
    /// The fingers of the current tap, and where the last tap was (window coordinates).
    private var tapTouches: [UITouch] = []
    private var tapLocation: (point: CGPoint, window: UIWindow?)?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        intervalTimer?.cancel()
        touchesInTap += touches.count
        tapTouches.append(contentsOf: touchList.filter { touches.contains($0) })
        for touch in touches {
            starts[ObjectIdentifier(touch)] = touch.windowLocation
            if let firstTap, firstTap.distance(to: touch.windowLocation) > EventRouter.multiTapDistance {
                state = .failed
                return
            }
        }
        if touchesInTap > numberOfTouchesRequired { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        let wandered = touches.contains { touch in
            guard let start = starts[ObjectIdentifier(touch)] else { return false }
            return start.distance(to: touch.windowLocation) > EventRouter.multiTapDistance
        }
        if wandered { state = .failed }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        touchesMoved(touches, with: event)
        guard state == .possible, liveTouches.isEmpty else { return }
        guard touchesInTap == numberOfTouchesRequired else {
            state = .failed
            return
        }
        tapsCompleted += 1
        let centroid = UIGestureRecognizer.windowCentroid(of: tapTouches)
        tapLocation = (centroid, tapTouches.first?.windowStorage)
        if firstTap == nil { firstTap = centroid }
        if tapsCompleted >= numberOfTapsRequired {
            state = .recognized
        } else {
            touchesInTap = 0
            tapTouches = []
            intervalTimer = scheduleTimer(after: EventRouter.multiTapInterval) { [weak self] in
                if self?.state == .possible { self?.state = .failed }
            }
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
    }

    /// Where the last tap was (the centroid of its fingers' lifts), in `view`'s coordinates
    /// (the window's when nil); during a tap, the centroid of its fingers.
    open override func location(in view: UIView?) -> CGPoint {
        guard let tapLocation, touchList.allSatisfy({ $0.phaseStorage == .ended }) else {
            return super.location(in: view)
        }
        return UIGestureRecognizer.point(tapLocation.point, from: tapLocation.window, in: view)
    }

    open override func reset() {
        if let tapLocation { lastLocation = tapLocation }
        super.reset()
        tapsCompleted = 0
        tapTouches = []
        tapLocation = nil
        touchesInTap = 0
        starts = [:]
        firstTap = nil
        intervalTimer = nil
    }
}

extension CGPoint {
    /// The distance between two points.
    func distance(to other: CGPoint) -> CGFloat {
        hypot(other.x - x, other.y - y)
    }
}
