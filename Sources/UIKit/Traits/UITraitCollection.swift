import CoreGraphics
import Foundation

/// The traits of an interface environment — size classes, display scale, idiom, layout
/// direction, appearance, text size and the rest — as one immutable value. A collection
/// *specifies* some traits; a trait it does not specify reads as the trait's default
/// (`.unspecified` for the system's). Screens, windows, views and view controllers each
/// have one (`UITraitEnvironment`), inherited down the hierarchy and changed by
/// `traitOverrides` and `setOverrideTraitCollection(_:forChild:)`.
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// The specified traits.
    let values: TraitValues

    init(values: TraitValues) {
        self.values = values
        super.init()
    }

    /// A collection that specifies no trait.
    public override convenience init() {
        self.init(values: TraitValues())
    }

    /// One collection of the traits of `traitCollections`: where several specify a trait,
    /// the last one's value wins.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        self.init(values: traitCollections.reduce(TraitValues()) { $0.merging($1.values) })
    }

    /// A collection of the traits `mutations` sets (iOS 17).
    public convenience init(mutations: (inout any UIMutableTraits) -> Void) {
        var traits: any UIMutableTraits = MutableTraits(values: TraitValues())
        mutations(&traits)
        self.init(values: (traits as? MutableTraits)?.values ?? TraitValues())
    }

    /// A copy of this collection with the changes `mutations` makes (iOS 17).
    public func modifyingTraits(_ mutations: (inout any UIMutableTraits) -> Void) -> UITraitCollection {
        var traits: any UIMutableTraits = MutableTraits(values: values)
        mutations(&traits)
        return UITraitCollection(values: (traits as? MutableTraits)?.values ?? values)
    }

    /// The value of `trait` in this collection (its default when not specified).
    public subscript<T: UITraitDefinition>(_ trait: T.Type) -> T.Value { values[trait: trait] }

    /// This collection with `other`'s specified traits on top (the same object when
    /// `other` specifies none).
    func applying(_ other: TraitValues) -> UITraitCollection {
        other.isEmpty ? self : UITraitCollection(values: values.merging(other))
    }

    /// Whether every trait `trait` specifies has the same value here.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        let changed = Set(values.changedTraits(comparedTo: trait.values).map { ObjectIdentifier($0) })
        return trait.values.entries.keys.allSatisfy { !changed.contains($0) }
    }

    /// Whether a dynamic colour can resolve differently in `traitCollection` than here:
    /// whether a trait that affects colour appearance differs.
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        let other = traitCollection?.values ?? TraitValues()
        return values.changedTraits(comparedTo: other).contains { $0.affectsColorAppearance }
    }

    /// The traits whose values differ from `other`'s.
    func changedTraits(from other: UITraitCollection) -> [UITrait] {
        other === self ? [] : values.changedTraits(comparedTo: other.values)
    }

    /// The system traits dynamic colours resolve with.
    public static var systemTraitsAffectingColorAppearance: [UITrait] {
        [UITraitUserInterfaceStyle.self, UITraitAccessibilityContrast.self, UITraitUserInterfaceLevel.self,
         UITraitDisplayGamut.self, UITraitActiveAppearance.self]
    }

    /// Collections are equal when every trait has the same value in both.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return changedTraits(from: other).isEmpty
    }

    /// Equal collections have the same number of traits away from their defaults.
    open override var hash: Int { values.nonDefaultCount }

    open override var description: String {
        let traits = values.entries.values.map { "\($0.trait.name) = \($0.value)" }.sorted()
        return "<UITraitCollection; \(traits.joined(separator: "; "))>"
    }
}
