import CoreGraphics
import Foundation
import Testing
@testable import QuartzCore

@MainActor
@Suite("CAMediaTiming: repeats, reversal, fill, speed, offsets and layer time")
struct MediaTimingTests {
    /// A linear opacity animation 1 → 0 over `duration`, added to a new layer at time 0.
    private func fading(duration: CFTimeInterval = 1, configure: (CABasicAnimation) -> Void = { _ in }) -> CALayer {
        let layer = CALayer()
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = 1
        animation.toValue = 0
        animation.duration = duration
        configure(animation)
        layer.add(animation, forKey: "fade")
        return layer
    }

    private func opacity(_ layer: CALayer, at t: CFTimeInterval) -> Double {
        Double(presented(layer, at: t).opacity)
    }

    @Test("R-REV-1/R-REV-4, scenario 150: repeat 2.5 with autoreverse over 0.2 s — 0 at 0.2, 1 at 0.4, 0.5 at 0.5, ends on 0 at 1.0")
    func autoreverseRepeat25() {
        AnimationFrames.installFreshEnvironment()
        let layer = fading(duration: 0.2) { $0.autoreverses = true; $0.repeatCount = 2.5; $0.fillMode = .forwards
            $0.isRemovedOnCompletion = false }
        layer.opacity = 1
        #expect(abs(opacity(layer, at: 0.1) - 0.5) < 1e-6)
        #expect(abs(opacity(layer, at: 0.2) - 0) < 1e-6)
        #expect(abs(opacity(layer, at: 0.4) - 1) < 1e-6)
        #expect(abs(opacity(layer, at: 0.5) - 0.5) < 1e-6)
        #expect(abs(opacity(layer, at: 0.999_999) - 0) < 1e-4)
        #expect(abs(opacity(layer, at: 1.0) - 0) < 1e-6)   // filled at the end value
    }

    @Test("scenario 151: repeat 2 with autoreverse returns to the start value at 0.8, then the model shows")
    func autoreverseRepeat2() {
        AnimationFrames.installFreshEnvironment()
        let layer = fading(duration: 0.2) { $0.autoreverses = true; $0.repeatCount = 2 }
        layer.opacity = 0
        #expect(abs(opacity(layer, at: 0.799_999) - 1) < 1e-4)
        AnimationFrames.frame(at: 0.8)
        #expect(layer.animationKeys() == nil)
        #expect(opacity(layer, at: 0.8) == 0)
    }

    @Test("a fractional repeat count, repeatDuration, and repeatCount = .infinity")
    func repeats() {
        AnimationFrames.installFreshEnvironment()
        let layer = fading { $0.repeatCount = 1.5 }
        let timed = fading { $0.repeatDuration = 2.25 }
        let endless = fading { $0.repeatCount = .infinity }
        #expect(abs(opacity(layer, at: 1.25) - 0.75) < 1e-6)
        #expect(opacity(layer, at: 1.5) == 1)  // ended: the model (1)
        #expect(abs(opacity(timed, at: 2.2) - 0.8) < 1e-6)
        #expect(opacity(timed, at: 2.25) == 1)
        #expect(abs(opacity(endless, at: 1000.25) - 0.75) < 1e-6)
        AnimationFrames.frame(at: 1000.5)
        #expect(endless.animationKeys() == ["fade"])
        #expect(layer.animationKeys() == nil && timed.animationKeys() == nil)
        #expect(!AnimationFrames.engine.hasAnimationsToFinish)  // an endless repeat never finishes
        #expect(AnimationFrames.engine.isAnimating)
    }

    @Test("fill modes: removed, backwards before a delayed start, forwards after the end, both")
    func fillModes() {
        AnimationFrames.installFreshEnvironment()
        let modes: [CAMediaTimingFillMode] = [.removed, .backwards, .forwards, .both]
        var layers: [CALayer] = []
        for mode in modes {
            let layer = fading { $0.beginTime = 1; $0.fillMode = mode; $0.isRemovedOnCompletion = false }
            layer.opacity = 0.25
            layers.append(layer)
        }
        let before = layers.map { opacity($0, at: 0.5) }
        let during = layers.map { opacity($0, at: 1.5) }
        let after = layers.map { opacity($0, at: 3) }
        #expect(before == [0.25, 1, 0.25, 1])
        #expect(during.allSatisfy { abs($0 - 0.5) < 1e-6 })
        #expect(after == [0.25, 0.25, 0, 0])
    }

    @Test("speed scales the animation's time; timeOffset starts it part way and wraps round")
    func speedAndOffset() {
        AnimationFrames.installFreshEnvironment()
        let fast = fading { $0.speed = 2 }
        let offset = fading { $0.timeOffset = 0.5 }
        let stopped = fading { $0.speed = 0; $0.timeOffset = 0.3 }
        #expect(abs(opacity(fast, at: 0.25) - 0.5) < 1e-6)
        #expect(opacity(fast, at: 0.5) == 1)  // ended after 0.5 s
        #expect(abs(opacity(offset, at: 0.25) - 0.25) < 1e-6)
        #expect(abs(opacity(offset, at: 0.75) - 0.75) < 1e-6)  // wrapped to 0.25 of the pass
        #expect(opacity(offset, at: 1.0) == 1)  // one pass of active time, then the model
        #expect(abs(opacity(stopped, at: 50) - 0.7) < 1e-6)
    }

    @Test("beginTime: an absolute begin in the layer's time delays the animation")
    func delayedBegin() {
        AnimationFrames.installFreshEnvironment()
        let layer = fading { $0.beginTime = 2 }
        layer.opacity = 0.2
        #expect(abs(opacity(layer, at: 1) - 0.2) < 1e-6)
        #expect(abs(opacity(layer, at: 2.5) - 0.5) < 1e-6)
        #expect((layer.animation(forKey: "fade")?.beginTime) == 2)
        AnimationFrames.setClock(5)
        let later = fading()
        #expect(later.animation(forKey: "fade")?.beginTime == 5)  // 0 means "now"
    }

    @Test("convertTime(_:from:)/(_:to:) follow beginTime, speed and timeOffset down the tree")
    func convertTime() {
        AnimationFrames.installFreshEnvironment()
        let root = CALayer(), child = CALayer(), grandchild = CALayer()
        root.addSublayer(child)
        child.addSublayer(grandchild)
        child.beginTime = 1
        child.speed = 2
        child.timeOffset = 3
        grandchild.speed = 0.5
        #expect(child.convertTime(5, from: nil) == (5 - 1) * 2 + 3)
        #expect(grandchild.convertTime(5, from: nil) == 11 * 0.5)
        #expect(grandchild.convertTime(5.5, to: nil) == 5)
        #expect(child.convertTime(11, to: grandchild) == 5.5)
        #expect(grandchild.convertTime(5.5, to: child) == 11)
        #expect(root.convertTime(7, from: nil) == 7)
        let elsewhere = CALayer()
        elsewhere.speed = 4
        #expect(elsewhere.convertTime(2, from: child) == 4 * child.convertTime(2, to: nil))
    }

    @Test("a layer's speed, timeOffset and beginTime move its subtree's animations")
    func layerTimeDrivesSubtree() {
        AnimationFrames.installFreshEnvironment()
        let parent = CALayer()
        parent.speed = 2
        let layer = fading()
        parent.addSublayer(layer)
        // Added at media 0 = parent time 0; at media 0.25 the parent's time is 0.5.
        #expect(abs(opacity(layer, at: 0.25) - 0.5) < 1e-6)
        parent.speed = 0
        parent.timeOffset = 0.2
        #expect(abs(opacity(layer, at: 10) - 0.8) < 1e-6)
    }

    @Test("Technical Q&A QA1673: pausing a layer tree with speed 0 and resuming it where it stopped")
    func pauseAndResume() {
        AnimationFrames.installFreshEnvironment()
        let layer = fading(duration: 2)
        let delegate = RecordingDelegate()
        layer.animation(forKey: "fade")?.delegate = delegate
        AnimationFrames.frame(at: 0.5)
        // Pause.
        let pausedTime = layer.convertTime(CACurrentMediaTime(), from: nil)
        layer.speed = 0
        layer.timeOffset = pausedTime
        for t in [0.6, 1.0, 3.0, 10.0] {
            AnimationFrames.frame(at: t)
            #expect(abs(opacity(layer, at: t) - 0.75) < 1e-9)
        }
        #expect(!AnimationFrames.engine.hasAnimationsToFinish)  // paused: nothing will end
        // Resume.
        let paused = layer.timeOffset
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        let timeSincePause = layer.convertTime(CACurrentMediaTime(), from: nil) - paused
        layer.beginTime = timeSincePause
        #expect(abs(opacity(layer, at: 10) - 0.75) < 1e-9)
        #expect(abs(opacity(layer, at: 10.5) - 0.5) < 1e-9)
        AnimationFrames.frame(at: 11.499)
        #expect(layer.animationKeys() == ["fade"])
        AnimationFrames.frame(at: 11.5)
        #expect(layer.animationKeys() == nil)
        #expect(delegate.events == ["a start @0.5", "a stop true @11.5"])
    }

    @Test("bad timing values: NaN and infinite begin times, speeds and offsets do not crash")
    func badTimingValues() {
        AnimationFrames.installFreshEnvironment()
        for configure in [
            { (a: CABasicAnimation) in a.beginTime = .nan },
            { $0.beginTime = .infinity },
            { $0.speed = .nan },
            { $0.timeOffset = .infinity },
            { $0.repeatCount = .nan },
            { $0.repeatDuration = -.infinity },
            { $0.speed = -1 },
        ] {
            let layer = fading(configure: configure)
            for t in [0.0, 0.5, 2] {
                AnimationFrames.frame(at: t)
                #expect(opacity(layer, at: t).isFinite)
            }
        }
    }
}
