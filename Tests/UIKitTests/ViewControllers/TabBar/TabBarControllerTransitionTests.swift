import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Tab switches animated by the delegate's animator and driven by its interaction
/// controller, as Apple's CustomTransitions sample uses them.
@MainActor
@Suite("Tab bar controller: custom switch transitions", .serialized)
struct TabBarControllerTransitionTests {
    @Test("UITabBarControllerDelegate animator: a tap asks shouldSelect, then the animator; both will-callbacks at the start, the arriving view in the container below the bar; the did-callbacks when the animator completes")
    func animatedTap() {
        let stage = LifeCycleStage()
        let a = stage.controller("A"), b = stage.controller("B")
        let tabs = stage.showTabs([a, b])
        let delegate = LoggingTabBarControllerDelegate(log: stage.log)
        let animator = TabSlideAnimator()
        delegate.animator = animator
        tabs.delegate = delegate
        stage.tapTab(1, of: tabs)
        #expect(stage.log.take() == ["delegate.shouldSelect(B)", "delegate.animationController(A → B)",
                                     "B.viewDidLoad", "A.viewWillDisappear(true)", "B.viewWillAppear(true)", "B.viewIsAppearing(true)",
                                     "delegate.didSelect(B)"])
        #expect(tabs.selectedIndex == 1 && tabs.tabBar.selectedItem === b.tabBarItem)
        #expect(b.view.superview === tabs.transitionView && a.view.superview === tabs.transitionView)
        #expect(tabs.view.subviews.last === tabs.tabBar, "the switch runs below the bar")
        #expect(b.transitionCoordinator != nil && tabs.transitionCoordinator?.isAnimated == true)
        stage.sim.advance(by: 0.2)
        let x = b.view.layer.presentation()?.frame.minX ?? -1
        #expect(x > 100 && x < 300, "half way, B is half way in (\(x))")
        stage.sim.runUntilIdle()
        #expect(stage.log.take() == ["A.viewDidDisappear(true)", "B.viewDidAppear(true)"])
        #expect(a.viewIfLoaded?.superview == nil && b.view.frame == tabs.view.bounds)
        #expect(animator.ended == [true] && b.transitionCoordinator == nil)
    }

    @Test("UITabBarControllerDelegate animator: selection in code is animated too (the sample's swipe sets selectedIndex), without shouldSelect or didSelect")
    func animatedSelectionInCode() {
        let stage = LifeCycleStage()
        let a = stage.controller("A"), b = stage.controller("B")
        let tabs = stage.showTabs([a, b])
        let delegate = LoggingTabBarControllerDelegate(log: stage.log)
        delegate.animator = TabSlideAnimator()
        tabs.delegate = delegate
        tabs.selectedIndex = 1
        #expect(stage.log.take() == ["delegate.animationController(A → B)", "B.viewDidLoad",
                                     "A.viewWillDisappear(true)", "B.viewWillAppear(true)", "B.viewIsAppearing(true)"])
        tabs.selectedIndex = 0
        #expect(tabs.selectedIndex == 1, "another selection while the animator runs is ignored")
        stage.tapTab(0, of: tabs)
        #expect(tabs.selectedIndex == 1 && tabs.tabBar.selectedItem === b.tabBarItem, "so is a tap, the bar unchanged")
        stage.sim.runUntilIdle()
        #expect(stage.log.take() == ["A.viewDidDisappear(true)", "B.viewDidAppear(true)"])
    }

    @Test("UITabBarControllerDelegate interaction controller cancelled: the selection goes back and the two changes reverse (B disappears, A appears again)")
    func interactiveCancel() {
        let stage = LifeCycleStage()
        let a = stage.controller("A"), b = stage.controller("B")
        let tabs = stage.showTabs([a, b])
        let delegate = LoggingTabBarControllerDelegate(log: stage.log)
        let animator = TabSlideAnimator()
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.animator = animator
        delegate.interaction = interaction
        tabs.delegate = delegate
        tabs.selectedIndex = 1
        #expect(tabs.transitionCoordinator?.isInteractive == true)
        interaction.update(0.3)
        stage.sim.advance(by: 1)
        let x = b.view.layer.presentation()?.frame.minX ?? -1
        #expect(abs(x - 0.7 * 393) < 4, "held at 30% (\(x))")
        stage.log.entries = []
        interaction.cancel()
        stage.sim.runUntilIdle()
        #expect(stage.log.take() == ["B.viewWillDisappear(true)", "B.viewDidDisappear(true)",
                                     "A.viewWillAppear(true)", "A.viewIsAppearing(true)", "A.viewDidAppear(true)"])
        #expect(tabs.selectedIndex == 0 && tabs.tabBar.selectedItem === a.tabBarItem)
        #expect(b.viewIfLoaded?.superview == nil && a.view.frame == tabs.view.bounds)
        #expect(animator.ended == [false])
    }

    @Test("UITabBarControllerDelegate interaction controller finished: the switch completes with the did-callbacks")
    func interactiveFinish() {
        let stage = LifeCycleStage()
        let a = stage.controller("A"), b = stage.controller("B")
        let tabs = stage.showTabs([a, b])
        let delegate = LoggingTabBarControllerDelegate(log: stage.log)
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.animator = TabSlideAnimator()
        delegate.interaction = interaction
        tabs.delegate = delegate
        tabs.selectedIndex = 1
        interaction.update(0.6)
        stage.log.entries = []
        interaction.finish()
        stage.sim.runUntilIdle()
        #expect(stage.log.take() == ["A.viewDidDisappear(true)", "B.viewDidAppear(true)"])
        #expect(tabs.selectedIndex == 1 && b.view.frame == tabs.view.bounds && a.viewIfLoaded?.superview == nil)
    }
}
