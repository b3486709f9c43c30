import CoreGraphics
import Foundation

/// The layout pass: the counts, the rows the bounds show, their cells, the headers and
/// footers, the content size.
extension UITableView {
    /// The height of a row the delegate does not size: `rowHeight`, or 44 points (the
    /// system cell's height) for `automaticDimension`.
    var resolvedRowHeight: CGFloat { rowHeight >= 0 ? rowHeight : 44 }

    /// The height counted for unmeasured rows.
    var resolvedEstimate: CGFloat { estimatedRowHeight > 0 ? estimatedRowHeight : resolvedRowHeight }

    /// How far an inset grouped table's rows sit from its sides (the layout margin: 16
    /// points, 20 on regular-width screens); other styles' rows are full width.
    var rowSideInset: CGFloat {
        guard style == .insetGrouped else { return 0 }
        return traitCollection.horizontalSizeClass == .regular ? 20 : 16
    }

    /// Asks the data source for the counts (and the delegate for header and footer heights)
    /// if they were forgotten; the rows stay unmeasured (nothing is asked per row here).
    func loadCountsIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        guard let dataSource = dataSourceStorage else {
            geometry = TableRowGeometry()
            placeTableHeaderAndFooter()
            return
        }
        let sections = max(0, dataSource.numberOfSections(in: self))
        let specs = (0..<sections).map { section in
            TableRowGeometry.SectionSpec(
                rowCount: dataSource.tableView(self, numberOfRowsInSection: section),
                headerHeight: supplementaryHeight(TableSupplementaryKey(section: section, isHeader: true)),
                footerHeight: supplementaryHeight(TableSupplementaryKey(section: section, isHeader: false)))
        }
        geometry = TableRowGeometry(sections: specs, estimate: resolvedEstimate)
        placeTableHeaderAndFooter()
    }

    /// Counts the table's header and footer views in the geometry and puts them in place.
    private func placeTableHeaderAndFooter() {
        geometry.tableHeaderHeight = max(0, tableHeaderView?.frame.height ?? 0)
        geometry.tableFooterHeight = max(0, tableFooterView?.frame.height ?? 0)
        if let header = tableHeaderView {
            header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: geometry.tableHeaderHeight)
            if header.superview !== self { insertSubview(header, at: 0) }
        }
        if let footer = tableFooterView {
            footer.frame = CGRect(x: 0, y: geometry.tableFooterTop(), width: bounds.width, height: geometry.tableFooterHeight)
            if footer.superview !== self { insertSubview(footer, at: 0) }
        }
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

    /// The rows that meet `rect`, measured, top to bottom.
    func rows(in rect: CGRect) -> [IndexPath] {
        var rows: [IndexPath] = []
        for section in geometry.sections(from: rect.minY, to: rect.maxY) {
            guard var row = geometry.firstRow(inSection: section, reachingBelow: rect.minY) else { continue }
            while row < geometry.numberOfRows(inSection: section) {
                let indexPath = IndexPath(row: row, section: section)
                measureRow(indexPath)
                let span = geometry.rowSpan(indexPath)
                if span.y >= rect.maxY { return rows }
                if span.y + span.height > rect.minY { rows.append(indexPath) }
                row += 1
            }
        }
        return rows
    }

    /// Shows the cells of the rows in the bounds and retires the others, then the headers
    /// and footers.
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
                dress(cell, at: indexPath)
                continue
            }
            guard let dataSource = dataSourceStorage else { break }
            let cell = dataSource.tableView(self, cellForRowAt: indexPath)
            cell.adoptBackground(of: style)
            cell.setEditing(isEditing, animated: false)
            applySelectionState(to: cell, at: indexPath)
            cell.frame = frame
            dress(cell, at: indexPath)
            visibleCellsByIndexPath[indexPath] = cell
            tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
            // Below the headers, footers and scroll indicators.
            if cell.superview !== self { insertSubview(cell, at: 0) }
        }
        layoutSupplementaryViews(in: geometry.sections(from: bounds.minY, to: bounds.maxY))
        let size = CGSize(width: bounds.width, height: geometry.totalHeight())
        if contentSize != size { contentSize = size }
    }

    /// Gives a cell its separator and, in an inset grouped table, the rounded corners of the
    /// first and last rows of its section.
    private func dress(_ cell: UITableViewCell, at indexPath: IndexPath) {
        let isLast = indexPath.row == geometry.numberOfRows(inSection: indexPath.section) - 1
        let spec = UITableViewCell.SeparatorSpec(
            isVisible: separatorStyle != .none && !isLast, color: separatorColor ?? .separator,
            tableInset: explicitSeparatorInset, reference: separatorInsetReference)
        if cell.separatorSpec != spec {
            cell.separatorSpec = spec
            cell.setNeedsLayout()
        }
        guard style == .insetGrouped else { return }
        var corners: CACornerMask = []
        if indexPath.row == 0 { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
        if isLast { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        cell.layer.cornerRadius = corners.isEmpty ? 0 : 10
        cell.layer.maskedCorners = corners
        cell.layer.cornerCurve = .continuous
        cell.clipsToBounds = !corners.isEmpty
    }

    /// Takes a cell off the screen into its reuse queue.
    func retire(_ cell: UITableViewCell, from indexPath: IndexPath) {
        cell.removeFromSuperview()
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        if let identifier = cell.reuseIdentifier { reuseQueues[identifier, default: []].append(cell) }
    }
}
