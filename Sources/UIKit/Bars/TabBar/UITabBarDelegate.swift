import Foundation

/// A tab bar's delegate: it hears which item the user chose.
@preconcurrency @MainActor
public protocol UITabBarDelegate: NSObjectProtocol {
    /// The user tapped `item` (also when it was already selected); `selectedItem` is it.
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}
