import Foundation
import Testing
import UIKitTesting

/// Implicit Core Animation on screen: standalone layers animate their changes, a view's
/// own layer does not outside an animation block.
@MainActor
@Suite("Implicit layer animations on screen", .serialized)
struct ImplicitLayerAnimationTests {
    @Test("scenario 132: outside any block a view's alpha changes at once, model and presentation; nothing runs")
    func viewLayerDoesNotAnimate() {
        let view = colouredView(CGRect(x: 0, y: 0, width: 50, height: 50), .red)
        let (_, window) = showInWindow(view)
        view.alpha = 0.3
        view.center = CGPoint(x: 100, y: 100)
        view.layer.cornerRadius = 4
        #expect(view.layer.animationKeys() == nil)
        #expect(view.layer.presentation()?.opacity == 0.3)
        #expect(view.layer.presentation()?.position == CGPoint(x: 100, y: 100))
        _ = window
    }

    @Test("R-LAYER-4, R-LAYER-8: a custom sublayer on screen animates a change over Core Animation's 0.25 s")
    func customLayerAnimates() {
        let (sim, window) = makeScenarioWindow(background: .white)
        let layer = CALayer()
        window.layer.addSublayer(layer)
        layer.opacity = 0.5  // not on screen yet: no animation
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        layer.backgroundColor = UIColor.red.cgColor
        #expect(layer.animationKeys() == nil)
        sim.runUntilIdle()
        layer.backgroundColor = UIColor.blue.cgColor
        #expect(layer.animation(forKey: "backgroundColor")?.duration == 0.25)
        sim.advance(by: 0.125)
        let middle = RenderedPixels(sim.screenshot())[20, 20]
        #expect(middle.r > 40 && middle.b > 40)  // on its way from red to blue, half transparent over white
        let start = CACurrentMediaTime()
        #expect(sim.runUntilIdle())
        #expect(abs(CACurrentMediaTime() - start - 0.125) < 1.0 / 60 + 1e-9)
        #expect(layer.animationKeys() == nil)
        #expect(RenderedPixels(sim.screenshot())[20, 20].isClose(to: .init(127, 127, 255, 255)))
        _ = window
    }

    @Test("a transaction's completion block runs when its layer animations end, during runUntilIdle()")
    func completionOnScreen() {
        let (sim, window) = makeScenarioWindow(background: .white)
        let layer = shownLayer(CGRect(x: 0, y: 0, width: 40, height: 40), nil, in: window, sim)
        nonisolated(unsafe) var completedAt: CFTimeInterval?
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.5)
        CATransaction.setCompletionBlock { completedAt = CACurrentMediaTime() }
        layer.position = CGPoint(x: 200, y: 200)
        CATransaction.commit()
        let start = CACurrentMediaTime()
        sim.advance(by: 0.25)
        #expect(completedAt == nil)
        #expect(sim.runUntilIdle())
        #expect(completedAt.map { abs($0 - start - 0.5) < 1.0 / 60 + 1e-9 } == true)
        _ = window
    }
}
