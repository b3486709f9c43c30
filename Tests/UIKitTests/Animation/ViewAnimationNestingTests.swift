import Foundation
import Testing
import UIKitTesting

/// Nested animation blocks, inheritance, options and which layers follow a view block.
@MainActor
@Suite("UIView animation nesting and options", .serialized)
struct ViewAnimationNestingTests {
    @Test("scenarios 83, 146: a nested block inherits the outer duration and curve")
    func inheritsDurationAndCurve() {
        let (sim, window, view) = viewAnimationScene()
        UIView.animate(withDuration: 1, delay: 0, options: .curveEaseOut, animations: {
            UIView.animate(withDuration: 0.2) { view.alpha = 0 }
        })
        let animation = view.layer.animation(forKey: "opacity")
        #expect(animation?.duration == 1)
        #expect(animation?.timingFunction == CAMediaTimingFunction(name: .easeOut))
        sim.advance(by: 0.5)
        let (x1, y1, x2, y2) = CurvePoints.easeOut
        #expect(isNear(view.presentedAlpha, 1 - bezierProgress(x1, y1, x2, y2, at: 0.5)))
        _ = window
    }

    /// A 0.2 s linear fade of `view` with its own duration and curve, nested in a block of
    /// `duration` after `delay` with `options`.
    static func nestedFade(_ view: UIView, in duration: TimeInterval, delay: TimeInterval,
                           options: UIView.AnimationOptions) {
        UIView.animate(withDuration: duration, delay: delay, options: options, animations: {
            UIView.animate(withDuration: 0.2, delay: 0,
                           options: [.overrideInheritedDuration, .overrideInheritedCurve, .curveLinear],
                           animations: { view.alpha = 0 })
        })
    }

    @Test("scenarios 83, 147: overrides give the nested block its own duration and curve (0.5 at 0.1)")
    func overrides() {
        let (sim, window, view) = viewAnimationScene()
        ViewAnimationNestingTests.nestedFade(view, in: 2, delay: 0, options: .curveEaseOut)
        #expect(view.layer.animation(forKey: "opacity")?.duration == 0.2)
        expectAlphas(of: view, sim, [(0.1, 0.5)])
        _ = window
    }

    @Test("scenario 148, R-NEST-6: a nested block starts with its parent, after the parent's delay")
    func nestedDelay() {
        let (sim, window, view) = viewAnimationScene()
        ViewAnimationNestingTests.nestedFade(view, in: 1, delay: 1, options: [])
        expectAlphas(of: view, sim, [(0.9, 1), (0.2, 0.5)])
        _ = window
    }

    @Test("R-NEST-3, Listing 4-5: a nested repeating, reversing fade flickers and ends hidden with the parent")
    func listing45() {
        let (sim, window, outerView) = viewAnimationScene()
        let inner = colouredView(CGRect(x: 0, y: 100, width: 50, height: 50), .blue)
        window.addSubview(inner)
        sim.runUntilIdle()
        let outerLog = CompletionLog(), innerLog = CompletionLog()
        UIView.animate(withDuration: 1, delay: 1, options: .curveEaseOut, animations: {
            outerView.alpha = 0
            UIView.animate(withDuration: 0.2, delay: 0,
                           options: [.overrideInheritedCurve, .curveLinear, .overrideInheritedDuration, .repeat,
                                     .autoreverse],
                           animations: {
                               UIView.setAnimationRepeatCount(2.5)
                               inner.alpha = 0
                           }, completion: innerLog.handler)
        }, completion: outerLog.handler)
        expectAlphas(of: inner, sim, [(1.2, 0), (0.2, 1), (0.1, 0.5)])
        sim.runUntilIdle()
        #expect(inner.presentedAlpha == 0 && outerView.presentedAlpha == 0)
        #expect(innerLog.finishedFlags == [true] && outerLog.finishedFlags == [true])
        #expect(abs(innerLog.calls[0].time - 2) < 1e-6)
        _ = window
    }

    @Test("a nested block inherits the parent's flags (.repeat) unless .overrideInheritedOptions")
    func inheritedOptions() {
        let (_, window, view) = viewAnimationScene()
        UIView.animate(withDuration: 1, delay: 0, options: .repeat, animations: {
            UIView.animate(withDuration: 1) { view.alpha = 0 }
            UIView.animate(withDuration: 1, delay: 0, options: .overrideInheritedOptions) {
                view.center = CGPoint(x: 10, y: 10)
            }
        })
        #expect(view.layer.animation(forKey: "opacity")?.repeatCount == .infinity)
        #expect(view.layer.animation(forKey: "position")?.repeatCount == 0)
        _ = window
    }

    @Test("inheritedAnimationDuration is the innermost block's duration, 0 outside")
    func inheritedDuration() {
        #expect(UIView.inheritedAnimationDuration == 0)
        var seen: [TimeInterval] = []
        UIView.animate(withDuration: 2) {
            seen.append(UIView.inheritedAnimationDuration)
            UIView.animate(withDuration: 0.5) { seen.append(UIView.inheritedAnimationDuration) }
            UIView.animate(withDuration: 0.5, delay: 0, options: .overrideInheritedDuration) {
                seen.append(UIView.inheritedAnimationDuration)
            }
        }
        #expect(seen == [2, 2, 0.5])
        #expect(UIView.inheritedAnimationDuration == 0)
    }

    @Test("scenario 157: the view's own layer changed in a block animates with the block's 2 s")
    func ownLayerFollowsBlock() {
        let (_, window, view) = viewAnimationScene()
        UIView.animate(withDuration: 2) { view.layer.opacity = 0 }
        #expect(view.layer.animation(forKey: "opacity")?.duration == 2)
        _ = window
    }

    @Test("scenario 158, R-LAYER-8: a custom sublayer in a 2 s block uses Core Animation's 0.25 s")
    func customLayerIgnoresBlock() {
        let (sim, window, view) = viewAnimationScene()
        let custom = CALayer()
        custom.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        custom.backgroundColor = UIColor.green.cgColor
        view.layer.addSublayer(custom)
        sim.runUntilIdle()
        UIView.animate(withDuration: 2) { custom.opacity = 0 }
        #expect(custom.animation(forKey: "opacity")?.duration == 0.25)
        #expect(CATransaction.animationDuration() == 0.25)
        _ = window
    }

    @Test("scenario 160: centre, frame, bounds, transform, alpha, backgroundColor, contentStretch animate; isHidden does not")
    func animatableProperties() {
        let (sim, window, view) = viewAnimationScene()
        view.center = .zero
        sim.runUntilIdle()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear,
                       animations: { view.center = CGPoint(x: 100, y: 0) })
        sim.advance(by: 0.25)
        #expect(view.presentedCenter.isClose(to: CGPoint(x: 25, y: 0)))
        sim.runUntilIdle()

        func keys(_ change: @escaping () -> Void) -> Set<String> {
            UIView.animate(withDuration: 1, animations: change)
            defer { view.layer.removeAllAnimations() }
            return Set(view.layer.animationKeys() ?? [])
        }
        #expect(keys { view.frame = CGRect(x: 5, y: 5, width: 30, height: 30) } == ["position", "bounds.origin", "bounds.size"])
        #expect(keys { view.bounds = CGRect(x: 0, y: 0, width: 40, height: 40) } == ["bounds.origin", "bounds.size"])
        #expect(keys { view.transform = CGAffineTransform(rotationAngle: 1) } == ["transform"])
        #expect(keys { view.alpha = 0.2 } == ["opacity"])
        #expect(keys { view.backgroundColor = .blue } == ["backgroundColor"])
        #expect(keys { view.contentStretch = CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5) } == ["contentsCenter"])
        #expect(keys { view.isHidden = true }.isEmpty)
        #expect(keys { view.layer.borderWidth = 3 }.isEmpty)
        _ = window
    }

    @Test("scenario 161: linear backgroundColor red → blue shows (0.5, 0, 0.5, 1) halfway; from no colour it fades in")
    func backgroundColor() {
        let (sim, window, view) = viewAnimationScene()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.backgroundColor = .blue })
        sim.advance(by: 0.5)
        let shown = view.layer.presentation()!.backgroundColor!.components!
        #expect(shown.count == 4 && isNear(shown[0], 0.5) && isNear(shown[1], 0) && isNear(shown[2], 0.5) && isNear(shown[3], 1))

        let clear = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(clear)
        sim.runUntilIdle()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { clear.backgroundColor = .red })
        sim.advance(by: 0.5)
        #expect(isNear(clear.layer.presentation()!.backgroundColor!.alpha, 0.5))
        _ = window
    }

    @Test("a transform animates through its decomposition: a quarter turn is at 45° halfway")
    func transform() {
        let (sim, window, view) = viewAnimationScene()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear,
                       animations: { view.transform = CGAffineTransform(rotationAngle: .pi / 2) })
        sim.advance(by: 0.5)
        let shown = view.layer.presentation()!.affineTransform()
        let expected = CGAffineTransform(rotationAngle: .pi / 4)
        #expect(isNear(shown.a, expected.a) && isNear(shown.b, expected.b) && isNear(shown.c, expected.c))
        _ = window
    }

    @Test(".layoutSubviews lays out inside the block, so subviews placed by layoutSubviews() animate too")
    func layoutSubviewsOption() {
        final class Container: UIView {
            let child = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(child)
            }
            required init?(coder: NSCoder) { nil }
            override func layoutSubviews() {
                super.layoutSubviews()
                child.frame = CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height)
            }
        }
        let (sim, window) = makeScenarioWindow()
        let container = Container(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(container)
        sim.runUntilIdle()
        UIView.animate(withDuration: 1, delay: 0, options: [.layoutSubviews, .curveLinear],
                       animations: { container.bounds.size = CGSize(width: 200, height: 100) })
        #expect(container.child.frame.width == 100)
        sim.advance(by: 0.5)
        #expect(isNear(container.child.presentedBounds.width, 75))

        let plain = Container(frame: CGRect(x: 0, y: 200, width: 100, height: 100))
        window.addSubview(plain)
        sim.runUntilIdle()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear,
                       animations: { plain.bounds.size = CGSize(width: 200, height: 100) })
        sim.advance(by: 0.5)
        #expect(plain.child.presentedBounds.width == 100)  // laid out at the commit, without animation
        _ = window
    }

    @Test("scenario 159, R-MIX-1/2: Listing 4-9 — a view turned in two block steps while its sublayer turns by Core Animation")
    func listing49() throws {
        let (sim, window) = makeScenarioWindow()
        let backingView = colouredView(CGRect(x: 50, y: 50, width: 100, height: 100), .gray)
        let manLayer = CALayer()
        manLayer.frame = CGRect(x: 25, y: 25, width: 50, height: 50)
        backingView.layer.addSublayer(manLayer)
        window.addSubview(backingView)
        sim.runUntilIdle()
        var finishedSteps: [Bool] = []
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            backingView.transform = CGAffineTransform(rotationAngle: -.pi)
            let layerAnimation = CABasicAnimation(keyPath: "transform")
            layerAnimation.duration = 2
            layerAnimation.beginTime = 0
            layerAnimation.valueFunction = CAValueFunction(name: .rotateZ)
            layerAnimation.timingFunction = CAMediaTimingFunction(name: .linear)
            layerAnimation.fromValue = 0.0
            layerAnimation.toValue = 2 * Double.pi
            layerAnimation.byValue = Double.pi
            manLayer.add(layerAnimation, forKey: "layerAnimation")
        }, completion: { first in
            finishedSteps.append(first)
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                backingView.transform = CGAffineTransform(rotationAngle: -359 * .pi / 180)
            }, completion: { second in
                finishedSteps.append(second)
                backingView.transform = .identity
            })
        })
        #expect(try #require(manLayer.animation(forKey: "layerAnimation")).duration == 2)
        sim.advance(by: 1.5)
        #expect(finishedSteps == [true])
        sim.runUntilIdle()
        #expect(finishedSteps == [true, true] && backingView.transform == .identity)
        #expect(CACurrentMediaTime() >= 2)
        _ = window
    }

    @Test("the common Auto Layout idiom: a constraint changed, then layoutIfNeeded() in a block, animates the frames it moves")
    func constraintAnimation() {
        let (sim, window) = makeScenarioWindow()
        let box = colouredView(.zero, .red)
        box.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(box)
        let leading = box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 0)
        NSLayoutConstraint.activate([leading, box.topAnchor.constraint(equalTo: window.topAnchor),
                                     box.widthAnchor.constraint(equalToConstant: 40),
                                     box.heightAnchor.constraint(equalToConstant: 40)])
        sim.runUntilIdle()
        #expect(box.frame == CGRect(x: 0, y: 0, width: 40, height: 40))
        leading.constant = 200
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { window.layoutIfNeeded() })
        #expect(box.frame.minX == 200)
        sim.advance(by: 0.5)
        #expect(isNear(box.layer.presentation()!.frame.minX, 100))
        sim.runUntilIdle()
        #expect(box.layer.presentation()!.frame.minX == 200)
        _ = window
    }
}
