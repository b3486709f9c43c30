import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// The tab bar following the content: the tab a navigation controller takes from its root,
/// the scroll-edge appearance following the selected controller's scroll view, and
/// `hidesBottomBarWhenPushed` carrying the bar away with the leaving view.
@MainActor
@Suite("Tab bar controller: the bar and the content", .serialized)
struct TabBarControllerBarTests {
    /// A controller whose view is a scroll view with content `height` points tall.
    private func scrolling(_ stage: LifeCycleStage, height: CGFloat) -> (UIViewController, UIScrollView) {
        let controller = stage.controller("Scroll")
        let scroll = UIScrollView()
        scroll.contentSize = CGSize(width: 393, height: height)
        controller.view = scroll
        return (controller, scroll)
    }

    @Test("UINavigationController.tabBarItem: with none of its own, a navigation controller shows its root controller's tab item; one set on it wins")
    func navigationTakesRootItem() {
        let stage = LifeCycleStage()
        let root = stage.controller("Root")
        root.tabBarItem = UITabBarItem(title: "Feed", image: nil, tag: 4)
        let navigation = UINavigationController(rootViewController: root)
        #expect(navigation.tabBarItem === root.tabBarItem)
        let tabs = stage.showTabs([navigation, stage.controller("B")])
        #expect(tabs.tabBar.items?[0].title == "Feed")
        root.title = "Latest"
        #expect(tabs.tabBar.items?[0].title == "Latest", "the root's title reaches its item, so the tab")
        let own = UITabBarItem(tabBarSystemItem: .history, tag: 1)
        navigation.tabBarItem = own
        stage.sim.runUntilIdle()
        #expect(navigation.tabBarItem === own && tabs.tabBar.items?[0] === own)
        stage.tapTab(1, of: tabs)
        stage.tapTab(0, of: tabs)
        #expect(tabs.selectedViewController === navigation, "a tap on the navigation controller's tab selects it")
    }

    @Test("Tab bar scroll edge: content running on under the bar shows the standard appearance; scrolled to its end, or short, the scroll-edge one")
    func scrollEdgeFollowsContent() {
        let stage = LifeCycleStage()
        let (long, scroll) = scrolling(stage, height: 3_000)
        let (short, _) = scrolling(stage, height: 200)
        let tabs = stage.showTabs([long, short])
        #expect(!tabs.tabBar.isAtScrollEdge, "3,000 points of content run on under the bar")
        scroll.setContentOffset(CGPoint(x: 0, y: 3_000 - 852 + scroll.adjustedContentInset.bottom), animated: false)
        #expect(tabs.tabBar.isAtScrollEdge, "scrolled to the end, the content ends at the bar's top")
        scroll.setContentOffset(CGPoint(x: 0, y: 1_000), animated: false)
        #expect(!tabs.tabBar.isAtScrollEdge)
        tabs.selectedIndex = 1
        stage.sim.runUntilIdle()
        #expect(tabs.tabBar.isAtScrollEdge, "the short tab's content ends above the bar")
        tabs.selectedIndex = 0
        stage.sim.runUntilIdle()
        #expect(!tabs.tabBar.isAtScrollEdge, "back on the long tab, scrolled into the middle")
    }

    @Test("Tab bar scroll edge: in a navigation controller the bar follows the top controller's scroll view, also one named with setContentScrollView(_:for: .bottom), and a content size change")
    func scrollEdgeThroughNavigation() {
        let stage = LifeCycleStage()
        let (list, scroll) = scrolling(stage, height: 200)
        let navigation = UINavigationController(rootViewController: list)
        let tabs = stage.showTabs([navigation])
        #expect(tabs.tabBar.isAtScrollEdge)
        scroll.contentSize.height = 5_000
        #expect(!tabs.tabBar.isAtScrollEdge, "the content grew under the bar")
        let detail = stage.controller("Detail")
        navigation.pushViewController(detail, animated: false)
        stage.sim.runUntilIdle()
        #expect(tabs.tabBar.isAtScrollEdge, "the pushed controller has no scroll view")
        let inner = UIScrollView(frame: CGRect(x: 0, y: 100, width: 393, height: 300))
        inner.contentSize = CGSize(width: 393, height: 10_000)
        let outer = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        outer.contentSize = CGSize(width: 393, height: 5_000)
        detail.view.addSubview(inner)
        detail.view.addSubview(outer)
        detail.setContentScrollView(outer, for: .bottom)
        #expect(!tabs.tabBar.isAtScrollEdge, "the named scroll view's content runs under the bar")
    }

    @Test("hidesBottomBarWhenPushed: the bar stays hidden under controllers pushed above the one that hid it, until that one is popped")
    func hiddenUntilPopped() {
        let stage = LifeCycleStage()
        let root = stage.controller("Root"), hiding = stage.controller("Hiding"), above = stage.controller("Above")
        hiding.hidesBottomBarWhenPushed = true
        let navigation = UINavigationController(rootViewController: root)
        let tabs = stage.showTabs([navigation])
        navigation.pushViewController(hiding, animated: false)
        navigation.pushViewController(above, animated: false)
        stage.sim.runUntilIdle()
        #expect(tabs.tabBar.isHidden && above.view.safeAreaInsets.bottom == 34)
        navigation.popViewController(animated: false)
        stage.sim.runUntilIdle()
        #expect(tabs.tabBar.isHidden)
        navigation.popViewController(animated: false)
        stage.sim.runUntilIdle()
        #expect(!tabs.tabBar.isHidden && root.view.safeAreaInsets.bottom == 83)
    }

    @Test("hidesBottomBarWhenPushed animated: the push carries the bar away inside the leaving view (moving with it), the pop brings it back inside the revealed view; after each the bar is back in the tab bar controller's view")
    func barSlidesWithPushAndPop() {
        let stage = LifeCycleStage()
        let root = stage.controller("Root"), detail = stage.controller("Detail")
        detail.hidesBottomBarWhenPushed = true
        let navigation = UINavigationController(rootViewController: root)
        let tabs = stage.showTabs([navigation])
        let barFrame = tabs.tabBar.frame
        navigation.pushViewController(detail, animated: true)
        stage.sim.advance(by: 0.15)
        #expect(tabs.tabBar.superview === root.view && !tabs.tabBar.isHidden)
        let moved = root.view.layer.presentation()?.affineTransform().tx ?? 0
        #expect(moved < -20, "the leaving view, and the bar in it, moved left (\(moved))")
        #expect(tabs.tabBar.convert(tabs.tabBar.bounds, to: root.view) == barFrame, "in the leaving view where it was")
        stage.sim.runUntilIdle()
        #expect(tabs.tabBar.superview === tabs.view && tabs.tabBar.isHidden)
        navigation.popViewController(animated: true)
        stage.sim.advance(by: 0.15)
        #expect(tabs.tabBar.superview === root.view && !tabs.tabBar.isHidden)
        stage.sim.runUntilIdle()
        #expect(tabs.tabBar.superview === tabs.view && !tabs.tabBar.isHidden && tabs.tabBar.frame == barFrame)
        #expect(tabs.view.subviews.last === tabs.tabBar, "the bar is above the content again")
    }

    @Test("hidesBottomBarWhenPushed: an interactive pop that is cancelled puts the bar back, hidden")
    func cancelledPopKeepsBarHidden() {
        let stage = LifeCycleStage()
        let root = stage.controller("Root"), detail = stage.controller("Detail")
        detail.hidesBottomBarWhenPushed = true
        let navigation = UINavigationController(rootViewController: root)
        let tabs = stage.showTabs([navigation])
        navigation.pushViewController(detail, animated: false)
        stage.sim.runUntilIdle()
        let finger = stage.sim.touchDown(at: CGPoint(x: 4, y: 400))
        for x in [20, 40, 70, 100] as [CGFloat] { stage.sim.touchMove(finger, to: CGPoint(x: x, y: 400)) }
        #expect(tabs.tabBar.superview === root.view && !tabs.tabBar.isHidden, "the bar rides in the revealed view")
        for x in [80, 50, 30] as [CGFloat] { stage.sim.touchMove(finger, to: CGPoint(x: x, y: 400)) }
        stage.sim.touchUp(finger)
        stage.sim.runUntilIdle()
        #expect(navigation.viewControllers.count == 2)
        #expect(tabs.tabBar.superview === tabs.view && tabs.tabBar.isHidden)
    }
}
