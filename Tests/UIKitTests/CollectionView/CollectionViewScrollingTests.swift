import Foundation
import Testing
import UIKitTesting

/// Scenarios L and scrolling to items: the layout's target offset after a drag,
/// `scrollToItem(at:at:animated:)` positions, and hit queries.
@MainActor
@Suite("Collection view scrolling")
struct CollectionViewScrollingTests {
    @Test("AT-135: a fling asks the layout once for its target; the content comes to rest there")
    func targetOffsetAfterFling() throws {
        let stage = GridStage()
        stage.layout.snapsToItemCentres = true
        let recorder = ScrollRecorder()
        stage.collectionView.delegate = recorder
        stage.sim.runUntilIdle()
        stage.sim.drag(from: CGPoint(x: 160, y: 480), to: CGPoint(x: 160, y: 300), duration: 0.1)
        #expect(stage.layout.targetOffsetCalls.count == 1)
        let (proposed, velocity) = try #require(stage.layout.targetOffsetCalls.first)
        #expect(velocity.y > 0.5 && velocity.y < 10, "points per millisecond, as the delegate gets")
        let target = try #require(recorder.proposedTarget)
        #expect(target != proposed, "the delegate sees the layout's target")
        #expect(((target.y + 240 - 50) / 110).truncatingRemainder(dividingBy: 1) == 0, "a row centred")
        stage.sim.runUntilIdle()
        #expect(stage.collectionView.contentOffset == target)
        #expect(stage.layout.targetOffsetCalls.count == 1)
    }

    @Test("paging scroll views do not ask the layout")
    func pagingSkipsLayoutTarget() {
        let stage = GridStage()
        stage.collectionView.isPagingEnabled = true
        stage.sim.runUntilIdle()
        stage.sim.drag(from: CGPoint(x: 160, y: 480), to: CGPoint(x: 160, y: 300), duration: 0.1)
        stage.sim.runUntilIdle()
        #expect(stage.layout.targetOffsetCalls.isEmpty)
        #expect(stage.collectionView.contentOffset.y.truncatingRemainder(dividingBy: 480) == 0)
    }

    nonisolated static let positions: [(UInt, CGFloat)] = [
        (UICollectionView.ScrollPosition.top.rawValue, 1100),
        (UICollectionView.ScrollPosition.centeredVertically.rawValue, 910),
        (UICollectionView.ScrollPosition.bottom.rawValue, 720),
        (UICollectionView.ScrollPosition.none.rawValue, 720),
        (UICollectionView.ScrollPosition([.top, .left]).rawValue, 1100),
    ]

    @Test("scrollToItem puts item 30 (rows 1100–1200) where the position says", arguments: positions.indices)
    func scrollPositions(_ index: Int) {
        let (raw, expected) = Self.positions[index]
        let stage = GridStage()
        stage.collectionView.layoutIfNeeded()
        stage.collectionView.scrollToItem(at: IndexPath(item: 30, section: 0), at: .init(rawValue: raw), animated: false)
        #expect(stage.collectionView.contentOffset == CGPoint(x: 0, y: expected))
        stage.collectionView.layoutIfNeeded()
        #expect(stage.collectionView.cellForItem(at: IndexPath(item: 30, section: 0)) != nil)
    }

    @Test("scrollToItem: no position leaves a visible item alone and scrolls up to one above; clamps to the content")
    func scrollEdgeCases() {
        let stage = GridStage()
        stage.scroll(toY: 1000)
        stage.collectionView.scrollToItem(at: IndexPath(item: 30, section: 0), at: [], animated: false)
        #expect(stage.collectionView.contentOffset.y == 1000)
        stage.collectionView.scrollToItem(at: IndexPath(item: 3, section: 0), at: [], animated: false)
        #expect(stage.collectionView.contentOffset.y == 110)
        stage.collectionView.scrollToItem(at: IndexPath(item: 999, section: 0), at: .top, animated: false)
        #expect(stage.collectionView.contentOffset.y == 36_250)
        stage.collectionView.scrollToItem(at: IndexPath(item: 0, section: 0), at: .bottom, animated: false)
        #expect(stage.collectionView.contentOffset.y == 0)
    }

    @Test("scrollToItem keeps the adjusted content inset clear and can animate")
    func scrollWithInsetAnimated() {
        let stage = GridStage()
        stage.collectionView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
        stage.sim.runUntilIdle()
        stage.collectionView.scrollToItem(at: IndexPath(item: 30, section: 0), at: .top, animated: true)
        #expect(stage.collectionView.contentOffset.y < 1080)
        stage.sim.runUntilIdle()
        #expect(stage.collectionView.contentOffset.y == 1080)
        stage.collectionView.scrollToItem(at: IndexPath(item: 30, section: 0), at: .bottom, animated: false)
        #expect(stage.collectionView.contentOffset.y == 750, "item bottom 1200, less the height 480, plus the bottom inset 30")
        stage.collectionView.layoutIfNeeded()
        #expect(stage.collectionView.cellForItem(at: IndexPath(item: 30, section: 0)) != nil)
    }

    @Test("indexPathForItem(at:) finds the item under a point, visible or not; gaps and hidden items give nil")
    func itemAtPoint() {
        let stage = GridStage()
        stage.layout.itemOverrides[IndexPath(item: 5, section: 0)] = { $0.isHidden = true }
        stage.collectionView.layoutIfNeeded()
        #expect(stage.collectionView.indexPathForItem(at: CGPoint(x: 150, y: 120)) == IndexPath(item: 4, section: 0))
        #expect(stage.collectionView.indexPathForItem(at: CGPoint(x: 105, y: 50)) == nil)
        #expect(stage.collectionView.indexPathForItem(at: CGPoint(x: 250, y: 150)) == nil)
        #expect(stage.collectionView.indexPathForItem(at: CGPoint(x: 10, y: 36_700)) == IndexPath(item: 999, section: 0))
        #expect(stage.collectionView.indexPathForItem(at: CGPoint(x: CGFloat.nan, y: 0)) == nil)
    }
}
