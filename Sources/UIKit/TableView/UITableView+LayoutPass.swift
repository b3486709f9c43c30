import CoreGraphics
import Foundation

/// The layout pass: the counts, the rows the bounds show, their cells, the content size.
extension UITableView {
    /// The height of a row the delegate does not size: `rowHeight`, or 44 points (the
    /// system cell's height) for `automaticDimension`.
    var resolvedRowHeight: CGFloat { rowHeight >= 0 ? rowHeight : 44 }

    /// The height counted for unmeasured rows.
    var resolvedEstimate: CGFloat { estimatedRowHeight > 0 ? estimatedRowHeight : resolvedRowHeight }

    /// Asks the data source for the counts if they were forgotten; the rows stay
    /// unmeasured (nothing is asked per row here).
    func loadCountsIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        guard let dataSource = dataSourceStorage else {
            geometry = TableRowGeometry()
            return
        }
        let sections = max(0, dataSource.numberOfSections(in: self))
        let counts = (0..<sections).map { dataSource.tableView(self, numberOfRowsInSection: $0) }
        geometry = TableRowGeometry(rowCounts: counts, estimate: resolvedEstimate)
    }

    func isValid(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < geometry.numberOfSections
            && indexPath.row >= 0 && indexPath.row < geometry.numberOfRows(inSection: indexPath.section)
    }

    /// Measures the rows of `indexPath`'s section up to it, from the delegate.
    func measureRow(_ indexPath: IndexPath) {
        let section = indexPath.section
        geometry.measure(upTo: indexPath.row, inSection: section) { row in
            let height = tableDelegate?.tableView(self, heightForRowAt: IndexPath(row: row, section: section))
                ?? resolvedRowHeight
            return height >= 0 ? height : resolvedRowHeight
        }
    }

    /// The first row at or after `section`, skipping empty sections.
    func firstRow(fromSection section: Int) -> IndexPath? {
        var index = section
        while index < geometry.numberOfSections {
            if geometry.numberOfRows(inSection: index) > 0 { return IndexPath(row: 0, section: index) }
            index += 1
        }
        return nil
    }

    /// The row after `indexPath`, nil after the last.
    func row(after indexPath: IndexPath) -> IndexPath? {
        if indexPath.row + 1 < geometry.numberOfRows(inSection: indexPath.section) {
            return IndexPath(row: indexPath.row + 1, section: indexPath.section)
        }
        return firstRow(fromSection: indexPath.section + 1)
    }

    /// The rows that meet `rect`, measured, top to bottom.
    func rows(in rect: CGRect) -> [IndexPath] {
        var next = rect.minY <= 0 ? firstRow(fromSection: 0) : geometry.indexPath(atY: rect.minY)
        var rows: [IndexPath] = []
        while let indexPath = next {
            measureRow(indexPath)
            let span = geometry.rowSpan(indexPath)
            if span.y >= rect.maxY { break }
            if span.y + span.height > rect.minY { rows.append(indexPath) }
            next = row(after: indexPath)
        }
        return rows
    }

    /// Shows the cells of the rows in the bounds and retires the others.
    func layoutVisibleRows() {
        loadCountsIfNeeded()
        let wanted = rows(in: bounds)
        let wantedSet = Set(wanted)
        for (indexPath, cell) in visibleCellsByIndexPath where !wantedSet.contains(indexPath) {
            visibleCellsByIndexPath[indexPath] = nil
            retire(cell, from: indexPath)
        }
        for indexPath in wanted {
            let frame = rectForRow(at: indexPath)
            if let cell = visibleCellsByIndexPath[indexPath] {
                cell.frame = frame
                continue
            }
            guard let dataSource = dataSourceStorage else { break }
            let cell = dataSource.tableView(self, cellForRowAt: indexPath)
            cell.adoptBackground(of: style)
            cell.frame = frame
            visibleCellsByIndexPath[indexPath] = cell
            tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
            // Below the scroll indicators, which are the scroll view's last subviews.
            if cell.superview !== self { insertSubview(cell, at: 0) }
        }
        let size = CGSize(width: bounds.width, height: geometry.totalHeight())
        if contentSize != size { contentSize = size }
    }

    /// Takes a cell off the screen into its reuse queue.
    func retire(_ cell: UITableViewCell, from indexPath: IndexPath) {
        cell.removeFromSuperview()
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        if let identifier = cell.reuseIdentifier { reuseQueues[identifier, default: []].append(cell) }
    }
}
