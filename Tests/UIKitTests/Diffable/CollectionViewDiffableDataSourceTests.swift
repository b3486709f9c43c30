import Foundation
import Testing
@_spi(Testing) import UIKit
import UIKitTesting

/// `UICollectionViewDiffableDataSource`: snapshots applied to a real collection view — the
/// cells show the items in the snapshot's order, each change is one batch update (animated
/// or not), nothing happens for an unchanged snapshot, reconfigured items keep their cells.
@MainActor
@Suite("UICollectionViewDiffableDataSource", .serialized)
struct CollectionViewDiffableDataSourceTests {
    typealias DataSource = UICollectionViewDiffableDataSource<String, Int>
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

    /// A GridStage collection view (three 100-point columns) fed by a diffable data source
    /// whose cells are MyCells labelled with their item; `provided` counts the provider's calls.
    @MainActor
    final class Stage {
        let grid = GridStage(counts: [])
        var dataSource: DataSource!
        var provided = 0

        init() {
            dataSource = DataSource(collectionView: grid.collectionView) { [unowned self] collectionView, indexPath, item in
                self.provided += 1
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath) as! MyCell
                cell.label.text = "\(item)"
                return cell
            }
        }

        /// The labels of the visible cells, in index-path order.
        var shownLabels: [[String]] {
            let collectionView = grid.collectionView
            return (0..<collectionView.numberOfSections).map { section in
                collectionView.indexPathsForVisibleItems.filter { $0.section == section }.sorted()
                    .map { (collectionView.cellForItem(at: $0) as? MyCell)?.label.text ?? "?" }
            }
        }
    }


    @Test("init makes it the collection view's data source; an applied snapshot shows its items in order and answers identifiers and index paths")
    func applyShows() {
        let stage = Stage()
        #expect(stage.grid.collectionView.dataSource === stage.dataSource)
        stage.dataSource.apply(Snapshot([("A", [10, 11, 12, 13]), ("B", [20])]), animatingDifferences: false)
        stage.grid.sim.runUntilIdle()
        #expect(stage.shownLabels == [["10", "11", "12", "13"], ["20"]])
        #expect(stage.dataSource.itemIdentifier(for: IndexPath(item: 1, section: 0)) == 11)
        #expect(stage.dataSource.itemIdentifier(for: IndexPath(item: 5, section: 0)) == nil)
        #expect(stage.dataSource.indexPath(for: 20) == IndexPath(item: 0, section: 1))
        #expect(stage.dataSource.sectionIdentifier(for: 1) == "B" && stage.dataSource.index(for: "A") == 0)
        #expect(stage.dataSource.snapshot().itemIdentifiers == [10, 11, 12, 13, 20])
    }

    @Test("an animated apply is one batch update: cells move, the completion runs once after the animation, the end state is the snapshot's")
    func animatedApply() {
        let stage = Stage()
        stage.dataSource.apply(Snapshot([("A", [1, 2, 3, 4, 5])]), animatingDifferences: false)
        stage.grid.sim.runUntilIdle()
        let cellOfOne = stage.grid.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        var completions = 0
        stage.dataSource.apply(Snapshot([("A", [2, 3, 6, 4, 5, 1])])) { completions += 1 }
        #expect(completions == 0)
        stage.grid.sim.runUntilIdle()
        #expect(completions == 1)
        #expect(stage.shownLabels == [["2", "3", "6", "4", "5", "1"]])
        #expect(stage.grid.collectionView.cellForItem(at: IndexPath(item: 5, section: 0)) === cellOfOne,
                "the moved item keeps its cell")
    }

    @Test("an unchanged snapshot: no update and no layout, the completion still runs")
    func unchangedApply() {
        let stage = Stage()
        stage.dataSource.apply(Snapshot([("A", [1, 2, 3])]), animatingDifferences: false)
        stage.grid.sim.runUntilIdle()
        let prepares = stage.grid.layout.count("prepare"), provided = stage.provided
        var completed = false
        stage.dataSource.apply(Snapshot([("A", [1, 2, 3])])) { completed = true }
        stage.grid.sim.runUntilIdle()
        #expect(completed)
        #expect(stage.grid.layout.count("prepare") == prepares && stage.provided == provided)
    }

    @Test("reconfigureItems: the provider runs for the shown item and gets its own cell back, not reused and not replaced")
    func reconfigure() {
        let stage = Stage()
        stage.dataSource.apply(Snapshot([("A", [1, 2, 3])]), animatingDifferences: false)
        stage.grid.sim.runUntilIdle()
        let cell = stage.grid.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? MyCell
        let reuses = Lifecycle.reuses, provided = stage.provided
        cell?.label.text = "stale"
        var next = stage.dataSource.snapshot()
        next.reconfigureItems([2])
        stage.dataSource.apply(next)
        stage.grid.sim.runUntilIdle()
        #expect(stage.provided == provided + 1)
        #expect(stage.grid.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) === cell)
        #expect(cell?.label.text == "2" && Lifecycle.reuses == reuses)
        #expect(stage.dataSource.snapshot().reconfiguredItemIdentifiers.isEmpty, "an apply consumes the marks")
    }

    @Test("reloadItems: the item's cell is made again by the provider")
    func reload() {
        let stage = Stage()
        stage.dataSource.apply(Snapshot([("A", [1, 2, 3])]), animatingDifferences: false)
        stage.grid.sim.runUntilIdle()
        (stage.grid.collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) as? MyCell)?.label.text = "stale"
        let provided = stage.provided
        var next = stage.dataSource.snapshot()
        next.reloadItems([3])
        stage.dataSource.apply(next, animatingDifferences: false)
        stage.grid.sim.runUntilIdle()
        #expect(stage.provided > provided)
        #expect(stage.shownLabels == [["1", "2", "3"]])
    }

    @Test("applySnapshotUsingReloadData: the data is reloaded, nothing animates, the completion runs")
    func reloadData() {
        let stage = Stage()
        var completed = false
        stage.dataSource.applySnapshotUsingReloadData(Snapshot([("A", [7, 8])])) { completed = true }
        stage.grid.sim.runUntilIdle()
        #expect(completed && stage.shownLabels == [["7", "8"]])
    }

    @Test("random snapshots: whatever changes between two snapshots, one apply leaves the collection view showing the new one")
    func randomApplies() {
        let stage = Stage()
        var generator = SplitMix64(seed: 16)
        var current = Snapshot()
        stage.dataSource.apply(current, animatingDifferences: false)
        var nextItem = 0
        for round in 0..<150 {
            var next = current
            for _ in 0..<Int.random(in: 1...6, using: &generator) {
                let sections = next.sectionIdentifiers, items = next.itemIdentifiers
                switch Int.random(in: 0..<9, using: &generator) {
                case 0 where sections.count < 5:
                    let name = "S\(round)-\(nextItem)"
                    nextItem += 1
                    if let target = sections.randomElement(using: &generator) {
                        next.insertSections([name], beforeSection: target)
                    } else {
                        next.appendSections([name])
                    }
                case 1 where sections.count > 1:
                    next.deleteSections([sections.randomElement(using: &generator)!])
                case 2 where sections.count > 1:
                    let a = sections.randomElement(using: &generator)!, b = sections.randomElement(using: &generator)!
                    if a != b { next.moveSection(a, afterSection: b) }
                case 3, 4:
                    guard let section = sections.randomElement(using: &generator) else { continue }
                    next.appendItems((0..<Int.random(in: 1...3, using: &generator)).map { _ in nextItem += 1; return nextItem },
                                     toSection: section)
                case 5 where !items.isEmpty:
                    next.deleteItems([items.randomElement(using: &generator)!])
                case 6 where items.count > 1:
                    let a = items.randomElement(using: &generator)!, b = items.randomElement(using: &generator)!
                    if a != b { next.moveItem(a, beforeItem: b) }
                case 7 where !items.isEmpty:
                    next.reloadItems([items.randomElement(using: &generator)!])
                case 8 where !sections.isEmpty:
                    next.reloadSections([sections.randomElement(using: &generator)!])
                default:
                    continue
                }
            }
            stage.dataSource.apply(next, animatingDifferences: round % 2 == 0)
            stage.grid.sim.runUntilIdle()
            // The counts are the snapshot's, and every cell shown shows the snapshot's item there.
            let collectionView = stage.grid.collectionView
            #expect(collectionView.numberOfSections == next.numberOfSections, "round \(round)")
            for (index, section) in next.sectionIdentifiers.enumerated() {
                #expect(collectionView.numberOfItems(inSection: index) == next.numberOfItems(inSection: section), "round \(round)")
            }
            for indexPath in collectionView.indexPathsForVisibleItems {
                let item = next.itemIdentifiers(inSection: next.sectionIdentifiers[indexPath.section])[indexPath.item]
                #expect((collectionView.cellForItem(at: indexPath) as? MyCell)?.label.text == "\(item)", "round \(round) at \(indexPath)")
            }
            current = stage.dataSource.snapshot()
        }
    }

    @Test("bad input: a cell provider returning nil stops the program with a message naming the data source")
    func nilCell() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let grid = GridStage(counts: [])
                let dataSource = DataSource(collectionView: grid.collectionView) { _, _, _ in nil }
                var snapshot = Snapshot()
                snapshot.appendSections(["A"])
                snapshot.appendItems([1])
                dataSource.apply(snapshot, animatingDifferences: false)
                grid.sim.runUntilIdle()
            }
        }
    }
}

/// Reordering through a diffable data source: the handlers allow items one by one, and a
/// finished interactive movement reaches the snapshot between `willReorder` and `didReorder`.
@MainActor
@Suite("UICollectionViewDiffableDataSource reordering", .serialized)
struct CollectionViewDiffableReorderingTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

    @Test("reordering: no handler, no move; canReorderItem decides per item; a move is willReorder, the snapshot changed, didReorder")
    func reorder() throws {
        let stage = CollectionViewDiffableDataSourceTests.Stage()
        stage.dataSource.apply(Snapshot([("A", [1, 2, 3, 4]), ("B", [5])]), animatingDifferences: false)
        stage.grid.sim.runUntilIdle()
        let collectionView = stage.grid.collectionView
        #expect(!collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)), "no handler: nothing moves")
        var log: [String] = []
        var transactions: [NSDiffableDataSourceTransaction<String, Int>] = []
        stage.dataSource.reorderingHandlers.canReorderItem = { $0 != 2 }
        stage.dataSource.reorderingHandlers.willReorder = { [unowned stage] transaction in
            log.append("will \(stage.dataSource.snapshot().itemIdentifiers)")
            transactions.append(transaction)
        }
        stage.dataSource.reorderingHandlers.didReorder = { [unowned stage] _ in
            log.append("did \(stage.dataSource.snapshot().itemIdentifiers)")
        }
        #expect(!collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)), "item 2 is fixed")
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        // Over the third column of the first row: item 3's place.
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 270, y: 50))
        collectionView.endInteractiveMovement()
        stage.grid.sim.runUntilIdle()
        #expect(log == ["will [1, 2, 3, 4, 5]", "did [2, 3, 1, 4, 5]"])
        let transaction = try #require(transactions.first)
        #expect(transaction.initialSnapshot.itemIdentifiers == [1, 2, 3, 4, 5])
        #expect(transaction.finalSnapshot.itemIdentifiers == [2, 3, 1, 4, 5])
        #expect(transaction.sectionTransactions.map(\.sectionIdentifier) == ["A"])
        #expect(transaction.sectionTransactions.first?.finalSnapshot.items == [2, 3, 1, 4])
        #expect(transaction.difference.insertions.count == 1 && transaction.difference.removals.count == 1)
        #expect(stage.shownLabels == [["2", "3", "1", "4"], ["5"]])
    }
}
