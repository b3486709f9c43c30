import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A data source of `counts` rows per section that records what it is asked.
@MainActor
final class TableRecordingDataSource: NSObject, UITableViewDataSource {
    var counts: [Int]
    var cellRequests: [IndexPath] = []

    init(counts: [Int]) { self.counts = counts }

    func numberOfSections(in tableView: UITableView) -> Int { counts.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { counts[section] }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellRequests.append(indexPath)
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}

/// A delegate that sizes rows with `height` and counts the questions.
@MainActor
final class TableHeightDelegate: NSObject, UITableViewDelegate {
    let height: (IndexPath) -> CGFloat
    var heightRequests = 0

    init(height: @escaping (IndexPath) -> CGFloat) { self.height = height }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heightRequests += 1
        return height(indexPath)
    }
}

/// A delegate giving rows their heights and estimates of them, counting the estimates asked.
@MainActor
final class TableEstimatingDelegate: NSObject, UITableViewDelegate {
    let height: (IndexPath) -> CGFloat
    let estimate: (IndexPath) -> CGFloat
    var estimateRequests = 0

    init(height: @escaping (IndexPath) -> CGFloat, estimate: @escaping (IndexPath) -> CGFloat) {
        self.height = height
        self.estimate = estimate
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { height(indexPath) }

    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        estimateRequests += 1
        return estimate(indexPath)
    }
}

/// A 320×480 table (below the status bar) in a window on an iPhone SE, with a recording data source.
@MainActor
struct TableStage {
    let sim: Simulator
    let window: UIWindow
    let tableView: UITableView
    let dataSource: TableRecordingDataSource

    init(counts: [Int] = [100], style: UITableView.Style = .plain) {
        sim = Simulator(device: .iPhoneSE)
        window = UIWindow(frame: sim.screen.bounds)
        window.makeKeyAndVisible()
        tableView = UITableView(frame: CGRect(x: 0, y: 40, width: 320, height: 480), style: style)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        dataSource = TableRecordingDataSource(counts: counts)
        tableView.dataSource = dataSource
        window.addSubview(tableView)
    }
}

/// A 320×480 table of eight 44-point rows on an iPhone SE, editable (`EditableRowsDataSource`),
/// with cells of `Cell` and `delegate`: the stage of the editing, swipe-action tests.
@MainActor
struct EditableTableStage<Cell: UITableViewCell, Delegate: NSObject & UITableViewDelegate> {
    let sim = Simulator(device: .iPhoneSE)
    let window: UIWindow
    let tableView = UITableView(frame: CGRect(x: 0, y: 40, width: 320, height: 480), style: .plain)
    let dataSource = EditableRowsDataSource(count: 8)
    let delegate: Delegate

    init(delegate: Delegate) {
        self.delegate = delegate
        window = UIWindow(frame: sim.screen.bounds)
        window.makeKeyAndVisible()
        tableView.register(Cell.self, forCellReuseIdentifier: "Cell")
        tableView.rowHeight = 44
        tableView.dataSource = dataSource
        tableView.delegate = delegate
        window.addSubview(tableView)
        sim.runUntilIdle()
    }

    func cell(_ row: Int) -> Cell? { tableView.cellForRow(at: IndexPath(row: row, section: 0)) as? Cell }

    /// The window point at `x` across the middle of the row.
    func point(row: Int, x: CGFloat) -> CGPoint {
        let rect = tableView.rectForRow(at: IndexPath(row: row, section: 0))
        return tableView.convert(CGPoint(x: x, y: rect.midY), to: nil)
    }

    /// Taps the middle of `view` (a control or button in a cell).
    func tap(_ view: UIView?) {
        guard let view else {
            Issue.record("no view to tap")
            return
        }
        sim.tap(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil))
        sim.runUntilIdle()
    }

    /// Taps the editing control (minus or plus) of the row's cell.
    func tapControl(row: Int) { tap(cell(row)?.editingControls.control?.button) }

    func editing() {
        tableView.setEditing(true, animated: false)
        sim.runUntilIdle()
    }

    /// A drag across the row from `from` to `to` (x in the table) over `duration`.
    func swipe(row: Int, from: CGFloat, to: CGFloat, duration: TimeInterval = 0.5) {
        sim.drag(from: point(row: row, x: from), to: point(row: row, x: to), duration: duration)
        sim.runUntilIdle()
    }
}
