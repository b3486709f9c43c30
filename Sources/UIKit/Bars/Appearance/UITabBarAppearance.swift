import Foundation

/// How a tab bar looks: its background (`UIBarAppearance`), its items in each layout, and
/// its selection indicator.
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
    /// Items with the icon above the title (phones in portrait).
    open var stackedLayoutAppearance = UITabBarItemAppearance(style: .stacked)
    /// Items with the icon beside the title (iPads).
    open var inlineLayoutAppearance = UITabBarItemAppearance(style: .inline)
    /// Items with the icon beside the title in compact heights.
    open var compactInlineLayoutAppearance = UITabBarItemAppearance(style: .compactInline)
    /// How stacked items are positioned. Default `.automatic`.
    open var stackedItemPositioning: UITabBar.ItemPositioning = .automatic
    /// The space between centred stacked items; 0 uses the system's.
    open var stackedItemSpacing: CGFloat = 0
    /// The width of centred stacked items; 0 uses the system's.
    open var stackedItemWidth: CGFloat = 0
    /// The colour of the selection indicator image.
    open var selectionIndicatorTintColor: UIColor?
    /// An image drawn behind the selected item.
    open var selectionIndicatorImage: UIImage?

    public override init() {
        super.init()
    }

    /// A tab bar appearance with `barAppearance`'s background; when it is a tab bar
    /// appearance, its item appearances and indicator too.
    public override init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let tabBar = barAppearance as? UITabBarAppearance {
            stackedLayoutAppearance = tabBar.stackedLayoutAppearance.copy() as! UITabBarItemAppearance
            inlineLayoutAppearance = tabBar.inlineLayoutAppearance.copy() as! UITabBarItemAppearance
            compactInlineLayoutAppearance = tabBar.compactInlineLayoutAppearance.copy() as! UITabBarItemAppearance
            stackedItemPositioning = tabBar.stackedItemPositioning
            stackedItemSpacing = tabBar.stackedItemSpacing
            stackedItemWidth = tabBar.stackedItemWidth
            selectionIndicatorTintColor = tabBar.selectionIndicatorTintColor
            selectionIndicatorImage = tabBar.selectionIndicatorImage
        }
    }

    open override func copy(with zone: NSZone? = nil) -> Any {
        UITabBarAppearance(barAppearance: self)
    }
}
