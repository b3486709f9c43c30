import Foundation
import Testing
import UIKitTesting

/// UIViewPropertyAnimator: states, running, pausing, scrubbing, reversing, stopping and
/// finishing, completions with their position, timing parameters.
@MainActor
@Suite("UIViewPropertyAnimator", .serialized)
struct PropertyAnimatorTests {
    /// A running 1 s linear fade of `view`, paused `after` seconds; `ended()` gives the
    /// time its completion ran.
    static func pausedFade(_ view: UIView, _ sim: Simulator, after: TimeInterval)
        -> (animator: UIViewPropertyAnimator, ended: () -> CFTimeInterval?) {
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        var endedAt: CFTimeInterval?
        animator.addCompletion { _ in endedAt = CACurrentMediaTime() }
        animator.startAnimation()
        sim.advance(by: after)
        animator.pauseAnimation()
        return (animator, { endedAt })
    }

    @Test("inactive until started; then active and running, the model at its end value; completion(.end) once at the end")
    func runs() {
        let (sim, window, view) = viewAnimationScene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        #expect(animator.state == .inactive && !animator.isRunning && view.alpha == 1)
        animator.startAnimation()
        #expect(animator.state == .active && animator.isRunning && view.alpha == 0)
        sim.advance(by: 0.5)
        #expect(isNear(view.presentedAlpha, 0.5) && isNear(animator.fractionComplete, 0.5))
        sim.advance(by: 0.49)
        #expect(positions.isEmpty)
        sim.runUntilIdle()
        #expect(positions == [.end] && animator.state == .inactive && !animator.isRunning)
        #expect(view.presentedAlpha == 0 && view.layer.animationKeys() == nil)
        _ = window
    }

    @Test("each curve paces the animator as UIKit's curves pace blocks")
    func curves() {
        let (sim, window, view) = viewAnimationScene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { view.alpha = 0 }
        animator.startAnimation()
        sim.advance(by: 0.3)
        let (x1, y1, x2, y2) = CurvePoints.easeIn
        #expect(isNear(view.presentedAlpha, 1 - bezierProgress(x1, y1, x2, y2, at: 0.3)))
        let custom = UIViewPropertyAnimator(duration: 1, controlPoint1: CGPoint(x: 0.1, y: 0.6),
                                            controlPoint2: CGPoint(x: 0.3, y: 1)) { view.center.x = 150 }
        custom.startAnimation()
        sim.advance(by: 0.4)
        #expect(isNear(view.presentedCenter.x, 50 + 100 * bezierProgress(0.1, 0.6, 0.3, 1, at: 0.4), 1e-3))
        _ = window
    }

    @Test("pausing holds the animation and fractionComplete; starting again goes on from there")
    func pauseAndResume() {
        let (sim, window, view) = viewAnimationScene()
        let (animator, endedAt) = PropertyAnimatorTests.pausedFade(view, sim, after: 0.25)
        #expect(animator.state == .active && !animator.isRunning)
        sim.advance(by: 2)
        #expect(isNear(view.presentedAlpha, 0.75) && isNear(animator.fractionComplete, 0.25))
        animator.startAnimation()
        sim.advance(by: 0.25)
        #expect(isNear(view.presentedAlpha, 0.5))
        sim.runUntilIdle()
        #expect(endedAt().map { abs($0 - 3) < 1e-6 } == true)
        _ = window
    }

    @Test("scrubbing an inactive animator pauses it at that fraction, linearly by default, on the curve when told not to")
    func scrubbing() {
        let (sim, window, view) = viewAnimationScene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { view.alpha = 0 }
        animator.fractionComplete = 0.3
        #expect(animator.state == .active && !animator.isRunning && view.alpha == 0)
        #expect(isNear(view.presentedAlpha, 0.7) && isNear(animator.fractionComplete, 0.3))
        animator.scrubsLinearly = false
        animator.fractionComplete = 0.3
        let (x1, y1, x2, y2) = CurvePoints.easeInOut
        #expect(isNear(view.presentedAlpha, 1 - bezierProgress(x1, y1, x2, y2, at: 0.3)))
        animator.fractionComplete = 2
        #expect(isNear(animator.fractionComplete, 1) && view.presentedAlpha < 1e-6)
        animator.fractionComplete = .nan
        #expect(isNear(animator.fractionComplete, 1))
        animator.fractionComplete = 0.5
        animator.startAnimation()
        sim.runUntilIdle()
        #expect(animator.state == .inactive && view.presentedAlpha == 0)
        _ = window
    }

    @Test("resuming after linear scrubbing goes on from the value shown, on the curve, without a jump")
    func resumeAfterScrub() {
        let (sim, window, view) = viewAnimationScene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { view.alpha = 0 }
        animator.fractionComplete = 0.5
        let shown = view.presentedAlpha
        animator.startAnimation()
        #expect(isNear(view.presentedAlpha, shown, 1e-3))
        sim.advance(by: 1.0 / 60)
        #expect(view.presentedAlpha < shown)
        _ = window
    }

    @Test("reversing mid-run goes back to the start values; completion(.start); the model returns to its start")
    func reversing() {
        let (sim, window, view) = viewAnimationScene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        sim.advance(by: 0.4)
        animator.isReversed = true
        #expect(animator.isReversed && animator.isRunning)
        #expect(isNear(view.presentedCenter.x, 90, 1e-3))
        sim.advance(by: 0.2)
        #expect(isNear(view.presentedCenter.x, 70, 1e-3) && isNear(animator.fractionComplete, 0.2))
        sim.runUntilIdle()
        #expect(positions == [.start] && view.center.x == 50 && view.presentedCenter.x == 50)
        #expect(abs(CACurrentMediaTime() - 0.8) < 1.0 / 60 + 1e-9)
        _ = window
    }

    @Test("stopAnimation(false) keeps what is shown and waits; finishAnimation(at:) puts the views at .end, .start or .current")
    func stopAndFinish() {
        for (position, expected) in [(UIViewAnimatingPosition.end, 0.0), (.start, 1.0), (.current, 0.5)] {
            let (sim, window, view) = viewAnimationScene()
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
            var positions: [UIViewAnimatingPosition] = []
            animator.addCompletion { positions.append($0) }
            animator.startAnimation()
            sim.advance(by: 0.5)
            animator.stopAnimation(false)
            #expect(animator.state == .stopped && !animator.isRunning)
            #expect(isNear(view.alpha, 0.5) && view.layer.animationKeys() == nil)
            sim.advance(by: 1)
            #expect(positions.isEmpty)
            animator.finishAnimation(at: position)
            #expect(animator.state == .inactive && positions == [position])
            #expect(isNear(view.alpha, expected) && isNear(view.presentedAlpha, expected))
            _ = window
        }
    }

    @Test("stopAnimation(true) makes it inactive at once, the views where they were shown, without completion")
    func stopWithoutFinishing() {
        let (sim, window, view) = viewAnimationScene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.backgroundColor = .blue }
        var called = false
        animator.addCompletion { _ in called = true }
        animator.startAnimation()
        sim.advance(by: 0.5)
        animator.stopAnimation(true)
        #expect(animator.state == .inactive)
        let color = view.backgroundColor!.cgColor.components!
        #expect(isNear(color[0], 0.5) && isNear(color[2], 0.5))
        sim.runUntilIdle()
        #expect(!called)
        _ = window
    }

    @Test("pausesOnCompletion: at its end it stays active and paused, without completion, and can run back")
    func pausesOnCompletion() {
        let (sim, window, view) = viewAnimationScene()
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { view.alpha = 0 }
        animator.pausesOnCompletion = true
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        sim.runUntilIdle()
        #expect(animator.state == .active && !animator.isRunning && positions.isEmpty)
        #expect(isNear(animator.fractionComplete, 1) && view.presentedAlpha < 1e-6)
        animator.isReversed = true
        animator.startAnimation()
        sim.advance(by: 0.25)
        #expect(isNear(view.presentedAlpha, 0.5))
        sim.runUntilIdle()
        #expect(animator.state == .active && isNear(animator.fractionComplete, 0) && view.presentedAlpha == 1)
        _ = window
    }

    @Test("animations added while running take the remaining time, after their delay factor of it")
    func addWhileRunning() {
        let (sim, window, view) = viewAnimationScene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.startAnimation()
        sim.advance(by: 0.2)
        animator.addAnimations({ view.center.x = 130 }, delayFactor: 0.5)
        #expect(view.center.x == 130)
        sim.advance(by: 0.3)
        #expect(isNear(view.presentedCenter.x, 50, 1e-6))  // its delay: half of the 0.8 s left
        sim.advance(by: 0.3)
        #expect(isNear(view.presentedCenter.x, 90, 1e-3))  // from 0.6 s to 1.0 s: half of it
        sim.runUntilIdle()
        #expect(view.presentedCenter.x == 130 && view.presentedAlpha == 0)
        _ = window
    }

    @Test("runningPropertyAnimator starts at once (after its delay) with the options' curve and blocks touches without .allowUserInteraction")
    func runningAnimator() {
        let (sim, window, view) = viewAnimationScene()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 1, delay: 0.5, options: .curveLinear,
                                                                      animations: { view.alpha = 0.5 },
                                                                      completion: { positions.append($0) })
        #expect(animator.state == .active && animator.isRunning && animator.delay == 0.5)
        #expect(!animator.isUserInteractionEnabled)
        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === window)
        sim.advance(by: 0.5)
        #expect(view.presentedAlpha == 1)
        sim.advance(by: 0.5)
        #expect(isNear(view.presentedAlpha, 0.75))
        sim.runUntilIdle()
        #expect(positions == [.end])
        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === view)

        let touchable = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 1 }
        touchable.startAnimation()
        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === view)
        _ = window
    }

    @Test("spring timing: a damping ratio moves as UIKit's block springs do over the same duration")
    func dampingRatioSpring() {
        let (sim, window, view) = viewAnimationScene()
        let other = colouredView(CGRect(x: 0, y: 100, width: 100, height: 100), .blue)
        window.addSubview(other)
        sim.runUntilIdle()
        let animator = UIViewPropertyAnimator(duration: 0.8, dampingRatio: 0.4) { view.alpha = 0 }
        animator.startAnimation()
        UIView.animate(withDuration: 0.8, delay: 0, usingSpringWithDamping: 0.4, initialSpringVelocity: 0,
                       animations: { other.alpha = 0 })
        for _ in 0..<4 {
            sim.advance(by: 0.15)
            #expect(isNear(view.presentedAlpha, other.presentedAlpha, 1e-4))
        }
        _ = window
    }

    @Test("spring timing by mass, stiffness and damping lasts until the spring settles, whatever the duration")
    func physicalSpring() {
        let (sim, window, view) = viewAnimationScene()
        let parameters = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 20, initialVelocity: .zero)
        let animator = UIViewPropertyAnimator(duration: 5, timingParameters: parameters)
        animator.addAnimations { view.alpha = 0 }
        var endedAt: CFTimeInterval?
        animator.addCompletion { _ in endedAt = CACurrentMediaTime() }
        animator.startAnimation()
        let spring = CASpringAnimation()
        spring.stiffness = 100
        spring.damping = 20
        sim.advance(by: 0.1)
        // Critically damped, ω₀ = 10: 1 − e^(−1)(1 + 1) of the way.
        #expect(isNear(view.presentedAlpha, exp(-1) * 2, 1e-4))
        sim.runUntilIdle()
        #expect(endedAt.map { abs($0 - spring.settlingDuration) < 1.0 / 60 + 1e-9 } == true)
        _ = window
    }

    @Test("continueAnimation stretches what is left by its duration factor")
    func continueAnimation() {
        let (sim, window, view) = viewAnimationScene()
        let (animator, endedAt) = PropertyAnimatorTests.pausedFade(view, sim, after: 0.5)
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 2)
        sim.advance(by: 0.5)
        #expect(isNear(view.presentedAlpha, 0.25))
        sim.runUntilIdle()
        #expect(endedAt().map { abs($0 - 1.5) < 1e-6 } == true)
        _ = window
    }

    @Test("zero, negative and NaN durations end at the next turn at .end; an animator not kept and a view that goes away do not stop it")
    func badInput() {
        for duration in [0, -1, TimeInterval.nan] {
            let (sim, window, view) = viewAnimationScene()
            let animator = UIViewPropertyAnimator(duration: duration, curve: .linear) { view.alpha = 0 }
            var positions: [UIViewAnimatingPosition] = []
            animator.addCompletion { positions.append($0) }
            animator.startAnimation()
            #expect(view.presentedAlpha == 0 && view.layer.animationKeys() == nil)
            sim.runUntilIdle()
            #expect(positions == [.end])
            _ = window
        }
        let (sim, window, _) = viewAnimationScene()
        var positions: [UIViewAnimatingPosition] = []
        do {
            let doomed = colouredView(CGRect(x: 0, y: 0, width: 5, height: 5), .green)
            window.addSubview(doomed)
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { doomed.alpha = 0 }
            animator.addCompletion { positions.append($0) }
            animator.startAnimation()
            sim.advance(by: 0.5)
            doomed.removeFromSuperview()
            animator.pauseAnimation()
            animator.fractionComplete = 0.7
            animator.startAnimation()
        }
        sim.runUntilIdle()
        #expect(positions == [.end])
        _ = window
    }

    @Test("copy() is a new inactive animator with the same duration and timing")
    func copying() throws {
        let animator = UIViewPropertyAnimator(duration: 2, curve: .easeOut)
        animator.scrubsLinearly = false
        let copy = try #require(animator.copy() as? UIViewPropertyAnimator)
        #expect(copy !== animator && copy.duration == 2 && copy.state == .inactive && !copy.scrubsLinearly)
        #expect((copy.timingParameters as? UICubicTimingParameters)?.animationCurve == .easeOut)
    }

    @Test("misuse stops with a message naming the API: finishing an animator that was not stopped")
    func finishWithoutStop() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                UIViewPropertyAnimator(duration: 1, curve: .linear).finishAnimation(at: .end)
            }
        }
    }

    @Test("misuse stops: pausing a non-interruptible animator, or changing isInterruptible while it runs")
    func nonInterruptible() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
                animator.isInterruptible = false
                animator.startAnimation()
                animator.pauseAnimation()
            }
        }
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
                animator.startAnimation()
                animator.isInterruptible = false
            }
        }
    }
}
