import Foundation

// Outlines in a list: the data source tells each list cell its item's level and expansion
// (from the section snapshot applied to its section), and expands or collapses an item when
// its outline disclosure is tapped, as the section snapshot handlers allow.
extension UICollectionViewDiffableDataSource: OutlineDataSource {
    /// What the data source does when the user expands or collapses an item of a section
    /// snapshot: each may be nil (UIKit's declaration is generic over the item type again;
    /// this one uses the data source's).
    public struct SectionSnapshotHandlers {
        /// Whether the user may expand the item; nil: yes.
        public var shouldExpandItem: ((ItemIdentifierType) -> Bool)?
        /// The item is about to expand.
        public var willExpandItem: ((ItemIdentifierType) -> Void)?
        /// Whether the user may collapse the item; nil: yes.
        public var shouldCollapseItem: ((ItemIdentifierType) -> Bool)?
        /// The item is about to collapse.
        public var willCollapseItem: ((ItemIdentifierType) -> Void)?
        /// The children to show under the item as it expands (a lazily filled outline),
        /// given its current children as a section snapshot; nil: the children it has.
        public var snapshotForExpandingParentItem: ((ItemIdentifierType, NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>)
            -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>)?

        public init() {}
    }

    func outlineState(at indexPath: IndexPath) -> (level: Int, isExpanded: Bool)? {
        guard let section = sectionIdentifier(for: indexPath.section), let outline = outlineSnapshot(of: section),
              let item = itemIdentifier(for: indexPath), outline.contains(item) else { return nil }
        return (outline.level(of: item), outline.isExpanded(item))
    }

    func toggleOutlineItem(at indexPath: IndexPath) {
        guard let section = sectionIdentifier(for: indexPath.section), let item = itemIdentifier(for: indexPath) else { return }
        var outline = snapshot(for: section)
        guard outline.contains(item) else { return }
        let handlers = sectionSnapshotHandlers
        if outline.isExpanded(item) {
            guard handlers.shouldCollapseItem?(item) ?? true else { return }
            handlers.willCollapseItem?(item)
            outline.collapse([item])
        } else {
            guard handlers.shouldExpandItem?(item) ?? true else { return }
            handlers.willExpandItem?(item)
            if let provide = handlers.snapshotForExpandingParentItem {
                outline.replace(childrenOf: item, using: provide(item, outline.snapshot(of: item)))
            }
            outline.expand([item])
        }
        apply(outline, to: section, animatingDifferences: true)
        if let cell = collectionViewForOutlines?.cellForItem(at: indexPath) as? UICollectionViewListCell {
            cell.applyOutlineState(from: self, at: indexPath)
        }
    }
}
