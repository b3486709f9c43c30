/// The traits a collection specifies, by trait type: what `UITraitCollection`, mutable
/// traits and trait overrides hold. A trait absent here reads as its `defaultValue`.
struct TraitValues {
    /// One specified trait.
    struct Entry {
        let trait: UITrait
        let value: Any
    }

    private(set) var entries: [ObjectIdentifier: Entry] = [:]

    var isEmpty: Bool { entries.isEmpty }

    subscript<T: UITraitDefinition>(trait trait: T.Type) -> T.Value {
        get { entries[ObjectIdentifier(trait)]?.value as? T.Value ?? T.defaultValue }
        set { entries[ObjectIdentifier(trait)] = Entry(trait: trait, value: newValue) }
    }

    /// How many traits have a value other than their default (what equality sees).
    var nonDefaultCount: Int { entries.values.filter { !Self.sameValue($0, nil) }.count }

    func contains(_ trait: UITrait) -> Bool { entries[ObjectIdentifier(trait)] != nil }

    mutating func remove(_ trait: UITrait) { entries[ObjectIdentifier(trait)] = nil }

    /// These values with `other`'s specified ones on top.
    func merging(_ other: TraitValues) -> TraitValues {
        guard !other.isEmpty else { return self }
        var merged = self
        merged.entries.merge(other.entries) { _, new in new }
        return merged
    }

    /// The traits whose values differ between the two (a trait specified in one only
    /// differs unless the other's value is its default).
    func changedTraits(comparedTo other: TraitValues) -> [UITrait] {
        var changed: [UITrait] = []
        for (key, entry) in entries where !Self.sameValue(entry, other.entries[key]) { changed.append(entry.trait) }
        for (key, entry) in other.entries where entries[key] == nil && !Self.sameValue(entry, nil) {
            changed.append(entry.trait)
        }
        return changed
    }

    /// Whether `entry`'s value equals `other`'s (or the trait's default when `other` is
    /// nil). Values that are not `Equatable` are equal only when both are absent.
    private static func sameValue(_ entry: Entry, _ other: Entry?) -> Bool {
        let otherValue = other?.value ?? defaultValue(of: entry.trait)
        guard let equatable = entry.value as? any Equatable else { return false }
        return isEqual(equatable, otherValue)
    }

    private static func defaultValue<T: UITraitDefinition>(of trait: T.Type) -> Any { trait.defaultValue }

    private static func isEqual<V: Equatable>(_ value: V, _ other: Any) -> Bool {
        (other as? V) == value
    }
}
