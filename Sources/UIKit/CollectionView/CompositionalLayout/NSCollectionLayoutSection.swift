import Foundation

/// A section of a compositional layout: its group repeated along the scroll direction until
/// the section's items are placed, inside `contentInsets` (measured from
/// `contentInsetsReference`), groups `interGroupSpacing` apart, with headers and footers
/// (`boundarySupplementaryItems`) and decorations such as a background.
/// What a section's `visibleItemsInvalidationHandler` is called with: the visible items, the
/// content offset and the layout environment.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    @MainActor ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void

@preconcurrency @MainActor
open class NSCollectionLayoutSection: NSObject, @preconcurrency NSCopying {
    let group: NSCollectionLayoutGroup
    /// Space around the section's groups. Default zero.
    open var contentInsets = NSDirectionalEdgeInsets.zero
    /// Space between one group and the next. Default zero.
    open var interGroupSpacing: CGFloat = 0
    /// What the content insets are measured from. Default `.automatic` (the safe area).
    open var contentInsetsReference = UIContentInsetsReference.automatic
    /// What the boundary supplementary items' insets are measured from. Default `.automatic`.
    open var supplementaryContentInsetsReference = UIContentInsetsReference.automatic
    /// How the section scrolls across the layout's scroll direction. Any value but `.none`
    /// lays the groups out side by side across it, in a row the user scrolls on its own
    /// (`UICollectionView+OrthogonalScrolling`). Default `.none`.
    open var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
    /// How an orthogonal section's row decelerates and bounces (iOS 17); set its properties.
    public let orthogonalScrollingProperties = UICollectionLayoutSectionOrthogonalScrollingProperties()
    /// Called before each layout pass with the section's visible items, the content offset
    /// (an orthogonal section's own offset across the scroll direction) and the environment;
    /// what it sets on the items (transform, alpha, z-index, centre, hidden) is what shows.
    open var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
    /// The section's headers and footers.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Whether headers and footers keep within the content insets across the scroll
    /// direction. Default true.
    open var supplementariesFollowContentInsets = true
    /// The section's decorations (a background).
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// The list configuration the section was made from (`list(using:layoutEnvironment:)`).
    var listConfiguration: UICollectionLayoutListConfiguration?
    /// Space before the section's headers (a list's `headerTopPadding`).
    var headerTopPadding: CGFloat = 0

    /// A section of `group`, repeated.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        super.init()
    }

    public func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSCollectionLayoutSection(group: group)
        copy.contentInsets = contentInsets
        copy.interGroupSpacing = interGroupSpacing
        copy.contentInsetsReference = contentInsetsReference
        copy.supplementaryContentInsetsReference = supplementaryContentInsetsReference
        copy.orthogonalScrollingBehavior = orthogonalScrollingBehavior
        copy.boundarySupplementaryItems = boundarySupplementaryItems
        copy.supplementariesFollowContentInsets = supplementariesFollowContentInsets
        copy.decorationItems = decorationItems
        copy.listConfiguration = listConfiguration
        copy.headerTopPadding = headerTopPadding
        copy.visibleItemsInvalidationHandler = visibleItemsInvalidationHandler
        copy.orthogonalScrollingProperties.decelerationRate = orthogonalScrollingProperties.decelerationRate
        copy.orthogonalScrollingProperties.bounce = orthogonalScrollingProperties.bounce
        return copy
    }
}
