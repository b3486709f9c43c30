import Foundation

/// What a navigation bar shows for one level of a navigation: a title (or title view),
/// a prompt, the items on the left and right, and how the back button to the level below
/// looks. Each view controller has one (`navigationItem`).
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// How the back button to the previous level shows its title.
    public enum BackButtonDisplayMode: Int, Sendable {
        /// The previous level's title; "Back" when that does not fit; the chevron alone
        /// when that does not fit either.
        case `default` = 0
        /// "Back", or the chevron alone when that does not fit.
        case generic = 1
        /// The chevron alone.
        case minimal = 2
    }

    /// When a bar that prefers large titles shows this item's title large.
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the previous item does.
        case automatic = 0
        /// Always large.
        case always = 1
        /// Never large.
        case never = 2
        /// Inline, with the bar's larger inline layout (iOS 17); drawn as `.never` here.
        case inline = 3
    }

    /// The title shown in the middle of the bar.
    open var title: String? { didSet { itemDidChange() } }
    /// A view shown instead of the title.
    open var titleView: UIView? { didSet { itemDidChange() } }
    /// A line of text above the bar's content, making the bar 30 points taller.
    open var prompt: String? { didSet { itemDidChange() } }
    /// The item the back button shows when this item is below the top; nil shows this
    /// item's `backButtonTitle` or title.
    open var backBarButtonItem: UIBarButtonItem? { didSet { itemDidChange() } }
    /// The title the back button shows when this item is below the top.
    open var backButtonTitle: String? { didSet { itemDidChange() } }
    /// How the back button shows its title when this item is on top.
    open var backButtonDisplayMode: BackButtonDisplayMode = .default { didSet { itemDidChange() } }
    /// Whether the back button is hidden while this item is on top. Default false.
    open var hidesBackButton: Bool {
        get { hidesBackButtonStorage }
        set { setHidesBackButton(newValue, animated: false) }
    }
    /// Whether left items appear beside the back button rather than instead of it.
    open var leftItemsSupplementBackButton = false { didSet { itemDidChange() } }
    /// The items on the left, leading edge first.
    open var leftBarButtonItems: [UIBarButtonItem]? {
        get { leftItemsStorage }
        set { setLeftBarButtonItems(newValue, animated: false) }
    }
    /// The items on the right, trailing edge first (as UIKit orders them).
    open var rightBarButtonItems: [UIBarButtonItem]? {
        get { rightItemsStorage }
        set { setRightBarButtonItems(newValue, animated: false) }
    }
    /// The first left item.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftItemsStorage?.first }
        set { setLeftBarButton(newValue, animated: false) }
    }
    /// The first right item (the one at the trailing edge).
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightItemsStorage?.first }
        set { setRightBarButton(newValue, animated: false) }
    }
    /// When the title is large in a bar that prefers large titles. Default `.automatic`.
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic { didSet { itemDidChange() } }
    /// Appearances for the bar while this item is on top; nil uses the bar's.
    open var standardAppearance: UINavigationBarAppearance? { didSet { itemDidChange() } }
    open var compactAppearance: UINavigationBarAppearance? { didSet { itemDidChange() } }
    open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { itemDidChange() } }
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? { didSet { itemDidChange() } }

    private var hidesBackButtonStorage = false
    private var leftItemsStorage: [UIBarButtonItem]?
    private var rightItemsStorage: [UIBarButtonItem]?
    /// The bar showing the item, if any.
    weak var navigationBar: UINavigationBar?

    public override init() {
        super.init()
    }

    /// An item with `title`.
    public init(title: String) {
        self.title = title
        super.init()
    }

    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        hidesBackButtonStorage = hidesBackButton
        itemDidChange(animated: animated)
    }

    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        leftItemsStorage = items
        itemDidChange(animated: animated)
    }

    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        rightItemsStorage = items
        itemDidChange(animated: animated)
    }

    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        setLeftBarButtonItems(item.map { [$0] }, animated: animated)
    }

    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        setRightBarButtonItems(item.map { [$0] }, animated: animated)
    }

    /// The title the back button shows for this item: its back item's, its back title, its
    /// title, in that order.
    var backTitle: String? {
        backBarButtonItem?.title ?? backButtonTitle ?? title
    }

    private func itemDidChange(animated: Bool = false) {
        navigationBar?.itemDidChange(self, animated: animated)
    }
}
