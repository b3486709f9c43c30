import Foundation

/// How tab bar items look in one layout (stacked, inline, compact inline) in each state.
@preconcurrency @MainActor
open class UITabBarItemAppearance: NSObject, @preconcurrency NSCopying {
    /// The layouts of tab bar items.
    public enum Style: Int, Sendable {
        /// Icon above title (phones in portrait).
        case stacked
        /// Icon beside title (iPads).
        case inline
        /// Icon beside title, smaller (phones in landscape).
        case compactInline
    }

    open var normal = UITabBarItemStateAppearance()
    open var selected = UITabBarItemStateAppearance()
    open var disabled = UITabBarItemStateAppearance()
    open var focused = UITabBarItemStateAppearance()

    /// The default appearance of stacked items.
    public convenience override init() {
        self.init(style: .stacked)
    }

    /// The default appearance of items in `style`.
    public init(style: Style) {
        super.init()
    }

    /// Returns every state to the default for `style`.
    open func configureWithDefault(for style: Style) {
        normal = UITabBarItemStateAppearance()
        selected = UITabBarItemStateAppearance()
        disabled = UITabBarItemStateAppearance()
        focused = UITabBarItemStateAppearance()
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UITabBarItemAppearance()
        copy.normal = normal.copied()
        copy.selected = selected.copied()
        copy.disabled = disabled.copied()
        copy.focused = focused.copied()
        return copy
    }

    /// The appearance for an item in the given state: disabled over selected over normal.
    func appearance(enabled: Bool, selected isSelected: Bool) -> UITabBarItemStateAppearance {
        !enabled ? disabled : isSelected ? selected : normal
    }
}
