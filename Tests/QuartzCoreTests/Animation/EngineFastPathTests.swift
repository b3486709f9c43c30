import CoreGraphics
import Foundation
import Testing
@testable import QuartzCore

/// The engine's fast way (`VectorPlan`) must show exactly what the general way shows: these
/// run animations over several frames (the fast way takes over from the second) and change
/// things under them.
@MainActor
@Suite("Animation engine: the fast way shows what the general way shows")
struct EngineFastPathTests {
    private func moving(_ layer: CALayer, from: CGPoint, to: CGPoint, duration: Double = 1, key: String = "move") {
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = from
        move.toValue = to
        move.duration = duration
        move.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(move, forKey: key)
    }

    private func layer() -> CALayer {
        AnimationFrames.installFreshEnvironment()
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        return layer
    }

    @Test("R-ANIM-4: frames after the first take the plan; values match the closed form at every frame")
    func framesMatch() {
        let layer = layer()
        moving(layer, from: .zero, to: CGPoint(x: 100, y: 50))
        for frame in 0...6 {
            let t = Double(frame) / 10
            AnimationFrames.frame(at: t)
            #expect(layer.rendered.position == CGPoint(x: 100 * t, y: 50 * t))
            #expect(layer.animationState?.planIsCurrent == true)  // the next frame takes the plan
        }
    }

    @Test("R-ANIM-7: a model change under a running animation reaches the presented copy at the next frame")
    func modelChanges() {
        let layer = layer()
        moving(layer, from: .zero, to: CGPoint(x: 100, y: 0))
        AnimationFrames.frame(at: 0)
        AnimationFrames.frame(at: 0.1)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let sublayer = CALayer()
        layer.addSublayer(sublayer)
        CATransaction.commit()
        AnimationFrames.frame(at: 0.2)
        #expect(layer.rendered.backgroundColor == layer.backgroundColor)
        #expect(layer.rendered.sublayers?.first === sublayer)
        #expect(layer.rendered.position == CGPoint(x: 20, y: 0))
        AnimationFrames.frame(at: 0.3)  // the plan again
        #expect(layer.animationState?.planIsCurrent == true)
        #expect(layer.rendered.position == CGPoint(x: 30, y: 0))
    }

    @Test("R-ANIM-7: an additive animation follows the model's value as it changes (UIKit's view animations)")
    func additiveOverChangingModel() {
        let layer = layer()
        let nudge = CABasicAnimation(keyPath: "position.x")
        nudge.fromValue = -40
        nudge.toValue = 0
        nudge.isAdditive = true
        nudge.duration = 1
        nudge.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(nudge, forKey: "nudge")
        AnimationFrames.frame(at: 0)
        AnimationFrames.frame(at: 0.25)
        #expect(layer.rendered.position.x == -30)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.position = CGPoint(x: 200, y: 7)
        CATransaction.commit()
        AnimationFrames.frame(at: 0.5)
        AnimationFrames.frame(at: 0.75)
        #expect(layer.rendered.position == CGPoint(x: 190, y: 7))
    }

    @Test("removing one of two animations mid-way: its property goes back to the model's value, the other runs on")
    func removalMidway() {
        let layer = layer()
        moving(layer, from: .zero, to: CGPoint(x: 100, y: 0))
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 1
        fade.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(fade, forKey: "fade")
        AnimationFrames.frame(at: 0)
        AnimationFrames.frame(at: 0.5)
        #expect(layer.rendered.opacity == 0.5 && layer.rendered.position.x == 50)
        layer.removeAnimation(forKey: "fade")
        AnimationFrames.frame(at: 0.6)
        #expect(layer.rendered.opacity == 1)
        #expect(abs(layer.rendered.position.x - 60) < 1e-9)
    }

    @Test("an animation that begins later: the model's value until then, then the animation, then the end")
    func laterBegin() {
        let layer = layer()
        layer.position = CGPoint(x: 5, y: 5)
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = CGPoint.zero
        move.toValue = CGPoint(x: 10, y: 0)
        move.beginTime = 0.5
        move.duration = 0.5
        move.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(move, forKey: "move")
        AnimationFrames.frame(at: 0)
        AnimationFrames.frame(at: 0.25)
        #expect(layer.rendered.position == CGPoint(x: 5, y: 5))
        AnimationFrames.frame(at: 0.75)
        AnimationFrames.frame(at: 0.875)
        #expect(layer.rendered.position == CGPoint(x: 7.5, y: 0))
        AnimationFrames.frame(at: 1)
        #expect(layer.animationKeys() == nil)
        #expect(layer.rendered.position == CGPoint(x: 5, y: 5))
    }
}
