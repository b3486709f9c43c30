import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Orthogonal sections of a compositional layout: the row laid out across a vertical layout,
/// scrolled by real drags in its own scroll view per behaviour, its cells realized in view
/// only, hit tests, selection and `scrollToItem` in a scrolled row, fixed headers,
/// backgrounds, and `visibleItemsInvalidationHandler`.
@MainActor
@Suite("Compositional layout: orthogonal scrolling", .serialized)
struct CompositionalOrthogonalTests {
    private typealias Stage = CompositionalStage

    /// Section 0: a row of 100×100 groups 10 apart, inset 10 top and bottom and 20 leading
    /// and trailing, scrolling as `behavior` says (the collection view is 300 wide, so its
    /// row shows at y 110–210 on screen); section 1: rows 50 tall.
    private static func layout(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior,
                               header: Bool = false,
                               configure: @escaping (NSCollectionLayoutSection) -> Void = { _ in })
        -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { index, _ in
            let item = NSCollectionLayoutItem(layoutSize: Stage.size(.fractionalWidth(1), .fractionalHeight(1)))
            guard index == 0 else {
                return Stage.section(.horizontal(layoutSize: Stage.size(.fractionalWidth(1), .absolute(50)), subitems: [item]))
            }
            let section = Stage.section(.horizontal(layoutSize: Stage.size(.absolute(100), .absolute(100)), subitems: [item]))
            section.orthogonalScrollingBehavior = behavior
            section.interGroupSpacing = 10
            section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
            if header {
                section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: Stage.size(.fractionalWidth(1), .absolute(30)),
                    elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
            }
            configure(section)
            return section
        }
    }

    private func stage(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, items: Int = 1000,
                       header: Bool = false,
                       configure: @escaping (NSCollectionLayoutSection) -> Void = { _ in }) -> Stage {
        let stage = Stage(counts: [items, 40], layout: Self.layout(behavior, header: header, configure: configure),
                          kinds: header ? [UICollectionView.elementKindSectionHeader] : [])
        stage.sim.runUntilIdle()
        return stage
    }

    /// The row's scroll view (as an app finds it: a scroll view inside the collection view).
    private func row(_ stage: Stage) throws -> UIScrollView {
        try #require(stage.collectionView.subviews.compactMap { $0 as? UIScrollView }.first)
    }

    /// The items of section 0 with a cell on screen.
    private func shownItems(_ stage: Stage) -> [Int] {
        stage.collectionView.indexPathsForVisibleItems.filter { $0.section == 0 }.map(\.item).sorted()
    }

    /// A flick leftwards across the row (screen y 160).
    private func flickLeft(_ stage: Stage, distance: CGFloat = 120, duration: TimeInterval = 0.1) {
        stage.sim.drag(from: CGPoint(x: 250, y: 160), to: CGPoint(x: 250 - distance, y: 160), duration: duration)
        stage.sim.runUntilIdle()
    }

    @Test("an orthogonal section lays its groups side by side across a vertical layout, interGroupSpacing apart; the section is one group tall plus its insets")
    func rowGeometry() {
        let stage = stage(.continuous)
        #expect(stage.frame(0) == CGRect(x: 20, y: 10, width: 100, height: 100))
        #expect(stage.frame(1) == CGRect(x: 130, y: 10, width: 100, height: 100))
        #expect(stage.frame(999) == CGRect(x: 20 + 999 * 110, y: 10, width: 100, height: 100))
        #expect(stage.frame(0, section: 1) == CGRect(x: 0, y: 120, width: 300, height: 50))
        #expect(stage.collectionView.contentSize == CGSize(width: 300, height: 120 + 40 * 50))
    }

    @Test("a horizontal drag scrolls the row on its own: the collection view's offset stays, and only the cells in view are made")
    func dragScrollsRowOnly() throws {
        let stage = stage(.continuous)
        let scroller = try row(stage)
        #expect(scroller.contentSize == CGSize(width: 20 + 1000 * 110 - 10 + 20, height: 120))
        #expect(shownItems(stage) == [0, 1, 2])
        stage.sim.drag(from: CGPoint(x: 250, y: 160), to: CGPoint(x: 50, y: 160), duration: 0.5)
        stage.sim.runUntilIdle()
        #expect(stage.collectionView.contentOffset == .zero)
        let offset = scroller.contentOffset.x
        #expect(offset > 150)
        let first = Int((offset - 20 + 10) / 110)
        #expect(shownItems(stage).first == first)
        #expect(shownItems(stage).count <= 4)
        let requested = Set(stage.dataSource.cellRequests.filter { $0.section == 0 }.map(\.item))
        #expect(requested.count < 10, "cells made only for the items that came into view")
        // The cells show where the row put them.
        let cell = try #require(stage.collectionView.cellForItem(at: IndexPath(item: first + 1, section: 0)))
        let onScreen = cell.convert(cell.bounds, to: nil)
        #expect(abs(onScreen.minX - (20 + CGFloat(first + 1) * 110 - offset)) < 0.01)
        #expect(onScreen.minY == 110)
    }

    @Test("a vertical drag over the row scrolls the collection view, not the row")
    func verticalDragScrollsCollectionView() throws {
        let stage = stage(.continuous)
        stage.sim.drag(from: CGPoint(x: 150, y: 400), to: CGPoint(x: 150, y: 200), duration: 0.5)
        stage.sim.runUntilIdle()
        #expect(stage.collectionView.contentOffset.y > 100)
        #expect(try row(stage).contentOffset == .zero)
    }

    @Test(".continuous decelerates freely after a flick: it glides past the lift and rests where the fling stops")
    func continuousGlides() throws {
        let stage = stage(.continuous)
        let scroller = try row(stage)
        #expect(scroller.decelerationRate == .normal && !scroller.isPagingEnabled)
        #expect(!scroller.showsHorizontalScrollIndicator && !scroller.showsVerticalScrollIndicator)
        flickLeft(stage)
        #expect(scroller.contentOffset.x > 400, "the fling carries on well past the 120 points dragged")
        #expect(stage.collectionView.contentOffset == .zero)
    }

    @Test(".continuousGroupLeadingBoundary comes to rest with a group's leading edge at the leading inset")
    func continuousLeadingBoundary() throws {
        let stage = stage(.continuousGroupLeadingBoundary)
        let scroller = try row(stage)
        flickLeft(stage)
        let offset = scroller.contentOffset.x
        #expect(offset > 400)
        #expect(abs(offset / 110 - (offset / 110).rounded()) < 0.001, "offset \(offset) is a whole number of groups")
    }

    @Test(".paging rests on pages of the row's visible width")
    func paging() throws {
        let stage = stage(.paging)
        let scroller = try row(stage)
        #expect(scroller.isPagingEnabled)
        flickLeft(stage, distance: 60)
        #expect(scroller.contentOffset.x == 300)
        flickLeft(stage, distance: 60)
        #expect(scroller.contentOffset.x == 600)
    }

    @Test(".groupPaging moves one group per flick and rests with the group's leading edge at the leading inset")
    func groupPaging() throws {
        let stage = stage(.groupPaging)
        let scroller = try row(stage)
        flickLeft(stage, distance: 60)
        #expect(scroller.contentOffset.x == 110)
        flickLeft(stage, distance: 60)
        #expect(scroller.contentOffset.x == 220)
        // A slow drag back of less than half a group settles where it was.
        stage.sim.drag(from: CGPoint(x: 100, y: 160), to: CGPoint(x: 140, y: 160), duration: 1)
        stage.sim.runUntilIdle()
        #expect(scroller.contentOffset.x == 220)
    }

    @Test(".groupPagingCentered starts and rests with a group centred in the row")
    func groupPagingCentered() throws {
        let stage = stage(.groupPagingCentered)
        let scroller = try row(stage)
        #expect(stage.frame(0) == CGRect(x: 100, y: 10, width: 100, height: 100), "the first group centred at rest")
        flickLeft(stage, distance: 60)
        let second = try #require(stage.frame(1))
        #expect(scroller.contentOffset.x + 150 == second.midX)
    }

    @Test("orthogonalScrollingProperties: the row decelerates at the collection view's rate unless the section sets one; bounce .never stops at the ends, .always bounces a row that fits")
    func scrollingProperties() throws {
        let automatic = stage(.groupPaging)
        let item = NSCollectionLayoutItem(layoutSize: Stage.size(.absolute(10), .absolute(10)))
        let defaults = NSCollectionLayoutSection(group: .horizontal(layoutSize: Stage.size(.absolute(10), .absolute(10)),
                                                                    subitems: [item]))
        #expect(defaults.orthogonalScrollingProperties.decelerationRate == .automatic)
        #expect(defaults.orthogonalScrollingProperties.bounce == .automatic)
        let automaticRow = try row(automatic)
        #expect(automaticRow.decelerationRate == .normal && automaticRow.bounces)
        let fast = stage(.continuous) { $0.orthogonalScrollingProperties.decelerationRate = .fast }
        #expect(try row(fast).decelerationRate == .fast)
        let never = stage(.continuous) { $0.orthogonalScrollingProperties.bounce = .never }
        let stiff = try row(never)
        let finger = never.sim.touchDown(at: CGPoint(x: 100, y: 160))
        never.sim.touchMove(finger, to: CGPoint(x: 150, y: 160))
        never.sim.touchMove(finger, to: CGPoint(x: 200, y: 160))
        #expect(stiff.contentOffset.x == 0, "held at the leading end")
        never.sim.touchUp(finger)
        let always = stage(.continuous, items: 2) { $0.orthogonalScrollingProperties.bounce = .always }
        let loose = try row(always)
        let second = always.sim.touchDown(at: CGPoint(x: 200, y: 160))
        always.sim.touchMove(second, to: CGPoint(x: 150, y: 160))
        always.sim.touchMove(second, to: CGPoint(x: 100, y: 160))
        #expect(loose.contentOffset.x > 0, "a row that fits still follows the finger")
        always.sim.touchUp(second)
        always.sim.runUntilIdle()
        #expect(loose.contentOffset.x == 0)
    }

    @Test("a row with fewer items than fit does not scroll")
    func fewItemsDoNotScroll() throws {
        let stage = stage(.continuous, items: 2)
        let scroller = try row(stage)
        #expect(scroller.contentSize.width == 250)
        flickLeft(stage)
        #expect(scroller.contentOffset == .zero)
        #expect(shownItems(stage) == [0, 1])
    }

    @Test("in a scrolled row, indexPathForItem(at:) finds the item shown there, layoutAttributesForItem keeps the unscrolled frame, and a tap selects the item under the finger")
    func hitTestingAndSelection() throws {
        let stage = stage(.continuous)
        let scroller = try row(stage)
        scroller.contentOffset = CGPoint(x: 550, y: 0)
        stage.sim.runUntilIdle()
        // Item 5 starts at 20 + 550 = 570: on screen at x 20.
        #expect(stage.collectionView.indexPathForItem(at: CGPoint(x: 600, y: 60)) != IndexPath(item: 5, section: 0),
                "collection view coordinates: the row scrolled item 5 to x 20")
        #expect(stage.collectionView.indexPathForItem(at: CGPoint(x: 30, y: 60)) == IndexPath(item: 5, section: 0))
        #expect(stage.collectionView.layoutAttributesForItem(at: IndexPath(item: 5, section: 0))?.frame
            == CGRect(x: 570, y: 10, width: 100, height: 100))
        stage.sim.tap(at: CGPoint(x: 150, y: 160))
        stage.sim.runUntilIdle()
        #expect(stage.collectionView.indexPathsForSelectedItems == [IndexPath(item: 6, section: 0)])
        #expect(stage.collectionView.cellForItem(at: IndexPath(item: 6, section: 0))?.isSelected == true)
        #expect(stage.collectionView.contentOffset == .zero)
    }

    @Test("scrollToItem scrolls the item's row to show it where the position says; the collection view moves only along its own axis")
    func scrollToItem() throws {
        let stage = stage(.continuous)
        let scroller = try row(stage)
        stage.collectionView.scrollToItem(at: IndexPath(item: 20, section: 0), at: .centeredHorizontally, animated: false)
        #expect(abs(scroller.contentOffset.x - (20 + 20 * 110 + 50 - 150)) < 0.01)
        #expect(stage.collectionView.contentOffset == .zero)
        stage.collectionView.layoutIfNeeded()
        #expect(stage.collectionView.cellForItem(at: IndexPath(item: 20, section: 0)) != nil)
        stage.collectionView.scrollToItem(at: IndexPath(item: 3, section: 0), at: [.left, .top], animated: true)
        stage.sim.runUntilIdle()
        #expect(abs(scroller.contentOffset.x - (20 + 3 * 110)) < 0.01)
        #expect(stage.collectionView.contentOffset == CGPoint(x: 0, y: 10), "the item's top at the top")
        #expect(shownItems(stage).contains(3))
    }

    @Test("headers of an orthogonal section stay put while the row scrolls; the section's background covers it, behind the row")
    func headerAndBackgroundStay() throws {
        let layout = Self.layout(.continuous, header: true) { section in
            section.decorationItems = [NSCollectionLayoutDecorationItem.background(elementKind: "background")]
        }
        layout.register(BackgroundDecoration.self, forDecorationViewOfKind: "background")
        let stage = Stage(counts: [1000, 40], layout: layout, kinds: [UICollectionView.elementKindSectionHeader])
        stage.sim.runUntilIdle()
        let collectionView = stage.collectionView
        let scroller = try row(stage)
        #expect(scroller.frame == CGRect(x: 0, y: 30, width: 300, height: 120), "below the 30-point header")
        let header = try #require(collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                                   at: IndexPath(item: 0, section: 0)))
        let background = try #require(collectionView.subviews.first { $0 is BackgroundDecoration })
        let headerFrame = header.frame
        #expect(headerFrame == CGRect(x: 20, y: 0, width: 260, height: 30), "across the content insets")
        #expect(background.frame == CGRect(x: 0, y: 0, width: 300, height: 150))
        stage.sim.drag(from: CGPoint(x: 250, y: 190), to: CGPoint(x: 50, y: 190), duration: 0.5)
        stage.sim.runUntilIdle()
        #expect(scroller.contentOffset.x > 150)
        #expect(header.superview === collectionView && header.frame == headerFrame)
        #expect(background.frame == CGRect(x: 0, y: 0, width: 300, height: 150))
        let order = collectionView.subviews
        #expect(order.firstIndex { $0 === background }! < order.firstIndex { $0 === scroller }!)
        #expect(order.firstIndex { $0 === scroller }! < order.firstIndex { $0 === header }!)
    }

    @Test("visibleItemsInvalidationHandler gets the row's visible items and offset as it scrolls; the transforms it sets show on the cells")
    func visibleItemsHandler() throws {
        var calls: [(items: [IndexPath], offset: CGPoint)] = []
        let stage = stage(.continuous) { section in
            section.visibleItemsInvalidationHandler = { items, offset, environment in
                calls.append((items.map(\.indexPath).sorted(), offset))
                for item in items where item.representedElementCategory == .cell {
                    // Scale by the distance of the item's centre from the row's centre.
                    let distance = abs(item.frame.midX - offset.x - environment.container.contentSize.width / 2)
                    let scale = max(0.5, 1 - distance / 300)
                    item.transform = CGAffineTransform(scaleX: scale, y: scale)
                }
            }
        }
        let last = try #require(calls.last)
        #expect(last.items == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0)])
        #expect(last.offset == .zero)
        let middle = try #require(stage.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(middle.layer.transform.m11 == 1 - 30.0 / 300, "item 1's centre is at 180, 30 from the row's")
        let count = calls.count
        try row(stage).contentOffset = CGPoint(x: 30, y: 0)
        stage.sim.runUntilIdle()
        #expect(calls.count > count)
        #expect(calls.last?.offset == CGPoint(x: 30, y: 0))
        #expect(middle.layer.transform.m11 == 1, "item 1 is centred now")
    }

    @Test("visibleItemsInvalidationHandler of an ordinary section is called as the collection view scrolls, with its offset and the items in the bounds; the alpha it sets shows")
    func handlerOfOrdinarySection() throws {
        var calls: [(items: [IndexPath], offset: CGPoint)] = []
        let layout = UICollectionViewCompositionalLayout { _, _ in
            let item = NSCollectionLayoutItem(layoutSize: Stage.size(.fractionalWidth(1), .fractionalHeight(1)))
            let section = Stage.section(.horizontal(layoutSize: Stage.size(.fractionalWidth(1), .absolute(100)),
                                                    subitems: [item]))
            section.visibleItemsInvalidationHandler = { items, offset, _ in
                calls.append((items.map(\.indexPath).sorted { $0.item < $1.item }, offset))
                for item in items { item.alpha = 0.5 }
            }
            return section
        }
        let stage = Stage(counts: [50], layout: layout)
        stage.sim.runUntilIdle()
        #expect(calls.last?.items.map(\.item) == [0, 1, 2, 3])
        #expect(stage.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.alpha == 0.5)
        stage.collectionView.contentOffset = CGPoint(x: 0, y: 250)
        stage.sim.runUntilIdle()
        #expect(calls.last?.offset == CGPoint(x: 0, y: 250))
        #expect(calls.last?.items.map(\.item) == [2, 3, 4, 5, 6])
        #expect(stage.collectionView.cellForItem(at: IndexPath(item: 6, section: 0))?.alpha == 0.5)
    }

    @Test("in a horizontal layout an orthogonal section stacks its groups vertically and a vertical drag scrolls its row")
    func horizontalLayout() throws {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { _, _ in
            let item = NSCollectionLayoutItem(layoutSize: Stage.size(.fractionalWidth(1), .fractionalHeight(1)))
            let section = Stage.section(.horizontal(layoutSize: Stage.size(.absolute(120), .absolute(150)), subitems: [item]))
            section.orthogonalScrollingBehavior = .groupPaging
            section.interGroupSpacing = 10
            return section
        }, configuration: configuration)
        let stage = Stage(counts: [100, 100], layout: layout)
        stage.sim.runUntilIdle()
        #expect(stage.frame(1) == CGRect(x: 0, y: 160, width: 120, height: 150))
        #expect(stage.frame(0, section: 1) == CGRect(x: 120, y: 0, width: 120, height: 150))
        let scroller = try row(stage)
        #expect(scroller.frame == CGRect(x: 0, y: 0, width: 120, height: 400))
        stage.sim.drag(from: CGPoint(x: 60, y: 400), to: CGPoint(x: 60, y: 340), duration: 0.1)
        stage.sim.runUntilIdle()
        #expect(scroller.contentOffset == CGPoint(x: 0, y: 160))
        #expect(stage.collectionView.contentOffset == .zero)
        #expect(shownItems(stage).contains(3))
    }

    @Test("items inserted into a scrolled row by a batch update show in place in the row")
    func batchInsertInRow() throws {
        let stage = stage(.continuous, items: 20)
        let scroller = try row(stage)
        scroller.contentOffset = CGPoint(x: 330, y: 0)
        stage.sim.runUntilIdle()
        #expect(shownItems(stage) == [2, 3, 4, 5])
        stage.dataSource.counts = [21, 40]
        stage.collectionView.performBatchUpdates {
            stage.collectionView.insertItems(at: [IndexPath(item: 3, section: 0)])
        }
        stage.sim.runUntilIdle()
        #expect(scroller.contentOffset.x == 330)
        #expect(shownItems(stage) == [2, 3, 4, 5])
        let inserted = try #require(stage.collectionView.cellForItem(at: IndexPath(item: 3, section: 0)))
        #expect(inserted.frame == CGRect(x: 350, y: 10, width: 100, height: 100))
        #expect(inserted.superview?.superview === scroller)
    }

    @Test("a section whose behaviour changes on invalidation moves its cells between the row and the collection view")
    func behaviourChange() throws {
        var behavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.continuous
        let stage = stage(.continuous) { $0.orthogonalScrollingBehavior = behavior }
        let cell = try #require(stage.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(cell.superview?.superview is UIScrollView && cell.superview?.superview !== stage.collectionView)
        behavior = .none
        stage.layout.invalidateLayout()
        stage.sim.runUntilIdle()
        #expect(stage.frame(1) == CGRect(x: 20, y: 120, width: 100, height: 100), "stacked again")
        #expect(stage.collectionView.subviews.allSatisfy { !($0 is CollectionOrthogonalScrollView) })
        let stacked = try #require(stage.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(stacked.superview === stage.collectionView)
        behavior = .paging
        stage.layout.invalidateLayout()
        stage.sim.runUntilIdle()
        #expect(try row(stage).isPagingEnabled)
        #expect(stage.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.superview?.superview is UIScrollView)
    }

    @Test("reloadData with fewer items keeps the row within its new content and shows the right cells")
    func reloadDataClamps() throws {
        let stage = stage(.continuous)
        let scroller = try row(stage)
        scroller.contentOffset = CGPoint(x: 5000, y: 0)
        stage.sim.runUntilIdle()
        stage.dataSource.counts = [5, 40]
        stage.collectionView.reloadData()
        stage.sim.runUntilIdle()
        // 5 items: 20 + 5 × 110 − 10 + 20 = 580 wide, so the offset rests at 280.
        #expect(scroller.contentOffset.x == 280)
        #expect(shownItems(stage) == [2, 3, 4])
    }
}
