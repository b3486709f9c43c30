import CoreGraphics
import Foundation
import Testing
@testable import QuartzCore

@MainActor
@Suite("Animating layer properties: shapes, gradients, shadows, additive and cumulative values")
struct LayerPropertyAnimationTests {
    private func animate(_ layer: CALayer, _ keyPath: String, from: Any?, to: Any?,
                         configure: (CABasicAnimation) -> Void = { _ in }) {
        AnimationFrames.setClock(0)
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.fromValue = from
        animation.toValue = to
        animation.duration = 1
        configure(animation)
        layer.add(animation, forKey: keyPath)
    }

    @Test("shape layers: strokeStart/End, lineWidth, miterLimit, lineDashPhase and both colours")
    func shapeScalarsAndColours() {
        AnimationFrames.installFreshEnvironment()
        let shape = CAShapeLayer()
        animate(shape, "strokeEnd", from: 0, to: 1)
        animate(shape, "strokeStart", from: 0, to: 0.5)
        animate(shape, "lineWidth", from: 1, to: 9)
        animate(shape, "miterLimit", from: 4, to: 8)
        animate(shape, "lineDashPhase", from: 0, to: 20)
        animate(shape, "fillColor", from: CGColor(gray: 0, alpha: 1), to: CGColor(gray: 1, alpha: 1))
        animate(shape, "strokeColor", from: nil as CGColor?, to: CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        let p = presented(shape, at: 0.5)
        #expect(p.strokeEnd == 0.5 && p.strokeStart == 0.25 && p.lineWidth == 5 && p.miterLimit == 6 && p.lineDashPhase == 10)
        #expect(p.fillColor?.components == [0.5, 0.5, 0.5, 1])
        #expect(p.strokeColor?.components == [0, 0, 0.5, 0.5])  // from no colour: transparent
    }

    @Test("shape paths with the same elements interpolate point by point; different shapes switch halfway")
    func paths() {
        AnimationFrames.installFreshEnvironment()
        let shape = CAShapeLayer()
        animate(shape, "path", from: CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil),
                to: CGPath(rect: CGRect(x: 10, y: 20, width: 30, height: 40), transform: nil))
        #expect(presented(shape, at: 0.5).path?.boundingBoxOfPath == CGRect(x: 5, y: 10, width: 20, height: 25))
        let other = CAShapeLayer()
        let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        let square = CGPath(rect: CGRect(x: 50, y: 50, width: 10, height: 10), transform: nil)
        animate(other, "path", from: circle, to: square)
        #expect(presented(other, at: 0.4).path == circle)
        #expect(presented(other, at: 0.6).path == square)
        let shadowed = CALayer()
        animate(shadowed, "shadowPath", from: CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil),
                to: CGPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20), transform: nil))
        #expect(presented(shadowed, at: 0.5).shadowPath?.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 15, height: 15))
    }

    @Test("gradient layers: colours, locations, start and end points")
    func gradients() {
        AnimationFrames.installFreshEnvironment()
        let gradient = CAGradientLayer()
        animate(gradient, "colors", from: [CGColor(gray: 0, alpha: 1), CGColor(red: 1, green: 0, blue: 0, alpha: 1)],
                to: [CGColor(gray: 1, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)])
        animate(gradient, "locations", from: [0, 0.5], to: [0.5, 1])
        animate(gradient, "startPoint", from: CGPoint(x: 0, y: 0), to: CGPoint(x: 1, y: 0))
        animate(gradient, "endPoint", from: CGPoint(x: 0, y: 1), to: CGPoint(x: 1, y: 1))
        let p = presented(gradient, at: 0.5)
        let colors = (p.colors as? [CGColor])?.map { $0.components ?? [] }
        #expect(colors == [[0.5, 0.5, 0.5, 1], [0.5, 0, 0.5, 1]])
        #expect(p.locations?.map(\.doubleValue) == [0.25, 0.75])
        #expect(p.startPoint == CGPoint(x: 0.5, y: 0) && p.endPoint == CGPoint(x: 0.5, y: 1))
    }

    @Test("shadow and border colours; Booleans switch halfway; key paths a layer class lacks do nothing")
    func others() {
        AnimationFrames.installFreshEnvironment()
        let layer = CALayer()
        animate(layer, "shadowColor", from: CGColor(gray: 0, alpha: 1), to: CGColor(gray: 1, alpha: 1))
        animate(layer, "borderColor", from: CGColor(gray: 1, alpha: 0), to: CGColor(gray: 1, alpha: 1))
        animate(layer, "hidden", from: false, to: true)
        animate(layer, "masksToBounds", from: false, to: true)
        animate(layer, "strokeEnd", from: 0, to: 1)  // not a shape layer
        let p = presented(layer, at: 0.25)
        #expect(p.shadowColor?.components == [0.25, 0.25, 0.25, 1])
        #expect(p.borderColor?.components == [1, 1, 1, 0.25])
        #expect(!p.isHidden && !p.masksToBounds)
        let q = presented(layer, at: 0.75)
        #expect(q.isHidden && q.masksToBounds)
    }

    @Test("additive animations add to the model value and to each other, in the order added")
    func additive() {
        AnimationFrames.installFreshEnvironment()
        let layer = CALayer()
        layer.position = CGPoint(x: 100, y: 100)
        animate(layer, "position", from: CGPoint(x: 0, y: 0), to: CGPoint(x: 20, y: 0)) { $0.isAdditive = true }
        AnimationFrames.setClock(0)
        let second = CABasicAnimation(keyPath: "position.y")
        second.fromValue = 0
        second.toValue = 40
        second.duration = 1
        second.isAdditive = true
        layer.add(second, forKey: "y")
        #expect(presented(layer, at: 0.5).position == CGPoint(x: 110, y: 120))
        layer.position = CGPoint(x: 0, y: 0)
        #expect(presented(layer, at: 0.5).position == CGPoint(x: 10, y: 20))
        let replacing = CABasicAnimation(keyPath: "position")
        replacing.fromValue = CGPoint(x: 1000, y: 1000)
        replacing.toValue = CGPoint(x: 1000, y: 1000)
        replacing.duration = 1
        layer.add(replacing, forKey: "replace")  // later and not additive: replaces what is underneath
        #expect(presented(layer, at: 0.5).position == CGPoint(x: 1000, y: 1000))
    }

    @Test("cumulative repeats build on the previous pass's end value")
    func cumulative() {
        AnimationFrames.installFreshEnvironment()
        let layer = CALayer()
        animate(layer, "cornerRadius", from: 0, to: 10) { $0.isCumulative = true; $0.repeatCount = 3 }
        #expect(presented(layer, at: 0.5).cornerRadius == 5)
        #expect(presented(layer, at: 1.5).cornerRadius == 15)
        #expect(presented(layer, at: 2.5).cornerRadius == 25)
    }
}
