import CoreGraphics

/// The geometry of the edit menu: a horizontal bar of items with an arrow pointing at its
/// target, placed above the target when there is room (below otherwise), and split into
/// pages when its items do not fit across the window. The sizes are this library's,
/// chosen to look like iOS's callout bar (UIKit does not document them).
enum EditMenuLayout {
    static let barHeight: CGFloat = 36
    /// How far the arrow reaches out of the bar.
    static let arrowLength: CGFloat = 8
    /// The width of the arrow where it meets the bar.
    static let arrowBase: CGFloat = 18
    static let cornerRadius: CGFloat = 8
    /// The room kept between the menu and the edges of the window's safe area.
    static let margin: CGFloat = 8
    /// The space on each side of an item's title.
    static let itemPadding: CGFloat = 12
    /// The width of the paging items (previous and next page).
    static let pageItemWidth: CGFloat = 36

    /// The way the arrow points: at the target, from the side of the bar facing it.
    enum Arrow: Equatable {
        /// The bar is below the target.
        case up
        /// The bar is above the target.
        case down
        /// The bar is to the right of the target.
        case left
        /// The bar is to the left of the target.
        case right
    }

    /// Where the menu goes, in the coordinates of the area it was placed in.
    struct Placement: Equatable {
        /// The bar.
        var bar: CGRect
        /// The way the arrow points.
        var arrow: Arrow
        /// Where the arrow's axis crosses the bar's edge: an x for `.up`/`.down`, a y for
        /// `.left`/`.right`.
        var arrowPosition: CGFloat

        /// The bar with the arrow: the menu view's frame.
        var frame: CGRect {
            switch arrow {
            case .up: return CGRect(x: bar.minX, y: bar.minY - arrowLength, width: bar.width, height: bar.height + arrowLength)
            case .down: return CGRect(x: bar.minX, y: bar.minY, width: bar.width, height: bar.height + arrowLength)
            case .left: return CGRect(x: bar.minX - arrowLength, y: bar.minY, width: bar.width + arrowLength, height: bar.height)
            case .right: return CGRect(x: bar.minX, y: bar.minY, width: bar.width + arrowLength, height: bar.height)
            }
        }
    }

    /// Places a bar `width` points wide pointing at `target` inside `area`. With no
    /// preference (or one without room) the bar goes above the target when it fits there,
    /// else below it, else at the top of the area; a preferred side is used when the bar
    /// fits on it. The arrow stays on the bar's straight edge, clear of the corners.
    /// A target that is not a finite rectangle (null, NaN) counts as the area's middle.
    static func place(width: CGFloat, pointingAt target: CGRect, in area: CGRect, preferring preferred: Arrow?) -> Placement {
        let finite = [target.minX, target.minY, target.width, target.height].allSatisfy(\.isFinite)
        let target = finite ? target : CGRect(x: area.midX, y: area.midY, width: 0, height: 0)
        let width = min(width, area.width)
        let spot = CGPoint(x: min(max(target.midX, area.minX), area.maxX), y: min(max(target.midY, area.minY), area.maxY))
        let total = barHeight + arrowLength
        let fitsAbove = target.minY - total >= area.minY
        let fitsBelow = target.maxY + total <= area.maxY
        let fitsRight = target.maxX + arrowLength + width <= area.maxX
        let fitsLeft = target.minX - arrowLength - width >= area.minX

        let arrow: Arrow
        switch preferred {
        case .up? where fitsBelow: arrow = .up
        case .left? where fitsRight: arrow = .left
        case .right? where fitsLeft: arrow = .right
        default: arrow = fitsAbove || !fitsBelow ? .down : .up
        }

        func clamp(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat { max(low, min(value, high)) }
        let barX = clamp(spot.x - width / 2, area.minX, area.maxX - width)
        let barY = clamp(spot.y - barHeight / 2, area.minY, area.maxY - barHeight)
        let bar: CGRect
        switch arrow {
        case .down: bar = CGRect(x: barX, y: max(target.minY - total, area.minY), width: width, height: barHeight)
        case .up: bar = CGRect(x: barX, y: target.maxY + arrowLength, width: width, height: barHeight)
        case .left: bar = CGRect(x: target.maxX + arrowLength, y: barY, width: width, height: barHeight)
        case .right: bar = CGRect(x: target.minX - arrowLength - width, y: barY, width: width, height: barHeight)
        }
        let inset = cornerRadius + arrowBase / 2
        let position = arrow == .up || arrow == .down
            ? clamp(spot.x, bar.minX + inset, bar.maxX - inset)
            : clamp(spot.y, bar.minY + inset, bar.maxY - inset)
        return Placement(bar: bar, arrow: arrow, arrowPosition: position)
    }

    /// Splits items of the given widths into pages no wider than `maxWidth`, keeping room
    /// for a previous-page item on every page but the first and a next-page item on every
    /// page but the last. A page always takes at least one item (squeezed if it is too wide).
    static func pages(of widths: [CGFloat], maxWidth: CGFloat) -> [Range<Int>] {
        guard widths.reduce(0, +) > maxWidth else { return widths.isEmpty ? [] : [0..<widths.count] }
        var pages: [Range<Int>] = []
        var start = 0
        while start < widths.count {
            var used = pages.isEmpty ? 0 : pageItemWidth
            var end = start
            while end < widths.count {
                let next = end + 1 < widths.count ? pageItemWidth : 0
                guard end == start || used + widths[end] + next <= maxWidth else { break }
                used += widths[end]
                end += 1
            }
            pages.append(start..<end)
            start = end
        }
        return pages
    }
}
