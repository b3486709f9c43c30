import Foundation

/// What a reordering changed in one section: its items before and after, as outlines, and
/// the difference between them.
public struct NSDiffableDataSourceSectionTransaction<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable> {
    /// The section.
    public let sectionIdentifier: SectionIdentifierType
    /// The section's items before the change.
    public let initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The section's items after it.
    public let finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The change of the section's items.
    public let difference: CollectionDifference<ItemIdentifierType>
}
