import Foundation

/// Where a segmented control's parts go for given bounds and segment widths: the segments
/// tile the bounds from the left; the thumb is a segment inset by 2 points; a 1-point
/// separator is centred on each boundary between segments, 8 points short of the top and
/// bottom. Positions are rounded to device pixels so edges stay sharp.
struct SegmentedControlLayout {
    /// How far the thumb is inset from its segment's edges.
    static let thumbInset: CGFloat = 2
    /// How far separators stop short of the top and bottom.
    static let separatorInset: CGFloat = 8
    static let separatorWidth: CGFloat = 1

    let bounds: CGRect
    /// Each segment's rectangle, in the control's coordinates.
    let segmentFrames: [CGRect]
    private let scale: CGFloat

    init(bounds: CGRect, widths: [CGFloat], scale: CGFloat) {
        self.bounds = bounds
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        var frames: [CGRect] = []
        var x = bounds.minX
        var left = bounds.minX
        for width in widths {
            x += width
            let right = Self.rounded(x, scale: self.scale)
            frames.append(CGRect(x: left, y: bounds.minY, width: max(0, right - left), height: bounds.height))
            left = right
        }
        segmentFrames = frames
    }

    /// The widths of segments sharing `available` points: fixed widths (above 0) are kept;
    /// the rest is shared equally by the automatic segments, or in proportion to their
    /// `natural` widths when `apportioned`.
    static func widths(available: CGFloat, fixed: [CGFloat], natural: [CGFloat], apportioned: Bool) -> [CGFloat] {
        let automatic = fixed.indices.filter { fixed[$0] <= 0 }
        guard !automatic.isEmpty else { return fixed }
        let remaining = max(0, available - fixed.reduce(0) { $0 + max(0, $1) })
        let weights = automatic.map { apportioned ? max(0, natural[$0]) : 1 }
        let total = weights.reduce(0, +)
        var widths = fixed
        for (position, index) in automatic.enumerated() {
            let share = total > 0 ? weights[position] / total : 1 / CGFloat(automatic.count)
            widths[index] = remaining * share
        }
        return widths
    }

    /// The segment whose span holds `x` (positions beyond the ends count for the first or
    /// last segment); nil without segments.
    func segment(atX x: CGFloat) -> Int? {
        guard let last = segmentFrames.indices.last else { return nil }
        if let index = segmentFrames.firstIndex(where: { x < $0.maxX }) { return index }
        return last
    }

    /// The thumb's frame on segment `index`.
    func thumbFrame(at index: Int) -> CGRect {
        segmentFrames[index].insetBy(dx: Self.thumbInset, dy: Self.thumbInset)
    }

    /// The separator between segment `index` and the next.
    func separatorFrame(after index: Int) -> CGRect {
        let x = Self.rounded(segmentFrames[index].maxX - Self.separatorWidth / 2, scale: scale)
        let height = max(0, bounds.height - 2 * Self.separatorInset)
        return CGRect(x: x, y: bounds.midY - height / 2, width: Self.separatorWidth, height: height)
    }

    /// A content view of `size` centred in segment `index` (moved by `offset`), no wider
    /// or taller than the segment less its margins, on whole pixels.
    func contentFrame(at index: Int, size: CGSize, offset: CGSize, margin: CGFloat) -> CGRect {
        let segment = segmentFrames[index]
        let width = min(size.width, max(0, segment.width - 2 * margin))
        let height = min(size.height, segment.height)
        let x = Self.rounded(segment.midX - width / 2 + offset.width, scale: scale)
        let y = Self.rounded(segment.midY - height / 2 + offset.height, scale: scale)
        return CGRect(x: x, y: y, width: width, height: height)
    }

    private static func rounded(_ value: CGFloat, scale: CGFloat) -> CGFloat {
        let scaled = (value * scale).rounded()
        return scaled.isFinite ? scaled / scale : value
    }
}
