import CoreGraphics
import Foundation

/// Where everything of an alert or action sheet goes, as iOS 17 lays them out on an iPhone,
/// computed from the measured text and the actions without making views.
///
/// The alert's view holds one or two blocks (rounded, filled); a block holds sections, each
/// a scrolling area (it scrolls only when its content is taller than it) holding the title,
/// the message and rows of actions with hairline separators.
///
/// - **Alert**: one block 270 points wide, centred in the container (kept inside the safe
///   area, 20 points from its top and bottom): the header (title and message, 16 points
///   from the sides, 20 from the top and from the buttons), then 44-point buttons. Two
///   actions whose titles fit half the width go side by side, Cancel on the left; otherwise
///   the buttons are stacked in the order added, Cancel last. When everything is too tall
///   the block scrolls, and a stacked Cancel button stays pinned below the scrolling part.
/// - **Action sheet**: the width of the screen's portrait width less 8-point margins,
///   centred, bottom at the safe area's (8 points above the screen's edge when the safe
///   area reaches it): a block with the header (gray text, 14 points above and below) and
///   57-point rows in the order added, then, 8 points below, Cancel in a block of its own.
///   The first block scrolls when it cannot fit below the safe area's top.
/// - **Action sheet in a popover** (an iPad): one block 304 points wide at the origin, the
///   header and rows as an action sheet's, without the Cancel action (a tap outside is it).
struct AlertLayout: Equatable {
    // MARK: Metrics (iOS 17, points)

    static let alertWidth: CGFloat = 270
    static let alertCornerRadius: CGFloat = 14
    static let alertHeaderInsets = UIEdgeInsets(top: 20, left: 16, bottom: 20, right: 16)
    static let alertTitleMessageGap: CGFloat = 2
    static let alertRowHeight: CGFloat = 44
    /// The least distance from the alert to the top and bottom of the safe area.
    static let alertScreenMargin: CGFloat = 20
    static let sheetMargin: CGFloat = 8
    static let sheetCornerRadius: CGFloat = 13
    static let sheetHeaderInsets = UIEdgeInsets(top: 14, left: 16, bottom: 14, right: 16)
    static let sheetTitleMessageGap: CGFloat = 4
    static let sheetRowHeight: CGFloat = 57
    /// The width of an action sheet shown as a popover.
    static let popoverWidth: CGFloat = 304
    /// The gap between an action sheet's actions and its Cancel block.
    static let sheetCancelGap: CGFloat = 8
    /// The space kept on each side of a button's title.
    static let actionTitlePadding: CGFloat = 12
    /// Text fields: the least height of each, the space between two, the space above the
    /// first (below the title or message) and below the last (above the buttons).
    static let textFieldMinimumHeight: CGFloat = 30
    static let textFieldSpacing: CGFloat = 8
    static let textFieldTopGap: CGFloat = 16
    static let textFieldBottomInset: CGFloat = 16

    /// An action as the layout needs it.
    struct Action: Equatable {
        var isCancel: Bool
        /// The width of its title at its font.
        var titleWidth: CGFloat
    }

    /// An action's button: the index of the action and its frame in its section's content.
    struct Row: Equatable {
        var action: Int
        var frame: CGRect
    }

    /// A scrolling area of a block.
    struct Section: Equatable {
        /// In the block.
        var frame: CGRect
        /// The height of what it holds (more than the frame's: it scrolls).
        var contentHeight: CGFloat
        /// In the content, as the rest.
        var title: CGRect?
        var message: CGRect?
        /// An alert's text fields, top to bottom.
        var textFields: [CGRect] = []
        var rows: [Row] = []
        var separators: [CGRect] = []

        var scrolls: Bool { contentHeight > frame.height + 0.5 }
    }

    /// A rounded, filled block of the alert.
    struct Block: Equatable {
        /// In the alert's view.
        var frame: CGRect
        /// Whether this is an action sheet's Cancel block (filled white).
        var isCancelBlock: Bool
        var sections: [Section]
    }

    /// The alert's view in the container.
    var frame: CGRect
    var blocks: [Block]

    /// The width left for the title and message of an alert of `style` in a container of
    /// `bounds`, whose safe area is `safeArea`.
    static func textWidth(for style: UIAlertController.Style, bounds: CGRect, safeArea: CGRect) -> CGFloat {
        switch style {
        case .alert: alertWidth - alertHeaderInsets.left - alertHeaderInsets.right
        case .actionSheet:
            max(0, sheetWidth(bounds: bounds, safeArea: safeArea) - sheetHeaderInsets.left - sheetHeaderInsets.right)
        }
    }

    /// Lays out an alert of `style` in a container of `bounds` (safe area `safeArea`) with a
    /// title and message of the given heights (nil: none), text fields of the given heights
    /// (alerts only) and `actions` in the order added; separators are `hairline` thick.
    init(style: UIAlertController.Style, bounds: CGRect, safeArea: CGRect, titleHeight: CGFloat?,
         messageHeight: CGFloat?, textFieldHeights: [CGFloat] = [], actions: [Action], hairline: CGFloat) {
        switch style {
        case .alert:
            self = Self.alert(bounds: bounds, safeArea: safeArea, titleHeight: titleHeight, messageHeight: messageHeight,
                              textFieldHeights: textFieldHeights, actions: actions, hairline: hairline)
        case .actionSheet:
            self = Self.sheet(bounds: bounds, safeArea: safeArea, titleHeight: titleHeight, messageHeight: messageHeight,
                              actions: actions, hairline: hairline)
        }
    }

    private init(frame: CGRect, blocks: [Block]) {
        self.frame = frame
        self.blocks = blocks
    }

    // MARK: Alerts

    private static func alert(bounds: CGRect, safeArea: CGRect, titleHeight: CGFloat?, messageHeight: CGFloat?,
                              textFieldHeights: [CGFloat], actions: [Action], hairline: CGFloat) -> AlertLayout {
        let width = alertWidth
        var body = header(width: width, titleHeight: titleHeight, messageHeight: messageHeight,
                          insets: alertHeaderInsets, gap: alertTitleMessageGap)
        addTextFields(textFieldHeights, to: &body, width: width)
        let half = width / 2
        let sideBySide = actions.count == 2
            && actions.allSatisfy { $0.titleWidth + 2 * actionTitlePadding <= half }
        let cancel = actions.firstIndex(where: \.isCancel)
        let others = actions.indices.filter { $0 != cancel }
        let naturalHeight = body.contentHeight + (sideBySide ? alertRowHeight : alertRowHeight * CGFloat(actions.count))
        let maxHeight = max(alertRowHeight, safeArea.height - 2 * alertScreenMargin)
        let height = min(naturalHeight, maxHeight)
        var sections: [Section]
        if sideBySide {
            let order = cancel.map { [$0] + others } ?? others
            let y = body.contentHeight
            for (slot, action) in order.enumerated() {
                body.rows.append(Row(action: action, frame: CGRect(x: half * CGFloat(slot), y: y, width: half, height: alertRowHeight)))
            }
            if y > 0 { body.separators.append(CGRect(x: 0, y: y, width: width, height: hairline)) }
            body.separators.append(CGRect(x: half, y: y, width: hairline, height: alertRowHeight))
            body.contentHeight += alertRowHeight
            body.frame = CGRect(x: 0, y: 0, width: width, height: height)
            sections = [body]
        } else {
            // Too tall: a stacked Cancel button stays below the part that scrolls.
            let pinsCancel = naturalHeight > maxHeight && cancel != nil
            let stacked = pinsCancel ? others : others + (cancel.map { [$0] } ?? [])
            stack(stacked, in: &body, width: width, rowHeight: alertRowHeight, hairline: hairline)
            body.frame = CGRect(x: 0, y: 0, width: width, height: height - (pinsCancel ? alertRowHeight : 0))
            sections = [body]
            if pinsCancel, let cancel {
                var pinned = Section(frame: CGRect(x: 0, y: body.frame.maxY, width: width, height: alertRowHeight),
                                     contentHeight: alertRowHeight)
                pinned.rows = [Row(action: cancel, frame: CGRect(x: 0, y: 0, width: width, height: alertRowHeight))]
                pinned.separators = [CGRect(x: 0, y: 0, width: width, height: hairline)]
                sections.append(pinned)
            }
        }
        // Centred in the container, kept inside the safe area's margins.
        let lowest = safeArea.minY + alertScreenMargin, highest = safeArea.maxY - alertScreenMargin - height
        let y = max(lowest, min((bounds.midY - height / 2).rounded(), highest))
        let frame = CGRect(x: (bounds.midX - width / 2).rounded(), y: y, width: width, height: height)
        return AlertLayout(frame: frame, blocks: [Block(frame: CGRect(origin: .zero, size: frame.size), isCancelBlock: false,
                                                        sections: sections)])
    }

    // MARK: Action sheets

    private static func sheetWidth(bounds: CGRect, safeArea: CGRect) -> CGFloat {
        max(0, min(safeArea.width, min(bounds.width, bounds.height)) - 2 * sheetMargin)
    }

    private static func sheet(bounds: CGRect, safeArea: CGRect, titleHeight: CGFloat?, messageHeight: CGFloat?,
                              actions: [Action], hairline: CGFloat) -> AlertLayout {
        let width = sheetWidth(bounds: bounds, safeArea: safeArea)
        var main = header(width: width, titleHeight: titleHeight, messageHeight: messageHeight,
                          insets: sheetHeaderInsets, gap: sheetTitleMessageGap)
        let cancel = actions.firstIndex(where: \.isCancel)
        stack(actions.indices.filter { $0 != cancel }, in: &main, width: width, rowHeight: sheetRowHeight, hairline: hairline)
        let bottom = min(bounds.maxY - sheetMargin, safeArea.maxY)
        let top = safeArea.minY + sheetMargin
        let cancelHeight: CGFloat = cancel == nil ? 0 : sheetRowHeight
        let gap: CGFloat = cancel != nil && main.contentHeight > 0 ? sheetCancelGap : 0
        let mainHeight = min(main.contentHeight, max(0, bottom - top - cancelHeight - gap))
        main.frame = CGRect(x: 0, y: 0, width: width, height: mainHeight)
        var blocks: [Block] = []
        if main.contentHeight > 0 {
            blocks.append(Block(frame: CGRect(x: 0, y: 0, width: width, height: mainHeight), isCancelBlock: false,
                                sections: [main]))
        }
        if let cancel {
            var section = Section(frame: CGRect(x: 0, y: 0, width: width, height: sheetRowHeight), contentHeight: sheetRowHeight)
            section.rows = [Row(action: cancel, frame: section.frame)]
            blocks.append(Block(frame: CGRect(x: 0, y: mainHeight + gap, width: width, height: sheetRowHeight),
                                isCancelBlock: true, sections: [section]))
        }
        let height = mainHeight + gap + cancelHeight
        let frame = CGRect(x: (safeArea.midX - width / 2).rounded(), y: bottom - height, width: width, height: height)
        return AlertLayout(frame: frame, blocks: blocks)
    }

    /// Lays out an action sheet shown as a popover: its title and message of the given
    /// heights (nil: none) and its actions but Cancel, in one block at the origin.
    static func popover(titleHeight: CGFloat?, messageHeight: CGFloat?, actions: [Action], hairline: CGFloat) -> AlertLayout {
        let width = popoverWidth
        var main = header(width: width, titleHeight: titleHeight, messageHeight: messageHeight,
                          insets: sheetHeaderInsets, gap: sheetTitleMessageGap)
        stack(actions.indices.filter { !actions[$0].isCancel }, in: &main, width: width, rowHeight: sheetRowHeight,
              hairline: hairline)
        let frame = CGRect(x: 0, y: 0, width: width, height: main.contentHeight)
        main.frame = frame
        let blocks = main.contentHeight > 0 ? [Block(frame: frame, isCancelBlock: false, sections: [main])] : []
        return AlertLayout(frame: frame, blocks: blocks)
    }

    // MARK: Parts

    /// A section holding the title and message (if any) centred across `width`; its content
    /// height is theirs with `insets` (0 with neither).
    private static func header(width: CGFloat, titleHeight: CGFloat?, messageHeight: CGFloat?, insets: UIEdgeInsets,
                               gap: CGFloat) -> Section {
        var section = Section(frame: .zero, contentHeight: 0)
        guard titleHeight != nil || messageHeight != nil else { return section }
        let textWidth = max(0, width - insets.left - insets.right)
        var y = insets.top
        if let titleHeight {
            section.title = CGRect(x: insets.left, y: y, width: textWidth, height: titleHeight)
            y += titleHeight
        }
        if let messageHeight {
            if titleHeight != nil { y += gap }
            section.message = CGRect(x: insets.left, y: y, width: textWidth, height: messageHeight)
            y += messageHeight
        }
        section.contentHeight = y + insets.bottom
        return section
    }

    /// Stacks text fields of `heights` below the title and message (spanning the header's
    /// text width), `textFieldSpacing` apart, with `textFieldBottomInset` below the last
    /// in place of the header's bottom inset.
    private static func addTextFields(_ heights: [CGFloat], to section: inout Section, width: CGFloat) {
        guard !heights.isEmpty else { return }
        let insets = alertHeaderInsets
        var y = section.contentHeight == 0 ? insets.top : section.contentHeight - insets.bottom + textFieldTopGap
        for (index, height) in heights.enumerated() {
            if index > 0 { y += textFieldSpacing }
            section.textFields.append(CGRect(x: insets.left, y: y, width: width - insets.left - insets.right, height: height))
            y += height
        }
        section.contentHeight = y + textFieldBottomInset
    }

    /// Adds a row for each of `actions` below what `section` holds, each with a separator
    /// along its top when something is above it.
    private static func stack(_ actions: [Int], in section: inout Section, width: CGFloat, rowHeight: CGFloat,
                              hairline: CGFloat) {
        for action in actions {
            let y = section.contentHeight
            section.rows.append(Row(action: action, frame: CGRect(x: 0, y: y, width: width, height: rowHeight)))
            if y > 0 { section.separators.append(CGRect(x: 0, y: y, width: width, height: hairline)) }
            section.contentHeight += rowHeight
        }
    }
}
