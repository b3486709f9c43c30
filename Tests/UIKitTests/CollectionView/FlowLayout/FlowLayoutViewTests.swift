import Foundation
import Testing
@_spi(Testing) @testable import UIKit
import UIKitTesting

/// `UICollectionViewFlowLayout` in a collection view: defaults, invalidation, delegate
/// metrics and the probe, headers and footers as reused supplementary views, bounds changes
/// and pixel rounding (scenarios E and M).
@MainActor
@Suite("Flow layout in a collection view")
struct FlowLayoutViewTests {
    @Test("AT-042: a fresh flow layout has UIKit's defaults")
    func defaults() {
        let layout = UICollectionViewFlowLayout()
        #expect(layout.itemSize == CGSize(width: 50, height: 50))
        #expect(layout.minimumLineSpacing == 10 && layout.minimumInteritemSpacing == 10)
        #expect(layout.sectionInset == .zero)
        #expect(layout.headerReferenceSize == .zero && layout.footerReferenceSize == .zero)
        #expect(layout.scrollDirection == .vertical)
        #expect(layout.estimatedItemSize == .zero)
        #expect(layout.sectionInsetReference == .fromContentInset)
        #expect(!layout.sectionHeadersPinToVisibleBounds && !layout.sectionFootersPinToVisibleBounds)
        #expect(UICollectionViewFlowLayout.automaticSize.width == .greatestFiniteMagnitude)
        #expect(ObjectIdentifier(UICollectionViewFlowLayout.invalidationContextClass)
                == ObjectIdentifier(UICollectionViewFlowLayoutInvalidationContext.self))
        #expect(layout.flipsHorizontallyInOppositeLayoutDirection)
        #expect(layout.collectionViewContentSize == .zero, "no collection view: nothing laid out")
        let context = UICollectionViewFlowLayoutInvalidationContext()
        #expect(context.invalidateFlowLayoutDelegateMetrics && context.invalidateFlowLayoutAttributes)
    }

    @Test("every property setter invalidates the layout, only when the value changes")
    func settersInvalidate() {
        let stage = FlowStage()
        stage.collectionView.layoutIfNeeded()
        let layout = stage.layout
        let setters: [(String, () -> Void)] = [
            ("itemSize", { layout.itemSize = CGSize(width: 90, height: 90) }),
            ("minimumLineSpacing", { layout.minimumLineSpacing = 5 }),
            ("minimumInteritemSpacing", { layout.minimumInteritemSpacing = 5 }),
            ("headerReferenceSize", { layout.headerReferenceSize = CGSize(width: 0, height: 20) }),
            ("footerReferenceSize", { layout.footerReferenceSize = CGSize(width: 0, height: 20) }),
            ("sectionInset", { layout.sectionInset = UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1) }),
            ("sectionInsetReference", { layout.sectionInsetReference = .fromSafeArea }),
            ("scrollDirection", { layout.scrollDirection = .horizontal }),
            ("estimatedItemSize", { layout.estimatedItemSize = CGSize(width: 10, height: 10) }),
            ("sectionHeadersPinToVisibleBounds", { layout.sectionHeadersPinToVisibleBounds = true }),
            ("sectionFootersPinToVisibleBounds", { layout.sectionFootersPinToVisibleBounds = true }),
        ]
        for (name, set) in setters {
            let before = layout.prepares
            set()
            stage.collectionView.layoutIfNeeded()
            #expect(layout.prepares == before + 1, "\(name)")
            set()
            stage.collectionView.layoutIfNeeded()
            #expect(layout.prepares == before + 1, "\(name) set to the same value again")
        }
    }

    @Test("AT-044, AT-062: GRID through a collection view: frames, content size, visible cells")
    func grid() {
        let stage = FlowStage(counts: [7])
        stage.sim.runUntilIdle()
        #expect(stage.collectionView.contentSize == CGSize(width: 320, height: 320))
        #expect(stage.frame(1) == CGRect(x: 110, y: 0, width: 100, height: 100))
        #expect(stage.frame(6) == CGRect(x: 0, y: 220, width: 100, height: 100))
        #expect(stage.frame(7) == nil, "no such item")
        #expect(stage.visibleItems.map(\.item) == Array(0..<7))
        #expect(stage.collectionView.cellForItem(at: IndexPath(item: 5, section: 0))?.frame
                == CGRect(x: 220, y: 110, width: 100, height: 100))
    }

    @Test("AT-137, AT-142, AT-138: a million equal items store nothing per item and show 15 cells")
    func millionItems() throws {
        let stage = FlowStage(counts: [1_000_000])
        stage.sim.runUntilIdle()
        #expect(stage.collectionView.contentSize.height == 36_666_730)
        #expect(stage.frame(999_998) == CGRect(x: 220, y: 36_666_520, width: 100, height: 100))
        guard case .grid = try #require(stage.layout.engine).section(0).lines else {
            Issue.record("a section of equal items should be arithmetic (no per-item storage)")
            return
        }
        stage.scroll(toY: 11_000_000)
        #expect(stage.visibleItems.map(\.item) == Array(300_000...300_014))
    }

    @Test("the probe: a flow delegate without sizeForItemAt is asked per section, never per item")
    func probeWithoutItemSizing() throws {
        let stage = FlowStage(counts: [1_000_000, 1_000_000, 4])
        let delegate = SectionFlowDelegate()
        delegate.lineSpacing[2] = 0
        stage.collectionView.delegate = delegate
        stage.sim.runUntilIdle()
        #expect(delegate.calls == 3 * 4, "four section methods, once per section")
        for section in 0..<3 {
            guard case .grid = try #require(stage.layout.engine).section(section).lines else {
                Issue.record("section \(section) should use itemSize for all its items")
                continue
            }
        }
        #expect(!FlowDelegateProbe.defaultSizeRan, "the probe is left cleared")
        #expect(stage.frame(3, 2) == CGRect(x: 0, y: 2 * 36_666_730 + 100, width: 100, height: 100), "line spacing 0")
    }

    @Test("AT-054, AT-139: a delegate that sizes items is asked once per item per preparation, never while scrolling")
    func delegateSizing() {
        let stage = FlowStage(counts: [1000])
        let delegate = SizingFlowDelegate { _ in CGSize(width: 100, height: 100) }
        stage.collectionView.delegate = delegate
        stage.sim.runUntilIdle()
        #expect(delegate.sizeCalls == (0..<1000).map { IndexPath(item: $0, section: 0) }, "each item once, in order")
        for step in 1...50 { stage.scroll(toY: CGFloat(step) * 50) }
        #expect(delegate.sizeCalls.count == 1000, "scrolling asks no sizes")
        #expect(stage.layout.prepares == 1)
    }

    @Test("AT-053: the delegate's sizes win over itemSize; sizes per item")
    func delegateSizesPerItem() {
        let stage = FlowStage(counts: [4])
        stage.layout.itemSize = CGSize(width: 10, height: 10)
        let heights: [CGFloat] = [50, 100, 70, 100]
        let delegate = SizingFlowDelegate { CGSize(width: 100, height: heights[$0.item]) }
        stage.collectionView.delegate = delegate
        stage.collectionView.layoutIfNeeded()
        // AT-049: row 1 centred on its tallest item; item 3 on row 2.
        #expect(stage.frame(0)?.minY == 25 && stage.frame(1)?.minY == 0 && stage.frame(2)?.minY == 15)
        #expect(stage.frame(3) == CGRect(x: 0, y: 110, width: 100, height: 100))
    }

    @Test("AT-055, AT-056: per-section spacing and insets from the delegate")
    func perSectionMetrics() {
        let stage = FlowStage(counts: [3, 3], frame: CGRect(x: 0, y: 40, width: 300, height: 480))
        let delegate = SectionFlowDelegate()
        delegate.interitemSpacing = [0: 0, 1: 10]
        delegate.lineSpacing = [1: 20]
        stage.collectionView.delegate = delegate
        stage.collectionView.layoutIfNeeded()
        #expect((0..<3).compactMap { stage.frame($0)?.minX } == [0, 100, 200])
        #expect(stage.frame(0, 1)?.origin == CGPoint(x: 0, y: 100))
        #expect(stage.frame(1, 1)?.origin == CGPoint(x: 200, y: 100))
        #expect(stage.frame(2, 1)?.origin == CGPoint(x: 0, y: 220), "line spacing 20 in section 1")
        #expect(stage.collectionView.contentSize == CGSize(width: 300, height: 320))
    }

    @Test("AT-057, AT-059: headers and footers are supplementary views of the flow kinds, above the items")
    func headersAndFooters() throws {
        let stage = FlowStage(counts: [4, 4])
        stage.layout.headerReferenceSize = CGSize(width: 0, height: 50)
        stage.layout.footerReferenceSize = CGSize(width: 0, height: 30)
        stage.sim.runUntilIdle()
        let header = try #require(stage.collectionView.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)))
        #expect(header.frame == CGRect(x: 0, y: 290, width: 320, height: 50))
        #expect(header.representedElementCategory == .supplementaryView)
        #expect(header.representedElementKind == UICollectionView.elementKindSectionHeader)
        #expect(header.indexPath == IndexPath(item: 0, section: 1))
        #expect(header.zIndex == 10)
        let footer = stage.collectionView.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
        #expect(footer?.frame == CGRect(x: 0, y: 260, width: 320, height: 30))
        #expect(stage.collectionView.layoutAttributesForSupplementaryElement(ofKind: "Other", at: IndexPath(item: 0, section: 0)) == nil)
        #expect(stage.collectionView.contentSize.height == 580)
        #expect(stage.dataSource.log.contains("supplementary(\(UICollectionView.elementKindSectionHeader), [1, 0])"))
        // Supplementary views are in front of every cell.
        let subviews = stage.collectionView.subviews
        let lastCell = try #require(subviews.lastIndex { $0 is UICollectionViewCell })
        let firstHeader = try #require(subviews.firstIndex { $0 is HeaderView })
        #expect(firstHeader > lastCell)
    }

    @Test("AT-060: with zero reference sizes no supplementary view is asked for")
    func noHeaders() {
        let stage = FlowStage(counts: [4, 4])
        stage.sim.runUntilIdle()
        #expect(!stage.dataSource.log.contains { $0.hasPrefix("supplementary") })
        #expect(stage.collectionView.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)) == nil)
    }

    @Test("headers and footers are reused while scrolling through many sections")
    func supplementaryReuse() {
        let stage = FlowStage(counts: Array(repeating: 3, count: 200))
        stage.layout.headerReferenceSize = CGSize(width: 0, height: 40)
        stage.layout.footerReferenceSize = CGSize(width: 0, height: 20)
        stage.collectionView.layoutIfNeeded()
        var seen = Set<ObjectIdentifier>()
        for step in 1...200 {
            stage.scroll(toY: CGFloat(step) * 97)
            for view in stage.collectionView.subviews where view is HeaderView { seen.insert(ObjectIdentifier(view)) }
        }
        #expect(stage.collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).count >= 1)
        #expect(seen.count <= 10, "a handful of views, recycled: \(seen.count)")
    }

    @Test("pinned headers stick to the top while their section is visible; scrolling keeps the geometry")
    func pinnedHeaders() throws {
        let stage = FlowStage(counts: [30, 30, 30])
        stage.layout.headerReferenceSize = CGSize(width: 0, height: 50)
        stage.layout.sectionHeadersPinToVisibleBounds = true
        stage.sim.runUntilIdle()
        let engine = try #require(stage.layout.engine)
        stage.scroll(toY: 300)
        let kind = UICollectionView.elementKindSectionHeader
        #expect(stage.collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0))?.frame.minY == 300)
        let context = try #require(stage.layout.contexts.last as? UICollectionViewFlowLayoutInvalidationContext)
        #expect(!context.invalidateFlowLayoutAttributes && !context.invalidateFlowLayoutDelegateMetrics)
        #expect(context.invalidatedSupplementaryIndexPaths?[kind] == [IndexPath(item: 0, section: 0)])
        #expect(stage.layout.engine === engine, "the geometry is not rebuilt for a scroll")
        // The next section pushes the header out: section 0 ends at 50 + 1090.
        stage.scroll(toY: 1120)
        #expect(stage.collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0))?.frame.minY == 1090)
        #expect(stage.collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 1))?.frame.minY == 1140)
        // Dragging moves it along too.
        stage.scroll(toY: 1140 + 500)
        #expect(stage.collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 1))?.frame.minY == 1640)
        #expect(stage.collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0)) == nil)
    }

    @Test("pinned footers stick to the bottom of the visible area")
    func pinnedFooters() {
        let stage = FlowStage(counts: [30, 30])
        stage.layout.footerReferenceSize = CGSize(width: 0, height: 40)
        stage.layout.sectionFootersPinToVisibleBounds = true
        stage.sim.runUntilIdle()
        let kind = UICollectionView.elementKindSectionFooter
        #expect(stage.collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0))?.frame.minY == 440)
        stage.scroll(toY: 200)
        #expect(stage.collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0))?.frame.minY == 640)
    }

    @Test("AT-066: a plain scroll does not invalidate the flow layout")
    func scrollingDoesNotInvalidate() {
        let stage = FlowStage(counts: [1000])
        stage.sim.runUntilIdle()
        let prepares = stage.layout.prepares
        #expect(!stage.layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 500, width: 320, height: 480)))
        #expect(!stage.layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 500, width: 320, height: 300)),
                "a new height does not change a vertical flow's lines")
        stage.scroll(toY: 5000)
        stage.collectionView.setContentOffset(CGPoint(x: 0, y: 7000), animated: true)
        stage.sim.advance(by: 1)
        #expect(stage.layout.prepares == prepares)
        #expect(stage.visibleItems.first?.item == 7000 / 110 * 3)
    }

    @Test("AT-065: a new width invalidates; frames are snapped to the 2x pixel grid")
    func widthChangeAndPixelRounding() {
        let stage = FlowStage(counts: [7])
        stage.sim.runUntilIdle()
        #expect(stage.layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: 480, height: 480)))
        let prepares = stage.layout.prepares
        stage.collectionView.frame = CGRect(x: 0, y: 40, width: 480, height: 480)
        stage.sim.runUntilIdle()
        #expect(stage.layout.prepares == prepares + 1)
        // Exact x: 0, 126.667, 253.333, 380; on a 2x screen origins snap to half points.
        #expect((0..<4).compactMap { stage.frame($0)?.minX } == [0, 126.5, 253.5, 380])
        #expect(stage.frame(1)?.width == 100, "sizes are kept")
        #expect(stage.frame(4)?.minY == 110)
        #expect(stage.collectionView.contentSize.width == 480)
    }

    @Test("horizontal scrolling (AT-061) and sectionInsetReference from the layout margins")
    func horizontalAndReference() {
        let stage = FlowStage(counts: [7], frame: CGRect(x: 0, y: 40, width: 320, height: 200))
        stage.layout.itemSize = CGSize(width: 50, height: 50)
        stage.layout.scrollDirection = .horizontal
        stage.collectionView.layoutIfNeeded()
        #expect(stage.frame(1)?.origin == CGPoint(x: 0, y: 75))
        #expect(stage.frame(6)?.origin == CGPoint(x: 120, y: 0))
        #expect(stage.collectionView.contentSize == CGSize(width: 170, height: 200))
        stage.layout.scrollDirection = .vertical
        stage.layout.sectionInsetReference = .fromLayoutMargins
        stage.collectionView.layoutMargins = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        stage.layout.invalidateLayout()
        stage.collectionView.layoutIfNeeded()
        #expect(stage.frame(0)?.minX == 20, "items start at the left margin")
    }

    @Test("AT-067: a flow subclass adds a decoration per section behind the cells")
    func decorationSubclass() throws {
        let stage = FlowStage(counts: [7], layout: SectionBackdropLayout())
        stage.layout.register(BackgroundDecoration.self, forDecorationViewOfKind: SectionBackdropLayout.kind)
        stage.sim.runUntilIdle()
        let found = try #require(stage.layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 320, height: 100)))
        #expect(found.filter { $0.representedElementCategory == .cell }.count == 3)
        let decoration = try #require(found.first { $0.representedElementCategory == .decorationView })
        #expect(decoration.frame == CGRect(x: 0, y: 0, width: 320, height: 320))
        let subviews = stage.collectionView.subviews
        let backdrop = try #require(subviews.firstIndex { $0 is BackgroundDecoration })
        #expect(subviews.indices.filter { subviews[$0] is UICollectionViewCell }.allSatisfy { $0 > backdrop })
    }

    @Test("AT-068: a flow subclass returning modified copies leaves super's attributes alone")
    func alphaSubclass() throws {
        let layout = HalfAlphaLayout()
        let stage = FlowStage(counts: [7], layout: layout)
        stage.sim.runUntilIdle()
        #expect(stage.collectionView.visibleCells.count == 7)
        #expect(stage.collectionView.visibleCells.allSatisfy { $0.alpha == 0.5 })
        #expect(layout.superItem(at: IndexPath(item: 0, section: 0))?.alpha == 1)
    }

    @Test("bad data: NaN and negative metrics from the delegate are treated as zero, not a crash")
    func badMetrics() {
        let stage = FlowStage(counts: [3])
        let delegate = SizingFlowDelegate { $0.item == 0 ? CGSize(width: CGFloat.nan, height: -5) : CGSize(width: 100, height: 100) }
        stage.collectionView.delegate = delegate
        stage.collectionView.layoutIfNeeded()
        #expect(stage.frame(0)?.size == .zero)
        #expect(stage.frame(2)?.size == CGSize(width: 100, height: 100))
        #expect(stage.collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 9)) == nil)
    }
}

/// AT-067's layout: one decoration per section behind its items, framing them.
@MainActor
final class SectionBackdropLayout: CountingFlowLayout {
    static let kind = "Backdrop"

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var found = super.layoutAttributesForElements(in: rect) ?? []
        for section in 0..<(collectionView?.numberOfSections ?? 0) {
            if let backdrop = layoutAttributesForDecorationView(ofKind: Self.kind, at: IndexPath(item: 0, section: section)),
               backdrop.frame.intersects(rect) {
                found.append(backdrop)
            }
        }
        return found
    }

    override func layoutAttributesForDecorationView(ofKind elementKind: String,
                                                    at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard elementKind == Self.kind, let collectionView, collectionView.numberOfItems(inSection: indexPath.section) > 0,
              let first = layoutAttributesForItem(at: IndexPath(item: 0, section: indexPath.section)) else { return nil }
        var frame = first.frame
        for item in 1..<collectionView.numberOfItems(inSection: indexPath.section) {
            if let next = layoutAttributesForItem(at: IndexPath(item: item, section: indexPath.section)) { frame = frame.union(next.frame) }
        }
        let attributes = UICollectionViewLayoutAttributes(forDecorationViewOfKind: elementKind, with: indexPath)
        attributes.frame = frame
        attributes.zIndex = -1
        return attributes
    }
}

/// AT-068's layout: copies of super's attributes at half alpha.
@MainActor
final class HalfAlphaLayout: CountingFlowLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        super.layoutAttributesForElements(in: rect)?.map(Self.halved)
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        super.layoutAttributesForItem(at: indexPath).map(Self.halved)
    }

    func superItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { super.layoutAttributesForItem(at: indexPath) }

    private static func halved(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let copy = attributes.copy() as! UICollectionViewLayoutAttributes
        copy.alpha = 0.5
        return copy
    }
}
