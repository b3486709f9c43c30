import CoreGraphics
import Foundation

/// One section laid out: header, insets, lines, footer, along the scroll direction, relative
/// to the section's start (the engine keeps the starts).
struct FlowSection {
    enum Lines {
        case grid(FlowGrid)
        case measured(FlowMeasuredLines)
    }

    let edges: FlowEdges
    let headerLength: CGFloat, footerLength: CGFloat
    let lineSpacing: CGFloat, interitemSpacing: CGFloat
    /// The length a line may fill: the content's cross extent less the insets across.
    let lineLength: CGFloat
    private(set) var lines: Lines

    /// Cleans `metrics` and lays the section out, asking a per-item size closure once per item.
    init(_ metrics: FlowSectionMetrics, axis: FlowScrollAxis, crossExtent: CGFloat, reference: UIEdgeInsets) {
        edges = axis.edges(FlowClean.insets(metrics.inset), plus: reference)
        headerLength = FlowClean.length(axis.along(metrics.headerSize))
        footerLength = FlowClean.length(axis.along(metrics.footerSize))
        lineSpacing = FlowClean.length(metrics.minimumLineSpacing)
        interitemSpacing = FlowClean.length(metrics.minimumInteritemSpacing)
        lineLength = crossExtent - edges.crossBefore - edges.crossAfter
        let count = max(0, metrics.itemCount)
        switch metrics.itemSizing {
        case .uniform(let size):
            let size = FlowClean.size(size)
            lines = .grid(FlowGrid(itemCount: count, itemAlong: axis.along(size), itemCross: axis.cross(size),
                                   lineLength: lineLength, lineSpacing: lineSpacing, interitemSpacing: interitemSpacing))
        case .perItem(let sizeOfItem):
            var along = [CGFloat](), cross = [CGFloat]()
            along.reserveCapacity(count); cross.reserveCapacity(count)
            for item in 0..<count {
                let size = FlowClean.size(sizeOfItem(item))
                along.append(axis.along(size)); cross.append(axis.cross(size))
            }
            lines = .measured(FlowMeasuredLines(itemAlong: along, itemCross: cross, lineLength: lineLength,
                                                lineSpacing: lineSpacing, interitemSpacing: interitemSpacing))
        }
    }

    var itemCount: Int {
        switch lines {
        case .grid(let grid): grid.itemCount
        case .measured(let measured): measured.itemCount
        }
    }

    private var linesLength: CGFloat {
        switch lines {
        case .grid(let grid): grid.length
        case .measured(let measured): measured.length
        }
    }

    /// Where the first line starts, from the section's start: after the header and the inset.
    var itemsStart: CGFloat { headerLength + edges.alongBefore }

    /// Where the footer starts: after the last line and the inset. An empty section keeps its
    /// header, both insets and its footer (the spec's recommendation for UIKit's behaviour).
    var footerStart: CGFloat { itemsStart + linesLength + edges.alongAfter }

    var length: CGFloat { footerStart + footerLength }

    /// An item's origin in along/cross terms from the section's start and the content's edge.
    func itemOrigin(_ item: Int) -> (along: CGFloat, cross: CGFloat) {
        let origin: (along: CGFloat, cross: CGFloat)
        switch lines {
        case .grid(let grid): origin = grid.origin(ofItem: item)
        case .measured(let measured): origin = measured.origin(ofItem: item)
        }
        return (itemsStart + origin.along, edges.crossBefore + origin.cross)
    }

    func itemSize(_ item: Int) -> (along: CGFloat, cross: CGFloat) {
        switch lines {
        case .grid(let grid): (grid.itemAlong, grid.itemCross)
        case .measured(let measured): (measured.itemAlong[item], measured.itemCross[item])
        }
    }

    /// Items that may reach into the ranges (section-relative along, content cross), in index
    /// order; the caller tests exact frames.
    func forEachCandidate(along: (min: CGFloat, max: CGFloat), cross: (min: CGFloat, max: CGFloat),
                          _ body: (Int) -> Void) {
        let along = (along.min - itemsStart, along.max - itemsStart)
        let cross = (cross.min - edges.crossBefore, cross.max - edges.crossBefore)
        switch lines {
        case .grid(let grid): grid.forEachCandidate(along: along, cross: cross, body)
        case .measured(let measured): measured.forEachCandidate(along: along, cross: cross, body)
        }
    }

    /// Changes one item's size (cleaned, along/cross). A uniform section becomes a measured one
    /// first: O(items) once, without asking anyone for sizes.
    mutating func setItemSize(along: CGFloat, cross: CGFloat, ofItem item: Int) {
        if case .grid(let grid) = lines {
            lines = .measured(FlowMeasuredLines(
                itemAlong: [CGFloat](repeating: grid.itemAlong, count: grid.itemCount),
                itemCross: [CGFloat](repeating: grid.itemCross, count: grid.itemCount),
                lineLength: lineLength, lineSpacing: lineSpacing, interitemSpacing: interitemSpacing))
        }
        guard case .measured(var measured) = lines else { return }
        lines = .grid(FlowGrid.empty)   // drop the enum's reference so the arrays mutate in place
        measured.setSize(along: along, cross: cross, ofItem: item)
        lines = .measured(measured)
    }
}

extension FlowGrid {
    static let empty = FlowGrid(itemCount: 0, itemAlong: 0, itemCross: 0, lineLength: 0, lineSpacing: 0, interitemSpacing: 0)
}
