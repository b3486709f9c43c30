import Foundation
import QuartzCore
import Testing
import UIKitTesting

/// Containment: the parent–child links with their callbacks in UIKit's order, appearance
/// forwarding (automatic or by hand), `transition(from:to:…)`, the responder chain through
/// controllers, and UIKit's answers to misuse.
@MainActor
@Suite("View controller containment", .serialized)
struct ContainmentTests {
    @Test("addChild calls willMove(toParent:) before the link; didMove is the caller's; removeFromParent cuts the link, then calls didMove(toParent: nil)")
    func links() {
        let stage = LifeCycleStage()
        let parent = stage.controller("P")
        let child = stage.controller("C", records: .containment)
        var parentInWillMove: UIViewController? = parent
        let probe = child
        parent.addChild(child)
        parentInWillMove = probe.parent
        #expect(stage.log.take() == ["C.willMove(toParent: P)"])
        #expect(parent.children == [child] && child.parent === parent && parentInWillMove === parent)
        #expect(!child.isViewLoaded, "adding a child does not load its view")
        parent.addChild(child)
        #expect(stage.log.entries.isEmpty && parent.children.count == 1, "adding it again changes nothing")

        child.willMove(toParent: nil)
        child.removeFromParent()
        #expect(stage.log.take() == ["C.willMove(toParent: nil)", "C.didMove(toParent: nil)"])
        #expect(parent.children.isEmpty && child.parent == nil)
        child.removeFromParent()
        #expect(stage.log.entries.isEmpty, "without a parent, removeFromParent does nothing")
    }

    @Test("child whose view enters a shown parent's view: will appear, is appearing and did appear during addSubview, isMovingToParent true in them; removed: will and did disappear with isMovingFromParent")
    func childAddedWhileShown() {
        let stage = LifeCycleStage()
        let parent = stage.controller("P")
        stage.show(parent)
        let child = stage.controller("C", records: [.containment, .flags])
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(stage.log.take() == ["C.willMove(toParent: P)", "C.viewDidLoad",
                                     "C.viewWillAppear(false) [isMovingToParent]",
                                     "C.viewIsAppearing(false) [isMovingToParent]",
                                     "C.viewDidAppear(false) [isMovingToParent]", "C.didMove(toParent: P)"])
        #expect(!child.isMovingToParent)

        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(stage.log.take() == ["C.willMove(toParent: nil)", "C.viewWillDisappear(false) [isMovingFromParent]",
                                     "C.viewDidDisappear(false) [isMovingFromParent]", "C.didMove(toParent: nil)"])
        #expect(!child.isMovingFromParent)
    }

    @Test("child set up before the window shows: the parent's callbacks pass on to it, parent first, with isMovingToParent on its first appearance")
    func childBeforeShowing() {
        let stage = LifeCycleStage()
        let parent = stage.controller("P")
        let child = stage.controller("C", records: .flags)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        stage.log.entries = []
        stage.window.rootViewController = parent
        stage.window.makeKeyAndVisible()
        #expect(stage.log.take() == ["P.viewWillAppear(false)", "C.viewWillAppear(false) [isMovingToParent]"])
        stage.sim.runUntilIdle()
        #expect(stage.log.take() == ["P.viewIsAppearing(false)", "C.viewIsAppearing(false) [isMovingToParent]",
                                     "P.viewDidAppear(false)", "C.viewDidAppear(false) [isMovingToParent]"])
        stage.window.isHidden = true
        #expect(stage.log.take() == ["P.viewWillDisappear(false)", "C.viewWillDisappear(false) []",
                                     "P.viewDidDisappear(false)", "C.viewDidDisappear(false) []"])
    }

    @Test("a child not in the parent's view gets nothing; a child of a parent off screen gets nothing when its view is added")
    func childOutOfView() {
        let stage = LifeCycleStage()
        let parent = stage.controller("P")
        let child = stage.controller("C")
        parent.addChild(child)
        stage.show(parent)
        #expect(stage.log.entries.isEmpty)

        let offscreen = stage.controller("Q")
        let inner = stage.controller("D")
        offscreen.addChild(inner)
        offscreen.view.addSubview(inner.view)
        #expect(stage.log.take() == ["Q.viewDidLoad", "D.viewDidLoad"])
    }

    @Test("shouldAutomaticallyForwardAppearanceMethods false: nothing reaches the child by itself; the container's begin/end calls give it its callbacks")
    func manualForwarding() {
        let stage = LifeCycleStage()
        let parent = stage.controller("P")
        parent.forwardsAppearance = false
        stage.show(parent)
        let child = stage.controller("C")
        parent.addChild(child)
        parent.view.addSubview(child.view)
        #expect(stage.log.take() == ["C.viewDidLoad"], "no appearance callbacks of its own")
        child.beginAppearanceTransition(true, animated: true)
        child.endAppearanceTransition()
        child.didMove(toParent: parent)
        stage.window.isHidden = true
        #expect(stage.log.take() == ["C.viewWillAppear(true)", "C.viewIsAppearing(true)", "C.viewDidAppear(true)",
                                     "P.viewWillDisappear(false)", "P.viewDidDisappear(false)"],
                "hiding the window reaches the parent only")
    }

    @Test("transition(from:to:) not animated: the old child will disappear, the new one will appear and is appearing, the block runs; at the next turn the new one did appear, the old one did disappear, its view gone, the completion")
    func transitionNotAnimated() {
        let stage = LifeCycleStage()
        let parent = stage.controller("P")
        let old = stage.controller("B")
        parent.addChild(old)
        parent.view.addSubview(old.view)
        old.didMove(toParent: parent)
        stage.show(parent)
        let new = stage.controller("C")
        parent.addChild(new)
        old.willMove(toParent: nil)
        parent.transition(from: old, to: new, duration: 0, options: [], animations: {
            stage.log.add("animations")
        }, completion: { finished in
            stage.log.add("completion(\(finished))")
        })
        #expect(stage.log.take() == ["C.viewDidLoad", "B.viewWillDisappear(false)", "C.viewWillAppear(false)",
                                     "C.viewIsAppearing(false)", "animations"])
        #expect(new.view.superview === parent.view && old.view.superview === parent.view)
        stage.sim.runUntilIdle()
        #expect(stage.log.take() == ["C.viewDidAppear(false)", "B.viewDidDisappear(false)", "completion(true)"])
        #expect(old.view.superview == nil && new.view.superview === parent.view)
    }

    @Test("transition(from:to:) animated: the block's changes animate on the simulator clock; the did callbacks and the completion come when they end")
    func transitionAnimated() throws {
        let stage = LifeCycleStage()
        let parent = stage.controller("P")
        let old = stage.controller("B")
        parent.addChild(old)
        parent.view.addSubview(old.view)
        stage.show(parent)
        let new = stage.controller("C")
        parent.addChild(new)
        new.view.alpha = 0
        parent.transition(from: old, to: new, duration: 0.4, options: [], animations: {
            new.view.alpha = 1
            old.view.alpha = 0
        }, completion: { finished in
            stage.log.add("completion(\(finished))")
        })
        #expect(stage.log.take() == ["C.viewDidLoad", "B.viewWillDisappear(true)", "C.viewWillAppear(true)",
                                     "C.viewIsAppearing(true)"])
        stage.sim.advance(by: 0.2)
        let alpha = try #require(new.view.layer.presentation()).opacity
        #expect(alpha > 0.05 && alpha < 0.95, "halfway, the new view is fading in")
        #expect(stage.log.entries.isEmpty)
        stage.sim.runUntilIdle()
        #expect(stage.log.take() == ["C.viewDidAppear(true)", "B.viewDidDisappear(true)", "completion(true)"])
        #expect(old.view.superview == nil)
    }

    @Test("transition(from:to:) with a transition in the options plays it on the container and swaps the views")
    func transitionWithOptions() {
        let stage = LifeCycleStage()
        let parent = stage.controller("P")
        let old = stage.controller("B")
        parent.addChild(old)
        parent.view.addSubview(old.view)
        stage.show(parent)
        let new = stage.controller("C")
        parent.addChild(new)
        parent.transition(from: old, to: new, duration: 0.3, options: .transitionCrossDissolve, animations: nil)
        stage.sim.runUntilIdle()
        #expect(stage.log.take() == ["C.viewDidLoad", "B.viewWillDisappear(true)", "C.viewWillAppear(true)",
                                     "C.viewIsAppearing(true)", "C.viewDidAppear(true)", "B.viewDidDisappear(true)"])
        #expect(old.view.superview == nil && new.view.superview === parent.view)
    }

    @Test("addChild of a controller that has another parent: UIKit takes it from the old parent first")
    func reparenting() {
        let stage = LifeCycleStage()
        let first = stage.controller("P")
        let second = stage.controller("Q")
        let child = stage.controller("C", records: .containment)
        first.addChild(child)
        second.addChild(child)
        #expect(stage.log.take() == ["C.willMove(toParent: P)", "C.didMove(toParent: nil)", "C.willMove(toParent: Q)"])
        #expect(first.children.isEmpty && second.children == [child] && child.parent === second)
    }

    @Test("R-VC-6 responder chain: a child's view → the child → its view's superview (the parent's view) → the parent → the window → the application")
    func responderChain() {
        let stage = LifeCycleStage()
        let parent = stage.controller("P")
        let child = stage.controller("C")
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        stage.show(parent)
        let label = UILabel()
        child.view.addSubview(label)
        var chain: [UIResponder] = []
        var responder: UIResponder? = label
        while let current = responder {
            chain.append(current)
            responder = current.next
        }
        let expected: [UIResponder] = [label, child.view, child, parent.view, parent, stage.window, UIApplication.shared]
        #expect(chain.count >= expected.count && zip(chain, expected).allSatisfy { $0 === $1 })
    }

    @Test("memory warnings: a parent and its child each hear one (every controller alive listens; nothing is passed on twice)")
    func memoryWarnings() {
        final class Counting: UIViewController {
            var warnings = 0
            override func didReceiveMemoryWarning() {
                super.didReceiveMemoryWarning()
                warnings += 1
            }
        }
        let stage = LifeCycleStage()
        let parent = Counting()
        let child = Counting()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        stage.show(parent)
        stage.sim.simulateMemoryWarning()
        #expect(parent.warnings == 1 && child.warnings == 1)
    }

    @Test("preferredContentSize: a new value tells the parent once; the same value again does not; a child's size in the parent is the parent's by default")
    func preferredContentSize() {
        let stage = LifeCycleStage()
        let parent = stage.controller("P", records: .containment)
        let child = stage.controller("C")
        parent.addChild(child)
        stage.log.entries = []
        #expect(child.preferredContentSize == .zero)
        child.preferredContentSize = CGSize(width: 320, height: 200)
        child.preferredContentSize = CGSize(width: 320, height: 200)
        #expect(stage.log.take() == ["P.preferredContentSizeDidChange(C)"])
        let size = parent.size(forChildContentContainer: child, withParentContainerSize: CGSize(width: 393, height: 852))
        #expect(size == CGSize(width: 393, height: 852))
        UIViewController().preferredContentSize = CGSize(width: 10, height: 10) // no parent: nobody to tell
    }

    @Test("title: sets the navigation item's and the tab bar item's titles (made before or after); theirs do not set it")
    func titleFollowing() {
        let controller = UIViewController()
        let early = controller.navigationItem
        controller.title = "Inbox"
        #expect(early.title == "Inbox" && controller.tabBarItem.title == "Inbox")
        controller.navigationItem.title = "Mail"
        controller.tabBarItem.title = "Mailbox"
        #expect(controller.title == "Inbox")
        controller.title = "Sent"
        #expect(controller.navigationItem.title == "Sent" && controller.tabBarItem.title == "Sent")
        #expect(controller.navigationItem === early, "one item per controller")
        #expect(controller.tabBarItem.image == nil && controller.tabBarItem.tag == 0 && controller.tabBarItem.badgeValue == nil)

        let item = UITabBarItem(title: "Photos", image: UIImage(), selectedImage: UIImage())
        item.badgeValue = "3"
        controller.tabBarItem = item
        #expect(controller.tabBarItem === item && item.selectedImage != nil && item.isEnabled)
        #expect(UINavigationItem(title: "Settings").title == "Settings")
    }
}
