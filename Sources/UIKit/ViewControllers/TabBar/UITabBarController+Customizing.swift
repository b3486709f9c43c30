import Foundation

/// The user customizing the tabs: the More list's Edit button shows the tab bar's
/// customizing sheet with the items of `customizableViewControllers`; as the tab bar's
/// delegate the controller tells its own delegate, and when the user is done puts its
/// children in the order the bar now shows (the bar's children first, in bar order, the
/// others after them in their order), keeping the selection and `customizableViewControllers`.
extension UITabBarController {
    /// Shows the customizing sheet for the customizable children (none: nothing happens).
    func beginCustomizingTabs() {
        let customizable = customizableViewControllers ?? []
        guard !customizable.isEmpty, isViewLoaded else { return }
        tabBar.beginCustomizingItems(customizable.map(\.tabBarItem))
    }

    public func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem]) {
        guard tabBar === self.tabBar else { return }
        delegate?.tabBarController(self, willBeginCustomizing: tabs)
    }

    public func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool) {
        guard tabBar === self.tabBar else { return }
        if changed { adoptCustomizedOrder() }
        delegate?.tabBarController(self, willEndCustomizing: tabs, changed: changed)
    }

    public func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool) {
        guard tabBar === self.tabBar else { return }
        delegate?.tabBarController(self, didEndCustomizing: tabs, changed: changed)
    }

    /// Reorders the children as the customized bar shows them.
    private func adoptCustomizedOrder() {
        let barItems = tabBar.items ?? []
        let onBar = barItems.compactMap { item in tabs.first { $0.tabBarItem === item } }
        let order = onBar + tabs.filter { tab in !onBar.contains { $0 === tab } }
        guard !order.elementsEqual(tabs, by: ===) else { return }
        let customizable = customizableViewControllers
        if hasMoreTab, selectedViewController === moreNavigationStorage {
            // The list stays on screen (the usual case: Edit is on it); it lists the new overflow.
            tabs = order
            syncMoreTab()
            selectedTab = moreSlot
            syncTabBar(animated: false)
        } else {
            // The selected child stays selected, under More if it moved there.
            setViewControllers(order, animated: false)
        }
        customizableViewControllers = customizable
    }
}
