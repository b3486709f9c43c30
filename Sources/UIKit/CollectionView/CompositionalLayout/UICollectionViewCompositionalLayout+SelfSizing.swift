import Foundation

/// Self-sizing in a compositional layout: in a section whose group is `.estimated` along the
/// scroll direction, each cell shown is asked for its preferred attributes (its length along
/// that direction fitted, the other held) and a different length replaces the estimate for
/// that item — its group grows or shrinks by its leaves' largest change and the groups after
/// it move (CompositionalMeasuredGroups). Content above the visible area that changes length
/// moves the content offset by as much, so what is on screen stays put.
extension UICollectionViewCompositionalLayout {
    /// Whether `preferred` asks for another length along the scroll direction for a cell of
    /// a self-sizing section.
    func prefersOtherLength(_ preferred: UICollectionViewLayoutAttributes,
                            original: UICollectionViewLayoutAttributes) -> Bool {
        guard preferred.representedElementCategory == .cell, let engine, original.indexPath.count == 2,
              engine.sections.indices.contains(original.indexPath.section),
              engine.sections[original.indexPath.section].selfSizes else { return false }
        let length = axis.along(preferred.size)
        return length.isFinite && length >= 0 && abs(length - axis.along(original.size)) > 0.001
    }

    /// Keeps the preferred length of a self-sizing cell and tells `context` how the content
    /// size (and, above the visible area, the content offset) changes.
    func applyPreferredLength(of preferred: UICollectionViewLayoutAttributes, original: UICollectionViewLayoutAttributes,
                              to context: UICollectionViewLayoutInvalidationContext) {
        guard prefersOtherLength(preferred, original: original), let engine, let collectionView else { return }
        let indexPath = original.indexPath
        let section = engine.sections[indexPath.section]
        guard section.itemsPerGroup > 0, let oldFrame = section.itemFrame(indexPath.item, axis: axis) else { return }
        let group = indexPath.item / section.itemsPerGroup, leaf = indexPath.item % section.itemsPerGroup
        let templateLength = axis.along(section.template.leaves[leaf].frame.size)
        // The group's change: its leaves' largest extra, with this leaf's new one.
        let oldExtra = section.measured.extra(of: group)
        var newExtra = axis.along(preferred.size) - templateLength
        for other in 0..<section.itemsPerGroup where other != leaf {
            newExtra = max(newExtra, section.measured.extra(ofLeaf: other, group: group))
        }
        measuredLengths[indexPath.section, default: [:]][indexPath.item] = axis.along(preferred.size)
        let change = newExtra - oldExtra
        context.invalidateItems(at: [indexPath])
        context.contentSizeAdjustment = axis == .vertical ? CGSize(width: 0, height: change) : CGSize(width: change, height: 0)
        let visible = collectionView.bounds.inset(by: collectionView.adjustedContentInset)
        if change != 0, axis.alongRange(oldFrame).min < axis.alongRange(visible).min {
            context.contentOffsetAdjustment = axis == .vertical ? CGPoint(x: 0, y: change) : CGPoint(x: change, y: 0)
        }
    }
}
