import CoreGraphics
import Foundation

/// Swipe actions: a mostly horizontal drag on a row (the table not editing) reveals its
/// trailing actions (dragging left) or leading ones (dragging right), the row following
/// the finger. Released more than half open, or flicked open, they open fully; otherwise
/// they close. With `performsFirstActionWithFullSwipe`, dragging past 60 % of the row
/// arms a full swipe (the first action's button takes the whole width): released there,
/// the row slides across and the first action runs. A drag on a row whose actions show
/// moves them again.
@MainActor
final class TableSwipeSupport: NSObject, UIGestureRecognizerDelegate {
    private weak var tableView: UITableView?
    private(set) var recognizer: UIPanGestureRecognizer!
    /// The drag under way: the actions' view and the signed open width it started from
    /// (negative for trailing actions).
    private var drag: (view: TableRowActionsView, cell: UITableViewCell, start: CGFloat)?

    /// The share of the row's width past which a full swipe is armed.
    static let fullSwipeShare: CGFloat = 0.6
    /// The speed (points per second) of a flick that opens or closes whatever the width.
    static let flickSpeed: CGFloat = 400

    init(tableView: UITableView) {
        self.tableView = tableView
        super.init()
        recognizer = UIPanGestureRecognizer(target: self, action: #Selector(TableSwipeSupport.panned(_:)))
        recognizer.delegate = self
    }

    /// The row under the drag's start and its cell, when it is visible.
    private func touchedRow(_ table: UITableView) -> (IndexPath, UITableViewCell)? {
        let location = recognizer.location(in: table), moved = recognizer.translation(in: table)
        let start = CGPoint(x: location.x - moved.x, y: location.y - moved.y)
        guard let indexPath = table.indexPathForRow(at: start), let cell = table.cellForRow(at: indexPath) else { return nil }
        return (indexPath, cell)
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let table = tableView, !table.isEditing, table.reordering == nil else { return false }
        let moved = recognizer.translation(in: table)
        guard abs(moved.x) > abs(moved.y), let (indexPath, cell) = touchedRow(table) else { return false }
        if cell === table.revealedCell { return true }
        return table.swipeActions(at: indexPath, edge: moved.x < 0 ? .trailing : .leading) != nil
    }

    func panned(_ pan: UIPanGestureRecognizer) {
        guard let table = tableView else { return }
        switch pan.state {
        case .began: begin(table)
        case .changed: follow(table)
        case .ended: finish(table, cancelled: false)
        case .cancelled, .failed: finish(table, cancelled: true)
        default: break
        }
    }

    private func begin(_ table: UITableView) {
        guard let (indexPath, cell) = touchedRow(table) else { return }
        if cell === table.revealedCell, let view = cell.editingControls.revealed {
            drag = (view, cell, view.edge == .trailing ? -view.shownWidth : view.shownWidth)
            return
        }
        table.hideRevealedActions(animated: true)
        let edge: TableRowActionsView.Edge = recognizer.translation(in: table).x < 0 ? .trailing : .leading
        guard let configuration = table.swipeActions(at: indexPath, edge: edge) else { return }
        table.tableDelegate?.tableView(table, willBeginEditingRowAt: indexPath)
        let view = table.reveal(configuration, at: edge, of: cell, openWidth: 0, animated: false)
        table.revealedBySwipe = true
        drag = (view, cell, 0)
        follow(table)
    }

    /// The open width the finger asks for: the signed offset on the actions' side, past
    /// their buttons freely when a full swipe can happen, else with resistance.
    private func follow(_ table: UITableView) {
        guard let drag else { return }
        let offset = drag.start + recognizer.translation(in: table).x
        let wanted = max(0, drag.view.edge == .trailing ? -offset : offset)
        let full = drag.view.fullWidth, rowWidth = drag.cell.bounds.width
        let fullSwipe = drag.view.configuration.performsFirstActionWithFullSwipe
        let width = wanted <= full || fullSwipe ? min(wanted, rowWidth) : full + (wanted - full) * 0.3
        drag.view.openWidth = width
        drag.view.expandsFirst = fullSwipe && width > rowWidth * Self.fullSwipeShare
        drag.cell.setNeedsLayout()
        drag.cell.layoutIfNeeded()
    }

    private func finish(_ table: UITableView, cancelled: Bool) {
        guard let drag else { return }
        self.drag = nil
        let view = drag.view, cell = drag.cell
        let speed = recognizer.velocity(in: table).x * (view.edge == .trailing ? -1 : 1)
        if view.expandsFirst, !cancelled {
            UIView.animate(withDuration: 0.2) {
                view.openWidth = cell.bounds.width
                cell.setNeedsLayout()
                cell.layoutIfNeeded()
            }
            view.chooseFirst()
            return
        }
        view.expandsFirst = false
        let width = view.shownWidth
        let opens = !cancelled && (speed > Self.flickSpeed || (speed > -Self.flickSpeed && width > view.fullWidth / 2))
        guard opens else {
            table.hideRevealedActions(animated: true)
            return
        }
        UIView.animate(withDuration: 0.3) {
            view.openWidth = nil
            cell.setNeedsLayout()
            cell.layoutIfNeeded()
        }
    }
}
