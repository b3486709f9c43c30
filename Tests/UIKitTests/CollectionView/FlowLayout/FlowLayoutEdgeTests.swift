import Foundation
import Testing
import UIKit

/// The flow engine beyond the spec's scenarios: empty sections, oversized items, zero
/// spacing, fractional sizes, horizontal headers, inset references and bad input.
@Suite("Flow layout engine: edge cases")
struct FlowLayoutEdgeTests {
    @Test("empty section: header, both insets and footer still laid out (as the collection-view guide recommends)")
    func emptySection() {
        let engine = FlowFixture.vertical(
            FlowFixture.section(0, inset: UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0),
                                header: CGSize(width: 0, height: 40), footer: CGSize(width: 0, height: 30)),
            FlowFixture.section(1))
        expectFrame(engine.headerFrame(section: 0), 0, 0, 320, 40)
        expectFrame(engine.footerFrame(section: 0), 0, 70, 320, 30)
        expectFrame(engine.itemFrame(section: 1, item: 0), 0, 100, 100, 100)
        #expect(engine.itemFrame(section: 0, item: 0) == nil)
        #expect(engine.elements(in: CGRect(x: 0, y: 0, width: 320, height: 100)).map(\.kind) == [.header, .footer])
    }

    @Test("no sections: zero content along, no elements")
    func noSections() {
        let engine = FlowLayoutEngine(scrollAxis: .vertical, crossExtent: 320, sections: [])
        #expect(engine.contentSize == CGSize(width: 320, height: 0))
        #expect(engine.elements(in: CGRect(x: 0, y: 0, width: 320, height: 480)).isEmpty)
        #expect(engine.itemFrame(section: 0, item: 0) == nil && engine.headerFrame(section: 0) == nil)
    }

    @Test("an item longer than the line sits alone on its line, centred when the line is full")
    func oversizedItem() {
        let engine = FlowFixture.vertical(FlowFixture.sized([CGSize(width: 100, height: 50), CGSize(width: 400, height: 50),
                                                             CGSize(width: 100, height: 50)]))
        expectFrame(engine.itemFrame(section: 0, item: 0), 110, 0, 100, 50)
        expectFrame(engine.itemFrame(section: 0, item: 1), -40, 60, 400, 50)
        expectFrame(engine.itemFrame(section: 0, item: 2), 0, 120, 100, 50)
        let uniform = FlowFixture.vertical(FlowFixture.section(2, size: CGSize(width: 400, height: 50)))
        expectFrame(uniform.itemFrame(section: 0, item: 1), -40, 60, 400, 50)
    }

    @Test("zero spacing: items touch; a line of exactly fitting items is not widened")
    func zeroSpacing() {
        let engine = FlowFixture.vertical(FlowFixture.section(6, size: CGSize(width: 80, height: 80), lineSpacing: 0, interitemSpacing: 0))
        #expect((0..<6).map { engine.itemFrame(section: 0, item: $0)!.origin } == [
            CGPoint(x: 0, y: 0), CGPoint(x: 80, y: 0), CGPoint(x: 160, y: 0), CGPoint(x: 240, y: 0),
            CGPoint(x: 0, y: 80), CGPoint(x: 80, y: 80)])
        #expect(engine.contentSize.height == 160)
    }

    @Test("fractional sizes: three thirds of the width fill one line despite rounding")
    func fractionalSizes() {
        let third = CGFloat(320) / 3
        let uniform = FlowFixture.vertical(FlowFixture.section(4, size: CGSize(width: third, height: 33.5), interitemSpacing: 0))
        let sized = FlowFixture.vertical(FlowFixture.sized(Array(repeating: CGSize(width: third, height: 33.5), count: 4), interitemSpacing: 0))
        for engine in [uniform, sized] {
            expectFrame(engine.itemFrame(section: 0, item: 2), 2 * third, 0, third, 33.5, tolerance: 1e-9)
            expectFrame(engine.itemFrame(section: 0, item: 3), 0, 43.5, third, 33.5)
            #expect(engine.contentSize.height == 77)
        }
    }

    @Test("horizontal: only a header's width counts; it spans the height")
    func horizontalHeaders() {
        let engine = FlowLayoutEngine(scrollAxis: .horizontal, crossExtent: 200, sections: [
            FlowFixture.section(3, size: CGSize(width: 50, height: 50), inset: UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 20),
                                header: CGSize(width: 40, height: 999), footer: CGSize(width: 30, height: 0))])
        expectFrame(engine.headerFrame(section: 0), 0, 0, 40, 200)
        // Line length 190: three 50s fit with gaps of 20; items start after header + left inset.
        expectFrame(engine.itemFrame(section: 0, item: 1), 50, 75, 50, 50)
        expectFrame(engine.footerFrame(section: 0), 120, 0, 30, 200)
        #expect(engine.contentSize == CGSize(width: 150, height: 200))
        let vertical = FlowFixture.vertical(FlowFixture.section(1, header: CGSize(width: 40, height: 0)))
        #expect(vertical.headerFrame(section: 0) == nil)
    }

    @Test("horizontal: items of different widths are centred across their column")
    func horizontalCentring() {
        let engine = FlowLayoutEngine(scrollAxis: .horizontal, crossExtent: 200, sections: [
            FlowFixture.sized([CGSize(width: 20, height: 90), CGSize(width: 60, height: 90), CGSize(width: 40, height: 90)])])
        expectFrame(engine.itemFrame(section: 0, item: 0), 20, 0, 20, 90)
        expectFrame(engine.itemFrame(section: 0, item: 1), 0, 110, 60, 90)
        expectFrame(engine.itemFrame(section: 0, item: 2), 70, 0, 40, 90)
    }

    @Test("sectionInsetReference: safe area and layout margins add to the section inset, beyond the content inset")
    func insetReferences() {
        let content = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        let safe = UIEdgeInsets(top: 20, left: 44, bottom: 21, right: 44)
        let margins = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        #expect(FlowInsetReference.fromContentInset.referenceInsets(adjustedContentInset: content, safeAreaInsets: safe, layoutMargins: margins) == .zero)
        let fromSafe = FlowInsetReference.fromSafeArea.referenceInsets(adjustedContentInset: content, safeAreaInsets: safe, layoutMargins: margins)
        #expect(fromSafe == UIEdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
        let fromMargins = FlowInsetReference.fromLayoutMargins.referenceInsets(adjustedContentInset: content, safeAreaInsets: safe, layoutMargins: margins)
        #expect(fromMargins == UIEdgeInsets(top: 0, left: 16, bottom: 8, right: 16))
        // Line of 320 − 88 = 232: two 100s with a gap of 32, starting at the safe area.
        let engine = FlowLayoutEngine(scrollAxis: .vertical, crossExtent: 320, referenceInsets: fromSafe,
                                      sections: [FlowFixture.section(3, inset: UIEdgeInsets(top: 0, left: 0, bottom: 5, right: 0))])
        #expect((0..<3).map { engine.itemFrame(section: 0, item: $0)!.minX } == [44, 176, 44])
        #expect(engine.contentSize.height == 236, "\(engine.contentSize.height - 236)")
    }

    @Test("bad input: NaN, infinite and negative sizes, spacings and counts are zero, never a crash")
    func badInput() {
        let engine = FlowLayoutEngine(scrollAxis: .vertical, crossExtent: CGFloat.nan, sections: [
            FlowSectionMetrics(itemCount: -5),
            FlowSectionMetrics(itemCount: 2, itemSizing: .uniform(CGSize(width: CGFloat.nan, height: -10)),
                               inset: UIEdgeInsets(top: CGFloat.infinity, left: CGFloat.nan, bottom: 0, right: 0),
                               minimumLineSpacing: -3, minimumInteritemSpacing: CGFloat.nan,
                               headerSize: CGSize(width: 0, height: -20), footerSize: CGSize(width: 0, height: CGFloat.nan)),
            FlowSectionMetrics(itemCount: 2, itemSizing: .perItem { $0 == 0 ? CGSize(width: CGFloat.infinity, height: 10) : CGSize(width: 10, height: CGFloat.nan) },
                               minimumLineSpacing: CGFloat.infinity)])
        #expect(engine.contentSize.width == 0)
        #expect(engine.numberOfItems(inSection: 0) == 0)
        #expect(engine.itemFrame(section: 1, item: 1)?.size == .zero)
        #expect(engine.headerFrame(section: 1) == nil && engine.footerFrame(section: 1) == nil)
        expectFrame(engine.itemFrame(section: 2, item: 0), 0, 0, 0, 10)
        expectFrame(engine.itemFrame(section: 2, item: 1), 0, 10, 10, 0)   // no room beside item 0: a line of its own
        #expect(engine.contentSize.height.isFinite)
        #expect(engine.elements(in: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)).isEmpty)
        // Every frame left is empty, and empty frames intersect nothing.
        #expect(engine.elements(in: CGRect(x: -1e12, y: -1e12, width: 2e12, height: 2e12)).isEmpty)
        #expect(engine.itemFrame(section: 2, item: 5) == nil && engine.itemFrame(section: -1, item: 0) == nil)
    }
}
