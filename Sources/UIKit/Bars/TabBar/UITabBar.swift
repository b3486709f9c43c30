import Foundation

/// A bar of tabs along the bottom of a screen: items the user chooses between, one
/// selected, stacked (icon above title) on phones in portrait and inline (icon beside
/// title) on iPads and phones in landscape. A tab bar controller keeps one. The user can
/// customize it (UITabBar+Customizing).
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// How items share the bar's width.
    public enum ItemPositioning: Int, Sendable {
        /// Fill on phones in portrait, centred otherwise.
        case automatic
        /// Items share the whole width equally.
        case fill
        /// Items are grouped in the middle.
        case centered
    }

    /// The bar's delegate, told when the user chooses an item.
    open weak var delegate: (any UITabBarDelegate)?
    /// The selected item; setting it does not tell the delegate. Must be one of `items`.
    open var selectedItem: UITabBarItem? {
        didSet {
            if let selectedItem, !(items ?? []).contains(where: { $0 === selectedItem }) {
                preconditionFailure("UITabBar.selectedItem: \(selectedItem) is not one of the bar's items; "
                                        + "set items first, then select one of them")
            }
            setNeedsLayout()
        }
    }
    /// The colour of unselected items; nil uses the system grey.
    open var unselectedItemTintColor: UIColor? { didSet { setNeedsLayout() } }
    /// The legacy style; kept, not drawn. Default `.default`.
    open var barStyle: UIBarStyle = .default
    /// Whether the default background is translucent; false makes it opaque. Default true.
    open var isTranslucent = true { didSet { setNeedsLayout() } }
    /// A colour for the background, over the default appearance's.
    open var barTintColor: UIColor? { didSet { setNeedsLayout() } }
    /// How items share the width. Default `.automatic`.
    open var itemPositioning: ItemPositioning = .automatic { didSet { setNeedsLayout() } }
    /// The width of centred items; 0 uses the system's.
    open var itemWidth: CGFloat = 0 { didSet { setNeedsLayout() } }
    /// The space between centred items; 0 uses the system's.
    open var itemSpacing: CGFloat = 0 { didSet { setNeedsLayout() } }
    /// The appearance. The bar keeps a copy.
    open var standardAppearance: UITabBarAppearance {
        get { standardAppearanceStorage }
        set { standardAppearanceStorage = newValue.copy() as! UITabBarAppearance; setNeedsLayout() }
    }
    /// The appearance when scrolled content reaches the bar's edge (always, for a bar with
    /// no scroll view above it); nil uses `standardAppearance` with a transparent background.
    open var scrollEdgeAppearance: UITabBarAppearance? {
        didSet { scrollEdgeAppearance = scrollEdgeAppearance?.copy() as? UITabBarAppearance; setNeedsLayout() }
    }

    private var itemsStorage: [UITabBarItem]?
    private(set) var buttons: [TabBarButton] = []
    /// The customizing sheet while the user customizes the bar (UITabBar+Customizing).
    var customizingView: TabBarCustomizingView?
    private var standardAppearanceStorage = UITabBarAppearance()
    let backgroundView = BarBackgroundView()
    /// Whether content scrolled above the bar is at its edge: true until a tab bar
    /// controller's scroll view says otherwise.
    var isAtScrollEdge = true { didSet { if isAtScrollEdge != oldValue { setNeedsLayout() } } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(backgroundView)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(backgroundView)
    }

    /// The items, leading first.
    open var items: [UITabBarItem]? {
        get { itemsStorage }
        set { setItems(newValue, animated: false) }
    }

    /// Sets the items; the selection stays if its item remains, else none is selected.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        let old = Dictionary(buttons.map { (ObjectIdentifier($0.item), $0) }, uniquingKeysWith: { a, _ in a })
        itemsStorage = items
        buttons = (items ?? []).map { item in
            if let button = old[ObjectIdentifier(item)] { return button }
            let button = TabBarButton(item: item)
            button.addTarget(self, action: #Selector(UITabBar.buttonTapped(_:)), for: .touchUpInside)
            item.owningBar = self
            addSubview(button)
            return button
        }
        for button in old.values where !buttons.contains(where: { $0 === button }) {
            if button.item.owningBar === self { button.item.owningBar = nil }
            button.removeFromSuperview()
        }
        if let selected = selectedItem, !(items ?? []).contains(where: { $0 === selected }) { selectedItem = nil }
        setNeedsLayout()
    }

    /// A tab was tapped: select its item and tell the delegate (also when it was already
    /// selected, as UIKit does — a tab bar controller pops to the root then).
    func buttonTapped(_ sender: UIControl) {
        guard let button = sender as? TabBarButton, button.item.isEnabled, !isCustomizing else { return }
        selectedItem = button.item
        delegate?.tabBar(self, didSelect: button.item)
    }

    // MARK: Appearance

    private var screen: UIScreen { window?.screen ?? UIScreen.main }

    /// The items' layout: stacked on phones in portrait, inline on iPads, compact inline
    /// on phones in landscape.
    var itemStyle: UITabBarItemAppearance.Style {
        screen.isPadSized ? .inline : screen.hasCompactHeight ? .compactInline : .stacked
    }

    /// The appearance in use: the selected item's, else the bar's, for the scroll edge, with
    /// the legacy colours applied.
    var effectiveAppearance: UITabBarAppearance {
        let shown = UIBarAppearance.chosen(standard: selectedItem?.standardAppearance ?? standardAppearance,
                                           edge: selectedItem?.scrollEdgeAppearance ?? scrollEdgeAppearance,
                                           atScrollEdge: isAtScrollEdge).copy() as! UITabBarAppearance
        shown.applyLegacyBackground(barTintColor: barTintColor, isTranslucent: isTranslucent)
        return shown
    }

    // MARK: Size and layout

    /// The height of the items' row: 49 points stacked, 32 compact, 50 on iPads.
    var rowHeight: CGFloat {
        switch itemStyle {
        case .stacked: 49
        case .compactInline: 32
        case .inline: 50
        }
    }

    /// The row's height plus the bar's bottom safe-area inset (the home indicator's
    /// strip), as UIKit sizes tab bars; the width it has.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: rowHeight + safeAreaInsets.bottom)
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: rowHeight + safeAreaInsets.bottom)
    }

    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        invalidateIntrinsicContentSize()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let appearance = effectiveAppearance
        backgroundView.apply(appearance)
        backgroundView.shadowAlongTop = true
        backgroundView.frame = bounds
        sendSubviewToBack(backgroundView)
        let style = itemStyle
        let itemAppearance = switch style {
        case .stacked: appearance.stackedLayoutAppearance
        case .inline: appearance.inlineLayoutAppearance
        case .compactInline: appearance.compactInlineLayoutAppearance
        }
        if let sheet = customizingView, let host = superview, sheet.superview === host {
            sheet.frame = customizingFrame(in: host)
        }
        let frames = itemFrames(style: style, appearance: appearance)
        for (button, frame) in zip(buttons, frames) {
            button.style = style
            button.itemAppearance = itemAppearance
            button.unselectedColor = unselectedItemTintColor ?? .systemGray
            button.isSelected = button.item === selectedItem
            button.frame = frame
        }
    }

    /// Where each item goes: sharing the width equally when filling (phones in portrait),
    /// else grouped in the middle at their widths (content plus 32, at least 76 points)
    /// with the spacing between.
    private func itemFrames(style: UITabBarItemAppearance.Style, appearance: UITabBarAppearance) -> [CGRect] {
        guard !buttons.isEmpty else { return [] }
        let positioning = itemPositioning != .automatic ? itemPositioning
            : appearance.stackedItemPositioning != .automatic && style == .stacked ? appearance.stackedItemPositioning
            : style == .stacked ? .fill : .centered
        let height = rowHeight
        let left = safeAreaInsets.left, usable = bounds.width - safeAreaInsets.left - safeAreaInsets.right
        if positioning == .fill {
            let width = usable / CGFloat(buttons.count)
            return buttons.indices.map { CGRect(x: left + CGFloat($0) * width, y: 0, width: width, height: height) }
        }
        let fixedWidth = itemWidth > 0 ? itemWidth : style == .stacked ? appearance.stackedItemWidth : 0
        let widths = buttons.map { fixedWidth > 0 ? fixedWidth : max(76, $0.inlineContentWidth + 32) }
        let spacing = itemSpacing > 0 ? itemSpacing : style == .stacked && appearance.stackedItemSpacing > 0
            ? appearance.stackedItemSpacing : 0
        let total = widths.reduce(0, +) + spacing * CGFloat(buttons.count - 1)
        var x = left + (usable - total) / 2
        return widths.map { width in
            defer { x += width + spacing }
            return CGRect(x: x, y: 0, width: width, height: height)
        }
    }
}
