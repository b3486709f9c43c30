import CoreGraphics
import Foundation
import Testing
@testable import QuartzCore

/// Frames at chosen media times, without a host: the clock is set, the animation engine
/// evaluates every animating layer and the delegates hear what happened, as a host's frame
/// does. Tests using it run on the main actor (the engine's queue) and start with
/// `installFreshEnvironment()` in their body: other main-actor tests (the Simulator's) run in between.
@MainActor
enum AnimationFrames {
    /// Starts over in a fresh environment: no animations, the clock at 0.
    static func installFreshEnvironment() {
        HostEnvironment().install()
    }

    /// The animation engine in force.
    static var engine: AnimationEngine { HostEnvironment.current.quartzCore.animationEngine }

    /// Sets the clock to `time` (without a frame).
    static func setClock(_ time: CFTimeInterval) {
        HostEnvironment.current.clock.set(time)
    }

    /// One frame at `time`.
    static func frame(at time: CFTimeInterval) {
        setClock(time)
        engine.advance(to: time)
        engine.deliverNotifications()
    }
}

/// Records what an animation's delegate hears.
final class RecordingDelegate: NSObject, CAAnimationDelegate {
    private(set) var events: [String] = []
    let name: String
    /// Called as each message arrives.
    var onStop: ((CAAnimation, Bool) -> Void)?

    init(_ name: String = "a") {
        self.name = name
    }

    func animationDidStart(_ anim: CAAnimation) {
        events.append("\(name) start @\(CACurrentMediaTime())")
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        events.append("\(name) stop \(flag) @\(CACurrentMediaTime())")
        onStop?(anim, flag)
    }
}

/// `a` and `b` are within `tolerance`.
func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

func close(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool {
    close(a.x, b.x, tolerance) && close(a.y, b.y, tolerance)
}

/// A cubic Bézier timing curve solved independently of `CAMediaTimingFunction`: bisection
/// on x(t) to double precision, then y(t).
func referenceBezier(_ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double, at x: Double) -> Double {
    func bezier(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
        3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
    }
    var low = 0.0, high = 1.0
    for _ in 0..<200 {
        let mid = (low + high) / 2
        if bezier(c1x, c2x, mid) < x { low = mid } else { high = mid }
    }
    return bezier(c1y, c2y, (low + high) / 2)
}

/// `layer` as presented at media time `t` (the clock is set to `t`).
@MainActor
func presented<T: CALayer>(_ layer: T, at t: CFTimeInterval) -> T {
    AnimationFrames.setClock(t)
    return layer.presentation()!
}

/// A linear basic animation of `keyPath` over `duration`.
func linearAnimation(_ keyPath: String, from: Any?, to: Any?, by: Any? = nil, duration: CFTimeInterval = 1)
    -> CABasicAnimation {
    let animation = CABasicAnimation(keyPath: keyPath)
    animation.fromValue = from
    animation.toValue = to
    animation.byValue = by
    animation.duration = duration
    animation.timingFunction = CAMediaTimingFunction(name: .linear)
    return animation
}

/// A path through `points`, in order.
func polyline(_ points: CGPoint...) -> CGPath {
    let path = CGMutablePath()
    path.addLines(between: points)
    return path
}
