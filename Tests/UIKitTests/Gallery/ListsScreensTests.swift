import Foundation
import Testing
@testable import UIKit
@testable import UIKitGallery
import UIKitTesting

/// The Gallery's Lists tab (issue 18): a Settings-style inset grouped list and a
/// Contacts-style table, both on diffable data sources, driven by taps, swipes and pulls.
@MainActor
@Suite("Lists screens", .serialized)
struct ListsScreensTests {
    /// `navigation` as a window's root on an iPhone 15, settled.
    private func shown(_ navigation: UINavigationController) -> (Simulator, UIWindow) {
        let simulator = Simulator(device: .iPhone15)
        let window = UIWindow(frame: simulator.screen.bounds)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        simulator.runUntilIdle()
        return (simulator, window)
    }

    @Test("issue 18 Gallery: Settings is an inset grouped list under a large title; a switch turns on; Wi-Fi pushes its choices, a tap moves the checkmark and the row shows the choice on return")
    func settings() throws {
        let navigation = SettingsViewController.inNavigationController()
        let (simulator, window) = shown(navigation)
        defer { withExtendedLifetime(window) {} }
        let screen = try #require(navigation.viewControllers.first as? SettingsViewController)
        let wifi = try #require(screen.cell(titled: "Wi-Fi"))
        #expect(wifi.frame.minY > 0 && wifi.convert(wifi.bounds, to: nil).minY > navigation.navigationBar.frame.maxY,
                "the list starts below the large title")
        #expect(navigation.navigationBar.frame.height > 90, "the large title shows")
        #expect(screen.switches["Airplane Mode"] != true)
        screen.tapSwitch("Airplane Mode", in: simulator)
        simulator.runUntilIdle()
        #expect(screen.switches["Airplane Mode"] == true)

        screen.tapRow("Wi-Fi", in: simulator)
        simulator.runUntilIdle()
        let choices = try #require(navigation.topViewController as? SettingsChoiceViewController)
        #expect(choices.title == "Wi-Fi" && choices.chosen == "Home")
        let list = try #require(choices.view.subviews.first as? UICollectionView)
        let office = try #require(list.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell)
        simulator.tap(at: office.convert(CGPoint(x: office.bounds.midX, y: office.bounds.midY), to: nil))
        simulator.runUntilIdle()
        #expect(choices.chosen == "Office")
        let checks = (0..<3).map { item in
            (list.cellForItem(at: IndexPath(item: item, section: 0)) as? UICollectionViewListCell)?
                .accessoryViews.values.contains { $0.superview != nil && !$0.isHidden } ?? false
        }
        #expect(checks == [false, true, false], "the checkmark moved to Office")
        navigation.popViewController(animated: true)
        simulator.runUntilIdle()
        #expect(screen.values["Wi-Fi"] == "Office")
        let label = screen.cell(titled: "Wi-Fi")?.accessoryViews.values.compactMap { $0 as? UILabel }.first
        #expect(label?.text == "Office")
        #expect(screen.cell(titled: "Wi-Fi")?.isSelected == false, "deselected on return")
    }

    @Test("issue 18 Gallery: Contacts is a plain table in sections by family name with an index; swiping a row deletes it (and its emptied section); pulling down refreshes and adds a contact")
    func contacts() throws {
        let navigation = ContactsViewController.inNavigationController()
        let (simulator, window) = shown(navigation)
        defer { withExtendedLifetime(window) {} }
        let screen = try #require(navigation.viewControllers.first as? ContactsViewController)
        let table = screen.tableView!
        #expect(table.style == .plain)
        let snapshot = screen.dataSource.snapshot()
        #expect(snapshot.sectionIdentifiers.first == "A" && snapshot.itemIdentifiers(inSection: "A") == ["Zoe Adams", "John Appleseed"])
        #expect(screen.dataSource.sectionIndexTitles(for: table) == snapshot.sectionIdentifiers)
        #expect(table.numberOfSections == snapshot.numberOfSections)

        // "Ben Ito" is the only I: deleting him removes the section.
        let sections = snapshot.numberOfSections
        let ben = try #require(screen.dataSource.indexPath(for: "Ben Ito"))
        table.scrollToRow(at: ben, at: .middle, animated: false)
        simulator.runUntilIdle()
        screen.swipeToDelete("Ben Ito", in: simulator)
        simulator.runUntilIdle()
        let benNow = try #require(screen.dataSource.indexPath(for: "Ben Ito"))
        let cell = try #require(table.cellForRow(at: benNow))
        let delete = try #require(cell.editingControls.revealed?.buttons.first)
        simulator.tap(at: delete.convert(CGPoint(x: delete.bounds.midX, y: delete.bounds.midY), to: nil))
        simulator.runUntilIdle()
        #expect(screen.dataSource.indexPath(for: "Ben Ito") == nil)
        #expect(screen.dataSource.snapshot().numberOfSections == sections - 1 && table.numberOfSections == sections - 1)

        // Pull to refresh.
        table.setContentOffset(CGPoint(x: 0, y: -table.adjustedContentInset.top), animated: false)
        simulator.runUntilIdle()
        let top = table.convert(CGPoint(x: table.bounds.midX, y: table.contentOffset.y + table.adjustedContentInset.top + 20), to: nil)
        simulator.drag(from: top, to: CGPoint(x: top.x, y: top.y + 250), duration: 0.6)
        simulator.runUntilIdle()
        #expect(screen.refreshControl?.isRefreshing == true || screen.names.contains("Aaron Abbott"))
        simulator.advance(by: ContactsViewController.refreshDuration + 0.5)
        simulator.runUntilIdle()
        #expect(screen.names.contains("Aaron Abbott"))
        #expect(screen.dataSource.indexPath(for: "Aaron Abbott") != nil)
        #expect(screen.refreshControl?.isRefreshing == false)
    }

    @Test("issue 18 Gallery: App Store is a compositional layout of orthogonal rows on a diffable data source; a flick pages the featured row to its next card, centred, while the page and the other rows stay")
    func appStore() throws {
        let simulator = Simulator(device: .iPhone15)
        let window = UIWindow(frame: simulator.screen.bounds)
        let screen = AppStoreViewController()
        window.rootViewController = screen
        window.makeKeyAndVisible()
        simulator.runUntilIdle()
        defer { withExtendedLifetime(window) {} }
        let first = try #require(screen.centerOnScreen(of: .story(0)))
        #expect(abs(first.x - window.bounds.midX) < 1, "the first card starts centred: \(first)")
        let app = try #require(screen.centerOnScreen(of: .app(0)))
        screen.flickRow(from: .story(0), in: simulator)
        simulator.runUntilIdle()
        let second = try #require(screen.centerOnScreen(of: .story(1)))
        #expect(abs(second.x - window.bounds.midX) < 1, "the second card is centred now: \(second)")
        #expect(screen.collectionView.contentOffset.y == -screen.collectionView.adjustedContentInset.top)
        #expect(screen.centerOnScreen(of: .app(0)) == app, "the chart's row did not move")
        #expect(screen.collectionView.visibleCells.count < 5 + 12 + 8, "only what shows has cells")
    }
}
