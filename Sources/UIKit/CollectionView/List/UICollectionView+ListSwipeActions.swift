import CoreGraphics
import Foundation

// Swipe actions in lists (iOS 14): the list configuration's leading and trailing providers
// give an item's actions; a swipe on a list cell reveals them (SwipeActionsSupport's rules,
// shared with table views), as does a delete accessory without a handler. A touch
// elsewhere, a scroll, or the cell leaving the screen closes them.
extension UICollectionView: SwipeActionsHost {
    /// Adds the swipe pan (at creation); it only begins on list rows that have actions.
    func installSwipeActions() {
        let swipes = SwipeActionsSupport(host: self)
        swipeSupport = swipes
        addGestureRecognizer(swipes.recognizer)
    }

    var acceptsSwipes: Bool { !isEditing && interactiveMovement == nil }

    func swipeRow(at point: CGPoint) -> (indexPath: IndexPath, cell: UIView)? {
        guard let indexPath = indexPathForItem(at: point),
              let cell = cellForItem(at: indexPath) as? UICollectionViewListCell else { return nil }
        return (indexPath, cell)
    }

    var revealedRowCell: UIView? { revealedListCell }

    func revealedActions(of cell: UIView) -> RowActionsView? { (cell as? UICollectionViewListCell)?.revealedActions }

    /// The list configuration's provider for `edge` of the item's section; nil (or no
    /// actions) reveals nothing.
    func swipeActions(at indexPath: IndexPath, edge: RowActionsView.Edge) -> UISwipeActionsConfiguration? {
        guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout,
              let list = layout.listConfiguration(inSection: indexPath.section) else { return nil }
        let provider = edge == .leading ? list.leadingSwipeActionsConfigurationProvider
                                        : list.trailingSwipeActionsConfigurationProvider
        guard let configuration = provider?(indexPath), !configuration.actions.isEmpty else { return nil }
        return configuration
    }

    func beginSwipe(_ configuration: UISwipeActionsConfiguration, at edge: RowActionsView.Edge, of cell: UIView,
                    indexPath: IndexPath) -> RowActionsView {
        guard let cell = cell as? UICollectionViewListCell else {
            preconditionFailure("UICollectionView: a swipe began on a view that is not one of its list cells")
        }
        return reveal(configuration, at: edge, of: cell, openWidth: 0, animated: false)
    }

    /// Reveals the item's trailing actions (its delete accessory was tapped), hiding any
    /// other row's; a second tap hides them.
    func revealTrailingActions(of cell: UICollectionViewListCell) {
        if revealedListCell === cell {
            hideRevealedActions(animated: true)
            return
        }
        hideRevealedActions(animated: true)
        guard let indexPath = indexPath(for: cell), let configuration = swipeActions(at: indexPath, edge: .trailing) else {
            return
        }
        reveal(configuration, at: .trailing, of: cell, openWidth: nil, animated: true)
    }

    /// Shows `configuration`'s actions at `edge` of `cell`: tapping one runs its handler,
    /// whose completion closes them.
    @discardableResult
    private func reveal(_ configuration: UISwipeActionsConfiguration, at edge: RowActionsView.Edge,
                        of cell: UICollectionViewListCell, openWidth: CGFloat?, animated: Bool) -> RowActionsView {
        revealedListCell = cell
        return cell.revealActions(configuration, at: edge, openWidth: openWidth, animated: animated) { [weak self, weak cell] action, button in
            guard let self, let cell else { return }
            action.handler(action, button) { [weak self, weak cell] _ in
                guard let self, let cell, self.revealedListCell === cell else { return }
                self.hideRevealedActions(animated: true)
            }
        }
    }

    func hideRevealedActions(animated: Bool) {
        guard let cell = revealedListCell else { return }
        revealedListCell = nil
        cell.hideRevealedActions(animated: animated)
    }
}
