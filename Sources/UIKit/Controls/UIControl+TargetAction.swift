import Foundation

/// The dispatch table: registering and removing target–action pairs and `UIAction`s, and
/// sending events to them.
extension UIControl {
    func registerTarget(_ target: Any?, action: Selector, for events: Event) {
        guard !events.isEmpty else { return }
        dropOrphanedHandlers()
        let existing = eventHandlers.first { entry in
            guard case .targetAction(let other, let selector) = entry.handler else { return false }
            return selector == action && other.matches(target)
        }
        if let existing {
            existing.events.formUnion(events)
        } else {
            eventHandlers.append(ControlEventHandler(.targetAction(.init(target), action), events: events))
        }
    }

    func unregisterTargets(_ target: Any?, action: Selector?, for events: Event) {
        for entry in eventHandlers {
            switch entry.handler {
            case .targetAction(let reference, let selector):
                if let target, !reference.matches(target) { continue }
                if let action, selector != action { continue }
            case .action:
                // A UIAction has neither target nor selector: only "every target, every
                // action" reaches it.
                if target != nil || action != nil { continue }
            }
            entry.events.subtract(events)
        }
        eventHandlers.removeAll { $0.events.isEmpty || $0.isOrphaned }
    }

    func actionNames(forTarget target: Any?, event: Event) -> [String]? {
        let names = eventHandlers.compactMap { entry -> String? in
            guard case .targetAction(let reference, let selector) = entry.handler,
                  reference.matches(target), !entry.events.isDisjoint(with: event) else { return nil }
            return selector.description
        }
        return names.isEmpty ? nil : names
    }

    var registeredTargets: Set<AnyHashable> {
        Set(eventHandlers.compactMap { entry in
            guard case .targetAction(let reference, _) = entry.handler else { return nil }
            return reference.hashable
        })
    }

    var registeredEvents: Event {
        eventHandlers.reduce(into: Event()) { events, entry in
            if !entry.isOrphaned { events.formUnion(entry.events) }
        }
    }

    func registerAction(_ action: UIAction, for events: Event) {
        guard !events.isEmpty else { return }
        if let existing = eventHandlers.first(where: { $0.actionIdentifier == action.identifier }) {
            existing.handler = .action(action)
            existing.events.formUnion(events)
        } else {
            eventHandlers.append(ControlEventHandler(.action(action), events: events))
        }
    }

    func unregisterAction(identifiedBy identifier: UIAction.Identifier, for events: Event) {
        for entry in eventHandlers where entry.actionIdentifier == identifier {
            entry.events.subtract(events)
        }
        eventHandlers.removeAll { $0.events.isEmpty }
    }

    /// Calls each handler registered for any of `events` once, in the order added. The
    /// table is read before the first call, so a handler that adds or removes handlers
    /// changes the next dispatch, not this one.
    func dispatch(_ events: Event, with event: UIEvent?) {
        let due = eventHandlers.filter { !$0.events.isDisjoint(with: events) }
        for entry in due {
            switch entry.handler {
            case .action(let action):
                sendAction(action)
            case .targetAction(let reference, let selector):
                switch reference.resolved {
                case .responderChain?: sendAction(selector, to: nil, for: event)
                case .object(let target)?: sendAction(selector, to: target, for: event)
                case nil: break
                }
            }
        }
    }

    /// Sends a user's value change: `.valueChanged`, then `.primaryActionTriggered` (the
    /// primary action of switches, sliders, steppers, segmented controls and date pickers).
    func sendValueChangedActions(with event: UIEvent?) {
        dispatch(.valueChanged, with: event)
        dispatch(.primaryActionTriggered, with: event)
    }

    /// Calls `iterator` once per event of each handler: the `UIAction`, or the target and
    /// action, with the event; setting the last argument to true stops.
    public func enumerateEventHandlers(_ iterator: (_ actionHandler: UIAction?, _ targetAction: (Any?, Selector)?,
                                                    _ controlEvent: Event, _ stop: inout Bool) -> Void) {
        var stop = false
        for entry in eventHandlers where !entry.isOrphaned {
            for single in entry.events.singleEvents {
                switch entry.handler {
                case .action(let action):
                    iterator(action, nil, single, &stop)
                case .targetAction(let reference, let selector):
                    let target: Any? = switch reference.resolved {
                    case .object(let object)?: object
                    default: nil
                    }
                    iterator(nil, (target, selector), single, &stop)
                }
                if stop { return }
            }
        }
    }

    private func dropOrphanedHandlers() {
        eventHandlers.removeAll { $0.isOrphaned }
    }
}
