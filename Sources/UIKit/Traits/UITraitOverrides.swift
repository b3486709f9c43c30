/// The traits a view, view controller or window sets for itself and its descendants
/// (`traitOverrides`): each one set replaces the inherited value; `remove(_:)` inherits it
/// again. A change updates the traits of the object and of what inherits from it before
/// its next layout.
public protocol UITraitOverrides: UIMutableTraits {
    /// Whether `trait` is overridden.
    func contains(_ trait: UITrait) -> Bool
    /// Stops overriding `trait`.
    mutating func remove(_ trait: UITrait)
}
