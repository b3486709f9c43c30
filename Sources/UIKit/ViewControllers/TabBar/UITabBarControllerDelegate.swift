import Foundation

/// A tab bar controller's delegate: it is asked before the user's choice of a tab takes
/// effect and told after it did (programmatic selection tells it nothing, as in UIKit), and
/// it may animate any switch of tabs, the user's or the program's, with its own animator
/// and interaction controller; it hears the user customize the tabs from the More list's
/// Edit button. Every method is optional.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
    /// The user tapped the tab of `viewController`: answer false to keep the selection.
    func tabBarController(_ tabBarController: UITabBarController,
                          shouldSelect viewController: UIViewController) -> Bool
    /// The user's tap selected `viewController` (also when it was selected already).
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    /// The animator for the switch from `fromVC` to `toVC`; nil (the default) switches at
    /// once.
    func tabBarController(_ tabBarController: UITabBarController,
                          animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    /// The object driving `animationController`'s switch interactively; nil (the default)
    /// lets it run by itself.
    func tabBarController(_ tabBarController: UITabBarController,
                          interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    /// The customizing sheet is about to show; `viewControllers` are the children.
    func tabBarController(_ tabBarController: UITabBarController,
                          willBeginCustomizing viewControllers: [UIViewController])
    /// The customizing sheet is about to go; `viewControllers` are the children in their new
    /// order, `changed` whether the bar's tabs changed.
    func tabBarController(_ tabBarController: UITabBarController,
                          willEndCustomizing viewControllers: [UIViewController], changed: Bool)
    /// The customizing sheet has gone.
    func tabBarController(_ tabBarController: UITabBarController,
                          didEndCustomizing viewControllers: [UIViewController], changed: Bool)
}

/// The answers of a delegate that implements none of the methods: every tab may be chosen,
/// switches are not animated, customizing is not heard.
extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController,
                                 shouldSelect viewController: UIViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController,
                                 didSelect viewController: UIViewController) {}
    public func tabBarController(_ tabBarController: UITabBarController,
                                 animationControllerForTransitionFrom fromVC: UIViewController,
                                 to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    public func tabBarController(_ tabBarController: UITabBarController,
                                 interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { nil }
    public func tabBarController(_ tabBarController: UITabBarController,
                                 willBeginCustomizing viewControllers: [UIViewController]) {}
    public func tabBarController(_ tabBarController: UITabBarController,
                                 willEndCustomizing viewControllers: [UIViewController], changed: Bool) {}
    public func tabBarController(_ tabBarController: UITabBarController,
                                 didEndCustomizing viewControllers: [UIViewController], changed: Bool) {}
}
