import CoreGraphics
import Foundation
import QuartzCore

/// Where a view's subviews lie, so that hit testing asks only the subviews that may take
/// the point instead of every one (cost about constant, not proportional, per level).
///
/// The rule that keeps results exactly UIKit's: a subview is *indexed* — left out when its
/// frame misses the point — only when its class is exactly one of `defaultHitTesting`
/// (classes whose `hitTest(_:with:)` and `point(inside:with:)` are UIView's own) and its
/// map into the superview is upright (no rotation, skew or perspective). UIView's
/// `hitTest(_:with:)` answers nil without asking anyone when `point(inside:with:)` is
/// false, and UIView's `point(inside:with:)` is the bounds test, so such a subview would
/// have answered nil. Every other subview is always asked: a subclass may override either
/// method (to take touches outside its bounds, for one), and without the Objective-C
/// runtime Swift cannot tell whether it does. The candidates are asked in the same order
/// as without the index, front to back.
///
/// Kept in the superview's layer (`CALayer.sublayerGeometryCache`), which drops it when
/// subviews are added, removed or reordered, or a subview's frame or transform changes.
final class SubviewHitIndex {
    /// Below this many subviews, asking each is as quick.
    static let minimumSubviews = 16
    /// View classes known to inherit UIView's `hitTest(_:with:)` and `point(inside:with:)`
    /// unchanged. Matched exactly: a subclass of one of them may override.
    /// (UIKit's own leaf views qualify: labels and image views are the bulk of a cell.)
    static let defaultHitTesting: Set<ObjectIdentifier> = [
        ObjectIdentifier(UIView.self), ObjectIdentifier(UILabel.self), ObjectIdentifier(UIImageView.self),
    ]
    /// An indexed subview spanning more grid cells than this is kept with the always-asked
    /// ones instead (a background view, say), which keeps building linear.
    private static let maximumCellsPerView = 16

    /// How many subviews there were when the index was built.
    let subviewCount: Int
    /// Subviews asked whatever the point, by index, ascending.
    private let alwaysAsked: [Int]
    /// Each subview's frame in the superview, grown by a margin for rounding (nil when the
    /// subview is always asked).
    private let frames: [CGRect?]
    /// A uniform grid over the indexed frames: each cell lists, ascending, the indexed
    /// subviews whose frames reach into it.
    private let grid: CGRect
    private let columns: Int, rows: Int
    private let cells: [[Int]]

    @MainActor
    init(subviews: [UIView]) {
        subviewCount = subviews.count
        let frames = subviews.map(SubviewHitIndex.indexedFrame)
        let grid = frames.reduce(CGRect.null) { covered, frame in frame.map { covered.union($0) } ?? covered }
        // About one grid cell per indexed subview, shaped like the area they cover.
        let n = frames.count { $0 != nil }
        let aspect = grid.height > 0 ? grid.width / grid.height : CGFloat(n)
        let columns = max(1, min(n, Int((CGFloat(n) * aspect).squareRoot().rounded())))
        let rows = max(1, min(n, (n + columns - 1) / columns))
        var cells = [[Int]](repeating: [], count: n == 0 ? 0 : columns * rows)
        var alwaysAsked: [Int] = []
        var kept = frames
        for (i, frame) in frames.enumerated() {
            guard let frame else {
                alwaysAsked.append(i)
                continue
            }
            let c0 = SubviewHitIndex.cell(frame.minX, grid.minX, grid.width, columns)
            let c1 = SubviewHitIndex.cell(frame.maxX, grid.minX, grid.width, columns)
            let r0 = SubviewHitIndex.cell(frame.minY, grid.minY, grid.height, rows)
            let r1 = SubviewHitIndex.cell(frame.maxY, grid.minY, grid.height, rows)
            guard (c1 - c0 + 1) * (r1 - r0 + 1) <= SubviewHitIndex.maximumCellsPerView else {
                alwaysAsked.append(i)
                kept[i] = nil
                continue
            }
            for r in r0...r1 {
                for c in c0...c1 { cells[r * columns + c].append(i) }
            }
        }
        self.grid = grid
        self.columns = columns
        self.rows = rows
        self.alwaysAsked = alwaysAsked
        self.frames = kept
        self.cells = cells
    }

    /// The subviews that may take `point` (in the superview's coordinates), by index,
    /// front to back: the order hit testing asks them in.
    func candidates(at point: CGPoint) -> Candidates {
        var cell: [Int] = []
        if !cells.isEmpty, point.x >= grid.minX, point.x <= grid.maxX, point.y >= grid.minY, point.y <= grid.maxY {
            let c = SubviewHitIndex.cell(point.x, grid.minX, grid.width, columns)
            let r = SubviewHitIndex.cell(point.y, grid.minY, grid.height, rows)
            cell = cells[r * columns + c]
        }
        return Candidates(index: self, cell: cell, point: point)
    }

    /// The indexed subviews of one grid cell that contain the point, merged with the
    /// always-asked ones, from the highest index down.
    struct Candidates: Sequence, IteratorProtocol {
        fileprivate let index: SubviewHitIndex
        fileprivate let cell: [Int]
        fileprivate let point: CGPoint
        private var inCell: Int, inAlways: Int

        fileprivate init(index: SubviewHitIndex, cell: [Int], point: CGPoint) {
            self.index = index
            self.cell = cell
            self.point = point
            inCell = cell.count
            inAlways = index.alwaysAsked.count
        }

        mutating func next() -> Int? {
            while inCell > 0, let frame = index.frames[cell[inCell - 1]], !SubviewHitIndex.reaches(frame, point) {
                inCell -= 1
            }
            let fromCell = inCell > 0 ? cell[inCell - 1] : -1
            let fromAlways = inAlways > 0 ? index.alwaysAsked[inAlways - 1] : -1
            guard fromCell >= 0 || fromAlways >= 0 else { return nil }
            if fromCell > fromAlways {
                inCell -= 1
                return fromCell
            }
            inAlways -= 1
            return fromAlways
        }
    }

    /// The grid cell along one axis holding `value`; monotonic in `value`, so a frame's
    /// first and last cells bracket every cell a point inside it falls in.
    private static func cell(_ value: CGFloat, _ origin: CGFloat, _ length: CGFloat, _ count: Int) -> Int {
        guard length > 0 else { return 0 }
        return max(0, min(count - 1, Int(((value - origin) / length * CGFloat(count)).rounded(.down))))
    }

    /// Closed on every side: the margin already covers rounding, this covers the edges.
    private static func reaches(_ frame: CGRect, _ p: CGPoint) -> Bool {
        p.x >= frame.minX && p.x <= frame.maxX && p.y >= frame.minY && p.y <= frame.maxY
    }

    /// The frame of an indexed subview in its superview's coordinates; nil for a subview
    /// that must always be asked (see the rule above).
    @MainActor
    private static func indexedFrame(of view: UIView) -> CGRect? {
        guard defaultHitTesting.contains(ObjectIdentifier(type(of: view))) else { return nil }
        let map = view.layer.toSuperlayer, bounds = view.layer.bounds
        guard map.isAffine, map.isFinite, map.b == 0, map.d == 0, map.a != 0, map.e != 0,
              bounds.minX.isFinite, bounds.minY.isFinite, bounds.maxX.isFinite, bounds.maxY.isFinite else { return nil }
        let frame = map.boundingBox(of: bounds)
        // Hit testing maps the point into the view (through the inverse map) where this maps
        // the bounds out; the two round differently, by a few units in the last place of the
        // largest magnitude involved. This margin is a million times that.
        let magnitude = max(abs(map.g), abs(map.h), abs(frame.minX), abs(frame.maxX), abs(frame.minY), abs(frame.maxY),
                            abs(map.a) * max(abs(bounds.minX), abs(bounds.maxX)),
                            abs(map.e) * max(abs(bounds.minY), abs(bounds.maxY)))
        let margin = 1e-9 * (1 + magnitude)
        return frame.insetBy(dx: -margin, dy: -margin)
    }
}
