import CoreGraphics

/// The geometry of context menus as iOS 17 draws them (UIKit documents none of it): a
/// list 250 points wide with 13-point corners, 44-point rows with 16-point insets,
/// 8-point bands between sections; and where the list goes — below its source (the
/// preview, or the control of a compact menu), above it when there is no room below, and
/// for a preview with room on neither side, below it with the preview moved up.
enum ContextMenuLayout {
    static let width: CGFloat = 250
    static let cornerRadius: CGFloat = 13
    /// The height of a row with a title alone.
    static let rowHeight: CGFloat = 44
    /// The space between the list's edges and a row's text, image or glyph.
    static let inset: CGFloat = 16
    /// The height of the band between two sections.
    static let sectionGap: CGFloat = 8
    /// Where a row's title begins when the rows show checkmarks, leaving them a column.
    static let stateColumnInset: CGFloat = 40
    /// The side of the square a row's image is fitted into.
    static let imageSide: CGFloat = 24
    /// The room between the source (or preview) and the list.
    static let spacing: CGFloat = 8
    /// The room kept between the menu and the edges of the window's safe area.
    static let horizontalMargin: CGFloat = 16
    static let verticalMargin: CGFloat = 8
    /// The least height of the list a preview leaves room for (two and a half rows, so
    /// a list that scrolls shows that it does).
    static let leastListHeight: CGFloat = 2.5 * rowHeight

    /// Where the parts of a context menu go, in the coordinates of the area given.
    struct Placement: Equatable {
        /// The preview's frame; for a compact menu, the source's own frame.
        var preview: CGRect
        /// The list's frame (its height is less than its content's when it scrolls).
        var list: CGRect
        /// Whether the list is above the preview or source.
        var isAbove: Bool
    }

    /// Places a list of `listHeight` points (its content's height) next to `source`
    /// inside `area`. With `previewSize` (a rich menu) the preview is that size, scaled
    /// down to leave the list room, centred on the source and kept in the area; without
    /// it (a compact menu) the source stays where it is. The list goes below when it fits
    /// there, else above when it fits there; else, with a preview, the preview moves up
    /// to make room below, and without one the list takes the roomier side and scrolls.
    /// Horizontally the list lines up with the source's leading edge when `anchorX` is in
    /// the left third of the area, its trailing edge in the right third, and centres on
    /// `anchorX` between. A source that is not a finite rectangle counts as the area's
    /// middle.
    static func place(source: CGRect, previewSize: CGSize?, listHeight: CGFloat, anchorX: CGFloat,
                      in area: CGRect) -> Placement {
        let finite = [source.minX, source.minY, source.width, source.height].allSatisfy(\.isFinite)
        let source = finite ? source.standardized : CGRect(x: area.midX, y: area.midY, width: 0, height: 0)
        var preview = source
        if let previewSize {
            let room = listHeight > 0 ? spacing + min(listHeight, leastListHeight) : 0
            let fit = min(1, area.width / max(previewSize.width, 1), max(area.height - room, 0) / max(previewSize.height, 1))
            let size = CGSize(width: previewSize.width * fit, height: previewSize.height * fit)
            preview = CGRect(x: clamp(source.midX - size.width / 2, area.minX, area.maxX - size.width),
                             y: clamp(source.midY - size.height / 2, area.minY, area.maxY - size.height),
                             width: size.width, height: size.height)
        }
        let below = area.maxY - (preview.maxY + spacing)
        let above = preview.minY - spacing - area.minY
        var isAbove = false
        var height = listHeight
        if listHeight <= below {
            isAbove = false
        } else if listHeight <= above {
            isAbove = true
        } else if previewSize != nil {
            preview.origin.y -= max(min(listHeight - below, preview.minY - area.minY), 0)
            height = max(min(listHeight, area.maxY - (preview.maxY + spacing)), 0)
        } else {
            isAbove = above > below
            height = max(min(listHeight, isAbove ? above : below), 0)
        }
        let width = min(ContextMenuLayout.width, area.width)
        let anchor = anchorX.isFinite ? anchorX : preview.midX
        let x: CGFloat
        if anchor < area.minX + area.width / 3 {
            x = preview.minX
        } else if anchor > area.maxX - area.width / 3 {
            x = preview.maxX - width
        } else {
            x = anchor - width / 2
        }
        let y = isAbove ? preview.minY - spacing - height : preview.maxY + spacing
        let list = CGRect(x: clamp(x, area.minX, area.maxX - width), y: y, width: width, height: height)
        return Placement(preview: preview, list: list, isAbove: isAbove)
    }

    private static func clamp(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
        max(low, min(value, high))
    }
}
