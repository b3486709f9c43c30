import CoreGraphics
import Foundation

/// The lines of a section whose items all have one size: arithmetic, nothing stored per item
/// or per line, so a million items cost as little as one.
///
/// Coordinates are relative to the section's item area: along 0 is the first line's start,
/// cross 0 the line's start (after the section inset).
struct FlowGrid {
    let itemCount: Int
    /// The item's length along the scroll direction (a line's thickness) and across it.
    let itemAlong: CGFloat, itemCross: CGFloat
    let lineSpacing: CGFloat
    /// Items per line and where they sit on it.
    let columns: Int
    let placement: FlowLineFilling.Placement

    init(itemCount: Int, itemAlong: CGFloat, itemCross: CGFloat, lineLength: CGFloat,
         lineSpacing: CGFloat, interitemSpacing: CGFloat) {
        self.itemCount = itemCount
        self.itemAlong = itemAlong
        self.itemCross = itemCross
        self.lineSpacing = lineSpacing
        (columns, placement) = FlowLineFilling.gridLine(length: lineLength, item: itemCross,
                                                        spacing: interitemSpacing, unbounded: itemCount)
    }

    var lineCount: Int { itemCount == 0 ? 0 : (itemCount - 1) / columns + 1 }

    /// The distance from one line's start to the next.
    var linePitch: CGFloat { itemAlong + lineSpacing }

    /// The along length of all lines, spacing between them included.
    var length: CGFloat { lineCount == 0 ? 0 : CGFloat(lineCount) * linePitch - lineSpacing }

    func origin(ofItem item: Int) -> (along: CGFloat, cross: CGFloat) {
        let line = item / columns, column = item % columns
        return (CGFloat(line) * linePitch, placement.start + CGFloat(column) * (itemCross + placement.gap))
    }

    /// Calls `body` with every item whose line and column reach into the given ranges, in
    /// index order: a superset of the items that intersect them, found by arithmetic.
    func forEachCandidate(along: (min: CGFloat, max: CGFloat), cross: (min: CGFloat, max: CGFloat),
                          _ body: (Int) -> Void) {
        guard itemCount > 0, itemAlong > 0, itemCross > 0 else { return }   // empty frames intersect nothing
        let lines = FlowGrid.indexRange(start: 0, pitch: linePitch, length: itemAlong, count: lineCount, over: along)
        let columnPitch = itemCross + placement.gap
        let columnRange = columns == 1 ? 0...0
            : FlowGrid.indexRange(start: placement.start, pitch: columnPitch, length: itemCross, count: columns, over: cross)
        guard let lines, let columnRange else { return }
        for line in lines {
            let first = line * columns
            for column in columnRange where first + column < itemCount { body(first + column) }
        }
    }

    /// Which of `count` evenly pitched spans can reach into `range`, widened by one on each side
    /// against rounding (the caller tests the exact frames). Nil when none can.
    static func indexRange(start: CGFloat, pitch: CGFloat, length: CGFloat, count: Int,
                           over range: (min: CGFloat, max: CGFloat)) -> ClosedRange<Int>? {
        guard count > 0, range.max > range.min else { return nil }
        guard pitch > 0 else { return 0...(count - 1) }
        func index(_ position: CGFloat) -> Int {
            let value = ((position - start) / pitch).rounded(.down)
            return Int(max(-1, min(CGFloat(count), value)))
        }
        let low = max(0, index(range.min - length) - 1), high = min(count - 1, index(range.max) + 1)
        return low <= high ? low...high : nil
    }
}
