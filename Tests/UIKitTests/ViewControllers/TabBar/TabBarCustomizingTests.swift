import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Customizing the tabs (UIKit's `UITabBar.beginCustomizingItems(_:)` and the More list's
/// Edit button): the Configure sheet behind the bar, dragging an icon onto a tab or a tab
/// along the bar, Done reordering the children, and the delegates' calls in UIKit's order.
@MainActor
@Suite("Tab bar customizing", .serialized)
struct TabBarCustomizingTests {
    /// A tab bar controller with six logging children A…F, shown, its delegate logging,
    /// the More tab selected.
    @MainActor
    private struct Stage {
        let stage = LifeCycleStage()
        let tabs: [LoggingController]
        let controller: UITabBarController
        let delegate: LoggingTabBarControllerDelegate

        init() {
            tabs = ["A", "B", "C", "D", "E", "F"].map { [stage] name in
                let controller = stage.controller(name, records: [])
                controller.tabBarItem = UITabBarItem(title: name, image: UIImage(systemName: "star.fill"), tag: 0)
                return controller
            }
            controller = stage.showTabs(tabs)
            delegate = LoggingTabBarControllerDelegate(log: stage.log)
            controller.delegate = delegate
            controller.selectedViewController = controller.moreNavigationController
            stage.sim.runUntilIdle()
            stage.log.entries = []
        }

        var list: MoreListController { controller.moreNavigationController.viewControllers[0] as! MoreListController }
        var sheet: TabBarCustomizingView? { controller.tabBar.customizingView }
        var names: [String] { (controller.viewControllers ?? []).map { ($0 as! LoggingController).name } }
        var barTitles: [String?] { (controller.tabBar.items ?? []).map(\.title) }

        /// Sends a bar button item's action to its target, as a tap on it does.
        func press(_ item: UIBarButtonItem) {
            #expect(UIApplication.shared.sendAction(item.action!, to: item.target, from: item, for: nil))
            stage.sim.runUntilIdle()
        }

        /// Presses the More list's Edit button and lets the sheet slide in.
        func edit() {
            press(list.navigationItem.rightBarButtonItem!)
        }

        /// The centre of the grid's icon `index`, in the window.
        func gridIcon(_ index: Int) -> CGPoint {
            let cell = sheet!.cells[index]
            return cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: nil)
        }

        /// The centre of the bar's tab `index`, in the window.
        func barTab(_ index: Int) -> CGPoint {
            let button = controller.tabBar.buttons[index]
            return button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
        }

        func tapDone() {
            let done = sheet!.navigationBar.topItem!.rightBarButtonItem!
            #expect(done.systemItem == .done)
            press(done)
        }
    }

    @Test("the More list shows Edit while some children are customizable; an empty customizableViewControllers hides it")
    func editButton() {
        let s = Stage()
        #expect(s.list.navigationItem.rightBarButtonItem?.systemItem == .edit)
        s.controller.customizableViewControllers = []
        #expect(s.list.navigationItem.rightBarButtonItem == nil)
        s.controller.customizableViewControllers = [s.tabs[0]]
        #expect(s.list.navigationItem.rightBarButtonItem != nil)
    }

    @Test("Edit slides the Configure sheet up behind the bar, over everything above it, listing every customizable item; the delegate hears willBegin with the children")
    func editShowsSheet() throws {
        let s = Stage()
        s.edit()
        let sheet = try #require(s.sheet)
        #expect(s.controller.tabBar.isCustomizing)
        #expect(sheet.items.map(\.title) == ["A", "B", "C", "D", "E", "F"])
        #expect(sheet.navigationBar.topItem?.title == "Configure")
        #expect(sheet.superview === s.controller.view && sheet.frame == CGRect(x: 0, y: 0, width: 393, height: s.controller.tabBar.frame.minY))
        let subviews = s.controller.view.subviews
        #expect(subviews.firstIndex { $0 === sheet }! + 1 == subviews.firstIndex { $0 === s.controller.tabBar }!, "just below the bar")
        #expect(s.stage.log.take() == ["delegate.willBeginCustomizing(ABCDEF)"])
    }

    @Test("dragging the E icon onto tab B puts E on the bar; Done reorders the children (the bar's first, then the rest in order), keeps More selected and tells the delegate willEnd then didEnd, changed")
    func dragOntoBar() throws {
        let s = Stage()
        s.edit()
        s.stage.log.entries = []
        s.stage.sim.drag(from: s.gridIcon(4), to: s.barTab(1))
        s.stage.sim.runUntilIdle()
        #expect(s.barTitles == ["A", "E", "C", "D", "More"])
        #expect(s.names == ["A", "B", "C", "D", "E", "F"], "the children are reordered when the user is done")
        s.tapDone()
        #expect(!s.controller.tabBar.isCustomizing && s.sheet == nil)
        #expect(s.names == ["A", "E", "C", "D", "B", "F"])
        #expect(s.stage.log.take() == ["delegate.willEndCustomizing(AECDBF, changed: true)",
                                       "delegate.didEndCustomizing(AECDBF, changed: true)"])
        #expect(s.controller.selectedViewController === s.controller.moreNavigationController)
        #expect(s.list.listedTabs.map { ($0 as! LoggingController).name } == ["B", "F"])
        #expect(s.controller.customizableViewControllers?.count == 6, "still every child")
        #expect(s.controller.view.subviews.allSatisfy { !($0 is TabBarCustomizingView) }, "the sheet is gone")
    }

    @Test("dragging a tab along the bar swaps the two tabs")
    func dragAlongBar() {
        let s = Stage()
        s.edit()
        s.stage.sim.drag(from: s.barTab(2), to: s.barTab(0))
        s.stage.sim.runUntilIdle()
        #expect(s.barTitles == ["C", "B", "A", "D", "More"])
        s.tapDone()
        #expect(s.names == ["C", "B", "A", "D", "E", "F"])
    }

    @Test("a drop on the More tab, outside the bar, or on a tab that is not customizable changes nothing; Done then says unchanged")
    func refusedDrops() {
        let s = Stage()
        s.controller.customizableViewControllers = [s.tabs[0], s.tabs[4]]
        s.edit()
        #expect(s.sheet?.items.map(\.title) == ["A", "E"])
        s.stage.sim.drag(from: s.gridIcon(1), to: s.barTab(4))
        s.stage.sim.drag(from: s.gridIcon(1), to: CGPoint(x: 200, y: 300))
        s.stage.sim.drag(from: s.gridIcon(1), to: s.barTab(1))
        s.stage.sim.runUntilIdle()
        #expect(s.barTitles == ["A", "B", "C", "D", "More"])
        s.stage.log.entries = []
        s.tapDone()
        #expect(s.stage.log.take() == ["delegate.willEndCustomizing(ABCDEF, changed: false)",
                                       "delegate.didEndCustomizing(ABCDEF, changed: false)"])
    }

    @Test("taps on the bar select nothing while customizing; endCustomizing(animated:) answers whether the items changed, false when not customizing")
    func tapsAndEndCustomizing() {
        let s = Stage()
        s.edit()
        s.stage.tapTab(0, of: s.controller)
        s.stage.sim.runUntilIdle()
        #expect(s.controller.selectedViewController === s.controller.moreNavigationController)
        s.stage.sim.drag(from: s.gridIcon(5), to: s.barTab(3))
        s.stage.sim.runUntilIdle()
        #expect(s.controller.tabBar.endCustomizing(animated: false) == true)
        #expect(s.names == ["A", "B", "C", "F", "D", "E"])
        #expect(s.controller.tabBar.endCustomizing(animated: false) == false)
    }

    @Test("a tab bar's own delegate hears the four steps in order, with the listed items")
    func barDelegateOrder() {
        final class BarDelegate: NSObject, UITabBarDelegate {
            var log: [String] = []
            func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem]) { log.append("willBegin \(items.count)") }
            func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem]) { log.append("didBegin") }
            func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool) { log.append("willEnd \(changed)") }
            func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool) { log.append("didEnd \(changed)") }
        }
        let sim = Simulator(device: .iPhone15)
        let window = UIWindow(frame: sim.screen.bounds)
        let bar = UITabBar(frame: CGRect(x: 0, y: 769, width: 393, height: 83))
        let items = (0..<3).map { UITabBarItem(title: "\($0)", image: nil, tag: $0) }
        bar.items = items
        window.addSubview(bar)
        window.makeKeyAndVisible()
        let delegate = BarDelegate()
        bar.delegate = delegate
        bar.beginCustomizingItems(items)
        #expect(delegate.log == ["willBegin 3"], "didBegin waits for the slide")
        sim.runUntilIdle()
        #expect(delegate.log == ["willBegin 3", "didBegin"])
        bar.endCustomizing(animated: true)
        #expect(delegate.log.last == "willEnd false")
        sim.runUntilIdle()
        #expect(delegate.log == ["willBegin 3", "didBegin", "willEnd false", "didEnd false"])
        #expect(window.subviews.count == 1, "the sheet left with its slide")
    }

    @Test("beginCustomizingItems on a bar in no view hierarchy stops with UIKit-style advice")
    func barOutsideHierarchy() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 320, height: 49))
                bar.beginCustomizingItems([UITabBarItem(title: "A", image: nil, tag: 0)])
            }
        }
    }

    @Test("the Configure sheet in pixels: the bar, the sheet's navigation bar and the grid of icons")
    func rendering() throws {
        let s = Stage()
        s.edit()
        let image = s.stage.sim.screenshot()
        RenderedPixels.writePNG(image, to: NSTemporaryDirectory() + "tab-customizing.png")
        let sheet = try #require(s.sheet)
        #expect(sheet.cells.count == 6 && sheet.cells.allSatisfy(\.isSelected), "icons drawn in the tint colour")
    }
}
