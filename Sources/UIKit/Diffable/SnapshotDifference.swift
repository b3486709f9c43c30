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
        let reloading = Set(new.reloadedSections)
        var replaced = Set<Section>()
        let staying = Self.longestIncreasingRun(keptOld)
        for (k, oldIndex) in keptOld.enumerated() {
            let newIndex = keptNew[k], section = new.sections[newIndex]
            let moves = !staying.contains(k)
            if reloading.contains(section) {
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
        let deleted = deletedSections, inserted = insertedSections
        let oldGone = { (index: Int) in deleted.contains(index) || replaced.contains(old.sections[index]) }
        let newFresh = { (index: Int) in inserted.contains(index) || replaced.contains(new.sections[index]) }

        // Items.
        let oldLocations = old.allLocations()
        let newLocations = new.allLocations()
        let reloadingItems = Set(new.reloadedItems)
        for (sectionIndex, items) in old.sectionItems.enumerated() where !oldGone(sectionIndex) {
            for (itemIndex, item) in items.enumerated() {
                if let to = newLocations[item], !newFresh(to.section) { continue }
                deletedItems.append(IndexPath(item: itemIndex, section: sectionIndex))
            }
        }
        for (sectionIndex, items) in new.sectionItems.enumerated() where !newFresh(sectionIndex) {
            let oldSectionIndex = old.sectionIndexes[new.sections[sectionIndex]]
            var sameSection: [(from: Int, to: Int)] = []
            for (itemIndex, item) in items.enumerated() {
                let to = IndexPath(item: itemIndex, section: sectionIndex)
                guard let from = oldLocations[item], !oldGone(from.section) else {
                    insertedItems.append(to)
                    continue
                }
                if from.section == oldSectionIndex {
                    sameSection.append((from.item, itemIndex))
                } else {
                    movedItem(item, from: from, to: to, reloading: reloadingItems)
                }
            }
            let stayingItems = Self.longestIncreasingRun(sameSection.map(\.from))
            for (k, pair) in sameSection.enumerated() {
                let from = IndexPath(item: pair.from, section: oldSectionIndex!), to = IndexPath(item: pair.to, section: sectionIndex)
                if stayingItems.contains(k) {
                    if reloadingItems.contains(items[pair.to]) { reloadedItems.append(from) }
                } else {
                    movedItem(items[pair.to], from: from, to: to, reloading: reloadingItems)
                }
            }
        }
    }

    /// An item in both snapshots at another place: a move, or — when it is also reloaded —
    /// a deletion and an insertion (UIKit cannot move and reload one item in one update).
    private mutating func movedItem<Item: Hashable>(_ item: Item, from: IndexPath, to: IndexPath, reloading: Set<Item>) {
        if reloading.contains(item) {
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

    /// The positions in `values` of one longest strictly increasing subsequence (patience
    /// sorting, O(n log n)): the elements that can stay while the others move.
    static func longestIncreasingRun(_ values: [Int]) -> Set<Int> {
        guard !values.isEmpty else { return [] }
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
        var result = Set<Int>(minimumCapacity: tails.count)
        var position = tails.last!
        while position >= 0 {
            result.insert(position)
            position = previous[position]
        }
        return result
    }
}
