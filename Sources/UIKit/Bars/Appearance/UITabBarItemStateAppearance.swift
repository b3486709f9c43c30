import Foundation

/// How tab bar items look in one state: title, icon colour and badge.
@preconcurrency @MainActor
open class UITabBarItemStateAppearance: NSObject {
    /// Attributes of the title; keys not given take the defaults.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the title is moved.
    open var titlePositionAdjustment: UIOffset = .zero
    /// The colour of template icons; nil uses the bar's colour for the state.
    open var iconColor: UIColor?
    /// The badge's colour; nil uses the system red.
    open var badgeBackgroundColor: UIColor?
    /// Attributes of the badge's text.
    open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the badge is moved.
    open var badgePositionAdjustment: UIOffset = .zero
    /// How far the badge's text is moved within it.
    open var badgeTitlePositionAdjustment: UIOffset = .zero

    override init() {
        super.init()
    }

    func copied() -> UITabBarItemStateAppearance {
        let copy = UITabBarItemStateAppearance()
        copy.titleTextAttributes = titleTextAttributes
        copy.titlePositionAdjustment = titlePositionAdjustment
        copy.iconColor = iconColor
        copy.badgeBackgroundColor = badgeBackgroundColor
        copy.badgeTextAttributes = badgeTextAttributes
        copy.badgePositionAdjustment = badgePositionAdjustment
        copy.badgeTitlePositionAdjustment = badgeTitlePositionAdjustment
        return copy
    }
}
