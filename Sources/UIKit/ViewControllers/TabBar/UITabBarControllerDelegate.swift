import Foundation

/// A tab bar controller's delegate: it is asked before the user's choice of a tab takes
/// effect and told after it did. Programmatic selection tells it nothing, as in UIKit.
/// Every method is optional.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
    /// The user tapped the tab of `viewController`: answer false to keep the selection.
    func tabBarController(_ tabBarController: UITabBarController,
                          shouldSelect viewController: UIViewController) -> Bool
    /// The user's tap selected `viewController` (also when it was selected already).
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

/// The answers of a delegate that implements none of the methods: every tab may be chosen.
extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController,
                                 shouldSelect viewController: UIViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController,
                                 didSelect viewController: UIViewController) {}
}
