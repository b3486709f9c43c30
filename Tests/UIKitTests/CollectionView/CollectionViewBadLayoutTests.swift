import Foundation
import Testing
@_spi(Testing) import UIKit
import UIKitTesting

/// A grid whose deleted items leave for a frame that is not a number.
@MainActor
private final class NaNFinalLayout: GridLayout {
    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: itemIndexPath)
        attributes.frame = CGRect(x: CGFloat.nan, y: 0, width: 100, height: CGFloat.nan)
        return attributes
    }
}

/// A grid whose answers for some items get other frames (after the grid's own rect test).
@MainActor
private final class PatchedGridLayout: GridLayout {
    var patches: [Int: CGRect] = [:]

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        super.layoutAttributesForElements(in: rect)?.map { attributes in
            guard let frame = patches[attributes.indexPath.item] else { return attributes }
            attributes.frame = frame
            return attributes
        }
    }
}

/// Bad data from a layout (issue 7): attributes for items that do not exist are ignored with
/// one log line per preparation of the layout; frames that are not finite hide the item.
@Suite("Collection view: bad layout data")
@MainActor
struct CollectionViewBadLayoutTests {
    /// The collection view's log lines about items that do not exist, while `body` runs.
    private func missingItemLines(_ body: () -> Void) -> [String] {
        LayoutDiagnostics.startRecording()
        defer { LayoutDiagnostics.recorded = nil }
        body()
        return (LayoutDiagnostics.recorded ?? []).filter { $0.hasPrefix("[UICollectionView]") && $0.contains("does not exist") }
    }

    @Test("issue 7: attributes for items that do not exist are ignored, one log line per preparation, not per frame")
    func missingItemsLogOncePerPreparation() {
        let stage = GridStage(counts: [4])
        // Item 9 of section 0 (of 4 items), and item 0 of a section that does not exist.
        stage.layout.extraAttributes = [IndexPath(item: 9, section: 0), IndexPath(item: 0, section: 3)].map { path in
            let ghost = UICollectionViewLayoutAttributes(forCellWith: path)
            ghost.frame = CGRect(x: CGFloat(path.section) * 60, y: 200, width: 50, height: 50)
            return ghost
        }
        let lines = missingItemLines {
            stage.collectionView.layoutIfNeeded()
            for y in [10, 20, 30, 0] as [CGFloat] { stage.scroll(toY: y) }
        }
        #expect(lines.count == 1, "five passes over one preparation: one line")
        #expect(lines.first?.contains("[0, 9]") == true && lines.first?.contains("2 in this query") == true)
        #expect(stage.visibleItems == [0, 1, 2, 3])
        #expect(stage.cellSubviews.count == 4, "no view for the ghosts")
        #expect(stage.dataSource.cellRequests.allSatisfy { $0.item < 4 && $0.section == 0 })

        let again = missingItemLines {
            stage.layout.invalidateLayout()
            stage.collectionView.layoutIfNeeded()
            stage.scroll(toY: 5)
        }
        #expect(again.count == 1, "a new preparation logs once more")
    }

    @Test("issue 7: an item whose attributes have a NaN or infinite size gets no view; the others show")
    func nonFiniteSizeHidesTheItem() {
        let layout = PatchedGridLayout()
        let stage = GridStage(counts: [6], layout: layout)
        layout.patches = [1: CGRect(x: 110, y: 0, width: CGFloat.nan, height: 100),
                          4: CGRect(x: 110, y: 110, width: 100, height: CGFloat.infinity)]
        stage.collectionView.layoutIfNeeded()
        #expect(stage.visibleItems == [0, 2, 3, 5])
        #expect(stage.cellSubviews.allSatisfy { $0.frame.origin.x.isFinite && $0.frame.width.isFinite })
        #expect(!stage.dataSource.cellRequests.contains(IndexPath(item: 1, section: 0)))
    }

    @Test("issue 7: a shown cell whose attributes become NaN leaves the screen; finite ones bring it back")
    func shownCellBecomingNaN() {
        let layout = PatchedGridLayout()
        let stage = GridStage(counts: [3], layout: layout)
        stage.collectionView.layoutIfNeeded()
        #expect(stage.visibleItems == [0, 1, 2])
        layout.patches = [2: CGRect(x: 220, y: CGFloat.nan, width: 100, height: 100)]
        stage.layout.invalidateLayout()
        stage.collectionView.layoutIfNeeded()
        #expect(stage.visibleItems == [0, 1])
        #expect(stage.cellSubviews.count == 2)
        layout.patches = [:]
        stage.layout.invalidateLayout()
        stage.collectionView.layoutIfNeeded()
        #expect(stage.visibleItems == [0, 1, 2])
        #expect(stage.collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.frame
            == CGRect(x: 220, y: 0, width: 100, height: 100))
    }

    @Test("issue 7: a deleted cell whose final attributes are NaN is hidden where it was, never placed at NaN")
    func nanFinalAttributesHide() throws {
        let stage = GridStage(counts: [3], layout: NaNFinalLayout())
        stage.sim.runUntilIdle()
        let cell = try #require(stage.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        stage.dataSource.counts = [2]
        stage.collectionView.deleteItems(at: [IndexPath(item: 1, section: 0)])
        #expect(cell.superview === stage.collectionView, "the leaving cell stays until the animation ends")
        #expect(cell.isHidden)
        #expect(cell.frame == CGRect(x: 110, y: 0, width: 100, height: 100))
        stage.sim.advance(by: 0.5)
        #expect(cell.superview == nil)
        #expect(stage.visibleItems == [0, 1])
        let moved = try #require(stage.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(!moved.isHidden && moved.frame == CGRect(x: 110, y: 0, width: 100, height: 100))
    }
}
