import CoreGraphics
import Foundation

/// Reordering: a touch on a row's grip lifts the row (above the others, with a shadow); it
/// follows the finger up and down, and the other rows move aside, 0.2 s, to show where it
/// would land — the row under its centre, as the delegate's
/// `targetIndexPathForMoveFromRowAt` redirects it. On lift the data source hears
/// `moveRowAt` and the table moves the row there (the update's slide settles it); a
/// cancelled touch puts it back.
extension UITableView {
    /// Whether the table shows what its data source does not have yet: a row is being
    /// dragged by its grip (reloading now would lose the drag).
    public var hasUncommittedUpdates: Bool { reordering != nil }

    /// The row being dragged: its cell, where it was, where it would land, and the finger's
    /// distance from the cell's centre.
    struct Reordering {
        let cell: UITableViewCell
        let source: IndexPath
        var target: IndexPath
        let grab: CGFloat
    }

    func beginReordering(_ cell: UITableViewCell, touch: UITouch) {
        guard isEditing, reordering == nil, let source = indexPath(for: cell) else { return }
        hideRevealedActions(animated: false)
        reordering = Reordering(cell: cell, source: source, target: source, grab: touch.location(in: self).y - cell.center.y)
        bringSubviewToFront(cell)
        cell.layer.shadowOpacity = 0.25
        cell.layer.shadowRadius = 8
        cell.layer.shadowOffset = .zero
    }

    func moveReordering(touch: UITouch) {
        guard var drag = reordering else { return }
        let half = drag.cell.bounds.height / 2
        let y = min(max(touch.location(in: self).y - drag.grab, half), max(half, contentSize.height - half))
        drag.cell.center.y = y
        let proposed = indexPathForRow(at: CGPoint(x: bounds.midX, y: y)) ?? drag.target
        let target = tableDelegate?.tableView(self, targetIndexPathForMoveFromRowAt: drag.source,
                                              toProposedIndexPath: proposed) ?? proposed
        guard target != drag.target, isValid(target) else { return }
        drag.target = target
        reordering = drag
        UIView.animate(withDuration: 0.2) { self.placeRowsAround(drag) }
    }

    func endReordering(cancelled: Bool) {
        guard let drag = reordering else { return }
        reordering = nil
        drag.cell.layer.shadowOpacity = 0
        let target = cancelled ? drag.source : drag.target
        guard target != drag.source else {
            UIView.animate(withDuration: 0.2) {
                for (indexPath, cell) in self.visibleCellsByIndexPath { cell.frame = self.rectForRow(at: indexPath) }
            }
            return
        }
        dataSourceStorage?.tableView(self, moveRowAt: drag.source, to: target)
        performBatchUpdates { self.moveRow(at: drag.source, to: target) }
    }

    /// Moves the visible rows other than the dragged one to where they would be with it at
    /// its target: rows after its old place close up by its height, rows from its target
    /// on open by it.
    func placeRowsAround(_ drag: Reordering) {
        let height = drag.cell.bounds.height
        for (indexPath, cell) in visibleCellsByIndexPath where cell !== drag.cell {
            var shift: CGFloat = 0
            if indexPath > drag.source { shift -= height }
            var closedUp = indexPath
            if indexPath.section == drag.source.section, indexPath.row > drag.source.row { closedUp.row -= 1 }
            if closedUp >= drag.target { shift += height }
            cell.frame = rectForRow(at: indexPath).offsetBy(dx: 0, dy: shift)
        }
    }
}
