import CoreGraphics
import Foundation
import Testing
@testable import QuartzCore

@MainActor
@Suite("CABasicAnimation and presentation()")
struct BasicAnimationTests {
    @Test("scenario 160: a linear position animation is a quarter of the way at a quarter of the time")
    func linearPosition() {
        AnimationFrames.installFreshEnvironment()
        let layer = CALayer()
        layer.add(linearAnimation("position", from: CGPoint(x: 0, y: 0), to: CGPoint(x: 100, y: 0)), forKey: "move")
        AnimationFrames.setClock(0.25)
        #expect(close(layer.presentation()!.position, CGPoint(x: 25, y: 0)))
        #expect(layer.position == .zero)  // the model is untouched
        AnimationFrames.setClock(0.5)
        #expect(close(layer.presentation()!.position, CGPoint(x: 50, y: 0)))
    }

    @Test("scenario 161: a linear colour animation red → blue is (0.5, 0, 0.5, 1) halfway")
    func colour() {
        AnimationFrames.installFreshEnvironment()
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1), blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        let layer = CALayer()
        layer.add(linearAnimation("backgroundColor", from: red, to: blue), forKey: nil)
        #expect(presented(layer, at: 0.5).backgroundColor?.components == [0.5, 0, 0.5, 1])
    }

    @Test("every animatable scalar and geometry property interpolates", arguments: [
        "opacity", "cornerRadius", "borderWidth", "shadowOpacity", "shadowRadius", "zPosition", "anchorPointZ",
    ])
    func scalars(_ key: String) {
        AnimationFrames.installFreshEnvironment()
        let layer = CALayer()
        layer.add(linearAnimation(key, from: 2.0, to: 6.0), forKey: nil)
        AnimationFrames.setClock(0.75)
        let p = layer.presentation()!
        let value: CGFloat = switch key {
        case "opacity": CGFloat(p.opacity)
        case "cornerRadius": p.cornerRadius
        case "borderWidth": p.borderWidth
        case "shadowOpacity": CGFloat(p.shadowOpacity)
        case "shadowRadius": p.shadowRadius
        case "zPosition": p.zPosition
        default: p.anchorPointZ
        }
        #expect(close(value, 5))
    }

    @Test("rectangles, sizes and points: bounds, contentsRect, contentsCenter, shadowOffset, anchorPoint")
    func structs() {
        AnimationFrames.installFreshEnvironment()
        let layer = CALayer()
        let small = CGRect(x: 0, y: 0, width: 10, height: 20), large = CGRect(x: 10, y: 20, width: 30, height: 40)
        layer.add(linearAnimation("bounds", from: small, to: large), forKey: nil)
        layer.add(linearAnimation("contentsRect", from: CGRect(x: 0, y: 0, width: 1, height: 1),
                         to: CGRect(x: 0.5, y: 0.5, width: 0.5, height: 0.5)), forKey: nil)
        layer.add(linearAnimation("contentsCenter", from: CGRect(x: 0, y: 0, width: 1, height: 1),
                         to: CGRect(x: 0.2, y: 0.2, width: 0.6, height: 0.6)), forKey: nil)
        layer.add(linearAnimation("shadowOffset", from: CGSize(width: 0, height: 0), to: CGSize(width: 4, height: -8)), forKey: nil)
        layer.add(linearAnimation("anchorPoint", from: CGPoint(x: 0, y: 0), to: CGPoint(x: 1, y: 1)), forKey: nil)
        AnimationFrames.setClock(0.5)
        let p = layer.presentation()!
        #expect(p.bounds == CGRect(x: 5, y: 10, width: 20, height: 30))
        #expect(p.contentsRect == CGRect(x: 0.25, y: 0.25, width: 0.75, height: 0.75))
        #expect(p.contentsCenter == CGRect(x: 0.1, y: 0.1, width: 0.8, height: 0.8))
        #expect(p.shadowOffset == CGSize(width: 2, height: -4))
        #expect(p.anchorPoint == CGPoint(x: 0.5, y: 0.5))
    }

    @Test("key paths into structures: position.x, bounds.size.width, bounds.origin, anchorPoint.y")
    func subKeyPaths() {
        AnimationFrames.installFreshEnvironment()
        let layer = CALayer()
        layer.position = CGPoint(x: 7, y: 9)
        layer.bounds = CGRect(x: 1, y: 2, width: 3, height: 4)
        layer.add(linearAnimation("position.x", from: 0, to: 100), forKey: "x")
        layer.add(linearAnimation("bounds.size.width", from: 10, to: 20), forKey: "w")
        layer.add(linearAnimation("bounds.origin", from: CGPoint(x: 0, y: 0), to: CGPoint(x: -10, y: -10)), forKey: "o")
        AnimationFrames.setClock(0.5)
        let p = layer.presentation()!
        #expect(p.position == CGPoint(x: 50, y: 9))
        #expect(p.bounds == CGRect(x: -5, y: -5, width: 15, height: 4))
    }

    @Test("from/to/by rules of CABasicAnimation, each combination")
    func fromToByRules() {
        AnimationFrames.installFreshEnvironment()
        let cases: [(Any?, Any?, Any?, CGFloat)] = [
            (10, 20, nil, 15),    // from + to
            (10, nil, 4, 12),     // from + by: 10 → 14
            (nil, 20, 4, 18),     // by + to: 16 → 20
            (10, nil, nil, 30),   // from → current (model 50)
            (nil, 20, nil, 35),   // current (50) → to
            (nil, nil, 4, 52),    // current → current + by
            (nil, nil, nil, 50),  // previous → current: no change here
        ]
        for (from, to, by, expected) in cases {
            AnimationFrames.installFreshEnvironment()
            let layer = CALayer()
            layer.cornerRadius = 50
            layer.add(linearAnimation("cornerRadius", from: from, to: to, by: by), forKey: nil)
            AnimationFrames.setClock(0.5)
            #expect(close(layer.presentation()!.cornerRadius, expected), "\(String(describing: from)) \(String(describing: to)) \(String(describing: by))")
        }
    }

    @Test("R-ANIM-7, scenario 138: a model change does not stop an explicit animation; afterwards the model shows")
    func modelChangeDuringAnimation() {
        AnimationFrames.installFreshEnvironment()
        let layer = CALayer()
        layer.opacity = 0
        layer.add(linearAnimation("opacity", from: 1, to: 0), forKey: "fade")
        AnimationFrames.frame(at: 0.5)
        layer.opacity = 0.5
        #expect(layer.animation(forKey: "fade") != nil)
        AnimationFrames.setClock(0.75)
        #expect(close(CGFloat(layer.presentation()!.opacity), 0.25, 1e-6))
        AnimationFrames.frame(at: 1.0)
        #expect(layer.animationKeys() == nil)
        #expect(layer.presentation()!.opacity == 0.5)
    }

    @Test("a to-only animation starts from the value underneath, which follows the model")
    func toOnlyFollowsModel() {
        AnimationFrames.installFreshEnvironment()
        let layer = CALayer()
        layer.position = CGPoint(x: 0, y: 0)
        layer.add(linearAnimation("position", from: nil, to: CGPoint(x: 100, y: 100)), forKey: nil)
        AnimationFrames.setClock(0.5)
        #expect(layer.presentation()!.position == CGPoint(x: 50, y: 50))
        layer.position = CGPoint(x: 100, y: 0)
        #expect(layer.presentation()!.position == CGPoint(x: 100, y: 50))
    }

    @Test("the animation is copied when added; the copy is what animation(forKey:) returns")
    func copiedOnAdd() {
        AnimationFrames.installFreshEnvironment()
        let layer = CALayer()
        let animation = linearAnimation("opacity", from: 1, to: 0)
        animation.setValue("tag", forKey: "id")
        layer.add(animation, forKey: "fade")
        animation.toValue = 0.5
        animation.duration = 10
        let stored = layer.animation(forKey: "fade") as? CABasicAnimation
        #expect(stored !== animation)
        #expect(stored?.toValue as? Int == 0)
        #expect(stored?.duration == 1)
        #expect(stored?.value(forKey: "id") as? String == "tag")
        AnimationFrames.setClock(0.5)
        #expect(close(CGFloat(layer.presentation()!.opacity), 0.5, 1e-6))
    }

    @Test("animation keys: add order, replacing a key, nil keys are unnamed, removal")
    func keys() {
        AnimationFrames.installFreshEnvironment()
        let layer = CALayer()
        #expect(layer.animationKeys() == nil)
        layer.add(linearAnimation("opacity", from: 1, to: 0), forKey: "a")
        layer.add(linearAnimation("position.x", from: 1, to: 0), forKey: nil)
        layer.add(linearAnimation("position.y", from: 1, to: 0), forKey: "b")
        #expect(layer.animationKeys() == ["a", "b"])
        layer.add(linearAnimation("cornerRadius", from: 1, to: 0), forKey: "a")
        #expect(layer.animationKeys() == ["b", "a"])
        #expect((layer.animation(forKey: "a") as? CABasicAnimation)?.keyPath == "cornerRadius")
        layer.removeAnimation(forKey: "b")
        layer.removeAnimation(forKey: "missing")
        #expect(layer.animationKeys() == ["a"])
        layer.removeAllAnimations()
        #expect(layer.animationKeys() == nil)
        #expect(layer.animation(forKey: "a") == nil)
    }

    @Test("a duration of 0, negative or NaN is the transaction's duration (0.25 s by default)")
    func defaultDuration() {
        AnimationFrames.installFreshEnvironment()
        for duration in [0, -3, .nan] as [CFTimeInterval] {
            AnimationFrames.installFreshEnvironment()
            let layer = CALayer()
            layer.add(linearAnimation("opacity", from: 0, to: 1, duration: duration), forKey: "a")
            AnimationFrames.setClock(0.125)
            #expect(close(CGFloat(layer.presentation()!.opacity), 0.5, 1e-6), "duration \(duration)")
        }
        AnimationFrames.installFreshEnvironment()
        let layer = CALayer()
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        layer.add(linearAnimation("opacity", from: 0, to: 1, duration: 0), forKey: "a")
        CATransaction.commit()
        AnimationFrames.setClock(1)
        #expect(close(CGFloat(layer.presentation()!.opacity), 0.5, 1e-6))
    }

    @Test("unknown key paths and values of the wrong type are ignored, without a crash")
    func badKeyPaths() {
        AnimationFrames.installFreshEnvironment()
        let layer = CALayer()
        layer.opacity = 0.3
        for path in ["nonsense", "position.z", "bounds.size.depth", "", ".", "opacity.x", "transform.rotation.w", "path"] {
            layer.add(linearAnimation(path, from: 0, to: 1), forKey: path)
        }
        layer.add(linearAnimation("opacity", from: "a string", to: CGPoint.zero), forKey: "typo")
        layer.add(CABasicAnimation(), forKey: "no key path")
        AnimationFrames.setClock(0.5)
        #expect(layer.presentation()!.opacity == 0.3)
        #expect(layer.animationKeys()?.count == 10)
    }

    @Test("presentation() is a copy of the layer's class; model() leads back; changing it changes nothing")
    func presentationCopy() {
        AnimationFrames.installFreshEnvironment()
        let layer = CAShapeLayer()
        layer.lineWidth = 3
        let sub = CALayer()
        layer.addSublayer(sub)
        let p = layer.presentation()!
        #expect(type(of: p) == CAShapeLayer.self)
        #expect(p !== layer)
        #expect(p.lineWidth == 3)
        #expect(p.model() === layer)
        #expect(layer.model() === layer)
        #expect(p.sublayers?.count == 1)
        #expect(p.sublayers?.first?.model() === sub)
        p.lineWidth = 9
        #expect(layer.lineWidth == 3)
        #expect(layer.animationKeys() == nil)
    }
}
