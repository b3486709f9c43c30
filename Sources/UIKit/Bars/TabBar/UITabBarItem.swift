import Foundation

/// An item of a tab bar: an image (and a selected image) above a title, with a badge.
/// Each view controller has one (`tabBarItem`) for the tab bar controller it is a tab of.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    /// The items UIKit provides, with their titles and images.
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads,
             mostRecent, mostViewed
    }

    /// The image shown while the item is selected; nil uses `image`.
    open var selectedImage: UIImage? { didSet { itemDidChange() } }
    /// The text of the item's badge; nil hides the badge, "" shows an empty dot.
    open var badgeValue: String? { didSet { itemDidChange() } }
    /// The badge's colour; nil uses the system red.
    open var badgeColor: UIColor? { didSet { itemDidChange() } }
    /// How far the title is moved from where it would be.
    open var titlePositionAdjustment: UIOffset = .zero { didSet { itemDidChange() } }
    /// The tab bar's appearance while this item is selected; nil uses the bar's.
    open var standardAppearance: UITabBarAppearance? { didSet { itemDidChange() } }
    /// The scroll-edge appearance while this item is selected; nil uses the bar's.
    open var scrollEdgeAppearance: UITabBarAppearance? { didSet { itemDidChange() } }
    /// The system item the item was made as, if any.
    private(set) var systemItem: SystemItem?
    private var badgeAttributesByState: [UInt: [NSAttributedString.Key: Any]] = [:]

    public override init() {
        super.init()
    }

    /// An item showing `title` and `image`, with `tag`.
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// An item showing `title`, `image`, and `selectedImage` while selected.
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// The system item `systemItem` (the system's title and symbol), with `tag`.
    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        self.tag = tag
        let (title, symbol) = Self.systemLook[systemItem.rawValue]
        self.title = title
        image = UIImage(systemName: symbol, withConfiguration: TabBarButton.symbolConfiguration)
        self.systemItem = systemItem
    }

    /// Sets the badge's text attributes for `state`.
    open func setBadgeTextAttributes(_ textAttributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        badgeAttributesByState[state.rawValue] = textAttributes
        itemDidChange()
    }

    /// The badge text attributes set for `state`.
    open func badgeTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        badgeAttributesByState[state.rawValue]
    }

    /// The system items' titles and symbols, by raw value.
    private static let systemLook: [(String, String)] = [
        ("More", "ellipsis"), ("Favorites", "star.fill"), ("Featured", "star.fill"), ("Top Rated", "star.fill"),
        ("Recents", "clock.fill"), ("Contacts", "person.fill"), ("History", "clock.fill"),
        ("Bookmarks", "book"), ("Search", "magnifyingglass"), ("Downloads", "arrow.down"),
        ("Most Recent", "clock.fill"), ("Most Viewed", "list.bullet"),
    ]
}
