import Foundation
import Testing
import UIKitTesting

/// Scenarios C: the layout pass's order (prepare → content size → elements in rect), when
/// the layout is prepared again (only after an invalidation), bounds changes, and how
/// attributes reach the views.
@MainActor
@Suite("Collection view layout pass")
struct CollectionViewLayoutPassTests {
    @Test("AT-023, AT-025: the first pass calls prepare, the content size, then the elements in a rect covering the bounds")
    func firstPassOrder() throws {
        let stage = GridStage()
        stage.collectionView.layoutIfNeeded()
        #expect(Array(stage.layout.log.prefix(3)) == ["prepare", "collectionViewContentSize", "layoutAttributesForElements"])
        let rect = try #require(stage.layout.rects.first)
        #expect(rect.contains(CGRect(x: 0, y: 0, width: 320, height: 480)))
    }

    @Test("AT-024, AT-030: the content size comes from the layout; a custom layout scrolls both ways")
    func contentSize() {
        let layout = GridLayout()
        layout.contentSizeOverride = CGSize(width: 2000, height: 3000)
        let stage = GridStage(layout: layout)
        stage.collectionView.layoutIfNeeded()
        #expect(stage.collectionView.contentSize == CGSize(width: 2000, height: 3000))
        stage.collectionView.contentOffset = CGPoint(x: 1000, y: 1500)
        stage.collectionView.layoutIfNeeded()
        #expect(stage.collectionView.contentOffset == CGPoint(x: 1000, y: 1500))
        #expect(stage.layout.rects.last == CGRect(x: 1000, y: 1500, width: 320, height: 480))
    }

    @Test("AT-026, AT-140: invalidations are coalesced into one prepare at the next pass")
    func coalescedInvalidation() {
        let stage = GridStage()
        stage.collectionView.layoutIfNeeded()
        for _ in 0..<3 { stage.layout.invalidateLayout() }
        #expect(stage.layout.count("prepare") == 1, "nothing happens synchronously")
        stage.collectionView.layoutIfNeeded()
        #expect(stage.layout.count("prepare") == 2)
        for _ in 0..<1000 { stage.layout.invalidateLayout() }
        stage.sim.runUntilIdle()
        #expect(stage.layout.count("prepare") == 3)
        #expect(stage.layout.contexts.allSatisfy { $0.invalidateEverything })
    }

    @Test("AT-027: after invalidateLayout the pass runs the three core calls in order again")
    func orderAfterInvalidation() {
        let stage = GridStage()
        stage.collectionView.layoutIfNeeded()
        stage.layout.log = []
        stage.layout.invalidateLayout()
        stage.collectionView.layoutIfNeeded()
        #expect(stage.layout.log == ["prepare", "collectionViewContentSize", "layoutAttributesForElements"])
    }

    @Test("AT-028: a scroll asks shouldInvalidateLayout(forBoundsChange:) once; answered false, only the rect is asked again")
    func scrollWithoutInvalidation() throws {
        let stage = GridStage()
        stage.collectionView.layoutIfNeeded()
        stage.layout.log = []
        stage.collectionView.contentOffset = CGPoint(x: 0, y: 300)
        stage.collectionView.layoutIfNeeded()
        #expect(stage.layout.log == ["shouldInvalidateLayout", "layoutAttributesForElements"])
        #expect(stage.layout.boundsChanges == [CGRect(x: 0, y: 300, width: 320, height: 480)])
        let rect = try #require(stage.layout.rects.last)
        #expect(rect.intersects(CGRect(x: 0, y: 300, width: 320, height: 480)))
        #expect(stage.visibleItems == Array(6...23))
    }

    @Test("AT-029: answered true, the layout is invalidated with its bounds-change context and prepared again")
    func scrollWithInvalidation() throws {
        let stage = GridStage()
        stage.layout.invalidatesOnBoundsChange = true
        stage.collectionView.layoutIfNeeded()
        stage.collectionView.contentOffset = CGPoint(x: 0, y: 300)
        stage.collectionView.layoutIfNeeded()
        #expect(stage.layout.count("prepare") == 2)
        let context = try #require(stage.layout.contexts.last)
        #expect(!context.invalidateEverything && !context.invalidateDataSourceCounts)
    }

    @Test("a new size (through the frame) is a bounds change too; the first layout is not")
    func sizeChange() {
        let stage = GridStage()
        stage.collectionView.layoutIfNeeded()
        #expect(stage.layout.boundsChanges.isEmpty)
        stage.collectionView.frame = CGRect(x: 0, y: 40, width: 320, height: 200)
        stage.collectionView.layoutIfNeeded()
        #expect(stage.layout.boundsChanges == [CGRect(x: 0, y: 0, width: 320, height: 200)])
        #expect(stage.visibleItems == Array(0...5))
    }

    @Test("AT-031: the attributes set the cell's centre, size, alpha and layer transform")
    func attributesApplied() throws {
        let stage = GridStage()
        stage.layout.itemOverrides[IndexPath(item: 0, section: 0)] = { attributes in
            attributes.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
            attributes.alpha = 0.5
            attributes.zIndex = 3
            attributes.transform3D = CATransform3DMakeScale(2, 2, 1)
        }
        stage.collectionView.layoutIfNeeded()
        let cell = try #require(stage.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(cell.center == CGPoint(x: 25, y: 40) && cell.bounds.size == CGSize(width: 30, height: 40))
        #expect(cell.alpha == 0.5)
        #expect(CATransform3DEqualToTransform(cell.layer.transform, CATransform3DMakeScale(2, 2, 1)))
        #expect(stage.collectionView.subviews.last === cell, "the highest zIndex is in front")
    }

    @Test("AT-032: overlapping cells stack by zIndex, whatever the order the layout gives them in")
    func zIndexOrder() throws {
        let stage = GridStage(counts: [2])
        stage.layout.itemOverrides[IndexPath(item: 0, section: 0)] = { $0.zIndex = 1; $0.frame.origin.x = 50 }
        stage.collectionView.layoutIfNeeded()
        let first = try #require(stage.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        let second = try #require(stage.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        let order = stage.collectionView.subviews
        #expect(order.firstIndex(of: first)! > order.firstIndex(of: second)!)
        // A zIndex change of a staying cell moves it.
        stage.layout.itemOverrides[IndexPath(item: 0, section: 0)] = { $0.zIndex = -1; $0.frame.origin.x = 50 }
        stage.layout.invalidateLayout()
        stage.collectionView.layoutIfNeeded()
        let reordered = stage.collectionView.subviews
        #expect(reordered.firstIndex(of: first)! < reordered.firstIndex(of: second)!)
        #expect(stage.collectionView.indexPathForItem(at: CGPoint(x: 120, y: 50)) == IndexPath(item: 1, section: 0))
    }

    @Test("AT-033: the collection view answers attributes for items off screen from the layout")
    func offscreenAttributes() {
        let stage = GridStage()
        stage.collectionView.layoutIfNeeded()
        #expect(stage.collectionView.layoutAttributesForItem(at: IndexPath(item: 998, section: 0))?.frame
            == CGRect(x: 220, y: 36_520, width: 100, height: 100))
        #expect(stage.collectionView.layoutAttributesForItem(at: IndexPath(item: 1000, section: 0)) == nil)
        #expect(stage.collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 1)) == nil)
    }

    @Test("views that stay get their attributes again only when they changed")
    func reapplyOnlyChanges() throws {
        let stage = GridStage()
        stage.collectionView.layoutIfNeeded()
        let cell = try #require(stage.collectionView.cellForItem(at: IndexPath(item: 4, section: 0)) as? MyCell)
        let applied = cell.appliedCount
        stage.layout.invalidateLayout()
        stage.collectionView.layoutIfNeeded()
        #expect(cell.appliedCount == applied)
        stage.layout.itemOverrides[IndexPath(item: 4, section: 0)] = { $0.alpha = 0.25 }
        stage.layout.invalidateLayout()
        stage.collectionView.layoutIfNeeded()
        #expect(cell.appliedCount == applied + 1 && cell.alpha == 0.25)
    }

    @Test("attributes for items that do not exist, and non-finite frames, are ignored")
    func badAttributes() {
        let stage = GridStage(counts: [2])
        let ghost = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 7, section: 0))
        ghost.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        let nan = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 1, section: 0))
        nan.frame = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 50)
        stage.layout.extraAttributes = [ghost, nan]
        stage.collectionView.layoutIfNeeded()
        #expect(stage.visibleItems == [0, 1])
        #expect(stage.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame
            == CGRect(x: 110, y: 0, width: 100, height: 100), "the first attributes for an element win")
    }

    @Test("a new layout takes over at the next pass; the old one lets go of the collection view")
    func replaceLayout() {
        let stage = GridStage()
        stage.collectionView.layoutIfNeeded()
        let cells = Set(stage.collectionView.visibleCells.map(ObjectIdentifier.init))
        let next = GridLayout()
        stage.collectionView.collectionViewLayout = next
        #expect(stage.layout.collectionView == nil && next.collectionView === stage.collectionView)
        stage.collectionView.layoutIfNeeded()
        #expect(Array(next.log.prefix(3)) == ["prepare", "collectionViewContentSize", "layoutAttributesForElements"])
        #expect(Set(stage.collectionView.visibleCells.map(ObjectIdentifier.init)) == cells)
    }

    @Test("the background view fills the bounds, stays put while scrolling, and sits behind the cells")
    func backgroundView() {
        let stage = GridStage()
        let background = UIView()
        stage.collectionView.backgroundView = background
        stage.scroll(toY: 500)
        #expect(background.frame == CGRect(x: 0, y: 500, width: 320, height: 480))
        #expect(stage.collectionView.subviews.first === background)
        stage.collectionView.backgroundView = nil
        #expect(background.superview == nil)
    }

    @Test("one scroll frame over a million items asks one rect and touches only the visible items")
    func scrollCostAtScale() {
        let stage = GridStage(counts: [1_000_000])
        stage.collectionView.layoutIfNeeded()
        #expect(stage.collectionView.contentSize.height == 36_666_730)
        stage.layout.log = []
        stage.scroll(toY: 11_000_000)
        #expect(stage.layout.log == ["shouldInvalidateLayout", "layoutAttributesForElements"])
        #expect(stage.visibleItems == Array(300_000...300_014))
        #expect(Lifecycle.inits <= 18)
        #expect(stage.collectionView.layoutAttributesForItem(at: IndexPath(item: 999_998, section: 0))?.frame
            == CGRect(x: 220, y: 36_666_520, width: 100, height: 100))
    }
}
