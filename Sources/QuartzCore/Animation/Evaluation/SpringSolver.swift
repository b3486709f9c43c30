import Foundation

/// The motion of a damped harmonic oscillator released towards its rest point, in closed
/// form: m·x″ + c·x′ + k·(x − 1) = 0 with x(0) = 0 and x′(0) = v₀, so x goes from 0 (the
/// start value) to 1 (the end value), overshooting when under-damped.
///
/// Under-damped (ζ < 1) it oscillates inside a decaying envelope, critically damped
/// (ζ = 1) it returns fastest without overshoot, over-damped (ζ > 1) it creeps back along
/// two exponentials; Core Animation treats an over-damped spring as critically damped
/// unless `allowsOverdamping` is set.
struct SpringSolver {
    /// The undamped angular frequency √(k/m).
    let naturalFrequency: Double
    /// The damping ratio c / (2√(km)) after the over-damping rule.
    let dampingRatio: Double
    /// The initial velocity, in units of the whole travel per second.
    let initialVelocity: Double

    /// A spring of `mass`, `stiffness` and `damping`; values outside their range (mass and
    /// stiffness ≤ 0, damping < 0, anything not finite) take Core Animation's defaults
    /// (1, 100, 10, 0).
    init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double, allowsOverdamping: Bool) {
        let m = mass.isFinite && mass > 0 ? mass : 1
        let k = stiffness.isFinite && stiffness > 0 ? stiffness : 100
        let c = damping.isFinite && damping >= 0 ? damping : 10
        naturalFrequency = (k / m).squareRoot()
        let ratio = c / (2 * (k * m).squareRoot())
        dampingRatio = allowsOverdamping ? ratio : min(ratio, 1)
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
    }

    /// The fraction of the travel made at `t` seconds (0 at t = 0, tending to 1).
    func value(at t: Double) -> Double {
        guard t > 0 else { return 0 }
        return 1 - remaining(at: t)
    }

    /// The part of the travel still to go at `t`: 1 − x(t).
    private func remaining(at t: Double) -> Double {
        let w0 = naturalFrequency, zeta = dampingRatio, v0 = initialVelocity
        if abs(zeta - 1) < 1e-9 {
            return exp(-w0 * t) * (1 + (w0 - v0) * t)
        }
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            return exp(-zeta * w0 * t) * (cos(wd * t) + (zeta * w0 - v0) / wd * sin(wd * t))
        }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -w0 * (zeta - root), r2 = -w0 * (zeta + root)
        let c2 = (-v0 - r1) / (r2 - r1)
        return (1 - c2) * exp(r1 * t) + c2 * exp(r2 * t)
    }

    /// A bound on |1 − x| from `t` on (it only decreases from some early time on).
    private func envelope(at t: Double) -> Double {
        let w0 = naturalFrequency, zeta = dampingRatio, v0 = initialVelocity
        if abs(zeta - 1) < 1e-9 {
            return exp(-w0 * t) * (1 + abs(w0 - v0) * t)
        }
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let b = (zeta * w0 - v0) / wd
            return exp(-zeta * w0 * t) * (1 + b * b).squareRoot()
        }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -w0 * (zeta - root), r2 = -w0 * (zeta + root)
        let c2 = (-v0 - r1) / (r2 - r1)
        return (abs(1 - c2) + abs(c2)) * exp(r1 * t)
    }

    /// The time after which the spring stays within 0.001 of the travel from its rest
    /// point: the last moment it is farther. Infinite for an undamped spring.
    var settlingDuration: Double {
        let epsilon = 0.001
        let w0 = naturalFrequency, zeta = dampingRatio
        guard zeta > 0, w0 > 0, w0.isFinite else { return .infinity }
        // Past `bound` the envelope, hence the motion, stays within epsilon.
        var bound = 1 / w0
        while envelope(at: bound) >= epsilon || envelope(at: bound * 2) >= epsilon {
            bound *= 2
            if bound > 1e7 { return .infinity }
        }
        // Step back from the bound to the last time outside, then refine it.
        let period = zeta < 1 ? 2 * Double.pi / (w0 * (1 - zeta * zeta).squareRoot()) : 2 * Double.pi / w0
        let step = min(period / 64, bound / 4096)
        var t = bound
        while t > 0, abs(remaining(at: t)) < epsilon { t -= step }
        guard t > 0 else { return 0 }
        var inside = t + step, outside = t
        for _ in 0..<60 {
            let middle = (inside + outside) / 2
            if abs(remaining(at: middle)) < epsilon { inside = middle } else { outside = middle }
        }
        return inside
    }
}
