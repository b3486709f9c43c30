import Foundation

/// Answering the collection view: the elements in a rect (decorations, headers and footers
/// — pinned ones where they stick — cells and their badges), and each element by index path.
extension UICollectionViewCompositionalLayout {
    /// The rect pinned headers and footers stick to: the bounds less the content inset.
    var visibleRect: CGRect {
        guard let collectionView else { return .zero }
        return collectionView.bounds.inset(by: collectionView.adjustedContentInset)
    }

    func attributes(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        guard let engine else { return [] }
        var answer: [UICollectionViewLayoutAttributes] = []
        engine.forEachSection(in: rect) { index, section in
            answer += handled(elements(of: index, section, in: rect), of: index, section)
        }
        return answer
    }

    /// Section `index`'s elements in `rect`, before its visible-items handler: its
    /// decorations, cells and their badges (an orthogonal row's in the part of the row its
    /// offset brings into `rect`, at their unscrolled frames), headers and footers.
    func elements(of index: Int, _ section: CompositionalSectionGeometry,
                  in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        let axis = engine?.axis ?? self.axis
        var answer: [UICollectionViewLayoutAttributes] = []
        for (offset, decoration) in section.decorations.enumerated() where decoration.frame.intersects(rect) {
            answer.append(decorationAttributes(decoration.item, frame: decoration.frame,
                                               at: IndexPath(item: offset, section: index)))
        }
        let shift = rowOffset(of: index, section)
        let itemRect = rect.offsetBy(dx: shift.x, dy: shift.y)
        let along = axis.alongRange(rect)
        let groups: ClosedRange<Int>?
        if let row = section.row {
            let rowAlong = axis.alongRange(row.frame)
            groups = along.max >= rowAlong.min && along.min <= rowAlong.max ? section.groups(across: axis.crossRange(itemRect)) : nil
        } else {
            groups = section.groups(along: along)
        }
        if let groups {
            let perGroup = section.itemsPerGroup
            for group in groups {
                for leaf in 0..<perGroup {
                    let item = group * perGroup + leaf
                    guard item < section.itemCount else { break }
                    let indexPath = IndexPath(item: item, section: index)
                    let frame = section.leafFrame(group: group, leaf: leaf, axis: axis)
                    if frame.intersects(itemRect) {
                        answer.append(cellAttributes(frame: frame, at: indexPath, in: section))
                    }
                    for badge in section.template.leaves[leaf].supplementaries {
                        let badgeFrame = section.translate(badge.frame, group: group, axis: axis)
                        guard badgeFrame.intersects(itemRect) else { continue }
                        answer.append(supplementaryAttributes(kind: badge.kind, frame: badgeFrame,
                                                              zIndex: badge.zIndex, at: indexPath))
                    }
                }
            }
        }
        let visible = visibleRect
        for boundary in section.boundaries {
            let frame = section.frame(of: boundary, visible: visible, axis: axis)
            guard frame.intersects(rect) else { continue }
            answer.append(supplementaryAttributes(kind: boundary.item.elementKind, frame: frame,
                                                  zIndex: boundary.item.zIndex, at: IndexPath(item: 0, section: index)))
        }
        return answer
    }

    func itemAttributes(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let engine, indexPath.count == 2, engine.sections.indices.contains(indexPath.section),
              let frame = engine.sections[indexPath.section].itemFrame(indexPath.item, axis: engine.axis) else { return nil }
        let section = engine.sections[indexPath.section]
        return handled([cellAttributes(frame: frame, at: indexPath, in: section)],
                       of: indexPath.section, section).first
    }

    func supplementaryAttributes(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let engine, indexPath.count == 2, engine.sections.indices.contains(indexPath.section) else { return nil }
        let section = engine.sections[indexPath.section], axis = engine.axis
        if let boundary = section.boundaries.first(where: { $0.item.elementKind == elementKind }) {
            return supplementaryAttributes(kind: elementKind, frame: section.frame(of: boundary, visible: visibleRect, axis: axis),
                                           zIndex: boundary.item.zIndex, at: indexPath)
        }
        guard indexPath.item >= 0, indexPath.item < section.itemCount, section.itemsPerGroup > 0 else { return nil }
        let group = indexPath.item / section.itemsPerGroup, leaf = indexPath.item % section.itemsPerGroup
        guard let badge = section.template.leaves[leaf].supplementaries.first(where: { $0.kind == elementKind }) else {
            return nil
        }
        return supplementaryAttributes(kind: elementKind, frame: section.translate(badge.frame, group: group, axis: axis),
                                       zIndex: badge.zIndex, at: indexPath)
    }

    /// The list configuration section `section` was made from, if it is a list section.
    func listConfiguration(inSection section: Int) -> UICollectionLayoutListConfiguration? {
        guard let engine, engine.sections.indices.contains(section) else { return nil }
        return engine.sections[section].list
    }

    func decorationAttributes(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let engine, indexPath.count == 2, engine.sections.indices.contains(indexPath.section) else { return nil }
        let decorations = engine.sections[indexPath.section].decorations
        guard decorations.indices.contains(indexPath.item), decorations[indexPath.item].item.elementKind == elementKind
        else { return nil }
        return decorationAttributes(decorations[indexPath.item].item, frame: decorations[indexPath.item].frame, at: indexPath)
    }

    /// A cell's attributes; a self-sizing cell may take its preferred length along the
    /// scroll direction only; a list section's cell learns its place in the list.
    private func cellAttributes(frame: CGRect, at indexPath: IndexPath,
                                in section: CompositionalSectionGeometry) -> UICollectionViewLayoutAttributes {
        let attributes = makeLayoutAttributes(category: .cell, indexPath: indexPath)
        attributes.frame = snapped(frame)
        if section.selfSizes { attributes.fittedAxis = axis }
        if let list = section.list {
            attributes.listPlacement = ListCellPlacement(list, indexPath: indexPath, itemCount: section.itemCount)
        }
        return attributes
    }

    private func supplementaryAttributes(kind: String, frame: CGRect, zIndex: Int,
                                         at indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let attributes = makeLayoutAttributes(category: .supplementaryView, kind: kind, indexPath: indexPath)
        attributes.frame = snapped(frame)
        attributes.zIndex = zIndex
        return attributes
    }

    private func decorationAttributes(_ item: NSCollectionLayoutDecorationItem, frame: CGRect,
                                      at indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let attributes = makeLayoutAttributes(category: .decorationView, kind: item.elementKind, indexPath: indexPath)
        attributes.frame = snapped(frame)
        attributes.zIndex = item.zIndex
        return attributes
    }
}
