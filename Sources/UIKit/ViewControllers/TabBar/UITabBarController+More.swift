import Foundation

/// The More tab: with more children than the bar has room for (five), the bar shows the
/// first four and a More tab (the system `.more` item) whose controller,
/// `moreNavigationController`, lists the others; choosing one pushes it on that navigation
/// controller. Selecting an overflow child in code (`selectedIndex`,
/// `selectedViewController`) selects the More tab with that child pushed; `selectedIndex`
/// is `NSNotFound` while the More list itself is shown, as UIKit documents. An overflow child
/// that is a navigation controller is not nested: it lends its stack to the More navigation
/// controller (its root shown above the list, with a back button to More) and gets its root
/// back when the More stack returns to the list.
extension UITabBarController {
    /// How many tabs the bar shows before it needs a More tab (UIKit's documented five).
    static let maximumBarTabs = 5

    /// The navigation controller of the More tab, made on first use; its root is the list
    /// of the tabs that do not fit.
    public var moreNavigationController: UINavigationController {
        if let made = moreNavigationStorage { return made }
        let made = UINavigationController(rootViewController: MoreListController(nibName: nil, bundle: nil))
        made.tabBarItem = UITabBarItem(tabBarSystemItem: .more, tag: 0)
        made.navigationBar.prefersLargeTitles = true
        moreNavigationStorage = made
        return made
    }

    /// Whether the bar shows a More tab.
    var hasMoreTab: Bool { tabs.count > Self.maximumBarTabs }

    /// The bar's slot of the More tab (after the first four children).
    var moreSlot: Int { Self.maximumBarTabs - 1 }

    /// The children with a tab of their own.
    var barTabs: [UIViewController] { hasMoreTab ? Array(tabs.prefix(moreSlot)) : tabs }

    /// The children listed under More, in order.
    var overflowTabs: [UIViewController] { hasMoreTab ? Array(tabs.dropFirst(moreSlot)) : [] }

    /// The controller of each slot of the bar: the bar's children, then the More navigation
    /// controller when there is a More tab.
    var slotControllers: [UIViewController] { hasMoreTab ? barTabs + [moreNavigationController] : tabs }

    /// The slot showing `controller`: its own tab, or the More tab for an overflow child or
    /// the More navigation controller; nil for a controller that is not one of these.
    func slot(of controller: UIViewController) -> Int? {
        if hasMoreTab, controller === moreNavigationStorage { return moreSlot }
        guard let index = tabs.firstIndex(where: { $0 === controller }) else { return nil }
        return hasMoreTab && index >= moreSlot ? moreSlot : index
    }

    /// The overflow child shown on the More navigation controller's stack (just above the
    /// list, or the navigation controller that lent its root there), if one is.
    var overflowTabOnMoreStack: UIViewController? {
        guard let stack = moreNavigationStorage?.viewControllers, stack.count > 1 else { return nil }
        if let loan = moreStackLoan, loan.root === stack[1] { return loan.owner }
        return overflowTabs.first { $0 === stack[1] }
    }

    /// Makes the More stack show `controller` (an overflow child) above the list, at once.
    func putOnMoreStack(_ controller: UIViewController) {
        let more = moreNavigationController
        guard overflowTabOnMoreStack !== controller else { return }
        // The stack's end of containment gives back what it held (adoptOverflowTabs).
        resetMoreStack(more)
        guard let list = more.viewControllers.first else { return }
        more.setViewControllers([list] + lentStack(of: controller), animated: false)
    }

    /// A row of the More list was chosen: push its controller (or the stack it lends).
    func openFromMoreList(_ controller: UIViewController) {
        let more = moreNavigationController
        guard overflowTabs.contains(where: { $0 === controller }), more.viewControllers.count == 1 else { return }
        more.setViewControllers(more.viewControllers + lentStack(of: controller), animated: true)
    }

    /// What the More stack shows for `controller`: itself, or a navigation controller's
    /// stack, taken from it (it gets its root back in `adoptOverflowTabs()`).
    private func lentStack(of controller: UIViewController) -> [UIViewController] {
        guard let navigation = controller as? UINavigationController else { return [controller] }
        let stack = navigation.viewControllers
        guard let root = stack.first else { return [] }
        navigation.setViewControllers([], animated: false)
        navigation.runningTransition?.finishNow()
        moreStackLoan = (navigation, root)
        return stack
    }

    /// The More list, once the More navigation controller exists.
    var moreList: MoreListController? { moreNavigationStorage?.viewControllers.first as? MoreListController }

    /// A child's tab bar item changed: the bar and the More list show it.
    func tabItemsDidChange() {
        syncTabBar(animated: false)
        moreList?.reloadTabs()
    }

    /// Keeps the More tab in step with the children: the More navigation controller is a
    /// child while there is a More tab; its stack drops a controller that no longer
    /// overflows; the list shows the overflow children.
    func syncMoreTab() {
        if hasMoreTab {
            let more = moreNavigationController
            if more.parentStorage !== self {
                addChild(more)
                more.didMove(toParent: self)
            }
            if more.viewControllers.count > 1, overflowTabOnMoreStack == nil { resetMoreStack(more) }
            moreList?.reloadTabs()
        } else if let more = moreNavigationStorage, more.parentStorage === self {
            resetMoreStack(more)
            more.willMove(toParent: nil)
            more.viewIfLoaded?.removeFromSuperview()
            more.removeFromParent()
        }
        adoptOverflowTabs()
    }

    /// Takes the More stack back to its list at once (its containment calls done now, so
    /// that the children it held can be adopted straight away).
    private func resetMoreStack(_ more: UINavigationController) {
        guard more.viewControllers.count > 1 else { return }
        more.setViewControllers([more.viewControllers[0]], animated: false)
        more.runningTransition?.finishNow()
    }

    /// Children that left the More stack (popped, or the stack reset) come back to the tab
    /// bar controller as its children; a navigation controller whose root left it gets its
    /// root back.
    func adoptOverflowTabs() {
        let onMore = moreNavigationStorage?.viewControllers ?? []
        if let loan = moreStackLoan, !onMore.contains(where: { $0 === loan.root }) {
            moreStackLoan = nil
            if loan.root.parentStorage == nil { loan.owner.setViewControllers([loan.root], animated: false) }
        }
        for controller in tabs where controller.parentStorage == nil && !onMore.contains(where: { $0 === controller }) {
            addChild(controller)
            controller.didMove(toParent: self)
        }
    }
}
