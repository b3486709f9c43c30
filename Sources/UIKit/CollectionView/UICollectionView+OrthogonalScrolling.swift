import CoreGraphics
import Foundation

/// Orthogonal rows (a compositional layout's sections with an `orthogonalScrollingBehavior`):
/// as on iOS, each row gets a scroll view of its own (`CollectionOrthogonalScrollView`) that
/// hosts the section's cells and item badges, while its headers, footers and decorations
/// stay in the collection view, whose own `contentOffset` the row never moves. The layout
/// answers a row's elements at their unscrolled frames for the part of the row in view; the
/// collection view shows each where its row has scrolled it. A row's scroll view is made
/// when the row first comes into view and kept (with its offset) while the section scrolls
/// orthogonally.
extension UICollectionView {
    /// After the layout was prepared: each row's scroll view takes its row's new geometry, or
    /// goes, its views back into the collection view, when its section no longer scrolls
    /// orthogonally.
    func refreshOrthogonalScrollers() {
        for (section, scroller) in orthogonalScrollers {
            if let row = collectionViewLayout.orthogonalRow(inSection: section) {
                scroller.apply(row)
            } else {
                orthogonalScrollers[section] = nil
                scroller.removeFromSuperview()
                rehostViews(ofSection: section)
            }
        }
    }

    /// Gives the rows in the visible rect that have none a scroll view.
    func addOrthogonalScrollers() {
        for row in collectionViewLayout.orthogonalRows(in: bounds) where orthogonalScrollers[row.section] == nil {
            makeOrthogonalScroller(for: row)
        }
    }

    @discardableResult
    private func makeOrthogonalScroller(for row: CollectionOrthogonalRow) -> CollectionOrthogonalScrollView {
        let scroller = CollectionOrthogonalScrollView(row: row, collectionView: self)
        orthogonalScrollers[row.section] = scroller
        addSubview(scroller)
        rehostViews(ofSection: row.section)
        return scroller
    }

    /// Moves the shown views of `section` to where they now belong (a row's scroll view, or
    /// the collection view).
    private func rehostViews(ofSection section: Int) {
        for (element, view) in visibleViews where element.indexPath.count == 2 && element.indexPath.section == section {
            place(view)
        }
    }

    /// The scroll view whose row holds `element`'s view: the row's, for the cells and item
    /// badges of an orthogonal section.
    func orthogonalScroller(for element: CollectionElementKey) -> CollectionOrthogonalScrollView? {
        guard !orthogonalScrollers.isEmpty, element.category != .decorationView, element.indexPath.count == 2,
              let scroller = orthogonalScrollers[element.indexPath.section] else { return nil }
        if element.category == .supplementaryView, scroller.row.fixedKinds.contains(element.kind ?? "") { return nil }
        return scroller
    }

    /// How far `section`'s row has scrolled (zero for a section without a row).
    func orthogonalOffset(ofSection section: Int) -> CGPoint {
        orthogonalScrollers[section]?.contentOffset ?? .zero
    }

    /// Where the element of `attributes` shows in the collection view's content: in a row,
    /// its frame moved by the row's offset.
    func displayedFrame(of attributes: UICollectionViewLayoutAttributes) -> CGRect {
        guard let scroller = orthogonalScroller(for: attributes.elementKey) else { return attributes.frame }
        return attributes.frame.offsetBy(dx: -scroller.contentOffset.x, dy: -scroller.contentOffset.y)
    }

    /// Whether the element of `attributes` shows in `visible`: in a row, in the part of the
    /// row in view.
    func isShown(_ attributes: UICollectionViewLayoutAttributes, in visible: CGRect) -> Bool {
        guard let scroller = orthogonalScroller(for: attributes.elementKey) else {
            return Self.shows(attributes.frame, in: visible)
        }
        return Self.shows(displayedFrame(of: attributes), in: visible.intersection(scroller.frame))
    }

    /// Puts each row's scroll view above the shown views with a z-index of 0 or less (a
    /// section's background, cells) and below the others (headers and footers), so that a
    /// background shows behind its row and a pinned header over it. Moves nothing already
    /// in place.
    func arrangeOrthogonalScrollers() {
        guard !orthogonalScrollers.isEmpty else { return }
        func zIndex(_ view: UIView) -> Int? {
            guard let shown = view as? UICollectionReusableView, shown.displayedElement != nil else { return nil }
            return shown.appliedAttributes?.zIndex ?? 0
        }
        for scroller in orthogonalScrollers.values {
            guard let position = subviews.firstIndex(where: { $0 === scroller }) else { continue }
            let inPlace = !subviews[..<position].contains { (zIndex($0) ?? 0) > 0 }
                && !subviews[(position + 1)...].contains { zIndex($0).map { $0 <= 0 } ?? false }
            guard !inPlace else { continue }
            if let above = subviews.first(where: { (zIndex($0) ?? 0) > 0 }) {
                insertSubview(scroller, belowSubview: above)
            } else if let below = subviews.last(where: { zIndex($0) != nil }) {
                insertSubview(scroller, aboveSubview: below)
            }
        }
    }

    /// `scrollToItem(at:at:animated:)` for an item of an orthogonal row: the row scrolls to
    /// put the item where `place` says across the scroll direction (or the least that shows
    /// it); the collection view scrolls along it only.
    func scrollOrthogonalRow(_ row: CollectionOrthogonalRow, toShow frame: CGRect, place: ScrollAxisPlace?,
                             animated: Bool) {
        let scroller = orthogonalScrollers[row.section] ?? makeOrthogonalScroller(for: row)
        let horizontal = row.scrollsHorizontally
        let span = horizontal ? (frame.minX - row.frame.minX)...(frame.maxX - row.frame.minX)
                              : (frame.minY - row.frame.minY)...(frame.maxY - row.frame.minY)
        let current = scroller.contentOffset
        let along = Self.offset(showing: span, current: horizontal ? current.x : current.y,
                                length: horizontal ? scroller.bounds.width : scroller.bounds.height,
                                leading: 0, trailing: 0, place: place)
        let target = horizontal ? CGPoint(x: along, y: current.y) : CGPoint(x: current.x, y: along)
        scroller.setContentOffset(scroller.clampedOffset(target), animated: animated)
    }
}
