import Foundation
import QuartzCore
import Testing
@testable import UIKit
import UIKitTesting

/// The view controller life cycle in UIKit's order: lazy loading, and the appearance
/// callbacks of a window's root controller (shown, replaced, hidden), of presentation
/// (with its flags) and of the public begin/end calls.
@MainActor
@Suite("View controller life cycle", .serialized)
struct LifeCycleOrderTests {
    @Test("R-VC-4 lazy loading: viewIfLoaded and isViewLoaded do not load; view and loadViewIfNeeded load once, loadView then viewDidLoad")
    func lazyLoading() {
        let stage = LifeCycleStage()
        let controller = stage.controller("A", records: .loading)
        #expect(controller.viewIfLoaded == nil && !controller.isViewLoaded)
        #expect(stage.log.entries.isEmpty)
        controller.loadViewIfNeeded()
        #expect(stage.log.take() == ["A.loadView", "A.viewDidLoad"])
        #expect(controller.isViewLoaded && controller.viewIfLoaded === controller.view)
        controller.loadViewIfNeeded()
        _ = controller.view
        #expect(stage.log.entries.isEmpty, "loaded once")

        let other = stage.controller("B", records: .loading)
        _ = other.view
        #expect(stage.log.take() == ["B.loadView", "B.viewDidLoad"])
    }

    @Test("window root set before the window shows: viewDidLoad when set; will appear as it shows; in the layout pass, once the window has placed the view (its safe area reported), is appearing, then the layout callbacks; did appear after the commit")
    func rootBeforeShowing() {
        let stage = LifeCycleStage()
        let root = stage.controller("A", records: .layout)
        stage.window.rootViewController = root
        #expect(stage.log.take() == ["A.viewDidLoad"], "nothing appears in a hidden window")
        stage.window.makeKeyAndVisible()
        #expect(stage.log.take() == ["A.viewWillAppear(false)"])
        stage.sim.runUntilIdle()
        #expect(stage.log.take() == ["A.viewSafeAreaInsetsDidChange", "A.viewIsAppearing(false)",
                                     "A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews", "A.viewDidAppear(false)"])
        #expect(root.appearingPlacement?.inWindow == true && root.appearingPlacement?.frame == stage.window.bounds)
    }

    @Test("window root set on a shown window: it loads and will appear at once, then is appearing and did appear")
    func rootAfterShowing() {
        let stage = LifeCycleStage()
        stage.window.makeKeyAndVisible()
        stage.sim.runUntilIdle()
        let root = stage.controller("A")
        stage.window.rootViewController = root
        #expect(stage.log.take() == ["A.viewDidLoad", "A.viewWillAppear(false)"])
        stage.sim.runUntilIdle()
        #expect(stage.log.take() == ["A.viewIsAppearing(false)", "A.viewDidAppear(false)"])
    }

    @Test("window root replaced: the new one loads, the old one will disappear, the new one will appear, the old one did disappear; the new one appears in the next pass")
    func rootReplaced() {
        let stage = LifeCycleStage()
        let old = stage.controller("A")
        stage.show(old)
        let new = stage.controller("B")
        stage.window.rootViewController = new
        #expect(stage.log.take() == ["B.viewDidLoad", "A.viewWillDisappear(false)", "B.viewWillAppear(false)",
                                     "A.viewDidDisappear(false)"])
        #expect(old.view.window == nil && new.view.superview === stage.window)
        stage.sim.runUntilIdle()
        #expect(stage.log.take() == ["B.viewIsAppearing(false)", "B.viewDidAppear(false)"])
        stage.window.rootViewController = nil
        #expect(stage.log.take() == ["B.viewWillDisappear(false)", "B.viewDidDisappear(false)"])
        #expect(stage.window.subviews.isEmpty)
    }

    @Test("window hidden: the root controller disappears; shown again, it appears again")
    func windowHidden() {
        let stage = LifeCycleStage()
        stage.show(stage.controller("A"))
        stage.window.isHidden = true
        #expect(stage.log.take() == ["A.viewWillDisappear(false)", "A.viewDidDisappear(false)"])
        stage.window.isHidden = true
        #expect(stage.log.entries.isEmpty)
        stage.window.makeKeyAndVisible()
        stage.sim.runUntilIdle()
        #expect(stage.log.take() == ["A.viewWillAppear(false)", "A.viewIsAppearing(false)", "A.viewDidAppear(false)"])
    }

    @Test("a window hidden again before its root controller did appear: the appearance turns into a disappearance, no stray viewDidAppear")
    func hiddenBeforeAppeared() {
        let stage = LifeCycleStage()
        stage.window.rootViewController = stage.controller("A")
        stage.window.makeKeyAndVisible()
        stage.window.isHidden = true
        stage.sim.runUntilIdle()
        #expect(stage.log.take() == ["A.viewDidLoad", "A.viewWillAppear(false)", "A.viewWillDisappear(false)",
                                     "A.viewDidDisappear(false)"])
    }

    @Test("presentation flags: isBeingPresented true in the presented controller's appearance callbacks only, isBeingDismissed in its disappearance callbacks")
    func presentationFlags() {
        let stage = LifeCycleStage()
        let root = stage.controller("A", records: .flags)
        stage.show(root)
        let presented = LoggingController("B", log: stage.log, records: .flags)
        root.present(presented, animated: true) {
            stage.log.add("presented: \(presented.isBeingPresented)")
        }
        stage.sim.runUntilIdle()
        #expect(stage.log.take() == ["B.viewDidLoad", "A.viewWillDisappear(true) []",
                                     "B.viewWillAppear(true) [isBeingPresented]",
                                     "B.viewIsAppearing(true) [isBeingPresented]",
                                     "B.viewDidAppear(true) [isBeingPresented]", "A.viewDidDisappear(true) []",
                                     "presented: false"])
        presented.dismiss(animated: false) { stage.log.add("dismissed: \(presented.isBeingDismissed)") }
        stage.sim.runUntilIdle()
        #expect(stage.log.take() == ["B.viewWillDisappear(false) [isBeingDismissed]", "A.viewWillAppear(false) []",
                                     "A.viewIsAppearing(false) []", "A.viewDidAppear(false) []",
                                     "B.viewDidDisappear(false) [isBeingDismissed]", "dismissed: false"])
    }

    @Test("begin/end appearance transitions called by hand: each pair once; a repeated begin or an end with none begun changes nothing and warns once")
    func unbalancedCalls() {
        let stage = LifeCycleStage()
        let controller = stage.controller("A")
        controller.loadViewIfNeeded()
        stage.log.entries = []
        HostEnvironment.current.uiKit.warnedUnbalancedAppearance = false
        controller.beginAppearanceTransition(true, animated: true)
        controller.beginAppearanceTransition(true, animated: true)
        #expect(stage.log.take() == ["A.viewWillAppear(true)"])
        #expect(HostEnvironment.current.uiKit.warnedUnbalancedAppearance)
        controller.endAppearanceTransition()
        controller.endAppearanceTransition()
        #expect(stage.log.take() == ["A.viewIsAppearing(true)", "A.viewDidAppear(true)"])
        controller.beginAppearanceTransition(false, animated: false)
        controller.endAppearanceTransition()
        #expect(stage.log.take() == ["A.viewWillDisappear(false)", "A.viewDidDisappear(false)"])
    }

    @Test("a disappearance begun while appearing reverses it: will disappear, then did disappear, no viewDidAppear")
    func reversedAppearance() {
        let stage = LifeCycleStage()
        let controller = stage.controller("A")
        controller.beginAppearanceTransition(true, animated: true)
        controller.beginAppearanceTransition(false, animated: true)
        controller.endAppearanceTransition()
        #expect(stage.log.take() == ["A.viewWillAppear(true)", "A.viewWillDisappear(true)",
                                     "A.viewDidDisappear(true)"])
    }
}
