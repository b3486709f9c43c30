import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Swipe actions in lists: the list configuration's providers give an item's leading and
/// trailing actions; a swipe on a list cell reveals them (the table's rules: half open or a
/// flick opens, a full swipe runs the first action), a delete accessory without a handler
/// reveals the trailing ones, and a tap elsewhere closes them.
@MainActor
@Suite("List swipe actions", .serialized)
struct ListSwipeActionsTests {
    /// A plain list whose items have a trailing Delete (and, for "Two", a leading Pin)
    /// logging into `log`.
    private func stage(_ log: Log) -> ListCellStage {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
            let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
                log.entries.append("delete \(indexPath.item)")
                done(true)
            }
            return UISwipeActionsConfiguration(actions: [delete])
        }
        configuration.leadingSwipeActionsConfigurationProvider = { indexPath in
            guard indexPath.item == 1 else { return nil }
            return UISwipeActionsConfiguration(actions: [UIContextualAction(style: .normal, title: "Pin") { _, _, done in
                log.entries.append("pin \(indexPath.item)")
                done(true)
            }])
        }
        return ListCellStage(configuration, sections: [["One", "Two", "Three", "Four"]])
    }

    @MainActor final class Log { var entries: [String] = [] }

    private func swipe(_ stage: ListCellStage, _ item: String, from: CGFloat, to: CGFloat, duration: TimeInterval = 0.5) {
        guard let cell = stage.cell(item) else { return }
        let y = cell.bounds.midY
        stage.sim.drag(from: cell.convert(CGPoint(x: from, y: y), to: nil), to: cell.convert(CGPoint(x: to, y: y), to: nil),
                       duration: duration)
        stage.sim.runUntilIdle()
    }

    @Test("swiping left reveals the trailing actions: the row slides aside, the state says swiped; tapping one runs it and its completion closes them")
    func trailing() throws {
        let log = Log()
        let stage = self.stage(log)
        swipe(stage, "Three", from: 360, to: 280)
        let cell = try #require(stage.cell("Three"))
        let revealed = try #require(cell.revealedActions)
        #expect(revealed.edge == .trailing && revealed.buttons.first?.title(for: .normal) == "Delete")
        #expect(abs(cell.contentView.frame.minX + revealed.frame.width) < 0.001
                && abs(revealed.frame.maxX - cell.bounds.width) < 0.001,
                "content \(cell.contentView.frame), actions \(revealed.frame)")
        #expect(cell.configurationState.isSwiped)
        let image = stage.sim.screenshot()
        RenderedPixels.writePNG(image, to: "/tmp/list-swipe.png")
        let scale = stage.sim.screen.scale
        let button = revealed.convert(revealed.bounds, to: nil)
        let red = RenderedPixels(image)[Int(button.midX * scale), Int((button.minY + 4) * scale)]
        #expect(red.r > 200 && red.g < 90, "the destructive action's red: \(red)")
        stage.tap(revealed.buttons.first)
        #expect(log.entries == ["delete 2"])
        #expect(cell.revealedActions == nil && cell.contentView.frame.minX == 0 && !cell.configurationState.isSwiped)
    }

    @Test("swiping right reveals leading actions only where the provider gives some; a tap elsewhere closes them and selects nothing")
    func leadingAndTapAway() throws {
        let log = Log()
        let stage = self.stage(log)
        swipe(stage, "One", from: 40, to: 140)
        #expect(stage.cell("One")?.revealedActions == nil, "no leading actions for the first item")
        swipe(stage, "Two", from: 40, to: 140)
        let cell = try #require(stage.cell("Two"))
        #expect(cell.revealedActions?.edge == .leading && cell.contentView.frame.minX > 0)
        stage.tap(stage.cell("Four")?.contentView)
        #expect(cell.revealedActions == nil && cell.contentView.frame.minX == 0)
        #expect(stage.collectionView.indexPathsForSelectedItems?.contains(IndexPath(item: 3, section: 0)) != true,
                "the tap only closed the actions")
        #expect(log.entries.isEmpty)
    }

    @Test("a full swipe across most of the row runs the first action")
    func fullSwipe() throws {
        let log = Log()
        let stage = self.stage(log)
        swipe(stage, "Four", from: 380, to: 40, duration: 0.3)
        #expect(log.entries == ["delete 3"])
    }

    @Test("a delete accessory without a handler reveals the trailing actions while editing; a tap elsewhere hides them")
    func deleteAccessory() throws {
        let log = Log()
        let stage = self.stage(log)
        stage.accessories = { _ in [.delete()] }
        stage.reconfigure()
        stage.collectionView.isEditing = true
        stage.sim.runUntilIdle()
        let control = stage.accessoryView(.delete(), of: "Two")
        stage.tap(control)
        let cell = try #require(stage.cell("Two"))
        #expect(cell.revealedActions?.buttons.first?.title(for: .normal) == "Delete")
        stage.tap(stage.cell("Four")?.contentView)
        #expect(cell.revealedActions == nil)
        swipe(stage, "Two", from: 360, to: 280)
        #expect(cell.revealedActions == nil, "no swipes while editing")
    }

    @Test("a collection view with no list providers keeps its vertical scrolling and reveals nothing")
    func noProviders() throws {
        let stage = ListCellStage(UICollectionLayoutListConfiguration(appearance: .plain), sections: [["One", "Two"]])
        swipe(stage, "One", from: 360, to: 200)
        #expect(stage.cell("One")?.revealedActions == nil && stage.cell("One")?.contentView.frame.minX == 0)
    }
}
