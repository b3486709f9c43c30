import CoreGraphics
import Foundation

/// What invalidations do to the engine: which ones rebuild it, the contexts for bounds
/// changes (pinning) and for self-sizing cells.
extension UICollectionViewFlowLayout {
    /// Marks the engine for rebuilding unless `context` is a flow context that invalidates
    /// neither the delegate metrics nor the attributes (scrolling with pinning, self-sizing).
    func noteInvalidation(_ context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateDataSourceCounts { measuredSizes = [:] }
        guard let flow = context as? UICollectionViewFlowLayoutInvalidationContext else {
            needsRebuild = true
            return
        }
        if flow.invalidateEverything || flow.invalidateDataSourceCounts || flow.invalidateFlowLayoutDelegateMetrics
            || flow.invalidateFlowLayoutAttributes {
            needsRebuild = true
        }
    }

    /// Whether `newBounds` has another size across the scroll direction than the bounds the
    /// engine was built for.
    func crossSizeChanges(to newBounds: CGRect) -> Bool {
        guard let builtSize else { return false }
        return axis.cross(builtSize) != axis.cross(newBounds.size)
    }

    /// A scroll with pinning only moves the pinned headers and footers: the context names
    /// those of the sections around the old and new visible areas and keeps the geometry.
    func fillBoundsChangeContext(_ context: UICollectionViewLayoutInvalidationContext, newBounds: CGRect) {
        guard let flow = context as? UICollectionViewFlowLayoutInvalidationContext, !crossSizeChanges(to: newBounds),
              let engine, let collectionView else { return }
        flow.invalidateFlowLayoutDelegateMetrics = false
        flow.invalidateFlowLayoutAttributes = false
        let area = collectionView.bounds.union(newBounds)
        var headers: [IndexPath] = [], footers: [IndexPath] = []
        for element in engine.elements(in: area, pinning: pinning) {
            let indexPath = IndexPath(item: 0, section: element.section)
            if element.kind == .header && sectionHeadersPinToVisibleBounds { headers.append(indexPath) }
            if element.kind == .footer && sectionFootersPinToVisibleBounds { footers.append(indexPath) }
        }
        if !headers.isEmpty { flow.invalidateSupplementaryElements(ofKind: UICollectionView.elementKindSectionHeader, at: headers) }
        if !footers.isEmpty { flow.invalidateSupplementaryElements(ofKind: UICollectionView.elementKindSectionFooter, at: footers) }
    }

    func prefersOtherSize(_ preferred: UICollectionViewLayoutAttributes, original: UICollectionViewLayoutAttributes) -> Bool {
        estimatesSizes && preferred.representedElementCategory == .cell && preferred.size != original.size
    }

    /// Stores the preferred size of a self-sizing cell and moves the geometry after it (no
    /// rebuild); the context names the item and carries the content size change, and the
    /// content offset change when the item starts above the visible area.
    func applyPreferredSize(of preferred: UICollectionViewLayoutAttributes, original: UICollectionViewLayoutAttributes,
                            to context: UICollectionViewLayoutInvalidationContext) {
        guard prefersOtherSize(preferred, original: original), let engine, let collectionView else { return }
        let indexPath = original.indexPath
        guard indexPath.count == 2, let oldFrame = engine.itemFrame(section: indexPath.section, item: indexPath.item) else { return }
        let size = CGSize(width: preferred.size.width.isFinite ? preferred.size.width : 0,
                          height: preferred.size.height.isFinite ? preferred.size.height : 0)
        let before = engine.contentSize
        measuredSizes[indexPath.section, default: [:]][indexPath.item] = size
        engine.setItemSize(size, section: indexPath.section, item: indexPath.item)
        let after = engine.contentSize
        if let flow = context as? UICollectionViewFlowLayoutInvalidationContext {
            flow.invalidateFlowLayoutDelegateMetrics = false
            flow.invalidateFlowLayoutAttributes = false
        }
        context.invalidateItems(at: [indexPath])
        context.contentSizeAdjustment = CGSize(width: after.width - before.width, height: after.height - before.height)
        let visible = collectionView.bounds.inset(by: collectionView.adjustedContentInset)
        if axis.alongRange(oldFrame).min < axis.alongRange(visible).min {
            let shift = axis.along(after) - axis.along(before)
            context.contentOffsetAdjustment = axis == .vertical ? CGPoint(x: 0, y: shift) : CGPoint(x: shift, y: 0)
        }
    }
}
