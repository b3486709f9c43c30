import CoreGraphics
import Foundation

/// What part of a layout an invalidation covers, handed to
/// `UICollectionViewLayout.invalidateLayout(with:)`.
///
/// `invalidateLayout()` sends a context with `invalidateEverything`; a data-source change
/// (`reloadData()`, a new data source) one with `invalidateDataSourceCounts` too; a bounds
/// change the layout's `invalidationContext(forBoundsChange:)`. Layouts that update
/// incrementally subclass it (`UICollectionViewLayout.invalidationContextClass`) and read
/// the invalidated index paths in `invalidateLayout(with:)`.
open class UICollectionViewLayoutInvalidationContext: NSObject {
    var everythingStorage = false
    var dataSourceCountsStorage = false
    var itemIndexPathsStorage: [IndexPath]?
    var supplementaryIndexPathsStorage: [String: [IndexPath]]?
    var decorationIndexPathsStorage: [String: [IndexPath]]?
    var previousMovingStorage: [IndexPath]?
    var targetMovingStorage: [IndexPath]?
    var movementTargetStorage = CGPoint.zero

    /// Creates an empty context.
    public required override init() {
        super.init()
    }

    /// Whether the whole layout is invalid (`invalidateLayout()` or a data-source change).
    open var invalidateEverything: Bool { everythingStorage }

    /// Whether the number of sections or items changed, so the layout must requery them.
    open var invalidateDataSourceCounts: Bool { dataSourceCountsStorage }

    /// How far the collection view moves its content offset when it applies this context.
    /// Default zero.
    open var contentOffsetAdjustment = CGPoint.zero

    /// How much the content size grows or shrinks when this context is applied. Default
    /// zero.
    open var contentSizeAdjustment = CGSize.zero

    /// The items marked invalid with `invalidateItems(at:)`; nil when none.
    open var invalidatedItemIndexPaths: [IndexPath]? { itemIndexPathsStorage }

    /// The supplementary views marked invalid, by kind; nil when none.
    open var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]? { supplementaryIndexPathsStorage }

    /// The decoration views marked invalid, by kind; nil when none.
    open var invalidatedDecorationIndexPaths: [String: [IndexPath]]? { decorationIndexPathsStorage }

    /// The index paths of items being moved interactively, before this movement step.
    open var previousIndexPathsForInteractivelyMovingItems: [IndexPath]? { previousMovingStorage }

    /// The index paths the items being moved interactively move to in this step.
    open var targetIndexPathsForInteractivelyMovingItems: [IndexPath]? { targetMovingStorage }

    /// Where the interactively moving items are, in the collection view's coordinates.
    open var interactiveMovementTarget: CGPoint { movementTargetStorage }

    /// Marks the items at `indexPaths` invalid.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        itemIndexPathsStorage = (itemIndexPathsStorage ?? []) + indexPaths
    }

    /// Marks the supplementary views of `elementKind` at `indexPaths` invalid.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        supplementaryIndexPathsStorage = Self.adding(indexPaths, kind: elementKind, to: supplementaryIndexPathsStorage)
    }

    /// Marks the decoration views of `elementKind` at `indexPaths` invalid.
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        decorationIndexPathsStorage = Self.adding(indexPaths, kind: elementKind, to: decorationIndexPathsStorage)
    }

    private static func adding(_ indexPaths: [IndexPath], kind: String,
                               to table: [String: [IndexPath]]?) -> [String: [IndexPath]] {
        var table = table ?? [:]
        table[kind, default: []] += indexPaths
        return table
    }

    /// Folds `other` (a later invalidation in the same turn) into this one: flags are
    /// or-ed, index paths joined, adjustments added.
    func absorb(_ other: UICollectionViewLayoutInvalidationContext) {
        everythingStorage = everythingStorage || other.everythingStorage
        dataSourceCountsStorage = dataSourceCountsStorage || other.dataSourceCountsStorage
        if let items = other.itemIndexPathsStorage { invalidateItems(at: items) }
        for (kind, paths) in other.supplementaryIndexPathsStorage ?? [:] {
            invalidateSupplementaryElements(ofKind: kind, at: paths)
        }
        for (kind, paths) in other.decorationIndexPathsStorage ?? [:] {
            invalidateDecorationElements(ofKind: kind, at: paths)
        }
        contentOffsetAdjustment.x += other.contentOffsetAdjustment.x
        contentOffsetAdjustment.y += other.contentOffsetAdjustment.y
        contentSizeAdjustment.width += other.contentSizeAdjustment.width
        contentSizeAdjustment.height += other.contentSizeAdjustment.height
    }
}
