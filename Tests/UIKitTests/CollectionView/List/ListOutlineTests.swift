import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Outline lists: a section snapshot's hierarchy shown by list cells (indented by level, the
/// outline disclosure turned while expanded), a tap on the disclosure — or anywhere on a
/// header-style row — expanding or collapsing the item as `sectionSnapshotHandlers` allow;
/// and the reorder accessory's grip moving an item.
@MainActor
@Suite("List outlines and reordering", .serialized)
struct ListOutlineTests {
    /// A list whose section 0 is the outline Fruit (Apple, Pear (Conference)) and Leek.
    private func outlineStage(style: UICellAccessory.OutlineDisclosureStyle = .cell) -> ListCellStage {
        let stage = ListCellStage(UICollectionLayoutListConfiguration(appearance: .sidebar), sections: [[]])
        stage.accessories = { item in
            ["Fruit", "Pear"].contains(item) ? [.outlineDisclosure(options: .init(style: style))] : []
        }
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Fruit", "Leek"])
        outline.append(["Apple", "Pear"], to: "Fruit")
        outline.append(["Conference"], to: "Pear")
        stage.dataSource.apply(outline, to: 0, animatingDifferences: false)
        stage.sim.runUntilIdle()
        return stage
    }

    private func shown(_ stage: ListCellStage) -> [String] { stage.dataSource.snapshot().itemIdentifiers }

    @Test("collapsed items hide their children; a tap on the disclosure expands the item: its children appear indented one level, the chevron turns and the state says expanded")
    func expandByDisclosure() throws {
        let stage = outlineStage()
        #expect(shown(stage) == ["Fruit", "Leek"])
        let fruit = try #require(stage.cell("Fruit"))
        #expect(fruit.indentationLevel == 0 && !fruit.configurationState.isExpanded)
        let chevron = try #require(stage.accessoryView(.outlineDisclosure(), of: "Fruit"))
        #expect(chevron.transform == .identity)

        stage.tap(chevron)
        #expect(shown(stage) == ["Fruit", "Apple", "Pear", "Leek"])
        #expect(stage.cell("Fruit")?.configurationState.isExpanded == true)
        #expect(chevron.transform != .identity, "turned down")
        let apple = try #require(stage.cell("Apple"))
        #expect(apple.indentationLevel == 1)
        #expect(abs(apple.contentView.frame.minX - apple.indentationWidth) < 0.01, "indented: \(apple.contentView.frame)")
        #expect(stage.collectionView.indexPathsForSelectedItems == nil, "the disclosure's tap selects nothing")

        stage.tap(stage.accessoryView(.outlineDisclosure(), of: "Pear"))
        #expect(shown(stage) == ["Fruit", "Apple", "Pear", "Conference", "Leek"])
        #expect(stage.cell("Conference")?.indentationLevel == 2)

        stage.tap(stage.accessoryView(.outlineDisclosure(), of: "Fruit"))
        #expect(shown(stage) == ["Fruit", "Leek"], "collapsing hides the whole subtree")
        #expect(stage.dataSource.snapshot(for: 0).isExpanded("Pear"), "Pear stays expanded inside")
    }

    @Test("section snapshot handlers: should-expand refusing keeps the item collapsed; will-expand and will-collapse hear of it; snapshotForExpandingParentItem supplies the children")
    func handlers() throws {
        let stage = outlineStage()
        var events: [String] = []
        stage.dataSource.sectionSnapshotHandlers.shouldExpandItem = { item in
            events.append("should \(item)")
            return events.count > 1
        }
        stage.dataSource.sectionSnapshotHandlers.willExpandItem = { events.append("will expand \($0)") }
        stage.dataSource.sectionSnapshotHandlers.willCollapseItem = { events.append("will collapse \($0)") }
        stage.dataSource.sectionSnapshotHandlers.snapshotForExpandingParentItem = { item, children in
            events.append("children of \(item): \(children.rootItems)")
            var loaded = NSDiffableDataSourceSectionSnapshot<String>()
            loaded.append(["Banana"])
            return loaded
        }
        let chevron = stage.accessoryView(.outlineDisclosure(), of: "Fruit")
        stage.tap(chevron)
        #expect(shown(stage) == ["Fruit", "Leek"], "refused")
        stage.tap(chevron)
        #expect(shown(stage) == ["Fruit", "Banana", "Leek"])
        stage.tap(chevron)
        #expect(events == ["should Fruit", "should Fruit", "will expand Fruit", "children of Fruit: [\"Apple\", \"Pear\"]",
                           "will collapse Fruit"])
    }

    @Test("a header-style disclosure: a tap anywhere on the row expands or collapses it instead of selecting it; an action handler replaces the toggle")
    func headerStyle() throws {
        let stage = outlineStage(style: .header)
        stage.tap(stage.cell("Fruit")?.contentView)
        #expect(shown(stage) == ["Fruit", "Apple", "Pear", "Leek"])
        #expect(stage.collectionView.indexPathsForSelectedItems == nil)
        #expect(stage.accessoryView(.outlineDisclosure(), of: "Fruit")?.tintColor == stage.cell("Fruit")?.tintColor,
                "the header's chevron takes the tint colour")

        var handled = 0
        stage.accessories = { item in
            item == "Fruit" ? [.outlineDisclosure(options: .init(style: .cell)) { handled += 1 }] : []
        }
        stage.reconfigure()
        stage.tap(stage.accessoryView(.outlineDisclosure(), of: "Fruit"))
        #expect(handled == 1 && shown(stage) == ["Fruit", "Apple", "Pear", "Leek"], "the handler runs instead of the toggle")
        stage.tap(stage.cell("Fruit")?.contentView)
        #expect(stage.collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)], "a cell-style row selects")
    }

    @Test("dragging the reorder grip moves the item: the diffable data source's reordering handlers hear of it and the snapshot follows")
    func reorderGrip() throws {
        let stage = ListCellStage(UICollectionLayoutListConfiguration(appearance: .insetGrouped),
                                  sections: [["One", "Two", "Three", "Four"]])
        stage.accessories = { _ in [.reorder()] }
        var moved: [String] = []
        stage.dataSource.reorderingHandlers.canReorderItem = { _ in true }
        stage.dataSource.reorderingHandlers.didReorder = { transaction in
            moved = transaction.finalSnapshot.itemIdentifiers
        }
        stage.reconfigure()
        stage.collectionView.isEditing = true
        stage.sim.runUntilIdle()
        let grip = try #require(stage.accessoryView(.reorder(), of: "One"))
        let start = grip.convert(CGPoint(x: grip.bounds.midX, y: grip.bounds.midY), to: nil)
        let three = try #require(stage.cell("Three"))
        let end = three.convert(CGPoint(x: three.bounds.midX, y: three.bounds.midY + 4), to: nil)
        let finger = stage.sim.touchDown(at: start)
        stage.sim.advance(by: 0.2)
        #expect(stage.cell("One")?.configurationState.isReordering == true)
        for step in 1...10 {
            let t = CGFloat(step) / 10
            stage.sim.touchMove(finger, to: CGPoint(x: start.x, y: start.y + (end.y - start.y) * t))
            stage.sim.advance(by: 0.02)
        }
        #expect(stage.collectionView.contentOffset.y == 0, "the list does not scroll under the grip")
        stage.sim.touchUp(finger)
        stage.sim.runUntilIdle()
        #expect(moved == ["Two", "Three", "One", "Four"])
        #expect(shown(stage) == ["Two", "Three", "One", "Four"])
    }
}
