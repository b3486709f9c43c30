import Foundation
import Testing
import UIKitTesting

/// UIKit's springs: the damping-ratio form mapped to a real spring that settles at the
/// duration, sampled against the damped oscillator in closed form.
@MainActor
@Suite("UIView spring animations", .serialized)
struct ViewSpringAnimationTests {
    /// The fraction of the change a spring of natural frequency `w0`, damping ratio `zeta`
    /// and initial velocity `v0` (changes per second) has made at `t`.
    static func springProgress(w0: Double, zeta: Double, v0: Double, at t: Double) -> Double {
        if abs(zeta - 1) < 1e-9 { return 1 - exp(-w0 * t) * (1 + (w0 - v0) * t) }
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            return 1 - exp(-zeta * w0 * t) * (cos(wd * t) + (zeta * w0 - v0) / wd * sin(wd * t))
        }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -w0 * (zeta - root), r2 = -w0 * (zeta + root)
        let c2 = (-v0 - r1) / (r2 - r1)
        return 1 - ((1 - c2) * exp(r1 * t) + c2 * exp(r2 * t))
    }

    nonisolated static let ratios: [(damping: CGFloat, velocity: CGFloat, expected: Double)] = [
        (0.2, 0, 0.2), (0.5, 0, 0.5), (0.7, 3, 0.7), (1, 0, 1), (1, -2, 1), (3, 0, 1), (0, 0, 0.01),
    ]

    @Test("a damping-ratio spring is a CASpringAnimation of mass 1 and that ratio settling at the duration; presentation follows the oscillator",
          arguments: 0..<7)
    func dampingRatioSpring(index: Int) throws {
        let (damping, velocity, ratio) = ViewSpringAnimationTests.ratios[index]
        let (sim, window, view) = viewAnimationScene()
        let log = CompletionLog()
        UIView.animate(withDuration: 0.8, delay: 0, usingSpringWithDamping: damping, initialSpringVelocity: velocity,
                       options: [], animations: { view.alpha = 0 }, completion: log.handler)
        let spring = try #require(view.layer.animation(forKey: "opacity") as? CASpringAnimation)
        #expect(spring.mass == 1 && spring.duration == 0.8 && spring.initialVelocity == velocity)
        let w0 = Double(spring.stiffness).squareRoot()
        #expect(abs(Double(spring.damping) / (2 * w0) - ratio) < 1e-9)
        #expect(abs(spring.settlingDuration - 0.8) < 1e-3)
        for step in 1...7 {
            sim.advance(by: 0.1)
            let t = 0.1 * Double(step)
            let expected = 1 - ViewSpringAnimationTests.springProgress(w0: w0, zeta: ratio, v0: Double(velocity), at: t)
            #expect(abs(Double(view.presentedAlpha) - expected) < 1e-4, "t = \(t)")
        }
        sim.runUntilIdle()
        #expect(log.finishedFlags == [true])
        #expect(abs(log.calls[0].time - 0.8) < 1e-6)
        #expect(view.presentedAlpha == 0)
        _ = window
    }

    @Test("an under-damped spring overshoots its target; a critical one does not")
    func overshoot() {
        let (sim, window, view) = viewAnimationScene()
        let other = colouredView(CGRect(x: 0, y: 100, width: 100, height: 100), .blue)
        window.addSubview(other)
        sim.runUntilIdle()
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0,
                       animations: { view.center.x = 150 })
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                       animations: { other.center.x = 150 })
        var farthest: CGFloat = 0, farthestCritical: CGFloat = 0
        for _ in 0..<60 {
            sim.advance(by: 1.0 / 60)
            farthest = max(farthest, view.presentedCenter.x)
            farthestCritical = max(farthestCritical, other.presentedCenter.x)
        }
        #expect(farthest > 150 + 10)
        #expect(farthestCritical <= 150 + 1e-6)
        _ = window
    }

    @Test("springs animate centre additively: the spring carries the offset from the old place to zero")
    func additiveSpring() throws {
        let (_, window, view) = viewAnimationScene()
        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0,
                       animations: { view.center = CGPoint(x: 150, y: 50) })
        let spring = try #require(view.layer.animation(forKey: "position") as? CASpringAnimation)
        #expect(spring.isAdditive && spring.fromValue as? CGPoint == CGPoint(x: -100, y: 0))
        #expect(spring.toValue as? CGPoint == .zero)
        _ = window
    }

    @Test("a block nested in a spring block inherits the spring")
    func nestedInheritsSpring() {
        let (_, window, view) = viewAnimationScene()
        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0, animations: {
            UIView.animate(withDuration: 2) { view.alpha = 0 }
            UIView.animate(withDuration: 2, delay: 0, options: .overrideInheritedCurve) { view.backgroundColor = .blue }
        })
        #expect(view.layer.animation(forKey: "opacity") is CASpringAnimation)
        #expect(!(view.layer.animation(forKey: "backgroundColor") is CASpringAnimation))
        _ = window
    }

    @Test("zero, negative and NaN durations of a spring animation change at once; completion(true) next turn")
    func badSpringDurations() {
        for duration in [0, -1, TimeInterval.nan] {
            let (sim, window, view) = viewAnimationScene()
            let log = CompletionLog()
            UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: .nan, initialSpringVelocity: .infinity,
                           animations: { view.alpha = 0 }, completion: log.handler)
            #expect(view.layer.animationKeys() == nil && view.presentedAlpha == 0)
            sim.runUntilIdle()
            #expect(log.finishedFlags == [true])
            _ = window
        }
    }

    @Test("NaN damping and velocity in a real duration fall back to a critically damped spring at rest")
    func badSpringValues() throws {
        let (_, window, view) = viewAnimationScene()
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: .nan, initialSpringVelocity: .nan,
                       animations: { view.alpha = 0 })
        let spring = try #require(view.layer.animation(forKey: "opacity") as? CASpringAnimation)
        #expect(abs(spring.damping / (2 * spring.stiffness.squareRoot()) - 1) < 1e-9 && spring.initialVelocity == 0)
        _ = window
    }

    @Test("iOS 17's animate(springDuration:bounce:) lasts until the spring settles, then completes")
    func perceptualSpring() throws {
        let (sim, window, view) = viewAnimationScene()
        let log = CompletionLog()
        UIView.animate(springDuration: 0.4, bounce: 0.3, animations: { view.alpha = 0 }, completion: log.handler)
        let spring = try #require(view.layer.animation(forKey: "opacity") as? CASpringAnimation)
        let reference = CASpringAnimation(perceptualDuration: 0.4, bounce: 0.3)
        #expect(spring.stiffness == reference.stiffness && spring.damping == reference.damping)
        #expect(abs(spring.duration - reference.settlingDuration) < 1e-9)
        sim.runUntilIdle()
        #expect(log.finishedFlags == [true])
        #expect(abs(log.calls[0].time - spring.duration) < 1.0 / 60 + 1e-9)
        _ = window
    }

    @Test("UISpringTimingParameters: the default is mass 3, stiffness 1000, damping 500; forms, types and coding")
    func springParameters() throws {
        let standard = UISpringTimingParameters()
        #expect(standard.timingCurveType == .spring && standard.springTimingParameters === standard)
        #expect(standard.cubicTimingParameters == nil && standard.initialVelocity == .zero)
        let ratio = UISpringTimingParameters(dampingRatio: 0.5, initialVelocity: CGVector(dx: 0.3, dy: 0.4))
        #expect(ratio.initialVelocity == CGVector(dx: 0.3, dy: 0.4))
        let data = try NSKeyedArchiver.archivedData(withRootObject: ratio, requiringSecureCoding: false)
        let decoded = try #require(try NSKeyedUnarchiver.unarchiveTopLevelObjectWithData(data) as? UISpringTimingParameters)
        #expect(decoded.initialVelocity == ratio.initialVelocity)
        #expect(ratio.copy() as AnyObject === ratio)
    }

    @Test("UICubicTimingParameters: built-in curves with Apple's control points, custom ones, coding")
    func cubicParameters() throws {
        let standard = UICubicTimingParameters()
        #expect(standard.animationCurve == .easeInOut && standard.timingCurveType == .builtin)
        #expect(isNear(standard.controlPoint1.x, 0.42) && standard.controlPoint1.y == 0)
        #expect(isNear(standard.controlPoint2.x, 0.58) && standard.controlPoint2.y == 1)
        let easeOut = UICubicTimingParameters(animationCurve: .easeOut)
        #expect(easeOut.controlPoint1 == .zero && isNear(easeOut.controlPoint2.x, 0.58))
        let custom = UICubicTimingParameters(controlPoint1: CGPoint(x: 0.1, y: 0.9), controlPoint2: CGPoint(x: 0.2, y: 1))
        #expect(custom.timingCurveType == .cubic && custom.cubicTimingParameters === custom)
        #expect(custom.springTimingParameters == nil)
        let data = try NSKeyedArchiver.archivedData(withRootObject: custom, requiringSecureCoding: false)
        let decoded = try #require(try NSKeyedUnarchiver.unarchiveTopLevelObjectWithData(data) as? UICubicTimingParameters)
        #expect(decoded.controlPoint1 == custom.controlPoint1 && decoded.controlPoint2 == custom.controlPoint2)
    }
}
