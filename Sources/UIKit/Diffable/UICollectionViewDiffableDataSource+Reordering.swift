import Foundation

// Reordering by the user (interactive movement): allowed item by item by the handlers, the
// move taken into the data source's snapshot between `willReorder` and `didReorder`.
extension UICollectionViewDiffableDataSource {
    /// What the app says about reordering: whether an item can move (none can while
    /// `canReorderItem` is nil, the default), and what to do before and after a move.
    public struct ReorderingHandlers {
        /// Whether the user may move the item. Nil: no item moves.
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        /// Runs before the data source takes in a move.
        public var willReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        /// Runs after the data source took in a move (its snapshot is the transaction's final one).
        public var didReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?

        public init() {}
    }

    /// The transaction of moving the item at `source` to `destination` in `snapshot`.
    func reorderingTransaction(moving source: IndexPath, to destination: IndexPath, in snapshot: Snapshot)
        -> NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType> {
        let final = snapshot.movingItem(at: source, to: destination)
        let target = final.sections[destination.section]
        var touched = [snapshot.sections[source.section]]
        if target != touched[0] { touched.append(target) }
        let sections = touched.map { section in
            let before = snapshot.itemIdentifiers(inSection: section), after = final.itemIdentifiers(inSection: section)
            var initial = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>(), changed = initial
            initial.append(before)
            changed.append(after)
            return NSDiffableDataSourceSectionTransaction(sectionIdentifier: section, initialSnapshot: initial,
                                                          finalSnapshot: changed, difference: after.difference(from: before))
        }
        return NSDiffableDataSourceTransaction(initialSnapshot: snapshot, finalSnapshot: final,
                                               difference: final.itemIdentifiers.difference(from: snapshot.itemIdentifiers),
                                               sectionTransactions: sections)
    }
}
