import Foundation

/// A tab bar's delegate: it hears which item the user chose, and the four steps of the
/// user customizing the bar (`beginCustomizingItems(_:)`). Every method is optional.
@preconcurrency @MainActor
public protocol UITabBarDelegate: NSObjectProtocol {
    /// The user tapped `item` (also when it was already selected); `selectedItem` is it.
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
    /// The customizing sheet listing `items` is about to show.
    func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem])
    /// The customizing sheet listing `items` has shown.
    func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem])
    /// The customizing sheet is about to go; `changed` says whether the bar's items changed.
    func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool)
    /// The customizing sheet has gone; `changed` says whether the bar's items changed.
    func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool)
}

extension UITabBarDelegate {
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
    public func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem]) {}
    public func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem]) {}
    public func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool) {}
    public func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool) {}
}
