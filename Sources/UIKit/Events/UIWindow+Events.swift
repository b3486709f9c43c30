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

    /// The touches of this window that changed go first to the gesture recognizers of their
    /// views and the views' ancestors, then, as far as recognizers let them, to the views.
    private func deliverTouches(of event: UIEvent) {
        let changed = event.touchList.filter { $0.windowStorage === self && $0.phaseStorage != .stationary }
        deliverToViews(EventRouter.current.gestures.route(changed, of: event, in: self), with: event)
    }

    /// Each view gets its touches, phase by phase, views in the order their first touch
    /// began.
    func deliverToViews(_ deliveries: [ViewDelivery], with event: UIEvent) {
        deliver(deliveries, owner: \.touch.viewStorage, phase: \.phase, [
            (.began, { $0.touchesBegan(Set($1.map(\.touch)), with: event) }),
            (.moved, { $0.touchesMoved(Set($1.map(\.touch)), with: event) }),
            (.ended, { $0.touchesEnded(Set($1.map(\.touch)), with: event) }),
            (.cancelled, { $0.touchesCancelled(Set($1.map(\.touch)), with: event) }),
        ])
    }

    /// Each responder with presses of this window that changed gets them, phase by phase.
    private func deliverPresses(of event: UIPressesEvent) {
        let changed = event.pressList.filter { $0.windowStorage === self && $0.phaseStorage != .stationary }
        deliver(changed, owner: \.responderStorage, phase: \.phaseStorage, [
            (.began, { $0.pressesBegan(Set($1), with: event) }),
            (.changed, { $0.pressesChanged(Set($1), with: event) }),
            (.ended, { $0.pressesEnded(Set($1), with: event) }),
            (.cancelled, { $0.pressesCancelled(Set($1), with: event) }),
        ])
    }

    /// Hands `items` to their owners: for each owner (in order of first appearance), for each
    /// phase in `methods`' order, the owner's items in that phase through that phase's method.
    private func deliver<Item, Owner: UIResponder, Phase: Equatable>(
        _ items: [Item], owner: (Item) -> Owner?, phase: (Item) -> Phase,
        _ methods: [(Phase, (Owner, [Item]) -> Void)]
    ) {
        for (recipient, owned) in grouped(items, by: owner) {
            for (methodPhase, method) in methods {
                let inPhase = owned.filter { phase($0) == methodPhase }
                if !inPhase.isEmpty { method(recipient, inPhase) }
            }
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
