import Foundation
import Testing
import UIKitTesting

/// Animations meeting other animations: begin-from-current-state, additive geometry,
/// interruption, views going away; completions exactly once.
@MainActor
@Suite("UIView animation interruption", .serialized)
struct ViewAnimationInterruptionTests {
    @Test("scenario 84, D24: with .beginFromCurrentState a new alpha animation starts from the screen (0.5, then 0.75)")
    func beginFromCurrentState() {
        let (sim, window, view) = viewAnimationScene()
        let first = CompletionLog(), second = CompletionLog()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 },
                       completion: first.handler)
        sim.advance(by: 0.5)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState],
                       animations: { view.alpha = 1 }, completion: second.handler)
        #expect(isNear(view.presentedAlpha, 0.5))
        sim.advance(by: 0.5)
        #expect(isNear(view.presentedAlpha, 0.75))
        #expect(first.finishedFlags == [false])
        sim.runUntilIdle()
        #expect(second.finishedFlags == [true])
        #expect(first.calls.count == 1)
        _ = window
    }

    @Test("scenario 84, D24: without it the new animation starts from the last model value (0, then 0.5) and the first reports finished == false once")
    func fromModelValue() {
        let (sim, window, view) = viewAnimationScene()
        let first = CompletionLog(), second = CompletionLog()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 },
                       completion: first.handler)
        sim.advance(by: 0.5)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 1 },
                       completion: second.handler)
        #expect(view.presentedAlpha == 0)
        sim.advance(by: 0.5)
        #expect(isNear(view.presentedAlpha, 0.5))
        sim.runUntilIdle()
        #expect(first.finishedFlags == [false] && second.finishedFlags == [true])
        _ = window
    }

    @Test("centre and bounds animate additively (iOS 8+): a second animation starts where the view is, both finish true")
    func additiveGeometry() {
        let (sim, window, view) = viewAnimationScene()
        let first = CompletionLog(), second = CompletionLog()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear,
                       animations: { view.center = CGPoint(x: 150, y: 50) }, completion: first.handler)
        sim.advance(by: 0.5)
        let shown = view.presentedCenter
        #expect(shown.isClose(to: CGPoint(x: 100, y: 50)))
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear,
                       animations: { view.center = CGPoint(x: 50, y: 50) }, completion: second.handler)
        // Continuous: the same point is shown right after the second animation starts.
        #expect(view.presentedCenter.isClose(to: shown))
        #expect(view.layer.animationKeys() == ["position", "position-2"])
        sim.advance(by: 0.5)
        // 50 + first's offset (−100 × 0.5 left of… its end, now 0) + second's (100 × 0.5).
        #expect(view.presentedCenter.isClose(to: CGPoint(x: 100, y: 50)))
        #expect(first.finishedFlags == [true])
        sim.advance(by: 0.5)
        #expect(view.presentedCenter.isClose(to: CGPoint(x: 50, y: 50)))
        #expect(second.finishedFlags == [true])
        _ = window
    }

    @Test("a frame change animates the centre and the bounds' origin and size, additively")
    func frameAnimation() {
        let (sim, window, view) = viewAnimationScene()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear,
                       animations: { view.frame = CGRect(x: 100, y: 100, width: 200, height: 50) })
        #expect(Set(view.layer.animationKeys() ?? []) == ["position", "bounds.origin", "bounds.size"])
        sim.advance(by: 0.25)
        #expect(view.presentedCenter.isClose(to: CGPoint(x: 50 + 0.25 * 150, y: 50 + 0.25 * 75)))
        #expect(view.presentedBounds.isClose(to: CGRect(x: 0, y: 0, width: 125, height: 87.5)))
        sim.runUntilIdle()
        #expect(view.layer.presentation()!.frame == CGRect(x: 100, y: 100, width: 200, height: 50))
        _ = window
    }

    @Test("a property changed twice in one block animates once, from its first value; finished == true")
    func twiceInOneBlock() {
        let (sim, window, view) = viewAnimationScene()
        let log = CompletionLog()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.alpha = 0.5
            view.alpha = 0
        }, completion: log.handler)
        sim.advance(by: 0.5)
        #expect(isNear(view.presentedAlpha, 0.5))
        sim.runUntilIdle()
        #expect(log.finishedFlags == [true])
        _ = window
    }

    @Test("removing the animations interrupts: completion(false) once, the model value shows")
    func removedAnimations() {
        let (sim, window, view) = viewAnimationScene()
        let log = CompletionLog()
        UIView.animate(withDuration: 1, animations: {
            view.alpha = 0
            view.center = CGPoint(x: 200, y: 200)
        }, completion: log.handler)
        sim.advance(by: 0.3)
        view.layer.removeAllAnimations()
        sim.advance(by: 1.0 / 60)
        #expect(log.finishedFlags == [false])
        #expect(view.presentedAlpha == 0 && view.presentedCenter == CGPoint(x: 200, y: 200))
        sim.runUntilIdle()
        #expect(log.calls.count == 1)
        _ = window
    }

    @Test("a view removed from its window mid-flight goes on animating without a crash; completion once")
    func removedMidFlight() {
        let (sim, window, view) = viewAnimationScene()
        let log = CompletionLog()
        UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: log.handler)
        sim.advance(by: 0.5)
        view.removeFromSuperview()
        sim.runUntilIdle()
        #expect(log.calls.count == 1)
        _ = window
    }

    @Test("a view deallocated mid-flight stops its animations: completion(false) once, no crash")
    func deallocatedMidFlight() {
        let (sim, window, _) = viewAnimationScene()
        let log = CompletionLog()
        weak var gone: UIView?
        do {
            let view = colouredView(CGRect(x: 0, y: 0, width: 10, height: 10), .green)
            window.addSubview(view)
            gone = view
            UIView.animate(withDuration: 1, animations: { [unowned view] in view.alpha = 0 }, completion: log.handler)
            sim.advance(by: 0.5)
            view.removeFromSuperview()
        }
        #expect(gone == nil)
        sim.runUntilIdle()
        #expect(log.finishedFlags == [false])
        _ = window
    }

    @Test("scenario 82: hit testing skips a view animating without .allowUserInteraction, and uses model values")
    func hitTestingDuringAnimation() {
        let (sim, window, view) = viewAnimationScene()
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        view.addSubview(child)
        UIView.animate(withDuration: 1) { view.alpha = 0.9 }
        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === window)
        #expect(window.hitTest(CGPoint(x: 15, y: 15), with: nil) === window)
        sim.runUntilIdle()
        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === view)

        UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction,
                       animations: { view.center = CGPoint(x: 250, y: 250) })
        sim.advance(by: 0.1)
        // The model frame is at (200, 200); what is shown is still near the old place.
        #expect(window.hitTest(CGPoint(x: 250, y: 250), with: nil) === view)
        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === window)
        #expect(window.hitTest(CGPoint(x: 215, y: 215), with: nil) === child)
        _ = window
    }

    @Test("scenario 138's retargeting with an additive centre: a change outside a block moves the end with the model")
    func additiveRetarget() {
        let (sim, window, view) = viewAnimationScene()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear,
                       animations: { view.center = CGPoint(x: 150, y: 50) })
        sim.advance(by: 0.5)
        view.center = CGPoint(x: 250, y: 50)
        // Offset −100 × 0.5 on the new model value.
        #expect(view.presentedCenter.isClose(to: CGPoint(x: 200, y: 50)))
        sim.runUntilIdle()
        #expect(view.presentedCenter == CGPoint(x: 250, y: 50))
        _ = window
    }
}
