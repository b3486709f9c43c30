import Foundation
import Testing
import UIKitTesting

/// A container that handles `show(_:sender:)` itself: it claims the action in
/// `targetViewController(forAction:sender:)` and logs what it is asked to show.
@MainActor
final class ShowingContainer: UIViewController {
    var shown: [UIViewController] = []

    override func targetViewController(forAction action: Selector, sender: Any?) -> UIViewController? {
        action == #Selector(UIViewController.show(_:sender:)) ? self : super.targetViewController(forAction: action, sender: sender)
    }

    override func show(_ vc: UIViewController, sender: Any?) {
        shown.append(vc)
    }
}

/// show(_:sender:), showDetailViewController(_:sender:) and
/// targetViewController(forAction:sender:): the search up the parents and presenting
/// controllers, a navigation controller claiming `show`, a custom override found, and the
/// fallback to presentation.
@MainActor
@Suite("Show and target view controller", .serialized)
struct ShowTargetTests {
    static let show = #Selector(UIViewController.show(_:sender:))
    static let showDetail = #Selector(UIViewController.showDetailViewController(_:sender:))

    /// A window on an iPhone 15 with `root`, settled.
    static func stage(_ root: UIViewController) -> (Simulator, UIWindow) {
        let sim = Simulator(device: .iPhone15)
        let window = UIWindow(frame: sim.screen.bounds)
        window.rootViewController = root
        window.makeKeyAndVisible()
        sim.runUntilIdle()
        return (sim, window)
    }

    @Test("targetViewController(forAction:sender:): a navigation controller claims show for its children; nil with no claimant")
    func targetSearch() {
        let child = UIViewController()
        let navigation = UINavigationController(rootViewController: child)
        let (_, window) = Self.stage(navigation)
        defer { withExtendedLifetime(window) {} }
        #expect(child.targetViewController(forAction: Self.show, sender: nil) === navigation)
        #expect(navigation.targetViewController(forAction: Self.show, sender: nil) === navigation)
        #expect(child.targetViewController(forAction: Self.showDetail, sender: nil) == nil)
        let lone = UIViewController()
        #expect(lone.targetViewController(forAction: Self.show, sender: nil) == nil)
    }

    @Test("the search goes on from a presented controller to the one presenting it")
    func searchThroughPresenting() {
        let child = UIViewController()
        let navigation = UINavigationController(rootViewController: child)
        let (sim, window) = Self.stage(navigation)
        defer { withExtendedLifetime(window) {} }
        let presented = UIViewController()
        presented.modalPresentationStyle = .fullScreen
        child.present(presented, animated: false)
        sim.runUntilIdle()
        #expect(presented.presentingViewController === navigation)
        #expect(presented.targetViewController(forAction: Self.show, sender: nil) === navigation)
    }

    @Test("show(_:sender:) from a child of a navigation controller pushes; from a lone controller it presents")
    func showPushesOrPresents() {
        let child = UIViewController()
        let navigation = UINavigationController(rootViewController: child)
        let (sim, window) = Self.stage(navigation)
        defer { withExtendedLifetime(window) {} }
        let next = UIViewController()
        child.show(next, sender: nil)
        sim.runUntilIdle()
        #expect(navigation.viewControllers == [child, next])

        let root = UIViewController()
        let (rootSim, rootWindow) = Self.stage(root)
        defer { withExtendedLifetime(rootWindow) {} }
        let shown = UIViewController()
        root.show(shown, sender: nil)
        rootSim.runUntilIdle()
        #expect(root.presentedViewController === shown)
    }

    @Test("a container overriding targetViewController and show is found by its children's show(_:sender:)")
    func customOverride() {
        let container = ShowingContainer()
        let child = UIViewController()
        container.addChild(child)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        let (sim, window) = Self.stage(container)
        defer { withExtendedLifetime(window) {} }
        let next = UIViewController()
        child.show(next, sender: nil)
        sim.runUntilIdle()
        #expect(container.shown == [next])
        #expect(container.presentedViewController == nil && child.presentedViewController == nil)
        #expect(child.targetViewController(forAction: Self.show, sender: nil) === container)
    }

    @Test("showDetailViewController(_:sender:) with no split view presents")
    func showDetailPresents() {
        let child = UIViewController()
        let navigation = UINavigationController(rootViewController: child)
        let (sim, window) = Self.stage(navigation)
        defer { withExtendedLifetime(window) {} }
        let detail = UIViewController()
        child.showDetailViewController(detail, sender: nil)
        sim.runUntilIdle()
        #expect(navigation.viewControllers == [child], "a navigation controller does not claim showDetail")
        #expect(detail.presentingViewController === navigation)
    }
}
