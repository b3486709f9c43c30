import CoreGraphics
import Foundation
import Testing
@testable import QuartzCore

@MainActor
@Suite("CASpringAnimation: the damped harmonic oscillator in closed form")
struct SpringAnimationTests {
    /// A spring on position.x from 0 to 100, added at time 0 to a new layer.
    private func spring(mass: CGFloat = 1, stiffness: CGFloat = 100, damping: CGFloat, velocity: CGFloat = 0,
                        overdamping: Bool = false, duration: CFTimeInterval = 10) -> (CALayer, CASpringAnimation) {
        let layer = CALayer()
        let animation = CASpringAnimation(keyPath: "position.x")
        animation.fromValue = 0
        animation.toValue = 100
        animation.mass = mass
        animation.stiffness = stiffness
        animation.damping = damping
        animation.initialVelocity = velocity
        animation.allowsOverdamping = overdamping
        animation.duration = duration
        animation.timingFunction = CAMediaTimingFunction(name: .easeIn)  // ignored by springs
        layer.add(animation, forKey: "spring")
        return (layer, animation)
    }

    private func x(_ layer: CALayer, at t: Double) -> Double {
        Double(presented(layer, at: t).position.x)
    }

    nonisolated static let times: [Double] = [0.05, 0.1, 0.2, 0.35, 0.5, 0.8, 1.2, 2]

    @Test("under-damped (ζ = 0.5): 1 − e^(−ζω₀t)(cos ω_d t + ζω₀/ω_d sin ω_d t), overshooting")
    func underDamped() {
        AnimationFrames.installFreshEnvironment()
        let (layer, _) = spring(damping: 10)
        let w0 = 10.0, zeta = 0.5, wd = w0 * (1 - zeta * zeta).squareRoot()
        var overshoot = false
        for t in SpringAnimationTests.times {
            let expected = 100 * (1 - exp(-zeta * w0 * t) * (cos(wd * t) + zeta * w0 / wd * sin(wd * t)))
            let value = x(layer, at: t)
            #expect(abs(value - expected) < 1e-9, "t = \(t)")
            overshoot = overshoot || value > 100
        }
        #expect(overshoot)
    }

    @Test("under-damped with an initial velocity: the sine term takes ζω₀ − v₀")
    func initialVelocity() {
        AnimationFrames.installFreshEnvironment()
        let (layer, _) = spring(mass: 2, stiffness: 200, damping: 8, velocity: 5)
        let w0 = 10.0, zeta = 8 / (2 * (200.0 * 2).squareRoot()), wd = w0 * (1 - zeta * zeta).squareRoot()
        for t in SpringAnimationTests.times {
            let expected = 100 * (1 - exp(-zeta * w0 * t) * (cos(wd * t) + (zeta * w0 - 5) / wd * sin(wd * t)))
            #expect(abs(x(layer, at: t) - expected) < 1e-9, "t = \(t)")
        }
    }

    @Test("critically damped (ζ = 1): 1 − e^(−ω₀t)(1 + (ω₀ − v₀)t), never overshooting")
    func criticallyDamped() {
        AnimationFrames.installFreshEnvironment()
        let (layer, _) = spring(damping: 20, velocity: 2)
        for t in SpringAnimationTests.times {
            let expected = 100 * (1 - exp(-10 * t) * (1 + (10 - 2) * t))
            let value = x(layer, at: t)
            #expect(abs(value - expected) < 1e-9, "t = \(t)")
            #expect(value < 100)
        }
    }

    @Test("over-damped (ζ = 2.5) with allowsOverdamping: two decaying exponentials")
    func overDamped() {
        AnimationFrames.installFreshEnvironment()
        let (layer, _) = spring(damping: 50, overdamping: true)
        let w0 = 10.0, zeta = 2.5, root = (zeta * zeta - 1).squareRoot()
        let r1 = -w0 * (zeta - root), r2 = -w0 * (zeta + root)
        let c2 = -r1 / (r2 - r1), c1 = 1 - c2
        for t in SpringAnimationTests.times {
            let expected = 100 * (1 - (c1 * exp(r1 * t) + c2 * exp(r2 * t)))
            #expect(abs(x(layer, at: t) - expected) < 1e-9, "t = \(t)")
        }
    }

    @Test("without allowsOverdamping an over-damped spring moves as a critically damped one")
    func overDampingClamped() {
        AnimationFrames.installFreshEnvironment()
        let (layer, _) = spring(damping: 50)
        for t in SpringAnimationTests.times {
            #expect(abs(x(layer, at: t) - 100 * (1 - exp(-10 * t) * (1 + 10 * t))) < 1e-9)
        }
    }

    @Test("settlingDuration: after it the spring stays within 0.001 of the change; just before, it does not")
    func settlingDuration() {
        for (damping, velocity) in [(5.0, 0.0), (10, 0), (15, 0), (20, 0), (10, -20), (50, 0)] as [(CGFloat, CGFloat)] {
            AnimationFrames.installFreshEnvironment()
            let (layer, animation) = spring(damping: damping, velocity: velocity, duration: 100)
            let settling = animation.settlingDuration
            #expect(settling > 0 && settling < 10)
            var t = settling
            var within = true
            while t < settling + 5 {
                within = within && abs(x(layer, at: t) - 100) < 0.1 + 1e-9
                t += 0.001
            }
            #expect(within, "damping \(damping)")
            #expect(abs(x(layer, at: settling - 0.002) - 100) >= 0.1 - 1e-3 || settling < 0.01, "damping \(damping)")
        }
        // Apple's own example: damping 5 settles in "approximately 2.85 s", damping 15 much sooner.
        let loose = CASpringAnimation(), tight = CASpringAnimation()
        loose.damping = 5
        tight.damping = 15
        #expect(loose.settlingDuration > 2.5 && loose.settlingDuration < 3)
        #expect(tight.settlingDuration < 1)
        let undamped = CASpringAnimation()
        undamped.damping = 0
        #expect(undamped.settlingDuration == .infinity)
    }

    @Test("the animation ends at its duration even before the spring settles; the model then shows")
    func durationCutsOff() {
        AnimationFrames.installFreshEnvironment()
        let (layer, _) = spring(damping: 2, duration: 0.5)
        layer.position.x = 100
        #expect(abs(x(layer, at: 0.49) - 100) > 1)
        AnimationFrames.frame(at: 0.5)
        #expect(x(layer, at: 0.5) == 100)
    }

    @Test("init(perceptualDuration:bounce:): mass 1, stiffness (2π/d)², damping 4π(1 − bounce)/d; the getters give them back")
    func perceptualInit() {
        let spring = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.3)
        #expect(spring.mass == 1)
        #expect(abs(spring.stiffness - pow(2 * .pi / 0.5, 2)) < 1e-9)
        #expect(abs(spring.damping - 4 * .pi * 0.7 / 0.5) < 1e-9)
        #expect(spring.allowsOverdamping)
        #expect(abs(spring.perceptualDuration - 0.5) < 1e-12)
        #expect(abs(spring.bounce - 0.3) < 1e-12)
        let overdamped = CASpringAnimation(perceptualDuration: 1, bounce: -0.5)
        #expect(abs(overdamped.damping - 4 * .pi * 2) < 1e-9)
        #expect(abs(overdamped.bounce + 0.5) < 1e-12)
        let defaults = CASpringAnimation()
        #expect(defaults.mass == 1 && defaults.stiffness == 100 && defaults.damping == 10 && defaults.initialVelocity == 0)
        #expect(!defaults.allowsOverdamping)
    }

    @Test("bad spring parameters (mass 0, negative stiffness, NaN damping and velocity) fall back and stay finite")
    func badParameters() {
        AnimationFrames.installFreshEnvironment()
        let (layer, animation) = spring(mass: 0, stiffness: -5, damping: .nan, velocity: .infinity)
        #expect(x(layer, at: 0.3).isFinite)
        #expect(animation.settlingDuration.isFinite)
        let nan = CASpringAnimation(perceptualDuration: .nan, bounce: .infinity)
        #expect(nan.stiffness.isFinite && nan.damping.isFinite)
    }
}
