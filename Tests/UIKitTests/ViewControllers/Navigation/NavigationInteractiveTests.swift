import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// The interactive pop (a pan from the left edge of the screen), custom animators from the
/// delegate, and `UIPercentDrivenInteractiveTransition` driving them.
@MainActor
@Suite("Navigation controller transitions", .serialized)
struct NavigationInteractiveTests {
    /// A stage with A and B pushed, settled, log cleared.
    private func twoDeep() -> (LifeCycleStage, UINavigationController, LoggingController, LoggingController) {
        let stage = LifeCycleStage()
        let a = stage.navigable("A"), b = stage.navigable("B")
        let navigation = stage.showNavigation(root: a)
        navigation.pushViewController(b, animated: false)
        stage.sim.runUntilIdle()
        stage.log.entries = []
        return (stage, navigation, a, b)
    }

    /// Drags a finger from the left edge through `xs` at y = 400 (one sample each).
    private func edgeDrag(_ sim: Simulator, through xs: [CGFloat]) -> Simulator.Finger {
        let finger = sim.touchDown(at: CGPoint(x: 4, y: 400))
        for x in xs { sim.touchMove(finger, to: CGPoint(x: x, y: 400)) }
        return finger
    }

    @Test("interactive pop: the edge pan begins the pop (willMove nil, will-disappear, will-appear); the views follow the finger; lifting past half the width finishes it")
    func interactivePopFinishes() {
        let (stage, navigation, a, b) = twoDeep()
        #expect(navigation.interactivePopGestureRecognizer is UIScreenEdgePanGestureRecognizer)
        #expect(navigation.interactivePopGestureRecognizer?.delegate === navigation)
        let finger = edgeDrag(stage.sim, through: [20, 40, 80, 120, 160, 200])
        #expect(stage.log.take() == ["B.willMove(toParent: nil)", "B.viewWillDisappear(true) [isMovingFromParent]",
                                     "A.viewWillAppear(true) []", "A.viewIsAppearing(true) []"])
        stage.sim.advance(by: 1 / 60)
        let shown = b.view.layer.presentation()?.affineTransform().tx ?? 0
        #expect(shown > 150 && shown < 210, "B follows the finger (moved \(shown))")
        let revealed = a.view.layer.presentation()?.affineTransform().tx ?? 0
        #expect(revealed < 0 && revealed > -0.3 * 393, "A comes from a third of the width to the left (\(revealed))")
        for x in [240, 280] as [CGFloat] { stage.sim.touchMove(finger, to: CGPoint(x: x, y: 400)) }
        stage.sim.touchUp(finger)
        stage.sim.runUntilIdle()
        #expect(stage.log.take() == ["B.viewDidDisappear(true) [isMovingFromParent]", "A.viewDidAppear(true) []",
                                     "B.didMove(toParent: nil)"])
        #expect(navigation.viewControllers == [a] && a.view.transform == .identity)
    }

    @Test("interactive pop cancelled: the revealed controller will-disappears and did-disappears, the popped one will-appears and did-appears again, and didMove(toParent:) keeps it")
    func interactivePopCancels() {
        let (stage, navigation, a, b) = twoDeep()
        let finger = edgeDrag(stage.sim, through: [20, 40, 70, 100, 120])
        #expect(stage.log.take().count == 4)
        #expect(navigation.viewControllers == [a])
        for x in [110, 90, 70, 50, 40, 30] as [CGFloat] { stage.sim.touchMove(finger, to: CGPoint(x: x, y: 400)) }
        stage.sim.touchUp(finger)
        stage.sim.runUntilIdle()
        #expect(stage.log.take() == ["A.viewWillDisappear(true) []", "A.viewDidDisappear(true) []",
                                     "B.viewWillAppear(true) []", "B.viewIsAppearing(true) []",
                                     "B.viewDidAppear(true) []", "B.didMove(toParent: UINavigationController)"])
        #expect(navigation.viewControllers == [a, b] && b.parent === navigation)
        #expect(b.view.window != nil && a.viewIfLoaded?.window == nil && b.view.transform == .identity)
        #expect(navigation.navigationBar.items?.count == 2)
    }

    @Test("the interactive pop does not begin at the root")
    func noPopAtRoot() {
        let stage = LifeCycleStage()
        let navigation = stage.showNavigation(root: stage.navigable("A"))
        let finger = edgeDrag(stage.sim, through: [40, 80, 160, 240])
        stage.sim.touchUp(finger)
        stage.sim.runUntilIdle()
        #expect(stage.log.entries.isEmpty && navigation.viewControllers.count == 1)
        #expect(navigation.gestureRecognizerShouldBegin(navigation.interactivePopGestureRecognizer!) == false)
    }

    @Test("a custom animator from the delegate runs the push: asked with the operation, its context has the container, both controllers and frames; animationEnded(true) after")
    func customAnimator() {
        let stage = LifeCycleStage()
        let a = stage.navigable("A"), b = stage.navigable("B")
        let delegate = LoggingNavigationDelegate(log: stage.log)
        let animator = FadeAnimator(duration: 0.5)
        delegate.animator = animator
        let navigation = stage.showNavigation(root: a)
        navigation.delegate = delegate
        navigation.pushViewController(b, animated: true)
        #expect(delegate.operations == [.push])
        let context = animator.context
        #expect(context?.containerView === b.view.superview && context?.viewController(forKey: .from) === a)
        #expect(context?.viewController(forKey: .to) === b && context?.isAnimated == true)
        #expect(context?.finalFrame(for: b) == navigation.view.bounds)
        #expect(b.transitionCoordinator?.transitionDuration == 0.5)
        stage.sim.advance(by: 0.25)
        let opacity = b.view.layer.presentation()?.opacity ?? -1
        #expect(abs(opacity - 0.5) < 0.05, "the fade is half way (\(opacity))")
        stage.sim.runUntilIdle()
        #expect(animator.ended == [true] && navigation.topViewController === b)
        #expect(stage.log.entries.last == "delegate.didShow(B, true)")
    }

    @Test("UIPercentDrivenInteractiveTransition scrubs a custom animator's UIView animations, then finishes it")
    func percentDrivenFinish() {
        let stage = LifeCycleStage()
        let a = stage.navigable("A"), b = stage.navigable("B")
        let delegate = LoggingNavigationDelegate(log: stage.log)
        let animator = FadeAnimator(duration: 0.5)
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.animator = animator
        delegate.interaction = interaction
        let navigation = stage.showNavigation(root: a)
        navigation.delegate = delegate
        navigation.pushViewController(b, animated: true)
        #expect(b.transitionCoordinator?.isInteractive == true)
        interaction.update(0.4)
        stage.sim.advance(by: 1)
        #expect(interaction.percentComplete == 0.4 && interaction.duration == 0.5)
        let opacity = b.view.layer.presentation()?.opacity ?? -1
        #expect(abs(opacity - 0.4) < 0.05, "held at 40% however long it waits (\(opacity))")
        #expect(!stage.log.entries.contains("B.viewDidAppear(true) [isMovingToParent]"))
        interaction.finish()
        stage.sim.runUntilIdle()
        #expect(animator.ended == [true])
        #expect(stage.log.entries.contains("B.viewDidAppear(true) [isMovingToParent]"))
        #expect(navigation.transitionView.layer.speed == 1)
    }

    @Test("UIPercentDrivenInteractiveTransition cancelled: the animation goes back, the push is undone and the animator hears animationEnded(false)")
    func percentDrivenCancel() {
        let stage = LifeCycleStage()
        let a = stage.navigable("A"), b = stage.navigable("B")
        let delegate = LoggingNavigationDelegate(log: stage.log)
        let animator = FadeAnimator(duration: 0.5)
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.animator = animator
        delegate.interaction = interaction
        let navigation = stage.showNavigation(root: a)
        navigation.delegate = delegate
        navigation.pushViewController(b, animated: true)
        interaction.update(0.3)
        stage.sim.advance(by: 0.1)
        stage.log.entries = []
        interaction.cancel()
        stage.sim.runUntilIdle()
        #expect(animator.ended == [false])
        #expect(navigation.viewControllers == [a] && b.parent == nil && b.viewIfLoaded?.window == nil)
        #expect(stage.log.take() == ["B.viewWillDisappear(true) []", "B.viewDidDisappear(true) []",
                                     "A.viewWillAppear(true) []", "A.viewIsAppearing(true) []",
                                     "A.viewDidAppear(true) []", "B.willMove(toParent: nil)",
                                     "B.didMove(toParent: nil)"])
    }

    @Test("viewWillAppear can animate alongside the push through transitionCoordinator; its completion runs after the push ends")
    func alongsidePush() {
        final class Alongside: UIViewController {
            var log: [String] = []
            let badge = UIView()
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                badge.alpha = 0
                let accepted = transitionCoordinator?.animate(alongsideTransition: { _ in
                    self.badge.alpha = 1
                    self.log.append("alongside")
                }, completion: { context in self.log.append("completion cancelled=\(context.isCancelled)") })
                log.append("accepted=\(accepted ?? false)")
            }
        }
        let stage = LifeCycleStage()
        let navigation = stage.showNavigation(root: stage.navigable("A"))
        let b = Alongside()
        b.view.addSubview(b.badge)
        navigation.pushViewController(b, animated: true)
        #expect(b.log == ["accepted=true", "alongside"])
        stage.sim.advance(by: 0.175)
        let alpha = b.badge.layer.presentation()?.opacity ?? -1
        #expect(alpha > 0.2 && alpha < 0.8, "the badge fades in with the push (\(alpha))")
        stage.sim.runUntilIdle()
        #expect(b.log == ["accepted=true", "alongside", "completion cancelled=false"])
    }
}
