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
}
