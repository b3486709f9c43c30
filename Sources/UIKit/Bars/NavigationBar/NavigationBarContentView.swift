import Foundation

/// What a navigation bar shows for its top item: the back button, the left and right
/// items, the title or title view, the prompt and the large title, laid out as iOS 17
/// does. A bar makes one per top item, so a push or pop can fade one out as the next
/// fades in.
@MainActor
final class NavigationBarContentView: UIView {
    let item: UINavigationItem
    private(set) var backButton: NavigationBarBackButton?
    private var leftViews: [BarButtonItemView] = []
    private var rightViews: [BarButtonItemView] = []
    let titleLabel = UILabel()
    let promptLabel = UILabel()
    let largeTitleLabel = UILabel()

    /// How the bar lays the item out.
    struct Context {
        var backItem: UINavigationItem?
        var appearance: UINavigationBarAppearance
        var barHeight: CGFloat
        var margin: CGFloat
        var showsLargeTitle: Bool
        var isCompact: Bool
        var backAction: @MainActor () -> Void
    }

    init(item: UINavigationItem) {
        self.item = item
        super.init(frame: .zero)
        titleLabel.textAlignment = .center
        titleLabel.lineBreakMode = .byTruncatingTail
        promptLabel.textAlignment = .center
        largeTitleLabel.lineBreakMode = .byTruncatingTail
        for label in [promptLabel, largeTitleLabel, titleLabel] { addSubview(label) }
    }

    required init?(coder: NSCoder) {
        preconditionFailure("NavigationBarContentView is made by navigation bars, never decoded")
    }

    /// The back button shows when there is an item below, the top item does not hide it,
    /// and its left items (if any) supplement it.
    private func showsBackButton(_ context: Context) -> Bool {
        context.backItem != nil && !item.hidesBackButton
            && (item.leftBarButtonItems?.isEmpty ?? true || item.leftItemsSupplementBackButton)
    }

    /// Makes, updates and places every view for `context` in `bounds`.
    func update(_ context: Context, in bar: UINavigationBar) {
        updateItemViews(&leftViews, items: item.leftBarButtonItems ?? [], context: context, bar: bar)
        updateItemViews(&rightViews, items: item.rightBarButtonItems ?? [], context: context, bar: bar)
        updateTitles(context)
        layout(context)
    }

    private func updateItemViews(_ views: inout [BarButtonItemView], items: [UIBarButtonItem], context: Context,
                                 bar: UINavigationBar) {
        let shown = items.filter { !$0.isHidden }
        if views.map(\.item) != shown {
            let reused = Dictionary(views.map { (ObjectIdentifier($0.item), $0) }, uniquingKeysWith: { a, _ in a })
            let next = shown.map { reused[ObjectIdentifier($0)] ?? BarButtonItemView(item: $0) }
            for view in views where !next.contains(where: { $0 === view }) { view.removeFromSuperview() }
            for view in next where view.superview !== self { addSubview(view) }
            views = next
        }
        for view in views {
            view.item.owningBar = bar
            view.isCompact = context.isCompact
            view.buttonAppearance = view.item.style == .done ? context.appearance.doneButtonAppearance
                : context.appearance.buttonAppearance
        }
    }

    private func updateTitles(_ context: Context) {
        var titleAttributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: 17, weight: .semibold), .foregroundColor: UIColor.label,
        ]
        titleAttributes.merge(context.appearance.titleTextAttributes) { $1 }
        titleLabel.attributedText = item.title.map { NSAttributedString(string: $0, attributes: titleAttributes) }
        var largeAttributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: 34, weight: .bold), .foregroundColor: UIColor.label,
        ]
        largeAttributes.merge(context.appearance.largeTitleTextAttributes) { $1 }
        largeTitleLabel.attributedText = item.title.map { NSAttributedString(string: $0, attributes: largeAttributes) }
        promptLabel.attributedText = item.prompt.map {
            NSAttributedString(string: $0, attributes: [.font: UIFont.systemFont(ofSize: 13), .foregroundColor: UIColor.label])
        }
        if let titleView = item.titleView, titleView.superview !== self {
            subviews.filter { $0 !== titleView && !($0 is UILabel) && !($0 is BarButtonItemView)
                && !($0 is NavigationBarBackButton) }.forEach { $0.removeFromSuperview() }
            addSubview(titleView)
        }
    }

    // MARK: Layout

    /// Places the content: items from the margins inward (16 points apart), the back
    /// button 8 points from the leading edge, the title centred in the bar unless the items
    /// leave it no room there, the prompt above, the large title below.
    private func layout(_ context: Context) {
        let promptHeight: CGFloat = item.prompt == nil ? 0 : 30
        let rowTop = promptHeight
        let rowHeight = context.barHeight
        let spacing: CGFloat = 16
        promptLabel.isHidden = item.prompt == nil
        promptLabel.frame = CGRect(x: context.margin, y: 0, width: max(0, bounds.width - 2 * context.margin),
                                   height: promptHeight)

        // Leading: back button, then left items.
        var leading = context.margin
        if showsBackButton(context), let backItem = context.backItem {
            let button = backButton ?? NavigationBarBackButton(action: context.backAction)
            if button.superview !== self { addSubview(button) }
            backButton = button
            button.isHidden = false
            let attributes = context.appearance.backButtonAppearance.normal.titleTextAttributes
            let title = backTitle(for: backItem, attributes: attributes, context: context)
            button.configure(title: title, indicator: context.appearance.backIndicatorImage, attributes: attributes)
            let width = NavigationBarBackButton.width(title: title, attributes: attributes)
            button.frame = CGRect(x: 8, y: rowTop, width: width, height: rowHeight)
            leading = button.frame.maxX + spacing
        } else {
            backButton?.isHidden = true
        }
        for view in leftViews {
            let width = view.item.width > 0 ? view.item.width : view.intrinsicContentSize.width
            view.frame = CGRect(x: leading, y: rowTop, width: width, height: rowHeight)
            leading += width + spacing
        }
        // Trailing: right items, the first at the edge.
        var trailing = bounds.width - context.margin
        for view in rightViews {
            let width = view.item.width > 0 ? view.item.width : view.intrinsicContentSize.width
            view.frame = CGRect(x: trailing - width, y: rowTop, width: width, height: rowHeight)
            trailing -= width + spacing
        }
        // Title: centred in the bar, kept between the items.
        let titleContent = item.titleView.map { titleViewSize($0, rowHeight: rowHeight) }
            ?? titleLabel.intrinsicContentSize
        let room = max(0, trailing - leading + spacing - 2 * 8)
        let width = min(titleContent.width, room)
        var x = (bounds.width - width) / 2
        x = min(max(x, leading - spacing + 8), trailing + spacing - 8 - width)
        let titleFrame = CGRect(x: x, y: rowTop + (rowHeight - titleContent.height) / 2, width: width,
                                height: titleContent.height)
        titleLabel.isHidden = item.titleView != nil || context.showsLargeTitle
        if let titleView = item.titleView { titleView.frame = titleFrame } else { titleLabel.frame = titleFrame }
        largeTitleLabel.isHidden = !context.showsLargeTitle
        if context.showsLargeTitle {
            let size = largeTitleLabel.intrinsicContentSize
            largeTitleLabel.frame = CGRect(x: context.margin, y: rowTop + rowHeight + 52 - 8 - size.height,
                                           width: min(size.width, bounds.width - 2 * context.margin), height: size.height)
        }
    }

    private func titleViewSize(_ view: UIView, rowHeight: CGFloat) -> CGSize {
        let size = view.bounds.size == .zero ? view.intrinsicContentSize : view.bounds.size
        return CGSize(width: max(0, size.width), height: min(rowHeight, max(0, size.height)))
    }

    /// The back button's title: per the top item's display mode, the item below's back
    /// title, else "Back", else none — the first that leaves the title room in the middle.
    private func backTitle(for backItem: UINavigationItem, attributes: [NSAttributedString.Key: Any],
                           context: Context) -> String? {
        if let explicit = backItem.backBarButtonItem?.title, item.backButtonDisplayMode != .minimal { return explicit }
        let candidates: [String?]
        switch item.backButtonDisplayMode {
        case .default: candidates = [backItem.backTitle, "Back", nil]
        case .generic: candidates = ["Back", nil]
        case .minimal: candidates = [nil]
        }
        let titleWidth = item.titleView.map { titleViewSize($0, rowHeight: context.barHeight).width }
            ?? titleLabel.intrinsicContentSize.width
        let available = (bounds.width - titleWidth) / 2 - 8 - 8
        for candidate in candidates {
            if candidate == nil || NavigationBarBackButton.width(title: candidate, attributes: attributes) <= available {
                return candidate
            }
        }
        return nil
    }
}
