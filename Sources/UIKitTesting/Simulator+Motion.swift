import Foundation
import UIKit

/// Device motion and remote-control input.
extension Simulator {
    /// A shake at least this long is not a shake: the system cancels it.
    static let longestShake: TimeInterval = 1

    /// Shakes the device for `duration` seconds: `motionBegan(.motionShake, …)` to the key
    /// window's first responder (else the key window), then `motionEnded` — or
    /// `motionCancelled` when the shake lasts a second or more (MO-6).
    public func shake(duration: TimeInterval = 0.5) {
        checkDuration(duration, api: "shake(duration:)")
        sendMotion(.began)
        pause(duration)
        sendMotion(duration < Simulator.longestShake ? .ended : .cancelled)
    }

    /// A movement that starts like a shake and that the system then rejects:
    /// `motionBegan`, then `motionCancelled` 0.3 s later.
    public func nonShakeMotion() {
        sendMotion(.began)
        pause(0.3)
        sendMotion(.cancelled)
    }

    /// A remote-control command (`.remoteControlPlay`, `.remoteControlNextTrack`…) from
    /// headphones or the lock screen: `remoteControlReceived(with:)` at the key window's
    /// first responder, if the app called `beginReceivingRemoteControlEvents()`.
    public func remoteControl(_ subtype: UIEvent.EventSubtype) {
        elapse(Simulator.sampleInterval)
        EventRouter.current.sendRemoteControl(subtype, at: inputTime)
    }

    private func sendMotion(_ stage: MotionEvent.Stage) {
        elapse(Simulator.sampleInterval)
        EventRouter.current.sendMotion(.motionShake, stage: stage, at: inputTime)
    }
}
