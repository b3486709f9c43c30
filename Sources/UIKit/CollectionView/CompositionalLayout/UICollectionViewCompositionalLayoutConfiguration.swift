import Foundation

/// Layout-wide settings of a compositional layout: the scroll direction, the space between
/// sections and what content insets are measured from.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject, @preconcurrency NSCopying {
    /// Default vertical.
    open var scrollDirection = UICollectionView.ScrollDirection.vertical
    /// Space between one section and the next. Default zero.
    open var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole layout (not laid out yet: docs/DIFFERENCES.md).
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// What sections' `.automatic` content insets are measured from. Default `.automatic`.
    open var contentInsetsReference = UIContentInsetsReference.automatic

    public override init() {
        super.init()
    }

    public func copy(with zone: NSZone? = nil) -> Any {
        let copy = UICollectionViewCompositionalLayoutConfiguration()
        copy.scrollDirection = scrollDirection
        copy.interSectionSpacing = interSectionSpacing
        copy.boundarySupplementaryItems = boundarySupplementaryItems
        copy.contentInsetsReference = contentInsetsReference
        return copy
    }
}
