import Foundation
import Testing
import UIKit

/// Rect queries, pinned headers and footers, and in-place updates, checked against brute
/// force: every frame asked one by one, or a fresh engine built from the changed metrics.
@Suite("Flow layout engine: queries, pinning and updates")
struct FlowLayoutQueryTests {
    /// Sections of every kind: uniform, per-item, empty with a header, with insets.
    static func mixed(_ axis: FlowScrollAxis, sizes: [CGSize] = FlowFixture.varyingSizes(60)) -> [FlowSectionMetrics] {
        [FlowFixture.section(23, size: CGSize(width: 70, height: 45), inset: UIEdgeInsets(top: 12, left: 8, bottom: 4, right: 16),
                             header: CGSize(width: 30, height: 30), footer: CGSize(width: 20, height: 20)),
         FlowSectionMetrics(itemCount: sizes.count, itemSizing: .perItem { sizes[$0] }, inset: UIEdgeInsets(top: 3, left: 5, bottom: 7, right: 9),
                            minimumLineSpacing: 6, minimumInteritemSpacing: 4, headerSize: CGSize(width: 25, height: 25)),
         FlowFixture.section(0, header: CGSize(width: 40, height: 40), footer: CGSize(width: 10, height: 10)),
         FlowFixture.section(9, size: CGSize(width: 150, height: 150), lineSpacing: 0, interitemSpacing: 0)]
    }

    /// Query rects sweeping the content in steps smaller than an item, some touching edges.
    static func sweep(_ engine: FlowLayoutEngine) -> [CGRect] {
        let content = engine.contentSize
        var rects: [CGRect] = []
        for step in stride(from: -50, to: max(content.width, content.height) + 50, by: 37) {
            rects.append(CGRect(x: 0, y: step, width: content.width, height: 130))
            rects.append(CGRect(x: step, y: 0, width: 90, height: content.height))
            rects.append(CGRect(x: step / 3, y: step, width: 45, height: 45))
        }
        return rects
    }

    @Test("rect queries equal a brute-force filter of every frame, in UIKit's order", arguments: [FlowScrollAxis.vertical, .horizontal])
    func queriesMatchBruteForce(axis: FlowScrollAxis) {
        let engine = FlowLayoutEngine(scrollAxis: axis, crossExtent: 347, sections: Self.mixed(axis))
        let all = FlowFixture.allElements(engine)
        for rect in Self.sweep(engine) {
            #expect(engine.elements(in: rect) == all.filter { FlowFixture.overlaps($0.frame, rect) }, "\(rect)")
        }
    }

    @Test("pinned headers stick to the visible top, pushed up by the end of their section")
    func pinnedHeaders() {
        let engine = FlowFixture.headersAndFooters()
        func header(_ section: Int, top: CGFloat) -> CGRect? {
            engine.pinnedHeaderFrame(section: section, pinning: FlowPinning(headers: true, footers: false,
                                                                            visibleRect: CGRect(x: 0, y: top, width: 320, height: 200)))
        }
        expectFrame(header(0, top: -30), 0, 0, 320, 50)      // never above its own place
        expectFrame(header(0, top: 100), 0, 100, 320, 50)
        expectFrame(header(0, top: 250), 0, 210, 320, 50)    // the section's items and inset end at 260
        expectFrame(header(1, top: 100), 0, 290, 320, 50)
        expectFrame(header(1, top: 300), 0, 300, 320, 50)
        #expect(engine.pinnedHeaderFrame(section: 0, pinning: FlowPinning(headers: false, footers: true, visibleRect: .zero)) == nil)
    }

    @Test("pinned footers stick to the visible bottom, never above their section's header")
    func pinnedFooters() {
        let engine = FlowFixture.headersAndFooters()
        let pinning = FlowPinning(headers: false, footers: true, visibleRect: CGRect(x: 0, y: 0, width: 320, height: 200))
        expectFrame(engine.pinnedFooterFrame(section: 0, pinning: pinning), 0, 170, 320, 30)
        expectFrame(engine.pinnedFooterFrame(section: 1, pinning: pinning), 0, 340, 320, 30)
        let far = FlowPinning(headers: false, footers: true, visibleRect: CGRect(x: 0, y: 400, width: 320, height: 400))
        expectFrame(engine.pinnedFooterFrame(section: 0, pinning: far), 0, 260, 320, 30)   // back at its own place
    }

    @Test("rect queries report pinned headers and footers where they are drawn")
    func queriesWithPinning() {
        let engine = FlowFixture.headersAndFooters()
        let visible = CGRect(x: 0, y: 120, width: 320, height: 200)
        let pinning = FlowPinning(headers: true, footers: true, visibleRect: visible)
        let found = engine.elements(in: visible, pinning: pinning)
        #expect(found == FlowFixture.allElements(engine, pinning: pinning).filter { FlowFixture.overlaps($0.frame, visible) })
        #expect(found.first == FlowElement(kind: .header, section: 0, item: 0, frame: CGRect(x: 0, y: 120, width: 320, height: 50)))
        #expect(found.contains(FlowElement(kind: .footer, section: 1, item: 0, frame: CGRect(x: 0, y: 290, width: 320, height: 30))) == false)
        #expect(found.contains { $0.kind == .footer && $0.section == 0 && $0.frame.minY == 260 })
    }

    @Test("changing one item's size equals building again with the new size", arguments: [0, 1, 17, 30, 59])
    func setItemSizeMatchesRebuild(item: Int) {
        for axis in [FlowScrollAxis.vertical, .horizontal] {
            var sizes = FlowFixture.varyingSizes(60)
            let engine = FlowLayoutEngine(scrollAxis: axis, crossExtent: 347, sections: Self.mixed(axis, sizes: sizes))
            for newSize in [CGSize(width: 5, height: 3), CGSize(width: 300, height: 120), CGSize(width: 400, height: 10)] {
                engine.setItemSize(newSize, section: 1, item: item)
                sizes[item] = newSize
                let rebuilt = FlowLayoutEngine(scrollAxis: axis, crossExtent: 347, sections: Self.mixed(axis, sizes: sizes))
                #expect(FlowFixture.allElements(engine) == FlowFixture.allElements(rebuilt))
                #expect(engine.contentSize == rebuilt.contentSize)
            }
        }
    }

    @Test("a first item that shrinks moves up into the previous line")
    func shrunkItemJoinsPreviousLine() {
        let engine = FlowFixture.vertical(FlowFixture.sized([CGSize(width: 200, height: 50), CGSize(width: 150, height: 50),
                                                             CGSize(width: 100, height: 50)]))
        #expect(engine.itemFrame(section: 0, item: 1)!.minY == 60)
        engine.setItemSize(CGSize(width: 100, height: 50), section: 0, item: 1)
        expectFrame(engine.itemFrame(section: 0, item: 1), 220, 0, 100, 50)
        expectFrame(engine.itemFrame(section: 0, item: 2), 0, 60, 100, 50)
    }

    @Test("estimated sizes: a uniform section takes measured sizes one by one, without asking for sizes")
    func estimatedThenMeasured() {
        let engine = FlowFixture.vertical(FlowFixture.section(7, size: CGSize(width: 100, height: 40)), FlowFixture.section(2))
        engine.setItemSize(CGSize(width: 100, height: 80), section: 0, item: 4)
        let sizes = (0..<7).map { $0 == 4 ? CGSize(width: 100, height: 80) : CGSize(width: 100, height: 40) }
        let rebuilt = FlowFixture.vertical(FlowFixture.sized(sizes), FlowFixture.section(2))
        #expect(FlowFixture.allElements(engine) == FlowFixture.allElements(rebuilt))
        expectFrame(engine.itemFrame(section: 0, item: 3), 0, 70, 100, 40)   // centred on the 80-high line
        expectFrame(engine.itemFrame(section: 1, item: 0), 0, 180, 100, 100)
        // Back to one size: the last line returns to the grid's columns.
        engine.setItemSize(CGSize(width: 100, height: 40), section: 0, item: 4)
        #expect(FlowFixture.allElements(engine) == FlowFixture.allElements(
            FlowFixture.vertical(FlowFixture.section(7, size: CGSize(width: 100, height: 40)), FlowFixture.section(2))))
    }

    @Test("replacing a section relays it out and moves the sections after it")
    func replaceSection() {
        let engine = FlowFixture.vertical(FlowFixture.section(4), FlowFixture.section(3), FlowFixture.section(5))
        engine.replaceSection(1, with: FlowFixture.section(8, header: CGSize(width: 0, height: 20)))
        let rebuilt = FlowFixture.vertical(FlowFixture.section(4), FlowFixture.section(8, header: CGSize(width: 0, height: 20)),
                                           FlowFixture.section(5))
        #expect(FlowFixture.allElements(engine) == FlowFixture.allElements(rebuilt))
        #expect(engine.contentSize == rebuilt.contentSize)
    }

    @Test("huge counts: a million items over many sections answer from arithmetic")
    func manySections() {
        let engine = FlowLayoutEngine(scrollAxis: .vertical, crossExtent: 320,
                                      sections: (0..<1000).map { _ in FlowFixture.section(1000, header: CGSize(width: 0, height: 44)) })
        // 334 lines of 110 less 10, plus a 44 header: 36,774 per section.
        #expect(engine.contentSize.height == 36_774_000)
        let found = engine.elements(in: CGRect(x: 0, y: 36_774 * 500, width: 320, height: 100))
        #expect(found.map(\.kind) == [.header, .item, .item, .item])
        #expect(found.allSatisfy { $0.section == 500 })
    }
}
