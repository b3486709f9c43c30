import Foundation
import Testing
@testable import UIKit
@testable import UIKitGallery
import UIKitTesting

/// The Gallery's Navigation screen (issue 17): push and pop, a sheet with detents, a
/// full-screen cover, a custom transition, and the flip and curl, driven by taps.
@MainActor
@Suite("Navigation screen", .serialized)
struct NavigationScreenTests {
    /// The screen in its navigation controller as a window's root on an iPhone 15, settled.
    private func shown() -> (Simulator, UIWindow, UINavigationController, NavigationViewController) {
        let simulator = Simulator(device: .iPhone15)
        let window = UIWindow(frame: simulator.screen.bounds)
        let navigation = NavigationViewController.inNavigationController()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        simulator.runUntilIdle()
        let screen = navigation.viewControllers.first as! NavigationViewController
        return (simulator, window, navigation, screen)
    }

    @Test("issue 17 Gallery: the root shows a large title; its row pushes Page 1, whose button pushes Page 2; Pop to root and the back button pop")
    func pushAndPop() throws {
        let (simulator, window, navigation, screen) = shown()
        defer { withExtendedLifetime(window) {} }
        #expect(navigation.navigationBar.prefersLargeTitles && screen.navigationItem.largeTitleDisplayMode == .always)
        screen.tapRow(NavigationViewController.pushTitle, in: simulator)
        simulator.runUntilIdle()
        let first = try #require(navigation.topViewController as? NavigationPageController)
        #expect(first.number == 1 && first.title == "Page 1")
        simulator.tap(at: first.pushButton.convert(CGPoint(x: first.pushButton.bounds.midX,
                                                           y: first.pushButton.bounds.midY), to: nil))
        simulator.runUntilIdle()
        #expect(navigation.viewControllers.count == 3 && navigation.navigationBar.backItem?.title == "Page 1")
        navigation.popViewController(animated: true)
        simulator.runUntilIdle()
        #expect(navigation.topViewController === first)
        navigation.popToRootViewController(animated: true)
        simulator.runUntilIdle()
        #expect(navigation.viewControllers == [screen])
    }

    @Test("issue 17 Gallery: the sheet row presents a page sheet resting at the medium detent with its grabber; Done dismisses it")
    func sheet() throws {
        let (simulator, window, navigation, screen) = shown()
        defer { withExtendedLifetime(window) {} }
        screen.tapRow(NavigationViewController.sheetTitle, in: simulator)
        simulator.runUntilIdle()
        let presented = try #require(navigation.presentedViewController as? UINavigationController)
        let sheet = try #require(presented.sheetPresentationController)
        #expect(sheet.detents.map(\.identifier) == [.medium, .large] && sheet.prefersGrabberVisible)
        #expect(sheet.selectedDetentIdentifier == nil || sheet.selectedDetentIdentifier == .medium)
        let height = presented.view.frame.height
        #expect(height > 380 && height < 480, "the medium detent is about half the screen (\(height))")
        let done = try #require(presented.topViewController?.navigationItem.rightBarButtonItem)
        #expect(done.primaryAction != nil)
        // Done's action: the page, a child of the presented navigation controller, dismisses.
        #expect(presented.topViewController?.presentingViewController === navigation)
        presented.topViewController?.dismiss(animated: true)
        simulator.runUntilIdle()
        #expect(navigation.presentedViewController == nil)
    }

    @Test("issue 17 Gallery: the cover row presents full screen with cover vertical, the presenter's view leaving the window until Done")
    func cover() throws {
        let (simulator, window, navigation, screen) = shown()
        defer { withExtendedLifetime(window) {} }
        screen.tapRow(NavigationViewController.coverTitle, in: simulator)
        simulator.runUntilIdle()
        let presented = try #require(navigation.presentedViewController)
        #expect(presented.modalPresentationStyle == .fullScreen && presented.modalTransitionStyle == .coverVertical)
        #expect(presented.view.frame == window.bounds && navigation.view.window == nil)
        presented.dismiss(animated: true)
        simulator.runUntilIdle()
        #expect(navigation.presentedViewController == nil && navigation.view.window === window)
    }

    @Test("issue 17 Gallery: the custom transition grows the page out of its row (scaled down mid-way, whole at the end) and shrinks it back")
    func zoom() throws {
        let (simulator, window, navigation, screen) = shown()
        defer { withExtendedLifetime(window) {} }
        screen.tapRow(NavigationViewController.zoomTitle, in: simulator)
        simulator.advance(by: 0.05)
        let presented = try #require(navigation.presentedViewController)
        #expect(presented.modalPresentationStyle == .custom && presented.transitioningDelegate != nil)
        // The row is 44 points tall: the page starts about that tall (vertical scale 44 / 852).
        let early = presented.view.layer.presentation()?.affineTransform().d ?? 1
        #expect(early < 0.5, "the page starts near its row's size (vertical scale \(early))")
        simulator.runUntilIdle()
        #expect(presented.view.transform == .identity && presented.view.frame == window.bounds)
        presented.dismiss(animated: true)
        simulator.advance(by: 0.3)
        let late = presented.view.layer.presentation()?.affineTransform().d ?? 1
        #expect(late < 0.6, "the page shrinks back towards its row (vertical scale \(late))")
        simulator.runUntilIdle()
        #expect(navigation.presentedViewController == nil && presented.view.superview == nil)
    }

    @Test("issue 17 Gallery: the flip and curl rows present full screen with those transition styles")
    func flipAndCurl() throws {
        let (simulator, window, navigation, screen) = shown()
        defer { withExtendedLifetime(window) {} }
        screen.tapRow(NavigationViewController.flipTitle, in: simulator)
        simulator.runUntilIdle()
        #expect(navigation.presentedViewController?.modalTransitionStyle == .flipHorizontal)
        navigation.dismiss(animated: true)
        simulator.runUntilIdle()
        screen.tapRow(NavigationViewController.curlTitle, in: simulator)
        simulator.runUntilIdle()
        let curled = try #require(navigation.presentedViewController)
        #expect(curled.modalTransitionStyle == .partialCurl && curled is PresentedPageController)
        navigation.dismiss(animated: true)
        simulator.runUntilIdle()
        #expect(navigation.presentedViewController == nil)
    }
}
