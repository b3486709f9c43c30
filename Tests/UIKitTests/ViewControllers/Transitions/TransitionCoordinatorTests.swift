import Testing
@testable import UIKit

/// The transition coordinator every transition hands out (`transitionCoordinator`,
/// `viewWillTransition(to:with:)`): alongside animations run in the driver's block,
/// completions after the end, and nothing is accepted once it is too late.
@MainActor @Suite("Transition coordinator", .serialized)
struct TransitionCoordinatorTests {
    private func makeCoordinator(interactive: Bool = false) -> (TransitionCoordinator, UIViewController, UIViewController) {
        let from = UIViewController(), to = UIViewController()
        let coordinator = TransitionCoordinator(containerView: UIView(), isAnimated: true, duration: 0.35,
                                                isInteractive: interactive, controllers: [.from: from, .to: to])
        return (coordinator, from, to)
    }

    @Test("Alongside animations run when the driver runs them, completions once the transition ends, in the order added")
    func alongsideThenCompletions() {
        let (coordinator, from, to) = makeCoordinator()
        var log: [String] = []
        coordinator.animate(alongsideTransition: { context in
            log.append("alongside \(context.viewController(forKey: .from) === from) \(context.viewController(forKey: .to) === to)")
        }, completion: { context in log.append("completion cancelled=\(context.isCancelled)") })
        coordinator.animate(alongsideTransition: { _ in log.append("second") })
        #expect(log.isEmpty)
        coordinator.runAlongsideAnimations()
        #expect(log == ["alongside true true", "second"])
        coordinator.transitionEnded(cancelled: false)
        #expect(log == ["alongside true true", "second", "completion cancelled=false"])
    }

    @Test("Animations added after the driver ran them, or after the end, are refused (animate answers false)")
    func lateAdditionsRefused() {
        let (coordinator, _, _) = makeCoordinator()
        coordinator.runAlongsideAnimations()
        var ran = false
        #expect(!coordinator.animate(alongsideTransition: { _ in ran = true }, completion: nil))
        #expect(coordinator.animate(alongsideTransition: nil, completion: { _ in ran = true }))
        coordinator.transitionEnded(cancelled: false)
        #expect(ran)
        #expect(!coordinator.animate(alongsideTransition: nil, completion: { _ in }))
    }

    @Test("An interactive transition tells its interaction handlers when the finger lifts, with whether it is cancelled")
    func interactionChanges() {
        let (coordinator, _, _) = makeCoordinator(interactive: true)
        #expect(coordinator.initiallyInteractive && coordinator.isInteractive)
        var seen: [Bool] = []
        coordinator.notifyWhenInteractionChanges { seen.append($0.isCancelled) }
        coordinator.interactionEnded(cancelled: true)
        #expect(seen == [true])
        #expect(!coordinator.isInteractive && coordinator.initiallyInteractive)
        var completedCancelled: Bool?
        coordinator.animate(alongsideTransition: nil) { completedCancelled = $0.isCancelled }
        coordinator.transitionEnded(cancelled: true)
        #expect(completedCancelled == true)
    }

    @Test("A controller with no transition of its own answers its parent's coordinator; none when nothing runs")
    func parentCoordinator() {
        let parent = UIViewController(), child = UIViewController()
        parent.addChild(child)
        child.didMove(toParent: parent)
        #expect(child.transitionCoordinator == nil)
        let (coordinator, _, _) = makeCoordinator()
        parent.activeTransitionCoordinator = coordinator
        #expect(child.transitionCoordinator === coordinator)
    }
}
