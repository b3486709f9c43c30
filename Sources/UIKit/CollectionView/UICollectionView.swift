import CoreGraphics
import Foundation
import OrderedCollections

/// A scroll view that shows an ordered collection of items, in sections, where its layout
/// says: cells and supplementary views from the data source, decoration views from the
/// layout's registrations.
///
/// Views are made from registered classes and recycled: a view that scrolls out goes to a
/// reuse queue (before any new view of the same pass is made) and comes back from the
/// dequeue methods, after `prepareForReuse()`. The work happens in `layoutSubviews()`, as
/// in UIKit: the counts are loaded if needed, the layout prepared if it was invalidated,
/// the content size taken from it, and the layout asked for the elements in the visible
/// rect. Scrolling asks the layout `shouldInvalidateLayout(forBoundsChange:)` and, unless
/// it says yes, only re-queries the visible rect: a frame's cost is proportional to what
/// is visible, not to the number of items.
///
/// Overridable members are declared in this body; the rest lives in
/// `UICollectionView+<Concern>.swift`.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    // MARK: Storage (used by the extension files)

    var layoutStorage: UICollectionViewLayout
    weak var dataSourceStorage: (any UICollectionViewDataSource)?
    /// The delegate, cast once when it is set (read on every display change).
    weak var collectionDelegate: (any UICollectionViewDelegate)?
    /// Item counts by section, as the data source last gave them (nil: ask it).
    var itemCounts: [Int]?
    /// Whether the visible views go back to the queues at the next pass (`reloadData()`).
    var needsReload = false
    /// Whether the layout has been prepared since it became this collection view's.
    var layoutPrepared = false
    /// The invalidations since the last pass, folded together.
    var pendingInvalidation: UICollectionViewLayoutInvalidationContext?
    /// The bounds the layout last heard about (a different value is a bounds change).
    var knownBounds: CGRect?
    /// Whether a layout pass is running (views made then are not re-entrant passes).
    var inLayoutPass = false
    /// The views shown, by element.
    var visibleViews: [CollectionElementKey: UICollectionReusableView] = [:]
    /// Unused views by category, kind and identifier (last in, first out).
    var reuseQueues: [CollectionReuseKey: [UICollectionReusableView]] = [:]
    /// Registered classes by category, kind and identifier.
    var registrations: [CollectionReuseKey: UICollectionReusableView.Type] = [:]
    /// The attributes of the element the data source is being asked a view for, and the
    /// views it dequeued meanwhile (to check it returns one of them).
    var viewRequest: ViewRequest?
    var backgroundViewStorage: UIView?
    /// Whether the log line about attributes for items that do not exist was written since
    /// the layout was last prepared.
    var warnedMissingItems = false
    // Batch updates and interactive movement (Updates/).
    /// The batch whose updates closure is running (its changes are recorded there).
    var openBatch: OpenBatchUpdate?
    /// The update animations running, with the views that leave when they end.
    var runningUpdates: [UpdateAnimation] = []
    /// The item being moved interactively, if any.
    var interactiveMovement: InteractiveMovement?
    /// The item whose cell is being configured again, and that cell (dequeuing its reuse
    /// identifier gives it back: Updates/UICollectionView+Reconfiguring.swift).
    var reconfiguring: (indexPath: IndexPath, cell: UICollectionViewCell)?

    // Selection (Selection/UICollectionView+Selection.swift, +SelectionTracking, +EditMenu).

    /// The selected items, in the order they were selected (the cells mirror it); a set, so
    /// that each cell shown while scrolling learns its state in O(1).
    var selectedIndexPathsStorage: OrderedSet<IndexPath> = []
    /// The touch being tracked for highlight and selection, and the item it highlights.
    var selectionTouch: SelectionTouch?
    /// The long press that shows an item's edit menu, and the menu it shows.
    var editMenuSupport: CollectionEditMenuSupport?

    /// Layout transitions (Transitions/): the interactive transition in progress, if any.
    var layoutTransition: InteractiveLayoutTransition?
    /// Orthogonal rows (UICollectionView+OrthogonalScrolling): each row's scroll view, by
    /// section, made when the row first shows.
    var orthogonalScrollers: [Int: CollectionOrthogonalScrollView] = [:]
    /// Prefetching (Prefetching/): the prefetching object and what was prefetched.
    weak var prefetchDataSourceStorage: (any UICollectionViewDataSourcePrefetching)?
    var prefetch = PrefetchState()
    /// List swipe actions (List/UICollectionView+ListSwipeActions.swift): the pan, and the
    /// cell whose actions show.
    var swipeSupport: SwipeActionsSupport?
    weak var revealedListCell: UICollectionViewListCell?

    /// Creates a collection view with `frame` laid out by `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        layoutStorage = layout
        super.init(frame: frame)
        adoptLayout(layout)
        installEditMenuGesture()
        installSwipeActions()
    }

    /// Creates a collection view from an archive: here, one with an empty
    /// `UICollectionViewLayout` (there are no nib files).
    public required init?(coder: NSCoder) {
        layoutStorage = UICollectionViewLayout()
        super.init(coder: coder)
        adoptLayout(layoutStorage)
        installEditMenuGesture()
        installSwipeActions()
    }

    // MARK: Data source, delegate, layout

    /// The object that provides the counts and views, held weakly. Setting a different
    /// one reloads the data at the next layout pass.
    open weak var dataSource: (any UICollectionViewDataSource)? {
        get { dataSourceStorage }
        set {
            guard newValue !== dataSourceStorage else { return }
            dataSourceStorage = newValue
            reloadData()
        }
    }

    /// The delegate (the scroll view's property): a `UICollectionViewDelegate` also gets
    /// the collection view's calls.
    open override var delegate: (any UIScrollViewDelegate)? {
        didSet { collectionDelegate = delegate as? any UICollectionViewDelegate }
    }

    /// The layout. Setting it is `setCollectionViewLayout(_:animated: false)`.
    open var collectionViewLayout: UICollectionViewLayout {
        get { layoutStorage }
        set { setCollectionViewLayout(newValue, animated: false) }
    }

    // MARK: Layout transitions (Transitions/UICollectionView+Transitions.swift)

    /// Changes the layout: `setCollectionViewLayout(_:animated:completion:)` without a
    /// completion.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    /// Changes the layout. Once the collection view has shown its layout, the change lays
    /// out at once: `prepareForTransition(to:)` on the old layout,
    /// `prepareForTransition(from:)` on the new one, the new layout's pass,
    /// `finalizeLayoutTransition()` on both, then the views move to their new attributes
    /// (animated if asked) and `completion` runs once with whether the animation finished.
    /// Before that, the new layout is used at the next pass.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        changeLayout(to: layout, animated: animated, completion: completion)
    }

    /// Starts an interactive change to `layout`: installs the transition layout the
    /// delegate's `collectionView(_:transitionLayoutForOldLayout:newLayout:)` gives (a plain
    /// `UICollectionViewTransitionLayout` by default) and returns it; update its
    /// `transitionProgress`, then finish or cancel. `completion` runs once, when it ends.
    @discardableResult
    open func startInteractiveTransition(to layout: UICollectionViewLayout,
                                         completion: LayoutInteractiveTransitionCompletion? = nil) -> UICollectionViewTransitionLayout {
        beginInteractiveTransition(to: layout, completion: completion)
    }

    /// Ends the interactive transition on its new layout, animating the views from where
    /// the transition left them.
    open func finishInteractiveTransition() {
        endInteractiveTransition(completed: true, api: "finishInteractiveTransition()")
    }

    /// Ends the interactive transition back on the layout it started from.
    open func cancelInteractiveTransition() {
        endInteractiveTransition(completed: false, api: "cancelInteractiveTransition()")
    }

    /// The object told which items are about to scroll in (Prefetching/), held weakly.
    open weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)? {
        get { prefetchDataSourceStorage }
        set {
            prefetchDataSourceStorage = newValue
            prefetch.prefetched = []
        }
    }

    /// Whether `prefetchDataSource` is told about items ahead of the scroll. Default true.
    open var isPrefetchingEnabled = true

    /// A view behind all the content that does not scroll; it fills the collection view.
    /// Default nil.
    open var backgroundView: UIView? {
        get { backgroundViewStorage }
        set { replaceBackgroundView(with: newValue) }
    }

    // MARK: Data

    /// Reloads everything at the next layout pass: the counts are asked again and every
    /// visible view goes back to its reuse queue before the views are asked again.
    open func reloadData() {
        clearSelectionForReload()
        invalidateData()
    }

    /// The number of sections (asks the data source if the counts are not loaded).
    open var numberOfSections: Int { loadedItemCounts.count }

    /// The number of items in `section` (asks the data source if the counts are not
    /// loaded). `section` must exist.
    open func numberOfItems(inSection section: Int) -> Int { itemCount(inSection: section) }

    // MARK: Inserting, deleting, moving and reloading (Updates/UICollectionView+Updates.swift)

    /// Inserts items at `indexPaths` (after the update): update the data source first. Outside
    /// `performBatchUpdates(_:completion:)` it is a batch of its own, animated at once.
    open func insertItems(at indexPaths: [IndexPath]) { recordItems(.insert, indexPaths, api: "insertItems(at:)") }
    /// Deletes the items at `indexPaths` (before the update): update the data source first.
    open func deleteItems(at indexPaths: [IndexPath]) { recordItems(.delete, indexPaths, api: "deleteItems(at:)") }
    /// Reloads the items at `indexPaths` (before the update): new cells are asked for them.
    open func reloadItems(at indexPaths: [IndexPath]) { recordItems(.reload, indexPaths, api: "reloadItems(at:)") }
    /// Moves the item at `indexPath` (before the update) to `newIndexPath` (after it); its cell
    /// stays the same object.
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { recordItemMove(indexPath, to: newIndexPath) }

    /// Configures the cells of the items again in place (iOS 15): cheaper than a reload,
    /// the cell is kept (see `reconfigure(_:)`).
    open func reconfigureItems(at indexPaths: [IndexPath]) { reconfigure(indexPaths) }
    /// Inserts the sections in `sections` (after the update).
    open func insertSections(_ sections: IndexSet) { recordSections(.insert, sections) }
    /// Deletes the sections in `sections` (before the update).
    open func deleteSections(_ sections: IndexSet) { recordSections(.delete, sections) }
    /// Reloads the sections in `sections`: all their items get new cells.
    open func reloadSections(_ sections: IndexSet) { recordSections(.reload, sections) }
    /// Moves `section` (before the update) to `newSection` (after it).
    open func moveSection(_ section: Int, toSection newSection: Int) { recordSectionMove(section, to: newSection) }

    /// Runs `updates` (which changes the data source and calls the insert/delete/move/reload
    /// methods) and animates all its changes together; `completion` runs once when the
    /// animation ends, with `finished` false if it was cut short. Calls nest: an inner batch
    /// joins the outer one.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        runBatchUpdates(updates, completion: completion)
    }

    // MARK: Interactive movement (Updates/UICollectionView+InteractiveMovement.swift)

    /// Starts moving the item at `indexPath` interactively, if the data source's
    /// `collectionView(_:canMoveItemAt:)` allows it; false when it does not, when the item
    /// does not exist or another movement runs.
    open func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool { beginMovement(at: indexPath) }
    /// Moves the item being moved to `targetPosition` (collection view coordinates); the
    /// other items make room for it where it would land.
    open func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) { updateMovement(to: targetPosition) }
    /// Ends the movement: the data source's `collectionView(_:moveItemAt:to:)` hears of it
    /// and the item settles at its place.
    open func endInteractiveMovement() { finishMovement(cancelled: false) }
    /// Cancels the movement: the item goes back where it was; the data source hears nothing.
    open func cancelInteractiveMovement() { finishMovement(cancelled: true) }

    // MARK: Registration and dequeuing

    /// Registers the cell class (a `UICollectionViewCell` subclass) dequeued with
    /// `identifier`; nil removes the registration.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        registerClass(cellClass, category: .cell, kind: nil, identifier: identifier)
    }

    /// Registers the supplementary view class (a `UICollectionReusableView` subclass)
    /// dequeued with `elementKind` and `identifier`; nil removes the registration.
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
                       withReuseIdentifier identifier: String) {
        registerClass(viewClass, category: .supplementaryView, kind: elementKind, identifier: identifier)
    }

    /// A cell of the class registered for `identifier`: a recycled one (after its
    /// `prepareForReuse()`) or a new one, with the layout's attributes for `indexPath`
    /// applied. Call it from `collectionView(_:cellForItemAt:)`.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        dequeueCell(identifier: identifier, indexPath: indexPath)
    }

    /// A supplementary view of the class registered for `elementKind` and `identifier`,
    /// recycled or new, with the layout's attributes applied. Call it from
    /// `collectionView(_:viewForSupplementaryElementOfKind:at:)`.
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) -> UICollectionReusableView {
        dequeueView(category: .supplementaryView, kind: elementKind, identifier: identifier, indexPath: indexPath,
                    api: "dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)")
    }

    // MARK: Visible content

    /// The cells shown (in no particular order).
    open var visibleCells: [UICollectionViewCell] { visibleViews.values.compactMap { $0 as? UICollectionViewCell } }

    /// The index paths of the items shown (in no particular order).
    open var indexPathsForVisibleItems: [IndexPath] {
        visibleViews.keys.filter { $0.category == .cell }.map(\.indexPath)
    }

    /// The cell shown for the item at `indexPath`; nil when it is not visible.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        visibleViews[CollectionElementKey(category: .cell, kind: nil, indexPath: indexPath)] as? UICollectionViewCell
    }

    /// The index path of the item `cell` shows; nil when it is not a visible cell.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? { visibleIndexPath(of: cell, category: .cell) }

    /// The supplementary views of `elementKind` shown (in no particular order).
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        visibleViews.filter { $0.key.category == .supplementaryView && $0.key.kind == elementKind }.map(\.value)
    }

    /// The supplementary view of `elementKind` shown at `indexPath`; nil when not visible.
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        visibleViews[CollectionElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath)]
    }

    /// The index paths of the supplementary views of `elementKind` shown.
    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        visibleViews.keys.filter { $0.category == .supplementaryView && $0.kind == elementKind }.map(\.indexPath)
    }

    /// The index path of the item at `point` (in the collection view's coordinates),
    /// visible or not; nil when there is none. Overlapping items: the one in front.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? { itemIndexPath(at: point) }

    /// The layout's attributes for the item at `indexPath` (after any pending layout);
    /// nil for an item that does not exist.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard isValidItem(indexPath) else { return nil }
        layoutIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The layout's attributes for the supplementary view of `kind` at `indexPath` (after
    /// any pending layout).
    open func layoutAttributesForSupplementaryElement(ofKind kind: String,
                                                      at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        layoutIfNeeded()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    // MARK: Selection

    /// Whether the user can select items (outside editing). Default true.
    open var allowsSelection = true
    /// Whether the user can select several items (outside editing): a tap adds an item to
    /// the selection and a tap on a selected item removes it. Default false.
    open var allowsMultipleSelection = false
    /// Whether the collection view is in editing mode (selection then follows the
    /// `…DuringEditing` properties; cells' configuration state says so, list cells show
    /// their editing accessories). Default false.
    open var isEditing = false {
        didSet { if isEditing != oldValue { editingDidChange() } }
    }
    /// Whether the user can select items in editing mode. Default false.
    open var allowsSelectionDuringEditing = false
    /// Whether the user can select several items in editing mode. Default false.
    open var allowsMultipleSelectionDuringEditing = false

    /// The selected items' index paths; nil when none is selected (UIKit's order is not
    /// specified: here, the order they were selected in).
    open var indexPathsForSelectedItems: [IndexPath]? {
        selectedIndexPathsStorage.isEmpty ? nil : selectedIndexPathsStorage.elements
    }

    /// Selects the item at `indexPath` (nil: clears the selection) without calling the
    /// delegate, replacing the selection unless several items may be selected, and scrolls
    /// to it as `scrollPosition` says (none: no scrolling). No effect when selection is not
    /// allowed.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        programmaticallySelect(indexPath, animated: animated, scrollPosition: scrollPosition)
    }

    /// Deselects the item at `indexPath` without calling the delegate. No effect when
    /// selection is not allowed.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        programmaticallyDeselect(indexPath)
    }

    // MARK: Scrolling

    /// Scrolls so that the item at `indexPath` is where `scrollPosition` says (at most one
    /// vertical and one horizontal position; an axis with none scrolls only as far as
    /// needed to show the item), within the scrollable range.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        scroll(toItem: indexPath, position: scrollPosition, animated: animated)
    }

    // MARK: UIScrollView and UIView

    /// The bounds; a change is first offered to the layout
    /// (`shouldInvalidateLayout(forBoundsChange:)`). Inside an animation block, a change
    /// the layout invalidates for is laid out at once and animated
    /// (CollectionView/UICollectionView+AnimatedBoundsChange.swift).
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds
            let invalidated = noteBoundsChange(to: newValue)
            super.bounds = newValue
            if invalidated { layoutAnimatedBoundsChange(from: old) }
        }
    }

    /// The frame; inside an animation block a new size is offered to the layout at once and,
    /// when it invalidates, laid out and animated (animated bounds changes). Outside one the
    /// next layout pass notices it.
    open override var frame: CGRect {
        get { super.frame }
        set {
            let old = super.bounds
            super.frame = newValue
            if Self.isInAnimationBlock, noteBoundsChange(to: super.bounds) { layoutAnimatedBoundsChange(from: old) }
        }
    }

    /// Lays out the collection view: counts, layout preparation, content size, and the
    /// views of the visible elements. Overrides call super.
    open override func layoutSubviews() {
        // A scroll by the user closes a list row's revealed actions, as in UIKit.
        if isDragging, revealedListCell != nil { hideRevealedActions(animated: true) }
        performLayoutPass()
        super.layoutSubviews()
    }

    /// Touches on cells arrive here through the responder chain: a touch-down highlights
    /// its item and a lift selects it (UIKit's order, `UICollectionView+SelectionTracking`).
    /// Overrides call super.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        // While a list row shows its actions, a touch elsewhere only hides them.
        if revealedListCell != nil {
            hideRevealedActions(animated: true)
            return
        }
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

    /// A list cell's reorder grip keeps its touch: dragging it moves the item, not the list.
    open override func touchesShouldCancel(in view: UIView) -> Bool {
        view is ReorderGrip ? false : super.touchesShouldCancel(in: view)
    }

    override func targetContentOffsetAfterDragging(_ proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        collectionViewLayout.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity)
    }

    /// The refresh control goes in front of the background view, behind the cells.
    override func insertRefreshControl(_ control: UIRefreshControl) {
        if let background = backgroundViewStorage, background.superview === self {
            insertSubview(control, aboveSubview: background)
        } else {
            super.insertRefreshControl(control)
        }
    }
}

/// A view the data source is being asked for: the element's attributes (applied by the
/// dequeue) and the views it dequeued meanwhile.
struct ViewRequest {
    let attributes: UICollectionViewLayoutAttributes
    var dequeued: [ObjectIdentifier] = []
}
