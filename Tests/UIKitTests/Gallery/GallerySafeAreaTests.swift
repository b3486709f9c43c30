import Foundation
import Testing
import UIKitGallery
import UIKitTesting

/// The Gallery's screens lay out from their safe area whenever it changes (issue 14), not
/// from insets read once in `viewDidLoad`: turning the device moves their content to the
/// new safe area, and in the live Gallery a screen's safe area starts below the switcher.
@MainActor
@Suite("Gallery: screens follow the safe area", .serialized)
struct GallerySafeAreaTests {
    /// The window frames of what `view` shows: every visible view except plain containers
    /// (subviews and no background colour), which are looked into instead; a scroll view
    /// counts as the part of it its content shows in, its scrolling content left out.
    static func shownFrames(in view: UIView) -> [CGRect] {
        view.subviews.filter { !$0.isHidden && $0.alpha > 0 }.flatMap { subview -> [CGRect] in
            if let scroll = subview as? UIScrollView { return [contentFrame(of: scroll)] }
            let frame = subview.convert(subview.bounds, to: nil)
            let isContainer = !subview.subviews.isEmpty && (subview.backgroundColor?.cgColor.alpha ?? 0) == 0
            return (isContainer ? [] : [frame]) + shownFrames(in: subview)
        }
    }

    /// Where a scroll view's content shows: clear of the bars it runs under (its adjusted
    /// content inset) and of the sides of the safe area — a table or a list spans the whole
    /// width, as on iOS, and keeps its rows' content within the safe area (layout margins,
    /// content insets references).
    static func contentFrame(of scroll: UIScrollView) -> CGRect {
        let inset = scroll.adjustedContentInset, safe = scroll.safeAreaInsets
        return scroll.convert(scroll.bounds, to: nil).inset(by: UIEdgeInsets(
            top: inset.top, left: max(inset.left, safe.left), bottom: inset.bottom, right: max(inset.right, safe.right)))
    }

    /// Checks that what `screen` shows starts at the top of the window's safe area (at most 20
    /// points below it) and keeps within its sides; content may run past its bottom (a long
    /// screen turned to landscape) or to the bottom of the view (a scroll view).
    /// A screen in a navigation controller: the bar at the top of the window's safe area, the
    /// top controller's content from the top of its own safe area (below the bar).
    static func expectInSafeArea(_ screen: UIViewController, of window: UIWindow, _ situation: String) {
        guard let navigation = screen as? UINavigationController, let top = navigation.topViewController else {
            return expectWithin(screen.view, safe: window.bounds.inset(by: window.safeAreaInsets), situation)
        }
        #expect(navigation.navigationBar.frame.minY == window.safeAreaInsets.top, "\(situation): the bar")
        let safe = top.view.convert(top.view.bounds.inset(by: top.view.safeAreaInsets), to: nil)
        expectWithin(top.view, safe: safe, situation)
    }

    private static func expectWithin(_ view: UIView, safe: CGRect, _ situation: String) {
        let frames = (view as? UIScrollView).map { [contentFrame(of: $0)] } ?? shownFrames(in: view)
        for frame in frames {
            #expect(frame.minY >= safe.minY && frame.minX >= safe.minX && frame.maxX <= safe.maxX,
                    "\(situation): \(frame) is not within \(safe)")
        }
        let top = frames.map(\.minY).min() ?? .infinity
        #expect(top - safe.minY <= 20, "\(situation): the content starts at \(top), the safe area at \(safe.minY)")
    }

    @Test("issue 14 Gallery: every screen shows its content from the top of the safe area and within its sides, in portrait and again after the device turns to landscape")
    func everyScreenFollowsTurn() {
        for entry in GalleryScreen.all {
            let (sim, window, screen) = showGalleryScreen(entry.makeController())
            Self.expectInSafeArea(screen, of: window, "\(entry.title), portrait")
            sim.rotate(to: .landscapeLeft)
            sim.runUntilIdle()
            #expect(window.safeAreaInsets == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
            Self.expectInSafeArea(screen, of: window, "\(entry.title), landscape")
        }
    }

    @Test("issue 14 Gallery: turned to landscape and back, the Tree screen lays out again from each safe area: the tree below its heading, between the notch and the far side")
    func treeFollowsTurn() throws {
        let (sim, window, screen) = showGalleryScreen(CollectionsViewController())
        // Below the status bar (59), the heading's 8 + 20 points and 4 more.
        let portrait = screen.collectionView.frame
        #expect(portrait == CGRect(x: 0, y: 91, width: 393, height: 852 - 91))
        sim.rotate(to: .landscapeLeft)
        sim.runUntilIdle()
        #expect(screen.collectionView.frame == CGRect(x: 59, y: 32, width: 852 - 2 * 59, height: 393 - 32))
        // The first class is still in the top-left corner, now beside the notch.
        let root = try #require(screen.collectionView.cellForItem(at: [0, 0]))
        let shown = root.convert(root.bounds, to: nil)
        #expect(shown.minX >= 59 && shown.minX < 59 + 20 && shown.minY >= 32 && shown.minY < 32 + 20, "\(shown)")
        sim.rotate(to: .portrait)
        sim.runUntilIdle()
        #expect(screen.collectionView.frame == portrait)
        _ = window
    }

    @Test("issue 14 Gallery: the live Gallery keeps its switcher at the top of the safe area and the screen below it, whose safe area then starts at its top and ends above the tab bar; turned, both follow")
    func liveGalleryFollowsTurn() throws {
        let sim = Simulator(device: .iPhone15)
        let window = try #require(sim.launch(delegate: GalleryAppDelegate.self).window)
        sim.runUntilIdle()
        let tabs = try #require(window.rootViewController as? UITabBarController)
        let root = try #require(tabs.selectedViewController?.view)
        // The switcher is in front; the shown screen (the first, "Drawing") behind it.
        let switcher = try #require(root.subviews.last), screen = try #require(root.subviews.first)
        #expect(switcher !== screen)
        #expect(switcher.frame == CGRect(x: 16, y: 59, width: 393 - 32, height: 32))
        #expect(screen.frame == CGRect(x: 0, y: 91, width: 393, height: 852 - 91))
        // The tab bar's 49-point row above the 34-point home indicator strip.
        #expect(screen.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34 + 49, right: 0))
        sim.rotate(to: .landscapeLeft)
        sim.runUntilIdle()
        // No safe area at the top in landscape: the switcher keeps 20 points off the edge.
        #expect(switcher.frame == CGRect(x: 59 + 16, y: 20, width: 852 - 2 * 59 - 32, height: 32))
        #expect(screen.frame == CGRect(x: 0, y: 52, width: 852, height: 393 - 52))
        #expect(screen.safeAreaInsets == UIEdgeInsets(top: 0, left: 59, bottom: 21 + 32, right: 59))
        let content = try #require(screen.subviews.first)
        #expect(content.frame == screen.bounds.inset(by: screen.safeAreaInsets))
    }
}
