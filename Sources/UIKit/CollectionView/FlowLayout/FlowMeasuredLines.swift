import CoreGraphics
import Foundation

/// The lines of a section whose items have their own sizes: sizes and cross origins stored
/// per item (24 bytes each), and per line its first item, along origin and thickness, so
/// that lookups are binary searches.
///
/// Coordinates are relative to the section's item area, as in `FlowGrid`.
struct FlowMeasuredLines {
    private(set) var itemAlong: [CGFloat]
    private(set) var itemCross: [CGFloat]
    /// Each item's start across its line.
    private var crossOrigin: [CGFloat]
    /// Per line: its first item, along origin and thickness (its largest item along).
    private var lineFirst: [Int] = [], lineAlong: [CGFloat] = [], lineThickness: [CGFloat] = []
    /// How many items have item 0's size: all of them means the grid rule for the last line.
    private var sameSizeCount = 0
    let lineLength: CGFloat, lineSpacing: CGFloat, interitemSpacing: CGFloat

    /// Lays out items whose sizes (already along/cross and cleaned) are given.
    init(itemAlong: [CGFloat], itemCross: [CGFloat], lineLength: CGFloat, lineSpacing: CGFloat,
         interitemSpacing: CGFloat) {
        self.itemAlong = itemAlong
        self.itemCross = itemCross
        self.crossOrigin = [CGFloat](repeating: 0, count: itemAlong.count)
        self.lineLength = lineLength
        self.lineSpacing = lineSpacing
        self.interitemSpacing = interitemSpacing
        sameSizeCount = itemAlong.indices.count { isSameSizeAsFirst($0) }
        layOut(fromLine: 0)
    }

    var itemCount: Int { itemAlong.count }

    /// The along length of all lines, spacing between them included.
    var length: CGFloat { lineAlong.last.map { $0 + lineThickness[lineThickness.count - 1] } ?? 0 }

    func origin(ofItem item: Int) -> (along: CGFloat, cross: CGFloat) {
        let line = self.line(ofItem: item)
        // Items are centred across their line's thickness (FL-9).
        return (lineAlong[line] + (lineThickness[line] - itemAlong[item]) / 2, crossOrigin[item])
    }

    /// Changes one item's size and lays out again from the first line it can affect: its own,
    /// or the line before when it starts a line (shrunk, it may now fit at the end of the
    /// previous one). Cost: O(log lines + items from that line to the section's end); O(items)
    /// when item 0 changes (the "all one size" count is taken again).
    mutating func setSize(along: CGFloat, cross: CGFloat, ofItem item: Int) {
        if item == 0 {
            itemAlong[0] = along; itemCross[0] = cross
            sameSizeCount = itemAlong.indices.count { isSameSizeAsFirst($0) }
        } else {
            if isSameSizeAsFirst(item) { sameSizeCount -= 1 }
            itemAlong[item] = along; itemCross[item] = cross
            if isSameSizeAsFirst(item) { sameSizeCount += 1 }
        }
        let line = self.line(ofItem: item)
        layOut(fromLine: lineFirst[line] == item ? max(0, line - 1) : line)
    }

    /// Calls `body` with the items of every line that reaches into `along` and whose cross
    /// span reaches into `cross`, in index order. O(log lines + lines visited + their items).
    func forEachCandidate(along: (min: CGFloat, max: CGFloat), cross: (min: CGFloat, max: CGFloat),
                          _ body: (Int) -> Void) {
        guard along.max > along.min, cross.max > cross.min else { return }
        var line = FlowSearch.firstIndex(count: lineAlong.count) { lineAlong[$0] + lineThickness[$0] > along.min }
        while line < lineAlong.count && lineAlong[line] < along.max {
            let end = line + 1 < lineFirst.count ? lineFirst[line + 1] : itemCount
            for item in lineFirst[line]..<end
            where crossOrigin[item] < cross.max && crossOrigin[item] + itemCross[item] > cross.min {
                body(item)
            }
            line += 1
        }
    }

    private func isSameSizeAsFirst(_ item: Int) -> Bool {
        itemAlong[item] == itemAlong[0] && itemCross[item] == itemCross[0]
    }

    private func line(ofItem item: Int) -> Int {
        FlowSearch.firstIndex(count: lineFirst.count) { lineFirst[$0] > item } - 1
    }

    /// Breaks items into lines from line `start` to the end (FlowLineFilling's rules).
    private mutating func layOut(fromLine start: Int) {
        var item = start < lineFirst.count ? lineFirst[start] : 0
        var along = start == 0 ? 0 : lineAlong[start - 1] + lineThickness[start - 1] + lineSpacing
        let kept = min(start, lineFirst.count)
        lineFirst.removeSubrange(kept...); lineAlong.removeSubrange(kept...); lineThickness.removeSubrange(kept...)
        let oneSize = sameSizeCount == itemCount
        while item < itemCount {
            var used = itemCross[item], thickness = itemAlong[item], end = item + 1
            while end < itemCount && FlowLineFilling.fits(used + interitemSpacing + itemCross[end], in: lineLength) {
                used += interitemSpacing + itemCross[end]
                thickness = max(thickness, itemAlong[end])
                end += 1
            }
            let placement: FlowLineFilling.Placement
            if end < itemCount {
                placement = FlowLineFilling.fullLine(count: end - item,
                                                     itemsLength: used - CGFloat(end - item - 1) * interitemSpacing,
                                                     length: lineLength)
            } else if oneSize {
                placement = FlowLineFilling.gridLine(length: lineLength, item: itemCross[0],
                                                     spacing: interitemSpacing, unbounded: itemCount).placement
            } else {
                placement = FlowLineFilling.Placement(start: 0, gap: interitemSpacing)
            }
            var cross = placement.start
            for index in item..<end {
                crossOrigin[index] = cross
                cross += itemCross[index] + placement.gap
            }
            lineFirst.append(item); lineAlong.append(along); lineThickness.append(thickness)
            along += thickness + lineSpacing
            item = end
        }
    }
}

/// Binary search over monotonic predicates, the engine's one lookup primitive.
enum FlowSearch {
    /// The first index in 0..<count where `isPast` holds (`count` if none), for a predicate
    /// that is false then true.
    static func firstIndex(count: Int, where isPast: (Int) -> Bool) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if isPast(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
