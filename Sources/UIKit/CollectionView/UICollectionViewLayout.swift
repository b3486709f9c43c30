import CoreGraphics
import Foundation

/// The abstract layout of a collection view: where each cell, supplementary view and
/// decoration view goes. Subclass it (or use the flow layout) and override what UIKit's
/// subclassing guide names.
///
/// A layout pass calls, in this order, `prepare()`, `collectionViewContentSize` and
/// `layoutAttributesForElements(in:)` for the visible rect. `prepare()` runs again only
/// after the layout was invalidated: by `invalidateLayout()` / `invalidateLayout(with:)`
/// (coalesced until the collection view's next layout), by a data-source change, or by a
/// bounds change for which `shouldInvalidateLayout(forBoundsChange:)` answers true.
/// Scrolling otherwise only asks for the elements in the newly visible rect.
///
/// Overridable members are declared in this body; helpers live in
/// `UICollectionViewLayout+Support.swift`.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    weak var collectionViewStorage: UICollectionView?
    /// The decoration view classes registered by kind.
    var decorationClasses: [String: UICollectionReusableView.Type] = [:]

    /// Creates a layout; it does nothing until it is a collection view's layout.
    public override init() {
        super.init()
    }

    /// Creates a layout from an archive: here, a new layout (there are no nib files).
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// The collection view this is the layout of.
    open var collectionView: UICollectionView? { collectionViewStorage }

    // MARK: Providing layout attributes

    /// The class of the attributes the layout makes. Default
    /// `UICollectionViewLayoutAttributes`.
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// The class of the invalidation contexts the layout makes. Default
    /// `UICollectionViewLayoutInvalidationContext`.
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    /// Computes the layout up front: called first in a layout pass after an invalidation.
    /// Overrides call super.
    open func prepare() {}

    /// The size of all the content. Default zero.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element that intersects `rect` (any rect; not necessarily
    /// the visible one). Default nil.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the item at `indexPath`. Default nil.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`. Default nil.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                   at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the decoration view of `elementKind` at `indexPath`. Default nil.
    open func layoutAttributesForDecorationView(ofKind elementKind: String,
                                                at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where scrolling that would stop at `proposedContentOffset` stops instead, asked
    /// when a drag ends with `velocity` (in points per millisecond, as UIKit passes it;
    /// its documentation says per second). Default: the proposed offset.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                  withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// The content offset to use after a layout change or an update. Default: the proposed
    /// offset.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    // MARK: Invalidating the layout

    /// Marks the whole layout invalid: `invalidateLayout(with:)` with a context whose
    /// `invalidateEverything` is true. The collection view prepares the layout again at
    /// its next layout pass (calls in between are coalesced).
    open func invalidateLayout() {
        let context = makeInvalidationContext()
        context.everythingStorage = true
        invalidateLayout(with: context)
    }

    /// Marks the parts of the layout `context` names invalid. Overrides read the context
    /// and call super.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        collectionView?.layoutInvalidated(by: context)
    }

    /// Whether a change of the collection view's bounds to `newBounds` (a scroll, or a new
    /// size) invalidates the layout. Default false.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// The context for an invalidation by a bounds change. Default: an empty context of
    /// `invalidationContextClass`.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        makeInvalidationContext()
    }

    /// Whether a self-sizing view's preferred attributes invalidate the layout. Default
    /// false.
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        false
    }

    /// The context for an invalidation by a self-sizing view's preferred attributes.
    /// Default: an empty context of `invalidationContextClass`.
    open func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                  withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutInvalidationContext {
        makeInvalidationContext()
    }

    // MARK: Decoration views

    /// Registers the class the collection view makes decoration views of `elementKind`
    /// from (a `UICollectionReusableView` subclass); nil removes the registration.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        registerDecorationClass(viewClass, kind: elementKind)
    }

    // MARK: Updates

    /// The batch update about to be animated. Overrides call super.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

    /// The batch update's animations are set up. Overrides call super.
    open func finalizeCollectionViewUpdates() {}

    /// The supplementary views of `elementKind` a batch update adds. Default none.
    open func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }
    /// The supplementary views of `elementKind` a batch update removes. Default none.
    open func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }
    /// The decoration views of `elementKind` a batch update adds. Default none.
    open func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }
    /// The decoration views of `elementKind` a batch update removes. Default none.
    open func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// Where an item that appears in an update starts its animation. Default nil.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// Where an item that disappears in an update ends its animation. Default nil.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// Where an appearing supplementary view starts its animation. Default nil.
    open func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String,
                                                                      at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// Where a disappearing supplementary view ends its animation. Default nil.
    open func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String,
                                                                       at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// Where an appearing decoration view starts its animation. Default nil.
    open func initialLayoutAttributesForAppearingDecorationElement(ofKind elementKind: String,
                                                                   at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// Where a disappearing decoration view ends its animation. Default nil.
    open func finalLayoutAttributesForDisappearingDecorationElement(ofKind elementKind: String,
                                                                    at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// An animated change of the collection view's bounds is about to run. Overrides call
    /// super.
    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}
    /// The animated bounds change is set up. Overrides call super.
    open func finalizeAnimatedBoundsChange() {}

    // MARK: Interactive movement (Updates/)

    /// The index path an item being moved interactively, now at `previousIndexPath`, would
    /// land at with its centre at `position`. Default: the item under `position`, or
    /// `previousIndexPath` when there is none.
    open func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath,
                              withPosition position: CGPoint) -> IndexPath {
        collectionView?.indexPathForItem(at: position) ?? previousIndexPath
    }

    /// The attributes of the item being moved interactively while its centre is at
    /// `position`. Default: a copy of the item's attributes with that centre and `zIndex`
    /// `Int.max`, so it floats above the others. Overrides call super and change the copy.
    open func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath,
                                                         withTargetPosition position: CGPoint) -> UICollectionViewLayoutAttributes {
        movingItemAttributes(at: indexPath, position: position)
    }

    /// The context for an invalidation by an interactive movement step: the items moving
    /// from `previousIndexPaths` to `targetIndexPaths`, now at `targetPosition`. Default: a
    /// context of `invalidationContextClass` carrying those values.
    open func invalidationContext(forInteractivelyMovingItems targetIndexPaths: [IndexPath],
                                  withTargetPosition targetPosition: CGPoint, previousIndexPaths: [IndexPath],
                                  previousPosition: CGPoint) -> UICollectionViewLayoutInvalidationContext {
        movementContext(target: targetIndexPaths, previous: previousIndexPaths, position: targetPosition)
    }

    /// The context for the invalidation that ends an interactive movement (moved to
    /// `indexPaths`, or back to `previousIndexPaths` when `movementCancelled`). Default: a
    /// context of `invalidationContextClass` carrying the index paths.
    open func invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths indexPaths: [IndexPath],
                                                                     previousIndexPaths: [IndexPath],
                                                                     movementCancelled: Bool)
        -> UICollectionViewLayoutInvalidationContext {
        movementContext(target: indexPaths, previous: previousIndexPaths, position: collectionView?.movementPosition ?? .zero)
    }

    // MARK: Transitions

    /// This layout is about to be replaced by `newLayout`.
    open func prepareForTransition(to newLayout: UICollectionViewLayout) {}
    /// This layout is about to replace `oldLayout`.
    open func prepareForTransition(from oldLayout: UICollectionViewLayout) {}
    /// A transition between layouts ended.
    open func finalizeLayoutTransition() {}

    // MARK: Layout direction

    /// The direction the layout's geometry is written for. Default left to right.
    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    /// Whether the collection view mirrors the layout's geometry when the interface runs
    /// the other way than `developmentLayoutDirection`. Default false (the flow layout
    /// answers true). Right-to-left interfaces do not exist yet, so nothing is mirrored.
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    // MARK: Self-sizing

    /// Whether the collection view asks displayed cells for their preferred attributes
    /// (`preferredLayoutAttributesFitting(_:)`), as UIKit does only for layouts that
    /// estimate sizes: the flow layout with an `estimatedItemSize`, a compositional layout
    /// with an estimated group. Default false.
    var estimatesSizes: Bool { false }

    /// The rows that scroll on their own across the scroll direction (a compositional
    /// layout's orthogonal sections) meeting `rect`, for the collection view to give each a
    /// scroll view. Default none.
    func orthogonalRows(in rect: CGRect) -> [CollectionOrthogonalRow] { [] }

    /// The orthogonal row of `section`, if it scrolls on its own. Default nil.
    func orthogonalRow(inSection section: Int) -> CollectionOrthogonalRow? { nil }
}
