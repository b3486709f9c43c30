import Foundation
import Testing
import UIKit

/// The collection-view spec's flow-layout scenarios (E, M) against the engine alone. The
/// scenarios about the layout object, its delegate and the collection view (AT-042, AT-059,
/// AT-060's data source, AT-065/066's invalidation, AT-067/068's subclasses) belong to the
/// `UICollectionViewFlowLayout` wiring; here only their geometry is checked.
@Suite("Flow layout engine: spec scenarios")
struct FlowLayoutScenarioTests {
    @Test("AT-043: a zero item size gives zero-size frames")
    func zeroItemSize() {
        let engine = FlowFixture.vertical(FlowFixture.section(3, size: .zero))
        for item in 0..<3 { #expect(engine.itemFrame(section: 0, item: item)?.size == .zero) }
        #expect(engine.elements(in: CGRect(x: 0, y: 0, width: 320, height: 320)).isEmpty)
    }

    @Test("AT-044: GRID with 7 items, the last row keeps the columns")
    func gridOfSeven() {
        let engine = FlowFixture.grid(7)
        let expected: [(CGFloat, CGFloat)] = [(0, 0), (110, 0), (220, 0), (0, 110), (110, 110), (220, 110), (0, 220)]
        for (item, origin) in expected.enumerated() {
            expectFrame(engine.itemFrame(section: 0, item: item), origin.0, origin.1, 100, 100)
        }
        #expect(engine.contentSize == CGSize(width: 320, height: 320))
    }

    @Test("AT-045: leftover width widens the gaps (width 330: gap 15)")
    func justifiedGaps() {
        let engine = FlowFixture.grid(6, width: 330)
        #expect((0..<3).map { engine.itemFrame(section: 0, item: $0)!.minX } == [0, 115, 230])
        #expect(engine.itemFrame(section: 0, item: 2)!.maxX == 330)
    }

    @Test("AT-046: section insets shrink the line and pad the section")
    func sectionInsets() {
        let engine = FlowFixture.vertical(FlowFixture.section(4, inset: UIEdgeInsets(top: 20, left: 10, bottom: 30, right: 10)))
        expectFrame(engine.itemFrame(section: 0, item: 0), 10, 20, 100, 100)
        expectFrame(engine.itemFrame(section: 0, item: 1), 210, 20, 100, 100)
        expectFrame(engine.itemFrame(section: 0, item: 2), 10, 130, 100, 100)
        #expect(engine.itemFrame(section: 0, item: 1)!.maxX == 310)
        #expect(engine.contentSize == CGSize(width: 320, height: 260))
    }

    @Test("AT-047: left and right insets of 5 leave two per row at x = 5 and 215")
    func narrowInsets() {
        let engine = FlowFixture.vertical(FlowFixture.section(4, inset: UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 5)))
        #expect((0..<4).map { engine.itemFrame(section: 0, item: $0)!.minX } == [5, 215, 5, 215])
    }

    @Test("AT-048: inter-item spacing 11 leaves two per row (three would need 322)")
    func widerSpacing() {
        let engine = FlowFixture.vertical(FlowFixture.section(4, interitemSpacing: 11))
        #expect((0..<4).map { engine.itemFrame(section: 0, item: $0)!.minX } == [0, 220, 0, 220])
    }

    @Test("AT-049: items are centred across their line; the tallest sets the line")
    func centredInLine() {
        let engine = FlowFixture.vertical(FlowFixture.sized([CGSize(width: 100, height: 50), CGSize(width: 100, height: 100),
                                                             CGSize(width: 100, height: 70), CGSize(width: 100, height: 100)]))
        #expect((0..<3).map { engine.itemFrame(section: 0, item: $0)!.minY } == [25, 0, 15])
        #expect(engine.itemFrame(section: 0, item: 3)!.minY == 110)
    }

    @Test("AT-050: line spacing is measured from the tallest item")
    func lineSpacingFromTallest() {
        let engine = FlowFixture.vertical(FlowFixture.sized([CGSize(width: 100, height: 50), CGSize(width: 100, height: 100),
                                                             CGSize(width: 100, height: 50), CGSize(width: 100, height: 20)]))
        let first = engine.itemFrame(section: 0, item: 0)!, fourth = engine.itemFrame(section: 0, item: 3)!
        #expect(first.minY == 25 && first.maxY == 75)
        #expect(fourth.minY == 110)
        #expect(fourth.minY - first.maxY == 35)
    }

    @Test("AT-051: two 150-wide items per row with a gap of 20; the third below at x = 0")
    func twoPerRow() {
        let engine = FlowFixture.vertical(FlowFixture.section(3, size: CGSize(width: 150, height: 50)))
        expectFrame(engine.itemFrame(section: 0, item: 0), 0, 0, 150, 50)
        expectFrame(engine.itemFrame(section: 0, item: 1), 170, 0, 150, 50)
        expectFrame(engine.itemFrame(section: 0, item: 2), 0, 60, 150, 50)
    }

    @Test("AT-052: varying widths: full lines justified, the last packed at the start")
    func varyingWidths() {
        let widths: [CGFloat] = [200, 100, 100, 100, 300]
        let engine = FlowFixture.vertical(FlowFixture.sized(widths.map { CGSize(width: $0, height: 50) }))
        let origins = (0..<5).map { engine.itemFrame(section: 0, item: $0)!.origin }
        #expect(origins == [CGPoint(x: 0, y: 0), CGPoint(x: 220, y: 0), CGPoint(x: 0, y: 60),
                            CGPoint(x: 220, y: 60), CGPoint(x: 0, y: 120)])
    }

    @Test("AT-053: per-item sizes are what the frames get")
    func perItemSizesWin() {
        let engine = FlowFixture.vertical(FlowFixture.sized(Array(repeating: CGSize(width: 100, height: 100), count: 4)))
        for item in 0..<4 { #expect(engine.itemFrame(section: 0, item: item)?.size == CGSize(width: 100, height: 100)) }
    }

    @Test("AT-054: the size closure is asked for every item once, when the engine is built")
    func everyItemAskedOnce() {
        var asked: [Int] = []
        let engine = FlowFixture.vertical(FlowSectionMetrics(itemCount: 1000, itemSizing: .perItem { asked.append($0); return CGSize(width: 100, height: 100) }))
        #expect(asked == Array(0..<1000))
        _ = engine.elements(in: CGRect(x: 0, y: 5000, width: 320, height: 480))
        _ = engine.itemFrame(section: 0, item: 999)
        #expect(asked.count == 1000)
    }

    @Test("AT-055: spacing per section")
    func spacingPerSection() {
        let engine = FlowFixture.vertical(width: 300, FlowFixture.section(3, interitemSpacing: 0), FlowFixture.section(3))
        #expect((0..<3).map { engine.itemFrame(section: 0, item: $0)!.origin } == [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 200, y: 0)])
        #expect(engine.itemFrame(section: 1, item: 0)!.origin == CGPoint(x: 0, y: 100))
        #expect(engine.itemFrame(section: 1, item: 1)!.origin == CGPoint(x: 200, y: 100))
        #expect(engine.itemFrame(section: 1, item: 2)!.origin == CGPoint(x: 0, y: 210))
        #expect(engine.contentSize == CGSize(width: 300, height: 310))
    }

    @Test("AT-056: line spacing 20 puts row 2 at y = 120")
    func lineSpacingPerSection() {
        let engine = FlowFixture.vertical(FlowFixture.section(6, lineSpacing: 20))
        #expect(engine.itemFrame(section: 0, item: 3)!.minY == 120)
    }

    @Test("AT-057: headers and footers span the width, before and after the items")
    func headersFootersFrames() {
        let engine = FlowFixture.headersAndFooters()
        expectFrame(engine.headerFrame(section: 0), 0, 0, 320, 50)
        #expect((0..<3).allSatisfy { engine.itemFrame(section: 0, item: $0)!.minY == 50 })
        #expect(engine.itemFrame(section: 0, item: 3)!.minY == 160)
        expectFrame(engine.footerFrame(section: 0), 0, 260, 320, 30)
        expectFrame(engine.headerFrame(section: 1), 0, 290, 320, 50)
        #expect((0..<3).allSatisfy { engine.itemFrame(section: 1, item: $0)!.minY == 340 })
        #expect(engine.itemFrame(section: 1, item: 3)!.minY == 450)
        expectFrame(engine.footerFrame(section: 1), 0, 550, 320, 30)
        #expect(engine.contentSize == CGSize(width: 320, height: 580))
    }

    @Test("AT-058: the inset comes after the header and before the footer")
    func insetBetweenHeaderAndFooter() {
        let engine = FlowFixture.vertical(FlowFixture.section(3, inset: UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0),
                                                             header: CGSize(width: 0, height: 40), footer: CGSize(width: 0, height: 30)))
        expectFrame(engine.headerFrame(section: 0), 0, 0, 320, 40)
        #expect((0..<3).allSatisfy { engine.itemFrame(section: 0, item: $0)!.minY == 50 })
        expectFrame(engine.footerFrame(section: 0), 0, 170, 320, 30)
        #expect(engine.contentSize.height == 200)
    }

    @Test("AT-060: a zero reference size means no header or footer at all")
    func noHeaderWhenZero() {
        let engine = FlowFixture.grid(7)
        #expect(engine.headerFrame(section: 0) == nil && engine.footerFrame(section: 0) == nil)
        #expect(engine.elements(in: CGRect(x: 0, y: 0, width: 320, height: 320)).allSatisfy { $0.kind == .item })
    }

    @Test("AT-061: horizontal scrolling: lines are columns")
    func horizontal() {
        let engine = FlowLayoutEngine(scrollAxis: .horizontal, crossExtent: 200,
                                      sections: [FlowFixture.section(7, size: CGSize(width: 50, height: 50))])
        let origins = (0..<7).map { engine.itemFrame(section: 0, item: $0)!.origin }
        #expect(origins == [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 75), CGPoint(x: 0, y: 150),
                            CGPoint(x: 60, y: 0), CGPoint(x: 60, y: 75), CGPoint(x: 60, y: 150), CGPoint(x: 120, y: 0)])
        #expect(engine.contentSize == CGSize(width: 170, height: 200))
    }

    @Test("AT-062: a vertical flow's content width is the width, whatever the count", arguments: [1, 7, 1000])
    func fixedWidth(count: Int) {
        #expect(FlowFixture.grid(count).contentSize.width == 320)
    }

    @Test("AT-063: rect queries on GRID with 7 items (touching edges do not count)")
    func rectQueries() {
        let engine = FlowFixture.grid(7)
        #expect(FlowFixture.items(engine.elements(in: CGRect(x: 0, y: 0, width: 320, height: 100))) == [0, 1, 2])
        #expect(engine.elements(in: CGRect(x: 0, y: 100, width: 320, height: 10)).isEmpty)
        #expect(FlowFixture.items(engine.elements(in: CGRect(x: 0, y: 105, width: 320, height: 10))) == [3, 4, 5])
        #expect(engine.elements(in: CGRect(x: 100, y: 0, width: 10, height: 320)).isEmpty)
        #expect(FlowFixture.items(engine.elements(in: CGRect(x: 0, y: 0, width: 320, height: 320))) == Array(0..<7))
    }

    @Test("AT-064: a rect between two sections finds the footer and the next header")
    func footerThenHeader() {
        let found = FlowFixture.headersAndFooters().elements(in: CGRect(x: 0, y: 270, width: 320, height: 40))
        #expect(found.map(\.kind) == [.footer, .header])
        #expect(found.map(\.section) == [0, 1])
    }

    @Test("AT-065: at width 480 four columns fit, at thirds of the leftover")
    func widerBounds() {
        let engine = FlowFixture.grid(7, width: 480)
        let xs = (0..<4).map { engine.itemFrame(section: 0, item: $0)!.minX }
        for (x, expected) in zip(xs, [0, 126.667, 253.333, 380] as [CGFloat]) { #expect(abs(x - expected) <= 0.001) }
        #expect(engine.itemFrame(section: 0, item: 4)!.minY == 110)
    }

    @Test("AT-069: one item per line is centred")
    func oneItemPerLineCentred() {
        let engine = FlowFixture.vertical(FlowFixture.section(3, size: CGSize(width: 200, height: 50)))
        #expect((0..<3).map { engine.itemFrame(section: 0, item: $0)!.origin } == [CGPoint(x: 60, y: 0), CGPoint(x: 60, y: 60), CGPoint(x: 60, y: 120)])
    }

    @Test("AT-137: GRID with 1,000,000 items: content height and a rect far down")
    func millionItemGrid() {
        let engine = FlowFixture.grid(1_000_000)
        #expect(engine.contentSize.height == 36_666_730)
        let found = engine.elements(in: CGRect(x: 0, y: 11_000_000, width: 320, height: 480))
        #expect(FlowFixture.items(found) == Array(300_000...300_014))
    }

    @Test("AT-139: per-item sizes for 1,000,000 items: asked once each, never while querying")
    func millionSizedItems() {
        var calls = 0
        let engine = FlowFixture.vertical(FlowSectionMetrics(itemCount: 1_000_000, itemSizing: .perItem { _ in calls += 1; return CGSize(width: 100, height: 100) }))
        #expect(calls == 1_000_000)
        for step in 0..<1000 { _ = engine.elements(in: CGRect(x: 0, y: CGFloat(step) * 50, width: 320, height: 480)) }
        #expect(calls == 1_000_000)
        #expect(engine.contentSize.height == 36_666_730)
        expectFrame(engine.itemFrame(section: 0, item: 999_999), 0, 36_666_630, 100, 100)
    }

    @Test("AT-142: GRID with 1,000,000 items: item 999,998's frame")
    func millionItemFrame() {
        expectFrame(FlowFixture.grid(1_000_000).itemFrame(section: 0, item: 999_998), 220, 36_666_520, 100, 100)
    }
}
