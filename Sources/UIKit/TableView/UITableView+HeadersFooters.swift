import CoreGraphics
import Foundation

/// Section headers and footers: registration and dequeuing, their heights (asked for every
/// section when the counts are), the views on screen, and the queries.
extension UITableView {
    /// Registers `aClass` (a `UITableViewHeaderFooterView` subclass, or nil to unregister)
    /// for header and footer views of `identifier`.
    public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterPool.register(aClass, for: identifier, api: "register(_:forHeaderFooterViewReuseIdentifier:)")
    }

    /// A recycled header or footer view for `identifier`, or a new one of the registered
    /// class; nil when nothing is queued and nothing is registered.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        headerFooterPool.dequeue(identifier, make: { $0.init(reuseIdentifier: identifier) }, prepare: { $0.prepareForReuse() })
    }

    /// The header view of `section` while it is on screen (a `UITableViewHeaderFooterView`),
    /// else nil.
    public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleSupplementaryViews[TableSupplementaryKey(section: section, isHeader: true)] as? UITableViewHeaderFooterView
    }

    /// The footer view of `section` while it is on screen, else nil.
    public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleSupplementaryViews[TableSupplementaryKey(section: section, isHeader: false)] as? UITableViewHeaderFooterView
    }

    /// The rect of `section`'s header in the table's coordinates (`.zero` for a section that
    /// does not exist); its laid-out place, so a pinned header is where it is pinned.
    public func rectForHeader(inSection section: Int) -> CGRect {
        loadCountsIfNeeded()
        guard section >= 0, section < geometry.numberOfSections else { return .zero }
        return geometry.headerRect(section, width: bounds.width)
    }

    /// The rect of `section`'s footer in the table's coordinates (`.zero` for a section that
    /// does not exist).
    public func rectForFooter(inSection section: Int) -> CGRect {
        loadCountsIfNeeded()
        guard section >= 0, section < geometry.numberOfSections else { return .zero }
        return geometry.footerRect(section, width: bounds.width)
    }

    // MARK: Heights

    /// The padding above each header of a plain table (iOS 15's `sectionHeaderTopPadding`
    /// default); grouped tables have none.
    var resolvedHeaderTopPadding: CGFloat {
        if sectionHeaderTopPadding >= 0 { return sectionHeaderTopPadding }
        return style == .plain ? 22 : 0
    }

    /// The height of a header or footer, asked when the counts are: the delegate's or the
    /// table's height, else for `automaticDimension` the title's height in the style's list
    /// configuration, the height of the delegate's view, or the style's empty spacing (none
    /// in a plain table; 17.5 points in a grouped one, 35 above the first section).
    func supplementaryHeight(_ key: TableSupplementaryKey) -> CGFloat {
        let asked = key.isHeader
            ? tableDelegate?.tableView(self, heightForHeaderInSection: key.section) ?? sectionHeaderHeight
            : tableDelegate?.tableView(self, heightForFooterInSection: key.section) ?? sectionFooterHeight
        let height: CGFloat
        if asked.isFinite, asked >= 0 {
            height = asked
        } else if let title = supplementaryTitle(key) {
            height = titleHeight(title, role: role(for: key))
        } else if let view = supplementaryView(for: key) {
            height = view.frame.height > 0 ? view.frame.height
                : view.systemLayoutSizeFitting(CGSize(width: bounds.width, height: 0),
                                               withHorizontalFittingPriority: .required,
                                               verticalFittingPriority: .fittingSizeLevel).height
        } else if style == .plain {
            height = 0
        } else {
            height = key.isHeader && key.section == 0 ? 35 : 17.5
        }
        guard key.isHeader, style == .plain, height > 0 else { return height }
        return height + resolvedHeaderTopPadding
    }

    func supplementaryTitle(_ key: TableSupplementaryKey) -> String? {
        key.isHeader ? dataSourceStorage?.tableView(self, titleForHeaderInSection: key.section)
            : dataSourceStorage?.tableView(self, titleForFooterInSection: key.section)
    }

    func role(for key: TableSupplementaryKey) -> TableSupplementaryRole {
        TableSupplementaryRole(isHeader: key.isHeader, style: style)
    }

    /// The height of a title header or footer at the table's width.
    private func titleHeight(_ title: String, role: TableSupplementaryRole) -> CGFloat {
        var configuration = role.contentConfiguration
        configuration.text = title
        let view = UIListContentView(configuration: configuration)
        return view.sizeThatFits(CGSize(width: bounds.width, height: .greatestFiniteMagnitude)).height
    }

    /// The delegate's view for a header or footer, asked once per reload and kept until
    /// it is shown.
    private func supplementaryView(for key: TableSupplementaryKey) -> UIView? {
        if let view = pendingSupplementaryViews[key] { return view }
        let view = key.isHeader ? tableDelegate?.tableView(self, viewForHeaderInSection: key.section)
            : tableDelegate?.tableView(self, viewForFooterInSection: key.section)
        pendingSupplementaryViews[key] = view
        return view
    }

    // MARK: Views on screen

    /// The view showing a header or footer: the delegate's, or a header-footer view showing
    /// the title in the style's list configuration; nil when there is neither.
    func makeSupplementaryView(_ key: TableSupplementaryKey) -> UIView? {
        if let view = pendingSupplementaryViews.removeValue(forKey: key) ?? nil { return view }
        if let view = key.isHeader ? tableDelegate?.tableView(self, viewForHeaderInSection: key.section)
            : tableDelegate?.tableView(self, viewForFooterInSection: key.section) {
            return view
        }
        guard let title = supplementaryTitle(key) else { return nil }
        let view = headerFooterPool.takeQueued(Self.titleViewIdentifier)
            ?? UITableViewHeaderFooterView(reuseIdentifier: Self.titleViewIdentifier)
        view.adopt(role(for: key))
        var configuration = view.defaultContentConfiguration()
        configuration.text = title
        view.contentConfiguration = configuration
        return view
    }

    /// The reuse identifier of the views the table makes for titles.
    static let titleViewIdentifier = "UITableView.title"

    /// Lays out the headers and footers of the sections meeting the bounds (a plain table's
    /// headers pinned to the top while their section scrolls under them) and retires the
    /// others. Headers and footers sit above the cells.
    func layoutSupplementaryViews(in visible: Range<Int>) {
        var wanted: [TableSupplementaryKey: CGRect] = [:]
        for section in visible {
            for isHeader in [true, false] {
                let key = TableSupplementaryKey(section: section, isHeader: isHeader)
                var rect = isHeader ? geometry.headerRect(section, width: bounds.width)
                    : geometry.footerRect(section, width: bounds.width)
                guard rect.height > 0 else { continue }
                // An inset grouped table's headers and footers line up with its rows.
                rect = rect.insetBy(dx: rowSideInset, dy: 0)
                if isHeader, style == .plain {
                    rect.origin.y += resolvedHeaderTopPadding
                    rect.size.height -= resolvedHeaderTopPadding
                    rect.origin.y = pinnedHeaderY(rect, section: section)
                }
                if rect.maxY > bounds.minY, rect.minY < bounds.maxY { wanted[key] = rect }
            }
        }
        for (key, view) in visibleSupplementaryViews where wanted[key] == nil {
            visibleSupplementaryViews[key] = nil
            retireSupplementary(view, key: key)
        }
        for (key, rect) in wanted.sorted(by: { $0.key.section < $1.key.section }) {
            if let view = visibleSupplementaryViews[key] {
                view.frame = rect
                continue
            }
            guard let view = makeSupplementaryView(key) else { continue }
            (view as? UITableViewHeaderFooterView)?.adopt(role(for: key))
            view.frame = rect
            visibleSupplementaryViews[key] = view
            if key.isHeader {
                tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: key.section)
            } else {
                tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: key.section)
            }
            addSubview(view)
        }
        // Pinned headers above the footers, which are above the cells; below the indicators.
        for (key, view) in visibleSupplementaryViews where key.isHeader { bringSubviewToFront(view) }
        for indicator in [verticalIndicator, horizontalIndicator] {
            if let indicator, indicator.superview === self { bringSubviewToFront(indicator) }
        }
    }

    /// Where a plain table's header goes: at the top of the visible area while its section
    /// is under it, pushed up by the section's end.
    private func pinnedHeaderY(_ rect: CGRect, section: Int) -> CGFloat {
        let top = bounds.minY + adjustedContentInset.top
        let sectionBottom = geometry.rect(forSection: section, width: bounds.width).maxY
        return max(rect.minY, min(top, sectionBottom - rect.height))
    }

    func retireSupplementary(_ view: UIView, key: TableSupplementaryKey) {
        view.removeFromSuperview()
        if key.isHeader {
            tableDelegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: key.section)
        } else {
            tableDelegate?.tableView(self, didEndDisplayingFooterView: view, forSection: key.section)
        }
        guard let view = view as? UITableViewHeaderFooterView, let identifier = view.reuseIdentifier else { return }
        headerFooterPool.enqueue(view, identifier: identifier)
    }

    /// Takes every header and footer off the screen (a reload).
    func retireAllSupplementaryViews() {
        for (key, view) in visibleSupplementaryViews { retireSupplementary(view, key: key) }
        visibleSupplementaryViews = [:]
        pendingSupplementaryViews = [:]
    }
}

/// A section's header or footer.
struct TableSupplementaryKey: Hashable {
    var section: Int
    var isHeader: Bool
}
