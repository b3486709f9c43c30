import Foundation

/// The smallest part of a compositional layout: a cell's place, sized by `layoutSize`
/// against its group, the cell inset inside it by `contentInsets`, with spacing around it
/// (`edgeSpacing`) and supplementary items anchored to it.
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject, @preconcurrency NSCopying {
    public let layoutSize: NSCollectionLayoutSize
    public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]
    /// Space between the item's place and its cell. Default zero.
    open var contentInsets = NSDirectionalEdgeInsets.zero
    /// Space around the item in its group. Default nil.
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?

    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
        super.init()
    }

    public func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSCollectionLayoutItem(layoutSize: layoutSize, supplementaryItems: supplementaryItems)
        copy.contentInsets = contentInsets
        copy.edgeSpacing = edgeSpacing
        return copy
    }
}
