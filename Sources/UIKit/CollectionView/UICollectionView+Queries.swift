import CoreGraphics
import Foundation

/// Questions about elements, and scrolling to an item.
extension UICollectionView {
    func visibleIndexPath(of view: UICollectionReusableView, category: ElementCategory) -> IndexPath? {
        guard let element = view.displayedElement, element.category == category, visibleViews[element] === view else {
            return nil
        }
        return element.indexPath
    }

    /// The item under `point`, asked of the layout for a one-point rect there: the
    /// frontmost (highest `zIndex`, then the last given) shown item containing the point.
    func itemIndexPath(at point: CGPoint) -> IndexPath? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        layoutIfNeeded()
        let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
        var best: UICollectionViewLayoutAttributes?
        for attributes in collectionViewLayout.layoutAttributesForElements(in: probe) ?? []
        where attributes.representedElementCategory == .cell && !attributes.isHidden && attributes.alpha > 0
            && displayedFrame(of: attributes).contains(point) && isValidItem(attributes.indexPath) {
            if best.map({ attributes.zIndex >= $0.zIndex }) ?? true { best = attributes }
        }
        return best?.indexPath
    }

    func scroll(toItem indexPath: IndexPath, position: ScrollPosition, animated: Bool) {
        let api = "UICollectionView.scrollToItem(at:at:animated:)"
        let vertical = position.intersection([.top, .centeredVertically, .bottom])
        let horizontal = position.intersection([.left, .centeredHorizontally, .right])
        precondition(vertical.rawValue.nonzeroBitCount <= 1 && horizontal.rawValue.nonzeroBitCount <= 1,
                     "\(api): the scroll position \(position.rawValue) combines positions of one axis; use at most one "
                        + "of .top, .centeredVertically, .bottom and one of .left, .centeredHorizontally, .right")
        checkScrollTarget(indexPath, api: api)
        layoutIfNeeded()
        guard let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame,
              frame.origin.x.isFinite, frame.origin.y.isFinite, frame.width.isFinite, frame.height.isFinite else { return }
        let inset = adjustedContentInset
        let offset = contentOffset
        let horizontalPlace: ScrollAxisPlace? = horizontal == .left ? .start : horizontal == .centeredHorizontally ? .center
            : horizontal == .right ? .end : nil
        let verticalPlace: ScrollAxisPlace? = vertical == .top ? .start : vertical == .centeredVertically ? .center
            : vertical == .bottom ? .end : nil
        var x = Self.offset(showing: frame.minX...frame.maxX, current: offset.x, length: bounds.width,
                            leading: inset.left, trailing: inset.right, place: horizontalPlace)
        var y = Self.offset(showing: frame.minY...frame.maxY, current: offset.y, length: bounds.height,
                            leading: inset.top, trailing: inset.bottom, place: verticalPlace)
        // An item of an orthogonal row: its row scrolls across, the collection view only along.
        if let row = collectionViewLayout.orthogonalRow(inSection: indexPath.section) {
            scrollOrthogonalRow(row, toShow: frame, place: row.scrollsHorizontally ? horizontalPlace : verticalPlace,
                                animated: animated)
            if row.scrollsHorizontally { x = offset.x } else { y = offset.y }
        }
        setContentOffset(clampedOffset(CGPoint(x: x, y: y)), animated: animated)
    }

    /// The offset on one axis that puts `span` at the start, centre or end of the area the
    /// insets leave; with no place, the least move that shows it (its start when it does
    /// not fit).
    static func offset(showing span: ClosedRange<CGFloat>, current: CGFloat, length: CGFloat,
                       leading: CGFloat, trailing: CGFloat, place: ScrollAxisPlace?) -> CGFloat {
        let start = span.lowerBound - leading
        let end = span.upperBound - length + trailing
        switch place {
        case .start: return start
        case .center: return (start + end) / 2
        case .end: return end
        case nil:
            let fits = span.upperBound - span.lowerBound <= length - leading - trailing
            if start < current || !fits { return start }
            return max(current, end)
        }
    }

    private func checkScrollTarget(_ indexPath: IndexPath, api: String) {
        precondition(indexPath.count == 2, "\(api): the index path \(indexPath) is not (section, item); use IndexPath(item:section:)")
        let counts = loadedItemCounts
        let section = indexPath[0], item = indexPath[1]
        precondition(counts.indices.contains(section), "\(api): Attempted to scroll the collection view to an "
            + "out-of-bounds section (\(section)) when there are only \(counts.count) sections; pass an item that exists")
        precondition((0..<counts[section]).contains(item), "\(api): Attempted to scroll the collection view to an "
            + "out-of-bounds item (\(item)) when there are only \(counts[section]) items in section \(section); "
            + "pass an item that exists")
    }
}

/// Where on its axis a scroll position puts an item.
enum ScrollAxisPlace {
    case start, center, end
}
