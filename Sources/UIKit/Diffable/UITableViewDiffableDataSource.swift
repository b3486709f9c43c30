import Foundation

/// A table view's data source driven by snapshots: the app builds an
/// `NSDiffableDataSourceSnapshot` of section and row identifiers and applies it; the data
/// source finds the difference from what is shown (`SnapshotDifference`) and performs it as
/// one batch update with `defaultRowAnimation`, then answers the table's questions from the
/// snapshot and makes each cell with the cell provider.
///
/// Creating one makes it the table view's `dataSource` (which the table holds weakly: keep
/// the data source). Subclasses give section titles by overriding the title methods, as
/// with UIKit's.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UITableViewDataSource {
    /// Makes the cell for a row: dequeue it from the table view and configure it.
    public typealias CellProvider = (_ tableView: UITableView, _ indexPath: IndexPath,
                                     _ itemIdentifier: ItemIdentifierType) -> UITableViewCell?
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    /// What the table shows (without the reload and reconfigure marks an apply consumes).
    private var shown = Snapshot()

    /// How rows and sections come and go when a snapshot is applied with animation.
    /// Default `.automatic`.
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// Makes the data source of `tableView`, empty until a snapshot is applied.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    // MARK: Applying snapshots

    /// Shows `snapshot`: the difference from what is shown is performed as one batch update
    /// (animated with `defaultRowAnimation` unless `animatingDifferences` is false), then the
    /// reconfigured rows are asked for again in place. `completion` runs once the update's
    /// animations end.
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let difference = SnapshotDifference(from: shown, to: snapshot)
        shown = snapshot.withoutMarks
        guard let tableView else {
            completion?()
            return
        }
        let animation = defaultRowAnimation
        difference.perform(animating: animatingDifferences, completion: completion) { finished in
            tableView.performBatchUpdates({ difference.record(in: tableView, animation: animation) }, completion: finished)
        }
        let reconfigured = snapshot.reconfiguredItems.compactMap { shown.location(of: $0) }
        if !reconfigured.isEmpty { tableView.reconfigureRows(at: reconfigured) }
    }

    /// Shows `snapshot` by reloading the table's data: no difference is found and nothing
    /// animates.
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        shown = snapshot.withoutMarks
        tableView?.reloadData()
        UIView.completeOnNextTurn(completion.map { completion in { _ in completion() } })
    }

    /// A copy of what is shown.
    open func snapshot() -> Snapshot { shown }

    // MARK: Identifiers and index paths

    /// The row's item shown at `indexPath`, or nil when there is none.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { shown.item(at: indexPath) }

    /// Where the item is shown, or nil when it is not in the snapshot.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { shown.location(of: itemIdentifier) }

    /// The section shown at `index`, or nil.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { shown.section(at: index) }

    /// The index the section is shown at, or nil.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { shown.sectionIndexes[sectionIdentifier] }

    // MARK: UITableViewDataSource

    open func numberOfSections(in tableView: UITableView) -> Int { shown.sections.count }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        shown.itemCount(inSection: section)
    }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = itemIdentifier(for: indexPath) else {
            preconditionFailure("UITableViewDiffableDataSource: the table view asked for a cell at \(indexPath), where the "
                                + "applied snapshot has no item; change the data only by applying snapshots")
        }
        guard let cell = cellProvider(tableView, indexPath, item) else {
            preconditionFailure("UITableViewDiffableDataSource: the cell provider returned nil for item \(item) at "
                                + "\(indexPath); return a cell dequeued from the table view")
        }
        return cell
    }

    /// No header title; override to give one.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// No footer title; override to give one.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    /// No section index; override to give its titles (a contacts list's letters).
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }

    /// The section an index title jumps to: by default the one at the title's index;
    /// override when the index and the sections differ.
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        index
    }

    /// No row can be edited; override to allow editing (and swipe to delete).
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

    /// Nothing; override to delete or insert (then apply a snapshot that shows it).
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                        forRowAt indexPath: IndexPath) {}

    /// No row can move; override to allow reordering.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    /// The user moved a row: the data source's snapshot takes the move (overrides call
    /// super, then read `snapshot()`).
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        shown = shown.movingItem(at: sourceIndexPath, to: destinationIndexPath)
    }
}
