import CoreGraphics

/// Where a popover goes: the bubble (content and arrow) next to its source, inside the
/// area the window's safe area and the popover layout margins leave, its arrow on the edge
/// facing the source. The arrow direction is the first of up, down, left, right (UIKit's
/// enumeration order) among the permitted ones where the preferred size fits whole; when
/// none does, the one leaving the largest content area (the content shrunk to fit) —
/// UIKit's choice is not documented; this is an estimate (docs/DIFFERENCES.md).
struct PopoverLayout: Equatable {
    /// The arrow's height (from the content's edge to its tip) and its base's width, an
    /// estimate from iOS 17 screenshots (docs/DIFFERENCES.md).
    static let arrowHeight: CGFloat = 13
    static let arrowBase: CGFloat = 37
    /// The bubble's corner radius, an estimate from iOS 17 screenshots.
    static let cornerRadius: CGFloat = 13
    /// UIKit's size for a content controller whose preferred content size is zero in a
    /// dimension (`contentSizeForViewInPopover`'s documented default, 320 × 1100).
    static let defaultContentSize = CGSize(width: 320, height: 1100)

    /// The arrow's direction.
    let arrowDirection: UIPopoverArrowDirection
    /// The bubble's frame in the container: the content and the arrow.
    let frame: CGRect
    /// The content's frame in the bubble (the bubble less the arrow's side).
    let contentFrame: CGRect
    /// Where the arrow's tip is along its edge, in the bubble's coordinates (x for up and
    /// down, y for left and right).
    let arrowTip: CGFloat

    /// The layout of a popover of `preferredSize` pointing at `source` (in the container's
    /// coordinates) within `bounds` less `insets` (the safe area plus the layout margins).
    /// With no permitted direction (an empty set) there is no arrow and the popover is
    /// centred on the source, as UIKit does.
    init(source: CGRect, preferredSize: CGSize, permitted: UIPopoverArrowDirection, bounds: CGRect,
         insets: UIEdgeInsets) {
        let area = bounds.inset(by: insets)
        let wanted = CGSize(width: preferredSize.width > 0 ? preferredSize.width : Self.defaultContentSize.width,
                            height: preferredSize.height > 0 ? preferredSize.height : Self.defaultContentSize.height)
        guard !permitted.isEmpty else {
            // No arrow: the content centred on the source, kept in the area.
            let size = Self.fitted(wanted, within: area.size)
            let x = max(area.minX, min(source.midX - size.width / 2, area.maxX - size.width))
            let y = max(area.minY, min(source.midY - size.height / 2, area.maxY - size.height))
            arrowDirection = []
            frame = CGRect(origin: CGPoint(x: x, y: y), size: size)
            contentFrame = CGRect(origin: .zero, size: size)
            arrowTip = 0
            return
        }
        let order: [UIPopoverArrowDirection] = [.up, .down, .left, .right]
        let candidates = order.filter { permitted.contains($0) }
        let sizes = candidates.map { direction in
            (direction: direction, size: Self.fitted(wanted, within: Self.room(direction, source: source, area: area)))
        }
        let chosen = sizes.first { $0.size == wanted }
                ?? sizes.max { $0.size.width * $0.size.height < $1.size.width * $1.size.height }!
        arrowDirection = chosen.direction
        let size = chosen.size
        let arrow = Self.arrowHeight
        // The content beside the source, centred on it along the edge, kept in the area.
        func clampedX(_ x: CGFloat) -> CGFloat { max(area.minX, min(x, area.maxX - size.width)) }
        func clampedY(_ y: CGFloat) -> CGFloat { max(area.minY, min(y, area.maxY - size.height)) }
        let content: CGRect
        switch chosen.direction {
        case .up:
            content = CGRect(x: clampedX(source.midX - size.width / 2), y: source.maxY + arrow,
                             width: size.width, height: size.height)
            frame = CGRect(x: content.minX, y: content.minY - arrow, width: size.width, height: size.height + arrow)
        case .down:
            content = CGRect(x: clampedX(source.midX - size.width / 2), y: source.minY - arrow - size.height,
                             width: size.width, height: size.height)
            frame = CGRect(x: content.minX, y: content.minY, width: size.width, height: size.height + arrow)
        case .left:
            content = CGRect(x: source.maxX + arrow, y: clampedY(source.midY - size.height / 2),
                             width: size.width, height: size.height)
            frame = CGRect(x: content.minX - arrow, y: content.minY, width: size.width + arrow, height: size.height)
        default:
            content = CGRect(x: source.minX - arrow - size.width, y: clampedY(source.midY - size.height / 2),
                             width: size.width, height: size.height)
            frame = CGRect(x: content.minX, y: content.minY, width: size.width + arrow, height: size.height)
        }
        contentFrame = content.offsetBy(dx: -frame.minX, dy: -frame.minY)
        // The tip points at the source's middle, kept clear of the rounded corners.
        let inset = Self.cornerRadius + Self.arrowBase / 2
        let vertical = chosen.direction == .up || chosen.direction == .down
        let along = vertical ? source.midX - frame.minX : source.midY - frame.minY
        let length = vertical ? frame.width : frame.height
        arrowTip = length < 2 * inset ? length / 2 : max(inset, min(along, length - inset))
    }

    /// The room for the content with the arrow pointing `direction` at `source`.
    private static func room(_ direction: UIPopoverArrowDirection, source: CGRect, area: CGRect) -> CGSize {
        switch direction {
        case .up: CGSize(width: area.width, height: area.maxY - source.maxY - arrowHeight)
        case .down: CGSize(width: area.width, height: source.minY - arrowHeight - area.minY)
        case .left: CGSize(width: area.maxX - source.maxX - arrowHeight, height: area.height)
        default: CGSize(width: source.minX - arrowHeight - area.minX, height: area.height)
        }
    }

    /// `wanted` shrunk to fit `room` (never below zero).
    private static func fitted(_ wanted: CGSize, within room: CGSize) -> CGSize {
        CGSize(width: max(0, min(wanted.width, room.width)), height: max(0, min(wanted.height, room.height)))
    }
}
