import CoreGraphics
import Foundation

/// The layout pass: the counts, the rows the bounds show, their cells, the headers and
/// footers, the content size.
extension UITableView {
    /// The height of a row the delegate does not size when it cannot size itself:
    /// `rowHeight`, or 44 points (the system cell's height) for `automaticDimension`.
    var resolvedRowHeight: CGFloat { rowHeight >= 0 ? rowHeight : UITableView.defaultRowHeight }

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
            loadSectionIndexTitles()
            placeTableHeaderAndFooter()
            return
        }
        let sections = max(0, dataSource.numberOfSections(in: self))
        rowEstimatesAnsweredByDefault = false
        let specs = (0..<sections).map { section in
            let rows = dataSource.tableView(self, numberOfRowsInSection: section)
            return TableRowGeometry.SectionSpec(
                rowCount: rows,
                headerHeight: supplementaryHeight(TableSupplementaryKey(section: section, isHeader: true)),
                footerHeight: supplementaryHeight(TableSupplementaryKey(section: section, isHeader: false)),
                rowEstimates: rowEstimates(inSection: section, count: rows))
        }
        geometry = TableRowGeometry(sections: specs, estimate: resolvedEstimate)
        loadSectionIndexTitles()
        placeTableHeaderAndFooter()
    }

    /// The delegate's estimate of each of `section`'s rows, or nil when it gives none: its
    /// `estimatedHeightForRowAt` is the protocol's default, which marks the table when it
    /// answers the first row asked (so a table without estimates asks one row, not all).
    private func rowEstimates(inSection section: Int, count: Int) -> [CGFloat]? {
        guard let delegate = tableDelegate, count > 0, !rowEstimatesAnsweredByDefault else { return nil }
        let first = delegate.tableView(self, estimatedHeightForRowAt: IndexPath(row: 0, section: section))
        guard !rowEstimatesAnsweredByDefault else { return nil }
        var estimates = [first]
        estimates.reserveCapacity(count)
        for row in 1..<count { estimates.append(delegate.tableView(self, estimatedHeightForRowAt: IndexPath(row: row, section: section))) }
        return estimates
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

    /// Measures the rows of `indexPath`'s section up to it: the delegate's heights (or
    /// `rowHeight`), and for `automaticDimension` the cell's own height at the row's width
    /// (the data source's cell, kept to be shown if its row is). Cells sized for rows outside
    /// the bounds go back to their queues at once, so a long jump reuses a few cells.
    func measureRow(_ indexPath: IndexPath) {
        let section = indexPath.section
        let start = geometry.measuredRowCount(inSection: section)
        guard start <= indexPath.row else { return }
        // Heights first: the delegate and the data source may ask the table about its rows
        // while a cell is made, which they cannot do while the geometry is being changed.
        let heights = (start...indexPath.row).map { row in
            let path = IndexPath(row: row, section: section)
            let asked = tableDelegate?.tableView(self, heightForRowAt: path) ?? rowHeight
            guard asked == UITableView.automaticDimension else {
                return asked.isFinite && asked >= 0 ? asked : resolvedRowHeight
            }
            let height = selfSizedHeight(path)
            // Rows passed on the way to `indexPath` give their cell back at once.
            if path != indexPath, let cell = sizedCells.removeValue(forKey: path) { recycleUndisplayed(cell) }
            return height
        }
        geometry.measure(upTo: indexPath.row, inSection: section) { row in
            heights.indices.contains(row - start) ? heights[row - start] : resolvedRowHeight
        }
        for (path, cell) in sizedCells where path != indexPath {
            let span = geometry.rowSpan(path)
            guard span.y >= bounds.maxY || span.y + span.height <= bounds.minY else { continue }
            sizedCells[path] = nil
            recycleUndisplayed(cell)
        }
    }

    /// The height of a self-sizing row: its cell measured at the row's width.
    private func selfSizedHeight(_ indexPath: IndexPath) -> CGFloat {
        guard let dataSource = dataSourceStorage else { return resolvedRowHeight }
        let cell = sizedCells[indexPath] ?? dataSource.tableView(self, cellForRowAt: indexPath)
        cell.adoptBackground(of: style)
        sizedCells[indexPath] = cell
        let width = max(0, bounds.width - 2 * rowSideInset)
        return cell.systemLayoutSizeFitting(CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
                                            withHorizontalFittingPriority: .required,
                                            verticalFittingPriority: .fittingSizeLevel).height
    }

    /// Puts a cell made for sizing but never shown back in its queue.
    private func recycleUndisplayed(_ cell: UITableViewCell) {
        if let identifier = cell.reuseIdentifier { cellPool.enqueue(cell, identifier: identifier) }
    }

    /// Keeps the content in view when the row at the top of the bounds was only estimated:
    /// measuring it (and the rows above it) replaces estimates with real heights, and the
    /// offset moves by the change, as UIKit keeps the visible rows in place.
    private func anchorTopRow() {
        let top = bounds.minY
        guard top > 0, let section = geometry.sections(from: top, to: top + 1).first,
              let row = geometry.firstRow(inSection: section, reachingBelow: top) else { return }
        let indexPath = IndexPath(row: row, section: section)
        let before = geometry.rowSpan(indexPath).y
        measureRow(indexPath)
        let shift = geometry.rowSpan(indexPath).y - before
        guard shift != 0 else { return }
        contentSize = CGSize(width: bounds.width, height: geometry.totalHeight())
        bounds.origin.y += shift
    }

    /// The rows that meet `rect`, measured, top to bottom.
    func rows(in rect: CGRect, measuring: Bool = true) -> [IndexPath] {
        var rows: [IndexPath] = []
        for section in geometry.sections(from: rect.minY, to: rect.maxY) {
            guard var row = geometry.firstRow(inSection: section, reachingBelow: rect.minY) else { continue }
            while row < geometry.numberOfRows(inSection: section) {
                let indexPath = IndexPath(row: row, section: section)
                // Rows above are measured, so a row's top is known before it is measured.
                if geometry.rowSpan(indexPath).y >= rect.maxY { return rows }
                if measuring { measureRow(indexPath) }
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
        // Cells whose (measured) rows left the bounds go back to their queues first, so the
        // rows coming in, sized or shown, reuse them.
        for (indexPath, cell) in visibleCellsByIndexPath {
            let span = geometry.rowSpan(indexPath)
            guard span.y >= bounds.maxY || span.y + span.height <= bounds.minY else { continue }
            visibleCellsByIndexPath[indexPath] = nil
            retire(cell, from: indexPath, leavingAfterLayout: true)
        }
        anchorTopRow()
        let wanted = rows(in: bounds)
        let wantedSet = Set(wanted)
        for (indexPath, cell) in visibleCellsByIndexPath where !wantedSet.contains(indexPath) {
            visibleCellsByIndexPath[indexPath] = nil
            retire(cell, from: indexPath, leavingAfterLayout: true)
        }
        for indexPath in wanted {
            let frame = rectForRow(at: indexPath)
            if let cell = visibleCellsByIndexPath[indexPath] {
                if cell !== reordering?.cell { cell.frame = frame }
                dress(cell, at: indexPath)
                continue
            }
            guard let dataSource = dataSourceStorage else { break }
            let cell = sizedCells.removeValue(forKey: indexPath) ?? dataSource.tableView(self, cellForRowAt: indexPath)
            cell.adoptBackground(of: style)
            applyEditing(to: cell, at: indexPath, animated: false)
            applySelectionState(to: cell, at: indexPath)
            cell.frame = frame
            dress(cell, at: indexPath)
            visibleCellsByIndexPath[indexPath] = cell
            tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
            // Below the headers, footers and scroll indicators.
            if cell.superview !== self { insertSubview(cell, at: 0) }
        }
        for cell in sizedCells.values { recycleUndisplayed(cell) }
        sizedCells = [:]
        detachRetiredCells()
        if let drag = reordering { placeRowsAround(drag) }
        layoutSupplementaryViews(in: geometry.sections(from: bounds.minY, to: bounds.maxY))
        layoutSectionIndex()
        let size = CGSize(width: bounds.width, height: geometry.totalHeight())
        if contentSize != size { contentSize = size }
        updatePrefetching()
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

    /// Takes a cell off the screen into its reuse queue; `leavingAfterLayout` leaves it in
    /// the table until the end of the layout pass (`cellsLeavingAfterLayout`).
    func retire(_ cell: UITableViewCell, from indexPath: IndexPath, leavingAfterLayout: Bool = false) {
        if cell === revealedCell { hideRevealedActions(animated: false) }
        if leavingAfterLayout, cell.superview === self {
            cellsLeavingAfterLayout.append(cell)
        } else {
            cell.removeFromSuperview()
        }
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        if let identifier = cell.reuseIdentifier { cellPool.enqueue(cell, identifier: identifier) }
    }

    /// Ends the layout pass's retirements: the retired cells not shown again leave the table.
    private func detachRetiredCells() {
        guard !cellsLeavingAfterLayout.isEmpty else { return }
        let shown = Set(visibleCellsByIndexPath.values.map(ObjectIdentifier.init))
        for cell in cellsLeavingAfterLayout where cell.superview === self && !shown.contains(ObjectIdentifier(cell)) {
            cell.removeFromSuperview()
        }
        cellsLeavingAfterLayout = []
    }
}
