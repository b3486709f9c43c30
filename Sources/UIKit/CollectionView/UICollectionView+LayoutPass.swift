import CoreGraphics
import Foundation

/// The layout pass (`layoutSubviews()`): counts, preparation, content size, and the views
/// of the elements in the visible rect, diffed against the views already shown.
extension UICollectionView {
    /// The bounds are about to become `newBounds`: once the layout has been prepared, a
    /// change is offered to `shouldInvalidateLayout(forBoundsChange:)`. Answers whether the
    /// layout invalidated.
    @discardableResult
    func noteBoundsChange(to newBounds: CGRect) -> Bool {
        guard layoutPrepared, let known = knownBounds, known != newBounds else { return false }
        knownBounds = newBounds
        let layout = collectionViewLayout
        guard layout.shouldInvalidateLayout(forBoundsChange: newBounds) else { return false }
        layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: newBounds))
        return true
    }

    func performLayoutPass() {
        guard !inLayoutPass else { return }
        inLayoutPass = true
        defer { inLayoutPass = false }
        // A new size set through the frame did not pass through `bounds`.
        noteBoundsChange(to: bounds)
        _ = loadedItemCounts
        if needsReload {
            needsReload = false
            prefetch.prefetched = []
            for (element, view) in visibleViews { endDisplaying(view, element: element) }
        }
        prepareLayoutIfInvalidated()
        updateVisibleViews()
        // Self-sizing (flow layout): cells shown in this pass may have invalidated the layout
        // with their preferred sizes; the pass settles them before it ends, as UIKit does (a
        // few rounds at most, in case sizes never agree).
        var rounds = 0
        while pendingInvalidation != nil, collectionViewLayout.estimatesSizes, rounds < Self.selfSizingRounds {
            rounds += 1
            prepareLayoutIfInvalidated()
            updateVisibleViews()
        }
        updatePrefetching()
        knownBounds = bounds
        backgroundViewStorage?.frame = bounds
    }

    /// Self-sizing (flow layout): how many times a pass lays out again for preferred sizes.
    static let selfSizingRounds = 8

    private func prepareLayoutIfInvalidated() {
        guard !layoutPrepared || pendingInvalidation != nil else { return }
        let context = pendingInvalidation
        pendingInvalidation = nil
        layoutPrepared = true
        warnedMissingItems = false
        let layout = collectionViewLayout
        layout.prepare()
        contentSize = layout.collectionViewContentSize
        refreshOrthogonalScrollers()
        if let shift = context?.contentOffsetAdjustment, shift != .zero {
            contentOffset = CGPoint(x: contentOffset.x + shift.x, y: contentOffset.y + shift.y)
        }
    }

    /// Self-sizing (flow layout): asks a cell just given `attributes` for its preferred
    /// attributes when the layout estimates sizes; a size the layout accepts invalidates it
    /// (the next round of the pass lays out again) and is applied to the cell at once.
    func askPreferredAttributes(of view: UICollectionReusableView, _ attributes: UICollectionViewLayoutAttributes) {
        let layout = collectionViewLayout
        guard layout.estimatesSizes, attributes.representedElementCategory == .cell,
              let original = view.appliedAttributes?.copy() as? UICollectionViewLayoutAttributes else { return }
        let preferred = view.preferredLayoutAttributesFitting(original)
        guard layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) else {
            return
        }
        layout.invalidateLayout(with: layout.invalidationContext(forPreferredLayoutAttributes: preferred,
                                                                 withOriginalAttributes: original))
        view.applyLayoutAttributes(preferred)
    }

    /// Asks the layout for the elements in the visible rect and brings the views in line:
    /// views of elements that left go to the reuse queues first, then views of elements
    /// that arrived are asked for, and views that stay get changed attributes. The cost is
    /// proportional to the elements visible.
    private func updateVisibleViews() {
        addOrthogonalScrollers()
        let wanted = visibleElementAttributes()
        var arriving: [UICollectionViewLayoutAttributes] = []
        var staying: [(UICollectionReusableView, UICollectionViewLayoutAttributes)] = []
        for attributes in wanted.ordered {
            if let view = visibleViews[attributes.elementKey] {
                staying.append((view, attributes))
            } else {
                arriving.append(attributes)
            }
        }
        for (element, view) in visibleViews where wanted.byElement[element] == nil {
            endDisplaying(view, element: element)
        }
        for (view, attributes) in staying {
            guard let applied = view.appliedAttributes, !applied.isEqual(attributes) else { continue }
            view.applyLayoutAttributes(attributes)
            if applied.zIndex != attributes.zIndex { place(view) }
            if applied.size != attributes.size { askPreferredAttributes(of: view, attributes) }
        }
        for attributes in arriving {
            display(attributes)
        }
        arrangeOrthogonalScrollers()
    }

    /// The layout's attributes for the elements shown in the visible rect, in the layout's
    /// order, one per element; attributes for items that do not exist are dropped (with one
    /// log line). An item being moved interactively gets its moving attributes, and stays
    /// shown wherever it is.
    func visibleElementAttributes() -> (ordered: [UICollectionViewLayoutAttributes],
                                        byElement: [CollectionElementKey: UICollectionViewLayoutAttributes]) {
        let visible = bounds
        let answered = collectionViewLayout.layoutAttributesForElements(in: visible) ?? []
        let moving = interactivelyMovingElement
        var byElement: [CollectionElementKey: UICollectionViewLayoutAttributes] = [:]
        byElement.reserveCapacity(answered.count)
        var ordered: [UICollectionViewLayoutAttributes] = []
        var missing: [IndexPath] = []
        for attributes in answered where isShown(attributes, in: visible) {
            let element = attributes.elementKey
            guard byElement[element] == nil, element != moving else { continue }
            if element.category == .cell, !isValidItem(element.indexPath) {
                missing.append(element.indexPath)
                continue
            }
            byElement[element] = attributes
            ordered.append(attributes)
        }
        if let first = missing.first { warnMissingItems(first: first, count: missing.count) }
        if let moving, let attributes = interactivelyMovingAttributes() {
            byElement[moving] = attributes
            ordered.append(attributes)
        }
        return (ordered, byElement)
    }

    /// Whether an element with `frame` is shown in `visible`: a finite frame overlapping it
    /// (rects that only touch do not overlap).
    static func shows(_ frame: CGRect, in visible: CGRect) -> Bool {
        guard isFinite(frame) else { return false }
        return frame.minX < visible.maxX && visible.minX < frame.maxX && frame.minY < visible.maxY && visible.minY < frame.maxY
    }

    /// Whether every coordinate of `frame` is finite (a layout's NaN or infinite frame hides
    /// its element).
    static func isFinite(_ frame: CGRect) -> Bool {
        frame.origin.x.isFinite && frame.origin.y.isFinite && frame.width.isFinite && frame.height.isFinite
    }

    /// One log line per preparation of the layout (not per frame): the attributes for items
    /// that do not exist are ignored. `warnedMissingItems` is cleared whenever the layout
    /// is prepared again.
    private func warnMissingItems(first: IndexPath, count: Int) {
        guard !warnedMissingItems else { return }
        warnedMissingItems = true
        LayoutDiagnostics.report("[UICollectionView] received layout attributes for a cell with an index path that does "
            + "not exist: \(first) (\(count) in this query) from \(type(of: collectionViewLayout)); ignored. The collection "
            + "view has \(numberOfSections) sections")
    }

    /// Gets the view for an element that became visible (from the data source, or the
    /// decoration registry), shows it and tells the delegate.
    func display(_ attributes: UICollectionViewLayoutAttributes) {
        let element = attributes.elementKey
        let view: UICollectionReusableView
        switch element.category {
        case .cell:
            guard let dataSource = dataSourceStorage else { return }
            view = requestView(for: attributes, api: "collectionView(_:cellForItemAt:)") {
                dataSource.collectionView(self, cellForItemAt: element.indexPath)
            }
        case .supplementaryView:
            guard let dataSource = dataSourceStorage else { return }
            view = requestView(for: attributes, api: "collectionView(_:viewForSupplementaryElementOfKind:at:)") {
                dataSource.collectionView(self, viewForSupplementaryElementOfKind: element.kind ?? "", at: element.indexPath)
            }
        case .decorationView:
            view = dequeueDecorationView(for: attributes)
        }
        if !(view.appliedAttributes?.isEqual(attributes) ?? false) { view.applyLayoutAttributes(attributes) }
        view.displayedElement = element
        visibleViews[element] = view
        place(view)
        askPreferredAttributes(of: view, attributes)
        switch element.category {
        case .cell:
            if let cell = view as? UICollectionViewCell {
                applySelectionState(to: cell, at: element.indexPath)
                collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: element.indexPath)
            }
        case .supplementaryView:
            collectionDelegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: element.kind ?? "",
                                               at: element.indexPath)
        case .decorationView:
            break
        }
    }

    /// Asks the data source for the view of `attributes`' element and checks that it is one
    /// it dequeued for it, as UIKit does.
    private func requestView(for attributes: UICollectionViewLayoutAttributes, api: String,
                             _ ask: () -> UICollectionReusableView) -> UICollectionReusableView {
        let outer = viewRequest
        viewRequest = ViewRequest(attributes: attributes)
        let view = ask()
        let dequeued = viewRequest?.dequeued ?? []
        viewRequest = outer
        guard view.reuseIdentifierStorage != nil else {
            preconditionFailure("UICollectionView: the view returned from \(api) (\(type(of: view))) does not have a "
                + "reuseIdentifier - views must be retrieved by calling dequeueReusableCell(withReuseIdentifier:for:) or "
                + "dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)")
        }
        guard dequeued.contains(ObjectIdentifier(view)), view.displayedElement == nil else {
            preconditionFailure("UICollectionView: the view returned from \(api) for \(attributes.indexPath) was not "
                + "dequeued while the collection view asked for it; dequeue a view in that call and return it")
        }
        return view
    }

    /// Takes a view off the screen, back to its reuse queue, and tells the delegate.
    func endDisplaying(_ view: UICollectionReusableView, element: CollectionElementKey) {
        // A row leaving the screen closes the actions it shows.
        if view === revealedListCell { hideRevealedActions(animated: false) }
        // A view leaving after an update's animation no longer holds its key.
        if visibleViews[element] === view { visibleViews[element] = nil }
        view.displayedElement = nil
        view.removeFromSuperview()
        enqueue(view, element: element)
        switch element.category {
        case .cell:
            if let cell = view as? UICollectionViewCell {
                collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: element.indexPath)
            }
        case .supplementaryView:
            collectionDelegate?.collectionView(self, didEndDisplayingSupplementaryView: view,
                                               forElementOfKind: element.kind ?? "", at: element.indexPath)
        case .decorationView:
            break
        }
    }

    /// Puts a shown view in the subview order its `zIndex` gives: the shown views stay
    /// sorted by `zIndex` (a view joins in front of those with the same one), above the
    /// background view and the refresh control. The cells and badges of an orthogonal row
    /// go into the row's scroll view (UICollectionView+OrthogonalScrolling).
    func place(_ view: UICollectionReusableView) {
        let container = view.displayedElement.flatMap(orthogonalScroller(for:))?.contentHost ?? self
        let zIndex = view.appliedAttributes?.zIndex ?? 0
        var lastBelow: UIView?
        for subview in container.subviews where subview !== view {
            guard let shown = subview as? UICollectionReusableView, shown.displayedElement != nil else { continue }
            if (shown.appliedAttributes?.zIndex ?? 0) > zIndex {
                container.insertSubview(view, belowSubview: shown)
                return
            }
            lastBelow = shown
        }
        let behind: [UIView?] = container === self ? [lastBelow, refreshControlStorage, backgroundViewStorage] : [lastBelow]
        if let below = behind.lazy.compactMap({ $0 }).first(where: { $0.superview === container }) {
            container.insertSubview(view, aboveSubview: below)
        } else {
            container.insertSubview(view, at: 0)
        }
    }
}
