import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// The bars a navigation controller keeps: the navigation bar's items follow the stack,
/// its back button pops, the bars take their places and add to the content's safe area,
/// large titles collapse and scroll-edge appearances switch as the content scrolls, and
/// the toolbar shows the top controller's items.
@MainActor
@Suite("Navigation controller bars", .serialized)
struct NavigationBarsTests {
    /// A controller whose view is a tall scroll view of `rows` rows.
    final class ScrollingController: UIViewController {
        override func loadView() {
            let scroll = UIScrollView(frame: UIScreen.main.bounds)
            scroll.backgroundColor = .systemBackground
            scroll.contentSize = CGSize(width: UIScreen.main.bounds.width, height: 2000)
            view = scroll
        }
    }

    private func backButton(of bar: UINavigationBar) -> NavigationBarBackButton? {
        bar.subviews.compactMap { $0 as? NavigationBarContentView }.last?.backButton
    }

    @Test("the bar's items are the controllers' navigation items, following pushes and pops; the back button shows the title below")
    func itemsFollowStack() {
        let stage = LifeCycleStage()
        let a = stage.navigable("A"), b = stage.navigable("B")
        a.title = "Inbox"
        b.navigationItem.title = "Message"
        let navigation = stage.showNavigation(root: a)
        #expect(navigation.navigationBar.items == [a.navigationItem])
        navigation.pushViewController(b, animated: true)
        #expect(navigation.navigationBar.items == [a.navigationItem, b.navigationItem])
        #expect(navigation.navigationBar.topItem?.title == "Message" && navigation.navigationBar.backItem?.title == "Inbox")
        stage.sim.runUntilIdle()
        #expect(backButton(of: navigation.navigationBar)?.isHidden == false)
        navigation.popViewController(animated: false)
        #expect(navigation.navigationBar.items == [a.navigationItem])
    }

    @Test("tapping the back button pops the top controller through navigationBar(_:shouldPop:)")
    func backButtonPops() throws {
        let stage = LifeCycleStage()
        let a = stage.navigable("A"), b = stage.navigable("B")
        a.title = "Inbox"
        let navigation = stage.showNavigation(root: a)
        navigation.pushViewController(b, animated: false)
        stage.sim.runUntilIdle()
        stage.log.entries = []
        let back = try #require(backButton(of: navigation.navigationBar))
        stage.sim.tap(at: back.convert(CGPoint(x: 10, y: back.bounds.midY), to: nil))
        stage.sim.runUntilIdle()
        #expect(navigation.viewControllers == [a] && navigation.navigationBar.items?.count == 1)
        #expect(stage.log.entries.first == "B.willMove(toParent: nil)")
        #expect(stage.log.entries.contains("B.viewWillDisappear(true) [isMovingFromParent]"))
    }

    @Test("a subclass refusing navigationBar(_:shouldPop:) keeps the top controller")
    func refusedPop() throws {
        final class Keeping: UINavigationController {
            override func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
                false
            }
        }
        let stage = LifeCycleStage()
        let a = stage.navigable("A"), b = stage.navigable("B")
        let navigation = Keeping(rootViewController: a)
        stage.show(navigation)
        navigation.pushViewController(b, animated: false)
        stage.sim.runUntilIdle()
        let back = try #require(backButton(of: navigation.navigationBar))
        stage.sim.tap(at: back.convert(CGPoint(x: 10, y: back.bounds.midY), to: nil))
        stage.sim.runUntilIdle()
        #expect(navigation.viewControllers == [a, b])
    }

    @Test("iPhone 15: the bar sits under the status bar (y 59, 44 high); a content view under it has 103 points of top safe area; hidden, 59")
    func barPlacementAndSafeArea() {
        let stage = LifeCycleStage()
        let a = stage.navigable("A")
        let navigation = stage.showNavigation(root: a)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 59, width: 393, height: 44))
        #expect(a.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852), "extends under the translucent bar")
        #expect(a.view.safeAreaInsets.top == 103 && a.additionalSafeAreaInsets == .zero)
        navigation.setNavigationBarHidden(true, animated: false)
        stage.sim.runUntilIdle()
        #expect(navigation.isNavigationBarHidden && a.view.safeAreaInsets.top == 59)
        navigation.setNavigationBarHidden(false, animated: true)
        stage.sim.runUntilIdle()
        #expect(!navigation.navigationBar.isHidden && a.view.safeAreaInsets.top == 103)
    }

    @Test("edgesForExtendedLayout without .top, or an opaque bar: the view starts below the bar, with no bar in its safe area")
    func extendedLayout() {
        let stage = LifeCycleStage()
        let a = stage.navigable("A")
        a.edgesForExtendedLayout = []
        let navigation = stage.showNavigation(root: a)
        #expect(a.view.frame.minY == 103 && a.view.safeAreaInsets.top == 0)
        a.edgesForExtendedLayout = .all
        navigation.navigationBar.isTranslucent = false
        stage.sim.runUntilIdle()
        #expect(a.view.frame.minY == 103)
        a.extendedLayoutIncludesOpaqueBars = true
        stage.sim.runUntilIdle()
        #expect(a.view.frame.minY == 0 && a.view.safeAreaInsets.top == 103)
    }

    @Test("the toolbar: hidden by default; shown, it sits above the home indicator with the top controller's items, which follow pushes")
    func toolbar() {
        let stage = LifeCycleStage()
        let a = stage.navigable("A"), b = stage.navigable("B")
        let share = UIBarButtonItem(barButtonSystemItem: .action, target: nil, action: nil)
        let trash = UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil)
        a.toolbarItems = [share]
        b.setToolbarItems([trash], animated: false)
        let navigation = stage.showNavigation(root: a)
        #expect(navigation.isToolbarHidden && navigation.toolbar.isHidden)
        navigation.setToolbarHidden(false, animated: false)
        stage.sim.runUntilIdle()
        #expect(!navigation.toolbar.isHidden && navigation.toolbar.items == [share])
        #expect(abs(navigation.toolbar.frame.minY - (852 - 34 - 44)) < 0.001)
        #expect(a.view.safeAreaInsets.bottom == 78)
        navigation.pushViewController(b, animated: false)
        stage.sim.runUntilIdle()
        #expect(navigation.toolbar.items == [trash])
        b.setToolbarItems([share, trash], animated: false)
        #expect(navigation.toolbar.items == [share, trash])
    }

    @Test("large titles: the bar is 96 high (44 + 52) over a scroll view resting at its top (offset -155); scrolling collapses the large title point for point down to 44, and the bar leaves its scroll-edge appearance")
    func largeTitleCollapse() {
        let stage = LifeCycleStage()
        let list = ScrollingController()
        list.title = "Mailboxes"
        let navigation = UINavigationController(rootViewController: list)
        navigation.navigationBar.prefersLargeTitles = true
        stage.show(navigation)
        let bar = navigation.navigationBar
        let scroll = list.view as! UIScrollView
        #expect(bar.frame.height == 96 && list.view.safeAreaInsets.top == 155)
        scroll.contentOffset = CGPoint(x: 0, y: -155)
        stage.sim.runUntilIdle()
        #expect(bar.isAtScrollEdge && bar.frame.height == 96)
        scroll.contentOffset = CGPoint(x: 0, y: -155 + 30)
        stage.sim.runUntilIdle()
        #expect(bar.frame.height == 66 && bar.isAtScrollEdge)
        #expect(list.view.safeAreaInsets.top == 155, "the content's safe area keeps the large title's height")
        scroll.contentOffset = CGPoint(x: 0, y: -155 + 120)
        stage.sim.runUntilIdle()
        #expect(bar.frame.height == 44 && !bar.isAtScrollEdge)
        scroll.contentOffset = CGPoint(x: 0, y: -155)
        stage.sim.runUntilIdle()
        #expect(bar.frame.height == 96 && bar.isAtScrollEdge)
    }

    @Test("largeTitleDisplayMode .never keeps a pushed controller's title inline; .automatic follows the one below")
    func largeTitleModes() {
        let stage = LifeCycleStage()
        let a = stage.navigable("A"), b = stage.navigable("B"), c = stage.navigable("C")
        let navigation = UINavigationController(rootViewController: a)
        navigation.navigationBar.prefersLargeTitles = true
        stage.show(navigation)
        #expect(navigation.navigationBar.frame.height == 96)
        b.navigationItem.largeTitleDisplayMode = .never
        navigation.pushViewController(b, animated: false)
        stage.sim.runUntilIdle()
        #expect(navigation.navigationBar.frame.height == 44 && b.view.safeAreaInsets.top == 103)
        navigation.pushViewController(c, animated: false)
        stage.sim.runUntilIdle()
        #expect(navigation.navigationBar.frame.height == 44, ".automatic follows B's .never")
    }

    @Test("scroll-edge appearance: shown while the content's top is at the bar's bottom, standard once it scrolls under; setContentScrollView picks the scroll view")
    func scrollEdge() {
        let stage = LifeCycleStage()
        let content = UIViewController()
        let scroll = UIScrollView(frame: UIScreen.main.bounds)
        scroll.contentSize = CGSize(width: 393, height: 3000)
        content.view.addSubview(UIView())
        content.view.addSubview(scroll)
        let navigation = UINavigationController(rootViewController: content)
        stage.show(navigation)
        #expect(content.contentScrollView(for: .top) == nil, "the first subview is not a scroll view")
        content.setContentScrollView(scroll, for: .top)
        #expect(content.contentScrollView(for: .top) === scroll)
        scroll.contentOffset = CGPoint(x: 0, y: -103)
        stage.sim.runUntilIdle()
        #expect(navigation.navigationBar.isAtScrollEdge)
        scroll.contentOffset = CGPoint(x: 0, y: 40)
        stage.sim.runUntilIdle()
        #expect(!navigation.navigationBar.isAtScrollEdge)
    }

    @Test("hidesBarsOnSwipe enables the bars' pan; interactivePopGestureRecognizer and barHideOnSwipeGestureRecognizer are the navigation controller's")
    func swipeRecognizers() {
        let stage = LifeCycleStage()
        let navigation = stage.showNavigation(root: stage.navigable("A"))
        #expect(!navigation.barHideOnSwipeGestureRecognizer.isEnabled && !navigation.hidesBarsOnSwipe)
        navigation.hidesBarsOnSwipe = true
        #expect(navigation.barHideOnSwipeGestureRecognizer.isEnabled)
        stage.sim.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300))
        stage.sim.runUntilIdle()
        #expect(navigation.isNavigationBarHidden)
        stage.sim.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 600))
        stage.sim.runUntilIdle()
        #expect(!navigation.isNavigationBarHidden)
    }

    @Test("the toolbar shows its scroll-edge appearance while the content's end is above it, the standard one once content scrolls under it")
    func toolbarScrollEdge() {
        let stage = LifeCycleStage()
        let list = ScrollingController()
        list.toolbarItems = [UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)]
        let navigation = UINavigationController(rootViewController: list)
        navigation.isToolbarHidden = false
        stage.show(navigation)
        let scroll = list.view as! UIScrollView
        #expect(!navigation.toolbar.isAtScrollEdge, "2000 points of content run under the toolbar")
        scroll.contentOffset = CGPoint(x: 0, y: scroll.contentSize.height + scroll.adjustedContentInset.bottom - 852)
        stage.sim.runUntilIdle()
        #expect(navigation.toolbar.isAtScrollEdge, "scrolled to the end, the content stops above the toolbar")
    }
}
