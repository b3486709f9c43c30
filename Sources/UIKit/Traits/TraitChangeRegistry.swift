import Foundation

/// The trait-change registrations of one view or view controller, and what a change tells:
/// `traitCollectionDidChange(_:)` then the handlers of the registrations whose traits
/// changed, in the order they were registered, with the new collection current.
@MainActor
final class TraitChangeRegistry {
    /// One registration.
    final class Registration: NSObject, UITraitChangeRegistration {
        let traits: Set<ObjectIdentifier>
        let call: @MainActor (AnyObject, UITraitCollection) -> Void

        init(traits: [UITrait], call: @escaping @MainActor (AnyObject, UITraitCollection) -> Void) {
            self.traits = Set(traits.map { ObjectIdentifier($0) })
            self.call = call
        }
    }

    private(set) var registrations: [Registration] = []

    func add(_ registration: Registration) -> Registration {
        registrations.append(registration)
        return registration
    }

    func remove(_ registration: any UITraitChangeRegistration) {
        registrations.removeAll { $0 === registration }
    }

    /// A registration calling `handler` with `owner` cast to the type it asks for.
    static func handlerRegistration<Environment: UITraitEnvironment>(
        for owner: AnyObject, traits: [UITrait], handler: @escaping (Environment, UITraitCollection) -> Void
    ) -> Registration {
        precondition(owner is Environment, "registerForTraitChanges(_:handler:): the handler takes a \(Environment.self), "
            + "but \(type(of: owner)) was registered; declare the handler's first parameter as Self or the object's type")
        return Registration(traits: traits) { object, previous in
            if let environment = object as? Environment { handler(environment, previous) }
        }
    }

    /// A registration calling `action` on `target` (held weakly) with the object and the
    /// previous traits.
    static func actionRegistration(traits: [UITrait], target: AnyObject, action: Selector) -> Registration {
        Registration(traits: traits) { [weak target] object, previous in
            guard let target else { return }
            action.perform(on: target, arguments: [object, previous])
        }
    }

    /// Tells `owner` its traits went from `previous` to `current`: the deprecated callback,
    /// then each registration one of whose traits is among the changed ones.
    static func notify(_ owner: some UITraitEnvironment, registry: TraitChangeRegistry?,
                       from previous: UITraitCollection, to current: UITraitCollection, changed: [UITrait]) {
        UITraitCollection.withCurrent(current) {
            owner.traitCollectionDidChange(previous)
            guard let registry, !registry.registrations.isEmpty else { return }
            let changedIDs = Set(changed.map { ObjectIdentifier($0) })
            for registration in registry.registrations where !registration.traits.isDisjoint(with: changedIDs) {
                registration.call(owner, previous)
            }
        }
    }
}
