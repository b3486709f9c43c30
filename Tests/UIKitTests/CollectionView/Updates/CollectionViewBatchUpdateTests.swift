import Foundation
@testable import UIKit
import Testing
import UIKitTesting

/// Scenarios F: insert, delete, move and reload of items and sections, batch updates, the
/// layout's update cycle and its animation (GRID geometry, 0.3 s ease-in-ease-out: at 0.15 s
/// a change is exactly half done).
@MainActor
@Suite("Collection view batch updates")
struct CollectionViewBatchUpdateTests {
    @Test("AT-071: an insert re-asks the counts, asks for the new cell, prepares once and keeps the old cells")
    func insertItem() {
        let (stage, layout) = updateStage(counts: [3])
        let cells = (0..<3).map { stage.collectionView.cellForItem(at: .at(0, $0)) }
        stage.dataSource.counts = [4]
        stage.collectionView.insertItems(at: [.at(0, 3)])
        #expect(stage.collectionView.numberOfItems(inSection: 0) == 4)
        #expect(stage.dataSource.log.contains("numberOfItems(0)"))
        #expect(stage.dataSource.cellRequests == [.at(0, 3)])
        #expect(layout.count("prepare") == 1)
        #expect((0..<3).allSatisfy { stage.collectionView.cellForItem(at: .at(0, $0)) === cells[$0] })
        stage.sim.runUntilIdle()
        #expect(stage.collectionView.cellForItem(at: .at(0, 3))?.frame == CGRect(x: 0, y: 110, width: 100, height: 100))
    }

    @Test("AT-072 (Listing 2-3): deleting items in a batch moves the cells after them up")
    func deleteSelected() {
        let (stage, _) = updateStage(counts: [5])
        let old2 = stage.collectionView.cellForItem(at: .at(0, 2))
        let old4 = stage.collectionView.cellForItem(at: .at(0, 4))
        let selected: [IndexPath] = [.at(0, 1), .at(0, 3)]
        stage.collectionView.performBatchUpdates {
            stage.dataSource.counts = [3]
            stage.collectionView.deleteItems(at: selected)
        }
        stage.sim.runUntilIdle()
        #expect(stage.collectionView.numberOfItems(inSection: 0) == 3)
        #expect(stage.collectionView.cellForItem(at: .at(0, 1)) === old2 && old2?.frame.origin == CGPoint(x: 110, y: 0))
        #expect(stage.collectionView.cellForItem(at: .at(0, 2)) === old4 && old4?.frame.origin == CGPoint(x: 220, y: 0))
    }

    @Test("AT-073: the updates closure runs before performBatchUpdates returns; completion once with true after the animation")
    func completionOnce() {
        let (stage, _) = updateStage(counts: [3])
        var ran = false
        var completions: [Bool] = []
        stage.collectionView.performBatchUpdates({
            ran = true
            stage.dataSource.counts = [4]
            stage.collectionView.insertItems(at: [.at(0, 3)])
        }, completion: { completions.append($0) })
        #expect(ran && completions.isEmpty)
        stage.sim.advance(by: 0.2)
        #expect(completions.isEmpty, "the animation takes 0.3 s")
        stage.sim.runUntilIdle()
        #expect(completions == [true])
    }

    @Test("AT-074, AT-075: the layout's calls in UIKit's order; one insert update item")
    func callOrder() {
        let (stage, layout) = updateStage(counts: [3])
        var log: [String] = []
        stage.collectionView.performBatchUpdates({
            stage.dataSource.counts = [4]
            stage.collectionView.insertItems(at: [.at(0, 3)])
        }, completion: { _ in log = layout.log + ["completion"] })
        stage.sim.runUntilIdle()
        let order = ["prepare", "prepareForCollectionViewUpdates", "collectionViewContentSize", "layoutAttributesForElements",
                     "initialLayoutAttributesForAppearingItem", "finalizeCollectionViewUpdates", "completion"]
        let positions = order.map { name in log.firstIndex(of: name) ?? -1 }
        #expect(!positions.contains(-1) && positions == positions.sorted(), "\(log)")
        #expect(log.filter { $0 == "finalizeCollectionViewUpdates" }.count == 1)
        #expect(layout.updateItems.count == 1 && layout.updateItems[0].count == 1)
        let item = layout.updateItems[0][0]
        #expect(item.updateAction == .insert && item.indexPathBeforeUpdate == nil && item.indexPathAfterUpdate == .at(0, 3))
        #expect(layout.contexts.last?.invalidateEverything == true && layout.contexts.last?.invalidateDataSourceCounts == true)
    }

    @Test("AT-076: a deleted cell is asked its final attributes and is queued for reuse after the animation")
    func deleteItem() {
        let (stage, layout) = updateStage(counts: [3])
        let deleted = stage.collectionView.cellForItem(at: .at(0, 1))!
        stage.dataSource.counts = [2]
        stage.collectionView.deleteItems(at: [.at(0, 1)])
        let item = layout.updateItems[0][0]
        #expect(item.updateAction == .delete && item.indexPathBeforeUpdate == .at(0, 1) && item.indexPathAfterUpdate == nil)
        #expect(layout.finalCalls.contains(.at(0, 1)))
        #expect(!stage.collectionView.visibleCells.contains(deleted))
        #expect(deleted.superview === stage.collectionView, "it fades out first")
        stage.sim.advance(by: 0.15)
        #expect(abs((deleted.layer.presentation()?.opacity ?? 1) - 0.5) < 0.01)
        stage.sim.runUntilIdle()
        #expect(deleted.superview == nil)
        #expect(stage.collectionView.reuseQueues.values.contains { $0.contains(deleted) })
    }

    @Test("AT-077, UP-11: a move keeps its cell (no cellForItemAt) and slides it to its new frame")
    func moveItem() {
        let (stage, layout) = updateStage(counts: [3])
        let moving = stage.collectionView.cellForItem(at: .at(0, 0))!
        stage.collectionView.moveItem(at: .at(0, 0), to: .at(0, 2))
        let item = layout.updateItems[0][0]
        #expect(item.updateAction == .move && item.indexPathBeforeUpdate == .at(0, 0) && item.indexPathAfterUpdate == .at(0, 2))
        #expect(stage.dataSource.cellRequests.isEmpty)
        #expect(stage.collectionView.cellForItem(at: .at(0, 2)) === moving)
        stage.sim.advance(by: 0.15)
        #expect(shownFrame(moving).isClose(to: CGRect(x: 110, y: 0, width: 100, height: 100)), "half way at 0.15 s")
        stage.sim.runUntilIdle()
        #expect(moving.frame == CGRect(x: 220, y: 0, width: 100, height: 100))
        #expect(shownFrame(moving) == moving.frame)
    }

    @Test("UP-11: a reload asks the data source again and shows a new cell; the old one fades out and is reused")
    func reloadItem() {
        let (stage, _) = updateStage(counts: [3])
        let old = stage.collectionView.cellForItem(at: .at(0, 1))!
        stage.collectionView.reloadItems(at: [.at(0, 1)])
        let new = stage.collectionView.cellForItem(at: .at(0, 1))!
        #expect(new !== old && stage.dataSource.cellRequests == [.at(0, 1)])
        stage.sim.advance(by: 0.15)
        #expect(abs((new.layer.presentation()?.opacity ?? 0) - 0.5) < 0.01 && abs((old.layer.presentation()?.opacity ?? 0) - 0.5) < 0.01)
        stage.sim.runUntilIdle()
        #expect(old.superview == nil && new.alpha == 1)
    }

    @Test("AT-078: Listing 5-2 filtered — the inserted item starts at the centre with alpha 0 and ends at its frame")
    func listing52Insert() {
        let (stage, layout) = updateStage(counts: [3])
        layout.listing52 = .filtered
        stage.dataSource.counts = [4]
        stage.collectionView.insertItems(at: [.at(0, 3)])
        let start = layout.initialAnswers[.at(0, 3)]!
        #expect(start.alpha == 0 && start.center == CGPoint(x: 160, y: 240) && start.size == CGSize(width: 100, height: 100))
        let cell = stage.collectionView.cellForItem(at: .at(0, 3))!
        stage.sim.advance(by: 0.15)
        // Half way from centre (160, 240) to (50, 160).
        #expect(shownFrame(cell).isClose(to: CGRect(x: 55, y: 150, width: 100, height: 100)))
        #expect(abs((cell.layer.presentation()?.opacity ?? 0) - 0.5) < 0.01)
        stage.sim.runUntilIdle()
        #expect(cell.frame == CGRect(x: 0, y: 110, width: 100, height: 100) && cell.alpha == 1)
    }

    @Test("AT-079, LO-32: Listing 5-2 unfiltered — existing cells are asked too and pop from the centre")
    func listing52Unfiltered() {
        let (stage, layout) = updateStage(counts: [3])
        layout.listing52 = .unfiltered
        stage.dataSource.counts = [4]
        stage.collectionView.insertItems(at: [.at(0, 3)])
        #expect(Set(layout.initialCalls) == [.at(0, 0), .at(0, 1), .at(0, 2), .at(0, 3)])
        for item in 0..<3 {
            let answer = layout.initialAnswers[.at(0, item)]!
            #expect(answer.center == CGPoint(x: 160, y: 240) && answer.alpha == 0)
        }
        let first = stage.collectionView.cellForItem(at: .at(0, 0))!
        stage.sim.advance(by: 0.15)
        #expect(shownFrame(first).isClose(to: CGRect(x: 55, y: 95, width: 100, height: 100)))
    }

    @Test("AT-080: filtered — existing cells get super's nil and stay where they are")
    func listing52Filtered() {
        let (stage, layout) = updateStage(counts: [3])
        layout.listing52 = .filtered
        let first = stage.collectionView.cellForItem(at: .at(0, 0))!
        stage.dataSource.counts = [4]
        stage.collectionView.insertItems(at: [.at(0, 3)])
        #expect(layout.initialAnswers.keys.sorted() == [.at(0, 3)])
        stage.sim.advance(by: 0.15)
        #expect(shownFrame(first) == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test("AT-081: Listing 5-2 final attributes — the deleted cell shrinks to the centre; two cells are left")
    func listing52Delete() {
        let (stage, layout) = updateStage(counts: [3])
        layout.listing52 = .filtered
        let deleted = stage.collectionView.cellForItem(at: .at(0, 2))!
        stage.dataSource.counts = [2]
        stage.collectionView.deleteItems(at: [.at(0, 2)])
        stage.sim.advance(by: 0.15)
        // Half way from (220, 0) to the centre's frame (110, 190).
        #expect(shownFrame(deleted).isClose(to: CGRect(x: 165, y: 95, width: 100, height: 100)))
        stage.sim.runUntilIdle()
        #expect(stage.collectionView.visibleCells.count == 2 && deleted.superview == nil)
    }

    @Test("AT-082 (base layout): nil initial attributes fade the inserted item in at its final frame")
    func defaultFade() {
        let (stage, layout) = updateStage(counts: [3])
        stage.dataSource.counts = [4]
        stage.collectionView.insertItems(at: [.at(0, 3)])
        #expect(layout.initialAnswers[.at(0, 3)] == nil)
        let cell = stage.collectionView.cellForItem(at: .at(0, 3))!
        stage.sim.advance(by: 0.15)
        #expect(shownFrame(cell) == CGRect(x: 0, y: 110, width: 100, height: 100))
        #expect(abs((cell.layer.presentation()?.opacity ?? 0) - 0.5) < 0.01)
    }

    @Test("AT-083: a single insert animates; a relayout from invalidateLayout() does not")
    func invalidateDoesNotAnimate() {
        let (stage, layout) = updateStage(counts: [3])
        layout.itemOverrides[.at(0, 0)] = { $0.frame = CGRect(x: 0, y: 200, width: 100, height: 100) }
        layout.invalidateLayout()
        stage.collectionView.layoutIfNeeded()
        let first = stage.collectionView.cellForItem(at: .at(0, 0))!
        #expect(first.layer.animationKeys()?.isEmpty ?? true)
        stage.dataSource.counts = [4]
        stage.collectionView.insertItems(at: [.at(0, 3)])
        #expect(!(stage.collectionView.cellForItem(at: .at(0, 3))!.layer.animationKeys()?.isEmpty ?? true))
    }

    @Test("AT-084: two inserts and a delete in one batch: one prepare(forCollectionViewUpdates:) with 3 items, one finalize")
    func oneBatch() {
        let (stage, layout) = updateStage(counts: [3])
        stage.collectionView.performBatchUpdates {
            stage.dataSource.counts = [4]
            stage.collectionView.insertItems(at: [.at(0, 0)])
            stage.collectionView.deleteItems(at: [.at(0, 1)])
            stage.collectionView.insertItems(at: [.at(0, 3)])
        }
        stage.sim.runUntilIdle()
        #expect(layout.updateItems.count == 1 && layout.updateItems[0].count == 3)
        #expect(layout.count("finalizeCollectionViewUpdates") == 1 && layout.count("prepare") == 1)
    }

    @Test("nested batches join the outer one; every completion runs once, after the animation")
    func nested() {
        let (stage, layout) = updateStage(counts: [3])
        var calls: [String] = []
        stage.collectionView.performBatchUpdates({
            stage.dataSource.counts = [5]
            stage.collectionView.insertItems(at: [.at(0, 3)])
            stage.collectionView.performBatchUpdates({
                stage.collectionView.insertItems(at: [.at(0, 4)])
            }, completion: { calls.append("inner \($0)") })
        }, completion: { calls.append("outer \($0)") })
        #expect(layout.updateItems.count == 1 && layout.updateItems[0].count == 2)
        stage.sim.runUntilIdle()
        #expect(calls == ["outer true", "inner true"])
    }

    @Test("AT-085: inserting a section re-asks the counts; its update item is a section path")
    func insertSection() {
        let (stage, layout) = updateStage(counts: [3], headers: true)
        stage.dataSource.counts = [3, 2]
        stage.collectionView.insertSections([1])
        #expect(stage.collectionView.numberOfSections == 2)
        let item = layout.updateItems[0][0]
        #expect(item.updateAction == .insert && item.indexPathAfterUpdate?.section == 1
            && item.indexPathAfterUpdate?.item == NSNotFound)
        #expect(stage.collectionView.supplementaryView(forElementKind: "Header", at: .at(1, 0)) != nil)
        stage.sim.runUntilIdle()
        #expect(stage.collectionView.cellForItem(at: .at(1, 1))?.frame == CGRect(x: 110, y: 170, width: 100, height: 100))
    }

    @Test("sections: delete and move carry their cells and headers; headers of deleted sections leave")
    func deleteAndMoveSections() {
        let (stage, _) = updateStage(counts: [1, 1, 1], headers: true)
        let cv = stage.collectionView
        let cells = (0..<3).map { cv.cellForItem(at: .at($0, 0))! }
        let headers = (0..<3).map { cv.supplementaryView(forElementKind: "Header", at: .at($0, 0))! }
        cv.performBatchUpdates {
            stage.dataSource.counts = [1, 1]
            cv.deleteSections([0])
            cv.moveSection(2, toSection: 0)
        }
        stage.sim.runUntilIdle()
        #expect(cv.cellForItem(at: .at(0, 0)) === cells[2] && cv.cellForItem(at: .at(1, 0)) === cells[1])
        #expect(cv.supplementaryView(forElementKind: "Header", at: .at(0, 0)) === headers[2])
        #expect(headers[0].superview == nil && cells[0].superview == nil)
        #expect(cells[2].frame.origin == CGPoint(x: 0, y: 30) && headers[1].frame.origin == CGPoint(x: 0, y: 140))
    }

    @Test("reloading a section gives all its items new cells; indexPathsToDelete/Insert for supplementary views are asked")
    func reloadSection() {
        let (stage, layout) = updateStage(counts: [2, 2], headers: true)
        let cv = stage.collectionView
        let old = cv.cellForItem(at: .at(1, 0))!
        let kept = cv.cellForItem(at: .at(0, 0))!
        stage.dataSource.counts = [2, 3]
        cv.reloadSections([1])
        #expect(cv.cellForItem(at: .at(1, 0)) !== old && cv.cellForItem(at: .at(0, 0)) === kept)
        #expect(layout.log.contains("indexPathsToDeleteForSupplementaryView") && layout.log.contains("indexPathsToInsertForSupplementaryView"))
        stage.sim.runUntilIdle()
        #expect(cv.visibleCells.count == 5)
    }

    @Test("AT-086, UP-12: reloadData() animates nothing, requeues every view and asks for each cell again")
    func reloadDataDoesNotAnimate() {
        let (stage, layout) = updateStage(counts: [3])
        stage.collectionView.reloadData()
        stage.collectionView.layoutIfNeeded()
        #expect(stage.dataSource.cellRequests.count == 3 && layout.count("prepare") == 1)
        #expect(stage.collectionView.visibleCells.allSatisfy { $0.layer.animationKeys()?.isEmpty ?? true })
    }

    @Test("reloadData() during an update cuts it short: completion once with false, leaving views recycled")
    func reloadDataCancels() {
        let (stage, _) = updateStage(counts: [3])
        let deleted = stage.collectionView.cellForItem(at: .at(0, 0))!
        var completions: [Bool] = []
        stage.collectionView.performBatchUpdates({
            stage.dataSource.counts = [2]
            stage.collectionView.deleteItems(at: [.at(0, 0)])
        }, completion: { completions.append($0) })
        stage.sim.advance(by: 0.1)
        stage.collectionView.reloadData()
        #expect(deleted.superview == nil)
        stage.sim.runUntilIdle()
        #expect(completions == [false])
        #expect(stage.collectionView.visibleCells.count == 2)
    }

    @Test("the completion runs exactly once when the collection view goes away mid-animation")
    func viewGoesAway() {
        var completions: [Bool] = []
        let sim: Simulator
        do {
            let (stage, _) = updateStage(counts: [3])
            sim = stage.sim
            stage.collectionView.performBatchUpdates({
                stage.dataSource.counts = [2]
                stage.collectionView.deleteItems(at: [.at(0, 0)])
            }, completion: { completions.append($0) })
            sim.advance(by: 0.1)
            stage.collectionView.removeFromSuperview()
        }
        sim.runUntilIdle()
        sim.advance(by: 0.5)
        #expect(completions.count == 1)
    }

    @Test("an update before the first layout is a reload: nothing to check against, no animation, completion next turn")
    func updateBeforeLoad() {
        let stage = GridStage(counts: [3], layout: UpdateRecordingLayout())
        var completions: [Bool] = []
        stage.dataSource.counts = [4]
        stage.collectionView.performBatchUpdates({ stage.collectionView.insertItems(at: [.at(0, 3)]) },
                                                 completion: { completions.append($0) })
        stage.sim.runUntilIdle()
        #expect(stage.collectionView.visibleCells.count == 4 && completions == [true])
    }

    @Test("an empty batch relayouts with animation (the layout's new frames animate)")
    func emptyBatch() {
        let (stage, layout) = updateStage(counts: [3])
        let first = stage.collectionView.cellForItem(at: .at(0, 0))!
        layout.itemOverrides[.at(0, 0)] = { $0.frame = CGRect(x: 0, y: 200, width: 100, height: 100) }
        stage.collectionView.performBatchUpdates(nil)
        stage.sim.advance(by: 0.15)
        #expect(shownFrame(first).isClose(to: CGRect(x: 0, y: 100, width: 100, height: 100)))
        stage.sim.runUntilIdle()
        #expect(first.frame.origin == CGPoint(x: 0, y: 200))
    }

    @Test("an item moved out of sight slides to its new place, then is recycled")
    func moveOutOfSight() {
        let (stage, _) = updateStage(counts: [30])
        let moving = stage.collectionView.cellForItem(at: .at(0, 0))!
        stage.collectionView.moveItem(at: .at(0, 0), to: .at(0, 29))
        #expect(stage.collectionView.cellForItem(at: .at(0, 29)) == nil)
        stage.sim.advance(by: 0.15)
        // Half way from (0, 0) to item 29's (220, 990).
        #expect(shownFrame(moving).isClose(to: CGRect(x: 110, y: 495, width: 100, height: 100)))
        stage.sim.runUntilIdle()
        #expect(moving.superview == nil)
    }

    @Test("AT-078 on screen: half way through the insert, the new cell is drawn half faded between the centre and its place")
    func renderedMidInsert() {
        let (stage, layout) = updateStage(counts: [3])
        layout.listing52 = .filtered
        stage.dataSource.colours = { $0.item == 3 ? .red : .blue }
        stage.collectionView.reloadData()
        stage.sim.runUntilIdle()
        stage.dataSource.counts = [4]
        stage.collectionView.insertItems(at: [.at(0, 3)])
        stage.sim.advance(by: 0.15)
        let image = stage.sim.screenshot()
        try? UIImage(cgImage: image).pngData()?.write(to: URL(fileURLWithPath: "/tmp/batch-insert-mid.png"))
        let pixels = RenderedPixels(image)
        let scale = Int(stage.sim.screen.scale)
        // Screen points: the collection view is at y = 40; the new cell's frame is (55, 150, 100, 100).
        func pixel(_ x: CGFloat, _ y: CGFloat) -> RenderedPixels.RGBA { pixels[Int(x) * scale, Int(y + 40) * scale] }
        #expect(pixel(105, 225).isClose(to: .init(255, 128, 128, 255), tolerance: 3), "red at half opacity over white")
        #expect(pixel(50, 50) == .blue && pixel(50, 120) == .white)
        #expect(pixel(150, 140) == .white && pixel(160, 255) == .white, "outside the moving cell")
    }
}
