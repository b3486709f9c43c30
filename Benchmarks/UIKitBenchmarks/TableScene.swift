import CoreGraphics
import Foundation
import UIKit
import UIKitTesting

/// Table views at scale on a simulated iPhone 15 (393 × 852 at 3×), full screen:
///
/// - fixed heights: tables of 1,000,000 and 1,000 rows 44 points tall (`rowHeight`), each
///   row a default-configured cell with its number — `reloadData()` and the first frame, and
///   one scroll frame (50 points, the layout pass, the damage composited);
/// - self-sizing: tables of 100,000 and 1,000 rows of `automaticDimension` estimated at 44,
///   whose texts wrap onto one to three lines — the first frame and a scroll frame, and
///   whether a row on screen stays where it is while the rows above it are measured;
/// - diffable: a `UITableViewDiffableDataSource` over 10,000 rows, scrolled to the middle,
///   applying the batch scene's 400 mixed changes animated, and an equal snapshot.
@MainActor
final class TableScene: NSObject, UITableViewDataSource {
    let simulator = Simulator(device: .iPhone15)
    let window: UIWindow
    private var counts: [ObjectIdentifier: Int] = [:]
    private var selfSizing: Set<ObjectIdentifier> = []
    /// How many cells the tables asked for.
    private(set) var cellRequests = 0
    /// The texts of self-sizing rows: one, two or three lines at the table's width.
    private static let texts = [
        "A short row",
        "A row whose text is long enough to wrap onto a second line in a table this wide",
        "A row whose text is long enough to wrap onto a third line in a table this wide, as a message preview or a note would",
    ]

    override init() {
        window = UIWindow(frame: simulator.screen.bounds)
        super.init()
        window.makeKeyAndVisible()
    }

    /// A full-screen table of `rows` rows, fixed at 44 points or self-sizing, in the window
    /// (hidden until shown).
    func makeTable(rows: Int, selfSizing sizes: Bool) -> UITableView {
        let table = UITableView(frame: window.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
        if sizes {
            table.rowHeight = UITableView.automaticDimension
            table.estimatedRowHeight = 44
            selfSizing.insert(ObjectIdentifier(table))
        } else {
            table.rowHeight = 44
        }
        counts[ObjectIdentifier(table)] = rows
        table.dataSource = self
        table.isHidden = true
        window.addSubview(table)
        return table
    }

    /// Shows `table` alone, reloaded and settled at the top.
    func show(_ table: UITableView) {
        for case let other as UITableView in window.subviews { other.isHidden = other !== table }
        table.contentOffset = CGPoint(x: 0, y: -table.adjustedContentInset.top)
        table.reloadData()
        simulator.runUntilIdle()
    }

    /// `reloadData()` and the first frame's layout pass (the rows on screen asked for,
    /// configured and placed), timed; then the frame is composited, untimed.
    func reloadAndLayout(_ table: UITableView) -> Double {
        table.contentOffset = CGPoint(x: 0, y: -table.adjustedContentInset.top)
        let start = ContinuousClock.now
        table.reloadData()
        table.layoutIfNeeded()
        let elapsed = BatchUpdateScene.seconds(since: start)
        simulator.runUntilIdle()
        return elapsed
    }

    /// `reloadData()` and the whole first frame (the layout pass, drawing the new rows'
    /// text and compositing the screen), timed.
    func reloadAndFirstFrame(_ table: UITableView) -> Double {
        table.contentOffset = CGPoint(x: 0, y: -table.adjustedContentInset.top)
        let start = ContinuousClock.now
        table.reloadData()
        simulator.runUntilIdle()
        return BatchUpdateScene.seconds(since: start)
    }

    /// One scrolling frame: the offset moves 50 points (wrapping within the first 30,000)
    /// and the Simulator lays out and composites.
    func scrollFrame(_ table: UITableView) {
        var y = table.contentOffset.y + 50
        if y > 30_000 { y = -table.adjustedContentInset.top }
        table.contentOffset = CGPoint(x: 0, y: y)
        simulator.runUntilIdle()
    }

    /// Whether a self-sizing table keeps what is on screen in place while the rows above
    /// are measured: scrolled far down by estimates (the rows above unmeasured), then
    /// scrolled back up a screen at a time, the row at the top of the screen stays at the
    /// same height on screen across each pass that measures the rows above it.
    func scrollPositionStaysStable(_ table: UITableView) -> Bool {
        show(table)
        table.contentOffset = CGPoint(x: 0, y: 20_000)
        simulator.runUntilIdle()
        for _ in 0..<10 {
            table.contentOffset.y -= table.bounds.height / 2
            guard let top = table.indexPathsForVisibleRows?.first(where: {
                table.rectForRow(at: $0).minY >= table.contentOffset.y
            }) else { return false }
            let before = table.rectForRow(at: top).minY - table.contentOffset.y
            simulator.runUntilIdle()
            let after = table.rectForRow(at: top).minY - table.contentOffset.y
            if abs(after - before) > 0.5 { return false }
        }
        return true
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        counts[ObjectIdentifier(tableView)] ?? 0
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellRequests += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = selfSizing.contains(ObjectIdentifier(tableView)) ? Self.texts[indexPath.row % 3] : "Row \(indexPath.row)"
        cell.contentConfiguration = content
        return cell
    }
}

/// The batch update scene's change made through a table's diffable data source: 10,000
/// rows, scrolled to the middle, the snapshot with 100 deletions, 100 reloads, 100 moves and
/// 100 insertions applied animated (difference, batch update, the layout pass that starts
/// the animations), against the same snapshot applied by reloading the data; and an equal
/// snapshot built afresh, applied.
@MainActor
final class TableDiffableScene {
    typealias Snapshot = NSDiffableDataSourceSnapshot<Int, Int>
    let simulator = Simulator(device: .iPhone15)
    let window: UIWindow
    let tableView: UITableView
    let dataSource: UITableViewDiffableDataSource<Int, Int>
    private var changes = DiffableChanges()

    init() {
        window = UIWindow(frame: simulator.screen.bounds)
        tableView = UITableView(frame: window.bounds, style: .plain)
        tableView.rowHeight = 44
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
        dataSource = UITableViewDiffableDataSource(tableView: tableView) { tableView, indexPath, item in
            let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
            cell.tag = item
            var content = cell.defaultContentConfiguration()
            content.text = "Item \(item)"
            cell.contentConfiguration = content
            return cell
        }
        window.addSubview(tableView)
        window.makeKeyAndVisible()
        dataSource.apply(changes.current, animatingDifferences: false)
        simulator.runUntilIdle()
        tableView.contentOffset = CGPoint(x: 0, y: tableView.contentSize.height / 2)
        simulator.runUntilIdle()
    }

    /// The subject: the changed snapshot applied, animated, and the layout pass, timed.
    func applyChanges() -> Double {
        let next = changes.next()
        let start = ContinuousClock.now
        dataSource.apply(next)
        tableView.layoutIfNeeded()
        let elapsed = BatchUpdateScene.seconds(since: start)
        simulator.advance(by: 0.5)
        return elapsed
    }

    /// An equal snapshot built afresh, applied.
    func applyUnchanged() -> Double {
        let same = changes.current
        let start = ContinuousClock.now
        dataSource.apply(same)
        tableView.layoutIfNeeded()
        return BatchUpdateScene.seconds(since: start)
    }

    /// The baseline: the changed snapshot shown by reloading the data, and a layout pass.
    func reload() -> Double {
        let next = changes.next()
        let start = ContinuousClock.now
        dataSource.applySnapshotUsingReloadData(next)
        tableView.layoutIfNeeded()
        return BatchUpdateScene.seconds(since: start)
    }

    /// Whether the rows shown show the model's items.
    func showsModel() -> Bool {
        (tableView.indexPathsForVisibleRows ?? []).allSatisfy { tableView.cellForRow(at: $0)?.tag == changes.items[$0.row] }
    }
}
