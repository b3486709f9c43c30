import CoreGraphics
import Foundation
import Testing
@testable import QuartzCore

@MainActor
@Suite("CAAnimationDelegate: start and stop, in order, once")
struct AnimationDelegateTests {
    private func animation(_ delegate: RecordingDelegate, duration: CFTimeInterval = 1,
                           configure: (CABasicAnimation) -> Void = { _ in }) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = 0
        animation.toValue = 1
        animation.duration = duration
        animation.delegate = delegate
        configure(animation)
        return animation
    }

    @Test("scenario 134 at the layer level: stop(finished: true) at the end's frame, not before; start at the first frame")
    func startAndFinish() {
        AnimationFrames.installFreshEnvironment()
        let layer = CALayer()
        let delegate = RecordingDelegate()
        layer.add(animation(delegate), forKey: "a")
        #expect(delegate.events.isEmpty)  // messages come with frames
        AnimationFrames.frame(at: 1.0 / 60)
        #expect(delegate.events == ["a start @\(1.0 / 60)"])
        AnimationFrames.frame(at: 59.0 / 60)
        #expect(delegate.events.count == 1)
        AnimationFrames.frame(at: 1)
        #expect(delegate.events == ["a start @\(1.0 / 60)", "a stop true @1.0"])
        AnimationFrames.frame(at: 2)
        #expect(delegate.events.count == 2)
        #expect(layer.animationKeys() == nil)
        #expect(!AnimationFrames.engine.isAnimating)
    }

    @Test("the delegate is handed the layer's copy, with the values set on the original")
    func delegateGetsCopy() {
        AnimationFrames.installFreshEnvironment()
        let layer = CALayer()
        let delegate = RecordingDelegate()
        let original = animation(delegate)
        original.setValue(layer, forKey: "layer")
        var received: CAAnimation?
        delegate.onStop = { anim, _ in received = anim }
        layer.add(original, forKey: "a")
        let copy = layer.animation(forKey: "a")
        AnimationFrames.frame(at: 1)
        #expect(received === copy)
        #expect(received !== original)
        #expect(received?.value(forKey: "layer") as? CALayer === layer)
    }

    @Test("removing, replacing and removing all: stop(finished: false), once each")
    func removals() {
        AnimationFrames.installFreshEnvironment()
        let layer = CALayer()
        let a = RecordingDelegate("a"), b = RecordingDelegate("b"), c = RecordingDelegate("c"), d = RecordingDelegate("d")
        layer.add(animation(a), forKey: "k")
        layer.add(animation(b), forKey: nil)
        layer.add(animation(c), forKey: "other")
        AnimationFrames.frame(at: 0.1)
        layer.add(animation(d), forKey: "k")  // replaces a
        layer.removeAnimation(forKey: "k")   // removes d (never started)
        layer.removeAnimation(forKey: "k")   // nothing left under k
        layer.removeAllAnimations()           // b and c
        layer.removeAllAnimations()
        AnimationFrames.frame(at: 0.2)
        AnimationFrames.frame(at: 5)
        #expect(a.events == ["a start @0.1", "a stop false @0.2"])
        #expect(b.events == ["b start @0.1", "b stop false @0.2"])
        #expect(c.events == ["c start @0.1", "c stop false @0.2"])
        #expect(d.events == ["d stop false @0.2"])
    }

    @Test("messages go out in the order things happened within a frame, starts before stops at one time")
    func orderWithinFrame() {
        AnimationFrames.installFreshEnvironment()
        let layer = CALayer(), other = CALayer()
        var log: [String] = []
        final class Logger: NSObject, CAAnimationDelegate {
            let name: String
            let log: (String) -> Void
            init(_ name: String, _ log: @escaping (String) -> Void) { self.name = name; self.log = log }
            func animationDidStart(_ anim: CAAnimation) { log("\(name) start") }
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { log("\(name) stop") }
        }
        let first = CABasicAnimation(keyPath: "opacity")
        first.duration = 0.3
        first.delegate = Logger("short") { log.append($0) }
        let second = CABasicAnimation(keyPath: "position")
        second.duration = 0.1
        second.delegate = Logger("shorter") { log.append($0) }
        let third = CABasicAnimation(keyPath: "opacity")
        third.duration = 0.2
        third.beginTime = 0.05
        third.delegate = Logger("delayed") { log.append($0) }
        layer.add(first, forKey: "1")
        other.add(second, forKey: "2")
        layer.add(third, forKey: "3")
        AnimationFrames.frame(at: 1)
        #expect(log == ["short start", "shorter start", "delayed start", "shorter stop", "delayed stop", "short stop"])
    }

    @Test("isRemovedOnCompletion = false: stop(finished: true) once, the animation stays with its final value")
    func keptAfterEnd() {
        AnimationFrames.installFreshEnvironment()
        let layer = CALayer()
        layer.opacity = 0.5
        let delegate = RecordingDelegate()
        layer.add(animation(delegate) { $0.isRemovedOnCompletion = false; $0.fillMode = .forwards }, forKey: "a")
        for t in [0.5, 1, 1.5, 3] { AnimationFrames.frame(at: t) }
        #expect(delegate.events == ["a start @0.5", "a stop true @1.0"])
        #expect(layer.animationKeys() == ["a"])
        #expect(layer.presentation()?.opacity == 1)
        #expect(!AnimationFrames.engine.hasAnimationsToFinish)
        layer.removeAnimation(forKey: "a")  // already stopped: not told again
        AnimationFrames.frame(at: 4)
        #expect(delegate.events.count == 2)
        #expect(layer.presentation()?.opacity == 0.5)
    }

    @Test("a layer that goes away mid-animation: stop(finished: false), once, no crash")
    func layerGoesAway() {
        AnimationFrames.installFreshEnvironment()
        let delegate = RecordingDelegate()
        do {
            let parent = CALayer()
            let layer = CALayer()
            parent.addSublayer(layer)
            layer.add(animation(delegate), forKey: "a")
            AnimationFrames.frame(at: 0.25)
            layer.removeFromSuperlayer()
        }
        AnimationFrames.frame(at: 0.5)
        AnimationFrames.frame(at: 2)
        #expect(delegate.events == ["a start @0.25", "a stop false @0.5"])
        #expect(!AnimationFrames.engine.isAnimating)
    }

    @Test("a layer removed from its tree keeps its animations, which end normally")
    func detachedLayerFinishes() {
        AnimationFrames.installFreshEnvironment()
        let parent = CALayer()
        let layer = CALayer()
        parent.addSublayer(layer)
        let delegate = RecordingDelegate()
        layer.add(animation(delegate), forKey: "a")
        AnimationFrames.frame(at: 0.25)
        layer.removeFromSuperlayer()
        AnimationFrames.frame(at: 1)
        #expect(delegate.events == ["a start @0.25", "a stop true @1.0"])
    }

    @Test("a delegate that adds and removes animations while being told does not disturb the others")
    func reentrantDelegate() {
        AnimationFrames.installFreshEnvironment()
        let layer = CALayer()
        let first = RecordingDelegate("first"), second = RecordingDelegate("second"), chained = RecordingDelegate("chained")
        first.onStop = { _, _ in
            layer.removeAnimation(forKey: "second")
            layer.add(self.animation(chained), forKey: "chained")
        }
        layer.add(animation(first), forKey: "first")
        layer.add(animation(second, duration: 2), forKey: "second")
        AnimationFrames.frame(at: 1)
        AnimationFrames.frame(at: 1.5)
        AnimationFrames.frame(at: 2)
        #expect(first.events == ["first start @1.0", "first stop true @1.0"])
        #expect(second.events == ["second start @1.0", "second stop false @1.5"])
        #expect(chained.events == ["chained start @1.5", "chained stop true @2.0"])
    }

    @Test("a CAAnimation of no property and a group run their time and tell their delegates")
    func plainAnimation() {
        AnimationFrames.installFreshEnvironment()
        let layer = CALayer()
        let plain = CAAnimation()
        plain.duration = 0.5
        let delegate = RecordingDelegate()
        plain.delegate = delegate
        layer.add(plain, forKey: "plain")
        AnimationFrames.frame(at: 0.5)
        #expect(delegate.events == ["a start @0.5", "a stop true @0.5"])
    }
}
