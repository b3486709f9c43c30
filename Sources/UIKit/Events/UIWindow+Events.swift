import Foundation

extension UIWindow {
    /// What `sendEvent(_:)` does.
    func deliver(_ event: UIEvent) {
        switch event.type {
        case .touches:
            deliverTouches(of: event)
        case .presses:
            if let event = event as? UIPressesEvent { deliverPresses(of: event) }
        case .motion:
            guard let event = event as? MotionEvent else { return }
            let responder = firstResponder ?? self
            switch event.stage {
            case .began: responder.motionBegan(event.subtype, with: event)
            case .ended: responder.motionEnded(event.subtype, with: event)
            case .cancelled: responder.motionCancelled(event.subtype, with: event)
            }
        case .remoteControl:
            (firstResponder ?? self).remoteControlReceived(with: event)
        case .scroll, .hover, .transform:
            break
        }
    }

    /// Each view with touches of this window that changed gets them, phase by phase, views in
    /// the order their first touch began.
    private func deliverTouches(of event: UIEvent) {
        let changed = event.touchList.filter { $0.windowStorage === self && $0.phaseStorage != .stationary }
        for (view, touches) in grouped(changed, by: \.viewStorage) {
            let began = Set(touches.filter { $0.phaseStorage == .began })
            let moved = Set(touches.filter { $0.phaseStorage == .moved })
            let ended = Set(touches.filter { $0.phaseStorage == .ended })
            let cancelled = Set(touches.filter { $0.phaseStorage == .cancelled })
            if !began.isEmpty { view.touchesBegan(began, with: event) }
            if !moved.isEmpty { view.touchesMoved(moved, with: event) }
            if !ended.isEmpty { view.touchesEnded(ended, with: event) }
            if !cancelled.isEmpty { view.touchesCancelled(cancelled, with: event) }
        }
    }

    /// Each responder with presses of this window that changed gets them, phase by phase.
    private func deliverPresses(of event: UIPressesEvent) {
        let changed = event.pressList.filter { $0.windowStorage === self && $0.phaseStorage != .stationary }
        for (responder, presses) in grouped(changed, by: \.responderStorage) {
            let began = Set(presses.filter { $0.phaseStorage == .began })
            let updated = Set(presses.filter { $0.phaseStorage == .changed })
            let ended = Set(presses.filter { $0.phaseStorage == .ended })
            let cancelled = Set(presses.filter { $0.phaseStorage == .cancelled })
            if !began.isEmpty { responder.pressesBegan(began, with: event) }
            if !updated.isEmpty { responder.pressesChanged(updated, with: event) }
            if !ended.isEmpty { responder.pressesEnded(ended, with: event) }
            if !cancelled.isEmpty { responder.pressesCancelled(cancelled, with: event) }
        }
    }

    /// `items` grouped by their (non-nil) owner, owners in order of first appearance.
    private func grouped<Item, Owner: AnyObject>(_ items: [Item], by owner: (Item) -> Owner?) -> [(Owner, [Item])] {
        var groups: [(Owner, [Item])] = []
        for item in items {
            guard let key = owner(item) else { continue }
            if let index = groups.firstIndex(where: { $0.0 === key }) {
                groups[index].1.append(item)
            } else {
                groups.append((key, [item]))
            }
        }
        return groups
    }
}
