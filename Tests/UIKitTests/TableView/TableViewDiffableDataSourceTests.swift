import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A diffable table data source whose sections have header titles.
@MainActor
private final class TitledTableDataSource: UITableViewDiffableDataSource<String, String> {
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sectionIdentifier(for: section)
    }
}

/// A 320×480 table of 44-point rows in a window, with a diffable data source of strings.
@MainActor
private struct DiffableStage {
    let sim = Simulator(device: .iPhoneSE)
    let window: UIWindow
    let tableView = UITableView(frame: CGRect(x: 0, y: 40, width: 320, height: 480), style: .plain)
    let dataSource: TitledTableDataSource
    var requests: [String] { requestLog.items }
    let requestLog = RequestLog()

    final class RequestLog { var items: [String] = [] }

    init() {
        window = UIWindow(frame: sim.screen.bounds)
        window.makeKeyAndVisible()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        tableView.rowHeight = 44
        let log = requestLog
        dataSource = TitledTableDataSource(tableView: tableView) { tableView, indexPath, item in
            log.items.append(item)
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = item
            return cell
        }
        window.addSubview(tableView)
    }

    func snapshot(_ sections: [(String, [String])]) -> NSDiffableDataSourceSnapshot<String, String> {
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    /// The text of each visible row, top to bottom.
    var shownTexts: [String] {
        tableView.visibleCellsByIndexPath.sorted { $0.key < $1.key }.map { $0.value.textLabel?.text ?? "" }
    }
}

@MainActor
@Suite("UITableViewDiffableDataSource: snapshots applied as animated table updates", .serialized)
struct TableViewDiffableDataSourceTests {
    @Test("creating the data source makes it the table's; an applied snapshot is what the table shows and answers")
    func firstSnapshot() {
        let stage = DiffableStage()
        #expect(stage.tableView.dataSource === stage.dataSource)
        stage.dataSource.apply(stage.snapshot([("A", ["a1", "a2"]), ("B", ["b1"])]), animatingDifferences: false)
        stage.sim.runUntilIdle()
        #expect(stage.tableView.numberOfSections == 2 && stage.tableView.numberOfRows(inSection: 0) == 2)
        #expect(stage.shownTexts == ["a1", "a2", "b1"])
        #expect(stage.dataSource.itemIdentifier(for: IndexPath(row: 0, section: 1)) == "b1")
        #expect(stage.dataSource.indexPath(for: "a2") == IndexPath(row: 1, section: 0))
        #expect(stage.dataSource.sectionIdentifier(for: 1) == "B" && stage.dataSource.index(for: "A") == 0)
        #expect(stage.dataSource.itemIdentifier(for: IndexPath(row: 9, section: 0)) == nil)
        let header = stage.tableView.headerView(forSection: 1)?.contentConfiguration as? UIListContentConfiguration
        #expect(header?.text == "B", "a subclass's titles head the sections")
    }

    @Test("applying a changed snapshot animates the difference with defaultRowAnimation: moved rows keep their cells, new rows are asked for, the completion runs at the end")
    func animatedDifference() {
        let stage = DiffableStage()
        stage.dataSource.apply(stage.snapshot([("A", ["a", "b", "c", "d"])]), animatingDifferences: false)
        stage.sim.runUntilIdle()
        let cellD = try! #require(stage.tableView.cellForRow(at: IndexPath(row: 3, section: 0)))
        let cellB = try! #require(stage.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        stage.dataSource.defaultRowAnimation = .left
        var done = false
        stage.requestLogReset()
        stage.dataSource.apply(stage.snapshot([("A", ["d", "a", "c", "e"])])) { done = true }
        #expect(stage.requests == ["e"], "only the new row is asked for: \(stage.requests)")
        #expect(stage.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) === cellD)
        stage.sim.advance(by: 0.15)
        let x = cellB.layer.presentation()?.frame.minX ?? 0
        #expect(x < 0 && x > -320, "the deleted row slides out to the left: \(x)")
        #expect(!done)
        stage.sim.runUntilIdle()
        #expect(done && cellB.superview == nil)
        #expect(stage.shownTexts == ["d", "a", "c", "e"])
    }

    @Test("an unchanged snapshot applied asks for nothing and completes on the next turn; reloadItems gives a row a new cell")
    func unchangedAndReload() {
        let stage = DiffableStage()
        stage.dataSource.apply(stage.snapshot([("A", ["a", "b"])]), animatingDifferences: false)
        stage.sim.runUntilIdle()
        stage.requestLogReset()
        var done = false
        stage.dataSource.apply(stage.dataSource.snapshot()) { done = true }
        #expect(!done && stage.requests.isEmpty)
        stage.sim.runUntilIdle()
        #expect(done)

        let old = stage.tableView.cellForRow(at: IndexPath(row: 1, section: 0))
        var snapshot = stage.dataSource.snapshot()
        snapshot.reloadItems(["b"])
        stage.dataSource.apply(snapshot)
        #expect(stage.requests == ["b"])
        #expect(stage.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) !== old)
        stage.sim.runUntilIdle()
        #expect(stage.shownTexts == ["a", "b"])
    }

    @Test("animatingDifferences false: the rows are in their new places at once")
    func withoutAnimation() {
        let stage = DiffableStage()
        stage.dataSource.apply(stage.snapshot([("A", ["a", "b", "c"])]), animatingDifferences: false)
        stage.sim.runUntilIdle()
        let cellC = try! #require(stage.tableView.cellForRow(at: IndexPath(row: 2, section: 0)))
        stage.dataSource.apply(stage.snapshot([("A", ["c", "a"])]), animatingDifferences: false)
        stage.sim.advance(by: 0.02)
        // Row 0, below the section's header.
        #expect(cellC.layer.animationKeys() == nil)
        #expect(cellC.layer.presentation()?.frame.minY == stage.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).minY)
        #expect(stage.shownTexts == ["c", "a"])
    }

    @Test("applySnapshotUsingReloadData: the table reloads, every visible row is asked for again")
    func usingReloadData() {
        let stage = DiffableStage()
        stage.dataSource.apply(stage.snapshot([("A", ["a", "b"])]), animatingDifferences: false)
        stage.sim.runUntilIdle()
        stage.requestLogReset()
        stage.dataSource.applySnapshotUsingReloadData(stage.snapshot([("A", ["b", "c"])]))
        stage.sim.runUntilIdle()
        #expect(Set(stage.requests) == ["b", "c"] && stage.shownTexts == ["b", "c"])
    }

    @Test("a cell provider returning nil stops, naming the item and the fix")
    func nilCell() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let sim = Simulator(device: .iPhoneSE)
                let window = UIWindow(frame: sim.screen.bounds)
                window.makeKeyAndVisible()
                let tableView = UITableView(frame: window.bounds)
                window.addSubview(tableView)
                let dataSource = UITableViewDiffableDataSource<Int, Int>(tableView: tableView) { _, _, _ in nil }
                var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
                snapshot.appendSections([0])
                snapshot.appendItems([7])
                dataSource.apply(snapshot, animatingDifferences: false)
                sim.runUntilIdle()
            }
        }
        let text = result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) } ?? ""
        #expect(text.contains("the cell provider returned nil for item 7"), "\(text)")
    }
}

extension DiffableStage {
    func requestLogReset() { requestLog.items = [] }
}

@MainActor
@Suite("UITableView.reconfigureRows(at:): cells configured again in place", .serialized)
struct TableViewReconfigureTests {
    @Test("a reconfigured visible row keeps its cell (the data source is asked, dequeuing hands it back) and animates nothing; a row not shown is left alone")
    func inPlace() {
        let stage = DiffableStage()
        stage.dataSource.apply(stage.snapshot([("A", ["a", "b"])]), animatingDifferences: false)
        stage.sim.runUntilIdle()
        let cell = try! #require(stage.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        var snapshot = stage.dataSource.snapshot()
        snapshot.reconfigureItems(["b"])
        stage.requestLogReset()
        stage.dataSource.apply(snapshot)
        #expect(stage.requests == ["b"])
        #expect(stage.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) === cell)
        #expect(cell.layer.animationKeys() == nil)
        stage.tableView.reconfigureRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 40, section: 0)])
        #expect(stage.requests == ["b", "a"])
    }
}
