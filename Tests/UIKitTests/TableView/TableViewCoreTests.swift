import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor
@Suite("Table view core: counts, rows, cells and reuse", .serialized)
struct TableViewCoreTests {
    @Test("a table view is plain by default and keeps the style it was made with")
    func styles() {
        #expect(UITableView(frame: .zero).style == .plain)
        #expect(UITableView(frame: .zero, style: .insetGrouped).style == .insetGrouped)
        #expect(UITableView(frame: .zero).rowHeight == UITableView.automaticDimension)
    }

    @Test("counts come from the data source; one section without numberOfSections")
    func counts() {
        let stage = TableStage(counts: [3, 0, 5])
        #expect(stage.tableView.numberOfSections == 3)
        #expect((0..<3).map { stage.tableView.numberOfRows(inSection: $0) } == [3, 0, 5])
    }

    @Test("only visible rows get cells: 44-point rows fill a 480-point table with 11 cells")
    func visibleRowsOnly() {
        let stage = TableStage()
        stage.tableView.layoutIfNeeded()
        #expect(stage.dataSource.cellRequests.count == 11)
        #expect(stage.tableView.visibleCells.count == 11)
        #expect(stage.tableView.indexPathsForVisibleRows?.first == IndexPath(row: 0, section: 0))
        #expect(stage.tableView.contentSize.height == 4400)
        #expect(stage.tableView.cellForRow(at: IndexPath(row: 2, section: 0))?.frame
            == CGRect(x: 0, y: 88, width: 320, height: 44))
        #expect(stage.tableView.cellForRow(at: IndexPath(row: 50, section: 0)) == nil)
    }

    @Test("rows of several sections stack; empty sections take no space")
    func sectionsStack() {
        let stage = TableStage(counts: [2, 0, 3])
        stage.tableView.layoutIfNeeded()
        #expect(stage.tableView.rectForRow(at: IndexPath(row: 0, section: 2)).minY == 88)
        #expect(stage.tableView.rect(forSection: 2) == CGRect(x: 0, y: 88, width: 320, height: 132))
        #expect(stage.tableView.indexPathForRow(at: CGPoint(x: 10, y: 100)) == IndexPath(row: 0, section: 2))
        #expect(stage.tableView.indexPathForRow(at: CGPoint(x: 10, y: 400)) == nil)
        #expect(stage.tableView.visibleCells.count == 5)
    }

    @Test("scrolling recycles cells that left the screen, after prepareForReuse")
    func reuse() {
        let stage = TableStage()
        stage.tableView.layoutIfNeeded()
        let first = stage.tableView.cellForRow(at: IndexPath(row: 0, section: 0))
        stage.tableView.contentOffset = CGPoint(x: 0, y: 44 * 20)
        stage.tableView.layoutIfNeeded()
        #expect(stage.tableView.indexPathsForVisibleRows?.first == IndexPath(row: 20, section: 0))
        #expect(stage.tableView.visibleCells.contains { $0 === first })
        #expect(first.flatMap { stage.tableView.indexPath(for: $0) } != nil)
        #expect(first?.textLabel?.text != "Row 0")
    }

    @Test("heightForRowAt sizes rows; 10⁶ fixed-height rows ask only for the visible ones")
    func lazyHeights() {
        let stage = TableStage(counts: [1_000_000])
        let delegate = TableHeightDelegate { _ in 60 }
        stage.tableView.delegate = delegate
        stage.tableView.estimatedRowHeight = 60
        stage.tableView.layoutIfNeeded()
        #expect(stage.tableView.contentSize.height == 60_000_000)
        // The eight visible rows; the ninth begins where the screen ends, which is known
        // without measuring it.
        #expect(delegate.heightRequests == 8)
        #expect(stage.tableView.visibleCells.count == 8)
    }

    @Test("variable row heights from the delegate place the rows by their sums; rows not measured yet count at the estimate in the content size")
    func variableHeights() {
        let stage = TableStage(counts: [10])
        let delegate = TableHeightDelegate { CGFloat(20 + 10 * $0.row) }
        stage.tableView.delegate = delegate
        stage.tableView.layoutIfNeeded()
        #expect(stage.tableView.rectForRow(at: IndexPath(row: 3, section: 0)) == CGRect(x: 0, y: 90, width: 320, height: 50))
        #expect(stage.tableView.indexPathForRow(at: CGPoint(x: 1, y: 95)) == IndexPath(row: 3, section: 0))
        // Rows 0–8 (540 points) fill the 480-point table; row 9 counts at 44 until measured.
        let estimatedHeight = stage.tableView.contentSize.height
        #expect(abs(estimatedHeight - 584) < 0.01, "\(estimatedHeight)")
        stage.tableView.scrollToRow(at: IndexPath(row: 9, section: 0), at: .bottom, animated: false)
        stage.tableView.layoutIfNeeded()
        #expect(stage.tableView.contentSize.height == 650)
    }

    @Test("estimatedHeightForRowAt: every row is asked once; unmeasured rows count at their own estimates in the content size and in finding rows")
    func perRowEstimates() {
        let stage = TableStage(counts: [100])
        let delegate = TableEstimatingDelegate(height: { _ in 44 }, estimate: { $0.row < 50 ? 44 : 100 })
        stage.tableView.delegate = delegate
        stage.tableView.layoutIfNeeded()
        #expect(delegate.estimateRequests == 100)
        // 50 rows at 44 and 50 at 100 until measured.
        #expect(stage.tableView.contentSize.height == CGFloat(50 * 44 + 50 * 100))
        // Before it is measured, row 60 is where the estimates put it, and found there.
        #expect(stage.tableView.geometry.rowSpan(IndexPath(row: 60, section: 0)) == (y: 50 * 44 + 10 * 100, height: 100))
        #expect(stage.tableView.geometry.indexPath(atY: 50 * 44 + 10 * 100 + 50) == IndexPath(row: 60, section: 0))
        #expect(stage.tableView.geometry.indexPath(atY: 50 * 44 + 50 * 100) == nil)
        // Measured (44 points each), the rows move up to their real places.
        #expect(stage.tableView.rectForRow(at: IndexPath(row: 60, section: 0)).minY == CGFloat(60 * 44))
        // An estimate of automaticDimension (or a bad one) counts at the table's estimate.
        let fallback = TableEstimatingDelegate(height: { _ in 44 }, estimate: { $0.row == 99 ? UITableView.automaticDimension : .nan })
        stage.tableView.delegate = fallback
        stage.tableView.reloadData()
        stage.tableView.layoutIfNeeded()
        #expect(stage.tableView.contentSize.height == 4400)
    }

    @Test("a delegate without estimatedHeightForRowAt is asked for one row's estimate, not every row's")
    func defaultEstimatesAskOneRow() {
        let stage = TableStage(counts: [1_000_000])
        let delegate = TableHeightDelegate { _ in 44 }
        stage.tableView.delegate = delegate
        stage.tableView.estimatedRowHeight = 44
        stage.tableView.layoutIfNeeded()
        #expect(stage.tableView.contentSize.height == 44_000_000)
        #expect(delegate.heightRequests < 20)
    }

    @Test("scrollToRow(.top) puts the row at the top; .bottom at the bottom")
    func scrollToRow() {
        let stage = TableStage()
        stage.tableView.layoutIfNeeded()
        stage.tableView.scrollToRow(at: IndexPath(row: 30, section: 0), at: .top, animated: false)
        #expect(stage.tableView.contentOffset.y == 1320)
        stage.tableView.scrollToRow(at: IndexPath(row: 30, section: 0), at: .bottom, animated: false)
        #expect(stage.tableView.contentOffset.y == 884, "the row's bottom (1,364) at the bottom of the 480-point table")
        stage.tableView.layoutIfNeeded()
        #expect(stage.tableView.indexPathsForVisibleRows?.last == IndexPath(row: 30, section: 0))
    }

    @Test("reloadData asks the counts again and makes the visible cells anew")
    func reload() {
        let stage = TableStage(counts: [3])
        stage.tableView.layoutIfNeeded()
        stage.dataSource.counts = [5]
        stage.tableView.reloadData()
        stage.tableView.layoutIfNeeded()
        #expect(stage.tableView.numberOfRows(inSection: 0) == 5)
        #expect(stage.dataSource.cellRequests.count == 8)
    }

    @Test("dequeueReusableCell(withIdentifier:) is nil for an unknown identifier")
    func dequeueUnknownIsNil() {
        #expect(UITableView(frame: .zero).dequeueReusableCell(withIdentifier: "Nope") == nil)
    }

    @Test("dequeuing an unregistered identifier with an index path stops the app")
    func dequeueUnregisteredStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                _ = UITableView(frame: .zero).dequeueReusableCell(withIdentifier: "Nope", for: IndexPath(row: 0, section: 0))
            }
        }
    }

    @Test("cell styles: .default has no detail label; .value1's detail sits at the trailing margin")
    func cellStyles() {
        #expect(UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil)
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        cell.textLabel?.text = "Wi-Fi"
        cell.detailTextLabel?.text = "Home"
        cell.layoutIfNeeded()
        #expect(cell.textLabel.map { abs($0.frame.minX - 16) < 0.001 } == true)
        #expect(cell.detailTextLabel.map { abs($0.frame.maxX - 304) < 0.5 } == true)
        #expect(cell.detailTextLabel?.textColor == .secondaryLabel)
    }
}
