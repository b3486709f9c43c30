import CoreGraphics
import Foundation

/// What swipe actions need from the view whose rows they reveal: a table view, or a
/// collection view showing a list.
@MainActor
protocol SwipeActionsHost: UIScrollView {
    /// Whether a swipe may begin now (not while editing or moving a row).
    var acceptsSwipes: Bool { get }
    /// The row at `point` and its cell, when it is visible.
    func swipeRow(at point: CGPoint) -> (indexPath: IndexPath, cell: UIView)?
    /// The cell whose actions show, if any.
    var revealedRowCell: UIView? { get }
    /// The actions shown now in `cell`, if any.
    func revealedActions(of cell: UIView) -> RowActionsView?
    /// The actions a swipe reveals at `edge` of the row at `indexPath`; nil for none.
    func swipeActions(at indexPath: IndexPath, edge: RowActionsView.Edge) -> UISwipeActionsConfiguration?
    /// A swipe begins: shows `configuration`'s actions at `edge` of `cell`, closed, noting
    /// that a swipe revealed them (and telling the delegate where it wants to know).
    func beginSwipe(_ configuration: UISwipeActionsConfiguration, at edge: RowActionsView.Edge, of cell: UIView,
                    indexPath: IndexPath) -> RowActionsView
    /// Hides the actions a row shows, if any.
    func hideRevealedActions(animated: Bool)
}

/// Swipe actions: a mostly horizontal drag on a row (its host not editing) reveals its
/// trailing actions (dragging left) or leading ones (dragging right), the row following
/// the finger. Released more than half open, or flicked open, they open fully; otherwise
/// they close. With `performsFirstActionWithFullSwipe`, dragging past 60 % of the row
/// arms a full swipe (the first action's button takes the whole width): released there,
/// the row slides across and the first action runs. A drag on a row whose actions show
/// moves them again.
@MainActor
final class SwipeActionsSupport: NSObject, UIGestureRecognizerDelegate {
    private weak var host: (any SwipeActionsHost)?
    private(set) var recognizer: UIPanGestureRecognizer!
    /// The drag under way: the actions' view, the row's cell and the signed open width it
    /// started from (negative for trailing actions).
    private var drag: (view: RowActionsView, cell: UIView, start: CGFloat)?

    /// The share of the row's width past which a full swipe is armed.
    static let fullSwipeShare: CGFloat = 0.6
    /// The speed (points per second) of a flick that opens or closes whatever the width.
    static let flickSpeed: CGFloat = 400

    init(host: any SwipeActionsHost) {
        self.host = host
        super.init()
        recognizer = UIPanGestureRecognizer(target: self, action: #Selector(SwipeActionsSupport.panned(_:)))
        recognizer.delegate = self
    }

    /// The row under the drag's start and its cell, when it is visible.
    private func touchedRow(_ host: any SwipeActionsHost) -> (indexPath: IndexPath, cell: UIView)? {
        let location = recognizer.location(in: host), moved = recognizer.translation(in: host)
        return host.swipeRow(at: CGPoint(x: location.x - moved.x, y: location.y - moved.y))
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let host, host.acceptsSwipes else { return false }
        let moved = recognizer.translation(in: host)
        guard abs(moved.x) > abs(moved.y), let row = touchedRow(host) else { return false }
        if row.cell === host.revealedRowCell { return true }
        return host.swipeActions(at: row.indexPath, edge: moved.x < 0 ? .trailing : .leading) != nil
    }

    func panned(_ pan: UIPanGestureRecognizer) {
        guard let host else { return }
        switch pan.state {
        case .began: begin(host)
        case .changed: follow(host)
        case .ended: finish(host, cancelled: false)
        case .cancelled, .failed: finish(host, cancelled: true)
        default: break
        }
    }

    private func begin(_ host: any SwipeActionsHost) {
        guard let row = touchedRow(host) else { return }
        if row.cell === host.revealedRowCell, let view = host.revealedActions(of: row.cell) {
            drag = (view, row.cell, view.edge == .trailing ? -view.shownWidth : view.shownWidth)
            return
        }
        host.hideRevealedActions(animated: true)
        let edge: RowActionsView.Edge = recognizer.translation(in: host).x < 0 ? .trailing : .leading
        guard let configuration = host.swipeActions(at: row.indexPath, edge: edge) else { return }
        let view = host.beginSwipe(configuration, at: edge, of: row.cell, indexPath: row.indexPath)
        drag = (view, row.cell, 0)
        follow(host)
    }

    /// The open width the finger asks for: the signed offset on the actions' side, past
    /// their buttons freely when a full swipe can happen, else with resistance.
    private func follow(_ host: any SwipeActionsHost) {
        guard let drag else { return }
        let offset = drag.start + recognizer.translation(in: host).x
        let wanted = max(0, drag.view.edge == .trailing ? -offset : offset)
        let full = drag.view.fullWidth, rowWidth = drag.cell.bounds.width
        let fullSwipe = drag.view.configuration.performsFirstActionWithFullSwipe
        let width = wanted <= full || fullSwipe ? min(wanted, rowWidth) : full + (wanted - full) * 0.3
        drag.view.openWidth = width
        drag.view.expandsFirst = fullSwipe && width > rowWidth * Self.fullSwipeShare
        drag.cell.setNeedsLayout()
        drag.cell.layoutIfNeeded()
    }

    private func finish(_ host: any SwipeActionsHost, cancelled: Bool) {
        guard let drag else { return }
        self.drag = nil
        let view = drag.view, cell = drag.cell
        let speed = recognizer.velocity(in: host).x * (view.edge == .trailing ? -1 : 1)
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
            host.hideRevealedActions(animated: true)
            return
        }
        UIView.animate(withDuration: 0.3) {
            view.openWidth = nil
            cell.setNeedsLayout()
            cell.layoutIfNeeded()
        }
    }
}
