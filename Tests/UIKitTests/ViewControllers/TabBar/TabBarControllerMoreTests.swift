import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// The More tab: a tab bar controller with more than five children shows the first four and
/// a More tab whose navigation controller lists the rest (UIKit's documented behaviour for
/// `moreNavigationController`, `selectedIndex` and `selectedViewController`).
@MainActor
@Suite("Tab bar controller: the More tab", .serialized)
struct TabBarControllerMoreTests {
    /// Six logging controllers, A…F, each with a titled tab item and an image.
    private func sixTabs(_ stage: LifeCycleStage) -> [LoggingController] {
        ["A", "B", "C", "D", "E", "F"].map { name in
            let controller = stage.controller(name, records: [.containment])
            controller.tabBarItem = UITabBarItem(title: "Tab \(name)", image: UIImage(systemName: "star.fill"), tag: 0)
            return controller
        }
    }

    private func list(of tabBarController: UITabBarController) -> MoreListController? {
        tabBarController.moreNavigationController.viewControllers.first as? MoreListController
    }

    /// Taps row `index` of the More list.
    private func tapMoreRow(_ index: Int, of tabBarController: UITabBarController, in stage: LifeCycleStage) {
        let list = tabBarController.moreNavigationController.viewControllers[0].view!
        let y = CGFloat(index) * MoreListController.rowHeight + MoreListController.rowHeight / 2
        stage.sim.tap(at: list.convert(CGPoint(x: 150, y: y), to: nil))
        stage.sim.runUntilIdle()
    }

    @Test("six children: the bar shows the first four and the More item; the More navigation controller is a child and its list shows the fifth and sixth")
    func barShowsFourAndMore() {
        let stage = LifeCycleStage()
        let tabs = sixTabs(stage)
        let controller = stage.showTabs(tabs)
        let items = controller.tabBar.items ?? []
        #expect(items.count == 5)
        #expect(items.prefix(4).map(\.title) == ["Tab A", "Tab B", "Tab C", "Tab D"])
        #expect(items[4] === controller.moreNavigationController.tabBarItem)
        #expect(controller.moreNavigationController.tabBarItem.title == "More")
        #expect(controller.moreNavigationController.parent === controller)
        #expect(controller.viewControllers?.count == 6, "viewControllers still lists every child")
        #expect(controller.customizableViewControllers?.count == 6, "every child is customizable by default")
        #expect(list(of: controller)?.listedTabs.map { ($0 as? LoggingController)?.name } == ["E", "F"])
        #expect(controller.selectedIndex == 0 && controller.selectedViewController === tabs[0])
    }

    @Test("five children need no More tab")
    func fiveFit() {
        let stage = LifeCycleStage()
        let controller = stage.showTabs(Array(sixTabs(stage).prefix(5)))
        #expect(controller.tabBar.items?.count == 5)
        #expect(controller.tabBar.items?.contains { $0 === controller.moreNavigationController.tabBarItem } == false)
        #expect(controller.moreNavigationController.parent == nil)
    }

    @Test("tapping More asks the delegate with the More navigation controller and shows the list: selectedIndex is NSNotFound, selectedViewController the More navigation controller")
    func tappingMoreShowsList() {
        let stage = LifeCycleStage()
        let tabs = sixTabs(stage)
        let controller = stage.showTabs(tabs)
        let delegate = LoggingTabBarControllerDelegate(log: stage.log)
        controller.delegate = delegate
        stage.tapTab(4, of: controller)
        stage.sim.runUntilIdle()
        let more = controller.moreNavigationController
        #expect(stage.log.entries.first == "delegate.shouldSelect(UINavigationController)")
        #expect(stage.log.entries.contains("A.viewDidDisappear(false)"))
        #expect(stage.log.entries.contains("delegate.didSelect(UINavigationController)"))
        #expect(controller.selectedViewController === more)
        #expect(controller.selectedIndex == NSNotFound)
        #expect(controller.tabBar.selectedItem === more.tabBarItem)
        #expect(more.view.window != nil && tabs[0].viewIfLoaded?.window == nil)
        #expect(more.topViewController?.title == "More")
    }

    @Test("choosing a row of the More list pushes its controller: it becomes selectedViewController with its own index, reaches the tab bar controller, and returns as its child when popped")
    func rowPushesOverflowChild() {
        let stage = LifeCycleStage()
        let tabs = sixTabs(stage)
        let controller = stage.showTabs(tabs)
        stage.tapTab(4, of: controller)
        stage.sim.runUntilIdle()
        stage.log.entries = []
        tapMoreRow(1, of: controller, in: stage)
        let more = controller.moreNavigationController
        #expect(more.topViewController === tabs[5])
        #expect(stage.log.entries.contains("F.viewDidAppear(true)"))
        #expect(controller.selectedViewController === tabs[5])
        #expect(controller.selectedIndex == 5)
        #expect(tabs[5].tabBarController === controller)
        #expect(controller.tabBar.selectedItem === more.tabBarItem, "the More tab stays selected")
        more.popViewController(animated: false)
        stage.sim.runUntilIdle()
        #expect(controller.selectedIndex == NSNotFound)
        #expect(tabs[5].parent === controller, "the popped child is the tab bar controller's again")
    }

    @Test("selectedIndex set to an overflow index selects More with that child pushed; a bar index goes back to its tab; selecting the More navigation controller shows the list")
    func selectionInCode() {
        let stage = LifeCycleStage()
        let tabs = sixTabs(stage)
        let controller = stage.showTabs(tabs)
        controller.selectedIndex = 4
        stage.sim.runUntilIdle()
        let more = controller.moreNavigationController
        #expect(more.viewControllers.count == 2 && more.topViewController === tabs[4])
        #expect(controller.selectedIndex == 4 && controller.tabBar.selectedItem === more.tabBarItem)
        #expect(tabs[4].view.window != nil)
        controller.selectedViewController = tabs[5]
        stage.sim.runUntilIdle()
        #expect(more.viewControllers.count == 2 && more.topViewController === tabs[5])
        controller.selectedIndex = 1
        stage.sim.runUntilIdle()
        #expect(controller.selectedViewController === tabs[1] && tabs[1].view.window != nil)
        #expect(more.viewIfLoaded?.window == nil)
        controller.selectedViewController = more
        stage.sim.runUntilIdle()
        #expect(controller.selectedIndex == NSNotFound && more.viewControllers.count == 1)
    }

    @Test("tapping the More tab again pops its stack back to the list")
    func tappingMoreAgainPops() {
        let stage = LifeCycleStage()
        let tabs = sixTabs(stage)
        let controller = stage.showTabs(tabs)
        controller.selectedIndex = 5
        stage.sim.runUntilIdle()
        stage.tapTab(4, of: controller)
        stage.sim.runUntilIdle()
        #expect(controller.moreNavigationController.viewControllers.count == 1)
        #expect(controller.selectedIndex == NSNotFound)
    }

    @Test("tapping another tab and then More shows the More stack as it was left")
    func moreKeepsItsStack() {
        let stage = LifeCycleStage()
        let tabs = sixTabs(stage)
        let controller = stage.showTabs(tabs)
        controller.selectedIndex = 5
        stage.sim.runUntilIdle()
        stage.tapTab(0, of: controller)
        stage.sim.runUntilIdle()
        #expect(controller.selectedIndex == 0)
        stage.tapTab(4, of: controller)
        stage.sim.runUntilIdle()
        #expect(controller.selectedIndex == 5 && tabs[5].view.window != nil)
    }

    @Test("setting five children removes the More tab: the child that was on the More stack gets its own tab and stays selected")
    func shrinkingRemovesMore() {
        let stage = LifeCycleStage()
        let tabs = sixTabs(stage)
        let controller = stage.showTabs(tabs)
        controller.selectedIndex = 4
        stage.sim.runUntilIdle()
        controller.viewControllers = Array(tabs.prefix(5))
        stage.sim.runUntilIdle()
        #expect(controller.tabBar.items?.count == 5)
        #expect(controller.moreNavigationController.parent == nil)
        #expect(controller.selectedIndex == 4 && controller.selectedViewController === tabs[4])
        #expect(tabs[4].parent === controller && tabs[4].view.window != nil)
        #expect(controller.tabBar.selectedItem === tabs[4].tabBarItem)
    }

    @Test("a changed tab bar item of an overflow child shows in the More list")
    func listFollowsItems() {
        let stage = LifeCycleStage()
        let tabs = sixTabs(stage)
        let controller = stage.showTabs(tabs)
        stage.tapTab(4, of: controller)
        tabs[5].tabBarItem = UITabBarItem(title: "Renamed", image: nil, tag: 0)
        stage.sim.runUntilIdle()
        let table = controller.moreNavigationController.topViewController?.view as? UITableView
        let titles = (0..<2).map { row in
            (table?.cellForRow(at: IndexPath(row: row, section: 0))?.contentConfiguration as? UIListContentConfiguration)?.text
        }
        #expect(titles == ["Tab E", "Renamed"])
    }

    @Test("the More list is a plain table view, as apps reach it: its rows have a disclosure indicator and the table's selection fades on return")
    func listIsATableView() {
        let stage = LifeCycleStage()
        let tabs = sixTabs(stage)
        let controller = stage.showTabs(tabs)
        stage.tapTab(4, of: controller)
        stage.sim.runUntilIdle()
        let table = controller.moreNavigationController.topViewController?.view as? UITableView
        #expect(table?.style == .plain)
        #expect(table?.numberOfRows(inSection: 0) == 2)
        #expect(table?.dataSource === controller.moreNavigationController.topViewController)
        #expect(table?.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryType == .disclosureIndicator)
        tapMoreRow(1, of: controller, in: stage)
        #expect(controller.moreNavigationController.topViewController === tabs[5])
        controller.moreNavigationController.popViewController(animated: false)
        stage.sim.runUntilIdle()
        #expect(table?.indexPathsForSelectedRows ?? [] == [])
    }

    @Test("the More list looks as iOS 17's: large title More, rows with the tab's tinted icon, title and chevron (PNG looked at)")
    func moreListPicture() {
        let stage = LifeCycleStage()
        let tabs = sixTabs(stage)
        let controller = stage.showTabs(tabs)
        stage.tapTab(4, of: controller)
        stage.sim.runUntilIdle()
        let image = stage.sim.screenshot()
        RenderedPixels.writePNG(image, to: "/tmp/tab-more-list.png")
        let pixels = RenderedPixels(image)
        let scale = Int(stage.sim.screen.scale)
        let list = controller.moreNavigationController.viewControllers[0].view!
        let rowTop = list.convert(CGPoint.zero, to: nil).y
        // The first row's icon is tinted with the system blue.
        let iconCentre = (x: (16 + 15) * scale, y: Int(rowTop + MoreListController.rowHeight / 2) * scale)
        var blue = 0
        for dy in -8...8 { for dx in -8...8 {
            let p = pixels[iconCentre.x + dx * scale / 2, iconCentre.y + dy * scale / 2]
            if p.b > 200 && p.r < 80 { blue += 1 }
        } }
        #expect(blue > 10, "the icon is drawn in the tint colour")
    }
}

/// An overflow child that is a navigation controller (the usual case in apps).
@MainActor
@Suite("Tab bar controller: a navigation controller under More", .serialized)
struct TabBarControllerMoreNavigationTests {
    @Test("an overflow navigation controller lends its stack to the More navigation controller (its root shown above the list, not nested) and gets its root back when the More stack returns to the list")
    func navigationChildLendsItsStack() {
        let stage = LifeCycleStage()
        let root = stage.controller("R")
        let navigation = UINavigationController(rootViewController: root)
        navigation.tabBarItem = UITabBarItem(title: "Nav", image: nil, tag: 0)
        let tabs: [UIViewController] = ["A", "B", "C", "D", "E"].map { stage.controller($0) } + [navigation]
        let controller = stage.showTabs(tabs)
        controller.selectedIndex = 5
        stage.sim.runUntilIdle()
        let more = controller.moreNavigationController
        #expect(more.viewControllers.count == 2 && more.topViewController === root)
        #expect(root.navigationController === more && root.view.window != nil)
        #expect(controller.selectedViewController === navigation && controller.selectedIndex == 5)
        #expect(more.navigationBar.backItem?.title == "More")
        more.popToRootViewController(animated: true)
        stage.sim.runUntilIdle()
        #expect(navigation.viewControllers.count == 1 && navigation.viewControllers.first === root)
        #expect(root.navigationController === navigation)
        #expect(controller.selectedIndex == NSNotFound)
    }

    @Test("choosing the navigation controller's row in the More list pushes its root, animated")
    func rowPushesTheLentRoot() {
        let stage = LifeCycleStage()
        let root = stage.controller("R")
        let navigation = UINavigationController(rootViewController: root)
        let tabs: [UIViewController] = ["A", "B", "C", "D", "E"].map { stage.controller($0) } + [navigation]
        let controller = stage.showTabs(tabs)
        controller.selectedViewController = controller.moreNavigationController
        stage.sim.runUntilIdle()
        stage.log.entries = []
        controller.openFromMoreList(navigation)
        stage.sim.runUntilIdle()
        #expect(stage.log.take() == ["R.viewDidLoad", "R.viewWillAppear(true)", "R.viewIsAppearing(true)", "R.viewDidAppear(true)"])
        #expect(controller.moreNavigationController.topViewController === root)
        #expect(controller.selectedViewController === navigation)
    }
}
