import CoreGraphics
import Foundation

/// A batch whose updates closure is running: the changes recorded so far and the
/// completions of nested batches, which run with the outer one's.
@MainActor
final class OpenBatchUpdate {
    /// The item counts before the update; nil when they were not loaded.
    let before: [Int]?
    var plan = CollectionUpdatePlan()
    var completions: [(Bool) -> Void] = []

    init(before: [Int]?) { self.before = before }
}

/// One update's animation: the views that leave (deleted, reloaded, moved out of sight),
/// kept on screen until it ends, then recycled.
@MainActor
final class UpdateAnimation {
    var leaving: [(view: UICollectionReusableView, element: CollectionElementKey)]

    init(leaving: [(view: UICollectionReusableView, element: CollectionElementKey)]) {
        self.leaving = leaving
    }
}

/// Insert, delete, move and reload of items and sections, and batch updates: recording the
/// changes, validating them against the data source's counts, and the layout's update cycle
/// with its animation.
extension UICollectionView {
    /// How long an update animates: 0.3 s, ease-in-ease-out (chosen: UIKit does not document
    /// its value; it is what UITableView's row animations take). An enclosing
    /// `UIView.animate` block's duration wins, as in UIKit.
    static let updateAnimationDuration: TimeInterval = 0.3

    // MARK: Recording

    func recordItems(_ action: UICollectionViewUpdateItem.Action, _ indexPaths: [IndexPath], api: String) {
        for path in indexPaths {
            precondition(path.count == 2, "UICollectionView.\(api): the index path \(path) is not (section, item); "
                + "use IndexPath(item:section:)")
        }
        record { $0.record(action, items: indexPaths) }
    }

    func recordItemMove(_ from: IndexPath, to: IndexPath) {
        precondition(from.count == 2 && to.count == 2, "UICollectionView.moveItem(at:to:): the index paths \(from) and "
            + "\(to) must be (section, item); use IndexPath(item:section:)")
        record { plan in
            precondition(plan.movedItems[from] == nil, "UICollectionView.moveItem(at:to:): attempt to move index path "
                + "(\(from)) to multiple locations in one update; move each item once")
            plan.movedItems[from] = to
            plan.record(.move, before: from, after: to)
        }
    }

    func recordSections(_ action: UICollectionViewUpdateItem.Action, _ sections: IndexSet) {
        record { $0.record(action, sections: Array(sections)) }
    }

    func recordSectionMove(_ section: Int, to newSection: Int) {
        record { plan in
            precondition(plan.movedSections[section] == nil, "UICollectionView.moveSection(_:toSection:): attempt to "
                + "move section \(section) to multiple locations in one update; move each section once")
            plan.movedSections[section] = newSection
            plan.record(.move, before: CollectionUpdatePlan.sectionPath(section),
                        after: CollectionUpdatePlan.sectionPath(newSection))
        }
    }

    /// Adds a change to the open batch, or makes it a batch of its own.
    private func record(_ change: (inout CollectionUpdatePlan) -> Void) {
        if let openBatch {
            change(&openBatch.plan)
            return
        }
        let batch = beginBatch(completion: nil)
        change(&batch.plan)
        endBatch(batch)
    }

    // MARK: The update

    func runBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        if let openBatch {
            updates?()
            if let completion { openBatch.completions.append(completion) }
            return
        }
        let batch = beginBatch(completion: completion)
        updates?()
        endBatch(batch)
    }

    private func beginBatch(completion: ((Bool) -> Void)?) -> OpenBatchUpdate {
        // Counts that were never loaded (or are about to be reloaded) have no "before" to
        // check an update against: such an update is a reload, without animation.
        let batch = OpenBatchUpdate(before: needsReload || !layoutPrepared ? nil : itemCounts)
        if let completion { batch.completions.append(completion) }
        openBatch = batch
        return batch
    }

    private func endBatch(_ batch: OpenBatchUpdate) {
        openBatch = nil
        guard let (plan, before, complete) = batch.plan.finished(before: batch.before, completions: batch.completions,
                                                                   reload: reloadData) else { return }
        applyUpdate(plan, before: before, completion: complete)
    }

    /// The update cycle, in UIKit's order: the counts asked again and checked; the layout
    /// invalidated, prepared and told of the update items; the views of the elements shown
    /// before mapped to their new index paths; start and end attributes from the layout's
    /// appearing/disappearing hooks; one animation block (with
    /// `finalizeCollectionViewUpdates()` inside it); leaving views recycled at its end.
    private func applyUpdate(_ plan: CollectionUpdatePlan, before: [Int], completion: @escaping (Bool) -> Void) {
        itemCounts = nil
        let after = loadedItemCounts
        plan.validate(old: before, new: after)
        remapSelection { plan.newIndexPath(forOld: $0) }
        let items = plan.updateItems()
        let layout = collectionViewLayout
        let context = layout.makeInvalidationContext()
        context.everythingStorage = true
        context.dataSourceCountsStorage = true
        layout.invalidateLayout(with: context)
        itemCounts = after
        pendingInvalidation = nil
        layoutPrepared = true
        warnedMissingItems = false
        layout.prepare()
        layout.prepare(forCollectionViewUpdates: items)
        contentSize = layout.collectionViewContentSize
        let target = layout.targetContentOffset(forProposedContentOffset: clampedOffset(contentOffset))
        if target != contentOffset { contentOffset = clampedOffset(target) }
        knownBounds = bounds

        let shownBefore = visibleViews
        visibleViews = [:]
        let wanted = visibleElementAttributes()
        let deletedSupplementary = layoutChangedElements(among: shownBefore.keys, insertions: false)
        let insertedSupplementary = layoutChangedElements(among: wanted.ordered.map(\.elementKey), insertions: true)
        var staying: [CollectionElementKey: UICollectionReusableView] = [:]
        var leaving: [(view: UICollectionReusableView, element: CollectionElementKey, to: CollectionElementKey?)] = []
        for (element, view) in shownBefore {
            let mapped = newElement(for: element, plan: plan, deletedSupplementary: deletedSupplementary)
            if let mapped, wanted.byElement[mapped] != nil, !insertedSupplementary.contains(mapped), staying[mapped] == nil {
                staying[mapped] = view
                view.displayedElement = mapped
                visibleViews[mapped] = view
            } else {
                leaving.append((view, element, mapped))
            }
        }

        // Start attributes: the layout's initial attributes for every element shown after
        // the update (LO-32: existing ones too); nil keeps a staying view where it is and
        // fades an arriving one in at its place.
        var starts: [(UICollectionReusableView, UICollectionViewLayoutAttributes)] = []
        var ends: [(UICollectionReusableView, UICollectionViewLayoutAttributes)] = []
        for attributes in wanted.ordered {
            let element = attributes.elementKey
            let initial = initialAttributes(for: element, layout: layout)
            if let view = staying[element] {
                if let initial { starts.append((view, initial)) }
                ends.append((view, attributes))
                continue
            }
            display(attributes)
            guard let view = visibleViews[element] else { continue }
            starts.append((view, initial ?? Self.faded(attributes)))
            ends.append((view, attributes))
        }
        // End attributes for the views that leave: the layout's final attributes; nil fades
        // a removed one out where it is, and slides one moved out of sight to its new place.
        for (view, element, mapped) in leaving {
            let final = finalAttributes(for: element, layout: layout)
            let moved = mapped.flatMap { layoutAttributes(for: $0) }
            ends.append((view, final ?? moved ?? Self.faded(view.appliedAttributes ?? attributesOf(view, element))))
        }
        animateUpdate(starts: starts, ends: ends, leaving: leaving.map { ($0.view, $0.element) }, layout: layout,
                      completion: completion)
    }

    private func animateUpdate(starts: [(UICollectionReusableView, UICollectionViewLayoutAttributes)],
                               ends: [(UICollectionReusableView, UICollectionViewLayoutAttributes)],
                               leaving: [(view: UICollectionReusableView, element: CollectionElementKey)],
                               layout: UICollectionViewLayout, completion: @escaping (Bool) -> Void) {
        let animation = UpdateAnimation(leaving: leaving)
        runningUpdates.append(animation)
        UIView.performWithoutAnimation {
            for (view, start) in starts { view.applyLayoutAttributes(start) }
        }
        UIView.animate(withDuration: Self.updateAnimationDuration, delay: 0, options: [], animations: { [self] in
            for (view, end) in ends {
                let zIndex = view.appliedAttributes?.zIndex
                view.applyLayoutAttributes(end)
                if zIndex != end.zIndex, view.displayedElement != nil { place(view) }
            }
            layout.finalizeCollectionViewUpdates()
        }, completion: { [weak self, weak animation] finished in
            if let self, let animation { self.finish(animation) }
            completion(finished)
        })
    }

    /// An update's animation ended: its leaving views go to their reuse queues.
    private func finish(_ animation: UpdateAnimation) {
        runningUpdates.removeAll { $0 === animation }
        let leaving = animation.leaving
        animation.leaving = []
        for (view, element) in leaving { endDisplaying(view, element: element) }
    }

    /// `reloadData()` cuts the running update animations short: their views stop where the
    /// model puts them (completions get `finished` false) and leaving views are recycled.
    func cancelUpdateAnimations() {
        guard !runningUpdates.isEmpty else { return }
        let running = runningUpdates
        for view in visibleViews.values { view.layer.removeAllAnimations() }
        for animation in running {
            for (view, _) in animation.leaving { view.layer.removeAllAnimations() }
            finish(animation)
        }
    }

    // MARK: Mapping elements

    /// Where an element shown before the update is after it; nil when it goes (deleted,
    /// reloaded, in a deleted or reloaded section, or named by the layout's
    /// `indexPathsToDelete…`). Cells follow `CollectionUpdatePlan.newIndexPath(forOld:)`;
    /// supplementary views follow their section; decoration views keep their index path.
    private func newElement(for element: CollectionElementKey, plan: CollectionUpdatePlan,
                            deletedSupplementary: Set<CollectionElementKey>) -> CollectionElementKey? {
        let path = element.indexPath
        switch element.category {
        case .cell:
            guard !plan.reloadedItems.contains(path), let new = plan.newIndexPath(forOld: path) else { return nil }
            return CollectionElementKey(category: .cell, kind: nil, indexPath: new)
        case .supplementaryView:
            guard !deletedSupplementary.contains(element), let section = path.first,
                  !plan.reloadedSections.contains(section), let new = plan.newSection(forOld: section) else { return nil }
            var newPath = path
            newPath[0] = new
            return CollectionElementKey(category: .supplementaryView, kind: element.kind, indexPath: newPath)
        case .decorationView:
            return deletedSupplementary.contains(element) ? nil : element
        }
    }

    /// The supplementary and decoration elements the layout says the update removes (or, with
    /// `insertions`, adds: those get views of their own even where an old one maps to them),
    /// asked once per category and kind among `elements`.
    private func layoutChangedElements(among elements: some Sequence<CollectionElementKey>,
                                       insertions: Bool) -> Set<CollectionElementKey> {
        let layout = collectionViewLayout
        var result = Set<CollectionElementKey>()
        var asked = Set<CollectionReuseKey>()
        for element in elements where element.category != .cell {
            let kind = element.kind ?? ""
            guard asked.insert(CollectionReuseKey(category: element.category, kind: kind, identifier: "")).inserted else {
                continue
            }
            let paths: [IndexPath]
            switch (element.category, insertions) {
            case (.supplementaryView, false): paths = layout.indexPathsToDeleteForSupplementaryView(ofKind: kind)
            case (.supplementaryView, true): paths = layout.indexPathsToInsertForSupplementaryView(ofKind: kind)
            case (_, false): paths = layout.indexPathsToDeleteForDecorationView(ofKind: kind)
            case (_, true): paths = layout.indexPathsToInsertForDecorationView(ofKind: kind)
            }
            for path in paths { result.insert(CollectionElementKey(category: element.category, kind: kind, indexPath: path)) }
        }
        return result
    }

    private func initialAttributes(for element: CollectionElementKey,
                                   layout: UICollectionViewLayout) -> UICollectionViewLayoutAttributes? {
        switch element.category {
        case .cell: return layout.initialLayoutAttributesForAppearingItem(at: element.indexPath)
        case .supplementaryView:
            return layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: element.kind ?? "", at: element.indexPath)
        case .decorationView:
            return layout.initialLayoutAttributesForAppearingDecorationElement(ofKind: element.kind ?? "", at: element.indexPath)
        }
    }

    private func finalAttributes(for element: CollectionElementKey,
                                 layout: UICollectionViewLayout) -> UICollectionViewLayoutAttributes? {
        switch element.category {
        case .cell: return layout.finalLayoutAttributesForDisappearingItem(at: element.indexPath)
        case .supplementaryView:
            return layout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: element.kind ?? "",
                                                                                   at: element.indexPath)
        case .decorationView:
            return layout.finalLayoutAttributesForDisappearingDecorationElement(ofKind: element.kind ?? "",
                                                                                at: element.indexPath)
        }
    }

    /// Attributes describing where `view` is now (for a view that never had attributes).
    private func attributesOf(_ view: UICollectionReusableView, _ element: CollectionElementKey) -> UICollectionViewLayoutAttributes {
        let attributes = collectionViewLayout.makeLayoutAttributes(category: element.category, kind: element.kind,
                                                                   indexPath: element.indexPath)
        attributes.frame = view.frame
        return attributes
    }

    /// A copy of `attributes` with alpha 0: the fade UIKit gives elements that appear or
    /// disappear when the layout returns nil.
    private static func faded(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let copy = attributes.copy() as? UICollectionViewLayoutAttributes ?? attributes
        copy.alpha = 0
        return copy
    }
}
