import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// The stack API and the callbacks UIKit makes as the stack changes: containment
/// (`willMove(toParent:)` at once, `didMove(toParent:)` at the end), appearance for the two
/// controllers at the top only, `isMovingToParent`/`isMovingFromParent`, and the delegate.
@MainActor
@Suite("Navigation controller life cycle", .serialized)
struct NavigationLifeCycleTests {
    @Test("push animated: willMove, viewDidLoad, leaving will-disappear, arriving will-appear and is-appearing; after the slide did-disappear, did-appear, didMove")
    func pushAnimated() {
        let stage = LifeCycleStage()
        let a = stage.navigable("A"), b = stage.navigable("B")
        let navigation = stage.showNavigation(root: a)
        #expect(navigation.topViewController === a && navigation.viewControllers == [a])
        navigation.pushViewController(b, animated: true)
        #expect(navigation.viewControllers == [a, b] && navigation.topViewController === b,
                "the stack changes at once")
        #expect(b.navigationController === navigation && b.parent === navigation)
        #expect(stage.log.take() == ["B.willMove(toParent: UINavigationController)", "B.viewDidLoad",
                                     "A.viewWillDisappear(true) []", "B.viewWillAppear(true) [isMovingToParent]",
                                     "B.viewIsAppearing(true) [isMovingToParent]"])
        #expect(b.transitionCoordinator != nil && a.transitionCoordinator != nil)
        stage.sim.advance(by: 0.2)
        #expect(stage.log.entries.isEmpty, "nothing ends before the slide does")
        stage.sim.runUntilIdle()
        #expect(stage.log.take() == ["A.viewDidDisappear(true) []", "B.viewDidAppear(true) [isMovingToParent]",
                                     "B.didMove(toParent: UINavigationController)"])
        #expect(a.viewIfLoaded?.window == nil && b.view.window != nil)
        #expect(b.transitionCoordinator == nil && !b.isMovingToParent)
    }

    @Test("pop animated: willMove(toParent: nil), will-disappear with isMovingFromParent, revealed will-appear; after: did-disappear, did-appear, didMove(toParent: nil); returns the popped")
    func popAnimated() {
        let stage = LifeCycleStage()
        let a = stage.navigable("A"), b = stage.navigable("B")
        let navigation = stage.showNavigation(root: a)
        navigation.pushViewController(b, animated: false)
        stage.sim.runUntilIdle()
        stage.log.entries = []
        let popped = navigation.popViewController(animated: true)
        #expect(popped === b && navigation.viewControllers == [a])
        #expect(stage.log.take() == ["B.willMove(toParent: nil)", "B.viewWillDisappear(true) [isMovingFromParent]",
                                     "A.viewWillAppear(true) []", "A.viewIsAppearing(true) []"])
        stage.sim.runUntilIdle()
        #expect(stage.log.take() == ["B.viewDidDisappear(true) [isMovingFromParent]", "A.viewDidAppear(true) []",
                                     "B.didMove(toParent: nil)"])
        #expect(b.parent == nil && b.navigationController == nil && navigation.children == [a])
        #expect(b.viewIfLoaded?.superview == nil)
    }

    @Test("push not animated: the will callbacks at once, the did callbacks at the next turn of the run loop")
    func pushNotAnimated() {
        let stage = LifeCycleStage()
        let a = stage.navigable("A"), b = stage.navigable("B")
        let navigation = stage.showNavigation(root: a)
        navigation.pushViewController(b, animated: false)
        #expect(stage.log.take() == ["B.willMove(toParent: UINavigationController)", "B.viewDidLoad",
                                     "A.viewWillDisappear(false) []", "B.viewWillAppear(false) [isMovingToParent]",
                                     "B.viewIsAppearing(false) [isMovingToParent]"])
        stage.sim.runUntilIdle()
        #expect(stage.log.take() == ["A.viewDidDisappear(false) []", "B.viewDidAppear(false) [isMovingToParent]",
                                     "B.didMove(toParent: UINavigationController)"])
    }

    @Test("popToRootViewController: every controller above the root leaves; only the top one and the root get appearance callbacks")
    func popToRoot() {
        let stage = LifeCycleStage()
        let a = stage.navigable("A"), b = stage.navigable("B"), c = stage.navigable("C")
        let navigation = stage.showNavigation(root: a)
        navigation.setViewControllers([a, b, c], animated: false)
        stage.sim.runUntilIdle()
        #expect(!b.isViewLoaded, "a controller buried in the stack does not load its view")
        stage.log.entries = []
        let popped = navigation.popToRootViewController(animated: true)
        #expect(popped == [b, c])
        #expect(stage.log.take() == ["B.willMove(toParent: nil)", "C.willMove(toParent: nil)",
                                     "C.viewWillDisappear(true) [isMovingFromParent]", "A.viewWillAppear(true) []",
                                     "A.viewIsAppearing(true) []"])
        stage.sim.runUntilIdle()
        #expect(stage.log.take() == ["C.viewDidDisappear(true) [isMovingFromParent]", "A.viewDidAppear(true) []",
                                     "B.didMove(toParent: nil)", "C.didMove(toParent: nil)"])
        #expect(navigation.popToRootViewController(animated: true) == nil, "at the root: nil")
        #expect(navigation.popViewController(animated: true) == nil, "popping the root does nothing")
        #expect(stage.log.entries.isEmpty && navigation.viewControllers == [a])
    }

    @Test("popToViewController pops the controllers above it; on top it answers nil")
    func popToController() {
        let stage = LifeCycleStage()
        let a = stage.navigable("A"), b = stage.navigable("B"), c = stage.navigable("C")
        let navigation = stage.showNavigation(root: a)
        navigation.setViewControllers([a, b, c], animated: false)
        stage.sim.runUntilIdle()
        #expect(navigation.popToViewController(c, animated: true) == nil)
        #expect(navigation.popToViewController(b, animated: false) == [c])
        stage.sim.runUntilIdle()
        #expect(navigation.viewControllers == [a, b] && b.view.window != nil)
    }

    @Test("setViewControllers animated with a new top: a push; the controllers that leave get willMove(nil) at once and didMove(nil) at the end")
    func setViewControllersPush() {
        let stage = LifeCycleStage()
        let a = stage.navigable("A"), b = stage.navigable("B"), c = stage.navigable("C")
        let delegate = LoggingNavigationDelegate(log: stage.log)
        let navigation = stage.showNavigation(root: a)
        navigation.delegate = delegate
        navigation.pushViewController(b, animated: false)
        stage.sim.runUntilIdle()
        stage.log.entries = []
        navigation.setViewControllers([a, c], animated: true)
        #expect(stage.log.take() == ["C.willMove(toParent: UINavigationController)", "B.willMove(toParent: nil)",
                                     "C.viewDidLoad", "delegate.willShow(C, true)",
                                     "B.viewWillDisappear(true) [isMovingFromParent]",
                                     "C.viewWillAppear(true) [isMovingToParent]",
                                     "C.viewIsAppearing(true) [isMovingToParent]"])
        #expect(delegate.operations == [.push])
        stage.sim.runUntilIdle()
        #expect(stage.log.take() == ["B.viewDidDisappear(true) [isMovingFromParent]",
                                     "C.viewDidAppear(true) [isMovingToParent]", "B.didMove(toParent: nil)",
                                     "C.didMove(toParent: UINavigationController)", "delegate.didShow(C, true)"])
        navigation.setViewControllers([c, a], animated: true)
        #expect(delegate.operations == [.push, .pop], "a new top that was in the stack is a pop")
        stage.sim.runUntilIdle()
        #expect(navigation.viewControllers == [c, a] && a.view.window != nil)
    }

    @Test("a navigation controller not on screen changes its stack with containment calls only; the top appears with it")
    func offScreen() {
        let stage = LifeCycleStage()
        let a = stage.navigable("A"), b = stage.navigable("B")
        let navigation = UINavigationController(rootViewController: a)
        navigation.pushViewController(b, animated: true)
        #expect(stage.log.take() == ["A.willMove(toParent: UINavigationController)",
                                     "A.didMove(toParent: UINavigationController)",
                                     "B.willMove(toParent: UINavigationController)",
                                     "B.didMove(toParent: UINavigationController)"])
        stage.window.rootViewController = navigation
        stage.window.makeKeyAndVisible()
        stage.sim.runUntilIdle()
        #expect(stage.log.take() == ["B.viewDidLoad", "B.viewWillAppear(false) [isMovingToParent]",
                                     "B.viewIsAppearing(false) [isMovingToParent]",
                                     "B.viewDidAppear(false) [isMovingToParent]"])
        #expect(!a.isViewLoaded)
    }

    @Test("a push while a push runs ends the first at once; the stack ends right and every callback pairs up")
    func pushDuringPush() {
        let stage = LifeCycleStage()
        let a = stage.navigable("A"), b = stage.navigable("B"), c = stage.navigable("C")
        let navigation = stage.showNavigation(root: a)
        navigation.pushViewController(b, animated: true)
        stage.sim.advance(by: 0.1)
        stage.log.entries = []
        navigation.pushViewController(c, animated: true)
        #expect(stage.log.take() == ["A.viewDidDisappear(true) []", "B.viewDidAppear(true) [isMovingToParent]",
                                     "B.didMove(toParent: UINavigationController)",
                                     "C.willMove(toParent: UINavigationController)", "C.viewDidLoad",
                                     "B.viewWillDisappear(true) []", "C.viewWillAppear(true) [isMovingToParent]",
                                     "C.viewIsAppearing(true) [isMovingToParent]"])
        stage.sim.runUntilIdle()
        #expect(navigation.viewControllers == [a, b, c] && c.view.window != nil && b.viewIfLoaded?.window == nil)
        #expect(navigation.transitionView.subviews.filter { $0 === a.view || $0 === b.view }.isEmpty)
    }

    @Test("visibleViewController is the top controller, or what is presented above it; show(_:sender:) pushes")
    func visibleAndShow() {
        let stage = LifeCycleStage()
        let a = stage.navigable("A"), b = stage.navigable("B"), modal = stage.navigable("M")
        let navigation = stage.showNavigation(root: a)
        a.show(b, sender: nil)
        stage.sim.runUntilIdle()
        #expect(navigation.viewControllers == [a, b] && navigation.visibleViewController === b)
        b.present(modal, animated: false)
        stage.sim.runUntilIdle()
        #expect(navigation.visibleViewController === modal && navigation.topViewController === b)
    }

    @Test("a controller released by the app mid-push stays alive until the transition ends; no crash")
    func releasedMidPush() {
        let stage = LifeCycleStage()
        let navigation = stage.showNavigation(root: stage.navigable("A"))
        weak var weakB: LoggingController?
        do {
            let b = stage.navigable("B")
            weakB = b
            navigation.pushViewController(b, animated: true)
        }
        stage.sim.advance(by: 0.1)
        navigation.setViewControllers([navigation.viewControllers[0]], animated: false)
        stage.sim.runUntilIdle()
        #expect(weakB == nil, "popped and released once the transitions ended")
        #expect(navigation.viewControllers.count == 1)
    }
}
