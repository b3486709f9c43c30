import CoreGraphics
import Foundation

/// A touch the collection view follows for highlight and selection: the touch, and the
/// item it highlights (nil once the highlight was refused or lost).
struct SelectionTouch {
    let touch: UITouch
    var highlighted: IndexPath?
}

/// Highlight and selection by touch (the Collection View Programming Guide's figure 2-3).
/// Touches on a cell reach the collection view through the responder chain, after the
/// scroll view's content-touch delay (`delaysContentTouches`: 0.15 s, or at once when the
/// finger lifts sooner), so a quick tap highlights and selects in the same turn, as on iOS.
/// The order:
///
/// - touch down: `shouldHighlightItemAt` (false: nothing more for this touch, Apple's
///   documentation of that method), `isHighlighted = true`, `didHighlightItemAt`;
/// - lift: `shouldSelectItemAt` (multiple selection, item selected: `shouldDeselectItemAt`),
///   then `isHighlighted = false` and `didUnhighlightItemAt` (the guide: the highlight goes
///   before the selection changes), then, if allowed, in single selection the other selected
///   items are deselected (`didDeselectItemAt` each, without asking), and the item is
///   selected (`isSelected`, `didSelectItemAt`, again for an item already selected) or, in
///   multiple selection, deselected (`didDeselectItemAt`);
/// - cancelled (a scroll begins, a gesture recognizer takes the touch) or moved off the
///   cell: `isHighlighted = false`, `didUnhighlightItemAt`, no selection.
///
/// Recognizers added by the app arbitrate through the touches they delay or cancel
/// (`delaysTouchesBegan`, `cancelsTouchesInView`), as the guide's Listing 4-2 expects.
extension UICollectionView {
    func trackTouchesBegan(_ touches: Set<UITouch>) {
        guard selectionTouch == nil, let touch = touches.first else { return }
        guard selectionAllowedNow, let indexPath = touchedItem(touch) else { return }
        selectionTouch = SelectionTouch(touch: touch, highlighted: nil)
        guard collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else {
            selectionTouch = nil
            return
        }
        guard selectionTouch?.touch === touch else { return }
        selectionTouch?.highlighted = indexPath
        cellForItem(at: indexPath)?.isHighlighted = true
        collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath)
    }

    func trackTouchesMoved(_ touches: Set<UITouch>) {
        guard let tracked = selectionTouch, touches.contains(tracked.touch), let indexPath = tracked.highlighted else {
            return
        }
        // In the cell's own space: the cell may be in an orthogonal row's scroll view.
        let inside = cellForItem(at: indexPath).map { $0.bounds.contains(tracked.touch.location(in: $0)) } ?? false
        if !inside { endTracking(unhighlighting: indexPath) }
    }

    func trackTouchesEnded(_ touches: Set<UITouch>) {
        guard let tracked = selectionTouch, touches.contains(tracked.touch) else { return }
        selectionTouch = nil
        guard let indexPath = tracked.highlighted else { return }
        let deselecting = multipleSelectionAllowedNow && isItemSelected(indexPath)
        let allowed = deselecting
            ? collectionDelegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true
            : collectionDelegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true
        unhighlight(indexPath)
        // A list cell with a header-style outline disclosure expands or collapses instead; one
        // with a pop-up menu accessory presents its menu.
        if let cell = cellForItem(at: indexPath) as? UICollectionViewListCell, cell.handleTapInsteadOfSelecting() {
            return
        }
        guard allowed, isValidItem(indexPath) else { return }
        if deselecting {
            markDeselected(indexPath)
            collectionDelegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        if !multipleSelectionAllowedNow {
            for other in selectedIndexPathsStorage where other != indexPath {
                markDeselected(other)
                collectionDelegate?.collectionView(self, didDeselectItemAt: other)
            }
        }
        markSelected(indexPath)
        collectionDelegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    func trackTouchesCancelled(_ touches: Set<UITouch>) {
        guard let tracked = selectionTouch, touches.contains(tracked.touch) else { return }
        if let indexPath = tracked.highlighted { endTracking(unhighlighting: indexPath) } else { selectionTouch = nil }
    }

    /// Stops following the touch and takes the highlight off its item.
    private func endTracking(unhighlighting indexPath: IndexPath) {
        selectionTouch = nil
        unhighlight(indexPath)
    }

    private func unhighlight(_ indexPath: IndexPath) {
        cellForItem(at: indexPath)?.isHighlighted = false
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: indexPath)
    }

    /// The item of the visible cell `touch` began in (a view inside the cell, or the cell;
    /// the cell is this collection view's own or in one of its orthogonal rows).
    func touchedItem(_ touch: UITouch) -> IndexPath? {
        var view = touch.view
        while let current = view, current !== self {
            if let cell = current as? UICollectionViewCell, let element = cell.displayedElement,
               element.category == .cell, visibleViews[element] === cell {
                return element.indexPath
            }
            view = current.superview
        }
        return nil
    }
}
