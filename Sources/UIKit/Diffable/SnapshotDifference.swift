import Foundation

/// The batch update that turns what one snapshot shows into what another shows, found by
/// identifier in time linear in the items (plus n log n for the moves): sections and items
/// only in the old are deleted, only in the new inserted; of those in both, the longest run
/// still in the same relative order stays and the rest move. A reloaded section is
/// reloaded (deleted and inserted when it also moved); a reloaded item is reloaded in place
/// (deleted and inserted when it moved). Items leaving or entering a section that is
/// deleted, inserted or reloaded go with it.
struct SnapshotDifference {
    var deletedSections = IndexSet(), insertedSections = IndexSet(), reloadedSections = IndexSet()
    var movedSections: [(from: Int, to: Int)] = []
    var deletedItems: [IndexPath] = [], insertedItems: [IndexPath] = [], reloadedItems: [IndexPath] = []
    var movedItems: [(from: IndexPath, to: IndexPath)] = []

    /// Whether the two snapshots show the same thing.
    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && deletedItems.isEmpty && insertedItems.isEmpty && reloadedItems.isEmpty && movedItems.isEmpty
    }

    init<Section, Item>(from old: NSDiffableDataSourceSnapshot<Section, Item>, to new: NSDiffableDataSourceSnapshot<Section, Item>) {
        // The same content and nothing to reload: nothing to do (a snapshot taken from the
        // data source shares its storage, so this is one comparison).
        if new.reloadedItems.isEmpty, new.reloadedSections.isEmpty, old.sections == new.sections,
           old.sectionItems == new.sectionItems { return }
        // Sections: which stay, move, come and go.
        var keptOld: [Int] = [], keptNew: [Int] = []
        for (newIndex, section) in new.sections.enumerated() {
            if let oldIndex = old.sectionIndexes[section] {
                keptOld.append(oldIndex)
                keptNew.append(newIndex)
            } else {
                insertedSections.insert(newIndex)
            }
        }
        for (oldIndex, section) in old.sections.enumerated() where new.sectionIndexes[section] == nil {
            deletedSections.insert(oldIndex)
        }
        let reloadingSections = Set(new.reloadedSections)
        var replaced = Set<Section>()
        let staying = Self.longestIncreasingRun(keptOld)
        for (k, oldIndex) in keptOld.enumerated() {
            let newIndex = keptNew[k], section = new.sections[newIndex]
            let moves = !staying[k]
            if reloadingSections.contains(section) {
                replaced.insert(section)
                if moves {
                    deletedSections.insert(oldIndex)
                    insertedSections.insert(newIndex)
                } else {
                    reloadedSections.insert(oldIndex)
                }
            } else if moves {
                movedSections.append((oldIndex, newIndex))
            }
        }
        // An old section whose items leave with it; a new section whose items come with it.
        let oldGoneFlags = (0..<old.sections.count).map { deletedSections.contains($0) || replaced.contains(old.sections[$0]) }
        let newFreshFlags = (0..<new.sections.count).map { insertedSections.contains($0) || replaced.contains(new.sections[$0]) }
        let oldGone = { (index: Int) in oldGoneFlags[index] }
        let newFresh = { (index: Int) in newFreshFlags[index] }

        // Items, by their positions in each snapshot read section after section ("flat"):
        // one hashed pass over the old items, one lookup per new item, then only integers;
        // index paths are made only for what changes.
        var oldItems: [Item] = []
        oldItems.reserveCapacity(old.itemSections.count)
        for items in old.sectionItems { oldItems.append(contentsOf: items) }   // (whole arrays: no generic iteration)
        let oldPositions = IdentifierPositions(oldItems)
        let oldCount = oldItems.count, newCount = new.itemSections.count
        var oldSection = [Int](repeating: 0, count: oldCount), oldItem = [Int](repeating: 0, count: oldCount)
        var position = 0
        for section in 0..<old.sectionItems.count {
            for index in 0..<old.sectionItems[section].count {
                oldSection[position] = section
                oldItem[position] = index
                position += 1
            }
        }
        func oldPath(_ from: Int) -> IndexPath { IndexPath(item: oldItem[from], section: oldSection[from]) }
        // Where each old item is in the new snapshot (-1: gone, or into a fresh section).
        var oldToNew = [Int](repeating: -1, count: oldCount)
        var newSectionStart = [Int](repeating: 0, count: new.sectionItems.count + 1)
        position = 0
        for section in 0..<new.sectionItems.count {
            newSectionStart[section] = position
            let items = new.sectionItems[section]
            if !newFresh(section) {
                for index in 0..<items.count {
                    if let from = oldPositions.position(of: items[index]), !oldGone(oldSection[from]) {
                        oldToNew[from] = position + index
                    }
                }
            }
            position += items.count
        }
        newSectionStart[new.sectionItems.count] = position
        var reloading = [Bool](repeating: false, count: newCount)     // by new flat position
        for item in new.reloadedItems {
            if let from = oldPositions.position(of: item), oldToNew[from] >= 0 { reloading[oldToNew[from]] = true }
        }
        for from in 0..<oldCount where oldToNew[from] < 0 && !oldGone(oldSection[from]) {
            deletedItems.append(oldPath(from))
        }
        var newToOld = [Int](repeating: -1, count: newCount)
        for from in 0..<oldCount where oldToNew[from] >= 0 { newToOld[oldToNew[from]] = from }
        var sameSection: [(from: Int, to: Int)] = []
        for section in 0..<new.sectionItems.count where !newFresh(section) {
            let first = newSectionStart[section], end = newSectionStart[section + 1]
            let oldSectionIndex = old.sectionIndexes[new.sections[section]] ?? -1
            sameSection.removeAll(keepingCapacity: true)
            for flat in first..<end {
                let from = newToOld[flat]
                guard from >= 0 else {
                    insertedItems.append(IndexPath(item: flat - first, section: section))
                    continue
                }
                if oldSection[from] == oldSectionIndex {
                    sameSection.append((from, flat))
                } else {
                    movedItem(from: oldPath(from), to: IndexPath(item: flat - first, section: section),
                              reloaded: reloading[flat])
                }
            }
            let stayingItems = Self.longestIncreasingRun(sameSection.map(\.from))
            for k in 0..<sameSection.count {
                let (from, flat) = sameSection[k]
                if stayingItems[k] {
                    if reloading[flat] { reloadedItems.append(oldPath(from)) }
                } else {
                    movedItem(from: oldPath(from), to: IndexPath(item: flat - first, section: section), reloaded: reloading[flat])
                }
            }
        }
    }

    /// An item in both snapshots at another place: a move, or — when it is also reloaded —
    /// a deletion and an insertion (UIKit cannot move and reload one item in one update).
    private mutating func movedItem(from: IndexPath, to: IndexPath, reloaded: Bool) {
        if reloaded {
            deletedItems.append(from)
            insertedItems.append(to)
        } else {
            movedItems.append((from, to))
        }
    }

    /// Records the difference in the collection view's open batch update.
    @MainActor
    func record(in collectionView: UICollectionView) {
        if !deletedSections.isEmpty { collectionView.deleteSections(deletedSections) }
        if !insertedSections.isEmpty { collectionView.insertSections(insertedSections) }
        if !reloadedSections.isEmpty { collectionView.reloadSections(reloadedSections) }
        for move in movedSections { collectionView.moveSection(move.from, toSection: move.to) }
        if !deletedItems.isEmpty { collectionView.deleteItems(at: deletedItems) }
        if !insertedItems.isEmpty { collectionView.insertItems(at: insertedItems) }
        if !reloadedItems.isEmpty { collectionView.reloadItems(at: reloadedItems) }
        for move in movedItems { collectionView.moveItem(at: move.from, to: move.to) }
    }

    /// Performs the update with `batch` (which runs the view's batch update, recording this
    /// difference, and calls back when it ends), animated or not; `completion` runs when
    /// it ends, or on the next turn when there is nothing to do.
    @MainActor
    func perform(animating: Bool, completion: (() -> Void)?, batch: (_ finished: ((Bool) -> Void)?) -> Void) {
        let finished: ((Bool) -> Void)? = completion.map { completion in { _ in completion() } }
        if isEmpty {
            UIView.completeOnNextTurn(finished)
        } else if animating {
            batch(finished)
        } else {
            UIView.performWithoutAnimation { batch(finished) }
        }
    }

    /// Records the update in `tableView`'s open batch, every row and section animated with
    /// `animation`.
    @MainActor
    func record(in tableView: UITableView, animation: UITableView.RowAnimation) {
        if !deletedSections.isEmpty { tableView.deleteSections(deletedSections, with: animation) }
        if !insertedSections.isEmpty { tableView.insertSections(insertedSections, with: animation) }
        if !reloadedSections.isEmpty { tableView.reloadSections(reloadedSections, with: animation) }
        for move in movedSections { tableView.moveSection(move.from, toSection: move.to) }
        if !deletedItems.isEmpty { tableView.deleteRows(at: deletedItems, with: animation) }
        if !insertedItems.isEmpty { tableView.insertRows(at: insertedItems, with: animation) }
        if !reloadedItems.isEmpty { tableView.reloadRows(at: reloadedItems, with: animation) }
        for move in movedItems { tableView.moveRow(at: move.from, to: move.to) }
    }

    /// Which positions of `values` hold one longest strictly increasing subsequence
    /// (patience sorting, O(n log n)): the elements that can stay while the others move.
    static func longestIncreasingRun(_ values: [Int]) -> [Bool] {
        var result = [Bool](repeating: false, count: values.count)
        guard !values.isEmpty else { return result }
        var tails: [Int] = []          // positions in `values` ending a run of each length
        var previous = Array(repeating: -1, count: values.count)
        for (position, value) in values.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[position] = tails[low - 1] }
            if low == tails.count { tails.append(position) } else { tails[low] = position }
        }
        var position = tails.last!
        while position >= 0 {
            result[position] = true
            position = previous[position]
        }
        return result
    }
}
