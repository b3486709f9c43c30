import Foundation
import Testing
import UIKitTesting

/// The deprecated begin/commit animation API: blocks that animate at the outermost
/// commit, the `setAnimation…` settings, the delegate's selectors.
@MainActor
@Suite("UIView begin/commit animations", .serialized)
struct ViewBeginCommitAnimationTests {
    /// A delegate recording the will-start and did-stop messages.
    final class Delegate {
        var messages: [String] = []
        var times: [CFTimeInterval] = []
        func animationWillStart(_ animationID: String?, context: UnsafeMutableRawPointer?) {
            messages.append("willStart \(animationID ?? "nil") \(context.map { "\(Int(bitPattern: $0))" } ?? "nil")")
            times.append(CACurrentMediaTime())
        }
        func animationDidStop(_ animationID: String?, finished: NSNumber, context: UnsafeMutableRawPointer?) {
            messages.append("didStop \(animationID ?? "nil") \(finished.boolValue) \(context.map { "\(Int(bitPattern: $0))" } ?? "nil")")
            times.append(CACurrentMediaTime())
        }
        func stopped(_ animationID: String?, finished: Bool, context: UnsafeMutableRawPointer?) {
            messages.append("stopped \(finished)")
        }
    }

    @Test("scenarios 139, 133: nothing changes on screen between begin and commit; then Listing 4-3 fades as Listing 4-1")
    func listing43() {
        let (sim, window, view) = viewAnimationScene()
        UIView.beginAnimations("ToggleViews", context: nil)
        UIView.setAnimationDuration(1)
        view.alpha = 0
        #expect(view.layer.animationKeys() == nil && view.alpha == 0)
        UIView.commitAnimations()
        #expect(view.presentedAlpha == 1)
        sim.advance(by: 0.5)
        #expect(isNear(view.presentedAlpha, 0.5))
        sim.advance(by: 0.5)
        #expect(view.presentedAlpha == 0)
        _ = window
    }

    @Test("scenarios 75, 140: defaults are 0.2 s and ease-in-ease-out; settings made before a change apply to it")
    func defaultsAndSettings() throws {
        let (_, window, view) = viewAnimationScene()
        UIView.beginAnimations(nil, context: nil)
        view.alpha = 0
        UIView.commitAnimations()
        let standard = try #require(view.layer.animation(forKey: "opacity"))
        #expect(standard.duration == 0.2 && standard.timingFunction == CAMediaTimingFunction(name: .easeInEaseOut))
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationDuration(0.5)
        UIView.setAnimationCurve(.linear)
        view.alpha = 1
        UIView.commitAnimations()
        let custom = try #require(view.layer.animation(forKey: "opacity"))
        #expect(custom.duration == 0.5 && custom.timingFunction == CAMediaTimingFunction(name: .linear))
        _ = window
    }

    @Test("scenario 76: setAnimation… outside a block does nothing; commitAnimations without a block does nothing")
    func outsideBlock() throws {
        let (_, window, view) = viewAnimationScene()
        UIView.setAnimationDuration(5)
        UIView.setAnimationCurve(.linear)
        UIView.setAnimationRepeatCount(3)
        UIView.setAnimationDelegate(Delegate())
        UIView.commitAnimations()
        view.alpha = 0.5
        #expect(view.layer.animationKeys() == nil)
        UIView.beginAnimations(nil, context: nil)
        view.alpha = 0
        UIView.commitAnimations()
        #expect(try #require(view.layer.animation(forKey: "opacity")).duration == 0.2)
        _ = window
    }

    @Test("scenarios 77, 149: nested blocks animate only at the outer commit, each with its own duration")
    func nested() throws {
        let (sim, window, x) = viewAnimationScene()
        let y = colouredView(CGRect(x: 0, y: 100, width: 50, height: 50), .blue)
        window.addSubview(y)
        sim.runUntilIdle()
        UIView.beginAnimations("A", context: nil)
        UIView.setAnimationDuration(1)
        x.alpha = 0
        UIView.beginAnimations("B", context: nil)
        UIView.setAnimationDuration(0.3)
        y.alpha = 0
        UIView.commitAnimations()
        sim.runUntilIdle()
        #expect(x.layer.animationKeys() == nil && y.layer.animationKeys() == nil)
        UIView.commitAnimations()
        #expect(try #require(x.layer.animation(forKey: "opacity")).duration == 1)
        #expect(try #require(y.layer.animation(forKey: "opacity")).duration == 0.3)
        _ = window
    }

    @Test("scenario 141: changes made with animations disabled inside a block jump; the others animate")
    func disabledInside() {
        let (sim, window, v) = viewAnimationScene()
        let w = colouredView(CGRect(x: 0, y: 100, width: 50, height: 50), .blue)
        window.addSubview(w)
        sim.runUntilIdle()
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationsEnabled(false)
        v.center = CGPoint(x: 10, y: 10)
        #expect(!UIView.areAnimationsEnabled)
        UIView.setAnimationsEnabled(true)
        w.center = CGPoint(x: 10, y: 10)
        UIView.commitAnimations()
        #expect(UIView.areAnimationsEnabled)
        #expect(v.presentedCenter == CGPoint(x: 10, y: 10))
        #expect(w.layer.animation(forKey: "position") != nil && w.presentedCenter == CGPoint(x: 25, y: 125))
        _ = window
    }

    @Test("scenario 142: a zero delay or a past start date starts at once; a 1 s delay keeps the old value until 1 s")
    func delayAndStartDate() {
        let (sim, window, view) = viewAnimationScene()
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationStart(.distantPast)
        UIView.setAnimationDelay(0)
        UIView.setAnimationCurve(.linear)
        view.alpha = 0
        UIView.commitAnimations()
        sim.advance(by: 0.1)
        #expect(isNear(view.presentedAlpha, 0.5))
        sim.runUntilIdle()

        let start = CACurrentMediaTime()
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationDelay(1)
        UIView.setAnimationCurve(.linear)
        view.alpha = 1
        UIView.commitAnimations()
        sim.advance(by: 0.95)
        #expect(view.presentedAlpha == 0)
        sim.advance(by: 0.15)
        #expect(isNear(view.presentedAlpha, 0.5))
        #expect(CACurrentMediaTime() - start > 1)
        _ = window
    }

    @Test("scenarios 78, 143: will-start once as it starts, did-stop once at the end with (id, finished, context)")
    func delegateSelectors() {
        let (sim, window, view) = viewAnimationScene()
        let delegate = Delegate()
        let context = UnsafeMutableRawPointer(bitPattern: 0x1234)
        UIView.beginAnimations("ShowHideView", context: context)
        UIView.setAnimationDuration(1)
        UIView.setAnimationDelegate(delegate)
        UIView.setAnimationWillStart(#Selector(Delegate.animationWillStart(_:context:)))
        UIView.setAnimationDidStop(#Selector(Delegate.animationDidStop(_:finished:context:)))
        view.alpha = 0
        UIView.commitAnimations()
        #expect(delegate.messages.isEmpty)
        sim.advance(by: 1.0 / 60)
        #expect(delegate.messages == ["willStart ShowHideView 4660"])
        sim.runUntilIdle()
        #expect(delegate.messages == ["willStart ShowHideView 4660", "didStop ShowHideView true 4660"])
        #expect(abs(delegate.times[1] - 1) < 1.0 / 60 + 1e-9)
        _ = window
    }

    @Test("D9: the selectors are named as Objective-C names them; a Bool finished works too")
    func selectorNames() {
        #expect(#Selector(Delegate.animationWillStart(_:context:)).description == "animationWillStart:context:")
        #expect(#Selector(Delegate.animationDidStop(_:finished:context:)).description == "animationDidStop:finished:context:")
        let (sim, window, view) = viewAnimationScene()
        let delegate = Delegate()
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationDelegate(delegate)
        UIView.setAnimationDidStop(#Selector(Delegate.stopped(_:finished:context:)))
        view.alpha = 0
        UIView.commitAnimations()
        sim.runUntilIdle()
        #expect(delegate.messages == ["stopped true"])
        _ = window
    }

    /// Block "A": `view` fades out linearly over 1 s, told to a delegate; the clock is
    /// then halfway through.
    static func fadeHalfway(_ view: UIView, _ sim: Simulator) -> Delegate {
        let delegate = Delegate()
        UIView.beginAnimations("A", context: nil)
        UIView.setAnimationDuration(1)
        UIView.setAnimationCurve(.linear)
        UIView.setAnimationDelegate(delegate)
        UIView.setAnimationDidStop(#Selector(Delegate.animationDidStop(_:finished:context:)))
        view.alpha = 0
        UIView.commitAnimations()
        sim.advance(by: 0.5)
        return delegate
    }

    /// A 0.2 s linear fade out of `view`, repeated `count` times, each pass there and back.
    static func reversingFade(_ view: UIView, count: Float) {
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationDuration(0.2)
        UIView.setAnimationCurve(.linear)
        UIView.setAnimationRepeatCount(count)
        UIView.setAnimationRepeatAutoreverses(true)
        view.alpha = 0
        UIView.commitAnimations()
    }

    @Test("scenario 144: a block beginning from the current state interrupts A (did-stop finished false) and starts near 0.5")
    func fromCurrentState() {
        let (sim, window, view) = viewAnimationScene()
        let delegate = ViewBeginCommitAnimationTests.fadeHalfway(view, sim)
        UIView.beginAnimations("B", context: nil)
        UIView.setAnimationBeginsFromCurrentState(true)
        view.alpha = 1
        UIView.commitAnimations()
        #expect(isNear(view.presentedAlpha, 0.5))
        sim.advance(by: 1.0 / 60)
        #expect(delegate.messages == ["didStop A false nil"])
        _ = window
    }

    @Test("scenario 145 (decision D24, current UIKit): without it B starts at once from the model value; A stops unfinished")
    func fromModelValue() {
        let (sim, window, view) = viewAnimationScene()
        let delegate = ViewBeginCommitAnimationTests.fadeHalfway(view, sim)
        UIView.beginAnimations("B", context: nil)
        view.alpha = 1
        UIView.commitAnimations()
        #expect(view.presentedAlpha == 0)
        sim.advance(by: 0.1)
        #expect(view.presentedAlpha > 0)
        #expect(delegate.messages == ["didStop A false nil"])
        _ = window
    }

    @Test("scenario 150: repeat count 2.5 with autoreverse: 0 at 0.2, 1 at 0.4, 0.5 at 0.5, ends at 1.0 on 0 without a jump")
    func halfCycle() {
        let (sim, window, view) = viewAnimationScene()
        ViewBeginCommitAnimationTests.reversingFade(view, count: 2.5)
        expectAlphas(of: view, sim, [(0.2, 0), (0.2, 1), (0.1, 0.5)])
        sim.advance(by: 0.5 - 1.0 / 60)
        #expect(view.presentedAlpha < 0.1)
        sim.advance(by: 1.0 / 60)
        #expect(view.presentedAlpha == 0 && view.layer.animationKeys() == nil)
        _ = window
    }

    @Test("scenario 151: repeat count 2 with autoreverse ends back at 1 at 0.8, then snaps to the model's 0")
    func wholeCycles() {
        let (sim, window, view) = viewAnimationScene()
        ViewBeginCommitAnimationTests.reversingFade(view, count: 2)
        sim.advance(by: 0.8 - 1.0 / 60)
        #expect(view.presentedAlpha > 0.9)
        sim.advance(by: 1.0 / 60)
        #expect(view.presentedAlpha == 0)
        _ = window
    }

    @Test("scenario 156: Listing 4-7's transition in a begin/commit block: same model outcome, did-stop finished true")
    func transitionInBlock() {
        let (sim, window, container) = viewAnimationScene()
        let current = colouredView(container.bounds, .green)
        let swap = colouredView(container.bounds, .blue)
        swap.isHidden = true
        container.addSubview(current)
        container.addSubview(swap)
        sim.runUntilIdle()
        let delegate = Delegate()
        UIView.beginAnimations("ToggleSiblings", context: nil)
        UIView.setAnimationTransition(.curlUp, for: container, cache: true)
        UIView.setAnimationDuration(1)
        UIView.setAnimationDelegate(delegate)
        UIView.setAnimationDidStop(#Selector(Delegate.animationDidStop(_:finished:context:)))
        current.isHidden = true
        swap.isHidden = false
        UIView.commitAnimations()
        #expect(current.isHidden && !swap.isHidden && container.subviews == [current, swap])
        #expect(container.layer.animation(forKey: kCATransition) is CATransition)
        sim.runUntilIdle()
        #expect(delegate.messages == ["didStop ToggleSiblings true nil"])
        _ = window
    }

    @Test("a block that animates nothing still tells its delegate, at the next turn")
    func emptyBlock() {
        let (sim, window, _) = viewAnimationScene()
        let delegate = Delegate()
        UIView.beginAnimations("Empty", context: nil)
        UIView.setAnimationDelegate(delegate)
        UIView.setAnimationWillStart(#Selector(Delegate.animationWillStart(_:context:)))
        UIView.setAnimationDidStop(#Selector(Delegate.animationDidStop(_:finished:context:)))
        UIView.commitAnimations()
        #expect(delegate.messages.isEmpty)
        sim.runUntilIdle()
        #expect(delegate.messages == ["willStart Empty nil", "didStop Empty true nil"])
        _ = window
    }

    @Test("two centre changes in one begin/commit block both animate additively, from the first value to the last")
    func twoCentreChanges() {
        let (sim, window, view) = viewAnimationScene()
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationDuration(1)
        UIView.setAnimationCurve(.linear)
        view.center = CGPoint(x: 100, y: 50)
        view.center = CGPoint(x: 150, y: 50)
        UIView.commitAnimations()
        #expect(view.layer.animationKeys() == ["position", "position-2"])
        #expect(view.presentedCenter == CGPoint(x: 50, y: 50))
        sim.advance(by: 0.5)
        #expect(view.presentedCenter.isClose(to: CGPoint(x: 100, y: 50)))
        _ = window
    }
}
