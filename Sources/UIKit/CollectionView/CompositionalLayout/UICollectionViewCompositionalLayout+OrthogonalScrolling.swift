import Foundation

/// Orthogonal sections: a section whose `orthogonalScrollingBehavior` is not `.none` lays its
/// groups side by side across the scroll direction (CompositionalLayoutEngine) in a row the
/// collection view gives a scroll view (UICollectionView+OrthogonalScrolling). Queries answer
/// a row's items at their unscrolled frames, for the part of the row its offset brings into
/// the rect.
extension UICollectionViewCompositionalLayout {
    /// The rows of the orthogonal sections meeting `rect`.
    func rows(in rect: CGRect) -> [CollectionOrthogonalRow] {
        guard let engine else { return [] }
        var rows: [CollectionOrthogonalRow] = []
        engine.forEachSection(in: rect) { index, section in
            if let row = row(of: index, section), row.frame.intersects(rect) { rows.append(row) }
        }
        return rows
    }

    /// What the collection view needs of section `index`'s row, if it has one.
    func row(of index: Int, _ section: CompositionalSectionGeometry) -> CollectionOrthogonalRow? {
        guard let row = section.row else { return nil }
        let horizontal = axis == .vertical
        let groupLength = axis.cross(section.template.size)
        return CollectionOrthogonalRow(
            section: index, frame: row.frame,
            contentSize: horizontal ? CGSize(width: row.contentLength, height: row.frame.height)
                                    : CGSize(width: row.frame.width, height: row.contentLength),
            scrollsHorizontally: horizontal, behavior: row.behavior,
            decelerationRate: row.decelerationRate == .automatic ? nil : UIScrollView.DecelerationRate(rawValue: row.decelerationRate.rawValue),
            bounce: row.bounce,
            firstGroup: section.crossStart - axis.crossRange(row.frame).min, groupLength: groupLength,
            groupStride: section.groupStride, fixedKinds: Set(section.boundaries.map { $0.item.elementKind }))
    }

    /// How far section `index`'s row has scrolled (zero for a section without one).
    func rowOffset(of index: Int, _ section: CompositionalSectionGeometry) -> CGPoint {
        guard section.row != nil, let collectionView else { return .zero }
        return collectionView.orthogonalOffset(ofSection: index)
    }
}
