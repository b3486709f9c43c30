import Foundation

/// Pressing a half: a step at once, then, while held, automatic steps that come faster the
/// longer the hold lasts.
extension UIStepper {
    /// The wait before the `count`-th automatic step (0: the first). Apple publishes no
    /// figures; these imitate what iOS shows: a half-second pause, then 5 steps a second,
    /// 10 a second after a second of repeating, 20 a second after another second.
    static func repeatDelay(before count: Int) -> TimeInterval {
        switch count {
        case 0: 0.5
        case 1...5: 0.2
        case 6...15: 0.1
        default: 0.05
        }
    }

    /// A finger on a half that can step presses it and steps once; a half that cannot step
    /// (at its limit) is not tracked.
    func beginHalfTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let half: StepperHalf = touch.location(in: self).x < bounds.midX ? .decrement : .increment
        guard canStep(half) else { return false }
        pressedHalf = half
        valueAtTouchDown = valueStorage
        step(half, with: event)
        if autorepeat { scheduleRepeat(first: true) }
        return true
    }

    /// Automatic steps run while the finger stays inside (UIKit's tracking bounds); they
    /// stop when it leaves and start over, after the first pause, when it comes back.
    func continueHalfTracking() -> Bool {
        if !isTouchInside {
            stopRepeating()
        } else if autorepeat, repeatTimer == nil {
            scheduleRepeat(first: true)
        }
        updateLook()
        return true
    }

    /// The lift (or a cancellation): repeating stops, and a non-continuous stepper sends its
    /// change now, once, if the value changed.
    func finishHalfTracking(with event: UIEvent?) {
        stopRepeating()
        pressedHalf = nil
        updateLook()
        if !isContinuous, valueStorage != valueAtTouchDown { sendValueChangedActions(with: event) }
    }

    /// Schedules the next automatic step on the host clock.
    private func scheduleRepeat(first: Bool) {
        if first { repeatCount = 0 }
        repeatTimer = GestureEnvironment.current.clock.schedule(after: UIStepper.repeatDelay(before: repeatCount)) {
            [weak self] in self?.repeatStep()
        }
    }

    /// An automatic step; repeating ends at a limit the stepper cannot pass.
    private func repeatStep() {
        repeatTimer = nil
        guard let half = pressedHalf, isTouchInside, canStep(half) else { return }
        repeatCount += 1
        step(half, with: nil)
        if canStep(half) { scheduleRepeat(first: false) }
    }

    private func stopRepeating() {
        repeatTimer?.cancel()
        repeatTimer = nil
    }
}
