import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A data source whose rows are named strings, so that a cell shows which row it is.
@MainActor
final class TableListDataSource: NSObject, UITableViewDataSource {
    var sections: [[String]]
    var titles: [String]?
    var cellRequests: [IndexPath] = []

    init(sections: [[String]], titles: [String]? = nil) {
        self.sections = sections
        self.titles = titles
    }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellRequests.append(indexPath)
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        titles?[section]
    }
}

/// A 320×480 table of 44-point rows in a window, laid out, with a named-row data source.
@MainActor
private struct UpdateStage {
    let sim = Simulator(device: .iPhoneSE)
    let window: UIWindow
    let tableView = UITableView(frame: CGRect(x: 0, y: 40, width: 320, height: 480), style: .plain)
    let dataSource: TableListDataSource

    init(_ sections: [[String]], titles: [String]? = nil) {
        window = UIWindow(frame: sim.screen.bounds)
        window.makeKeyAndVisible()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        tableView.rowHeight = 44
        dataSource = TableListDataSource(sections: sections, titles: titles)
        tableView.dataSource = dataSource
        window.addSubview(tableView)
        sim.runUntilIdle()
    }

    /// Whether every visible cell shows its row of the model, at its row's rect.
    var showsModel: Bool {
        tableView.visibleCellsByIndexPath.allSatisfy { path, cell in
            cell.textLabel?.text == dataSource.sections[path.section][path.row]
                && cell.frame == tableView.rectForRow(at: path) && cell.alpha == 1
        }
    }
}

private func names(_ count: Int, _ prefix: String = "Row") -> [String] { (0..<count).map { "\(prefix) \($0)" } }

@MainActor
@Suite("Table view updates: inserting, deleting, moving and reloading rows and sections", .serialized)
struct TableViewUpdateTests {
    @Test("insertRows(at:with: .fade): the rows below slide down a row's height over 0.3 s while the new row fades in; the cells then show the model")
    func insertFades() {
        let stage = UpdateStage([names(20)])
        let below = try! #require(stage.tableView.cellForRow(at: IndexPath(row: 3, section: 0)))
        stage.dataSource.sections[0].insert("New", at: 2)
        stage.tableView.insertRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
        let inserted = try! #require(stage.tableView.cellForRow(at: IndexPath(row: 2, section: 0)))
        #expect(inserted.textLabel?.text == "New")
        // The old row 3 is the same cell, now row 4, on its way from y 132 to y 176.
        #expect(stage.tableView.cellForRow(at: IndexPath(row: 4, section: 0)) === below)
        stage.sim.advance(by: 0.15)
        let midY = below.layer.presentation()?.frame.minY ?? 0
        #expect(midY > 132 && midY < 176, "halfway: \(midY)")
        let alpha = inserted.layer.presentation()?.opacity ?? 1
        #expect(alpha > 0.1 && alpha < 0.9, "fading in: \(alpha)")
        stage.sim.advance(by: 0.2)
        #expect(below.frame.minY == 176 && below.layer.presentation()?.frame.minY == 176)
        #expect(stage.showsModel)
    }

    @Test("deleteRows(at:with: .fade): the deleted cell stays on screen fading out, behind the rows moving up, and goes to the reuse queue at the end")
    func deleteFades() {
        let stage = UpdateStage([names(20)])
        let deleted = try! #require(stage.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        let next = try! #require(stage.tableView.cellForRow(at: IndexPath(row: 2, section: 0)))
        stage.dataSource.sections[0].remove(at: 1)
        var done: Bool?
        stage.tableView.performBatchUpdates({
            stage.tableView.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
        }, completion: { done = $0 })
        #expect(deleted.superview === stage.tableView && stage.tableView.subviews.first === deleted)
        #expect(stage.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) === next)
        stage.sim.advance(by: 0.15)
        #expect(abs((deleted.layer.presentation()?.opacity ?? 1) - 0.5) < 0.2)
        #expect(done == nil)
        stage.sim.runUntilIdle()
        #expect(done == true)
        #expect(deleted.superview == nil && deleted.alpha == 1)
        #expect(stage.tableView.dequeueReusableCell(withIdentifier: "Cell") === deleted)
        #expect(stage.showsModel)
    }

    @Test("RowAnimation .left and .right slide a deleted row out sideways; .top slides an inserted row in from above; .none shows it at once")
    func slides() {
        let stage = UpdateStage([names(10)])
        let deleted = try! #require(stage.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        stage.dataSource.sections[0].remove(at: 0)
        stage.tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .right)
        stage.sim.advance(by: 0.15)
        let x = deleted.layer.presentation()?.frame.minX ?? 0
        #expect(x > 10 && x < 310, "sliding right: \(x)")
        stage.sim.runUntilIdle()

        stage.dataSource.sections[0].insert("Top", at: 0)
        stage.tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .top)
        let top = try! #require(stage.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        stage.sim.advance(by: 0.15)
        let y = top.layer.presentation()?.frame.minY ?? 0
        #expect(y < 0 && y > -44, "coming down: \(y)")
        stage.sim.runUntilIdle()

        stage.dataSource.sections[0].insert("Plain", at: 1)
        stage.tableView.insertRows(at: [IndexPath(row: 1, section: 0)], with: .none)
        let plain = try! #require(stage.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        stage.sim.advance(by: 0.05)
        #expect(plain.layer.presentation()?.opacity == 1 && plain.layer.presentation()?.frame.minY == 44)
        stage.sim.runUntilIdle()
        #expect(stage.showsModel)
    }

    @Test("moveRow(at:to:): the row keeps its cell, which slides to its new place; the rows between shift by one")
    func move() {
        let stage = UpdateStage([names(10)])
        let moving = try! #require(stage.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        let requests = stage.dataSource.cellRequests.count
        stage.dataSource.sections[0].insert(stage.dataSource.sections[0].remove(at: 0), at: 3)
        stage.tableView.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 3, section: 0))
        #expect(stage.tableView.cellForRow(at: IndexPath(row: 3, section: 0)) === moving)
        #expect(stage.dataSource.cellRequests.count == requests, "a move asks for no cell")
        stage.sim.runUntilIdle()
        #expect(moving.frame.minY == 132)
        #expect(stage.showsModel)
    }

    @Test("reloadRows(at:with:): the data source is asked for the row again; the old cell leaves, the new one takes its place")
    func reload() {
        let stage = UpdateStage([names(10)])
        let old = try! #require(stage.tableView.cellForRow(at: IndexPath(row: 2, section: 0)))
        stage.dataSource.sections[0][2] = "Changed"
        stage.dataSource.cellRequests = []
        stage.tableView.reloadRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
        #expect(stage.dataSource.cellRequests == [IndexPath(row: 2, section: 0)])
        let new = try! #require(stage.tableView.cellForRow(at: IndexPath(row: 2, section: 0)))
        #expect(new !== old && new.textLabel?.text == "Changed")
        stage.sim.runUntilIdle()
        #expect(old.superview == nil)
        #expect(stage.showsModel)
    }

    @Test("sections: inserting one moves the rows and headers below it down; deleting one takes its header away with it")
    func sections() {
        let stage = UpdateStage([names(2, "A"), names(2, "B")], titles: ["A", "B"])
        let headerB = try! #require(stage.tableView.headerView(forSection: 1))
        stage.dataSource.sections.insert(names(1, "N"), at: 1)
        stage.dataSource.titles?.insert("N", at: 1)
        stage.tableView.insertSections([1], with: .fade)
        #expect(stage.tableView.headerView(forSection: 2) === headerB)
        stage.sim.runUntilIdle()
        #expect(stage.showsModel)
        #expect((stage.tableView.headerView(forSection: 1)?.contentConfiguration as? UIListContentConfiguration)?.text == "N")

        let headerN = try! #require(stage.tableView.headerView(forSection: 1))
        stage.dataSource.sections.remove(at: 1)
        stage.dataSource.titles?.remove(at: 1)
        stage.tableView.deleteSections([1], with: .fade)
        #expect(stage.tableView.headerView(forSection: 1) === headerB)
        stage.sim.runUntilIdle()
        #expect(headerN.superview == nil)
        #expect(stage.showsModel)
    }

    @Test("selection follows its row through an update; a deleted or reloaded selected row is no longer selected")
    func selectionFollows() {
        let stage = UpdateStage([names(10)])
        stage.tableView.allowsMultipleSelection = true
        stage.tableView.selectRow(at: IndexPath(row: 4, section: 0), animated: false, scrollPosition: .none)
        stage.tableView.selectRow(at: IndexPath(row: 6, section: 0), animated: false, scrollPosition: .none)
        stage.dataSource.sections[0].insert("New", at: 0)
        stage.dataSource.sections[0].remove(at: 6)
        stage.tableView.performBatchUpdates {
            stage.tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
            stage.tableView.deleteRows(at: [IndexPath(row: 6, section: 0)], with: .automatic)
        }
        #expect(stage.tableView.indexPathsForSelectedRows == [IndexPath(row: 5, section: 0)])
        stage.sim.runUntilIdle()
        #expect(stage.tableView.cellForRow(at: IndexPath(row: 5, section: 0))?.isSelected == true)
    }

    @Test("beginUpdates()/endUpdates() with no change: rows whose height changed animate to it, the rows below move with them")
    func heightChange() {
        let stage = UpdateStage([names(10)])
        var tall = false
        let delegate = TableHeightDelegate { indexPath in tall && indexPath.row == 1 ? 100 : 44 }
        stage.tableView.delegate = delegate
        stage.sim.runUntilIdle()
        let third = try! #require(stage.tableView.cellForRow(at: IndexPath(row: 2, section: 0)))
        tall = true
        stage.tableView.beginUpdates()
        stage.tableView.endUpdates()
        stage.sim.advance(by: 0.15)
        let y = third.layer.presentation()?.frame.minY ?? 0
        #expect(y > 88 && y < 144, "moving down: \(y)")
        stage.sim.runUntilIdle()
        #expect(third.frame.minY == 144 && stage.tableView.rectForRow(at: IndexPath(row: 1, section: 0)).height == 100)
    }

    @Test("nested batches join the outer one: one animation, both completions after it (the outer's first, as the collection view)")
    func nested() {
        let stage = UpdateStage([names(10)])
        var calls: [String] = []
        stage.dataSource.sections[0].append(contentsOf: ["X", "Y"])
        stage.tableView.performBatchUpdates({
            stage.tableView.insertRows(at: [IndexPath(row: 10, section: 0)], with: .fade)
            stage.tableView.performBatchUpdates({
                stage.tableView.insertRows(at: [IndexPath(row: 11, section: 0)], with: .fade)
            }, completion: { _ in calls.append("inner") })
        }, completion: { _ in calls.append("outer") })
        #expect(calls.isEmpty)
        stage.sim.runUntilIdle()
        #expect(calls == ["outer", "inner"])
        #expect(stage.tableView.numberOfRows(inSection: 0) == 12)
    }

    @Test("an update before the table has loaded its counts is a reload: no check, no animation, the completion on the next turn")
    func beforeLoading() {
        let sim = Simulator(device: .iPhoneSE)
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        let dataSource = TableListDataSource(sections: [names(3)])
        tableView.dataSource = dataSource
        var finished: Bool?
        tableView.performBatchUpdates({ tableView.insertRows(at: [IndexPath(row: 7, section: 0)], with: .fade) },
                                      completion: { finished = $0 })
        #expect(finished == nil)
        sim.runUntilIdle()
        #expect(finished == true)
        #expect(tableView.numberOfRows(inSection: 0) == 3)
    }

    @Test("reloadData() during an update animation takes the leaving cells off at once")
    func reloadDuringAnimation() {
        let stage = UpdateStage([names(10)])
        let deleted = try! #require(stage.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        stage.dataSource.sections[0].remove(at: 0)
        stage.tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .left)
        stage.sim.advance(by: 0.1)
        stage.tableView.reloadData()
        #expect(deleted.superview == nil)
        stage.sim.runUntilIdle()
        #expect(stage.showsModel)
    }

    @Test("self-sizing rows (automaticDimension) scrolled far down: inserts and deletes above and among the visible rows leave every visible cell showing its row at its rect")
    func selfSizingFarDown() {
        let stage = UpdateStage([names(1000)])
        stage.tableView.rowHeight = UITableView.automaticDimension
        stage.tableView.estimatedRowHeight = 30
        stage.tableView.reloadData()
        stage.sim.runUntilIdle()
        stage.tableView.scrollToRow(at: IndexPath(row: 500, section: 0), at: .top, animated: false)
        stage.sim.runUntilIdle()
        let top = try! #require(stage.tableView.cellForRow(at: IndexPath(row: 500, section: 0)))
        stage.dataSource.sections[0].insert(contentsOf: ["X", "Y"], at: 10)
        stage.dataSource.sections[0].remove(at: 505)
        stage.tableView.performBatchUpdates {
            stage.tableView.insertRows(at: [IndexPath(row: 10, section: 0), IndexPath(row: 11, section: 0)], with: .fade)
            stage.tableView.deleteRows(at: [IndexPath(row: 503, section: 0)], with: .fade)
        }
        #expect(stage.tableView.cellForRow(at: IndexPath(row: 502, section: 0)) === top, "the row keeps its cell")
        stage.sim.runUntilIdle()
        #expect(stage.showsModel)
        #expect(!stage.tableView.visibleCellsByIndexPath.isEmpty)
    }

    @Test("an insert the data source does not have stops with UIKit's text, in rows and the table view's words")
    func countMismatch() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let stage = UpdateStage([names(3)])
                stage.tableView.insertRows(at: [IndexPath(row: 3, section: 0)], with: .fade)
            }
        }
        let expected = "Invalid update: invalid number of rows in section 0.  The number of rows contained in an existing "
            + "section after the update (3) must be equal to the number of rows contained in that section before the update "
            + "(3), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus "
            + "or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)"
        let text = result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) } ?? ""
        #expect(text.contains(expected) && text.contains("UITableView.endUpdates()"), "\(text)")
    }

    @Test("endUpdates() without beginUpdates() stops, naming the pairing")
    func unpairedEnd() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                UpdateStage([names(3)]).tableView.endUpdates()
            }
        }
        let text = result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) } ?? ""
        #expect(text.contains("UITableView.endUpdates(): called without a matching beginUpdates()"), "\(text)")
    }
}
