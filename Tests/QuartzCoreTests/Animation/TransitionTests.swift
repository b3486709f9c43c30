import CoreGraphics
import Foundation
import Testing
@testable import QuartzCore

@MainActor
@Suite("CATransition")
struct TransitionTests {
    private func transition(_ configure: (CATransition) -> Void = { _ in }) -> CATransition {
        let transition = CATransition()
        transition.duration = 1
        configure(transition)
        return transition
    }

    @Test("defaults: a fade over the whole progress; added without a key it takes kCATransition")
    func defaultsAndKey() {
        AnimationFrames.installFreshEnvironment()
        let t = CATransition()
        #expect(t.type == .fade && t.subtype == nil && t.startProgress == 0 && t.endProgress == 1 && t.filter == nil)
        let layer = CALayer()
        layer.add(transition(), forKey: nil)
        #expect(layer.animationKeys() == ["transition"])
        layer.add(transition(), forKey: "custom")
        #expect(layer.animationKeys() == ["transition", "custom"])
        let copy = transition { $0.type = .push; $0.subtype = .fromTop; $0.startProgress = 0.2 }.copy() as! CATransition
        #expect(copy.type == .push && copy.subtype == .fromTop && copy.startProgress == 0.2)
    }

    @Test("the old look is captured when added; progress follows time, timing function and the progress range")
    func progress() throws {
        AnimationFrames.installFreshEnvironment()
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        layer.add(transition { $0.startProgress = 0.2; $0.endProgress = 0.6 }, forKey: nil)
        let active = try #require(layer.animationState?.entries.first)
        guard case .transition(let track) = active.effect else {
            Issue.record("not a transition")
            return
        }
        #expect(track.image?.width == 10 && track.rect == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(abs((active.transitionFrame(at: 0.5)?.progress ?? 0) - 0.4) < 1e-6)
        #expect(active.transitionFrame(at: 1.5) == nil)
        AnimationFrames.frame(at: 0.5)
        #expect(abs((layer.animationState?.transition?.progress ?? 0) - 0.4) < 1e-6)
        AnimationFrames.frame(at: 1)
        #expect(layer.animationKeys() == nil)
        #expect(layer.animationState?.transition == nil)
    }

    @Test("a transition tells its delegate and changes no property value")
    func delegateAndValues() {
        AnimationFrames.installFreshEnvironment()
        let layer = CALayer()
        layer.opacity = 0.4
        let delegate = RecordingDelegate()
        layer.add(transition { $0.delegate = delegate; $0.type = .reveal }, forKey: nil)
        AnimationFrames.frame(at: 0.5)
        #expect(layer.presentation()!.opacity == 0.4)
        layer.removeAnimation(forKey: kCATransition)
        AnimationFrames.frame(at: 0.6)
        #expect(delegate.events == ["a start @0.5", "a stop false @0.6"])
    }

    @Test("bad input: an empty layer, unknown types and subtypes, progress values out of range")
    func badInput() {
        AnimationFrames.installFreshEnvironment()
        let layer = CALayer()  // nothing to capture
        layer.add(transition { $0.type = CATransitionType(rawValue: "cube"); $0.subtype = .init(rawValue: "sideways")
            $0.startProgress = .nan; $0.endProgress = -4 }, forKey: nil)
        AnimationFrames.frame(at: 0.5)
        #expect(layer.animationState?.transition?.progress == 0)
    }
}
