import CoreGraphics
import Foundation

/// A scroll view that shows rows in sections, one column wide.
///
/// The table asks its data source for counts at its first layout and after
/// `reloadData()`, and for cells only for the rows that become visible; cells leaving the
/// screen go to reuse queues and come back from the dequeue methods after
/// `prepareForReuse()`. Row positions come from lazily built prefix sums
/// (`TableRowGeometry`), so the work of a layout pass is proportional to what is visible.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// The table's look: plain rows, or sections in groups.
    public enum Style: Int, Sendable {
        case plain = 0
        case grouped = 1
        case insetGrouped = 2
    }

    /// Where `scrollToRow(at:at:animated:)` puts the row.
    public enum ScrollPosition: Int, Sendable {
        case none = 0
        case top = 1
        case middle = 2
        case bottom = 3
    }

    /// How rows are separated.
    public enum SeparatorStyle: Int, Sendable {
        /// No separators.
        case none = 0
        /// A hairline under each row.
        case singleLine = 1
        /// Etched lines (only ever drawn on old grouped tables; drawn as `.singleLine`).
        case singleLineEtched = 2
    }

    /// What `separatorInset` is measured from.
    public enum SeparatorInsetReference: Int, Sendable {
        /// From the cell's edges (the default).
        case fromCellEdges = 0
        /// From the inset the table would use automatically (the text's leading edge).
        case fromAutomaticInsets = 1
    }

    /// The value of the height properties that asks for the default: for rows, the cell's
    /// own height (self-sizing).
    public static let automaticDimension: CGFloat = -1

    /// The system cell's height.
    static let defaultRowHeight: CGFloat = 44

    /// The style given at creation.
    public let style: Style

    /// The height of every row the delegate does not size. Default `automaticDimension`:
    /// each row takes its cell's height at the table's width (`systemLayoutSizeFitting`).
    open var rowHeight: CGFloat = UITableView.automaticDimension {
        didSet { if rowHeight != oldValue { reloadData() } }
    }

    /// The height counted for rows not measured yet. Default `automaticDimension` (the row
    /// height).
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension {
        didSet { if estimatedRowHeight != oldValue { reloadData() } }
    }

    /// The height of each section header the delegate does not size. Default
    /// `automaticDimension` (the title's height, or the style's spacing).
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension {
        didSet { if sectionHeaderHeight != oldValue { reloadData() } }
    }

    /// The height of each section footer the delegate does not size. Default
    /// `automaticDimension`.
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension {
        didSet { if sectionFooterHeight != oldValue { reloadData() } }
    }

    /// The estimated height of section headers. Kept; headers are sized when the counts are.
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension

    /// The estimated height of section footers. Kept; footers are sized when the counts are.
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension

    /// The space above each section header of a plain table. Default `automaticDimension`
    /// (22 points in a plain table, none in grouped ones).
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension {
        didSet { if sectionHeaderTopPadding != oldValue { reloadData() } }
    }

    /// How rows are separated. Default `.singleLine`.
    open var separatorStyle: SeparatorStyle = .singleLine { didSet { setNeedsLayout() } }

    /// The separators' colour. Default the system `separator` colour.
    open var separatorColor: UIColor? = .separator { didSet { setNeedsLayout() } }

    /// The separators' inset, for cells that set none. Default: lined up with the cells'
    /// text (16 points from the leading edge without an image).
    open var separatorInset: UIEdgeInsets {
        get { explicitSeparatorInset ?? UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) }
        set {
            explicitSeparatorInset = newValue
            setNeedsLayout()
        }
    }

    /// What `separatorInset` is measured from. Default `.fromCellEdges`.
    open var separatorInsetReference: SeparatorInsetReference = .fromCellEdges { didSet { setNeedsLayout() } }

    /// The view above the first section, as tall as its frame. Default nil.
    open var tableHeaderView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            reloadData()
        }
    }

    /// The view below the last section, as tall as its frame. Default nil.
    open var tableFooterView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            reloadData()
        }
    }

    // MARK: Selection (UITableView+Selection.swift)

    /// Whether the user can select rows. Default true.
    open var allowsSelection = true
    /// Whether the user can select several rows. Default false.
    open var allowsMultipleSelection = false
    /// Whether the user can select rows while the table is editing. Default false.
    open var allowsSelectionDuringEditing = false
    /// Whether the user can select several rows while the table is editing. Default false.
    open var allowsMultipleSelectionDuringEditing = false

    /// Whether the table is in editing mode; setting it calls `setEditing(_:animated:)`
    /// unanimated.
    open var isEditing: Bool {
        get { editingStorage }
        set { setEditing(newValue, animated: false) }
    }

    /// Puts the table in or out of editing mode: its visible rows that can be edited show
    /// their editing controls (`UITableView+Editing.swift`); revealed actions hide.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != editingStorage else { return }
        editingStorage = editing
        transitionEditing(editing, animated: animated)
        setNeedsLayout()
    }

    private var editingStorage = false
    /// The cell showing its revealed trailing actions, if one does.
    weak var revealedCell: UITableViewCell?
    /// Whether a swipe revealed those actions (the delegate hears when they close).
    var revealedBySwipe = false
    /// The row being dragged by its reorder grip.
    var reordering: Reordering?
    /// Set by the default `canEditRowAt` when it answers: the data source does not
    /// implement it (Swift cannot ask), so a swipe offers no default delete.
    var canEditAnsweredByDefault = false
    /// Set by the default `estimatedHeightForRowAt` when it answers: the delegate gives no
    /// estimates of its own, so the table does not ask for every row.
    var rowEstimatesAnsweredByDefault = false
    /// The pan of swipe actions.
    var swipeSupport: SwipeActionsSupport?
    /// The context menus of rows.
    var contextMenuSupport: TableContextMenuSupport?

    // MARK: Prefetching (UITableView+Prefetching.swift)

    /// The object told which rows are about to be shown, held weakly. Default nil.
    open weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)?
    /// Whether `prefetchDataSource` is told about rows ahead of the scroll. Default true.
    open var isPrefetchingEnabled = true
    var prefetch = PrefetchState()
    var selectedRows: Set<IndexPath> = []
    /// The touch followed for highlight and selection, and the row it highlights.
    var selectionTouchStorage: UITouch?
    var highlightedRow: IndexPath?

    // MARK: Section index (UITableView+SectionIndex.swift)

    /// The index titles' colour. Default nil (the tint colour).
    open var sectionIndexColor: UIColor? { didSet { setNeedsLayout() } }
    /// The index strip's background while not touched. Default nil (clear).
    open var sectionIndexBackgroundColor: UIColor? { didSet { setNeedsLayout() } }
    /// The index strip's background while touched. Default nil (clear).
    open var sectionIndexTrackingBackgroundColor: UIColor? { didSet { setNeedsLayout() } }
    /// The number of rows from which the index shows. Default 0.
    open var sectionIndexMinimumDisplayRowCount = 0 { didSet { setNeedsLayout() } }
    var sectionIndexView: TableSectionIndexView?
    /// The data source's index titles, asked with the counts.
    var sectionIndexTitlesStorage: [String] = []

    var explicitSeparatorInset: UIEdgeInsets?
    var headerFooterPool = TableReusePool<UITableViewHeaderFooterView>()
    /// The headers and footers on screen.
    var visibleSupplementaryViews: [TableSupplementaryKey: UIView] = [:]
    /// Views the delegate gave for sizing at the last reload, not shown yet.
    var pendingSupplementaryViews: [TableSupplementaryKey: UIView?] = [:]

    weak var dataSourceStorage: (any UITableViewDataSource)?
    weak var tableDelegate: (any UITableViewDelegate)?
    var cellPool = TableReusePool<UITableViewCell>()
    /// The cells on screen, by the row they show.
    var visibleCellsByIndexPath: [IndexPath: UITableViewCell] = [:]
    var geometry = TableRowGeometry()
    /// Cells the data source gave to size their rows, kept until their rows are shown.
    var sizedCells: [IndexPath: UITableViewCell] = [:]
    /// Cells retired by `reloadData()` or the layout pass, still in the table until the end of
    /// the layout pass: a cell dequeued again in that pass stays where it is instead of
    /// leaving the window and coming back (its whole subtree told twice).
    var cellsLeavingAfterLayout: [UITableViewCell] = []
    /// Whether the counts must be asked again before the next query or layout.
    var needsReload = true
    /// The update being recorded (`beginUpdates()`, `performBatchUpdates`), if any.
    var openTableBatch: TableBatchUpdate?
    /// Update animations running, with the views they take off when they end.
    var runningRowUpdates: [TableUpdateAnimation] = []
    /// The row being reconfigured and its cell, which dequeuing its identifier gives back.
    var reconfiguring: (indexPath: IndexPath, cell: UITableViewCell)?

    /// Creates a table view of `style`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        installRowGestures()
    }

    /// Creates a plain table view.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// Creates a plain table view (there are no nib files).
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
        installRowGestures()
    }

    /// The object that provides the counts and cells, held weakly. Setting it reloads.
    open weak var dataSource: (any UITableViewDataSource)? {
        get { dataSourceStorage }
        set {
            guard newValue !== dataSourceStorage else { return }
            dataSourceStorage = newValue
            reloadData()
        }
    }

    /// The delegate (the scroll view's property): a `UITableViewDelegate` also gets the
    /// table's calls.
    open override var delegate: (any UIScrollViewDelegate)? {
        didSet {
            tableDelegate = delegate as? any UITableViewDelegate
            reloadData()
        }
    }

    // MARK: Registration and dequeuing

    /// Registers `cellClass` (a `UITableViewCell` subclass, or nil to unregister) for
    /// `identifier`.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        cellPool.register(cellClass, for: identifier, api: "register(_:forCellReuseIdentifier:)")
    }

    /// A recycled cell for `identifier`, or a new one of the registered class; nil when
    /// nothing is queued and nothing is registered.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        cellPool.dequeue(identifier, make: { $0.init(style: .default, reuseIdentifier: identifier) },
                         prepare: { $0.prepareForReuse() })
    }

    /// A recycled or new cell for `identifier`, sized for the row at `indexPath`. The
    /// identifier must be registered.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let reconfiguring, reconfiguring.indexPath == indexPath, reconfiguring.cell.reuseIdentifier == identifier {
            return reconfiguring.cell
        }
        guard cellPool.canDequeue(identifier),
              let cell = dequeueReusableCell(withIdentifier: identifier) else {
            preconditionFailure("UITableView.dequeueReusableCell(withIdentifier:for:): unable to dequeue a cell with "
                + "identifier \(identifier) - must register a nib or a class for the identifier or connect a "
                + "prototype cell in a storyboard")
        }
        // The row's rect when it is measured; a row being sized gets its width only (asking
        // for its rect would measure it again, from inside its own measuring).
        if isValid(indexPath) {
            let width = max(0, bounds.width - 2 * rowSideInset)
            if geometry.measuredRowCount(inSection: indexPath.section) > indexPath.row {
                let span = geometry.rowSpan(indexPath)
                cell.frame = CGRect(x: rowSideInset, y: span.y, width: width, height: span.height)
            } else {
                cell.frame.size.width = width
            }
        }
        return cell
    }

    // MARK: Data

    /// Forgets the counts and the cells on screen; they are asked again at the next
    /// layout pass (or query).
    open func reloadData() {
        finishRowUpdates()
        for (indexPath, cell) in visibleCellsByIndexPath {
            retire(cell, from: indexPath, leavingAfterLayout: true)
        }
        visibleCellsByIndexPath = [:]
        for cell in sizedCells.values { cell.removeFromSuperview() }
        sizedCells = [:]
        retireAllSupplementaryViews()
        clearSelectionForReload()
        hideRevealedActions(animated: false)
        // What was prefetched may be other rows now (as the collection view forgets it).
        prefetch.prefetched = []
        needsReload = true
        setNeedsLayout()
    }

    // MARK: Inserting, deleting, moving and reloading (UITableView+Updates.swift)

    /// Opens a group of changes animated together at the matching `endUpdates()`; pairs nest.
    open func beginUpdates() { beginTableUpdates() }
    /// Applies the changes since the matching `beginUpdates()` in one animation. With no
    /// changes, rows whose heights changed animate to them.
    open func endUpdates() { endTableUpdates() }
    /// Runs `updates` (which changes the data source and calls the insert, delete, move and
    /// reload methods) and animates its changes together; `completion` runs when the
    /// animation ends. Calls nest: an inner batch joins the outer one.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        runTableBatchUpdates(updates, completion: completion)
    }
    /// Inserts rows at `indexPaths` (after the update): update the data source first.
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        recordRows(.insert, indexPaths, animation: animation, api: "insertRows(at:with:)")
    }
    /// Deletes the rows at `indexPaths` (before the update): update the data source first.
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        recordRows(.delete, indexPaths, animation: animation, api: "deleteRows(at:with:)")
    }
    /// Reloads the rows at `indexPaths` (before the update): new cells are asked for them.
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        recordRows(.reload, indexPaths, animation: animation, api: "reloadRows(at:with:)")
    }
    /// Moves the row at `indexPath` (before the update) to `newIndexPath` (after it); its
    /// cell stays the same object.
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { recordRowMove(indexPath, to: newIndexPath) }
    /// Configures the cells of the rows again in place (iOS 15): the data source is asked
    /// for each visible row's cell while dequeuing gives back the cell the row has — no new
    /// cell, no `prepareForReuse()`, no animation. Rows not shown are configured when they
    /// appear, as always.
    open func reconfigureRows(at indexPaths: [IndexPath]) { reconfigure(indexPaths) }
    /// Inserts the sections in `sections` (after the update).
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        recordSections(.insert, sections, animation: animation)
    }
    /// Deletes the sections in `sections` (before the update).
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        recordSections(.delete, sections, animation: animation)
    }
    /// Reloads the sections in `sections`: their rows, headers and footers are asked again.
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        recordSections(.reload, sections, animation: animation)
    }
    /// Moves `section` (before the update) to `newSection` (after it).
    open func moveSection(_ section: Int, toSection newSection: Int) { recordSectionMove(section, to: newSection) }

    /// The number of sections, from the data source.
    open var numberOfSections: Int {
        loadCountsIfNeeded()
        return geometry.numberOfSections
    }

    /// The number of rows in `section`, from the data source.
    open func numberOfRows(inSection section: Int) -> Int {
        loadCountsIfNeeded()
        return geometry.numberOfRows(inSection: section)
    }

    // MARK: Scrolling

    /// Scrolls so the row at `indexPath` is at `scrollPosition` (`.none`: just visible).
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        loadCountsIfNeeded()
        guard isValid(indexPath) else {
            preconditionFailure("UITableView.scrollToRow(at:at:animated:): attempted to scroll the table view to an "
                + "out-of-bounds row (\(indexPath.row)) in section \(indexPath.section); pass an existing row")
        }
        let row = rectForRow(at: indexPath)
        contentSize = CGSize(width: bounds.width, height: geometry.totalHeight())
        let insets = adjustedContentInset
        let visibleHeight = bounds.height - insets.top - insets.bottom
        var y = contentOffset.y
        switch scrollPosition {
        case .top: y = row.minY - insets.top
        case .middle: y = row.midY - insets.top - visibleHeight / 2
        case .bottom: y = row.maxY - insets.top - visibleHeight
        case .none:
            if row.minY < y + insets.top { y = row.minY - insets.top }
            else if row.maxY > y + insets.top + visibleHeight { y = row.maxY - insets.top - visibleHeight }
        }
        let maxY = max(-insets.top, contentSize.height + insets.bottom - bounds.height)
        y = min(max(y, -insets.top), maxY)
        setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
    }

    // MARK: Queries

    /// The cell showing the row at `indexPath`, nil when the row is not visible.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { visibleCellsByIndexPath[indexPath] }

    /// The cells on screen, top to bottom.
    open var visibleCells: [UITableViewCell] {
        visibleCellsByIndexPath.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The rows on screen, top to bottom (nil when there are none, as UIKit's).
    open var indexPathsForVisibleRows: [IndexPath]? {
        let rows = visibleCellsByIndexPath.keys.sorted()
        return rows.isEmpty ? nil : rows
    }

    /// The row of a visible cell, nil for a cell not on screen.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        visibleCellsByIndexPath.first { $0.value === cell }?.key
    }

    /// The row under `point` (in the table's coordinates), nil outside every row.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        loadCountsIfNeeded()
        guard point.x >= 0, point.x < bounds.width, var indexPath = geometry.indexPath(atY: point.y) else { return nil }
        // Measuring may move the rows below the frontier; look again once measured.
        measureRow(indexPath)
        if let measured = geometry.indexPath(atY: point.y) { indexPath = measured }
        return indexPath
    }

    /// The rect of the row at `indexPath` in the table's coordinates (`.zero` for a row
    /// that does not exist).
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        loadCountsIfNeeded()
        guard isValid(indexPath) else { return .zero }
        measureRow(indexPath)
        let span = geometry.rowSpan(indexPath)
        let inset = rowSideInset
        return CGRect(x: inset, y: span.y, width: max(0, bounds.width - 2 * inset), height: span.height)
    }

    /// The rect of `section`'s rows (`.zero` for a section that does not exist).
    open func rect(forSection section: Int) -> CGRect {
        loadCountsIfNeeded()
        guard section >= 0, section < geometry.numberOfSections else { return .zero }
        return geometry.rect(forSection: section, width: bounds.width)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        // A scroll by the user closes a row's revealed actions, as in UIKit.
        if isDragging, revealedCell != nil { hideRevealedActions(animated: true) }
        layoutVisibleRows()
    }

    /// A row's reorder grip keeps its touch (the drag moves the row, not the table), as
    /// controls do. Overrides call super.
    open override func touchesShouldCancel(in view: UIView) -> Bool {
        view is ReorderGrip ? false : super.touchesShouldCancel(in: view)
    }

    /// Touches on cells arrive here through the responder chain: a touch-down highlights
    /// its row and a lift selects it (UIKit's order, `UITableView+Selection`). Overrides
    /// call super.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        guard !touchHidesRevealedActions() else { return }
        trackTouchesBegan(touches)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
        trackTouchesMoved(touches)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        trackTouchesEnded(touches)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesCancelled(touches, with: event)
        trackTouchesCancelled(touches)
    }
}
