import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A delegate logging the highlight and selection calls, with vetoes and redirects.
@MainActor
final class SelectionLogDelegate: NSObject, UITableViewDelegate {
    var log: [String] = []
    var refuseHighlight: Set<IndexPath> = []
    var redirects: [IndexPath: IndexPath?] = [:]

    private func name(_ indexPath: IndexPath) -> String { "\(indexPath.section).\(indexPath.row)" }

    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        log.append("shouldHighlight \(name(indexPath))")
        return !refuseHighlight.contains(indexPath)
    }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) { log.append("didHighlight \(name(indexPath))") }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) { log.append("didUnhighlight \(name(indexPath))") }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willSelect \(name(indexPath))")
        if let redirect = redirects[indexPath] { return redirect }
        return indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("didSelect \(name(indexPath))") }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willDeselect \(name(indexPath))")
        return indexPath
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { log.append("didDeselect \(name(indexPath))") }
}

/// Selection: a tap highlights on touch-down and selects on lift in UIKit's order, vetoes
/// and redirects from willSelect, single and multiple selection, editing, programmatic
/// selection without delegate calls, a scroll that cancels the tap, and
/// `UITableViewController` clearing the selection when it appears.
@MainActor
@Suite("Table view selection", .serialized)
struct TableViewSelectionTests {
    private func stage(_ counts: [Int] = [20]) -> (TableStage, SelectionLogDelegate) {
        let stage = TableStage(counts: counts)
        let delegate = SelectionLogDelegate()
        stage.tableView.delegate = delegate
        stage.sim.runUntilIdle()
        return (stage, delegate)
    }

    /// The window point of the middle of the row.
    private func point(_ stage: TableStage, _ row: Int, section: Int = 0) -> CGPoint {
        let rect = stage.tableView.rectForRow(at: IndexPath(row: row, section: section))
        return stage.tableView.convert(CGPoint(x: rect.midX, y: rect.midY), to: nil)
    }

    @Test("a tap: shouldHighlight, didHighlight on touch-down (the cell highlighted), then willSelect, didUnhighlight, didSelect on lift (the cell selected)")
    func tapOrder() throws {
        let (stage, delegate) = stage()
        let finger = stage.sim.touchDown(at: point(stage, 2))
        stage.sim.advance(by: 0.2)
        let cell = try #require(stage.tableView.cellForRow(at: IndexPath(row: 2, section: 0)))
        #expect(cell.isHighlighted && !cell.isSelected)
        #expect(delegate.log == ["shouldHighlight 0.2", "didHighlight 0.2"])
        stage.sim.touchUp(finger)
        stage.sim.runUntilIdle()
        #expect(delegate.log == ["shouldHighlight 0.2", "didHighlight 0.2", "willSelect 0.2", "didUnhighlight 0.2", "didSelect 0.2"])
        #expect(cell.isSelected && !cell.isHighlighted)
        #expect(stage.tableView.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    }

    @Test("single selection: tapping another row deselects the first (willDeselect, didDeselect) before selecting it")
    func singleSelection() {
        let (stage, delegate) = stage()
        stage.sim.tap(at: point(stage, 1))
        stage.sim.runUntilIdle()
        delegate.log.removeAll()
        stage.sim.tap(at: point(stage, 3))
        stage.sim.runUntilIdle()
        #expect(delegate.log.suffix(3) == ["willDeselect 0.1", "didDeselect 0.1", "didSelect 0.3"])
        #expect(stage.tableView.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
        #expect(stage.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == false)
    }

    @Test("willSelectRowAt returning nil vetoes the selection; returning another row selects that one")
    func vetoAndRedirect() {
        let (stage, delegate) = stage()
        delegate.redirects[IndexPath(row: 0, section: 0)] = .some(nil)
        delegate.redirects[IndexPath(row: 1, section: 0)] = IndexPath(row: 5, section: 0)
        stage.sim.tap(at: point(stage, 0))
        stage.sim.runUntilIdle()
        #expect(stage.tableView.indexPathForSelectedRow == nil)
        #expect(!delegate.log.contains("didSelect 0.0"))
        stage.sim.tap(at: point(stage, 1))
        stage.sim.runUntilIdle()
        #expect(stage.tableView.indexPathsForSelectedRows == [IndexPath(row: 5, section: 0)])
        #expect(delegate.log.last == "didSelect 0.5")
    }

    @Test("shouldHighlightRowAt false: no highlight and no selection for that touch")
    func refusedHighlight() {
        let (stage, delegate) = stage()
        delegate.refuseHighlight = [IndexPath(row: 4, section: 0)]
        stage.sim.tap(at: point(stage, 4))
        stage.sim.runUntilIdle()
        #expect(delegate.log == ["shouldHighlight 0.4"])
        #expect(stage.tableView.indexPathForSelectedRow == nil)
    }

    @Test("multiple selection: taps add rows; tapping a selected row deselects it (willDeselect, didDeselect)")
    func multipleSelection() {
        let (stage, delegate) = stage()
        stage.tableView.allowsMultipleSelection = true
        for row in [1, 3, 1] {
            stage.sim.tap(at: point(stage, row))
            stage.sim.runUntilIdle()
        }
        #expect(stage.tableView.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
        #expect(delegate.log.suffix(2) == ["didDeselect 0.1"].map { $0 } || delegate.log.suffix(3).contains("didDeselect 0.1"))
    }

    @Test("allowsSelection false: taps select nothing; editing uses allowsSelectionDuringEditing")
    func allowsSelectionFlags() {
        let (stage, delegate) = stage()
        stage.tableView.allowsSelection = false
        stage.sim.tap(at: point(stage, 1))
        stage.sim.runUntilIdle()
        #expect(delegate.log.isEmpty && stage.tableView.indexPathForSelectedRow == nil)
        stage.tableView.setEditing(true, animated: false)
        stage.tableView.allowsSelectionDuringEditing = true
        stage.sim.runUntilIdle()
        let allEditing = stage.tableView.visibleCells.allSatisfy { $0.isEditing }
        #expect(allEditing)
        stage.sim.tap(at: point(stage, 1))
        stage.sim.runUntilIdle()
        #expect(stage.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    }

    @Test("a touch that becomes a scroll unhighlights and selects nothing")
    func scrollCancelsTap() {
        let (stage, delegate) = stage()
        let start = point(stage, 5)
        let finger = stage.sim.touchDown(at: start)
        stage.sim.advance(by: 0.2)
        for step in 1...10 {
            stage.sim.touchMove(finger, to: CGPoint(x: start.x, y: start.y - CGFloat(step) * 15))
            stage.sim.advance(by: 0.016)
        }
        stage.sim.touchUp(finger)
        stage.sim.runUntilIdle()
        #expect(stage.tableView.indexPathForSelectedRow == nil)
        #expect(!delegate.log.contains { $0.hasPrefix("didSelect") })
        #expect(stage.tableView.contentOffset.y > 50)
    }

    @Test("selectRow and deselectRow make no delegate calls; the selection survives scrolling and reuse; reloadData clears it; a bad row is ignored")
    func programmaticSelection() {
        let (stage, delegate) = stage([200])
        stage.tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        #expect(delegate.log.isEmpty && stage.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == true)
        stage.tableView.selectRow(at: IndexPath(row: 150, section: 0), animated: false, scrollPosition: .top)
        stage.sim.runUntilIdle()
        #expect(stage.tableView.indexPathsForSelectedRows == [IndexPath(row: 150, section: 0)], "single selection")
        #expect(stage.tableView.cellForRow(at: IndexPath(row: 150, section: 0))?.isSelected == true)
        let selectedCells = stage.tableView.visibleCells.filter { $0.isSelected }.count
        #expect(selectedCells == 1, "recycled cells are not selected")
        stage.tableView.selectRow(at: IndexPath(row: 900, section: 0), animated: false, scrollPosition: .none)
        #expect(stage.tableView.indexPathsForSelectedRows == [IndexPath(row: 150, section: 0)])
        stage.tableView.deselectRow(at: IndexPath(row: 150, section: 0), animated: false)
        #expect(stage.tableView.indexPathForSelectedRow == nil && delegate.log.isEmpty)
        stage.tableView.selectRow(at: IndexPath(row: 151, section: 0), animated: false, scrollPosition: .none)
        stage.tableView.reloadData()
        #expect(stage.tableView.indexPathForSelectedRow == nil)
    }

    @Test("a selected row draws the grey selection background (PNG looked at)")
    func selectedRowPixels() throws {
        let (stage, _) = stage()
        stage.window.backgroundColor = .white
        stage.sim.tap(at: point(stage, 2))
        stage.sim.runUntilIdle()
        let image = stage.sim.screenshot()
        RenderedPixels.writePNG(image, to: "/tmp/table-selected-row.png")
        let pixels = RenderedPixels(image)
        let rect = stage.tableView.rectForRow(at: IndexPath(row: 2, section: 0))
        let fill = pixels[300 * 2, Int(40 + rect.minY + 5) * 2]
        #expect(fill.r < 225 && fill.r > 200 && fill.r == fill.g, "systemGray4: \(fill)")
    }

    @Test("UITableViewController: its view is a table of the style given, it is the data source and delegate, and it clears the selection when it appears")
    func tableViewController() throws {
        final class Rows: UITableViewController {
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "Cell") ?? UITableViewCell(style: .default, reuseIdentifier: "Cell")
                cell.textLabel?.text = "Row \(indexPath.row)"
                return cell
            }
        }
        let sim = Simulator(device: .iPhone15)
        let controller = Rows(style: .insetGrouped)
        #expect(controller.tableView.style == .insetGrouped)
        #expect(controller.tableView.dataSource === controller && controller.tableView.delegate === controller)
        let window = UIWindow(frame: sim.screen.bounds)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        sim.runUntilIdle()
        #expect(controller.tableView.numberOfRows(inSection: 0) == 5)
        controller.tableView.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        controller.beginAppearanceTransition(false, animated: false)
        controller.endAppearanceTransition()
        controller.beginAppearanceTransition(true, animated: false)
        controller.endAppearanceTransition()
        #expect(controller.tableView.indexPathForSelectedRow == nil)
        controller.clearsSelectionOnViewWillAppear = false
        controller.tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        controller.beginAppearanceTransition(false, animated: false)
        controller.endAppearanceTransition()
        controller.beginAppearanceTransition(true, animated: false)
        controller.endAppearanceTransition()
        #expect(controller.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    }

    @Test("UITableViewController in a navigation controller: popping back to it deselects the row alongside the pop's transition coordinator")
    func deselectAlongsidePop() throws {
        final class Rows: UITableViewController {
            var coordinatorSeen = false
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "Cell") ?? UITableViewCell(style: .default, reuseIdentifier: "Cell")
            }
            override func viewWillAppear(_ animated: Bool) {
                coordinatorSeen = coordinatorSeen || transitionCoordinator != nil
                super.viewWillAppear(animated)
            }
        }
        let sim = Simulator(device: .iPhone15)
        let controller = Rows(style: .plain)
        let navigation = UINavigationController(rootViewController: controller)
        let window = UIWindow(frame: sim.screen.bounds)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        sim.runUntilIdle()
        controller.tableView.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        navigation.pushViewController(UIViewController(), animated: false)
        sim.runUntilIdle()
        #expect(controller.tableView.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        controller.coordinatorSeen = false
        navigation.popViewController(animated: true)
        sim.runUntilIdle()
        #expect(controller.coordinatorSeen)
        #expect(controller.tableView.indexPathForSelectedRow == nil)
    }
}
