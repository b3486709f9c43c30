import CoreGraphics
import Foundation
import Testing
@testable import QuartzCore

@MainActor
@Suite("CAKeyframeAnimation: values, key times, pacing, calculation modes, paths")
struct KeyframeAnimationTests {
    /// A 1-second keyframe animation of `keyPath`, added to `layer` at time 0 (the clock is
    /// set back to 0 first).
    @discardableResult
    private func keyframes(_ keyPath: String, on layer: CALayer = CALayer(), values: [Any]? = nil,
                           configure: (CAKeyframeAnimation) -> Void = { _ in }) -> CALayer {
        AnimationFrames.setClock(0)
        let animation = CAKeyframeAnimation(keyPath: keyPath)
        animation.values = values
        animation.duration = 1
        configure(animation)
        layer.add(animation, forKey: "k")
        return layer
    }

    private func cornerRadius(_ layer: CALayer, at t: Double) -> Double {
        Double(presented(layer, at: t).cornerRadius)
    }

    private func position(_ layer: CALayer, at t: Double) -> CGPoint {
        presented(layer, at: t).position
    }

    @Test("linear: evenly spaced without key times, between given key times with them")
    func linear() {
        AnimationFrames.installFreshEnvironment()
        let even = keyframes("cornerRadius", values: [0, 10, 30])
        let timed = keyframes("cornerRadius", values: [0, 10, 30]) { $0.keyTimes = [0, 0.25, 1] }
        #expect(abs(cornerRadius(even, at: 0.25) - 5) < 1e-9)
        #expect(abs(cornerRadius(even, at: 0.75) - 20) < 1e-9)
        #expect(abs(cornerRadius(timed, at: 0.125) - 5) < 1e-9)
        #expect(abs(cornerRadius(timed, at: 0.625) - 20) < 1e-9)
    }

    @Test("timing functions pace each segment; the animation's own timing function paces the whole")
    func segmentTiming() {
        AnimationFrames.installFreshEnvironment()
        let easeIn = CAMediaTimingFunction(name: .easeIn)
        let layer = keyframes("cornerRadius", values: [0, 10, 20]) { $0.timingFunctions = [easeIn, CAMediaTimingFunction(name: .linear)] }
        #expect(abs(cornerRadius(layer, at: 0.25) - 10 * easeIn.value(at: 0.5)) < 1e-9)
        #expect(abs(cornerRadius(layer, at: 0.75) - 15) < 1e-9)
        let whole = keyframes("cornerRadius", values: [0, 10, 20]) { $0.timingFunction = easeIn }
        let x = easeIn.value(at: 0.75)
        #expect(abs(cornerRadius(whole, at: 0.75) - 20 * x) < 1e-9)
    }

    @Test("discrete: each value holds until the next key time, with n or n + 1 key times")
    func discrete() {
        AnimationFrames.installFreshEnvironment()
        let even = keyframes("cornerRadius", values: [1, 2, 3]) { $0.calculationMode = .discrete }
        let timed = keyframes("cornerRadius", values: [1, 2, 3]) { $0.calculationMode = .discrete; $0.keyTimes = [0, 0.1, 0.2, 1] }
        #expect(cornerRadius(even, at: 0.3) == 1)
        #expect(cornerRadius(even, at: 0.34) == 2)
        #expect(cornerRadius(even, at: 0.9) == 3)
        #expect(cornerRadius(timed, at: 0.05) == 1)
        #expect(cornerRadius(timed, at: 0.15) == 2)
        #expect(cornerRadius(timed, at: 0.5) == 3)
    }

    @Test("paced: time in proportion to distance; key times and timing functions ignored")
    func paced() {
        AnimationFrames.installFreshEnvironment()
        let layer = keyframes("cornerRadius", values: [0, 10, 30]) {
            $0.calculationMode = .paced
            $0.keyTimes = [0, 0.9, 1]
            $0.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .easeIn)]
        }
        #expect(abs(cornerRadius(layer, at: 1.0 / 6) - 5) < 1e-9)
        #expect(abs(cornerRadius(layer, at: 2.0 / 3) - 20) < 1e-9)
        let points = keyframes("position", values: [CGPoint(x: 0, y: 0), CGPoint(x: 30, y: 40), CGPoint(x: 30, y: 0)]) {
            $0.calculationMode = .paced
        }
        // Segments of 50 and 40: the corner is reached at 5/9.
        #expect(close(position(points, at: 5.0 / 9), CGPoint(x: 30, y: 40), 1e-9))
        #expect(close(position(points, at: 7.0 / 9), CGPoint(x: 30, y: 20), 1e-9))
    }

    @Test("cubic: a Catmull–Rom spline (reproduces x² through 0, 1, 4, 9); tension 1 flattens the tangents")
    func cubic() {
        AnimationFrames.installFreshEnvironment()
        let spline = keyframes("cornerRadius", values: [0, 1, 4, 9]) { $0.calculationMode = .cubic }
        #expect(abs(cornerRadius(spline, at: 0.5) - 2.25) < 1e-9)          // middle of 1 → 4: 1.5²
        #expect(abs(cornerRadius(spline, at: 1.0 / 3) - 1) < 1e-9)
        let tight = keyframes("cornerRadius", values: [0, 10, 20, 30]) {
            $0.calculationMode = .cubic
            $0.tensionValues = [1, 1, 1, 1]
        }
        let h01 = -2 * 0.25 * 0.25 * 0.25 + 3 * 0.25 * 0.25
        #expect(abs(cornerRadius(tight, at: 1.0 / 12) - 10 * h01) < 1e-9)
        let biased = keyframes("cornerRadius", values: [0, 10, 0, 10]) {
            $0.calculationMode = .cubic
            $0.biasValues = [0, 1, 0, 0]
            $0.continuityValues = [0, 0, -1, 0]
        }
        #expect(cornerRadius(biased, at: 0.5).isFinite)
    }

    @Test("cubicPaced: even speed along the spline (collinear even values move linearly)")
    func cubicPaced() {
        AnimationFrames.installFreshEnvironment()
        let layer = keyframes("cornerRadius", values: [0, 10, 20, 30]) { $0.calculationMode = .cubicPaced }
        for t in [0.1, 0.37, 0.5, 0.8] {
            #expect(abs(cornerRadius(layer, at: t) - 30 * t) < 0.05, "t = \(t)")
        }
        let uneven = keyframes("cornerRadius", values: [0, 1, 30]) { $0.calculationMode = .cubicPaced }
        #expect(cornerRadius(uneven, at: 0.5) > 5)   // most of the time goes to the long stretch
    }

    @Test("a path: each segment its share of time (linear), or by length (paced); curves followed")
    func path() {
        AnimationFrames.installFreshEnvironment()
        let path = polyline(CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 300))
        let linear = keyframes("position") { $0.path = path; $0.values = [CGPoint(x: 999, y: 999)] }
        let paced = keyframes("position") { $0.path = path; $0.calculationMode = .paced }
        #expect(close(position(linear, at: 0.25), CGPoint(x: 50, y: 0), 1e-9))
        #expect(close(position(linear, at: 0.75), CGPoint(x: 100, y: 150), 1e-9))
        #expect(close(position(paced, at: 0.5), CGPoint(x: 100, y: 100), 0.5))
        let curve = CGMutablePath()
        curve.move(to: CGPoint(x: 0, y: 0))
        curve.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
        let curved = keyframes("position") { $0.path = curve }
        #expect(close(position(curved, at: 0.5), CGPoint(x: 50, y: 75), 1e-9))
        let closed = CGMutablePath()
        closed.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        let square = keyframes("position") { $0.path = closed }
        #expect(close(position(square, at: 0.875), CGPoint(x: 0, y: 5), 1e-9))  // the closing edge
    }

    @Test("rotationMode: the layer turns to the path's direction (auto) or against it (autoReverse)")
    func rotationMode() {
        AnimationFrames.installFreshEnvironment()
        let path = polyline(CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 100))
        let layer = keyframes("position") { $0.path = path; $0.rotationMode = .rotateAuto }
        let reverse = keyframes("position") { $0.path = path; $0.rotationMode = .rotateAutoReverse }
        let none = keyframes("position") { $0.path = path }
        AnimationFrames.setClock(0.5)
        let turned = layer.presentation()!.transform
        #expect(close(turned.m11, 0, 1e-12) && close(turned.m12, 1, 1e-12))  // +90°: x towards +y
        let back = reverse.presentation()!.transform
        #expect(close(back.m11, 0, 1e-12) && close(back.m12, -1, 1e-12))
        #expect(CATransform3DIsIdentity(none.presentation()!.transform))
    }

    @Test("additive keyframes shake around the model value; cumulative keyframes build on each pass")
    func additiveAndCumulative() {
        AnimationFrames.installFreshEnvironment()
        let shaking = CALayer()
        shaking.position = CGPoint(x: 50, y: 0)
        keyframes("position.x", on: shaking, values: [0, 10, -10, 0]) { $0.isAdditive = true }
        #expect(abs(position(shaking, at: 1.0 / 6).x - 55) < 1e-9)
        #expect(abs(position(shaking, at: 0.5).x - 50) < 1e-9)
        let stepping = keyframes("cornerRadius", values: [0, 10]) { $0.isCumulative = true; $0.repeatCount = 3 }
        #expect(abs(cornerRadius(stepping, at: 1.5) - 15) < 1e-9)
        #expect(abs(cornerRadius(stepping, at: 2.25) - 22.5) < 1e-9)
    }

    @Test("bad input: no values, invalid key times (even spacing), too few timing functions, values of the wrong type")
    func badInput() {
        AnimationFrames.installFreshEnvironment()
        let layer = CALayer()
        layer.cornerRadius = 7
        keyframes("cornerRadius", on: layer) { _ in }
        #expect(cornerRadius(layer, at: 0.5) == 7)
        let invalid = keyframes("cornerRadius", values: [0, 10, 20]) { $0.keyTimes = [0, 0.8, 0.4] }
        #expect(abs(cornerRadius(invalid, at: 0.75) - 15) < 1e-9)
        let short = keyframes("cornerRadius", values: [0, 10, 20]) { $0.timingFunctions = [CAMediaTimingFunction(name: .linear)] }
        #expect(abs(cornerRadius(short, at: 0.75) - 15) < 1e-9)
        let wrong = CALayer()
        wrong.cornerRadius = 3
        keyframes("cornerRadius", on: wrong, values: [0, "ten"])
        #expect(cornerRadius(wrong, at: 0.5) == 3)
        let single = keyframes("cornerRadius", values: [4])
        #expect(cornerRadius(single, at: 0.5) == 4)
        let emptyPath = keyframes("position") { $0.path = CGMutablePath() }
        #expect(position(emptyPath, at: 0.5) == .zero)
    }
}
