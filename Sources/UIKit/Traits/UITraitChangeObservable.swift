import Foundation

/// What can be asked to report changes of chosen traits (iOS 17): views and view
/// controllers. Handlers are called once per change of any of the traits registered, after
/// `traitCollectionDidChange(_:)`, with the object and its previous collection; a
/// collection's first traits are no change.
@preconcurrency @MainActor
public protocol UITraitChangeObservable {
    /// Calls `handler` with the object and its previous traits when any of `traits` changes.
    @discardableResult
    func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (TraitEnvironment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration
    /// Calls `action` on `target` when any of `traits` changes; the action may take the
    /// object and the previous traits as arguments, or fewer.
    @discardableResult
    func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration
    /// Calls `action` on the object itself when any of `traits` changes.
    @discardableResult
    func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration
    /// Stops the calls of `registration`.
    func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)
}
