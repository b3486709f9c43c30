import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A data source of named rows that edits itself as UIKit's sample code does: deleting and
/// inserting rows on commit, moving them on a drag, and logging each call.
@MainActor
final class EditableRowsDataSource: NSObject, UITableViewDataSource {
    var names: [String]
    var log: [String] = []
    var notEditable: Set<Int> = []
    var notMovable: Set<Int> = []

    init(count: Int) { names = (0..<count).map { "Row \($0)" } }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = names[indexPath.row]
        cell.showsReorderControl = true
        return cell
    }

    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        !notEditable.contains(indexPath.row)
    }

    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        !notMovable.contains(indexPath.row)
    }

    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        log.append("commit \(editingStyle == .delete ? "delete" : "insert") \(indexPath.row)")
        switch editingStyle {
        case .delete:
            names.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
        case .insert:
            names.insert("New", at: indexPath.row)
            tableView.insertRows(at: [indexPath], with: .automatic)
        case .none:
            break
        }
    }

    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        log.append("move \(sourceIndexPath.row) to \(destinationIndexPath.row)")
        names.insert(names.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }
}

/// A delegate choosing editing styles, indentation, titles, actions and move targets.
@MainActor
final class EditingChoicesDelegate: NSObject, UITableViewDelegate {
    var styles: [Int: UITableViewCell.EditingStyle] = [:]
    var unindented: Set<Int> = []
    var deleteTitle: String?
    var trailingActions: ((IndexPath) -> UISwipeActionsConfiguration?)?
    var moveTarget: ((IndexPath) -> IndexPath)?
    var selected: [Int] = []

    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        styles[indexPath.row] ?? .delete
    }
    func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        !unindented.contains(indexPath.row)
    }
    func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
        deleteTitle
    }
    func tableView(_ tableView: UITableView,
                   trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        trailingActions?(indexPath)
    }
    func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                   toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        moveTarget?(proposedDestinationIndexPath) ?? proposedDestinationIndexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath.row) }
}

/// A cell logging its state transitions.
@MainActor
final class TransitionLoggingCell: UITableViewCell {
    var transitions: [String] = []

    private func name(_ state: StateMask) -> String {
        let parts = [state.contains(.showingEditControl) ? "edit" : nil,
                     state.contains(.showingDeleteConfirmation) ? "confirm" : nil].compactMap { $0 }
        return parts.isEmpty ? "none" : parts.joined(separator: "+")
    }

    override func willTransition(to state: StateMask) {
        super.willTransition(to: state)
        transitions.append("will \(name(state))")
    }

    override func didTransition(to state: StateMask) {
        super.didTransition(to: state)
        transitions.append("did \(name(state))")
    }
}

/// Editing mode: the delete and insert controls, indentation, the delete confirmation and
/// its commit, custom trailing actions, reordering with the grip, the view controller's
/// edit button, and the diffable data source's editing defaults.
@MainActor
@Suite("Table view editing", .serialized)
struct TableViewEditingTests {
    typealias Stage = EditableTableStage<TransitionLoggingCell, EditingChoicesDelegate>

    private func stage() -> Stage { Stage(delegate: EditingChoicesDelegate()) }

    @Test("editing mode: editable rows show the red minus at the leading edge and their content moves 38 points aside; a row the data source cannot edit stays as it is; leaving takes the controls away")
    func deleteControls() throws {
        let stage = self.stage()
        stage.dataSource.notEditable = [2]
        stage.editing()
        let cell = try #require(stage.cell(0))
        #expect(cell.isEditing && cell.editingStyle == .delete)
        #expect(cell.contentView.frame.minX == 38)
        let control = try #require(cell.editingControls.control?.button)
        #expect(control.superview === cell && control.frame.midX == 27)
        #expect(control.currentImage != nil && control.tintColor == .systemRed)
        let fixed = try #require(stage.cell(2))
        #expect(!fixed.isEditing && fixed.editingStyle == .none && fixed.contentView.frame.minX == 0)
        #expect(fixed.editingControls.control?.button.superview == nil)
        #expect(cell.transitions == ["will edit", "did edit"])
        stage.tableView.setEditing(false, animated: false)
        stage.sim.runUntilIdle()
        #expect(!cell.isEditing && cell.contentView.frame.minX == 0 && control.superview == nil)
        #expect(cell.transitions == ["will edit", "did edit", "will none", "did none"])
    }

    @Test("a row whose delegate says .insert shows the green plus; tapping it asks the data source to commit an insertion at the row at once")
    func insertControl() throws {
        let stage = self.stage()
        stage.delegate.styles = [3: .insert]
        stage.editing()
        let cell = try #require(stage.cell(3))
        #expect(cell.editingStyle == .insert)
        #expect(cell.editingControls.control?.button.tintColor == .systemGreen)
        stage.tapControl(row: 3)
        #expect(stage.dataSource.log == ["commit insert 3"])
        #expect(stage.tableView.numberOfRows(inSection: 0) == 9)
    }

    @Test("shouldIndentWhileEditingRowAt false: the control shows but the content stays at the leading edge")
    func noIndent() throws {
        let stage = self.stage()
        stage.delegate.unindented = [1]
        stage.editing()
        let cell = try #require(stage.cell(1))
        #expect(cell.isEditing && cell.contentView.frame.minX == 0)
        #expect(cell.editingControls.control?.button.superview === cell)
    }

    @Test("tapping the minus reveals a red Delete button at the trailing edge, sliding the row aside; tapping Delete commits the deletion and the row goes")
    func deleteConfirmation() throws {
        let stage = self.stage()
        stage.editing()
        let cell = try #require(stage.cell(1))
        stage.tapControl(row: 1)
        #expect(cell.showingDeleteConfirmation)
        let revealed = try #require(cell.editingControls.revealed)
        let button = try #require(revealed.buttons.first)
        #expect(button.title(for: .normal) == "Delete" && button.backgroundColor == .systemRed)
        #expect(revealed.frame.maxX == cell.bounds.width && revealed.frame.width > 60)
        #expect(cell.contentView.frame.minX == 38 - revealed.frame.width)
        #expect(cell.transitions == ["will edit", "did edit", "will edit+confirm", "did edit+confirm"])
        stage.tap(button)
        #expect(stage.dataSource.log == ["commit delete 1"])
        #expect(stage.tableView.numberOfRows(inSection: 0) == 7)
        #expect(stage.dataSource.names.prefix(3) == ["Row 0", "Row 2", "Row 3"])
        #expect(!cell.showingDeleteConfirmation)
    }

    @Test("while a row shows its confirmation (the minus slid away with the row), a tap elsewhere hides it and selects nothing; with nothing revealed a tap selects")
    func confirmationDismissal() throws {
        let stage = self.stage()
        stage.tableView.allowsSelectionDuringEditing = true
        stage.editing()
        let cell = try #require(stage.cell(1))
        let control = try #require(cell.editingControls.control?.button)
        stage.tapControl(row: 1)
        #expect(cell.showingDeleteConfirmation)
        stage.sim.tap(at: stage.point(row: 4, x: 160))
        stage.sim.runUntilIdle()
        #expect(!cell.showingDeleteConfirmation && cell.editingControls.revealed == nil)
        #expect(stage.delegate.selected.isEmpty && stage.tableView.indexPathForSelectedRow == nil)
        #expect(cell.contentView.frame.minX == 38 && control.frame.midX == 27)
        // With nothing revealed, a tap selects (selection during editing is on).
        stage.sim.tap(at: stage.point(row: 4, x: 160))
        stage.sim.runUntilIdle()
        #expect(stage.delegate.selected == [4])
        #expect(stage.dataSource.log.isEmpty)
    }

    @Test("the delete button takes the delegate's title; the delegate's trailing actions replace it, run their handler with a completion, and close")
    func customActions() throws {
        let stage = self.stage()
        stage.delegate.deleteTitle = "Remove"
        stage.editing()
        let first = try #require(stage.cell(0))
        stage.tapControl(row: 0)
        #expect(first.editingControls.revealed?.buttons.first?.title(for: .normal) == "Remove")

        var ran: [String] = []
        stage.delegate.trailingActions = { _ in
            let flag = UIContextualAction(style: .normal, title: "Flag") { action, _, done in
                ran.append(action.title ?? "")
                done(true)
            }
            flag.backgroundColor = .systemOrange
            let archive = UIContextualAction(style: .destructive, title: "Archive") { _, _, done in done(false) }
            return UISwipeActionsConfiguration(actions: [archive, flag])
        }
        let cell = try #require(stage.cell(2))
        stage.tapControl(row: 2)
        #expect(!first.showingDeleteConfirmation)
        let revealed = try #require(cell.editingControls.revealed)
        #expect(revealed.buttons.map { $0.title(for: .normal) } == ["Archive", "Flag"])
        // The first action at the trailing edge.
        #expect(revealed.buttons[0].frame.maxX == revealed.bounds.width)
        #expect(revealed.buttons[1].frame.maxX == revealed.buttons[0].frame.minX)
        #expect(revealed.buttons[1].backgroundColor == .systemOrange && revealed.buttons[0].backgroundColor == .systemRed)
        stage.tap(revealed.buttons[1])
        #expect(ran == ["Flag"])
        #expect(!cell.showingDeleteConfirmation)
        #expect(stage.dataSource.log.isEmpty)
    }

    @Test("UIContextualAction and UISwipeActionsConfiguration defaults: grey for normal, red for destructive, full swipe on")
    func actionDefaults() {
        let normal = UIContextualAction(style: .normal, title: "A") { _, _, _ in }
        let destructive = UIContextualAction(style: .destructive, title: "B") { _, _, _ in }
        #expect(normal.backgroundColor == .systemGray && destructive.backgroundColor == .systemRed)
        #expect(normal.image == nil && normal.title == "A")
        let configuration = UISwipeActionsConfiguration(actions: [normal])
        #expect(configuration.performsFirstActionWithFullSwipe && configuration.actions.count == 1)
    }

    /// Drags row `from`'s grip by `rows` rows, holding first so the touch reaches the grip.
    private func dragGrip(_ stage: Stage, from row: Int, by rows: CGFloat, cancel: Bool = false) throws {
        let cell = try #require(stage.cell(row))
        let grip = try #require(cell.editingControls.grip)
        let start = grip.convert(CGPoint(x: grip.bounds.midX, y: grip.bounds.midY), to: nil)
        let finger = stage.sim.touchDown(at: start)
        stage.sim.advance(by: 0.2)
        for step in 1...10 {
            stage.sim.touchMove(finger, to: CGPoint(x: start.x, y: start.y + 44 * rows * CGFloat(step) / 10))
            stage.sim.advance(by: 1.0 / 60)
        }
        if cancel { stage.sim.cancelAllTouches() } else { stage.sim.touchUp(finger) }
        stage.sim.runUntilIdle()
    }

    @Test("reordering: rows whose cells show the reorder control get the grip at the trailing edge while editing; dragging it two rows down moves the row there and tells the data source")
    func reorder() throws {
        let stage = self.stage()
        stage.dataSource.notMovable = [5]
        stage.editing()
        let cell = try #require(stage.cell(1))
        let grip = try #require(cell.editingControls.grip)
        #expect(grip.superview === cell && grip.frame.maxX == cell.bounds.width - 16)
        #expect(cell.contentView.frame.maxX <= grip.frame.minX + grip.lines.frame.minX)
        #expect(stage.cell(5)?.editingControls.grip?.superview == nil)
        try dragGrip(stage, from: 1, by: 2)
        #expect(stage.dataSource.log == ["move 1 to 3"])
        #expect(stage.dataSource.names.prefix(4) == ["Row 0", "Row 2", "Row 3", "Row 1"])
        #expect(stage.tableView.cellForRow(at: IndexPath(row: 3, section: 0)) === cell)
        #expect(cell.frame == stage.tableView.rectForRow(at: IndexPath(row: 3, section: 0)))
        #expect(stage.cell(1)?.textLabel?.text == "Row 2")
        #expect(stage.cell(1)?.frame == stage.tableView.rectForRow(at: IndexPath(row: 1, section: 0)))
    }

    @Test("hasUncommittedUpdates is true only while a row is dragged by its grip")
    func uncommittedUpdates() throws {
        let stage = self.stage()
        stage.editing()
        #expect(!stage.tableView.hasUncommittedUpdates)
        let grip = try #require(stage.cell(2)?.editingControls.grip)
        let start = grip.convert(CGPoint(x: grip.bounds.midX, y: grip.bounds.midY), to: nil)
        let finger = stage.sim.touchDown(at: start)
        stage.sim.advance(by: 0.2)
        stage.sim.touchMove(finger, to: CGPoint(x: start.x, y: start.y + 30))
        stage.sim.advance(by: 1.0 / 60)
        #expect(stage.tableView.hasUncommittedUpdates)
        stage.sim.touchUp(finger)
        stage.sim.runUntilIdle()
        #expect(!stage.tableView.hasUncommittedUpdates)
    }

    @Test("reordering: the delegate's target redirects the drop; a cancelled drag puts the row back without telling the data source")
    func reorderRedirectAndCancel() throws {
        let stage = self.stage()
        stage.delegate.moveTarget = { proposed in IndexPath(row: min(proposed.row, 2), section: 0) }
        stage.editing()
        try dragGrip(stage, from: 0, by: 4)
        #expect(stage.dataSource.log == ["move 0 to 2"])
        let cell = try #require(stage.cell(4))
        try dragGrip(stage, from: 4, by: -2, cancel: true)
        #expect(stage.dataSource.log == ["move 0 to 2"])
        #expect(cell.frame == stage.tableView.rectForRow(at: IndexPath(row: 4, section: 0)))
        #expect(stage.dataSource.names[4] == "Row 4")
    }

    @Test("a view controller's editButtonItem says Edit, turns to a bold Done while editing and back; tapping it toggles editing; UITableViewController passes editing to its table")
    func editButtonItem() throws {
        let controller = UITableViewController(style: .plain)
        let item = controller.editButtonItem
        #expect(item === controller.editButtonItem)
        #expect(item.title == "Edit" && item.style == .plain && !controller.isEditing)
        controller.setEditing(true, animated: false)
        #expect(item.title == "Done" && item.style == .done)
        #expect(controller.tableView.isEditing)
        controller.isEditing = false
        #expect(item.title == "Edit" && !controller.tableView.isEditing)
        item.primaryAction?.perform(sender: item)
        #expect(controller.isEditing && controller.tableView.isEditing)
        let plain = UIViewController()
        #expect(plain.editButtonItem.title == "Edit")
        plain.setEditing(true, animated: true)
        #expect(plain.isEditing && plain.editButtonItem.title == "Done")
    }

    @MainActor
    final class MovableDiffableSource: UITableViewDiffableDataSource<Int, String> {
        override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
        override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { indexPath.row > 0 }
    }

    @Test("UITableViewDiffableDataSource: rows cannot be edited or moved unless a subclass says so; a moved row is taken into its snapshot")
    func diffableEditing() throws {
        let stage = self.stage()
        let plainSource = UITableViewDiffableDataSource<Int, String>(tableView: stage.tableView) { table, indexPath, item in
            let cell = table.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = item
            cell.showsReorderControl = true
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b", "c", "d"])
        plainSource.apply(snapshot, animatingDifferences: false)
        stage.editing()
        #expect(stage.cell(1)?.isEditing == false)

        stage.tableView.setEditing(false, animated: false)
        let source = MovableDiffableSource(tableView: stage.tableView) { table, indexPath, item in
            let cell = table.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = item
            cell.showsReorderControl = true
            return cell
        }
        source.apply(snapshot, animatingDifferences: false)
        stage.sim.runUntilIdle()
        stage.editing()
        #expect(stage.cell(0)?.isEditing == false && stage.cell(1)?.isEditing == true)
        try dragGrip(stage, from: 1, by: 2)
        #expect(source.snapshot().itemIdentifiers == ["a", "c", "d", "b"])
        #expect(source.itemIdentifier(for: IndexPath(row: 3, section: 0)) == "b")
    }

    @Test("the look: an editing table with red minus controls, content moved aside, grips, and a row showing its Delete button (PNG looked at)")
    func look() throws {
        let stage = self.stage()
        stage.delegate.styles = [4: .insert]
        stage.editing()
        stage.tapControl(row: 2)
        let image = stage.sim.screenshot()
        RenderedPixels.writePNG(image, to: "/tmp/table-editing.png")
        let pixels = RenderedPixels(image)
        let scale = 2
        // The minus of row 0: a red circle about 22 points across centred 27 points in, its
        // white bar across the middle.
        let row0 = stage.tableView.convert(stage.tableView.rectForRow(at: IndexPath(row: 0, section: 0)), to: nil)
        for (dx, dy) in [(0, -7), (0, 7), (-9, 0), (9, 0)] as [(CGFloat, CGFloat)] {
            let red = pixels[Int((27 + dx) * CGFloat(scale)), Int((row0.midY + dy) * CGFloat(scale))]
            #expect(red.r > 200 && red.g < 90 && red.b < 90)
        }
        let outside = pixels[Int(27 - 13) * scale, Int(row0.midY) * scale]
        #expect(outside.r > 240 && outside.g > 240)
        let bar = pixels[Int(27) * scale, Int(row0.midY) * scale]
        #expect(bar.r > 240 && bar.g > 240 && bar.b > 240)
        // The plus of row 4 is green.
        let row4 = stage.tableView.convert(stage.tableView.rectForRow(at: IndexPath(row: 4, section: 0)), to: nil)
        let green = pixels[Int(27) * scale, Int(row4.midY - 7) * scale]
        #expect(green.g > 150 && green.r < 120)
        // Row 2's Delete button fills its trailing end in red.
        let row2 = stage.tableView.convert(stage.tableView.rectForRow(at: IndexPath(row: 2, section: 0)), to: nil)
        let button = pixels[Int(row2.maxX - 6) * scale, Int(row2.minY + 6) * scale]
        #expect(button.r > 200 && button.g < 90)
    }
}
