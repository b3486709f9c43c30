import Foundation

extension UIApplication {
    /// What `sendEvent(_:)` does: touches go to the windows of the touches that changed,
    /// presses to the windows they went down in, motion and remote-control events to the
    /// key window.
    func dispatch(_ event: UIEvent) {
        switch event.type {
        case .touches:
            let changed = event.touchList.filter { $0.phaseStorage != .stationary }
            for window in distinctWindows(changed.compactMap(\.windowStorage)) { window.sendEvent(event) }
        case .presses:
            let presses = (event as? UIPressesEvent)?.pressList ?? []
            let changed = presses.filter { $0.phaseStorage != .stationary }
            for window in distinctWindows(changed.compactMap(\.windowStorage)) { window.sendEvent(event) }
        case .motion, .remoteControl:
            WindowServer.current.keyWindow?.sendEvent(event)
        case .scroll, .hover, .transform:
            break
        }
    }

    private func distinctWindows(_ windows: [UIWindow]) -> [UIWindow] {
        var seen: [UIWindow] = []
        for window in windows where !seen.contains(where: { $0 === window }) { seen.append(window) }
        return seen
    }

    /// The application's next responder: the delegate if it is a responder that is not a
    /// view, a view controller or an application (UIKit's rule).
    var delegateResponder: UIResponder? {
        guard let responder = delegate as? UIResponder,
              !(responder is UIView), !(responder is UIViewController), !(responder is UIApplication) else { return nil }
        return responder
    }

    /// Starts delivering remote-control events (play, pause, next track…) to the first
    /// responder.
    public func beginReceivingRemoteControlEvents() {
        EventRouter.current.receivesRemoteControlEvents = true
    }

    /// Stops delivering remote-control events.
    public func endReceivingRemoteControlEvents() {
        EventRouter.current.receivesRemoteControlEvents = false
    }
}
