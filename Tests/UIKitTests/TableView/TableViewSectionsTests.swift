import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A data source of `counts` rows per section with optional header and footer titles.
@MainActor
final class TitledDataSource: NSObject, UITableViewDataSource {
    var counts: [Int]
    var headers: [Int: String]
    var footers: [Int: String]
    var configure: (UITableViewCell, IndexPath) -> Void = { cell, indexPath in
        var content = cell.defaultContentConfiguration()
        content.text = "Row \(indexPath.section).\(indexPath.row)"
        cell.contentConfiguration = content
    }

    init(counts: [Int], headers: [Int: String] = [:], footers: [Int: String] = [:]) {
        self.counts = counts
        self.headers = headers
        self.footers = footers
    }

    func numberOfSections(in tableView: UITableView) -> Int { counts.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        configure(cell, indexPath)
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { headers[section] }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { footers[section] }
}

/// A delegate giving header views, heights, and recording accessory taps.
@MainActor
final class SectionsDelegate: NSObject, UITableViewDelegate {
    var headerHeights: [Int: CGFloat] = [:]
    var headerViews: [Int: UIView] = [:]
    var accessoryTaps: [IndexPath] = []
    var displayedHeaders: [Int] = []

    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        headerHeights[section] ?? tableView.sectionHeaderHeight
    }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { headerViews[section] }
    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        displayedHeaders.append(section)
    }
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        accessoryTaps.append(indexPath)
    }
}

/// A table on an iPhone 15 filling the screen below the status bar, with a titled data source.
@MainActor
struct SectionsStage {
    let sim = Simulator(device: .iPhone15)
    let window: UIWindow
    let tableView: UITableView
    let dataSource: TitledDataSource
    let delegate = SectionsDelegate()

    init(style: UITableView.Style, counts: [Int], headers: [Int: String] = [:], footers: [Int: String] = [:],
         withDelegate: Bool = false) {
        window = UIWindow(frame: sim.screen.bounds)
        window.makeKeyAndVisible()
        tableView = UITableView(frame: CGRect(x: 0, y: 59, width: 393, height: 793), style: style)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        dataSource = TitledDataSource(counts: counts, headers: headers, footers: footers)
        tableView.dataSource = dataSource
        if withDelegate { tableView.delegate = delegate }
        window.addSubview(tableView)
    }
}

/// Sections: title headers and footers in each style's look, header views and heights,
/// plain headers pinned while their section scrolls, the table's header and footer views,
/// grouped spacing, and the queries.
@MainActor
@Suite("Table view sections", .serialized)
struct TableViewSectionsTests {
    @Test("plain title headers are header-footer views with the plainHeader configuration, 22 points of top padding above them, rows below")
    func plainTitleHeaders() throws {
        let stage = SectionsStage(style: .plain, counts: [3, 3], headers: [0: "A", 1: "B"])
        stage.sim.runUntilIdle()
        let header = try #require(stage.tableView.headerView(forSection: 0))
        let content = try #require(header.contentConfiguration as? UIListContentConfiguration)
        #expect(content.style == .plainHeader && content.text == "A")
        #expect(header.frame.minY == 22 && header.frame.width == 393)
        let headerRect = stage.tableView.rectForHeader(inSection: 0)
        #expect(headerRect.minY == 0 && headerRect.height == 22 + header.frame.height)
        #expect(stage.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).minY == headerRect.maxY)
        let second = stage.tableView.rectForHeader(inSection: 1)
        #expect(second.minY == headerRect.maxY + 3 * 44)
        #expect(stage.tableView.rect(forSection: 0).height == headerRect.height + 3 * 44)
    }

    @Test("a plain header sticks to the top while its section scrolls under it, and the section's end pushes it up")
    func stickyHeaders() throws {
        let stage = SectionsStage(style: .plain, counts: [30, 30], headers: [0: "A", 1: "B"])
        stage.sim.runUntilIdle()
        stage.tableView.contentOffset = CGPoint(x: 0, y: 300)
        stage.tableView.layoutIfNeeded()
        let header = try #require(stage.tableView.headerView(forSection: 0))
        #expect(header.frame.minY == 300, "pinned at the top of the visible area")
        let sectionEnd = stage.tableView.rect(forSection: 0).maxY
        stage.tableView.contentOffset = CGPoint(x: 0, y: sectionEnd - 10)
        stage.tableView.layoutIfNeeded()
        #expect(header.frame.maxY == sectionEnd, "pushed up by the end of its section")
        let next = try #require(stage.tableView.headerView(forSection: 1))
        #expect(next.frame.minY > header.frame.minY)
        #expect(stage.tableView.subviews.firstIndex(of: header)! > stage.tableView.subviews.firstIndex(of: stage.tableView.visibleCells[0])!)
    }

    @Test("grouped title headers take groupedHeader (uppercased text) and footers groupedFooter; no title leaves 35 points above the first section and 17.5 between")
    func groupedHeadersAndSpacing() throws {
        let stage = SectionsStage(style: .grouped, counts: [2, 2, 2], headers: [1: "Network"], footers: [1: "About networks."])
        stage.sim.runUntilIdle()
        #expect(stage.tableView.rectForHeader(inSection: 0).height == 35)
        #expect(stage.tableView.rectForFooter(inSection: 0).height == 17.5)
        let header = try #require(stage.tableView.headerView(forSection: 1))
        let content = try #require(header.contentConfiguration as? UIListContentConfiguration)
        #expect(content.style == .groupedHeader && content.textProperties.transform == .uppercase)
        let footer = try #require(stage.tableView.footerView(forSection: 1))
        #expect((footer.contentConfiguration as? UIListContentConfiguration)?.style == .groupedFooter)
        #expect(stage.tableView.headerView(forSection: 0) == nil, "no title, no view")
        #expect(stage.tableView.backgroundColor == .systemGroupedBackground)
    }

    @Test("heightForHeaderInSection and viewForHeaderInSection: the delegate's view in the delegate's height; willDisplayHeaderView once")
    func delegateHeaderViews() throws {
        let stage = SectionsStage(style: .plain, counts: [2, 2], withDelegate: true)
        let banner = UIView()
        stage.delegate.headerViews[1] = banner
        stage.delegate.headerHeights[1] = 60
        stage.tableView.sectionHeaderTopPadding = 0
        stage.tableView.reloadData()
        stage.sim.runUntilIdle()
        #expect(banner.superview === stage.tableView && banner.frame == CGRect(x: 0, y: 88, width: 393, height: 60))
        #expect(stage.tableView.rectForHeader(inSection: 0).height == 0)
        #expect(stage.delegate.displayedHeaders == [1])
        #expect(stage.tableView.headerView(forSection: 1) == nil, "not a header-footer view")
    }

    @Test("registered header-footer views are dequeued, recycled after prepareForReuse, and unknown identifiers give nil; a non-header class stops the app")
    func headerFooterRegistration() async {
        final class Banner: UITableViewHeaderFooterView {
            var reused = 0
            override func prepareForReuse() {
                super.prepareForReuse()
                reused += 1
            }
        }
        let table = UITableView(frame: .zero, style: .plain)
        table.register(Banner.self, forHeaderFooterViewReuseIdentifier: "Banner")
        let view = table.dequeueReusableHeaderFooterView(withIdentifier: "Banner")
        #expect(view is Banner && view?.reuseIdentifier == "Banner")
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "Nope") == nil)
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                UITableView(frame: .zero).register(UIView.self, forHeaderFooterViewReuseIdentifier: "View")
            }
        }
    }

    @Test("defaultContentConfiguration of a header-footer view follows the role it is shown in")
    func headerFooterDefaultConfiguration() {
        let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
        #expect(view.defaultContentConfiguration().style == .plainHeader)
        view.adopt(TableSupplementaryRole(isHeader: false, style: .insetGrouped))
        #expect(view.defaultContentConfiguration().style == .groupedFooter)
        #expect(view.backgroundConfiguration?.backgroundColor == .clear)
        view.textLabel?.text = "Legacy"
        #expect(view.textLabel?.superview === view.contentView)
        view.contentConfiguration = view.defaultContentConfiguration()
        #expect(view.textLabel == nil)
    }

    @Test("edge cases: empty sections take only their headers and footers, a section with only a footer, zero sections, bad sections give .zero")
    func edgeCases() {
        let stage = SectionsStage(style: .plain, counts: [0, 2, 0], headers: [0: "Empty"], footers: [2: "Only a footer"])
        stage.sim.runUntilIdle()
        let emptyHeader = stage.tableView.rectForHeader(inSection: 0)
        #expect(emptyHeader.height > 22)
        #expect(stage.tableView.rectForRow(at: IndexPath(row: 0, section: 1)).minY == emptyHeader.maxY)
        let footer = stage.tableView.rectForFooter(inSection: 2)
        #expect(footer.height > 0 && footer.minY == emptyHeader.maxY + 88)
        #expect(stage.tableView.footerView(forSection: 2) != nil)
        #expect(stage.tableView.contentSize.height == footer.maxY)
        #expect(stage.tableView.rectForHeader(inSection: 7) == .zero && stage.tableView.rectForFooter(inSection: -1) == .zero)
        #expect(stage.tableView.indexPathForRow(at: CGPoint(x: 10, y: emptyHeader.midY)) == nil, "a header is not a row")
        stage.dataSource.counts = []
        stage.tableView.reloadData()
        stage.tableView.layoutIfNeeded()
        #expect(stage.tableView.contentSize.height == 0 && stage.tableView.visibleCells.isEmpty)
    }

    @Test("tableHeaderView sits above the first section and tableFooterView below the last, as tall as their frames")
    func tableHeaderAndFooterViews() {
        let stage = SectionsStage(style: .plain, counts: [3])
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 100))
        let footer = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 50))
        stage.tableView.tableHeaderView = header
        stage.tableView.tableFooterView = footer
        stage.sim.runUntilIdle()
        #expect(header.frame == CGRect(x: 0, y: 0, width: 393, height: 100))
        #expect(stage.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 100)
        #expect(footer.frame == CGRect(x: 0, y: 100 + 132, width: 393, height: 50))
        #expect(stage.tableView.contentSize.height == 282)
    }

    @Test("10⁶ fixed-height rows under headers: the first frame asks only for the visible rows' heights")
    func millionRowsWithHeaders() {
        let stage = SectionsStage(style: .plain, counts: [1_000_000], headers: [0: "All"])
        let heights = TableHeightDelegate { _ in 44 }
        stage.tableView.delegate = heights
        stage.sim.runUntilIdle()
        #expect(heights.heightRequests < 30)
        #expect(stage.tableView.contentSize.height == stage.tableView.rectForHeader(inSection: 0).height + 44_000_000)
        stage.tableView.scrollToRow(at: IndexPath(row: 500_000, section: 0), at: .top, animated: false)
        stage.tableView.layoutIfNeeded()
        #expect(stage.tableView.indexPathsForVisibleRows?.first?.row == 500_000 - 1 || stage.tableView.indexPathsForVisibleRows?.first?.row == 500_000)
    }

    @Test("reloadData while scrolled to the bottom keeps a valid offset and shows the last rows")
    func reloadAtBottom() {
        let stage = SectionsStage(style: .plain, counts: [100], headers: [0: "A"])
        stage.sim.runUntilIdle()
        stage.tableView.scrollToRow(at: IndexPath(row: 99, section: 0), at: .bottom, animated: false)
        stage.tableView.layoutIfNeeded()
        stage.tableView.reloadData()
        stage.tableView.layoutIfNeeded()
        #expect(stage.tableView.indexPathsForVisibleRows?.last == IndexPath(row: 99, section: 0))
        #expect(stage.tableView.headerView(forSection: 0) != nil, "the pinned header comes back")
    }
}

/// A titled data source with a section index.
@MainActor
final class IndexedDataSource: NSObject, UITableViewDataSource {
    let letters = ["A", "B", "C", "D", "E", "F"]
    var asked: [String] = []
    func numberOfSections(in tableView: UITableView) -> Int { letters.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { letters[section] }
    func sectionIndexTitles(for tableView: UITableView) -> [String]? { letters }
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        asked.append(title)
        return index
    }
}

/// The section index strip: titles at the trailing edge in the index colour, and a tap on a
/// title scrolling its section to the top.
@MainActor
@Suite("Table view section index", .serialized)
struct TableViewSectionIndexTests {
    @Test("sectionIndexTitles shows a strip at the trailing edge of the visible area; tapping a title asks sectionForSectionIndexTitle and puts that section at the top (PNG looked at)")
    func indexStrip() throws {
        let sim = Simulator(device: .iPhone15)
        let window = UIWindow(frame: sim.screen.bounds)
        window.makeKeyAndVisible()
        let table = UITableView(frame: CGRect(x: 0, y: 59, width: 393, height: 793), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        let dataSource = IndexedDataSource()
        table.dataSource = dataSource
        table.sectionIndexColor = .systemRed
        window.addSubview(table)
        sim.runUntilIdle()
        let strip = try #require(table.sectionIndexView)
        #expect(strip.superview === table && strip.frame.maxX == 393 && strip.frame.width == 16)
        #expect(strip.titles == dataSource.letters)
        RenderedPixels.writePNG(sim.screenshot(), to: "/tmp/table-section-index.png")
        // The title "D" (index 3) in the middle of the strip.
        let rowTop = (strip.bounds.height - 6 * TableSectionIndexView.rowHeight) / 2
        let point = strip.convert(CGPoint(x: 8, y: rowTop + 3.5 * TableSectionIndexView.rowHeight), to: nil)
        sim.tap(at: point)
        sim.runUntilIdle()
        #expect(dataSource.asked == ["D"])
        #expect(table.contentOffset.y == table.rectForHeader(inSection: 3).minY)
        #expect(strip.frame.minY == table.contentOffset.y, "the strip stays in view")
        #expect(table.headerView(forSection: 3)?.frame.minY == table.contentOffset.y + 22, "below its top padding")
    }

    @Test("no index titles, no strip")
    func noStrip() {
        let stage = SectionsStage(style: .plain, counts: [3])
        stage.sim.runUntilIdle()
        #expect(stage.tableView.sectionIndexView == nil)
    }
}
