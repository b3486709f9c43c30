import Foundation

/// The trait environments that inherit (views, windows, view controllers): how their
/// collections are kept. Each keeps the collection it last computed — what it inherits
/// with its own overrides on top (the inherited object itself when it overrides nothing) —
/// and recomputes it when something above it changed: it moved, its screen turned, an
/// override changed. A change is announced (`traitCollectionDidChange(_:)`, then the
/// registrations for the traits that changed) and passed down; propagation stops where
/// nothing changed, since everything below derives from it. A node's first collection is
/// no change.
@MainActor
protocol TraitNode: UITraitEnvironment, AnyObject {
    /// The collection last computed (nil until first needed).
    var traitStorage: UITraitCollection? { get set }
    /// The traits the node overrides, once `traitOverrides` was used.
    var traitOverridesStorage: TraitOverrides? { get set }
    /// The node's trait-change registrations, once one was made.
    var traitRegistry: TraitChangeRegistry? { get set }
    /// What the node inherits: its parent environment's collection.
    func inheritedTraitCollection() -> UITraitCollection
    /// The nodes that inherit from this one, for propagation.
    var traitChildren: [any TraitNode] { get }
    /// The node's own reaction to a change, after the announcements (layout).
    func traitsDidChange(_ changed: [UITrait])
}

extension TraitNode {
    /// The node's collection, computed on first use.
    var currentTraitCollection: UITraitCollection {
        if let traitStorage { return traitStorage }
        let made = computedTraitCollection()
        traitStorage = made
        return made
    }

    private func computedTraitCollection() -> UITraitCollection {
        let inherited = inheritedTraitCollection()
        guard let overrides = traitOverridesStorage else { return inherited }
        return inherited.applying(overrides.values)
    }

    /// Recomputes the node's collection from its parent's; announces a change. Returns
    /// whether the nodes below may need recomputing (a change, or a first collection).
    @discardableResult
    func refreshTraits() -> Bool {
        let new = computedTraitCollection()
        guard let old = traitStorage else {
            traitStorage = new
            return true
        }
        guard old !== new else { return false }
        traitStorage = new
        let changed = new.changedTraits(from: old)
        guard !changed.isEmpty else { return false }
        TraitChangeRegistry.notify(self, registry: traitRegistry, from: old, to: new, changed: changed)
        traitsDidChange(changed)
        return true
    }

    /// Recomputes this node's collection and, where it changed, its descendants'.
    func propagateTraits() {
        guard refreshTraits() else { return }
        for child in traitChildren { child.propagateTraits() }
    }

    /// The node's overrides, made on first use with a hook that propagates their changes.
    var ensuredTraitOverrides: TraitOverrides {
        if let traitOverridesStorage { return traitOverridesStorage }
        let made = TraitOverrides { [weak self] in self?.propagateTraits() }
        traitOverridesStorage = made
        return made
    }

    /// `traitOverrides`' setter: takes the values of `overrides`.
    func setTraitOverrides(_ overrides: any UITraitOverrides) {
        ensuredTraitOverrides.replace(with: overrides)
    }

    /// Adds `registration` to the node's registry (made on first use).
    func addTraitRegistration(_ registration: TraitChangeRegistry.Registration) -> any UITraitChangeRegistration {
        let registry = traitRegistry ?? TraitChangeRegistry()
        traitRegistry = registry
        return registry.add(registration)
    }

    /// `overrideUserInterfaceStyle`: the overridden style, or `.unspecified`.
    var overriddenUserInterfaceStyle: UIUserInterfaceStyle {
        get {
            guard let overrides = traitOverridesStorage, overrides.contains(UITraitUserInterfaceStyle.self) else {
                return .unspecified
            }
            return overrides[UITraitUserInterfaceStyle.self]
        }
        set {
            if newValue == .unspecified {
                traitOverridesStorage?.remove(UITraitUserInterfaceStyle.self)
            } else {
                ensuredTraitOverrides[UITraitUserInterfaceStyle.self] = newValue
            }
        }
    }
}
