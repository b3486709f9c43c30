import Foundation

/// Editing mode: rows the data source lets edit (`canEditRowAt`) go into editing with the
/// control of their delegate's `editingStyleForRowAt` (a red minus by default), their
/// content moved aside unless `shouldIndentWhileEditingRowAt` says not; rows that cannot be
/// edited stay as they are. The minus reveals the row's trailing actions — the delegate's
/// `trailingSwipeActionsConfigurationForRowAt`, else a red "Delete" button (titled by
/// `titleForDeleteConfirmationButtonForRowAt`) that asks the data source to `commit` the
/// deletion; the plus asks it to commit an insertion at once. A touch anywhere else on the
/// table hides revealed actions, and does nothing more.
extension UITableView {
    /// Gives a cell the editing attributes of its row and puts it in or out of editing with
    /// the table (a row that cannot be edited stays out).
    func applyEditing(to cell: UITableViewCell, at indexPath: IndexPath, animated: Bool) {
        guard isEditing else {
            cell.setEditing(false, animated: animated)
            return
        }
        let editable = dataSourceStorage?.tableView(self, canEditRowAt: indexPath) ?? false
        if editable {
            cell.editingStyleStorage = tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
            cell.shouldIndentWhileEditing = tableDelegate?.tableView(self, shouldIndentWhileEditingRowAt: indexPath) ?? true
            cell.editingControls.canMove = dataSourceStorage?.tableView(self, canMoveRowAt: indexPath) ?? false
        } else {
            cell.editingStyleStorage = .none
        }
        cell.setEditing(editable, animated: animated)
    }

    /// Puts the table and its visible rows in or out of editing (see `setEditing`).
    func transitionEditing(_ editing: Bool, animated: Bool) {
        hideRevealedActions(animated: animated)
        for (indexPath, cell) in visibleCellsByIndexPath { applyEditing(to: cell, at: indexPath, animated: animated) }
    }

    /// The editing control of `cell` was tapped.
    func editingControlTapped(in cell: UITableViewCell) {
        guard let indexPath = indexPath(for: cell) else { return }
        switch cell.editingStyle {
        case .insert:
            hideRevealedActions(animated: true)
            dataSourceStorage?.tableView(self, commit: .insert, forRowAt: indexPath)
        case .delete:
            if revealedCell === cell {
                hideRevealedActions(animated: true)
            } else {
                revealTrailingActions(of: cell, at: indexPath)
            }
        case .none:
            break
        }
    }

    /// Reveals the trailing actions of the row at `indexPath` (hiding any other row's).
    func revealTrailingActions(of cell: UITableViewCell, at indexPath: IndexPath) {
        hideRevealedActions(animated: true)
        let configuration = tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
            ?? (cell.editingStyle == .delete ? defaultTrailingActions(for: cell, at: indexPath) : nil)
        guard let configuration, !configuration.actions.isEmpty else { return }
        reveal(configuration, at: .trailing, of: cell, openWidth: nil, animated: true)
    }

    /// Shows `configuration`'s actions at `edge` of `cell`: tapping one runs its handler,
    /// whose completion closes them.
    @discardableResult
    func reveal(_ configuration: UISwipeActionsConfiguration, at edge: RowActionsView.Edge, of cell: UITableViewCell,
                openWidth: CGFloat?, animated: Bool) -> RowActionsView {
        revealedCell = cell
        return cell.revealActions(configuration, at: edge, openWidth: openWidth, animated: animated) { [weak self, weak cell] action, button in
            guard let self, let cell else { return }
            action.handler(action, button) { [weak self, weak cell] _ in
                guard let self, let cell, self.revealedCell === cell else { return }
                self.hideRevealedActions(animated: true)
            }
        }
    }

    /// The delete confirmation of a row whose editing style is delete: one destructive
    /// action that asks the data source to commit the deletion.
    func defaultTrailingActions(for cell: UITableViewCell, at indexPath: IndexPath) -> UISwipeActionsConfiguration {
        let title = tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
        let delete = UIContextualAction(style: .destructive, title: title) { [weak self, weak cell] _, _, completion in
            guard let self, let cell, let row = self.indexPath(for: cell) else { return completion(false) }
            self.dataSourceStorage?.tableView(self, commit: .delete, forRowAt: row)
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }

    /// Hides the revealed actions, if a row shows them (a swipe's: the delegate hears of it).
    func hideRevealedActions(animated: Bool) {
        guard let cell = revealedCell else { return }
        revealedCell = nil
        cell.hideRevealedActions(animated: animated)
        guard revealedBySwipe else { return }
        revealedBySwipe = false
        tableDelegate?.tableView(self, didEndEditingRowAt: indexPath(for: cell))
    }

    // MARK: Swipe actions (SwipeActionsSupport.swift)

    /// Adds the pan of swipe actions and the context menus' press (at creation).
    func installRowGestures() {
        let swipes = SwipeActionsSupport(host: self)
        swipeSupport = swipes
        addGestureRecognizer(swipes.recognizer)
        let menus = TableContextMenuSupport(tableView: self)
        contextMenuSupport = menus
        menus.interaction.didMove(to: self)
    }

    /// The actions a swipe reveals at `edge` of the row at `indexPath`, nil for none: none
    /// for a row the data source cannot edit; else the delegate's configuration (an empty
    /// one: none); with none, on the trailing edge, the delete action of a `.delete` row —
    /// when the data source implements `canEditRowAt` (UIKit asks instead whether it
    /// implements `commit`, which Swift cannot).
    func swipeActions(at indexPath: IndexPath, edge: RowActionsView.Edge) -> UISwipeActionsConfiguration? {
        guard let dataSource = dataSourceStorage, let cell = cellForRow(at: indexPath) else { return nil }
        canEditAnsweredByDefault = false
        guard dataSource.tableView(self, canEditRowAt: indexPath) else { return nil }
        let implementsCanEdit = !canEditAnsweredByDefault
        let configuration: UISwipeActionsConfiguration?
        switch edge {
        case .leading:
            configuration = tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
        case .trailing:
            if let chosen = tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath) {
                configuration = chosen
            } else if implementsCanEdit,
                      (tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) == .delete {
                configuration = defaultTrailingActions(for: cell, at: indexPath)
            } else {
                configuration = nil
            }
        }
        guard let configuration, !configuration.actions.isEmpty else { return nil }
        return configuration
    }

    /// A touch began on the table (not on a control): when a row shows its actions, they
    /// hide and the touch does nothing more. Returns whether it did.
    func touchHidesRevealedActions() -> Bool {
        guard revealedCell != nil else { return false }
        hideRevealedActions(animated: true)
        return true
    }
}

extension UITableView: SwipeActionsHost {
    var acceptsSwipes: Bool { !isEditing && reordering == nil }

    func swipeRow(at point: CGPoint) -> (indexPath: IndexPath, cell: UIView)? {
        guard let indexPath = indexPathForRow(at: point), let cell = cellForRow(at: indexPath) else { return nil }
        return (indexPath, cell)
    }

    var revealedRowCell: UIView? { revealedCell }

    func revealedActions(of cell: UIView) -> RowActionsView? { (cell as? UITableViewCell)?.editingControls.revealed }

    /// The delegate hears `willBeginEditingRowAt`; ending (`didEndEditingRowAt`) comes when
    /// the actions hide.
    func beginSwipe(_ configuration: UISwipeActionsConfiguration, at edge: RowActionsView.Edge, of cell: UIView,
                    indexPath: IndexPath) -> RowActionsView {
        guard let cell = cell as? UITableViewCell else {
            preconditionFailure("UITableView: a swipe began on a view that is not one of its cells")
        }
        tableDelegate?.tableView(self, willBeginEditingRowAt: indexPath)
        let view = reveal(configuration, at: edge, of: cell, openWidth: 0, animated: false)
        revealedBySwipe = true
        return view
    }
}
