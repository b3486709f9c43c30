import CoreGraphics
import Foundation
import Testing
@testable import QuartzCore

@MainActor
@Suite("CAAnimationGroup")
struct AnimationGroupTests {
    /// A group of `animations` lasting `duration`, added to a new layer at time 0.
    private func grouped(_ animations: [CAAnimation], duration: CFTimeInterval,
                         configure: (CAAnimationGroup) -> Void = { _ in }) -> CALayer {
        let layer = CALayer()
        let group = CAAnimationGroup()
        group.animations = animations
        group.duration = duration
        configure(group)
        layer.add(group, forKey: "g")
        return layer
    }

    @Test("children run in the group's time: a child without a duration lasts the group's; begin times count from the group's start")
    func childrenTiming() {
        AnimationFrames.installFreshEnvironment()
        let layer = CALayer()
        layer.opacity = 0.5
        let group = CAAnimationGroup()
        let delayed = linearAnimation("borderWidth", from: 0, to: 10)
        delayed.beginTime = 0.5
        group.animations = [linearAnimation("opacity", from: 0, to: 1), linearAnimation("cornerRadius", from: 0, to: 20, duration: 0),
                            delayed]
        group.duration = 2
        group.beginTime = 1
        layer.add(group, forKey: "g")
        let early = presented(layer, at: 1.5)
        #expect(abs(early.opacity - 0.5) < 1e-6)
        #expect(abs(early.cornerRadius - 5) < 1e-9)
        #expect(early.borderWidth == 0)
        let late = presented(layer, at: 2.5)
        #expect(late.opacity == 0.5)                      // its second ended: the model again
        #expect(abs(late.cornerRadius - 15) < 1e-9)
        #expect(late.borderWidth == 0)                     // ended at 1.5 in group time, no fill
        #expect(abs(presented(layer, at: 2.4).borderWidth - 9) < 1e-9)
    }

    @Test("children are cut off at the group's end, not scaled to it")
    func clipped() {
        AnimationFrames.installFreshEnvironment()
        let layer = grouped([linearAnimation("cornerRadius", from: 0, to: 100, duration: 10)], duration: 5)
        #expect(abs(presented(layer, at: 4).cornerRadius - 40) < 1e-9)
        AnimationFrames.frame(at: 5)
        #expect(layer.animationKeys() == nil)
        #expect(presented(layer, at: 5).cornerRadius == 0)
    }

    @Test("the group's speed, repeats and timing function apply to its children")
    func groupTimingApplies() {
        AnimationFrames.installFreshEnvironment()
        let layer = grouped([linearAnimation("cornerRadius", from: 0, to: 100, duration: 1)], duration: 1) {
            $0.speed = 2
            $0.repeatCount = 2
            $0.autoreverses = true
        }
        #expect(abs(presented(layer, at: 0.25).cornerRadius - 50) < 1e-9)
        #expect(abs(presented(layer, at: 0.75).cornerRadius - 50) < 1e-9)   // reversing
        #expect(abs(presented(layer, at: 1.125).cornerRadius - 25) < 1e-9)  // second pass
        AnimationFrames.installFreshEnvironment()
        let eased = grouped([linearAnimation("cornerRadius", from: 0, to: 100, duration: 1)], duration: 1) {
            $0.timingFunction = CAMediaTimingFunction(name: .easeIn)
        }
        let expected = 100 * CAMediaTimingFunction(name: .easeIn).value(at: 0.5)
        #expect(abs(presented(eased, at: 0.5).cornerRadius - expected) < 1e-9)
    }

    @Test("the group's delegate is told; the children's delegates and isRemovedOnCompletion are ignored")
    func delegates() {
        AnimationFrames.installFreshEnvironment()
        let layer = CALayer()
        let groupDelegate = RecordingDelegate("group"), childDelegate = RecordingDelegate("child")
        let child = linearAnimation("opacity", from: 0, to: 1, duration: 0.5)
        child.delegate = childDelegate
        child.isRemovedOnCompletion = false
        let group = CAAnimationGroup()
        group.animations = [child]
        group.duration = 1
        group.delegate = groupDelegate
        layer.add(group, forKey: "g")
        for t in [0.25, 0.5, 1, 2] { AnimationFrames.frame(at: t) }
        #expect(groupDelegate.events == ["group start @0.25", "group stop true @1.0"])
        #expect(childDelegate.events.isEmpty)
        #expect(layer.animationKeys() == nil)
    }

    @Test("a copied group copies its animations; an empty or nil group still runs its time")
    func copies() {
        AnimationFrames.installFreshEnvironment()
        let group = CAAnimationGroup()
        let child = linearAnimation("opacity", from: 0, to: 1, duration: 1)
        group.animations = [child]
        let copy = group.copy() as! CAAnimationGroup
        #expect(copy.animations?.first !== child)
        #expect((copy.animations?.first as? CABasicAnimation)?.keyPath == "opacity")
        let layer = CALayer()
        let empty = CAAnimationGroup()
        empty.duration = 1
        layer.add(empty, forKey: "empty")
        AnimationFrames.frame(at: 0.5)
        #expect(layer.animationKeys() == ["empty"])
        AnimationFrames.frame(at: 1)
        #expect(layer.animationKeys() == nil)
    }
}
