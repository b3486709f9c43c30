import Foundation

/// The changes of one batch update (`performBatchUpdates(_:completion:)`, or a single
/// insert/delete/move/reload outside one), recorded as the app calls the update methods,
/// and the translation of index paths across it.
///
/// UIKit's conventions: deletes, reloads and the sources of moves name index paths before
/// the update; inserts and the destinations of moves name them after it; the order of the
/// calls does not matter. A reload is a delete and an insert of the same item (it keeps its
/// place, and gets a new cell). Everything not named keeps its order: an old section's
/// surviving items fill, in order, the slots of the new section that inserts and move
/// destinations leave free. Queries cost O(changes), never O(items).
struct CollectionUpdatePlan {
    var deletedSections = Set<Int>()
    var insertedSections = Set<Int>()
    var reloadedSections = Set<Int>()
    /// Section moves, old → new.
    var movedSections: [Int: Int] = [:]
    var deletedItems = Set<IndexPath>()
    var insertedItems = Set<IndexPath>()
    var reloadedItems = Set<IndexPath>()
    /// Item moves, old → new.
    var movedItems: [IndexPath: IndexPath] = [:]
    /// The update items in the order the app recorded them (sorted by `updateItems`).
    private var records: [(action: UICollectionViewUpdateItem.Action, before: IndexPath?, after: IndexPath?)] = []

    /// Derived tables (`seal()`): per old section, the sorted items that leave it (deleted or
    /// moved away); per new section, the sorted items that arrive (inserted or moved in).
    private var leavingItems: [Int: [Int]] = [:]
    private var arrivingItems: [Int: [Int]] = [:]
    private var leavingSections: [Int] = []
    private var arrivingSections: [Int] = []
    /// Where the reloaded items and sections are after the update.
    private(set) var reloadedItemTargets = Set<IndexPath>()
    private(set) var reloadedSectionTargets = Set<Int>()

    var isEmpty: Bool { records.isEmpty }

    // MARK: Recording

    mutating func record(_ action: UICollectionViewUpdateItem.Action, before: IndexPath?, after: IndexPath?) {
        records.append((action, before, after))
    }

    /// Records `action` (an insert, a delete or a reload) of the items at `indexPaths`: in
    /// the plan's set for it and as update items (inserts name the index path after the
    /// update, the others the one before).
    mutating func record(_ action: UICollectionViewUpdateItem.Action, items indexPaths: [IndexPath]) {
        for path in indexPaths {
            switch action {
            case .insert: insertedItems.insert(path)
            case .delete: deletedItems.insert(path)
            default: reloadedItems.insert(path)
            }
            record(action, before: action == .insert ? nil : path, after: action == .insert ? path : nil)
        }
    }

    /// Records `action` (an insert, a delete or a reload) of `sections`, as `record(_:items:)`.
    mutating func record(_ action: UICollectionViewUpdateItem.Action, sections: [Int]) {
        for section in sections {
            switch action {
            case .insert: insertedSections.insert(section)
            case .delete: deletedSections.insert(section)
            default: reloadedSections.insert(section)
            }
            let path = Self.sectionPath(section)
            record(action, before: action == .insert ? nil : path, after: action == .insert ? path : nil)
        }
    }

    /// The end of a batch: its completions joined into one, and the plan sealed with the
    /// counts before it. Nil when there were no counts before: the update is then a reload —
    /// `reload` runs, the completions on the next turn.
    @MainActor
    func finished(before: [Int]?, completions: [(Bool) -> Void], reload: () -> Void)
        -> (plan: CollectionUpdatePlan, before: [Int], complete: (Bool) -> Void)? {
        let complete: (Bool) -> Void = { finished in completions.forEach { $0(finished) } }
        guard let before else {
            reload()
            UIView.completeOnNextTurn(completions.isEmpty ? nil : complete)
            return nil
        }
        var sealed = self
        sealed.seal()
        return (sealed, before, complete)
    }

    /// The section index path UIKit's update items use: item `NSNotFound`.
    static func sectionPath(_ section: Int) -> IndexPath { IndexPath(item: NSNotFound, section: section) }

    // MARK: Validation

    /// How the checks name the view and its elements, as UIKit's messages do.
    struct Wording {
        /// The API that applies the update.
        let api: String
        let view: String
        /// One element: "item" or "row".
        let element: String

        static let collectionView = Wording(api: "UICollectionView.performBatchUpdates(_:completion:)",
                                            view: "collection view", element: "item")
        static let tableView = Wording(api: "UITableView.endUpdates()", view: "table view", element: "row")
    }

    /// Stops, as UIKit's `NSInternalInconsistencyException` does, when the update does not
    /// fit the counts before (`old`) and after (`new`) it.
    func validate(old: [Int], new: [Int], wording w: Wording = .collectionView) {
        let element = w.element, elements = w.element + "s"
        func fail(_ text: String) -> Never {
            preconditionFailure("\(w.api): \(text); update the data source first, then tell the \(w.view) exactly "
                + "what changed (deletes and reloads with index paths before the update, inserts after it)")
        }
        for section in deletedSections where section >= old.count {
            fail("attempt to delete section \(section), but there are only \(old.count) sections before the update")
        }
        for section in reloadedSections where section >= old.count {
            fail("attempt to reload section \(section), but there are only \(old.count) sections before the update")
        }
        for section in insertedSections where section >= new.count {
            fail("attempt to insert section \(section) but there are only \(new.count) sections after the update")
        }
        for (from, to) in movedSections {
            if from >= old.count {
                fail("attempt to move section \(from), but there are only \(old.count) sections before the update")
            }
            if to >= new.count {
                fail("attempt to move section \(from) to section \(to), but there are only \(new.count) sections after the update")
            }
        }
        let sectionChange = insertedSections.count - deletedSections.count
        if new.count != old.count + sectionChange {
            fail("Invalid update: invalid number of sections.  The number of sections contained in the \(w.view) "
                + "after the update (\(new.count)) must be equal to the number of sections contained in the \(w.view) "
                + "before the update (\(old.count)), plus or minus the number of sections inserted or deleted "
                + "(\(insertedSections.count) inserted, \(deletedSections.count) deleted)")
        }
        // UIKit reports a count mismatch before an index path out of range.
        validateItemCounts(old: old, new: new, elements: elements, fail: fail)
        func checkBefore(_ path: IndexPath, _ verb: String) {
            guard path.count == 2, old.indices.contains(path.section), (0..<old[path.section]).contains(path.item) else {
                fail("attempt to \(verb) \(element) \(path.count == 2 ? path.item : -1) from section "
                    + "\(path.count == 2 ? path.section : -1) which only contains "
                    + "\(path.count == 2 && old.indices.contains(path.section) ? old[path.section] : 0) \(elements) before the update")
            }
        }
        func checkAfter(_ path: IndexPath, _ verb: String) {
            guard path.count == 2, new.indices.contains(path.section), (0..<new[path.section]).contains(path.item) else {
                let items = path.count == 2 && new.indices.contains(path.section) ? new[path.section] : 0
                fail("attempt to \(verb) \(element) \(path.count == 2 ? path.item : -1) into section "
                    + "\(path.count == 2 ? path.section : -1), but there are only \(items) \(elements) in section "
                    + "\(path.count == 2 ? path.section : -1) after the update")
            }
        }
        for path in deletedItems { checkBefore(path, "delete") }
        for path in reloadedItems { checkBefore(path, "reload") }
        for path in insertedItems { checkAfter(path, "insert") }
        for (from, to) in movedItems {
            checkBefore(from, "move")
            checkAfter(to, "move")
            if deletedItems.contains(from) {
                fail("attempt to perform a delete and a move from the same index path (\(from))")
            }
            if reloadedItems.contains(from) {
                fail("attempt to perform a reload and a move from the same index path (\(from))")
            }
            if insertedItems.contains(to) {
                fail("attempt to perform an insert and a move to the same index path (\(to))")
            }
        }
        for path in deletedItems where reloadedItems.contains(path) {
            fail("attempt to delete and reload the same index path (\(path))")
        }
    }

    /// Each old section that survives (not deleted, not reloaded) must hold, after the
    /// update, its old count minus deletes and moves out plus inserts and moves in.
    private func validateItemCounts(old: [Int], new: [Int], elements: String, fail: (String) -> Never) {
        var movedOut: [Int: Int] = [:]
        var movedIn: [Int: Int] = [:]
        for (from, to) in movedItems where newSection(forOld: from.section) != to.section {
            movedOut[from.section, default: 0] += 1
            movedIn[to.section, default: 0] += 1
        }
        var deleted: [Int: Int] = [:]
        for path in deletedItems { deleted[path.section, default: 0] += 1 }
        var inserted: [Int: Int] = [:]
        for path in insertedItems { inserted[path.section, default: 0] += 1 }
        for section in old.indices where !reloadedSections.contains(section) {
            guard let target = newSection(forOld: section) else { continue }
            let ins = inserted[target, default: 0], del = deleted[section, default: 0]
            let into = movedIn[target, default: 0], outOf = movedOut[section, default: 0]
            guard new[target] != old[section] + ins - del + into - outOf else { continue }
            fail("Invalid update: invalid number of \(elements) in section \(target).  The number of \(elements) contained "
                + "in an existing section after the update (\(new[target])) must be equal to the number of \(elements) "
                + "contained in that section before the update (\(old[section])), plus or minus the number of \(elements) "
                + "inserted or deleted from that section (\(ins) inserted, \(del) deleted) and plus or minus the number of "
                + "\(elements) moved into or out of that section (\(into) moved in, \(outOf) moved out)")
        }
    }

    // MARK: Translation

    /// Builds the lookup tables; call once the recording is complete.
    mutating func seal() {
        leavingSections = (Array(deletedSections) + Array(movedSections.keys)).sorted()
        arrivingSections = (Array(insertedSections) + Array(movedSections.values)).sorted()
        leavingItems = [:]
        arrivingItems = [:]
        for path in deletedItems { leavingItems[path.section, default: []].append(path.item) }
        for (from, to) in movedItems {
            leavingItems[from.section, default: []].append(from.item)
            arrivingItems[to.section, default: []].append(to.item)
        }
        for path in insertedItems { arrivingItems[path.section, default: []].append(path.item) }
        for key in leavingItems.keys { leavingItems[key]?.sort() }
        for key in arrivingItems.keys { arrivingItems[key]?.sort() }
        reloadedItemTargets = Set(reloadedItems.compactMap { newIndexPath(forOld: $0) })
        reloadedSectionTargets = Set(reloadedSections.compactMap { newSection(forOld: $0) })
    }

    /// Where the old section `section` is after the update; nil when it was deleted.
    func newSection(forOld section: Int) -> Int? {
        if deletedSections.contains(section) { return nil }
        if let moved = movedSections[section] { return moved }
        return Self.slot(rank: section - Self.countBelow(section, in: leavingSections), skipping: arrivingSections)
    }

    /// **The** translation of an item's index path across the update (selection, visible
    /// views and anything else that follows items through updates uses this): where the
    /// item at `indexPath` before the update is after it; nil when it was deleted or its
    /// section deleted or reloaded. A reloaded item keeps its place (a new cell shows it).
    func newIndexPath(forOld indexPath: IndexPath) -> IndexPath? {
        guard indexPath.count == 2, !deletedItems.contains(indexPath), !reloadedSections.contains(indexPath.section) else {
            return nil
        }
        if let moved = movedItems[indexPath] { return moved }
        guard let section = newSection(forOld: indexPath.section) else { return nil }
        let rank = indexPath.item - Self.countBelow(indexPath.item, in: leavingItems[indexPath.section] ?? [])
        return IndexPath(item: Self.slot(rank: rank, skipping: arrivingItems[section] ?? []), section: section)
    }

    /// Whether the item at `indexPath` (after the update) is shown by a new cell: inserted,
    /// in an inserted or reloaded section, or reloaded.
    func isNewItem(at indexPath: IndexPath) -> Bool {
        insertedItems.contains(indexPath) || insertedSections.contains(indexPath.section)
            || reloadedItemTargets.contains(indexPath) || reloadedSectionTargets.contains(indexPath.section)
    }

    /// The count of sorted `values` below `value`.
    private static func countBelow(_ value: Int, in values: [Int]) -> Int {
        var low = 0, high = values.count
        while low < high {
            let mid = (low + high) / 2
            if values[mid] < value { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The index of the `rank`-th (from 0) slot not in the sorted `taken`.
    private static func slot(rank: Int, skipping taken: [Int]) -> Int {
        var index = rank
        for occupied in taken {
            guard occupied <= index else { break }
            index += 1
        }
        return index
    }

    // MARK: Update items

    /// The update items the layout receives: section changes before item changes; deletes
    /// (from the last), then reloads, moves, and inserts (from the first). Reloads carry
    /// both index paths.
    func updateItems() -> [UICollectionViewUpdateItem] {
        func rank(_ record: (action: UICollectionViewUpdateItem.Action, before: IndexPath?, after: IndexPath?)) -> (Int, Int) {
            let path = record.before ?? record.after ?? IndexPath()
            let isSection = path.count == 2 && path.item == NSNotFound ? 0 : 1
            switch record.action {
            case .delete: return (isSection, 0)
            case .reload: return (isSection, 1)
            case .move: return (isSection, 2)
            default: return (isSection, 3)
            }
        }
        let sorted = records.enumerated().sorted { lhs, rhs in
            let a = rank(lhs.element), b = rank(rhs.element)
            if a != b { return a < b }
            let pa = lhs.element.before ?? lhs.element.after ?? IndexPath()
            let pb = rhs.element.before ?? rhs.element.after ?? IndexPath()
            if pa != pb { return lhs.element.action == .delete ? pa > pb : pa < pb }
            return lhs.offset < rhs.offset
        }
        return sorted.map { entry in
            let record = entry.element
            var after = record.after
            if record.action == .reload, let before = record.before {
                after = before.item == NSNotFound ? newSection(forOld: before.section).map(Self.sectionPath)
                    : newIndexPath(forOld: before)
            }
            return UICollectionViewUpdateItem(action: record.action, before: record.before, after: after)
        }
    }
}
