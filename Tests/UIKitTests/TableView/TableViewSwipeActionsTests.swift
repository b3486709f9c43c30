import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A delegate giving swipe actions and logging the swipe's editing calls.
@MainActor
final class SwipeActionsDelegate: NSObject, UITableViewDelegate {
    var log: [String] = []
    var trailing: ((IndexPath) -> UISwipeActionsConfiguration?)?
    var leading: ((IndexPath) -> UISwipeActionsConfiguration?)?

    func tableView(_ tableView: UITableView,
                   trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        trailing?(indexPath)
    }
    func tableView(_ tableView: UITableView,
                   leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        leading?(indexPath)
    }
    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
        log.append("willBeginEditing \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
        log.append("didEndEditing \(indexPath.map { "\($0.row)" } ?? "nil")")
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("didSelect \(indexPath.row)") }
}

/// Swipe actions: a horizontal drag on a row reveals its trailing (left) or leading (right)
/// actions, which open or close at the lift by width and speed; a full swipe runs the first
/// action; the default Delete for data sources that say rows can be edited; none while
/// editing or for rows that cannot be edited.
@MainActor
@Suite("Table view swipe actions", .serialized)
struct TableViewSwipeActionsTests {
    typealias Stage = EditableTableStage<UITableViewCell, SwipeActionsDelegate>

    private func stage() -> Stage { Stage(delegate: SwipeActionsDelegate()) }

    @Test("swiping a row left past half its Delete button opens it (willBeginEditing); tapping Delete commits the deletion and the actions close (didEndEditing)")
    func swipeToDelete() throws {
        let stage = self.stage()
        stage.swipe(row: 2, from: 280, to: 220)
        let cell = try #require(stage.cell(2))
        let revealed = try #require(cell.editingControls.revealed)
        #expect(revealed.edge == .trailing && revealed.openWidth == nil)
        #expect(revealed.buttons.first?.title(for: .normal) == "Delete")
        #expect(cell.contentView.frame.minX == -revealed.frame.width)
        #expect(stage.delegate.log == ["willBeginEditing 2"])
        stage.tap(revealed.buttons.first)
        #expect(stage.dataSource.log == ["commit delete 2"])
        #expect(stage.tableView.numberOfRows(inSection: 0) == 7)
        #expect(stage.delegate.log == ["willBeginEditing 2", "didEndEditing nil"])
    }

    @Test("a short, slow swipe springs back closed; a tap elsewhere closes open actions and selects nothing")
    func shortSwipeAndTapAway() throws {
        let stage = self.stage()
        stage.swipe(row: 1, from: 280, to: 260, duration: 0.4)
        let cell = try #require(stage.cell(1))
        #expect(cell.editingControls.revealed == nil && cell.contentView.frame.minX == 0)
        #expect(stage.delegate.log == ["willBeginEditing 1", "didEndEditing 1"])
        stage.swipe(row: 1, from: 280, to: 200)
        #expect(cell.showingDeleteConfirmation)
        stage.sim.tap(at: stage.point(row: 5, x: 160))
        stage.sim.runUntilIdle()
        #expect(!cell.showingDeleteConfirmation && cell.contentView.frame.minX == 0)
        #expect(stage.delegate.log.suffix(2) == ["willBeginEditing 1", "didEndEditing 1"])
        #expect(!stage.delegate.log.contains("didSelect 5"))
    }

    @Test("a data source that does not implement canEditRowAt gets no default Delete on a swipe (Swift cannot ask whether it implements commit); the delegate's actions still show")
    func noDefaultDeleteWithoutCanEdit() throws {
        let stage = self.stage()
        let plain = TableRecordingDataSource(counts: [8])
        stage.tableView.dataSource = plain
        stage.sim.runUntilIdle()
        stage.swipe(row: 2, from: 280, to: 180)
        #expect(stage.cell(2)?.editingControls.revealed == nil)
        #expect(!stage.delegate.log.contains { $0.hasPrefix("willBeginEditing") })
        stage.delegate.trailing = { _ in
            UISwipeActionsConfiguration(actions: [UIContextualAction(style: .normal, title: "More") { _, _, done in done(true) }])
        }
        stage.swipe(row: 2, from: 280, to: 180)
        #expect(stage.cell(2)?.editingControls.revealed?.buttons.first?.title(for: .normal) == "More")
    }

    @Test("the delegate's trailing actions show in order from the edge; its leading actions open on a swipe right; an empty configuration shows nothing")
    func customAndLeadingActions() throws {
        let stage = self.stage()
        var ran: [String] = []
        stage.delegate.trailing = { indexPath in
            guard indexPath.row != 3 else { return UISwipeActionsConfiguration(actions: []) }
            let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, done in ran.append("Flag"); done(true) }
            let trash = UIContextualAction(style: .destructive, title: "Trash") { _, _, done in ran.append("Trash"); done(true) }
            return UISwipeActionsConfiguration(actions: [trash, flag])
        }
        stage.delegate.leading = { _ in
            let read = UIContextualAction(style: .normal, title: "Read") { _, _, done in ran.append("Read"); done(true) }
            read.backgroundColor = .systemBlue
            return UISwipeActionsConfiguration(actions: [read])
        }
        stage.swipe(row: 1, from: 300, to: 150)
        let cell = try #require(stage.cell(1))
        let trailing = try #require(cell.editingControls.revealed)
        #expect(trailing.buttons.map { $0.title(for: .normal) } == ["Trash", "Flag"])
        #expect(trailing.buttons[0].frame.maxX == trailing.bounds.width)
        stage.sim.tap(at: stage.point(row: 5, x: 160))
        stage.sim.runUntilIdle()
        stage.swipe(row: 1, from: 20, to: 120)
        let leading = try #require(cell.editingControls.revealed)
        #expect(leading.edge == .leading && leading.frame.minX == 0)
        #expect(cell.contentView.frame.minX == leading.frame.width)
        stage.tap(leading.buttons[0])
        #expect(ran == ["Read"] && cell.editingControls.revealed == nil)
        stage.swipe(row: 3, from: 300, to: 150)
        #expect(stage.cell(3)?.editingControls.revealed == nil)
    }

    @Test("a full swipe (past 60 % of the row) runs the first action: the default Delete deletes the row")
    func fullSwipe() throws {
        let stage = self.stage()
        stage.swipe(row: 4, from: 300, to: 40, duration: 0.6)
        #expect(stage.dataSource.log == ["commit delete 4"])
        #expect(stage.dataSource.names.count == 7 && !stage.dataSource.names.contains("Row 4"))
    }

    @Test("without performsFirstActionWithFullSwipe a long swipe only opens the actions, resisting past their width")
    func noFullSwipe() throws {
        let stage = self.stage()
        var ran = 0
        stage.delegate.trailing = { _ in
            let configuration = UISwipeActionsConfiguration(actions: [
                UIContextualAction(style: .destructive, title: "Delete") { _, _, done in ran += 1; done(true) }])
            configuration.performsFirstActionWithFullSwipe = false
            return configuration
        }
        let finger = stage.sim.touchDown(at: stage.point(row: 2, x: 300))
        for step in 1...20 {
            stage.sim.touchMove(finger, to: stage.point(row: 2, x: 300 - 13 * CGFloat(step)))
            stage.sim.advance(by: 1.0 / 60)
        }
        let cell = try #require(stage.cell(2))
        let revealed = try #require(cell.editingControls.revealed)
        #expect(!revealed.expandsFirst && revealed.shownWidth < revealed.fullWidth + 0.3 * 260 + 1)
        #expect(revealed.shownWidth > revealed.fullWidth)
        stage.sim.touchUp(finger)
        stage.sim.runUntilIdle()
        #expect(ran == 0 && revealed.openWidth == nil && cell.showingDeleteConfirmation)
    }

    @Test("a row whose actions show, taken off the screen (reloadData), closes them: the delegate hears it and the reused cell shows none")
    func retiredRowCloses() throws {
        let stage = self.stage()
        stage.swipe(row: 1, from: 280, to: 200)
        let cell = try #require(stage.cell(1))
        #expect(cell.showingDeleteConfirmation)
        stage.tableView.reloadData()
        stage.sim.runUntilIdle()
        #expect(stage.tableView.revealedCell == nil && !cell.showingDeleteConfirmation)
        #expect(stage.delegate.log.last?.hasPrefix("didEndEditing") == true)
        #expect((0..<8).allSatisfy { stage.cell($0)?.editingControls.revealed == nil && stage.cell($0)?.contentView.frame.minX == 0 })
    }

    @Test("scrolling the table by a drag closes a row's revealed actions")
    func scrollCloses() throws {
        let stage = self.stage()
        stage.dataSource.names = (0..<30).map { "Row \($0)" }
        stage.tableView.reloadData()
        stage.sim.runUntilIdle()
        stage.swipe(row: 1, from: 280, to: 200)
        let cell = try #require(stage.cell(1))
        #expect(cell.showingDeleteConfirmation)
        stage.sim.drag(from: stage.point(row: 6, x: 160), to: stage.point(row: 3, x: 160), duration: 0.3)
        stage.sim.runUntilIdle()
        #expect(stage.tableView.contentOffset.y > 0)
        #expect(!cell.showingDeleteConfirmation && stage.tableView.revealedCell == nil)
    }

    @Test("no swipe actions while the table edits, or for a row the data source cannot edit")
    func noSwipeWhileEditingOrNotEditable() {
        let stage = self.stage()
        stage.dataSource.notEditable = [2]
        stage.swipe(row: 2, from: 280, to: 150)
        #expect(stage.cell(2)?.editingControls.revealed == nil)
        stage.tableView.setEditing(true, animated: false)
        stage.sim.runUntilIdle()
        stage.swipe(row: 1, from: 280, to: 150)
        #expect(stage.cell(1)?.showingDeleteConfirmation == false)
        // (A drag that reveals nothing stays a touch on the row, which may select it.)
        #expect(!stage.delegate.log.contains { $0.hasPrefix("willBeginEditing") })
    }

    @Test("the look: a row swiped open with two actions, and one swiped right (PNG looked at)")
    func look() throws {
        let stage = self.stage()
        stage.delegate.trailing = { _ in
            let more = UIContextualAction(style: .normal, title: "More") { _, _, done in done(true) }
            let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
            return UISwipeActionsConfiguration(actions: [delete, more])
        }
        stage.swipe(row: 1, from: 300, to: 150)
        let image = stage.sim.screenshot()
        RenderedPixels.writePNG(image, to: "/tmp/table-swipe.png")
        let pixels = RenderedPixels(image)
        let row = stage.tableView.convert(stage.tableView.rectForRow(at: IndexPath(row: 1, section: 0)), to: nil)
        let red = pixels[Int(row.maxX - 4) * 2, Int(row.minY + 4) * 2]
        #expect(red.r > 200 && red.g < 90)
        let revealed = try #require(stage.cell(1)?.editingControls.revealed)
        let grey = pixels[Int(row.maxX - revealed.frame.width + 4) * 2, Int(row.minY + 4) * 2]
        #expect(abs(Int(grey.r) - 142) < 6 && abs(Int(grey.b) - 147) < 6)
    }
}
