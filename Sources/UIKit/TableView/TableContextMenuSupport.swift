import CoreGraphics
import Foundation

/// Context menus on rows: the table's own context menu interaction (not listed in its
/// `interactions`) asks the delegate's `contextMenuConfigurationForRowAt` for the row under
/// a long press (not while editing), and shows the menu with the row's cell as its preview;
/// the delegate hears as the menu appears and goes, and when its preview is tapped. A
/// press on a row with no menu leaves its touch alone (it highlights and selects as usual).
@MainActor
final class TableContextMenuSupport: NSObject, UIContextMenuInteractionDelegate {
    private weak var tableView: UITableView?
    private(set) var interaction: UIContextMenuInteraction!

    init(tableView: UITableView) {
        self.tableView = tableView
        super.init()
        interaction = UIContextMenuInteraction(delegate: self)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        guard let table = tableView, !table.isEditing, table.reordering == nil,
              let indexPath = table.indexPathForRow(at: location), let cell = table.cellForRow(at: indexPath),
              let configuration = table.tableDelegate?.tableView(table, contextMenuConfigurationForRowAt: indexPath,
                                                                 point: location) else { return nil }
        table.hideRevealedActions(animated: true)
        interaction.targetedView = cell
        return configuration
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        guard let table = tableView else { return }
        table.tableDelegate?.tableView(table, willDisplayContextMenu: configuration, animator: animator)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        guard let table = tableView else { return }
        table.tableDelegate?.tableView(table, willEndContextMenuInteraction: configuration, animator: animator)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                animator: any UIContextMenuInteractionCommitAnimating) {
        guard let table = tableView else { return }
        table.tableDelegate?.tableView(table, willPerformPreviewActionForMenuWith: configuration, animator: animator)
    }
}
