import Foundation
import OrderedCollections

/// The selection model: a list of selected index paths kept by the collection view (not by
/// its cells), mirrored into the cells it shows. A cell gets its item's state each time it
/// is displayed (`applySelectionState(to:at:)`, called by the layout pass before
/// `willDisplay`), so the selection survives scrolling and reuse (spec SEL-14).
extension UICollectionView {
    /// Whether the user may select items now (`allowsSelection`, or its editing twin).
    var selectionAllowedNow: Bool { isEditing ? allowsSelectionDuringEditing : allowsSelection }

    /// Whether the user may select several items now.
    var multipleSelectionAllowedNow: Bool {
        isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    func isItemSelected(_ indexPath: IndexPath) -> Bool { selectedIndexPathsStorage.contains(indexPath) }

    /// Editing began or ended: the shown cells follow, their editing accessories sliding in
    /// or out (0.3 s) in a window.
    func editingDidChange() {
        for cell in visibleCells { cell.showsEditing = isEditing }
        guard window != nil else { return }
        UIView.animate(withDuration: 0.3) {
            for cell in self.visibleCells { cell.layoutIfNeeded() }
        }
    }

    /// Gives a cell about to be shown for `indexPath` its item's selection and highlight,
    /// and the collection view's editing state.
    func applySelectionState(to cell: UICollectionViewCell, at indexPath: IndexPath) {
        cell.showsEditing = isEditing
        let selected = isItemSelected(indexPath)
        if cell.isSelected != selected { cell.isSelected = selected }
        let highlighted = selectionTouch?.highlighted == indexPath
        if cell.isHighlighted != highlighted { cell.isHighlighted = highlighted }
    }

    /// Marks `indexPath` selected and its visible cell, if any.
    func markSelected(_ indexPath: IndexPath) {
        selectedIndexPathsStorage.append(indexPath)
        cellForItem(at: indexPath)?.isSelected = true
    }

    /// Marks `indexPath` deselected and its visible cell, if any.
    func markDeselected(_ indexPath: IndexPath) {
        selectedIndexPathsStorage.remove(indexPath)
        cellForItem(at: indexPath)?.isSelected = false
    }

    /// `selectItem(at:animated:scrollPosition:)`: no delegate calls (spec SEL-13).
    func programmaticallySelect(_ indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard selectionAllowedNow else { return }
        guard let indexPath else {
            for selected in selectedIndexPathsStorage { markDeselected(selected) }
            return
        }
        // An item that does not exist is bad data: nothing to select.
        guard isValidItem(indexPath) else { return }
        if !multipleSelectionAllowedNow {
            for selected in selectedIndexPathsStorage where selected != indexPath { markDeselected(selected) }
        }
        markSelected(indexPath)
        if !scrollPosition.isEmpty { scroll(toItem: indexPath, position: scrollPosition, animated: animated) }
    }

    /// `deselectItem(at:animated:)`: no delegate calls (spec SEL-13).
    func programmaticallyDeselect(_ indexPath: IndexPath) {
        guard selectionAllowedNow else { return }
        markDeselected(indexPath)
    }

    /// An update moved the items: the selection and the highlighted item follow them
    /// (`newIndexPath` gives where an item is now; nil: deleted, no longer selected).
    func remapSelection(_ newIndexPath: (IndexPath) -> IndexPath?) {
        selectedIndexPathsStorage = OrderedSet(selectedIndexPathsStorage.compactMap(newIndexPath))
        if let highlighted = selectionTouch?.highlighted { selectionTouch?.highlighted = newIndexPath(highlighted) }
    }

    /// `reloadData()` forgets the selection (the items may be others now) and any touch
    /// being tracked, as UIKit does; the cells go back to their queues at the next pass.
    func clearSelectionForReload() {
        for selected in selectedIndexPathsStorage { cellForItem(at: selected)?.isSelected = false }
        selectedIndexPathsStorage = []
        if let highlighted = selectionTouch?.highlighted { cellForItem(at: highlighted)?.isHighlighted = false }
        selectionTouch = nil
    }
}
