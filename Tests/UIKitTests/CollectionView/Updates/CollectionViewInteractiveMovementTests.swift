import Foundation
@testable import UIKit
import Testing
import UIKitTesting

/// A data source over named items that may be moved (except those in `fixed`) and records
/// the moves it is told of.
@MainActor
private final class MovableDataSource: NSObject, UICollectionViewDataSource {
    var items: [[String]]
    var fixed: Set<IndexPath> = []
    var moves: [(IndexPath, IndexPath)] = []

    init(_ items: [[String]]) { self.items = items }

    func numberOfSections(in collectionView: UICollectionView) -> Int { items.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items[section].count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        (cell as? MyCell)?.label.text = items[indexPath.section][indexPath.item]
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        !fixed.contains(indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                        to destinationIndexPath: IndexPath) {
        moves.append((sourceIndexPath, destinationIndexPath))
        let item = items[sourceIndexPath.section].remove(at: sourceIndexPath.item)
        items[destinationIndexPath.section].insert(item, at: destinationIndexPath.item)
    }
}

/// A delegate that redirects proposed targets (`targetIndexPathForMoveFromItemAt:toProposedIndexPath:`).
@MainActor
private final class MoveDelegate: NSObject, UICollectionViewDelegate {
    var calls: [(IndexPath, IndexPath)] = []
    var redirect: (IndexPath) -> IndexPath = { $0 }

    func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
                        toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        calls.append((originalIndexPath, proposedIndexPath))
        return redirect(proposedIndexPath)
    }
}

/// Interactive movement (GR-8's iOS 9 API): begin/update/end/cancel, the layout's moving
/// attributes and invalidation contexts, the data source told once.
@MainActor
@Suite("Collection view interactive movement")
struct CollectionViewInteractiveMovementTests {
    private func stage(_ items: [[String]] = [["a", "b", "c", "d", "e", "f"]]) -> (GridStage, MovableDataSource) {
        let stage = GridStage(counts: [])
        let dataSource = MovableDataSource(items)
        stage.collectionView.dataSource = dataSource
        stage.sim.runUntilIdle()
        return (stage, dataSource)
    }

    private func label(_ stage: GridStage, _ item: Int, section: Int = 0) -> String? {
        (stage.collectionView.cellForItem(at: .at(section, item)) as? MyCell)?.label.text
    }

    @Test("beginInteractiveMovementForItem(at:) asks canMoveItemAt; false for fixed items, missing items, or a second movement")
    func begin() {
        let (stage, dataSource) = stage()
        dataSource.fixed = [.at(0, 1)]
        let cv = stage.collectionView
        #expect(!cv.beginInteractiveMovementForItem(at: .at(0, 1)))
        #expect(!cv.beginInteractiveMovementForItem(at: .at(0, 9)))
        #expect(cv.beginInteractiveMovementForItem(at: .at(0, 0)))
        #expect(!cv.beginInteractiveMovementForItem(at: .at(0, 2)))
        // The moving item floats: zIndex Int.max, in front of the other cells.
        let cell = cv.cellForItem(at: .at(0, 0))!
        #expect(cell.appliedAttributes?.zIndex == Int.max && cv.subviews.last(where: { $0 is UICollectionViewCell }) === cell)
        cv.cancelInteractiveMovement()
    }

    @Test("update: the cell follows the point; the others make room, animated; end tells the data source once")
    func moveWithinSection() {
        let (stage, dataSource) = stage()
        let cv = stage.collectionView
        let layout = stage.layout
        let moving = cv.cellForItem(at: .at(0, 0))!
        let second = cv.cellForItem(at: .at(0, 1))!
        #expect(cv.beginInteractiveMovementForItem(at: .at(0, 0)))
        cv.updateInteractiveMovementTargetPosition(CGPoint(x: 100, y: 60))
        #expect(moving.center == CGPoint(x: 100, y: 60), "over the gap between items: no new target")
        #expect(cv.cellForItem(at: .at(0, 0)) === moving)
        cv.updateInteractiveMovementTargetPosition(CGPoint(x: 270, y: 50))
        #expect(moving.center == CGPoint(x: 270, y: 50) && cv.cellForItem(at: .at(0, 2)) === moving)
        #expect(cv.cellForItem(at: .at(0, 0)) === second)
        let context = layout.contexts.last!
        #expect(context.previousIndexPathsForInteractivelyMovingItems == [.at(0, 0)]
            && context.targetIndexPathsForInteractivelyMovingItems == [.at(0, 2)]
            && context.interactiveMovementTarget == CGPoint(x: 270, y: 50))
        stage.sim.advance(by: 0.15)
        #expect(shownFrame(second).isClose(to: CGRect(x: 55, y: 0, width: 100, height: 100)), "half way to its new place")
        stage.sim.runUntilIdle()
        #expect(dataSource.moves.isEmpty, "the data source hears of the move only at the end")
        cv.endInteractiveMovement()
        #expect(dataSource.moves.count == 1 && dataSource.moves[0] == (.at(0, 0), .at(0, 2)))
        #expect(dataSource.items[0] == ["b", "c", "a", "d", "e", "f"])
        stage.sim.runUntilIdle()
        #expect(moving.frame == CGRect(x: 220, y: 0, width: 100, height: 100) && moving.appliedAttributes?.zIndex == 0)
        #expect(label(stage, 2) == "a" && label(stage, 0) == "b")
    }

    @Test("cancel puts the item back; the data source hears nothing")
    func cancel() {
        let (stage, dataSource) = stage()
        let cv = stage.collectionView
        let moving = cv.cellForItem(at: .at(0, 0))!
        #expect(cv.beginInteractiveMovementForItem(at: .at(0, 0)))
        cv.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 160))
        #expect(cv.cellForItem(at: .at(0, 4)) === moving)
        cv.cancelInteractiveMovement()
        stage.sim.runUntilIdle()
        #expect(dataSource.moves.isEmpty && cv.cellForItem(at: .at(0, 0)) === moving)
        #expect(moving.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect((0..<6).map { label(stage, $0) } == ["a", "b", "c", "d", "e", "f"])
    }

    @Test("the delegate's targetIndexPathForMoveFromItemAt gets the current index path and may redirect the target")
    func delegateRedirects() {
        let (stage, dataSource) = stage()
        let delegate = MoveDelegate()
        delegate.redirect = { _ in .at(0, 1) }
        let cv = stage.collectionView
        cv.delegate = delegate
        #expect(cv.beginInteractiveMovementForItem(at: .at(0, 0)))
        cv.updateInteractiveMovementTargetPosition(CGPoint(x: 270, y: 160))
        #expect(delegate.calls.count == 1 && delegate.calls[0] == (.at(0, 0), .at(0, 5)))
        cv.updateInteractiveMovementTargetPosition(CGPoint(x: 270, y: 170))
        #expect(delegate.calls.last! == (.at(0, 1), .at(0, 5)))
        cv.endInteractiveMovement()
        #expect(dataSource.moves.count == 1 && dataSource.moves[0] == (.at(0, 0), .at(0, 1)))
    }

    @Test("moving into another section: the shown counts follow, the data source gets one cross-section move")
    func acrossSections() {
        let (stage, dataSource) = stage([["a", "b"], ["c"]])
        let cv = stage.collectionView
        let moving = cv.cellForItem(at: .at(0, 0))!
        #expect(cv.beginInteractiveMovementForItem(at: .at(0, 0)))
        // Section 1 starts at y = 110: its item 0 is at (0, 110).
        cv.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 160))
        #expect(cv.cellForItem(at: .at(1, 0)) === moving)
        #expect(cv.numberOfItems(inSection: 0) == 1 && cv.numberOfItems(inSection: 1) == 2)
        cv.endInteractiveMovement()
        stage.sim.runUntilIdle()
        #expect(dataSource.items == [["b"], ["a", "c"]] && dataSource.moves.count == 1)
        #expect(cv.cellForItem(at: .at(1, 0)) === moving && moving.frame.origin == CGPoint(x: 0, y: 110))
    }

    @Test("a long press and drag drive the movement, as in UIKit's reordering recipe")
    func longPressDrag() {
        let (stage, dataSource) = stage()
        let cv = stage.collectionView
        let actions = ActionLog()
        actions.reaction = { recognizer in
            let point = recognizer.location(in: cv)
            switch recognizer.state {
            case .began:
                if let path = cv.indexPathForItem(at: point) { _ = cv.beginInteractiveMovementForItem(at: path) }
            case .changed: cv.updateInteractiveMovementTargetPosition(point)
            case .ended: cv.endInteractiveMovement()
            default: cv.cancelInteractiveMovement()
            }
        }
        cv.addGestureRecognizer(UILongPressGestureRecognizer().reporting(to: actions, as: "press"))
        // The collection view is at y = 40 in the window.
        let finger = stage.sim.touchDown(at: CGPoint(x: 50, y: 90))
        stage.sim.advance(by: 0.6)
        for step in 1...10 {
            stage.sim.touchMove(finger, to: CGPoint(x: 50 + 22 * CGFloat(step), y: 90))
            stage.sim.advance(by: 1.0 / 60)
        }
        let moving = cv.cellForItem(at: .at(0, 2))
        #expect(moving?.center == CGPoint(x: 270, y: 50))
        stage.sim.touchUp(finger)
        stage.sim.runUntilIdle()
        #expect(actions.phases("press") == [.began, .changed, .ended])
        #expect(dataSource.moves.count == 1 && dataSource.items[0] == ["b", "c", "a", "d", "e", "f"])
        #expect(cv.contentOffset == .zero, "the drag moved the item, not the content")
    }
}
