import Foundation

extension EventRouter {
    /// A key went down. The press goes to the key window's first responder (else the key
    /// window) and stays with it until the key goes up. A key already down, or a key with
    /// no key window to go to, is dropped.
    package func sendKeyDown(_ key: UIKey, at timestamp: TimeInterval) {
        guard !keysDown.contains(where: { $0.code == key.keyCode }),
              let window = WindowServer.current.keyWindow else { return }
        let press = UIPress()
        press.keyStorage = key
        press.windowStorage = window
        press.responderStorage = window.firstResponder ?? window
        press.timestampStorage = timestamp
        keysDown.append((key.keyCode, press))
        dispatchPresses(changed: press, at: timestamp)
    }

    /// A key went up; dropped if it is not down.
    package func sendKeyUp(_ code: UIKeyboardHIDUsage, at timestamp: TimeInterval) {
        guard let press = keysDown.first(where: { $0.code == code })?.press else { return }
        press.phaseStorage = .ended
        press.timestampStorage = timestamp
        dispatchPresses(changed: press, at: timestamp)
        keysDown.removeAll { $0.press === press }
    }

    /// One presses event in which `changed` changed and the other keys held are stationary.
    private func dispatchPresses(changed: UIPress, at timestamp: TimeInterval) {
        for (_, press) in keysDown where press !== changed {
            press.phaseStorage = .stationary
        }
        let event = UIPressesEvent(timestamp: timestamp)
        event.pressList = keysDown.map(\.press)
        UIApplication.shared.sendEvent(event)
    }

    /// A device motion began, ended or was cancelled.
    package func sendMotion(_ subtype: UIEvent.EventSubtype, stage: MotionEvent.Stage, at timestamp: TimeInterval) {
        UIApplication.shared.sendEvent(MotionEvent(subtype, stage: stage, timestamp: timestamp))
    }

    /// A remote-control command (play, pause, next track…): delivered only while the app
    /// receives remote-control events (`beginReceivingRemoteControlEvents()`), and only
    /// for the remote-control subtypes.
    package func sendRemoteControl(_ subtype: UIEvent.EventSubtype, at timestamp: TimeInterval) {
        guard receivesRemoteControlEvents, subtype.rawValue >= UIEvent.EventSubtype.remoteControlPlay.rawValue else {
            return
        }
        UIApplication.shared.sendEvent(UIEvent(type: .remoteControl, subtype: subtype, timestamp: timestamp))
    }
}
