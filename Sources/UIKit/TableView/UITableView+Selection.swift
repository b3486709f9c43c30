import CoreGraphics
import Foundation

/// Row selection: the selected rows kept by the table (not by its cells) and mirrored into
/// the cells it shows, the programmatic calls (no delegate calls, as UIKit's), and touches
/// that highlight a row on touch-down and select it on lift.
///
/// The order on a tap: touch down — `shouldHighlightRowAt` (false: nothing more for this
/// touch), `setHighlighted(true)`, `didHighlightRowAt`; lift — `willSelectRowAt` (nil vetoes,
/// another index path redirects; in multiple selection a selected row asks
/// `willDeselectRowAt` instead), `setHighlighted(false)`, `didUnhighlightRowAt`, then in single
/// selection the other selected rows are deselected (`willDeselectRowAt`, which may veto, and
/// `didDeselectRowAt`), then the row is selected and `didSelectRowAt` is called. A touch that
/// becomes a scroll is cancelled: the highlight goes, nothing is selected.
extension UITableView {
    /// Whether the user may select rows now (`allowsSelection`, or its editing twin).
    var selectionAllowedNow: Bool { isEditing ? allowsSelectionDuringEditing : allowsSelection }

    /// Whether the user may select several rows now.
    var multipleSelectionAllowedNow: Bool {
        isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    /// The selected row (the first in row order), nil when none is.
    public var indexPathForSelectedRow: IndexPath? { selectedRows.min() }

    /// The selected rows in row order, nil when none is.
    public var indexPathsForSelectedRows: [IndexPath]? {
        selectedRows.isEmpty ? nil : selectedRows.sorted()
    }

    /// Selects the row at `indexPath` (nil deselects every row) and scrolls it to
    /// `scrollPosition`. No delegate calls; in single selection the other rows are
    /// deselected. A row that does not exist is ignored.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        loadCountsIfNeeded()
        guard let indexPath else {
            for selected in selectedRows { markDeselected(selected, animated: animated) }
            return
        }
        guard isValid(indexPath) else { return }
        if !multipleSelectionAllowedNow {
            for selected in selectedRows where selected != indexPath { markDeselected(selected, animated: animated) }
        }
        markSelected(indexPath, animated: animated)
        if scrollPosition != .none || !bounds.contains(rectForRow(at: indexPath)) {
            scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
        }
    }

    /// Deselects the row at `indexPath`. No delegate calls.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        markDeselected(indexPath, animated: animated)
    }

    func markSelected(_ indexPath: IndexPath, animated: Bool) {
        selectedRows.insert(indexPath)
        cellForRow(at: indexPath)?.setSelected(true, animated: animated)
    }

    func markDeselected(_ indexPath: IndexPath, animated: Bool) {
        selectedRows.remove(indexPath)
        cellForRow(at: indexPath)?.setSelected(false, animated: animated)
    }

    /// Gives a cell about to be shown its row's selection and highlight.
    func applySelectionState(to cell: UITableViewCell, at indexPath: IndexPath) {
        let selected = selectedRows.contains(indexPath)
        if cell.isSelected != selected { cell.setSelected(selected, animated: false) }
        let highlighted = highlightedRow == indexPath
        if cell.isHighlighted != highlighted { cell.setHighlighted(highlighted, animated: false) }
    }

    /// `reloadData()` forgets the selection and the touch being followed, as UIKit does.
    func clearSelectionForReload() {
        for selected in selectedRows { cellForRow(at: selected)?.setSelected(false, animated: false) }
        selectedRows = []
        if let highlighted = highlightedRow { cellForRow(at: highlighted)?.setHighlighted(false, animated: false) }
        selectionTouchStorage = nil
        highlightedRow = nil
    }

    // MARK: Touches

    func trackTouchesBegan(_ touches: Set<UITouch>) {
        guard selectionTouchStorage == nil, let touch = touches.first, selectionAllowedNow,
              let indexPath = touchedRow(touch) else { return }
        selectionTouchStorage = touch
        guard tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else {
            selectionTouchStorage = nil
            return
        }
        highlightedRow = indexPath
        cellForRow(at: indexPath)?.setHighlighted(true, animated: false)
        tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
    }

    func trackTouchesMoved(_ touches: Set<UITouch>) {
        guard let touch = selectionTouchStorage, touches.contains(touch), let indexPath = highlightedRow else { return }
        if !rectForRow(at: indexPath).contains(touch.location(in: self)) { endTracking() }
    }

    func trackTouchesEnded(_ touches: Set<UITouch>) {
        guard let touch = selectionTouchStorage, touches.contains(touch) else { return }
        selectionTouchStorage = nil
        guard let indexPath = highlightedRow else { return }
        if multipleSelectionAllowedNow, selectedRows.contains(indexPath) {
            let target = askWillDeselect(indexPath)
            unhighlight(indexPath)
            guard let target, isValid(target) else { return }
            markDeselected(target, animated: true)
            tableDelegate?.tableView(self, didDeselectRowAt: target)
            return
        }
        let target = askWillSelect(indexPath)
        unhighlight(indexPath)
        guard let target, isValid(target) else { return }
        if !multipleSelectionAllowedNow {
            for other in selectedRows.sorted() where other != target {
                guard let vetted = askWillDeselect(other) else { continue }
                markDeselected(vetted, animated: true)
                tableDelegate?.tableView(self, didDeselectRowAt: vetted)
            }
        }
        markSelected(target, animated: true)
        tableDelegate?.tableView(self, didSelectRowAt: target)
    }

    func trackTouchesCancelled(_ touches: Set<UITouch>) {
        guard let touch = selectionTouchStorage, touches.contains(touch) else { return }
        endTracking()
    }

    /// The row to select instead of `indexPath` (nil: none), from the delegate.
    private func askWillSelect(_ indexPath: IndexPath) -> IndexPath? {
        guard let delegate = tableDelegate else { return indexPath }
        return delegate.tableView(self, willSelectRowAt: indexPath)
    }

    /// The row to deselect instead of `indexPath` (nil: none), from the delegate.
    private func askWillDeselect(_ indexPath: IndexPath) -> IndexPath? {
        guard let delegate = tableDelegate else { return indexPath }
        return delegate.tableView(self, willDeselectRowAt: indexPath)
    }

    /// Stops following the touch and takes the highlight off its row.
    private func endTracking() {
        selectionTouchStorage = nil
        if let indexPath = highlightedRow { unhighlight(indexPath) }
    }

    private func unhighlight(_ indexPath: IndexPath) {
        highlightedRow = nil
        cellForRow(at: indexPath)?.setHighlighted(false, animated: false)
        tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath)
    }

    /// The row of the visible cell `touch` began in (a view inside the cell, or the cell);
    /// nil for a touch on a control in it (a switch takes its own touches).
    private func touchedRow(_ touch: UITouch) -> IndexPath? {
        var view = touch.view
        while let current = view, current !== self {
            if current is UIControl { return nil }
            if current.superview === self, let cell = current as? UITableViewCell { return indexPath(for: cell) }
            view = current.superview
        }
        return nil
    }
}
