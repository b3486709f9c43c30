import Foundation

/// `visibleItemsInvalidationHandler`: before a layout pass shows a section's elements, its
/// handler gets the ones visible (cells and supplementary views in the collection view's
/// bounds; in an orthogonal row, those its offset brings into view) and may change their
/// look. The handler is called again when the bounds or the row's offset change, or the
/// layout is invalidated; between those, queries answer what it made.
extension UICollectionViewCompositionalLayout {
    /// `elements` of section `index` with what its handler made of the visible ones.
    func handled(_ elements: [UICollectionViewLayoutAttributes], of index: Int,
                 _ section: CompositionalSectionGeometry) -> [UICollectionViewLayoutAttributes] {
        guard section.visibleItemsInvalidationHandler != nil, let items = handledItems(of: index, section) else {
            return elements
        }
        return elements.map { element in
            (items[element.elementKey]?.copy() as? UICollectionViewLayoutAttributes) ?? element
        }
    }

    /// The visible elements of section `index` as its handler left them, calling it if the
    /// bounds or the row's offset moved since it was last called.
    private func handledItems(of index: Int,
                              _ section: CompositionalSectionGeometry) -> [CollectionElementKey: UICollectionViewLayoutAttributes]? {
        guard let handler = section.visibleItemsInvalidationHandler, let collectionView,
              let environment = layoutEnvironment else { return nil }
        let bounds = collectionView.bounds
        let offset = rowOffset(of: index, section)
        if let known = handledVisibleItems[index], known.bounds == bounds, known.offset == offset { return known.attributes }
        // What shows: in the bounds, a row's items where the row's offset puts them, in the row.
        let itemsArea = section.row.map { bounds.intersection($0.frame) } ?? bounds
        let visible = elements(of: index, section, in: bounds).filter { element in
            guard element.representedElementCategory != .decorationView else { return false }
            let scrolls = section.row != nil && collectionView.orthogonalScroller(for: element.elementKey) != nil
            let shown = scrolls ? element.frame.offsetBy(dx: -offset.x, dy: -offset.y) : element.frame
            return UICollectionView.shows(shown, in: scrolls ? itemsArea : bounds)
        }
        let items = visible.map { CompositionalVisibleItem(attributes: $0.copy() as! UICollectionViewLayoutAttributes) }
        // A section out of view (asked for an item) has nothing to hand over.
        guard !items.isEmpty else { return [:] }
        // An orthogonal section's offset is its row's across the scroll direction and the
        // collection view's along it.
        let contentOffset = collectionView.contentOffset
        let handlerOffset = section.row == nil ? contentOffset
            : axis == .vertical ? CGPoint(x: offset.x, y: contentOffset.y) : CGPoint(x: contentOffset.x, y: offset.y)
        handler(items, handlerOffset, environment)
        var attributes: [CollectionElementKey: UICollectionViewLayoutAttributes] = [:]
        for item in items { attributes[item.attributes.elementKey] = item.attributes }
        handledVisibleItems[index] = CompositionalHandledItems(bounds: bounds, offset: offset, attributes: attributes)
        return attributes
    }
}
