import CoreGraphics
import Foundation

/// A continuous recognizer of presses: after `numberOfTapsRequired` taps, the fingers
/// (`numberOfTouchesRequired` of them) rest on the view for `minimumPressDuration` without
/// moving more than `allowableMovement`. It begins when that time is up, changes as the
/// fingers move (any distance), and ends when they lift.
///
/// The taps before the press follow the tap recognizer's rules (each begins within 0.35 s of
/// the previous lift).
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// Taps before the press (default 0).
    open var numberOfTapsRequired = 0
    /// Fingers that must press (default 1).
    open var numberOfTouchesRequired = 1
    /// How long the fingers must rest, in seconds (default 0.5).
    open var minimumPressDuration: TimeInterval = 0.5
    /// How far, in points, a finger may move before the gesture begins (default 10).
    open var allowableMovement: CGFloat = 10

    private var tapsCompleted = 0
    private var starts: [ObjectIdentifier: CGPoint] = [:]
    private var pressTimer: GestureClock.Timer?
    private var intervalTimer: GestureClock.Timer?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else {
            // Fingers beyond the press once it began take no part in it.
            for touch in touches { ignore(touch, for: event) }
            return
        }
        intervalTimer?.cancel()
        for touch in touches { starts[ObjectIdentifier(touch)] = touch.windowLocation }
        let down = liveTouches.count
        if down > numberOfTouchesRequired {
            state = .failed
        } else if down == numberOfTouchesRequired, tapsCompleted == numberOfTapsRequired {
            startPress()
        }
    }

    private func startPress() {
        guard minimumPressDuration > 0 else {
            state = .began
            return
        }
        pressTimer = scheduleTimer(after: minimumPressDuration) { [weak self] in
            guard let self, state == .possible, liveTouches.count == numberOfTouchesRequired else { return }
            state = .began
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            let wandered = touches.contains { touch in
                guard let start = starts[ObjectIdentifier(touch)] else { return false }
                return start.distance(to: touch.windowLocation) > allowableMovement
            }
            if wandered { state = .failed }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            touchesMoved(touches, with: event)
            guard state == .possible else { return }
            pressTimer?.cancel()
            if tapsCompleted == numberOfTapsRequired {
                // Lifted before the press was long enough.
                state = .failed
            } else if liveTouches.isEmpty {
                tapsCompleted += 1
                intervalTimer = scheduleTimer(after: EventRouter.multiTapInterval) { [weak self] in
                    if self?.state == .possible { self?.state = .failed }
                }
            }
        case .began, .changed:
            if liveTouches.isEmpty { state = .ended }
        default:
            break
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state == .possible ? .failed : .cancelled
    }

    open override func reset() {
        super.reset()
        tapsCompleted = 0
        starts = [:]
        pressTimer = nil
        intervalTimer = nil
    }
}
