import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// UITabBarController: its children and selection API, the delegate around a tap, the
/// life cycle of a tab switch, a navigation controller in a tab, frames and safe areas.
@MainActor
@Suite("Tab bar controller", .serialized)
struct TabBarControllerTests {
    @Test("UITabBarController: setting viewControllers adds each as a child (willMove, didMove) and selects the first; none selected is NSNotFound")
    func containment() {
        let stage = LifeCycleStage()
        let a = stage.controller("A", records: .containment), b = stage.controller("B", records: .containment)
        let tabs = UITabBarController()
        #expect(tabs.selectedIndex == NSNotFound && tabs.selectedViewController == nil && tabs.viewControllers == nil)
        tabs.viewControllers = [a, b]
        #expect(stage.log.take() == ["A.willMove(toParent: UITabBarController)",
                                     "A.didMove(toParent: UITabBarController)",
                                     "B.willMove(toParent: UITabBarController)",
                                     "B.didMove(toParent: UITabBarController)"])
        #expect(tabs.children == [a, b] && tabs.selectedIndex == 0 && tabs.selectedViewController === a)
        #expect(a.tabBarController === tabs && b.tabBarController === tabs)
        #expect(tabs.tabBar.items?.count == 2 && tabs.tabBar.selectedItem === a.tabBarItem)
    }

    @Test("UITabBarController: replacing the controllers keeps the selected one if it remains, else selects the first; removed ones leave")
    func replacing() {
        let stage = LifeCycleStage()
        let a = stage.controller("A"), b = stage.controller("B"), c = stage.controller("C", records: .containment)
        let tabs = UITabBarController()
        tabs.viewControllers = [a, b, c]
        tabs.selectedIndex = 1
        tabs.setViewControllers([c, b], animated: false)
        #expect(tabs.selectedViewController === b && tabs.selectedIndex == 1)
        #expect(a.parent == nil && a.tabBarController == nil)
        stage.log.entries = []
        tabs.viewControllers = [a, b]
        #expect(stage.log.take().contains("C.didMove(toParent: nil)"))
        tabs.viewControllers = [a]
        #expect(tabs.selectedViewController === a && tabs.selectedIndex == 0)
        tabs.viewControllers = nil
        #expect(tabs.selectedIndex == NSNotFound && tabs.children.isEmpty)
    }

    @Test("UITabBarController: a controller listed twice counts once; one with another parent leaves it; an index out of range is ignored")
    func badInput() {
        let stage = LifeCycleStage()
        let a = stage.controller("A"), b = stage.controller("B")
        let other = UIViewController()
        other.addChild(b)
        let tabs = UITabBarController()
        tabs.viewControllers = [a, b, a]
        #expect(tabs.viewControllers == [a, b] && b.parent === tabs && other.children.isEmpty)
        tabs.selectedIndex = 5
        #expect(tabs.selectedIndex == 0)
        tabs.selectedIndex = -1
        #expect(tabs.selectedIndex == 0)
    }

    @Test("UITabBarController: a tap on another tab asks shouldSelect, then switches (old will-disappear, new will-appear and is-appearing; next turn new did-appear, old did-disappear), then didSelect")
    func tapLifeCycle() {
        let stage = LifeCycleStage()
        let a = stage.controller("A"), b = stage.controller("B")
        let tabs = stage.showTabs([a, b])
        let delegate = LoggingTabBarControllerDelegate(log: stage.log)
        tabs.delegate = delegate
        #expect(a.view.window != nil && b.viewIfLoaded == nil, "only the selected tab's view is loaded")
        stage.tapTab(1, of: tabs)
        #expect(tabs.selectedViewController === b && tabs.selectedIndex == 1)
        stage.sim.runUntilIdle()
        #expect(stage.log.take() == ["delegate.shouldSelect(B)", "B.viewDidLoad", "A.viewWillDisappear(false)",
                                     "B.viewWillAppear(false)", "B.viewIsAppearing(false)",
                                     "delegate.didSelect(B)", "B.viewDidAppear(false)", "A.viewDidDisappear(false)"])
        #expect(a.viewIfLoaded?.window == nil && b.view.window != nil)
        #expect(tabs.tabBar.selectedItem === b.tabBarItem)
    }

    @Test("UITabBarController: shouldSelect answering false keeps the selection and the bar's selected item; no didSelect")
    func refused() {
        let stage = LifeCycleStage()
        let a = stage.controller("A"), b = stage.controller("B")
        let tabs = stage.showTabs([a, b])
        let delegate = LoggingTabBarControllerDelegate(log: stage.log)
        delegate.refused = [b]
        tabs.delegate = delegate
        stage.tapTab(1, of: tabs)
        stage.sim.runUntilIdle()
        #expect(stage.log.take() == ["delegate.shouldSelect(B)"])
        #expect(tabs.selectedViewController === a && tabs.tabBar.selectedItem === a.tabBarItem)
    }

    @Test("UITabBarController: selecting in code switches the views with the life cycle and tells the delegate nothing")
    func programmaticSelection() {
        let stage = LifeCycleStage()
        let a = stage.controller("A"), b = stage.controller("B")
        let tabs = stage.showTabs([a, b])
        let delegate = LoggingTabBarControllerDelegate(log: stage.log)
        tabs.delegate = delegate
        tabs.selectedViewController = b
        stage.sim.runUntilIdle()
        #expect(stage.log.take() == ["B.viewDidLoad", "A.viewWillDisappear(false)", "B.viewWillAppear(false)",
                                     "B.viewIsAppearing(false)", "B.viewDidAppear(false)",
                                     "A.viewDidDisappear(false)"])
        tabs.selectedIndex = 0
        stage.sim.runUntilIdle()
        #expect(tabs.selectedViewController === a && a.view.window != nil && b.viewIfLoaded?.window == nil)
        #expect(!stage.log.take().contains { $0.hasPrefix("delegate") })
    }

    @Test("UITabBarController: quick taps on tabs mid-switch end on the last one tapped, each view shown at most once")
    func tapsMidSwitch() {
        let stage = LifeCycleStage()
        let a = stage.controller("A"), b = stage.controller("B"), c = stage.controller("C")
        let tabs = stage.showTabs([a, b, c])
        stage.tapTab(1, of: tabs)
        stage.tapTab(2, of: tabs)
        stage.tapTab(0, of: tabs)
        stage.sim.runUntilIdle()
        #expect(tabs.selectedViewController === a && a.view.window != nil)
        #expect(b.viewIfLoaded?.window == nil && c.viewIfLoaded?.window == nil)
        // The children's views sit in the transition view below the bar.
        let shown = tabs.view.subviews.flatMap { [$0] + $0.subviews }
        #expect(shown.filter { $0 === a.view }.count == 1)
    }

    @Test("UITabBarController: a tap on the selected tab of a navigation controller pops it to its root")
    func reselectPopsToRoot() {
        let stage = LifeCycleStage()
        let root = stage.controller("Root"), detail = stage.controller("Detail")
        let navigation = UINavigationController(rootViewController: root)
        let tabs = stage.showTabs([navigation, stage.controller("B")])
        navigation.pushViewController(detail, animated: false)
        stage.sim.runUntilIdle()
        #expect(detail.tabBarController === tabs && navigation.viewControllers.count == 2)
        stage.tapTab(0, of: tabs)
        stage.sim.runUntilIdle()
        #expect(navigation.viewControllers == [root])
    }

    @Test("UITabBarController: the tab bar hides while the navigation controller's top controller has hidesBottomBarWhenPushed, and returns after the pop")
    func hidesBottomBar() {
        let stage = LifeCycleStage()
        let root = stage.controller("Root"), detail = stage.controller("Detail")
        detail.hidesBottomBarWhenPushed = true
        let navigation = UINavigationController(rootViewController: root)
        let tabs = stage.showTabs([navigation])
        #expect(!tabs.tabBar.isHidden)
        navigation.pushViewController(detail, animated: false)
        stage.sim.runUntilIdle()
        #expect(tabs.tabBar.isHidden && detail.view.safeAreaInsets.bottom == 34)
        navigation.popViewController(animated: false)
        stage.sim.runUntilIdle()
        #expect(!tabs.tabBar.isHidden && root.view.safeAreaInsets.bottom == 34 + 49)
    }

    @Test("UITabBarController: on iPhone 15 in portrait the bar is 49 points above the 34-point home indicator strip; the child fills the view with the bar in its safe area")
    func portraitFrames() {
        let stage = LifeCycleStage()
        let a = stage.controller("A")
        let tabs = stage.showTabs([a])
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 852 - 83, width: 393, height: 83))
        #expect(a.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(a.view.safeAreaInsets.bottom == 83 && a.view.safeAreaInsets.top == 59)
    }

    @Test("UITabBarController: in landscape on iPhone 15 the bar is 32 points plus the 21-point home indicator strip; on iPad 50 points plus its strip")
    func landscapeAndPadFrames() {
        let stage = LifeCycleStage()
        let a = stage.controller("A")
        let tabs = stage.showTabs([a])
        stage.sim.rotate(to: .landscapeLeft)
        stage.sim.runUntilIdle()
        let bounds = tabs.view.bounds
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: bounds.height - 53, width: bounds.width, height: 53))
        #expect(a.view.safeAreaInsets.bottom == 53)
        let pad = LifeCycleStage(device: .iPad)
        let p = pad.controller("P")
        let padTabs = pad.showTabs([p])
        let safeBottom = padTabs.view.safeAreaInsets.bottom
        #expect(padTabs.tabBar.frame.height == 50 + safeBottom)
        #expect(p.view.safeAreaInsets.bottom == 50 + safeBottom)
    }

    @Test("UITabBarController: a child's title and badge show in its tab; a new tabBarItem replaces the tab's")
    func itemUpdates() {
        let stage = LifeCycleStage()
        let a = stage.controller("A"), b = stage.controller("B")
        let tabs = stage.showTabs([a, b])
        a.title = "Inbox"
        a.tabBarItem.badgeValue = "3"
        #expect(tabs.tabBar.items?[0].title == "Inbox" && tabs.tabBar.items?[0].badgeValue == "3")
        let replacement = UITabBarItem(tabBarSystemItem: .favorites, tag: 7)
        b.tabBarItem = replacement
        stage.sim.runUntilIdle()
        #expect(tabs.tabBar.items?[1] === replacement && tabs.tabBar.items?[1].title == "Favorites")
    }
}
