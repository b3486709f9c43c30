import CoreGraphics
import Foundation

/// A view controller whose root view is a table view, of which it is the data source and
/// the delegate.
///
/// `loadView()` makes a table view of the style given at creation, the size of the main
/// screen. Subclasses provide the content by overriding the data source and delegate
/// methods, which are declared here so that an override is what the table view calls
/// (Swift cannot reach a subclass's method through a protocol default; write `override`,
/// see docs/DIFFERENCES.md). Their defaults are UIKit's answers for a method not
/// implemented.
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let initialStyle: UITableView.Style

    /// Creates a controller whose table view has `style`.
    public init(style: UITableView.Style) {
        initialStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller with a plain table view.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        initialStyle = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a controller from an archive: here (no nib files) with a plain table view.
    public required init?(coder: NSCoder) {
        initialStyle = .plain
        super.init(coder: coder)
    }

    /// The table view: the root view (loading it if needed). Setting it makes it the root
    /// view.
    open var tableView: UITableView! {
        get { view as? UITableView }
        set { view = newValue }
    }

    /// The table view's refresh control (pull to refresh). Default nil.
    open var refreshControl: UIRefreshControl? {
        get { tableView.refreshControl }
        set { tableView.refreshControl = newValue }
    }

    /// Whether `viewWillAppear(_:)` deselects the selected rows — alongside the transition
    /// when there is one, so the highlight fades as the controller comes back. Default true.
    open var clearsSelectionOnViewWillAppear = true

    /// Makes the table view (the main screen's size, the style given at creation), with
    /// this controller as its data source and delegate.
    open override func loadView() {
        let tableView = UITableView(frame: UIScreen.main.bounds, style: initialStyle)
        tableView.dataSource = self
        tableView.delegate = self
        view = tableView
    }

    /// Deselects the selected rows when `clearsSelectionOnViewWillAppear` is true: with the
    /// transition coordinator's animations when there is one (back again if the
    /// interactive transition is cancelled), else at once.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let tableView = viewIfLoaded as? UITableView,
              let selected = tableView.indexPathsForSelectedRows else { return }
        guard let coordinator = transitionCoordinator else {
            for indexPath in selected { tableView.deselectRow(at: indexPath, animated: animated) }
            return
        }
        coordinator.animate(alongsideTransition: { _ in
            for indexPath in selected { tableView.deselectRow(at: indexPath, animated: true) }
        }, completion: { context in
            guard context.isCancelled else { return }
            for indexPath in selected { tableView.selectRow(at: indexPath, animated: false, scrollPosition: .none) }
        })
    }

    /// Puts the controller and its table view in or out of editing mode.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView?.setEditing(editing, animated: animated)
    }

    // MARK: Data source (defaults: no rows)

    open func numberOfSections(in tableView: UITableView) -> Int { 1 }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        preconditionFailure("UITableViewController: \(type(of: self)) shows rows but does not override "
            + "tableView(_:cellForRowAt:); override it and return a dequeued cell")
    }

    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }

    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        index
    }

    /// True (rows can be edited); as the protocol's default, it counts as "not implemented"
    /// for swipe to delete (see `UITableView+Editing.swift`).
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        tableView.canEditAnsweredByDefault = true
        return true
    }

    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                        forRowAt indexPath: IndexPath) {}

    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}

    // MARK: Delegate: sizes and views

    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.rowHeight
    }

    /// `automaticDimension` (no estimate); as the protocol's default, the table then asks no
    /// other row.
    open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.rowEstimatesAnsweredByDefault = true
        return UITableView.automaticDimension
    }

    open func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        UITableView.automaticDimension
    }

    open func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        UITableView.automaticDimension
    }

    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }

    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }

    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }

    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }

    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}

    open func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}

    open func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}

    open func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}

    open func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {}

    open func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {}

    open func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}

    // MARK: Delegate: highlight and selection

    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }

    open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}

    open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}

    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }

    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

    open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }

    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}

    // MARK: Delegate: editing

    open func tableView(_ tableView: UITableView,
                        editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { .delete }

    open func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }

    open func tableView(_ tableView: UITableView,
                        titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { nil }

    open func tableView(_ tableView: UITableView,
                        trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        nil
    }

    open func tableView(_ tableView: UITableView,
                        leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        nil
    }

    open func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}

    open func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}

    // MARK: Delegate: context menus

    open func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                        point: CGPoint) -> UIContextMenuConfiguration? { nil }

    open func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                        animator: (any UIContextMenuInteractionAnimating)?) {}

    open func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                        animator: (any UIContextMenuInteractionAnimating)?) {}

    open func tableView(_ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                        animator: any UIContextMenuInteractionCommitAnimating) {}

    open func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                        toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        proposedDestinationIndexPath
    }
}
