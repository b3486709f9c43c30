import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// During an interactive pop the navigation bar and the transition coordinator's alongside
/// animations follow the finger, as UIKit scrubs them with the transition, and go forward or
/// back with it when the finger lifts.
@MainActor
@Suite("Navigation bar during the interactive pop", .serialized)
struct NavigationInteractiveBarTests {
    /// A controller that, as it begins to appear, fades `marker` in alongside the transition.
    private final class FadingController: UIViewController {
        let marker = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            marker.alpha = 0
            transitionCoordinator?.animate(alongsideTransition: { [marker] _ in marker.alpha = 1 }, completion: nil)
        }
    }

    /// A navigation controller in a window showing A under B, settled (the stage keeps the
    /// window).
    private func stage(root: UIViewController = UIViewController()) -> (LifeCycleStage, UINavigationController) {
        let stage = LifeCycleStage()
        root.title = "Alpha"
        let top = UIViewController()
        top.title = "Beta"
        let navigation = UINavigationController(rootViewController: root)
        navigation.pushViewController(top, animated: false)
        stage.show(navigation)
        return (stage, navigation)
    }

    /// The shown opacity of the bar's content view for `title`'s item, nil when not in the bar.
    private func opacity(ofBarContentFor item: UINavigationItem?, in bar: UINavigationBar) -> Float? {
        let views = bar.subviews.compactMap { $0 as? NavigationBarContentView }
        guard let view = views.first(where: { $0.item === item }) else { return nil }
        return view.layer.presentation()?.opacity ?? view.layer.opacity
    }

    private func edgeDrag(_ sim: Simulator, through xs: [CGFloat]) -> Simulator.Finger {
        let finger = sim.touchDown(at: CGPoint(x: 4, y: 400))
        for x in xs { sim.touchMove(finger, to: CGPoint(x: x, y: 400)) }
        sim.advance(by: 1 / 60)
        return finger
    }

    @Test("interactive pop: the bar's cross-fade follows the finger (a quarter across, the revealed item's content is about a quarter shown; half across, half) and finishes with the finger")
    func barFollowsFinger() {
        let (stage, navigation) = stage()
        let sim = stage.sim
        let bar = navigation.navigationBar
        let alpha = navigation.viewControllers[0].navigationItem, beta = navigation.viewControllers[1].navigationItem
        let finger = edgeDrag(sim, through: [20, 50, 98])
        let quarter = opacity(ofBarContentFor: alpha, in: bar) ?? -1
        #expect(abs(quarter - 0.25) < 0.08, "the revealed item's content at a quarter: \(quarter)")
        #expect(abs((opacity(ofBarContentFor: beta, in: bar) ?? -1) - (1 - quarter)) < 0.02)
        // Holding still: the bar stays where the finger is.
        sim.advance(by: 0.5)
        #expect(abs((opacity(ofBarContentFor: alpha, in: bar) ?? -1) - quarter) < 0.02)
        sim.touchMove(finger, to: CGPoint(x: 196, y: 400))
        sim.advance(by: 1 / 60)
        let half = opacity(ofBarContentFor: alpha, in: bar) ?? -1
        #expect(abs(half - 0.5) < 0.08, "the revealed item's content at half: \(half)")
        sim.touchMove(finger, to: CGPoint(x: 260, y: 400))
        sim.touchUp(finger)
        sim.runUntilIdle()
        #expect(navigation.viewControllers.count == 1)
        #expect(opacity(ofBarContentFor: alpha, in: bar) == 1)
        #expect(opacity(ofBarContentFor: beta, in: bar) == nil, "the popped item's content is gone")
    }

    @Test("interactive pop cancelled: the bar's cross-fade goes back with the finger and the popped item's content is shown whole again")
    func barGoesBackWhenCancelled() {
        let (stage, navigation) = stage()
        let sim = stage.sim
        let bar = navigation.navigationBar
        let beta = navigation.viewControllers[1].navigationItem
        let finger = edgeDrag(sim, through: [20, 60, 120])
        #expect((opacity(ofBarContentFor: beta, in: bar) ?? 1) < 0.8)
        for x in [90, 60, 40, 30] as [CGFloat] { sim.touchMove(finger, to: CGPoint(x: x, y: 400)) }
        sim.touchUp(finger)
        sim.runUntilIdle()
        #expect(navigation.viewControllers.count == 2)
        #expect(bar.topItem === beta)
        #expect(opacity(ofBarContentFor: beta, in: bar) == 1)
        #expect(bar.subviews.compactMap { $0 as? NavigationBarContentView }.count == 1, "one item's content left in the bar")
    }

    @Test("alongside animations added in viewWillAppear during an interactive pop follow the finger, then end with the transition: at their end when it finishes")
    func alongsideFollowsAndFinishes() {
        let root = FadingController()
        let (stage, navigation) = stage(root: root)
        let sim = stage.sim
        let finger = edgeDrag(sim, through: [20, 60, 130])
        let shown = root.marker.layer.presentation()?.opacity ?? -1
        #expect(abs(shown - Float(130.0 / 393)) < 0.08, "the marker's fade follows the finger: \(shown)")
        sim.touchMove(finger, to: CGPoint(x: 300, y: 400))
        sim.touchUp(finger)
        sim.runUntilIdle()
        #expect(navigation.viewControllers.count == 1)
        #expect(root.marker.alpha == 1 && root.marker.layer.presentation()?.opacity ?? 1 == 1)
    }

    @Test("alongside animations of a cancelled interactive pop run back to where they started")
    func alongsideGoesBackWhenCancelled() {
        let root = FadingController()
        let (stage, navigation) = stage(root: root)
        let sim = stage.sim
        let finger = edgeDrag(sim, through: [20, 60, 130])
        #expect((root.marker.layer.presentation()?.opacity ?? 0) > 0.2)
        for x in [100, 60, 30, 20] as [CGFloat] { sim.touchMove(finger, to: CGPoint(x: x, y: 400)) }
        sim.touchUp(finger)
        sim.runUntilIdle()
        #expect(navigation.viewControllers.count == 2)
        #expect(root.marker.alpha == 0, "the model value is back at the start")
    }
}
