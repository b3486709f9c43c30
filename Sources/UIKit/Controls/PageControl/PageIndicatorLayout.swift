import Foundation

/// Where a page control's indicators go in its bounds. Each page has a slot along the axis:
/// its indicator (a 7-point dot, or an image) plus 9 points of spacing. The row of slots
/// is centred in the bounds; when it does not fit, a window of pages around the current
/// one is shown and the indicators at a window edge with more pages beyond it shrink (to
/// half, and the next to three quarters), as iOS hints that the row goes on. The platter —
/// a 26-point capsule — runs 6 points beyond the row at each end.
struct PageIndicatorLayout {
    static let dotDiameter: CGFloat = 7
    static let spacing: CGFloat = 9
    /// How far the platter runs past the row at each end.
    static let platterPadding: CGFloat = 6
    /// The platter's (and the control's natural) thickness across the axis.
    static let thickness: CGFloat = 26

    /// One indicator shown.
    struct Indicator: Equatable {
        let page: Int
        /// Its centre, in the control's coordinates.
        let center: CGPoint
        /// 1, or less for the shrunk indicators at a window's edge.
        let scale: CGFloat
    }

    /// The indicators shown, in the order they appear along the axis.
    let indicators: [Indicator]
    /// The capsule behind the row.
    let platter: CGRect
    let isVertical: Bool
    /// Whether the first page is at the right (or bottom) end.
    let isReversed: Bool
    /// Where the row of shown slots starts and ends along the axis.
    let rowStart: CGFloat
    let rowEnd: CGFloat
    let pageCount: Int
    /// Whether every page has an indicator shown.
    var showsEveryPage: Bool { indicators.count == pageCount }

    /// The length along the axis of a page's slot, for an indicator of `size`.
    static func slotLength(for size: CGSize, vertical: Bool) -> CGFloat {
        max(dotDiameter, vertical ? size.height : size.width) + spacing
    }

    /// The size a row of indicators of `sizes` needs, platter included.
    static func size(for sizes: [CGSize], vertical: Bool) -> CGSize {
        guard !sizes.isEmpty else { return vertical ? CGSize(width: thickness, height: 0) : CGSize(width: 0, height: thickness) }
        let across = max(thickness, sizes.map { vertical ? $0.width : $0.height }.max() ?? 0)
        let along = sizes.reduce(2 * platterPadding) { $0 + slotLength(for: $1, vertical: vertical) }
        return vertical ? CGSize(width: across, height: along) : CGSize(width: along, height: across)
    }

    /// The layout of `sizes.count` pages around page `current` in `bounds`.
    init(bounds: CGRect, sizes: [CGSize], current: Int, vertical: Bool, reversed: Bool) {
        isVertical = vertical
        isReversed = reversed
        pageCount = sizes.count
        let slots = sizes.map { Self.slotLength(for: $0, vertical: vertical) }
        let available = (vertical ? bounds.height : bounds.width) - 2 * Self.platterPadding
        let window = Self.window(slots: slots, around: current, fitting: available)
        let pages = reversed ? Array(window.reversed()) : Array(window)
        let length = pages.reduce(0) { $0 + slots[$1] }
        let middle = vertical ? bounds.midY : bounds.midX
        let across = vertical ? bounds.midX : bounds.midY
        rowStart = middle - length / 2
        rowEnd = middle + length / 2
        var position = rowStart
        var shown: [Indicator] = []
        for page in pages {
            let centre = position + slots[page] / 2
            position += slots[page]
            let scale = Self.edgeScale(of: page, in: window, pageCount: sizes.count)
            shown.append(Indicator(page: page, center: vertical ? CGPoint(x: across, y: centre) : CGPoint(x: centre, y: across),
                                   scale: scale))
        }
        indicators = shown
        let platterAlong = CGRect(x: rowStart - Self.platterPadding, y: across - Self.thickness / 2,
                                  width: length + 2 * Self.platterPadding, height: Self.thickness)
        platter = vertical
            ? CGRect(x: platterAlong.minY, y: platterAlong.minX, width: platterAlong.height, height: platterAlong.width)
            : platterAlong
    }

    /// The pages shown: all that fit, growing from `current` one page at a time on each
    /// side in turn (so the current page stays near the middle), at least the current one;
    /// empty without pages.
    private static func window(slots: [CGFloat], around current: Int, fitting available: CGFloat) -> Range<Int> {
        guard !slots.isEmpty else { return 0..<0 }
        let current = min(max(current, 0), slots.count - 1)
        var low = current, high = current
        var used = slots[current]
        var grew = true
        while grew {
            grew = false
            if high + 1 < slots.count, used + slots[high + 1] <= available {
                high += 1
                used += slots[high]
                grew = true
            }
            if low > 0, used + slots[low - 1] <= available {
                low -= 1
                used += slots[low]
                grew = true
            }
        }
        return low..<(high + 1)
    }

    /// How much `page`'s indicator shrinks: at a window edge with pages beyond, half; next
    /// to it, three quarters (only in windows long enough to keep full-size dots between).
    private static func edgeScale(of page: Int, in window: Range<Int>, pageCount: Int) -> CGFloat {
        guard window.count >= 5 else { return 1 }
        let first = window.lowerBound, last = window.upperBound - 1
        var scale: CGFloat = 1
        if first > 0 {
            if page == first { scale = 0.5 } else if page == first + 1 { scale = 0.75 }
        }
        if last < pageCount - 1 {
            if page == last { scale = min(scale, 0.5) } else if page == last - 1 { scale = min(scale, 0.75) }
        }
        return scale
    }

    /// The indicator of `page`, when it is shown.
    func indicator(of page: Int) -> Indicator? {
        indicators.first { $0.page == page }
    }

    /// A point's coordinate along the axis.
    func along(_ point: CGPoint) -> CGFloat {
        isVertical ? point.y : point.x
    }

    /// The page a scrub at `position` (along the axis) points at: the page whose indicator
    /// is there when every page is shown (positions beyond the ends give the end pages);
    /// otherwise the row stands for every page in proportion.
    func scrubbedPage(at position: CGFloat) -> Int {
        guard pageCount > 0 else { return 0 }
        let visual: Int
        if showsEveryPage {
            let boundaries = indicators.indices.dropLast().map { index in
                (along(indicators[index].center) + along(indicators[index + 1].center)) / 2
            }
            visual = boundaries.firstIndex { position < $0 } ?? indicators.count - 1
            return indicators[visual].page
        }
        let length = rowEnd - rowStart
        let fraction = length > 0 ? min(max((position - rowStart) / length, 0), 1) : 0
        visual = min(pageCount - 1, Int(fraction * CGFloat(pageCount)))
        return isReversed ? pageCount - 1 - visual : visual
    }
}
