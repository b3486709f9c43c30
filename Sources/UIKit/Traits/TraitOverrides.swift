/// The `traitOverrides` of a view, view controller or window: the traits it sets, and a
/// call to its owner at each change (the owner updates its traits and its descendants').
/// Main-actor only in use (owners are main-actor objects); unchecked for the protocol.
final class TraitOverrides: UITraitOverrides, @unchecked Sendable {
    private(set) var values = TraitValues()
    private let changed: @MainActor () -> Void

    init(changed: @escaping @MainActor () -> Void) {
        self.changed = changed
    }

    subscript<T: UITraitDefinition>(_ trait: T.Type) -> T.Value {
        get { values[trait: trait] }
        set {
            values[trait: trait] = newValue
            notifyOwner()
        }
    }

    func contains(_ trait: UITrait) -> Bool { values.contains(trait) }

    func remove(_ trait: UITrait) {
        guard values.contains(trait) else { return }
        values.remove(trait)
        notifyOwner()
    }

    /// Takes the traits of `other` (what assigning another `traitOverrides` does).
    func replace(with other: any UITraitOverrides) {
        guard other as AnyObject !== self else { return }
        values = (other as? TraitOverrides)?.values ?? TraitValues()
        notifyOwner()
    }

    private func notifyOwner() {
        MainActor.assumeIsolated { changed() }
    }
}
