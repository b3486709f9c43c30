import Foundation
import Testing
import UIKitTesting

/// `animateKeyframes` and `addKeyframe`: one keyframe animation per property, values held
/// between keyframes, the calculation modes, pacing by the options' curve bits.
@MainActor
@Suite("UIView keyframe animations", .serialized)
struct ViewKeyframeAnimationTests {
    /// UIKit's curve bits, which keyframe options carry in the same place.
    static let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)

    /// Moves `view`'s centre right to (150, 50) over the first half, then down to
    /// (150, 150), in 1 s paced linearly.
    static func rightThenDown(_ view: UIView, mode: UIView.KeyframeAnimationOptions = [],
                              completion: ((Bool) -> Void)? = nil) {
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [mode, linear], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center = CGPoint(x: 150, y: 50) }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center = CGPoint(x: 150, y: 150) }
        }, completion: completion)
    }

    @Test("one keyframe over a tenth of 10 s makes UIKit's animation: keyTimes 0, 0.1, 1; values 1, 0, 0; ease-in-ease-out")
    func uikitsShape() throws {
        let (_, window, view) = viewAnimationScene()
        UIView.animateKeyframes(withDuration: 10, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.1) { view.alpha = 0 }
        })
        let animation = try #require(view.layer.animation(forKey: "opacity") as? CAKeyframeAnimation)
        #expect(animation.keyTimes == [0, 0.1, 1])
        #expect((animation.values as? [Float]) == [1, 0, 0])
        #expect(animation.calculationMode == .linear && animation.fillMode == .both && animation.duration == 10)
        #expect(animation.timingFunction == CAMediaTimingFunction(name: .easeInEaseOut))
        #expect(view.alpha == 0)
        _ = window
    }

    @Test("two keyframes move the centre right then down; with linear pacing exactly a quarter of each path at the quarters")
    func twoKeyframes() {
        let (sim, window, view) = viewAnimationScene()
        let log = CompletionLog()
        ViewKeyframeAnimationTests.rightThenDown(view, completion: log.handler)
        #expect(view.center == CGPoint(x: 150, y: 150))
        sim.advance(by: 0.25)
        #expect(view.presentedCenter.isClose(to: CGPoint(x: 100, y: 50)))
        sim.advance(by: 0.5)
        #expect(view.presentedCenter.isClose(to: CGPoint(x: 150, y: 100)))
        sim.runUntilIdle()
        #expect(log.finishedFlags == [true] && abs(log.calls[0].time - 1) < 1e-6)
        _ = window
    }

    @Test("values hold between keyframes: 1 before the first, 0.5 in the gap, halfway down in the last")
    func holds() {
        let (sim, window, view) = viewAnimationScene()
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: ViewKeyframeAnimationTests.linear, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.25) { view.alpha = 0.5 }
            UIView.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25) { view.alpha = 0 }
        })
        expectAlphas(of: view, sim, [(0.125, 1), (0.25, 0.75), (0.25, 0.5), (0.25, 0.25)])
        _ = window
    }

    @Test("the default pacing is ease-in-ease-out over the whole animation")
    func defaultPacing() {
        let (sim, window, view) = viewAnimationScene()
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: { view.alpha = 0 })
        sim.advance(by: 0.25)
        let (x1, y1, x2, y2) = CurvePoints.easeInOut
        #expect(isNear(view.presentedAlpha, 1 - bezierProgress(x1, y1, x2, y2, at: 0.25)))
        _ = window
    }

    @Test("discrete mode: each value shows from its keyframe's start, without interpolation")
    func discrete() {
        let (sim, window, view) = viewAnimationScene()
        UIView.animateKeyframes(withDuration: 1, delay: 0,
                                options: [.calculationModeDiscrete, ViewKeyframeAnimationTests.linear], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.25) { view.alpha = 0.5 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 0 }
        })
        sim.advance(by: 0.2)
        #expect(view.presentedAlpha == 1)
        sim.advance(by: 0.1)
        #expect(view.presentedAlpha == 0.5)
        sim.advance(by: 0.25)
        #expect(view.presentedAlpha == 0)
        _ = window
    }

    @Test("paced mode ignores the keyframes' times: even speed along the values")
    func paced() {
        let (sim, window, view) = viewAnimationScene()
        UIView.animateKeyframes(withDuration: 1, delay: 0,
                                options: [.calculationModePaced, ViewKeyframeAnimationTests.linear], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.1) { view.center = CGPoint(x: 80, y: 50) }
            UIView.addKeyframe(withRelativeStartTime: 0.1, relativeDuration: 0.9) { view.center = CGPoint(x: 80, y: 140) }
        })
        // 30 + 90 points at an even pace: a quarter of the way is 30 points along.
        sim.advance(by: 0.25)
        #expect(view.presentedCenter.isClose(to: CGPoint(x: 80, y: 50), tolerance: 1e-2))
        _ = window
    }

    @Test("cubic mode passes through each keyframe's value at its time")
    func cubic() {
        let (sim, window, view) = viewAnimationScene()
        ViewKeyframeAnimationTests.rightThenDown(view, mode: .calculationModeCubic)
        sim.advance(by: 0.5)
        #expect(view.presentedCenter.isClose(to: CGPoint(x: 150, y: 50), tolerance: 1e-3))
        _ = window
    }

    @Test("changes made directly in the block span the whole duration; a keyframe in a keyframe is a part of its part")
    func directAndNested() throws {
        let (sim, window, view) = viewAnimationScene()
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: ViewKeyframeAnimationTests.linear, animations: {
            view.backgroundColor = .blue
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 0 }
            }
        })
        let opacity = try #require(view.layer.animation(forKey: "opacity") as? CAKeyframeAnimation)
        #expect(opacity.keyTimes == [0, 0.75, 1, ])
        sim.advance(by: 0.5)
        let color = view.layer.presentation()!.backgroundColor!.components!
        #expect(isNear(color[0], 0.5) && isNear(color[2], 0.5))
        #expect(view.presentedAlpha == 1)
        _ = window
    }

    @Test("repeat and autoreverse apply to the keyframe animation; a delay holds the first value")
    func repeatAndDelay() throws {
        let (sim, window, view) = viewAnimationScene()
        UIView.animateKeyframes(withDuration: 1, delay: 0.5,
                                options: [.repeat, .autoreverse, ViewKeyframeAnimationTests.linear],
                                animations: { view.alpha = 0 })
        let animation = try #require(view.layer.animation(forKey: "opacity"))
        #expect(animation.repeatCount == .infinity && animation.autoreverses)
        expectAlphas(of: view, sim, [(0.5, 1), (1.25, 0.25)])
        _ = window
    }

    @Test("addKeyframe outside a keyframe block changes at once; a zero duration animates nothing and completes next turn")
    func misuseAndZero() {
        let (sim, window, view) = viewAnimationScene()
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.alpha = 0.5 }
        #expect(view.layer.animationKeys() == nil && view.presentedAlpha == 0.5)
        let log = CompletionLog()
        UIView.animateKeyframes(withDuration: 0, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.alpha = 0 }
        }, completion: log.handler)
        #expect(view.layer.animationKeys() == nil && view.presentedAlpha == 0)
        sim.runUntilIdle()
        #expect(log.finishedFlags == [true])
        _ = window
    }

    @Test("bad keyframe times (NaN, negative, past the end) are clamped into the animation")
    func badTimes() throws {
        let (_, window, view) = viewAnimationScene()
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: .nan, relativeDuration: -1) { view.alpha = 0.5 }
            UIView.addKeyframe(withRelativeStartTime: 0.8, relativeDuration: 5) { view.alpha = 0 }
        })
        let animation = try #require(view.layer.animation(forKey: "opacity") as? CAKeyframeAnimation)
        #expect(animation.keyTimes == [0, 0, 0.8, 1])
        #expect((animation.values as? [Float]) == [1, 0.5, 0.5, 0])
        _ = window
    }
}
