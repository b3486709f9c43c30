import Testing
@_spi(Testing) import UIKit
import UIKitTesting
@testable import UIKitGallery

/// The live Gallery is a tab bar app: a tab per group of screens, a segmented control
/// switching the screens of a tab that has several.
@MainActor @Suite("Gallery: tabs and switchers", .serialized)
struct GalleryTabsTests {
    /// The launched Gallery's tab bar controller on an iPhone 15, settled.
    private func launched() throws -> (Simulator, UIWindow, UITabBarController) {
        let sim = Simulator(device: .iPhone15)
        let window = try #require(sim.launch(delegate: GalleryAppDelegate.self).window)
        sim.runUntilIdle()
        let tabs = try #require(window.rootViewController as? UITabBarController)
        return (sim, window, tabs)
    }

    @Test("issue 17 Gallery: the root is a UITabBarController with the tabs Views, Collections, Controls, Navigation and Lists, each screen in exactly one; the Navigation tab is a navigation controller")
    func rootIsATabBarController() throws {
        let (_, window, tabs) = try launched()
        defer { withExtendedLifetime(window) {} }
        #expect(tabs.tabBar.items?.map(\.title) == ["Views", "Collections", "Controls", "Navigation", "Lists"])
        #expect(tabs.tabBar.items?.allSatisfy { $0.image != nil } == true, "every tab has its symbol")
        let listed = GalleryTab.all.flatMap { $0.screens.map(\.title) }
        #expect(listed.sorted() == GalleryScreen.all.map(\.title).sorted())
        #expect(tabs.selectedIndex == 0)
        #expect(tabs.viewControllers?[3] is UINavigationController)
    }

    @Test("issue 15 Gallery: a tab with several screens switches them with a UISegmentedControl, the first selected, its titles shrunk alike to fit")
    func switcherIsASegmentedControl() throws {
        let (_, window, tabs) = try launched()
        defer { withExtendedLifetime(window) {} }
        let root = try #require(tabs.selectedViewController?.view)
        let switcher = try #require(root.subviews.last as? UISegmentedControl)
        #expect((0..<switcher.numberOfSegments).map { switcher.titleForSegment(at: $0) }
            == GalleryTab.all[0].screens.map(\.title))
        #expect(switcher.selectedSegmentIndex == 0)
        let font = try #require(switcher.titleTextAttributes(for: .normal)?[.font] as? UIFont)
        #expect(font.pointSize <= 13 && font.pointSize >= 6, "\(font.pointSize)")
        // Each title fits its segment in the selected weight, with UISegmentedControl's
        // least margins (6 points a side): none is truncated, whichever is chosen.
        for segment in 0..<switcher.numberOfSegments {
            let frame = try #require(switcher.testingSegmentFrame(at: segment))
            let title = try #require(switcher.titleForSegment(at: segment))
            let bold = UIFont.systemFont(ofSize: font.pointSize, weight: .semibold)
            #expect(title.size(withAttributes: [.font: bold]).width.rounded(.up) + 12 <= frame.width + 0.5,
                    "\(title) in \(frame)")
        }
    }

    @Test("issue 17 Gallery: the live-window test's click lands on the Collections tab, which shows Tree; a segment tap shows Photos")
    func tappingATabShowsItsScreen() throws {
        let (sim, window, tabs) = try launched()
        defer { withExtendedLifetime(window) {} }
        let items = try #require(tabs.tabBar.items)
        let bar = tabs.tabBar.convert(tabs.tabBar.bounds, to: nil)
        let width = bar.width / CGFloat(items.count)
        let collections = CGRect(x: bar.minX + width, y: bar.minY, width: width, height: 49)
        #expect(collections.contains(LiveWindowTests.collectionsTab), "\(collections)")
        sim.tap(at: LiveWindowTests.collectionsTab)
        sim.runUntilIdle()
        #expect(tabs.selectedIndex == 1)
        let root = try #require(tabs.selectedViewController?.view)
        #expect(root.subviews.first?.next is CollectionsViewController)
        let switcher = try #require(root.subviews.last as? UISegmentedControl)
        let photos = try #require(switcher.testingSegmentFrame(at: 1))
        sim.tap(at: switcher.convert(CGPoint(x: photos.midX, y: photos.midY), to: nil))
        sim.runUntilIdle()
        #expect(root.subviews.first?.next is PhotosViewController)
    }
}
