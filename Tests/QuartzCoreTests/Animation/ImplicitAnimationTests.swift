import CoreGraphics
import Foundation
import Testing
@testable import QuartzCore

@MainActor
@Suite("Implicit animations and CATransaction")
struct ImplicitAnimationTests {
    /// A standalone layer already composited on a screen (so that it has a value on screen
    /// to animate from), with the clock at 0.
    private func shownLayer() -> (CALayer, ScreenCompositor) {
        AnimationFrames.installFreshEnvironment()
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let compositor = ScreenCompositor(size: CGSize(width: 20, height: 20), scale: 1)!
        compositor.roots = [layer]
        compositor.composite()
        return (layer, compositor)
    }

    @Test("R-LAYER-11, R-LAYER-8: a standalone layer animates a change with the default action: 0.25 s, the default curve")
    func defaultAction() {
        let (layer, _) = shownLayer()
        layer.opacity = 0
        #expect(layer.opacity == 0)
        #expect(layer.animationKeys() == ["opacity"])
        let animation = layer.animation(forKey: "opacity") as? CABasicAnimation
        #expect(animation?.keyPath == "opacity")
        #expect(animation?.duration == 0.25)
        #expect(animation?.timingFunction == CAMediaTimingFunction(name: .default))
        #expect(animation?.fromValue == nil && animation?.toValue == nil)
        AnimationFrames.setClock(0.125)
        let expected = 1 - CAMediaTimingFunction(name: .default).value(at: 0.5)
        #expect(abs(Double(layer.presentation()!.opacity) - expected) < 1e-6)
        AnimationFrames.frame(at: 0.25)
        #expect(layer.animationKeys() == nil)
        #expect(layer.presentation()!.opacity == 0)
    }

    @Test("the transaction's duration and timing function apply; a change mid-animation starts from the value shown")
    func transactionSettings() {
        let (layer, _) = shownLayer()
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        layer.position = CGPoint(x: 100, y: 0)
        CATransaction.commit()
        AnimationFrames.frame(at: 0.5)
        #expect(layer.presentation()!.position == CGPoint(x: 52.5, y: 2.5))
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        layer.position = CGPoint(x: 0, y: 0)
        CATransaction.commit()
        AnimationFrames.setClock(0.5)
        #expect(layer.presentation()!.position == CGPoint(x: 52.5, y: 2.5))  // begins from current state
        AnimationFrames.setClock(1)
        #expect(layer.presentation()!.position == CGPoint(x: 26.25, y: 1.25))
        #expect(layer.animationKeys() == ["position"])
    }

    @Test("setDisableActions(true) changes values at once; actions and delegates can replace or refuse the default")
    func disablingAndReplacing() {
        let (layer, _) = shownLayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.opacity = 0.5
        CATransaction.commit()
        #expect(layer.animationKeys() == nil)
        layer.actions = ["opacity": NSNull()]
        layer.opacity = 0.2
        #expect(layer.animationKeys() == nil)
        let custom = CABasicAnimation()
        custom.duration = 3
        layer.actions = ["cornerRadius": custom]
        layer.cornerRadius = 4
        #expect(layer.animation(forKey: "cornerRadius")?.duration == 3)
        final class Refusing: NSObject, CALayerDelegate {
            func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { NSNull() }
        }
        let refusing = Refusing()
        layer.delegate = refusing
        layer.borderWidth = 2
        #expect(layer.animation(forKey: "borderWidth") == nil)
    }

    @Test("what does not animate implicitly: layers never shown, Booleans and contents, presentation copies")
    func notAnimated() {
        AnimationFrames.installFreshEnvironment()
        let fresh = CALayer()
        fresh.opacity = 0.5
        #expect(fresh.animationKeys() == nil)
        #expect(fresh.action(forKey: "opacity") == nil)
        let (layer, _) = shownLayer()
        layer.isHidden = true
        layer.masksToBounds = true
        layer.contents = CGColor.white
        #expect(layer.animationKeys() == nil)
        #expect(layer.action(forKey: "position") is CABasicAnimation)
        let copy = layer.presentation()!
        copy.opacity = 0.1
        #expect(copy.animationKeys() == nil)
    }

    @Test("shape and gradient layers animate their own properties implicitly")
    func subclassProperties() {
        AnimationFrames.installFreshEnvironment()
        let shape = CAShapeLayer()
        let compositor = ScreenCompositor(size: CGSize(width: 20, height: 20), scale: 1)!
        compositor.roots = [shape]
        compositor.composite()
        shape.strokeEnd = 0
        shape.lineWidth = 5
        shape.fillRule = .evenOdd  // not animatable
        #expect(shape.animationKeys() == ["strokeEnd", "lineWidth"])
    }

    @Test("value(forKey:) during the action search is the value before the change, as on iOS")
    func delegateSeesOldValue() {
        let (layer, _) = shownLayer()
        layer.position = CGPoint(x: 5, y: 5)
        final class Observing: NSObject, CALayerDelegate {
            var seen: [String] = []
            func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
                seen.append("\(event)=\(String(describing: layer.value(forKey: event))) x=\(String(describing: layer.value(forKeyPath: "position.x")))")
                return NSNull()
            }
        }
        let observing = Observing()
        layer.delegate = observing
        layer.position = CGPoint(x: 40, y: 50)
        #expect(observing.seen == ["position=\(String(describing: CGPoint(x: 5, y: 5) as Any?)) x=Optional(5.0)"])
        #expect(layer.value(forKey: "position") as? CGPoint == CGPoint(x: 40, y: 50))
    }

    @Test("key-value coding: properties by key path, parts of structures and transforms, the app's own keys")
    func keyValueCoding() {
        AnimationFrames.installFreshEnvironment()
        let layer = CALayer()
        layer.setValue(CGPoint(x: 3, y: 4), forKey: "position")
        layer.setValue(10, forKeyPath: "position.x")
        layer.setValue(0.5, forKeyPath: "opacity")
        layer.setValue(Double.pi / 2, forKeyPath: "transform.rotation.z")
        layer.setValue("mine", forKey: "tag")
        layer.setValue("ignored", forKeyPath: "bounds")
        #expect(layer.position == CGPoint(x: 10, y: 4))
        #expect(layer.opacity == 0.5)
        #expect(abs((layer.value(forKeyPath: "transform.rotation.z") as? CGFloat ?? 0) - .pi / 2) < 1e-12)
        #expect(layer.value(forKey: "tag") as? String == "mine")
        #expect(layer.value(forKeyPath: "bounds.size") as? CGSize == .zero)
        #expect(layer.value(forKey: "strokeEnd") == nil)  // not a shape layer: no such property
        #expect(layer.value(forKey: "backgroundColor") == nil)
    }

    @Test("setCompletionBlock: runs after the commit when nothing animates; else when every animation added after it ends")
    func completionBlocks() {
        let (layer, _) = shownLayer()
        nonisolated(unsafe) var log: [String] = []
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.append("empty") }
        CATransaction.commit()
        #expect(log == ["empty"])
        let delegate = RecordingDelegate()
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.5)
        layer.opacity = 0                       // before the block: not waited for
        CATransaction.setCompletionBlock { log.append("animated at \(CACurrentMediaTime())") }
        layer.position = CGPoint(x: 50, y: 50)  // 0.5 s
        let long = CABasicAnimation(keyPath: "cornerRadius")
        long.duration = 1
        long.delegate = delegate
        layer.add(long, forKey: "long")
        CATransaction.commit()
        AnimationFrames.frame(at: 0.5)
        #expect(log == ["empty"])
        AnimationFrames.frame(at: 1)
        #expect(log == ["empty", "animated at 1.0"])
        #expect(delegate.events.last == "a stop true @1.0")  // the delegate first, then the block
    }

    @Test("nested transactions: the outer block waits for the inner transaction's animations; removal counts as an end")
    func nestedCompletion() {
        let (layer, _) = shownLayer()
        nonisolated(unsafe) var log: [String] = []
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.append("outer") }
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.append("inner") }
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.duration = 10
        layer.add(animation, forKey: "fade")
        CATransaction.commit()
        #expect(log.isEmpty)
        CATransaction.commit()
        AnimationFrames.frame(at: 1)
        #expect(log.isEmpty)
        layer.removeAnimation(forKey: "fade")
        AnimationFrames.frame(at: 2)
        #expect(log == ["inner", "outer"])
    }

    @Test("an implicit transaction's completion block runs at the next flush")
    func implicitCompletion() {
        AnimationFrames.installFreshEnvironment()
        nonisolated(unsafe) var ran = 0
        CATransaction.setCompletionBlock { ran += 1 }
        #expect(CATransaction.hasPendingCompletionBlocks)
        CATransaction.flush()
        CATransaction.flush()
        #expect(ran == 1)
        #expect(!CATransaction.hasPendingCompletionBlocks)
    }

    @Test("transactions belong to a thread: another thread's open transaction and settings leave the main thread's alone")
    func perThread() {
        AnimationFrames.installFreshEnvironment()
        CATransaction.begin()
        CATransaction.setAnimationDuration(3)
        // The main actor waits (without suspending, so no other test runs inside its
        // transaction) for a thread of its own.
        nonisolated(unsafe) var other: [Double] = []
        let done = DispatchSemaphore(value: 0)
        Thread {
            var seen = [CATransaction.animationDuration()]  // a fresh thread: the default
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            CATransaction.setAnimationDuration(7)
            seen.append(CATransaction.animationDuration())
            nonisolated(unsafe) var ran = false
            CATransaction.setCompletionBlock { ran = true }
            CATransaction.commit()  // no screen commit off the main queue; the block still runs
            seen.append(ran ? 1 : 0)
            other = seen
            done.signal()
        }.start()
        done.wait()
        #expect(other == [0.25, 7, 1])
        #expect(CATransaction.animationDuration() == 3)
        #expect(!CATransaction.disableActions())
        CATransaction.commit()
        #expect(CATransaction.animationDuration() == 0.25)
    }
}
