import Foundation

/// What a section's `visibleItemsInvalidationHandler` made of its visible items: their
/// attributes as the handler left them, and the collection view's bounds and the section's
/// row offset it was called for (another scroll calls it again).
@MainActor
struct CompositionalHandledItems {
    let bounds: CGRect
    let offset: CGPoint
    let attributes: [CollectionElementKey: UICollectionViewLayoutAttributes]
}
