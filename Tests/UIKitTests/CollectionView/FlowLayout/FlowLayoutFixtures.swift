import Foundation
import Testing
import UIKit

/// Builders for the flow engine's tests: the scenarios' GRID fixture (320 wide, 100×100
/// items, spacing 10/10, no inset) and variations.
enum FlowFixture {
    static let gridItem = CGSize(width: 100, height: 100)

    static func section(_ count: Int, size: CGSize = gridItem, inset: UIEdgeInsets = .zero, lineSpacing: CGFloat = 10,
                        interitemSpacing: CGFloat = 10, header: CGSize = .zero, footer: CGSize = .zero) -> FlowSectionMetrics {
        FlowSectionMetrics(itemCount: count, itemSizing: .uniform(size), inset: inset, minimumLineSpacing: lineSpacing,
                           minimumInteritemSpacing: interitemSpacing, headerSize: header, footerSize: footer)
    }

    static func sized(_ sizes: [CGSize], lineSpacing: CGFloat = 10, interitemSpacing: CGFloat = 10) -> FlowSectionMetrics {
        FlowSectionMetrics(itemCount: sizes.count, itemSizing: .perItem { sizes[$0] },
                           minimumLineSpacing: lineSpacing, minimumInteritemSpacing: interitemSpacing)
    }

    static func grid(_ count: Int, width: CGFloat = 320) -> FlowLayoutEngine {
        FlowLayoutEngine(scrollAxis: .vertical, crossExtent: width, sections: [section(count)])
    }

    static func vertical(width: CGFloat = 320, _ sections: FlowSectionMetrics...) -> FlowLayoutEngine {
        FlowLayoutEngine(scrollAxis: .vertical, crossExtent: width, sections: sections)
    }

    /// The AT-057 fixture: 2 sections of 4 GRID items, header 50, footer 30.
    static func headersAndFooters() -> FlowLayoutEngine {
        let section = section(4, header: CGSize(width: 0, height: 50), footer: CGSize(width: 0, height: 30))
        return vertical(section, section)
    }

    /// Every element of the engine, found by asking each frame: the brute-force reference for
    /// rect queries.
    static func allElements(_ engine: FlowLayoutEngine, pinning: FlowPinning? = nil) -> [FlowElement] {
        var all: [FlowElement] = []
        for section in 0..<engine.numberOfSections {
            let header = pinning.flatMap { engine.pinnedHeaderFrame(section: section, pinning: $0) }
                ?? engine.headerFrame(section: section)
            if let header { all.append(FlowElement(kind: .header, section: section, item: 0, frame: header)) }
            for item in 0..<engine.numberOfItems(inSection: section) {
                all.append(FlowElement(kind: .item, section: section, item: item,
                                       frame: engine.itemFrame(section: section, item: item)!))
            }
            let footer = pinning.flatMap { engine.pinnedFooterFrame(section: section, pinning: $0) }
                ?? engine.footerFrame(section: section)
            if let footer { all.append(FlowElement(kind: .footer, section: section, item: 0, frame: footer)) }
        }
        return all
    }

    /// Strict overlap, as Apple's `CGRectIntersectsRect`.
    static func overlaps(_ a: CGRect, _ b: CGRect) -> Bool {
        max(a.minX, b.minX) < min(a.maxX, b.maxX) && max(a.minY, b.minY) < min(a.maxY, b.maxY)
    }

    static func items(_ elements: [FlowElement]) -> [Int] { elements.filter { $0.kind == .item }.map(\.item) }

    /// A deterministic sequence of sizes (a linear congruential generator), so failures repeat.
    static func varyingSizes(_ count: Int, seed: UInt64 = 7) -> [CGSize] {
        var state = seed
        func next(_ range: Int) -> CGFloat {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return CGFloat(Int((state >> 33) % UInt64(range)))
        }
        return (0..<count).map { _ in CGSize(width: 20 + next(180), height: 20 + next(80)) }
    }
}

func expectFrame(_ frame: CGRect?, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat,
                 tolerance: CGFloat = 1e-6, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let frame else { Issue.record("no frame", sourceLocation: sourceLocation); return }
    let matches = abs(frame.minX - x) <= tolerance && abs(frame.minY - y) <= tolerance
        && abs(frame.width - width) <= tolerance && abs(frame.height - height) <= tolerance
    #expect(matches, "\(frame) is not (\(x), \(y), \(width), \(height))", sourceLocation: sourceLocation)
}
