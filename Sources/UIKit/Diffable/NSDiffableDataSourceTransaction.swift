import Foundation

/// What a reordering by the user changed in a diffable data source: the snapshot before and
/// after, the difference between their items, and the same per section touched.
public struct NSDiffableDataSourceTransaction<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable> {
    /// The data source's snapshot before the change.
    public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The snapshot after it.
    public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The change of the whole list of items.
    public let difference: CollectionDifference<ItemIdentifierType>
    /// The change in each section it touched.
    public let sectionTransactions: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]
}
