import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A cell with a wrapping label pinned to its content view's margins by constraints.
final class WrappingCell: UITableViewCell {
    let label = UILabel()

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            label.topAnchor.constraint(equalTo: margins.topAnchor),
            label.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

/// A data source of wrapping cells with `texts`.
@MainActor
final class WrappingDataSource: NSObject, UITableViewDataSource {
    var texts: [String]
    var cellRequests = 0
    init(texts: [String]) { self.texts = texts }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { texts.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellRequests += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "Wrap", for: indexPath)
        (cell as? WrappingCell)?.label.text = texts[indexPath.row]
        return cell
    }
}

/// Self-sizing rows (`rowHeight = automaticDimension`, the default): each row takes its
/// cell's height at the row's width — list content configurations, legacy labels and Auto
/// Layout cells whose wrapping labels wrap at the laid-out width — measured as rows appear,
/// with the content kept in place when measured rows above the top replace estimates.
@MainActor
@Suite("Table view self-sizing rows", .serialized)
struct TableViewSelfSizingTests {
    private static let long = "A long line of text that wraps onto several lines when the row is narrow enough to need it."

    private func wrappingStage(_ texts: [String], width: CGFloat = 320) -> (Simulator, UITableView, WrappingDataSource) {
        let sim = Simulator(device: .iPhoneSE)
        let window = UIWindow(frame: sim.screen.bounds)
        window.makeKeyAndVisible()
        let table = UITableView(frame: CGRect(x: 0, y: 20, width: width, height: 540), style: .plain)
        table.register(WrappingCell.self, forCellReuseIdentifier: "Wrap")
        let dataSource = WrappingDataSource(texts: texts)
        table.dataSource = dataSource
        window.addSubview(table)
        sim.runUntilIdle()
        return (sim, table, dataSource)
    }

    @Test("an Auto Layout cell's wrapping label wraps at the row's width: a long text makes a taller row, a narrower table a taller one still")
    func autoLayoutWrapping() {
        let (_, table, _) = wrappingStage(["Short", Self.long])
        let short = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        let long = table.rectForRow(at: IndexPath(row: 1, section: 0)).height
        #expect(short >= 40 && short < 50, "one line between 11-point margins: \(short)")
        #expect(long > short + 15, "several lines: \(long)")
        let (_, narrow, _) = wrappingStage(["Short", Self.long], width: 200)
        #expect(narrow.rectForRow(at: IndexPath(row: 1, section: 0)).height > long)
        let cell = narrow.cellForRow(at: IndexPath(row: 1, section: 0)) as? WrappingCell
        #expect(cell.map { $0.label.frame.maxY <= $0.contentView.bounds.height + 0.5 } == true, "the text fits its row")
    }

    @Test("list content configurations and legacy labels self-size: one line is 44 points, a subtitle row taller")
    func configurationsSelfSize() {
        let stage = SectionsStage(style: .insetGrouped, counts: [3])
        stage.dataSource.configure = { cell, indexPath in
            var content = indexPath.row == 1 ? UIListContentConfiguration.subtitleCell() : cell.defaultContentConfiguration()
            content.text = "Title"
            if indexPath.row == 1 { content.secondaryText = "Subtitle" }
            if indexPath.row == 2 {
                cell.contentConfiguration = nil
                cell.textLabel?.text = "Legacy"
            } else {
                cell.contentConfiguration = content
            }
        }
        stage.tableView.reloadData()
        stage.sim.runUntilIdle()
        #expect(stage.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
        #expect(stage.tableView.rectForRow(at: IndexPath(row: 1, section: 0)).height > 50)
        #expect(stage.tableView.rectForRow(at: IndexPath(row: 2, section: 0)).height == 44)
    }

    @Test("cells made to size visible rows are the cells shown: one data source call per visible row")
    func sizingCellsAreShown() {
        let (_, table, dataSource) = wrappingStage(Array(repeating: "Row", count: 100))
        #expect(dataSource.cellRequests == table.visibleCells.count)
    }

    @Test("100,000 self-sizing rows: the first frame sizes only the visible rows; jumping down keeps the row at the top in place as estimates are replaced")
    func estimatesReplacedInPlace() {
        let (sim, table, dataSource) = wrappingStage(Array(repeating: Self.long, count: 100_000))
        #expect(dataSource.cellRequests < 20)
        let realHeight = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        #expect(realHeight > 60, "estimated at 44, measured taller: \(realHeight)")
        let y: CGFloat = 44 * 300
        let estimatedTop = table.geometry.firstRow(inSection: 0, reachingBelow: y) ?? -1
        let into = y - table.geometry.rowSpan(IndexPath(row: estimatedTop, section: 0)).y
        table.contentOffset = CGPoint(x: 0, y: y)
        table.layoutIfNeeded()
        sim.runUntilIdle()
        let top = table.indexPathsForVisibleRows?.first
        #expect(estimatedTop > 250 && top == IndexPath(row: estimatedTop, section: 0),
                "the row the estimate put at the top stays there: \(String(describing: top)), \(estimatedTop)")
        let rowTop = table.rectForRow(at: IndexPath(row: estimatedTop, section: 0)).minY
        #expect(rowTop > y && abs(table.contentOffset.y - (rowTop + into)) < 0.5, "\(table.contentOffset.y) \(rowTop) \(into)")
    }

    @Test("a delegate's explicit heights win over self-sizing; negative and NaN heights fall back to 44 points")
    func explicitAndBadHeights() {
        let stage = TableStage(counts: [3])
        let heights = TableHeightDelegate { indexPath in [CGFloat(80), -5, .nan][indexPath.row] }
        stage.tableView.delegate = heights
        stage.sim.runUntilIdle()
        #expect(stage.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height == 80)
        #expect(stage.tableView.rectForRow(at: IndexPath(row: 1, section: 0)).height == 44)
        #expect(stage.tableView.rectForRow(at: IndexPath(row: 2, section: 0)).height == 44)
    }

    @Test("a self-sizing table with wrapping rows (PNG looked at)")
    func selfSizingPicture() {
        let (sim, _, _) = wrappingStage(["Short", Self.long, "Another short one", Self.long + " " + Self.long])
        RenderedPixels.writePNG(sim.screenshot(), to: "/tmp/table-self-sizing.png")
    }
}
