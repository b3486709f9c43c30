import Foundation
import SnapshotTesting
import Testing
@testable import UIKit
import UIKitSnapshotTesting
import UIKitTesting

/// Bars as they appear on screen, beside iOS 17's: a navigation bar with a back button,
/// a centred title and right items; a large-title bar; toolbars of system items.
@MainActor
@Suite("Bar rendering", .serialized)
struct BarRenderingTests {
    @Test("snapshot: navigation bars (back button, title, items; large title) and toolbars of system items, a tab bar with a badge, on the grouped background")
    func snapshot() {
        let sim = Simulator(device: .iPhoneSE)
        let window = UIWindow(frame: sim.screen.bounds)
        defer { withExtendedLifetime(window) {} }
        window.backgroundColor = .systemGroupedBackground
        window.makeKeyAndVisible()
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 20, width: 320, height: 44))
        bar.scrollEdgeAppearance = UINavigationBarAppearance()
        let general = UINavigationItem(title: "General")
        general.rightBarButtonItems = [UIBarButtonItem(systemItem: .add), UIBarButtonItem(systemItem: .edit)]
        bar.setItems([UINavigationItem(title: "Settings"), general], animated: false)
        window.addSubview(bar)

        let large = UINavigationBar(frame: CGRect(x: 0, y: 100, width: 320, height: 96))
        large.prefersLargeTitles = true
        let mail = UINavigationItem(title: "Mailboxes")
        mail.leftBarButtonItem = UIBarButtonItem(systemItem: .cancel)
        mail.rightBarButtonItem = UIBarButtonItem(systemItem: .done)
        large.setItems([mail], animated: false)
        window.addSubview(large)

        for (row, systems) in [[UIBarButtonItem.SystemItem.compose, .trash, .reply, .camera, .bookmarks],
                               [.rewind, .play, .pause, .fastForward, .undo, .redo, .close]].enumerated() {
            let toolbar = UIToolbar(frame: CGRect(x: 0, y: 380 + CGFloat(row) * 70, width: 320, height: 44))
            toolbar.scrollEdgeAppearance = UIToolbarAppearance()
            var items: [UIBarButtonItem] = []
            for system in systems {
                if !items.isEmpty { items.append(.flexibleSpace()) }
                items.append(UIBarButtonItem(systemItem: system))
            }
            toolbar.items = items
            window.addSubview(toolbar)
        }
        let tabBar = UITabBar(frame: CGRect(x: 0, y: 568 - 49, width: 320, height: 49))
        tabBar.scrollEdgeAppearance = UITabBarAppearance()
        tabBar.items = [UITabBarItem(title: "Favorites", image: UIImage(systemName: "star.fill"), tag: 0),
                        UITabBarItem(tabBarSystemItem: .recents, tag: 1),
                        UITabBarItem(title: "Contacts", image: UIImage(systemName: "person.fill"), tag: 2),
                        UITabBarItem(tabBarSystemItem: .more, tag: 3)]
        tabBar.items?[2].badgeValue = "2"
        tabBar.selectedItem = tabBar.items?[0]
        window.addSubview(tabBar)
        sim.runUntilIdle()
        assertSnapshot(of: UIImage(cgImage: sim.screenshot(), scale: 2, orientation: .up), as: .image(precision: 0.99))
    }
}
