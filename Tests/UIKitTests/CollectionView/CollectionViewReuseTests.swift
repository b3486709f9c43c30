import Foundation
@testable import UIKit
import Testing
import UIKitTesting

/// Scenarios B: registration, dequeuing and the reuse queues (departing views are queued
/// before new ones are made, so live views never exceed the visible ones).
@MainActor
@Suite("Collection view registration and reuse")
struct CollectionViewReuseTests {
    @Test("AT-012, AT-013: dequeuing a registered identifier makes a new cell with that identifier")
    func dequeueRegistered() throws {
        let stage = GridStage(attach: false)
        let cell = stage.collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: IndexPath(item: 0, section: 0))
        #expect(cell is MyCell && cell.reuseIdentifier == "Cell")
        #expect(Lifecycle.inits == 1 && Lifecycle.reuses == 0)
        #expect(cell.frame == .zero, "the layout is not prepared yet: no attributes")
        stage.collectionView.layoutIfNeeded()
        let another = stage.collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: IndexPath(item: 4, section: 0))
        #expect(another.frame == CGRect(x: 110, y: 110, width: 100, height: 100), "the layout's attributes are applied")
    }

    @Test("AT-015: supplementary registrations are by kind and identifier")
    func supplementaryRegistration() {
        let stage = GridStage()
        stage.collectionView.register(HeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                      withReuseIdentifier: "H")
        let view = stage.collectionView.dequeueReusableSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "H", for: IndexPath(item: 0, section: 0))
        #expect(view is HeaderView && view.reuseIdentifier == "H")
        #expect(UICollectionView.elementKindSectionHeader == "UICollectionElementKindSectionHeader")
        #expect(UICollectionView.elementKindSectionFooter == "UICollectionElementKindSectionFooter")
    }

    @Test("AT-016: cells that scroll out are queued and reused, never destroyed")
    func reuseQueue() {
        let stage = GridStage()
        stage.collectionView.layoutIfNeeded()
        #expect(Lifecycle.inits == 15)
        stage.scroll(toY: 95)
        #expect(stage.visibleItems == Array(0...17))
        #expect(Lifecycle.inits == 18 && Lifecycle.reuses == 0)
        stage.scroll(toY: 220)
        #expect(stage.visibleItems == Array(6...20))
        #expect(Lifecycle.inits == 18 && Lifecycle.reuses == 3)
        #expect(stage.collectionView.reuseQueues.values.map(\.count) == [3])
        #expect(stage.cellSubviews.count == 15, "queued cells leave the hierarchy")
    }

    @Test("AT-017: scrolling 1000 items end to end in 50-point steps makes at most 18 cells")
    func boundedInstances() {
        let stage = GridStage()
        stage.collectionView.layoutIfNeeded()
        #expect(stage.collectionView.contentSize == CGSize(width: 320, height: 36_730))
        var y: CGFloat = 0
        while y < 36_250 {
            y = min(y + 50, 36_250)
            stage.scroll(toY: y)
            #expect(stage.cellSubviews.count == stage.collectionView.visibleCells.count)
        }
        #expect(stage.visibleItems.last == 999)
        #expect(Lifecycle.inits <= 18)
    }

    @Test("AT-018: a recycled cell is reset by prepareForReuse before the data source configures it")
    func prepareForReuseBeforeConfiguration() throws {
        let stage = GridStage()
        var labelAtDequeue: [Int: String?] = [:]
        stage.dataSource.makeCell = { collectionView, indexPath in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath) as! MyCell
            labelAtDequeue[indexPath.item] = cell.label.text
            cell.label.text = "Section:\(indexPath.section), Item:\(indexPath.item)"
            return cell
        }
        stage.collectionView.layoutIfNeeded()
        stage.scroll(toY: 330)
        #expect(labelAtDequeue[21] == .some(nil))
        let cell = try #require(stage.collectionView.cellForItem(at: IndexPath(item: 21, section: 0)) as? MyCell)
        #expect(cell.label.text == "Section:0, Item:21")
    }

    @Test("AT-019: each identifier has its own queue")
    func queuesByIdentifier() {
        let stage = GridStage(counts: [200])
        stage.collectionView.register(MyCell.self, forCellWithReuseIdentifier: "A")
        stage.collectionView.register(OtherCell.self, forCellWithReuseIdentifier: "B")
        var mismatches = 0
        stage.dataSource.makeCell = { collectionView, indexPath in
            let identifier = (indexPath.item / 3).isMultiple(of: 2) ? "A" : "B"
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
            if (identifier == "B") != (cell is OtherCell) || cell.reuseIdentifier != identifier { mismatches += 1 }
            return cell
        }
        stage.collectionView.layoutIfNeeded()
        for step in 1...150 { stage.scroll(toY: CGFloat(step) * 40) }
        for step in (0..<150).reversed() { stage.scroll(toY: CGFloat(step) * 40) }
        #expect(mismatches == 0)
        #expect(stage.collectionView.visibleCells.count == 15)
    }

    @Test("AT-020, AT-022: a decoration view comes from the layout's registration, behind the cells, made once")
    func decorationView() throws {
        let layout = GridLayout()
        layout.decorationKind = "bg"
        layout.register(BackgroundDecoration.self, forDecorationViewOfKind: "bg")
        let stage = GridStage(layout: layout)
        stage.collectionView.layoutIfNeeded()
        #expect(Lifecycle.backgrounds == 1)
        let decoration = try #require(stage.collectionView.subviews.first as? BackgroundDecoration)
        #expect(decoration.frame == CGRect(x: 0, y: 0, width: 320, height: 480) && decoration.reuseIdentifier == "bg")
        #expect(stage.collectionView.subviews.filter { $0 is MyCell }.count == 15)
        #expect(stage.dataSource.log.allSatisfy { !$0.hasPrefix("supplementary") })
        stage.scroll(toY: 1000)
        #expect(decoration.superview == nil)
        stage.scroll(toY: 0)
        #expect(Lifecycle.backgrounds == 1 && decoration.superview === stage.collectionView)
        #expect(stage.collectionView.subviews.first === decoration)
    }

    @Test("live cells never exceed the visible ones while a finger drags the content")
    func dragReuse() {
        let stage = GridStage()
        stage.sim.runUntilIdle()
        #expect(stage.visibleItems == Array(0...14))
        stage.sim.drag(from: CGPoint(x: 160, y: 480), to: CGPoint(x: 160, y: 80), duration: 0.5)
        stage.sim.runUntilIdle()
        let offset = stage.collectionView.contentOffset.y
        #expect(offset > 300)
        #expect(Lifecycle.reuses > 0)
        #expect(stage.cellSubviews.count == stage.collectionView.visibleCells.count)
        #expect(Lifecycle.inits <= 18)
        let rows = stage.visibleItems.map { $0 / 3 }
        #expect(rows.first == Int((offset - 100) / 110) + 1 || rows.first == Int(offset / 110))
    }

    @Test("re-registering an identifier replaces the class for new cells; nil removes it")
    func reregister() {
        let stage = GridStage()
        stage.collectionView.register(OtherCell.self, forCellWithReuseIdentifier: "Cell")
        let cell = stage.collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: IndexPath(item: 0, section: 0))
        #expect(cell is OtherCell)
        stage.collectionView.register(nil, forCellWithReuseIdentifier: "Cell")
        #expect(stage.collectionView.registrations.isEmpty)
    }
}
