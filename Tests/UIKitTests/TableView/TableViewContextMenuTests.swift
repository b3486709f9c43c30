import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A delegate giving rows a context menu (but not row 0) and logging the menu calls.
@MainActor
final class RowMenuDelegate: NSObject, UITableViewDelegate {
    let actions = MenuActionLog()
    var calls: [String] = []
    var points: [CGPoint] = []

    func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                   point: CGPoint) -> UIContextMenuConfiguration? {
        calls.append("configuration \(indexPath.row)")
        points.append(point)
        guard indexPath.row != 0 else { return nil }
        let actions = self.actions
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            UIMenu(children: [actions.action("Copy"), actions.action("Delete", attributes: .destructive)])
        }
    }
    func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                   animator: (any UIContextMenuInteractionAnimating)?) { calls.append("willDisplay") }
    func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                   animator: (any UIContextMenuInteractionAnimating)?) { calls.append("willEnd") }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { calls.append("didSelect \(indexPath.row)") }
}

/// Context menus on rows: a long press asks the delegate for the row's configuration and
/// shows the menu with the row's cell as the preview; choosing an action performs it; a
/// row without a menu keeps its touch (it selects); none while editing.
@MainActor
@Suite("Table view context menus", .serialized)
struct TableViewContextMenuTests {
    @MainActor
    struct Stage {
        let sim: Simulator
        let window: UIWindow
        let tableView = UITableView(frame: CGRect(x: 0, y: 60, width: 393, height: 600), style: .plain)
        let dataSource = TableRecordingDataSource(counts: [10])
        let delegate = RowMenuDelegate()

        init() {
            (sim, window) = makeScenarioWindow(device: .iPhone15, background: .white)
            UIApplication.current = UIApplication()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
            tableView.rowHeight = 44
            tableView.dataSource = dataSource
            tableView.delegate = delegate
            window.addSubview(tableView)
            sim.runUntilIdle()
        }

        func point(row: Int) -> CGPoint {
            let rect = tableView.rectForRow(at: IndexPath(row: row, section: 0))
            return tableView.convert(CGPoint(x: 100, y: rect.midY), to: nil)
        }

        func longPress(row: Int) {
            let finger = sim.touchDown(at: point(row: row))
            sim.advance(by: 0.6)
            sim.touchUp(finger)
            sim.runUntilIdle()
        }
    }

    @Test("a long press on a row shows its menu with the cell as the preview, asked with the press's point in the table; choosing Copy performs it, nothing is selected (PNG looked at)")
    func rowMenu() throws {
        let stage = Stage()
        stage.longPress(row: 3)
        let menu = try #require(shownContextMenu)
        #expect(shownRowTitles == ["Copy", "Delete"])
        #expect(stage.delegate.calls == ["configuration 3", "willDisplay"])
        let point = try #require(stage.delegate.points.first)
        let row = stage.tableView.rectForRow(at: IndexPath(row: 3, section: 0))
        #expect(row.contains(point) && abs(point.x - 100) < 1)
        // The preview is the row's shape (fitted within the screen's margins), not the table's.
        let preview = try #require(menu.view.preview)
        #expect(abs(preview.bounds.width / preview.bounds.height - 393.0 / 44) < 0.1 && preview.bounds.height < 50)
        stage.sim.runUntilIdle()
        RenderedPixels.writePNG(stage.sim.screenshot(), to: "/tmp/table-context-menu.png")
        stage.sim.tapContextMenuRow("Copy")
        stage.sim.runUntilIdle()
        #expect(stage.delegate.actions.titles == ["Copy"])
        #expect(shownContextMenu == nil)
        #expect(stage.delegate.calls == ["configuration 3", "willDisplay", "willEnd"])
        #expect(stage.tableView.indexPathForSelectedRow == nil)
    }

    @Test("a long press on a row without a menu leaves its touch alone: lifting selects the row; no menu while editing")
    func noMenu() {
        let stage = Stage()
        stage.longPress(row: 0)
        #expect(shownContextMenu == nil)
        #expect(stage.delegate.calls == ["configuration 0", "didSelect 0"])
        stage.tableView.setEditing(true, animated: false)
        stage.sim.runUntilIdle()
        stage.longPress(row: 4)
        #expect(shownContextMenu == nil)
        #expect(!stage.delegate.calls.contains("configuration 4"))
    }
}
