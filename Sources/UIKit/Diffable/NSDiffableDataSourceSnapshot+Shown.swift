import Foundation

/// What the diffable data sources (collection and table) answer from the snapshot they
/// show, in one place.
extension NSDiffableDataSourceSnapshot {
    /// The snapshot as shown after an apply: without the reload and reconfigure marks,
    /// which the apply consumes.
    var withoutMarks: Self {
        var plain = self
        plain.reloadedItems = []
        plain.reconfiguredItems = []
        plain.reloadedSections = []
        return plain
    }

    /// The item at `indexPath`, or nil when there is none.
    func item(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, sectionItems.indices.contains(indexPath.section),
              sectionItems[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return sectionItems[indexPath.section][indexPath.item]
    }

    /// The section at `index`, or nil.
    func section(at index: Int) -> SectionIdentifierType? {
        sections.indices.contains(index) ? sections[index] : nil
    }

    /// The number of items in the section at `index` (0 for none).
    func itemCount(inSection index: Int) -> Int {
        sectionItems.indices.contains(index) ? sectionItems[index].count : 0
    }

    /// The snapshot with the item at `source` moved to `destination` (an index path in the
    /// snapshot without it), as a user's drag moves it; unchanged when `source` holds no item.
    func movingItem(at source: IndexPath, to destination: IndexPath) -> Self {
        guard let item = item(at: source), sections.indices.contains(destination.section) else { return self }
        var moved = self
        moved.deleteItems([item])
        let remaining = moved.sectionItems[destination.section]
        if destination.item < remaining.count {
            moved.insertItems([item], beforeItem: remaining[destination.item])
        } else {
            moved.appendItems([item], toSection: moved.sections[destination.section])
        }
        return moved
    }
}
