import CoreGraphics
import Foundation
import Testing
@testable import QuartzCore

@MainActor
@Suite("Transform animations: decomposition, key paths, value functions")
struct TransformAnimationTests {
    private func entriesClose(_ a: CATransform3D, _ b: CATransform3D, _ tolerance: CGFloat = 1e-9) -> Bool {
        zip(TransformComponents.rows(of: a), TransformComponents.rows(of: b)).allSatisfy { x, y in
            ((x - y) * (x - y)).max() <= tolerance * tolerance
        }
    }

    private func random(_ generator: inout SystemRandomNumberGenerator) -> CATransform3D {
        var t = CATransform3DMakeTranslation(.random(in: -50...50, using: &generator), .random(in: -50...50, using: &generator),
                                             .random(in: -50...50, using: &generator))
        t = CATransform3DRotate(t, .random(in: -3...3, using: &generator), .random(in: -1...1, using: &generator),
                                .random(in: -1...1, using: &generator), 1)
        t = CATransform3DScale(t, .random(in: 0.2...3, using: &generator), .random(in: -3 ... -0.2, using: &generator),
                               .random(in: 0.2...3, using: &generator))
        var skew = CATransform3DIdentity
        skew.m21 = .random(in: -1...1, using: &generator)
        skew.m31 = .random(in: -1...1, using: &generator)
        t = CATransform3DConcat(skew, t)
        t.m34 = .random(in: -0.01...0.01, using: &generator)
        return t
    }

    @Test("decomposition into perspective, translation, rotation, skew and scale puts the transform back together")
    func roundTrip() throws {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let t = random(&generator)
            let parts = try #require(TransformComponents(t))
            var normalized = TransformComponents.rows(of: t)
            let w = normalized[3][3]
            normalized = normalized.map { $0 / w }
            #expect(entriesClose(parts.transform, TransformComponents.transform(ofRows: normalized), 1e-7))
        }
        #expect(TransformComponents(CATransform3DMakeScale(0, 1, 1)) == nil)
        var degenerate = CATransform3DIdentity
        degenerate.m44 = 0
        #expect(TransformComponents(degenerate) == nil)
    }

    @Test("a rotation interpolates rigidly: halfway between 0° and 90° is a 45° rotation, not a shrunk matrix")
    func rigidRotation() {
        let half = TransformComponents.interpolate(CATransform3DIdentity, CATransform3DMakeRotation(.pi / 2, 0, 0, 1), at: 0.5)
        #expect(entriesClose(half, CATransform3DMakeRotation(.pi / 4, 0, 0, 1)))
    }

    @Test("R-MIX-2: a transform animation takes the shorter way round (identity → 270° passes −45°)")
    func shortestPath() {
        let half = TransformComponents.interpolate(CATransform3DIdentity, CATransform3DMakeRotation(1.5 * .pi, 0, 0, 1), at: 0.5)
        #expect(entriesClose(half, CATransform3DMakeRotation(-.pi / 4, 0, 0, 1)))
    }

    @Test("translation, scale and perspective interpolate linearly alongside the rotation")
    func combined() {
        var from = CATransform3DMakeTranslation(10, 0, 0)
        from.m34 = -1.0 / 500
        var to = CATransform3DScale(CATransform3DMakeTranslation(30, 20, 0), 3, 3, 1)
        to.m34 = -1.0 / 500
        let half = TransformComponents.interpolate(from, to, at: 0.5)
        var expected = CATransform3DScale(CATransform3DMakeTranslation(20, 10, 0), 2, 2, 1)
        expected.m34 = -1.0 / 500
        #expect(entriesClose(half, expected, 1e-6))
    }

    @Test("a transform animation on a layer; an uninvertible end falls back to matrix entries")
    func onLayer() {
        AnimationFrames.installFreshEnvironment()
        let layer = CALayer()
        let animation = CABasicAnimation(keyPath: "transform")
        animation.fromValue = CATransform3DIdentity
        animation.toValue = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        animation.duration = 1
        layer.add(animation, forKey: "t")
        let flat = CABasicAnimation(keyPath: "sublayerTransform")
        flat.fromValue = CATransform3DIdentity
        flat.toValue = CATransform3DMakeScale(0, 0, 1)
        flat.duration = 1
        layer.add(flat, forKey: "s")
        AnimationFrames.setClock(0.5)
        let p = layer.presentation()!
        #expect(entriesClose(p.transform, CATransform3DMakeRotation(.pi / 4, 0, 0, 1)))
        #expect(entriesClose(p.sublayerTransform, CATransform3DMakeScale(0.5, 0.5, 1)))
    }

    @Test("R-MIX-2: transform.rotation.z turns through every angle (0 → 2π is a full turn), keeping the scale")
    func rotationKeyPath() {
        AnimationFrames.installFreshEnvironment()
        let layer = CALayer()
        layer.transform = CATransform3DMakeScale(2, 2, 1)
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0
        spin.toValue = 2 * Double.pi
        spin.duration = 1
        layer.add(spin, forKey: "spin")
        for (t, angle) in [(0.25, Double.pi / 2), (0.5, Double.pi), (0.75, 1.5 * Double.pi)] {
            AnimationFrames.setClock(t)
            let expected = CATransform3DRotate(CATransform3DMakeScale(2, 2, 1), angle, 0, 0, 1)
            #expect(entriesClose(layer.presentation()!.transform, expected, 1e-9), "t = \(t)")
        }
    }

    @Test("transform.scale, transform.scale.x, transform.translation(.x) and transform.rotation.x key paths")
    func fieldKeyPaths() {
        AnimationFrames.installFreshEnvironment()
        func animate(_ keyPath: String, _ from: Any, _ to: Any) -> CALayer {
            let layer = CALayer()
            let animation = CABasicAnimation(keyPath: keyPath)
            animation.fromValue = from
            animation.toValue = to
            animation.duration = 1
            layer.add(animation, forKey: "k")
            return layer
        }
        let scale = animate("transform.scale", 1, 3)
        let scaleX = animate("transform.scale.x", 1, 3)
        let translation = animate("transform.translation", CGSize(width: 0, height: 0), CGSize(width: 10, height: 20))
        let translationX = animate("transform.translation.x", 0, 10)
        let rotationX = animate("transform.rotation.x", 0, Double.pi / 2)
        AnimationFrames.setClock(0.5)
        #expect(entriesClose(scale.presentation()!.transform, CATransform3DMakeScale(2, 2, 2)))
        #expect(entriesClose(scaleX.presentation()!.transform, CATransform3DMakeScale(2, 1, 1)))
        #expect(entriesClose(translation.presentation()!.transform, CATransform3DMakeTranslation(5, 10, 0)))
        #expect(entriesClose(translationX.presentation()!.transform, CATransform3DMakeTranslation(5, 0, 0)))
        #expect(entriesClose(rotationX.presentation()!.transform, CATransform3DMakeRotation(.pi / 4, 1, 0, 0)))
    }

    @Test("value functions: rotateZ through 2π, scale by three numbers, translateX; additive ones concatenate")
    func valueFunctions() {
        AnimationFrames.installFreshEnvironment()
        func animate(_ name: CAValueFunctionName, _ from: Any, _ to: Any, additive: Bool = false,
                     on layer: CALayer = CALayer()) -> CALayer {
            let animation = CABasicAnimation(keyPath: "transform")
            animation.valueFunction = CAValueFunction(name: name)
            animation.fromValue = from
            animation.toValue = to
            animation.duration = 1
            animation.isAdditive = additive
            layer.add(animation, forKey: "k")
            return layer
        }
        let rotate = animate(.rotateZ, 0, 2 * Double.pi)
        let scale = animate(.scale, [1, 1, 1], [3, 5, 1])
        let translate = animate(.translateX, 0, 100)
        let moved = CALayer()
        moved.transform = CATransform3DMakeTranslation(0, 50, 0)
        _ = animate(.rotateZ, 0, Double.pi, additive: true, on: moved)
        AnimationFrames.setClock(0.5)
        #expect(entriesClose(rotate.presentation()!.transform, CATransform3DMakeRotation(.pi, 0, 0, 1)))
        #expect(entriesClose(scale.presentation()!.transform, CATransform3DMakeScale(2, 3, 1)))
        #expect(entriesClose(translate.presentation()!.transform, CATransform3DMakeTranslation(50, 0, 0)))
        #expect(entriesClose(moved.presentation()!.transform,
                             CATransform3DConcat(CATransform3DMakeRotation(.pi / 2, 0, 0, 1), CATransform3DMakeTranslation(0, 50, 0))))
        #expect(CAValueFunction(name: .init(rawValue: "spin")) == nil)
        #expect(CAValueFunction(name: .rotateY)?.name == .rotateY)
    }
}
