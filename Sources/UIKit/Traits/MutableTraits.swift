/// The mutable traits `UITraitCollection(mutations:)` and `modifyingTraits(_:)` hand their
/// closure: a value, turned into a new collection afterwards.
struct MutableTraits: UIMutableTraits {
    var values: TraitValues

    subscript<T: UITraitDefinition>(_ trait: T.Type) -> T.Value {
        get { values[trait: trait] }
        set { values[trait: trait] = newValue }
    }
}
