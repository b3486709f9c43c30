import Foundation

/// A collection view's data source driven by snapshots: the app builds an
/// `NSDiffableDataSourceSnapshot` of section and item identifiers and applies it; the data
/// source finds the difference from what is shown (`SnapshotDifference`) and performs it as
/// one batch update, animated or not, then answers the collection view's questions from the
/// snapshot and makes each cell with the cell provider.
///
/// Creating one makes it the collection view's `dataSource` (which the collection view
/// holds weakly: keep the data source). A section can also be given an outline
/// (`NSDiffableDataSourceSectionSnapshot`): it shows the outline's visible items. The user
/// reorders items when `reorderingHandlers` allow it, and expands and collapses outline
/// items (a list cell's outline disclosure) as `sectionSnapshotHandlers` allow.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UICollectionViewDataSource {
    /// Makes the cell for an item: dequeue it from the collection view and configure it.
    public typealias CellProvider = (_ collectionView: UICollectionView, _ indexPath: IndexPath,
                                     _ itemIdentifier: ItemIdentifierType) -> UICollectionViewCell?
    /// Makes a supplementary view (a header, a footer) the layout asks for.
    public typealias SupplementaryViewProvider = (_ collectionView: UICollectionView, _ elementKind: String,
                                                  _ indexPath: IndexPath) -> UICollectionReusableView?
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    /// What the collection view shows (without the reload and reconfigure marks, which an
    /// apply consumes).
    private var shown = Snapshot()
    /// The outlines applied to sections, while the sections show their visible items.
    private var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]

    /// The views for the layout's supplementary elements; nil: the layout must ask for none.
    open var supplementaryViewProvider: SupplementaryViewProvider?

    /// Whether and how the user reorders items (interactive movement). By default no item
    /// can move.
    open var reorderingHandlers = ReorderingHandlers()

    /// Whether and how the user expands and collapses the items of section snapshots
    /// (`UICollectionViewDiffableDataSource+Outlines.swift`). By default every item may.
    open var sectionSnapshotHandlers = SectionSnapshotHandlers()

    /// Makes the data source of `collectionView`, empty until a snapshot is applied.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    // MARK: Applying snapshots

    /// Shows `snapshot`: the difference from what is shown is performed as one batch update
    /// (animated unless `animatingDifferences` is false), then the reconfigured items'
    /// cells are configured again. `completion` runs once the update's animations end.
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        show(snapshot, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// Shows `snapshot`'s visible items as `section`'s (adding the section at the end when
    /// it is not shown) and keeps the outline, for `snapshot(for:)`.
    open func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        var next = shown
        if next.indexOfSection(section) == nil {
            next.appendSections([section])
        } else {
            next.deleteItems(next.itemIdentifiers(inSection: section))
        }
        next.appendItems(snapshot.visibleItems, toSection: section)
        // Kept first, so the cells made for the update read their items' outline state.
        sectionSnapshots[section] = snapshot
        show(next, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// The outline last applied to `section` while it still shows it; else the section's
    /// items as a flat outline (empty for a section not shown).
    open func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        if let outline = sectionSnapshots[section] { return outline }
        var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        if shown.indexOfSection(section) != nil { flat.append(shown.itemIdentifiers(inSection: section)) }
        return flat
    }

    /// The outline applied to `section`, if it still shows it.
    func outlineSnapshot(of section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>? {
        sectionSnapshots[section]
    }

    /// The collection view the data source serves.
    var collectionViewForOutlines: UICollectionView? { collectionView }

    /// Shows `snapshot` (see `apply(_:animatingDifferences:completion:)`); outlines of
    /// sections that no longer show their visible items are forgotten.
    private func show(_ snapshot: Snapshot, animatingDifferences: Bool, completion: (() -> Void)?) {
        let difference = SnapshotDifference(from: shown, to: snapshot)
        shown = snapshot.withoutMarks
        for (section, outline) in sectionSnapshots
        where shown.indexOfSection(section) == nil || shown.itemIdentifiers(inSection: section) != outline.visibleItems {
            sectionSnapshots[section] = nil
        }
        guard let collectionView else {
            completion?()
            return
        }
        difference.perform(animating: animatingDifferences, completion: completion) { finished in
            collectionView.performBatchUpdates({ difference.record(in: collectionView) }, completion: finished)
        }
        let reconfigured = snapshot.reconfiguredItems.compactMap { shown.location(of: $0) }
        if !reconfigured.isEmpty { collectionView.reconfigureItems(at: reconfigured) }
    }

    /// Shows `snapshot` by reloading the collection view's data: no difference is found and
    /// nothing animates.
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        shown = snapshot.withoutMarks
        sectionSnapshots.removeAll()
        collectionView?.reloadData()
        UIView.completeOnNextTurn(completion.map { completion in { _ in completion() } })
    }

    /// A copy of what is shown.
    open func snapshot() -> Snapshot { shown }

    // MARK: Identifiers and index paths

    /// The item shown at `indexPath`, or nil when there is none.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { shown.item(at: indexPath) }

    /// Where the item is shown, or nil when it is not in the snapshot.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        shown.location(of: itemIdentifier)
    }

    /// The section shown at `index`, or nil.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { shown.section(at: index) }

    /// The index the section is shown at, or nil.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        shown.sectionIndexes[sectionIdentifier]
    }

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int { shown.sections.count }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        shown.itemCount(inSection: section)
    }

    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let item = itemIdentifier(for: indexPath) else {
            preconditionFailure("UICollectionViewDiffableDataSource: the collection view asked for a cell at \(indexPath), "
                                + "where the applied snapshot has no item; change the data only by applying snapshots")
        }
        guard let cell = cellProvider(collectionView, indexPath, item) else {
            preconditionFailure("UICollectionViewDiffableDataSource: the cell provider returned nil for item \(item) at "
                                + "\(indexPath); return a cell dequeued from the collection view")
        }
        (cell as? UICollectionViewListCell)?.applyOutlineState(from: self, at: indexPath)
        return cell
    }

    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        guard let supplementaryViewProvider else {
            preconditionFailure("UICollectionViewDiffableDataSource: the layout asked for a supplementary view of kind "
                                + "\(kind) at \(indexPath), but the data source has no supplementaryViewProvider; set one")
        }
        guard let view = supplementaryViewProvider(collectionView, kind, indexPath) else {
            preconditionFailure("UICollectionViewDiffableDataSource: the supplementary view provider returned nil for kind "
                                + "\(kind) at \(indexPath); return a view dequeued from the collection view")
        }
        return view
    }

    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        guard let item = itemIdentifier(for: indexPath), let canReorder = reorderingHandlers.canReorderItem else { return false }
        return canReorder(item)
    }

    /// A move the user made: `willReorder`, the move taken into the snapshot, `didReorder`.
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                             to destinationIndexPath: IndexPath) {
        guard itemIdentifier(for: sourceIndexPath) != nil, shown.sections.indices.contains(destinationIndexPath.section) else { return }
        let transaction = reorderingTransaction(moving: sourceIndexPath, to: destinationIndexPath, in: shown)
        reorderingHandlers.willReorder?(transaction)
        shown = transaction.finalSnapshot
        for section in transaction.sectionTransactions { sectionSnapshots[section.sectionIdentifier] = nil }
        reorderingHandlers.didReorder?(transaction)
    }
}
