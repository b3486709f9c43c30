import Foundation

/// A bar along the top of a screen showing a stack of navigation items: the top item's
/// title and buttons, and a back button to the item below it. A navigation controller
/// keeps one; it can also stand alone, pushing and popping items itself.
@preconcurrency @MainActor
open class UINavigationBar: UIView, UIBarPositioning {
    /// The bar's delegate, which may refuse pushes and pops and say where the bar is.
    open weak var delegate: (any UINavigationBarDelegate)? { didSet { setNeedsLayout() } }
    /// The legacy style; kept, not drawn (docs/DIFFERENCES.md). Default `.default`.
    open var barStyle: UIBarStyle = .default
    /// Whether the default background is translucent; false makes it opaque. Default true.
    open var isTranslucent = true { didSet { setNeedsLayout() } }
    /// A colour for the background, over the default appearance's. Default nil.
    open var barTintColor: UIColor? { didSet { setNeedsLayout() } }
    /// Whether the top item's title is shown large below the bar's row (unless the item's
    /// `largeTitleDisplayMode` says never). Default false.
    open var prefersLargeTitles = false { didSet { barLayoutDidChange() } }
    /// Title attributes over the appearance's (legacy customization).
    open var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { setNeedsLayout() } }
    /// Large-title attributes over the appearance's (legacy customization).
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? { didSet { setNeedsLayout() } }
    /// The image beside back titles (legacy customization); nil draws the chevron.
    open var backIndicatorImage: UIImage? { didSet { setNeedsLayout() } }
    /// The mask for back titles during transitions (legacy customization).
    open var backIndicatorTransitionMaskImage: UIImage?
    /// The appearance in regular heights. The bar keeps a copy.
    open var standardAppearance: UINavigationBarAppearance {
        get { standardAppearanceStorage }
        set { standardAppearanceStorage = newValue.copy() as! UINavigationBarAppearance; setNeedsLayout() }
    }
    /// The appearance in compact heights; nil uses `standardAppearance`.
    open var compactAppearance: UINavigationBarAppearance? {
        didSet { compactAppearance = compactAppearance?.copy() as? UINavigationBarAppearance; setNeedsLayout() }
    }
    /// The appearance when scrolled content reaches the bar's edge (always, for a bar with
    /// no scroll view beneath); nil uses `standardAppearance` with a transparent background.
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        didSet { scrollEdgeAppearance = scrollEdgeAppearance?.copy() as? UINavigationBarAppearance; setNeedsLayout() }
    }
    /// The scroll-edge appearance in compact heights; nil uses `scrollEdgeAppearance`.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        didSet {
            compactScrollEdgeAppearance = compactScrollEdgeAppearance?.copy() as? UINavigationBarAppearance
            setNeedsLayout()
        }
    }

    private var standardAppearanceStorage = UINavigationBarAppearance()
    private var itemsStorage: [UINavigationItem] = []
    let backgroundView = BarBackgroundView()
    private var contentView: NavigationBarContentView?
    /// Whether content scrolled under the bar is at its edge: true until a navigation
    /// controller's scroll view says otherwise.
    var isAtScrollEdge = true { didSet { if isAtScrollEdge != oldValue { setNeedsLayout() } } }
    /// How much of the large-title area the content scrolled away (0 shows it whole, 52
    /// collapses it to the inline title), set by a navigation controller following its
    /// content's scroll view.
    var largeTitleCollapse: CGFloat = 0 {
        didSet { if largeTitleCollapse != oldValue { barLayoutDidChange() } }
    }
    /// The height of the large-title area below the row.
    static let largeTitleHeight: CGFloat = 52
    /// How long pushes and pops fade one item's content into the next's.
    static let transitionDuration: TimeInterval = 0.35

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(backgroundView)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(backgroundView)
    }

    // MARK: The stack of items

    /// The items, bottom first; the last is shown.
    open var items: [UINavigationItem]? {
        get { itemsStorage.isEmpty ? nil : itemsStorage }
        set { setItems(newValue, animated: false) }
    }

    /// The item shown: the last.
    open var topItem: UINavigationItem? { itemsStorage.last }

    /// The item below the top one, whose title the back button shows.
    open var backItem: UINavigationItem? { itemsStorage.count > 1 ? itemsStorage[itemsStorage.count - 2] : nil }

    /// Replaces the stack; the delegate is not asked.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        setItems(items, animated: animated, alongside: nil)
    }

    /// Replaces the stack as a navigation controller's transition does: with `coordinator`
    /// interactive, the cross-fade is one of its alongside animations and follows the finger.
    func setItems(_ items: [UINavigationItem]?, animated: Bool, alongside coordinator: TransitionCoordinator?) {
        let items = items ?? []
        for (index, item) in items.enumerated() where items[..<index].contains(where: { $0 === item }) {
            preconditionFailure("UINavigationBar.setItems(_:animated:): \(item) appears twice; "
                                    + "each navigation item can be in the stack once")
        }
        for item in itemsStorage where item.navigationBar === self { item.navigationBar = nil }
        itemsStorage = items
        for item in items { item.navigationBar = self }
        showTopItem(animated: animated, alongside: coordinator)
    }

    /// Pushes `item` on top, if the delegate agrees; the delegate hears `didPush` after the
    /// animation.
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        guard !itemsStorage.contains(where: { $0 === item }) else {
            preconditionFailure("UINavigationBar.pushItem(_:animated:): \(item) is already in the stack; "
                                    + "push a navigation item once, or setItems(_:animated:) to rearrange")
        }
        guard delegate?.navigationBar(self, shouldPush: item) ?? true else { return }
        itemsStorage.append(item)
        item.navigationBar = self
        showTopItem(animated: animated) { [weak self] in
            guard let self else { return }
            self.delegate?.navigationBar(self, didPush: item)
        }
    }

    /// Pops the top item, if there is one below it and the delegate agrees; returns it.
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard itemsStorage.count > 1, let item = topItem,
              delegate?.navigationBar(self, shouldPop: item) ?? true else { return nil }
        itemsStorage.removeLast()
        if item.navigationBar === self { item.navigationBar = nil }
        showTopItem(animated: animated) { [weak self] in
            guard let self else { return }
            self.delegate?.navigationBar(self, didPop: item)
        }
        return item
    }

    /// Shows the top item's content, fading from the previous content when animated (within
    /// `coordinator`'s alongside animations when it runs an interactive transition).
    private func showTopItem(animated: Bool, alongside coordinator: TransitionCoordinator? = nil,
                             completion: (@MainActor () -> Void)? = nil) {
        let old = contentView
        contentView = topItem.map { NavigationBarContentView(item: $0) }
        if let contentView { addSubview(contentView) }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        guard animated, window != nil else {
            old?.removeFromSuperview()
            completion?()
            return
        }
        layoutIfNeeded()
        let new = contentView
        new?.alpha = 0
        let fade = {
            new?.alpha = 1
            old?.alpha = 0
        }
        let finish = {
            old?.removeFromSuperview()
            completion?()
        }
        if let coordinator, coordinator.isInteractive {
            coordinator.animate(alongsideTransition: { _ in fade() }, completion: { _ in finish() })
        } else {
            UIView.animate(withDuration: Self.transitionDuration, animations: fade, completion: { _ in finish() })
        }
    }

    /// An item of the bar changed: lay out again (and resize, for prompts).
    func itemDidChange(_ item: UINavigationItem, animated: Bool) {
        if item === topItem || item === backItem {
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    /// The back button was tapped: pop.
    private func backButtonTapped() {
        popItem(animated: true)
    }

    // MARK: Position and appearance

    /// Where the bar is: its delegate's answer, else `.top`.
    open var barPosition: UIBarPosition {
        let position = delegate?.position(for: self) ?? .any
        return position == .any ? .top : position
    }

    private var screen: UIScreen { window?.screen ?? UIScreen.main }

    /// The appearance in use: the top item's, else the bar's, for the height and scroll
    /// edge, with the legacy attributes and colours applied.
    var effectiveAppearance: UINavigationBarAppearance {
        let compact = screen.hasCompactHeight
        let item = topItem
        let standard = (compact ? item?.compactAppearance ?? compactAppearance : nil)
            ?? item?.standardAppearance ?? standardAppearance
        let edge = (compact ? item?.compactScrollEdgeAppearance ?? compactScrollEdgeAppearance : nil)
            ?? item?.scrollEdgeAppearance ?? scrollEdgeAppearance
        let shown = UIBarAppearance.chosen(standard: standard, edge: edge, atScrollEdge: isAtScrollEdge)
            .copy() as! UINavigationBarAppearance
        if let titleTextAttributes { shown.titleTextAttributes.merge(titleTextAttributes) { $1 } }
        if let largeTitleTextAttributes { shown.largeTitleTextAttributes.merge(largeTitleTextAttributes) { $1 } }
        if let backIndicatorImage, shown.backIndicatorImage == nil {
            shown.setBackIndicatorImage(backIndicatorImage, transitionMaskImage: backIndicatorTransitionMaskImage)
        }
        shown.applyLegacyBackground(barTintColor: barTintColor, isTranslucent: isTranslucent)
        return shown
    }

    // MARK: Size and layout

    /// Whether the top item's title is shown large (when not scrolled away).
    var showsLargeTitle: Bool {
        guard prefersLargeTitles, !screen.hasCompactHeight, let item = topItem else { return false }
        switch item.largeTitleDisplayMode {
        case .never, .inline: return false
        case .always: return true
        case .automatic:
            // As the item below, when it says.
            return itemsStorage.dropLast().last { $0.largeTitleDisplayMode != .automatic }
                .map { $0.largeTitleDisplayMode == .always } ?? true
        }
    }

    /// The bar's height: the row (44 points on phones, 32 in landscape, 50 on iPads), 30
    /// more with a prompt, 52 more with a large title.
    private var barContentHeight: CGFloat {
        screen.barHeight + (topItem?.prompt == nil ? 0 : 30) + (showsLargeTitle ? Self.largeTitleHeight - shownCollapse : 0)
    }

    /// The collapse in effect, within the large-title area.
    private var shownCollapse: CGFloat { min(Self.largeTitleHeight, max(0, largeTitleCollapse)) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: barContentHeight)
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: barContentHeight)
    }

    private func barLayoutDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let appearance = effectiveAppearance
        backgroundView.apply(appearance)
        backgroundView.shadowAlongTop = barPosition == .bottom
        // Attached to the top of the screen, the background runs up under the status bar.
        var background = bounds
        if barPosition == .topAttached, let window {
            let top = convert(CGPoint.zero, to: window).y
            background = CGRect(x: 0, y: -top, width: bounds.width, height: bounds.height + top)
        }
        backgroundView.frame = background
        sendSubviewToBack(backgroundView)
        guard let contentView else { return }
        contentView.frame = bounds
        contentView.update(NavigationBarContentView.Context(
            backItem: backItem, appearance: appearance, barHeight: screen.barHeight,
            margin: screen.barMargin(forWidth: bounds.width),
            showsLargeTitle: showsLargeTitle && shownCollapse < Self.largeTitleHeight,
            isCompact: screen.hasCompactHeight, backAction: { [weak self] in self?.backButtonTapped() }), in: self)
        if shownCollapse > 0 {
            // Scrolled content pushes the large title up and away under the row.
            contentView.largeTitleLabel.frame.origin.y -= shownCollapse
            contentView.largeTitleLabel.alpha = 1 - shownCollapse / Self.largeTitleHeight
        } else {
            contentView.largeTitleLabel.alpha = 1
        }
    }
}
