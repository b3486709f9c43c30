import CoreGraphics
import Foundation

/// The list of a context menu: a rounded, light panel of rows — the menu's title on top
/// (or, in an open submenu, a row going back), then the sections with hairlines between
/// rows and 8-point grey bands between sections. It scrolls when its rows are taller than
/// the room it has. A finger on the list highlights the row under it, following the finger
/// from row to row, and lifting it on a row chooses the row (the presentation decides
/// what that does).
final class ContextMenuListView: UIScrollView {
    /// The panel: iOS's light material as it looks over a dimmed backdrop. Opaque, as
    /// without the blur what showed through would be the list's own shadow.
    static let fillColor = UIColor(white: 0.965, alpha: 1)
    static let separatorColor = UIColor(white: 0, alpha: 0.12)
    static let bandColor = UIColor(white: 0, alpha: 0.07)
    static let headerFont = UIFont.systemFont(ofSize: 13)
    /// The height of the menu's title, and of an inline menu's.
    static var headerHeight: CGFloat { (headerFont.lineHeight + 16).rounded(.up) }

    weak var presentation: ContextMenuPresentation?
    /// The rows shown, top to bottom.
    private(set) var rowViews: [ContextMenuRowView] = []
    /// Holds the rows, hairlines, bands and titles, so the scroll indicators stay.
    private let content = UIView()
    private weak var highlightedRow: ContextMenuRowView?

    init() {
        super.init(frame: .zero)
        backgroundColor = ContextMenuListView.fillColor
        layer.cornerRadius = ContextMenuLayout.cornerRadius
        clipsToBounds = true
        showsHorizontalScrollIndicator = false
        content.isUserInteractionEnabled = false
        addSubview(content)
    }

    /// The list is made by the presentation only.
    required init?(coder: NSCoder) { nil }

    /// The height the rows of `sections` take under `title` (the menu's) or a `back` row.
    static func contentHeight(title: String?, back: UIMenu?, sections: [ContextMenuSection], scale: CGFloat) -> CGFloat {
        layOut(title: title, back: back, sections: sections, width: ContextMenuLayout.width, reversed: false,
               scale: scale, into: nil)
    }

    /// Shows the rows of `sections` (in reverse when `reversed`: the last row on top)
    /// under `title` or a `back` row; hairlines are `1 / scale` points thick.
    func show(title: String?, back: UIMenu?, sections: [ContextMenuSection], reversed: Bool, scale: CGFloat) {
        content.subviews.forEach { $0.removeFromSuperview() }
        rowViews = []
        highlightedRow = nil
        let height = ContextMenuListView.layOut(title: title, back: back, sections: sections, width: bounds.width,
                                                reversed: reversed, scale: scale, into: self)
        content.frame = CGRect(x: 0, y: 0, width: bounds.width, height: height)
        contentSize = content.frame.size
        isScrollEnabled = height > bounds.height
        showsVerticalScrollIndicator = isScrollEnabled
        // A list opening upwards starts at its bottom, the rows nearest the source.
        contentOffset = CGPoint(x: 0, y: reversed ? max(height - bounds.height, 0) : 0)
    }

    /// Lays out the list for `width` and answers its height; with a list given, adds the
    /// views to it (without one, only measures).
    private static func layOut(title: String?, back: UIMenu?, sections: [ContextMenuSection], width: CGFloat,
                               reversed: Bool, scale: CGFloat, into list: ContextMenuListView?) -> CGFloat {
        let hairline = 1 / max(scale, 1)
        let showsStates = sections.contains { $0.rows.contains { $0.state != .off } }
        var y: CGFloat = 0
        /// Adds the view `make` gives (only when there is a list) as the next `height` points.
        func add(height: CGFloat, _ make: () -> UIView) {
            if let list {
                let view = make()
                view.frame = CGRect(x: 0, y: y, width: width, height: height)
                list.content.addSubview(view)
                if let row = view as? ContextMenuRowView { list.rowViews.append(row) }
            }
            y += height
        }
        func header(_ text: String) {
            add(height: headerHeight) {
                let label = UILabel()
                label.text = text
                label.font = headerFont
                label.textColor = .secondaryLabel
                // The label keeps to the list's insets inside a header as wide as the list.
                let header = UIView()
                label.frame = CGRect(x: ContextMenuLayout.inset, y: 0, width: width - 2 * ContextMenuLayout.inset,
                                     height: headerHeight)
                header.addSubview(label)
                return header
            }
        }
        func band() {
            add(height: ContextMenuLayout.sectionGap) {
                let view = UIView()
                view.backgroundColor = bandColor
                return view
            }
        }
        func separator() {
            guard let list else { return }
            let view = UIView()
            view.backgroundColor = separatorColor
            // Drawn over the bottom of the row above, so rows keep their heights.
            view.frame = CGRect(x: 0, y: y - hairline, width: width, height: hairline)
            list.content.addSubview(view)
        }
        func row(_ content: ContextMenuRowView.Content) {
            add(height: ContextMenuRowView.height(of: content)) {
                ContextMenuRowView(content, width: width, showsStateColumn: showsStates)
            }
        }

        if let title, !title.isEmpty, back == nil {
            header(title)
        }
        if let back {
            row(.back(back))
        }
        let ordered = reversed ? sections.reversed().map { section in
            ContextMenuSection(title: section.title, rows: section.rows.reversed(), selectionGroup: section.selectionGroup)
        } : sections
        for (index, section) in ordered.enumerated() {
            if index > 0 || back != nil {
                band()
            } else if y > 0 {
                separator()
            }
            if let title = section.title {
                header(title)
                separator()
            }
            for (rowIndex, entry) in section.rows.enumerated() {
                if rowIndex > 0 { separator() }
                row(.entry(entry))
            }
        }
        return y
    }

    // MARK: Rows under a finger

    /// The row at `point` (in the list's coordinates), if any.
    func row(at point: CGPoint) -> ContextMenuRowView? {
        guard bounds.contains(point) else { return nil }
        let inContent = content.convert(point, from: self)
        return rowViews.first { $0.frame.contains(inContent) }
    }

    /// Highlights `row` (nil: none); a disabled row is never highlighted.
    func highlight(_ row: ContextMenuRowView?) {
        let row = row?.isEnabled == true ? row : nil
        guard row !== highlightedRow else { return }
        highlightedRow?.isHighlighted = false
        row?.isHighlighted = true
        highlightedRow = row
    }

    /// The row highlighted now.
    var highlighted: ContextMenuRowView? { highlightedRow }

    // The list takes its touches itself (a scroll cancels them); the presentation follows
    // the finger in the window's coordinates.

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let touch = touches.first { presentation?.trackTouch(at: touch.location(in: nil)) }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let touch = touches.first { presentation?.trackTouch(at: touch.location(in: nil)) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let touch = touches.first { presentation?.finishTouch(at: touch.location(in: nil)) }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        presentation?.cancelTouch()
    }
}
