import Foundation
import Testing
import UIKitTesting

/// UIView's block animations on the virtual clock: model values at once, presentation
/// values sampled at exact times against closed-form curves, completions.
@MainActor
@Suite("UIView block animations", .serialized)
struct ViewBlockAnimationTests {
    @Test("scenario 133: Listing 4-1 cross-fade — model values at once, 0.5/0.5 halfway, 0/1 at the end")
    func listing41() {
        let (sim, window, first) = viewAnimationScene()
        let second = colouredView(CGRect(x: 0, y: 100, width: 100, height: 100), .blue)
        second.alpha = 0
        window.addSubview(second)
        sim.runUntilIdle()
        let start = CACurrentMediaTime()
        UIView.animate(withDuration: 1.0) {
            first.alpha = 0
            second.alpha = 1
        }
        #expect(first.alpha == 0 && second.alpha == 1)
        #expect(CACurrentMediaTime() == start)
        #expect(first.presentedAlpha == 1 && second.presentedAlpha == 0)
        sim.advance(by: 0.5)
        #expect(isNear(first.presentedAlpha, 0.5) && isNear(second.presentedAlpha, 0.5))
        sim.advance(by: 0.5)
        #expect(first.presentedAlpha == 0 && second.presentedAlpha == 1)
        _ = window
    }

    @Test("scenario 134: the completion is called once, with finished == true, at t = 1.0 and not before")
    func completionOnce() {
        let (sim, window, view) = viewAnimationScene()
        let log = CompletionLog()
        let start = CACurrentMediaTime()
        UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: log.handler)
        sim.advance(by: 0.99)
        #expect(log.calls.isEmpty)
        #expect(sim.runUntilIdle())
        #expect(log.finishedFlags == [true])
        #expect(abs(log.calls[0].time - start - 1) < 1.0 / 60 + 1e-9)
        sim.advance(by: 1)
        #expect(log.calls.count == 1)
        _ = window
    }

    nonisolated static let curves: [(UIView.AnimationOptions, (Double, Double, Double, Double))] = [
        ([], CurvePoints.easeInOut), (.curveEaseIn, CurvePoints.easeIn), (.curveEaseOut, CurvePoints.easeOut),
        (.curveLinear, CurvePoints.linear),
    ]

    @Test("scenario 135: each curve's presentation follows Apple's Bézier at every sampled time",
          arguments: 0..<4)
    func curves(index: Int) {
        let (options, points) = ViewBlockAnimationTests.curves[index]
        let (sim, window, view) = viewAnimationScene()
        UIView.animate(withDuration: 1, delay: 0, options: options, animations: { view.alpha = 0 })
        for step in 1...9 {
            sim.advance(by: 0.1)
            let progress = bezierProgress(points.0, points.1, points.2, points.3, at: Double(step) / 10)
            #expect(isNear(view.presentedAlpha, 1 - progress), "t = \(Double(step) / 10)")
        }
        _ = window
    }

    @Test("scenario 135: linear 0.75 at a quarter; ease-in above, ease-out below, the default at 0.5 halfway")
    func curveLandmarks() {
        func alpha(_ options: UIView.AnimationOptions, at time: TimeInterval) -> CGFloat {
            let (sim, window, view) = viewAnimationScene()
            UIView.animate(withDuration: 1, delay: 0, options: options, animations: { view.alpha = 0 })
            sim.advance(by: time)
            _ = window
            return view.presentedAlpha
        }
        #expect(isNear(alpha(.curveLinear, at: 0.25), 0.75))
        #expect(alpha(.curveEaseIn, at: 0.5) > 0.5)
        #expect(alpha(.curveEaseOut, at: 0.5) < 0.5)
        #expect(isNear(alpha([], at: 0.5), 0.5))
    }

    @Test("scenario 136: a delay of 1 s — unchanged at 0.5, halfway at 1.5, completion at 2.0")
    func delay() {
        let (sim, window, view) = viewAnimationScene()
        let log = CompletionLog()
        let start = CACurrentMediaTime()
        UIView.animate(withDuration: 1, delay: 1, options: .curveLinear, animations: { view.alpha = 0 },
                       completion: log.handler)
        #expect(view.alpha == 0)
        sim.advance(by: 0.5)
        #expect(view.presentedAlpha == 1)
        sim.advance(by: 1)
        #expect(isNear(view.presentedAlpha, 0.5))
        #expect(log.calls.isEmpty)
        sim.runUntilIdle()
        #expect(log.finishedFlags == [true])
        #expect(abs(log.calls[0].time - start - 2) < 1.0 / 60 + 1e-9)
        _ = window
    }

    @Test("scenario 137: Listing 4-2 chains a fade-in a second after the fade-out's completion")
    func listing42() {
        let (sim, window, view) = viewAnimationScene()
        var completions: [CFTimeInterval] = []
        UIView.animate(withDuration: 1, delay: 0, options: .curveEaseIn, animations: { view.alpha = 0 }) { _ in
            completions.append(CACurrentMediaTime())
            UIView.animate(withDuration: 1, delay: 1, options: .curveEaseOut, animations: { view.alpha = 1 }) { _ in
                completions.append(CACurrentMediaTime())
            }
        }
        var samples: [(CFTimeInterval, CGFloat)] = []
        for _ in 0..<(4 * 60) {
            sim.advance(by: 1.0 / 60)
            samples.append((CACurrentMediaTime(), view.presentedAlpha))
        }
        for (time, alpha) in samples {
            if time < 1 - 1e-9 { #expect(alpha > 0 && alpha < 1, "t = \(time)") }
            else if time <= 2 + 1e-9 { #expect(alpha == 0, "t = \(time)") }
            else if time < 3 - 1e-9 { #expect(alpha > 0 && alpha < 1, "t = \(time)") }
            else { #expect(alpha == 1, "t = \(time)") }
        }
        #expect(completions.count == 2)
        #expect(abs(completions[0] - 1) < 1e-6 && abs(completions[1] - 3) < 1e-6)
        _ = window
    }

    @Test("scenario 138, R-ANIM-7: a change outside a block mid-flight keeps the animation, which ends at the new value")
    func changeDuringAnimation() {
        let (sim, window, view) = viewAnimationScene()
        let log = CompletionLog()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 },
                       completion: log.handler)
        sim.advance(by: 0.5)
        view.alpha = 0.5
        #expect(view.layer.animation(forKey: "opacity") != nil)
        sim.advance(by: 0.25)
        let onTheWay: CGFloat = 0.25 * 1 + 0.75 * 0.5  // on its way to the new model value
        #expect(isNear(view.presentedAlpha, onTheWay))
        sim.advance(by: 0.25)
        #expect(view.presentedAlpha == 0.5 && view.alpha == 0.5)
        sim.runUntilIdle()
        #expect(log.finishedFlags == [true])
        _ = window
    }

    nonisolated static let immediateDurations: [TimeInterval] = [0, -1, .nan, -.infinity, .infinity]

    @Test("scenarios 70–71: a duration of 0, negative, NaN or infinite changes at once; completion(true) at the next turn",
          arguments: 0..<5)
    func immediateDurations(index: Int) {
        let (sim, window, view) = viewAnimationScene()
        let log = CompletionLog()
        UIView.animate(withDuration: ViewBlockAnimationTests.immediateDurations[index],
                       animations: { view.alpha = 0 }, completion: log.handler)
        #expect(view.alpha == 0 && view.presentedAlpha == 0)
        #expect(view.layer.animationKeys() == nil)
        #expect(log.calls.isEmpty)
        sim.runUntilIdle()
        #expect(log.finishedFlags == [true])
        #expect(log.calls[0].time == 0)
        sim.advance(by: 1)
        #expect(log.calls.count == 1)
        _ = window
    }

    @Test("scenario 72: linear center (50,50) → (150,150): the model at once, (100,100) shown at 0.5, completion once at 1.0")
    func centerLinear() {
        let (sim, window, view) = viewAnimationScene()
        let log = CompletionLog()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear,
                       animations: { view.center = CGPoint(x: 150, y: 150) }, completion: log.handler)
        #expect(view.center == CGPoint(x: 150, y: 150))
        #expect(view.presentedCenter == CGPoint(x: 50, y: 50))
        sim.advance(by: 0.5)
        #expect(view.presentedCenter.isClose(to: CGPoint(x: 100, y: 100)))
        sim.advance(by: 0.49)
        #expect(log.calls.isEmpty)
        sim.advance(by: 0.01)
        #expect(log.finishedFlags == [true])
        #expect(view.presentedCenter == CGPoint(x: 150, y: 150))
        _ = window
    }

    @Test("scenario 73: with animations disabled the block runs at once, nothing animates; completion(true) next turn")
    func animationsDisabled() {
        let (sim, window, view) = viewAnimationScene()
        let log = CompletionLog()
        UIView.setAnimationsEnabled(false)
        defer { UIView.setAnimationsEnabled(true) }
        UIView.animate(withDuration: 1, animations: { view.alpha = 0.3 }, completion: log.handler)
        #expect(!UIView.areAnimationsEnabled)
        #expect(isNear(view.alpha, 0.3) && view.layer.animationKeys() == nil)
        sim.runUntilIdle()
        #expect(log.finishedFlags == [true])
        _ = window
    }

    @Test("scenario 74: disabling animations mid-flight lets the running one finish at 1.0 with finished == true")
    func disableWhileRunning() {
        let (sim, window, view) = viewAnimationScene()
        let log = CompletionLog()
        UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: log.handler)
        sim.advance(by: 0.1)
        UIView.setAnimationsEnabled(false)
        defer { UIView.setAnimationsEnabled(true) }
        sim.runUntilIdle()
        #expect(log.finishedFlags == [true])
        #expect(abs(log.calls[0].time - 1) < 1e-6)
        _ = window
    }

    @Test("performWithoutAnimation inside a block: its changes are made at once; areAnimationsEnabled is restored")
    func withoutAnimation() {
        let (_, window, view) = viewAnimationScene()
        UIView.animate(withDuration: 1) {
            view.alpha = 0.5
            UIView.performWithoutAnimation {
                #expect(!UIView.areAnimationsEnabled)
                view.center = CGPoint(x: 10, y: 10)
            }
        }
        #expect(UIView.areAnimationsEnabled)
        #expect(view.layer.animation(forKey: "opacity") != nil)
        #expect(view.layer.animation(forKey: "position") == nil)
        #expect(view.presentedCenter == CGPoint(x: 10, y: 10))
        _ = window
    }

    @Test("scenario 86: .repeat never completes (0.75 at 1.25); with .autoreverse 0.25 at 1.25")
    func repeating() {
        let (sim, window, view) = viewAnimationScene()
        let log = CompletionLog()
        UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .curveLinear], animations: { view.alpha = 0 },
                       completion: log.handler)
        sim.advance(by: 1.25)
        #expect(isNear(view.presentedAlpha, 0.75))
        sim.advance(by: 10)
        #expect(log.calls.isEmpty)
        view.layer.removeAllAnimations()
        sim.advance(by: 1.0 / 60)
        #expect(log.finishedFlags == [false])

        let (sim2, window2, other) = viewAnimationScene()
        UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse, .curveLinear],
                       animations: { other.alpha = 0 })
        sim2.advance(by: 1.25)
        #expect(isNear(other.presentedAlpha, 0.25))
        sim2.advance(by: 1)
        #expect(isNear(other.presentedAlpha, 0.75))
        _ = (window, window2)
    }

    @Test(".autoreverse without .repeat goes there and back once, then shows the model value")
    func autoreverseOnce() {
        let (sim, window, view) = viewAnimationScene()
        let log = CompletionLog()
        UIView.animate(withDuration: 0.5, delay: 0, options: [.autoreverse, .curveLinear], animations: { view.alpha = 0 },
                       completion: log.handler)
        sim.advance(by: 0.25)
        #expect(isNear(view.presentedAlpha, 0.5))
        sim.advance(by: 0.5)
        #expect(isNear(view.presentedAlpha, 0.5))
        sim.runUntilIdle()
        #expect(view.presentedAlpha == 0 && log.finishedFlags == [true])
        #expect(abs(log.calls[0].time - 1) < 1e-6)
        _ = window
    }
}
