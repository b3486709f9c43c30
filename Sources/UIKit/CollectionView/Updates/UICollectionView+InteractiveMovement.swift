import CoreGraphics
import Foundation

/// An item being moved interactively: where it started, where it is shown now among the
/// others, and the point it follows.
struct InteractiveMovement {
    let original: IndexPath
    var current: IndexPath
    var position: CGPoint
}

/// Interactive movement (`beginInteractiveMovementForItem(at:)` … `endInteractiveMovement()`):
/// the moving cell follows the point with the layout's moving attributes; each time the
/// layout (and the delegate) place it at another index path, the other cells animate to make
/// room, as a move the data source does not yet know about. The data source hears of the
/// move once, at the end.
///
/// While the item is away from its original place the collection view shows the items in
/// their new order; a cell that comes into view meanwhile is asked of the data source at the
/// index path it is shown at (UIKit's own bookkeeping of that case is not documented; see
/// docs/DIFFERENCES.md).
extension UICollectionView {
    /// The moving item's element while a movement runs.
    var interactivelyMovingElement: CollectionElementKey? {
        interactiveMovement.map { CollectionElementKey(category: .cell, kind: nil, indexPath: $0.current) }
    }

    /// The point the moving item follows (zero when none moves).
    var movementPosition: CGPoint { interactiveMovement?.position ?? .zero }

    /// The layout's attributes for the moving item at its point.
    func interactivelyMovingAttributes() -> UICollectionViewLayoutAttributes? {
        guard let movement = interactiveMovement else { return nil }
        return collectionViewLayout.layoutAttributesForInteractivelyMovingItem(at: movement.current,
                                                                                withTargetPosition: movement.position)
    }

    func beginMovement(at indexPath: IndexPath) -> Bool {
        guard interactiveMovement == nil, isValidItem(indexPath), let dataSource = dataSourceStorage,
              dataSource.collectionView(self, canMoveItemAt: indexPath) else { return false }
        layoutIfNeeded()
        let centre = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.center ?? .zero
        interactiveMovement = InteractiveMovement(original: indexPath, current: indexPath, position: centre)
        invalidateForMovement(to: indexPath, from: indexPath, position: centre, previousPosition: centre)
        layoutIfNeeded()
        return true
    }

    func updateMovement(to position: CGPoint) {
        guard var movement = interactiveMovement, position.x.isFinite, position.y.isFinite else { return }
        let previousPosition = movement.position
        let previous = movement.current
        movement.position = position
        interactiveMovement = movement
        let proposed = collectionViewLayout.targetIndexPath(forInteractivelyMovingItem: previous, withPosition: position)
        // UIKit passes the item's current index path as the "original" one (what iOS 15's
        // replacement method's documentation says of this one).
        let target = collectionDelegate?.collectionView(self, targetIndexPathForMoveFromItemAt: previous,
                                                        toProposedIndexPath: proposed) ?? proposed
        // The moving cell follows the point at once; the others animate to make room.
        if let view = visibleViews[CollectionElementKey(category: .cell, kind: nil, indexPath: previous)],
           let attributes = interactivelyMovingAttributes() {
            UIView.performWithoutAnimation { view.applyLayoutAttributes(attributes) }
        }
        guard target != previous, canPresent(target, movingFrom: previous) else {
            invalidateForMovement(to: previous, from: previous, position: position, previousPosition: previousPosition)
            layoutIfNeeded()
            return
        }
        presentMove(from: previous, to: target)
        interactiveMovement?.current = target
        UIView.animate(withDuration: Self.updateAnimationDuration) { [self] in
            invalidateForMovement(to: target, from: previous, position: position, previousPosition: previousPosition)
            layoutIfNeeded()
        }
    }

    func finishMovement(cancelled: Bool) {
        guard let movement = interactiveMovement else { return }
        let final = cancelled ? movement.original : movement.current
        if movement.current != final { presentMove(from: movement.current, to: final) }
        let layout = collectionViewLayout
        let context = layout.invalidationContextForEndingInteractiveMovementOfItems(
            toFinalIndexPaths: [final], previousIndexPaths: [movement.original], movementCancelled: cancelled)
        interactiveMovement = nil
        if !cancelled, final != movement.original {
            dataSourceStorage?.collectionView(self, moveItemAt: movement.original, to: final)
        }
        UIView.animate(withDuration: Self.updateAnimationDuration) { [self] in
            layout.invalidateLayout(with: context)
            layoutIfNeeded()
        }
    }

    private func invalidateForMovement(to target: IndexPath, from previous: IndexPath, position: CGPoint,
                                       previousPosition: CGPoint) {
        let layout = collectionViewLayout
        layout.invalidateLayout(with: layout.invalidationContext(forInteractivelyMovingItems: [target],
                                                                 withTargetPosition: position,
                                                                 previousIndexPaths: [previous],
                                                                 previousPosition: previousPosition))
    }

    /// Whether the moving item can be shown at `target`: an existing place in its own
    /// section, or up to one past the end of another.
    private func canPresent(_ target: IndexPath, movingFrom current: IndexPath) -> Bool {
        guard target.count == 2, let counts = itemCounts, counts.indices.contains(target.section), target.item >= 0 else {
            return false
        }
        return target.item < counts[target.section] + (target.section == current.section ? 0 : 1)
    }

    /// Shows the items in the order a move of the moving item from `from` to `to` gives:
    /// the visible cells take their new index paths (the shown counts follow a move between
    /// sections).
    private func presentMove(from: IndexPath, to: IndexPath) {
        var plan = CollectionUpdatePlan()
        plan.movedItems[from] = to
        plan.seal()
        let cells = visibleViews.filter { $0.key.category == .cell }
        for (element, _) in cells { visibleViews[element] = nil }
        for (element, view) in cells {
            guard let path = plan.newIndexPath(forOld: element.indexPath) else { continue }
            let moved = CollectionElementKey(category: .cell, kind: nil, indexPath: path)
            view.displayedElement = moved
            visibleViews[moved] = view
        }
        if from.section != to.section, var counts = itemCounts {
            counts[from.section] -= 1
            counts[to.section] += 1
            itemCounts = counts
        }
    }
}

extension UICollectionViewLayout {
    /// `layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)`'s default.
    func movingItemAttributes(at indexPath: IndexPath, position: CGPoint) -> UICollectionViewLayoutAttributes {
        let attributes = layoutAttributesForItem(at: indexPath)?.copy() as? UICollectionViewLayoutAttributes
            ?? makeLayoutAttributes(category: .cell, indexPath: indexPath)
        attributes.center = position
        attributes.zIndex = Int.max
        return attributes
    }

    /// A context of `invalidationContextClass` for a movement step or its end.
    func movementContext(target: [IndexPath], previous: [IndexPath], position: CGPoint)
        -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        context.targetMovingStorage = target
        context.previousMovingStorage = previous
        context.movementTargetStorage = position
        return context
    }
}
