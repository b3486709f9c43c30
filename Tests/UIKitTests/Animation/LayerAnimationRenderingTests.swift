import Foundation
import Testing
import UIKitTesting

/// Core Animation on screen: the compositor draws presentation values, frame by frame on
/// the Simulator's clock; hit testing keeps to model values.
@MainActor
@Suite("Layer animations on screen", .serialized)
struct LayerAnimationRenderingTests {
    /// A white window with a 20-point red square layer whose position animates linearly
    /// from (20, 20) to (220, 20) over 1 s, added at time 0.
    private func movingSquare() -> (Simulator, UIWindow, CALayer) {
        let (sim, window) = makeScenarioWindow(background: .white)
        let square = shownLayer(CGRect(x: 10, y: 10, width: 20, height: 20), .red, in: window, sim)
        square.add(linearAnimation("position.x", from: 20, to: 220), forKey: "move")
        return (sim, window, square)
    }

    @Test("a mid-animation frame shows the presentation position; the model stays put")
    func midAnimationFrame() {
        let (sim, window, square) = movingSquare()
        sim.advance(by: 0.5)
        let shot = sim.screenshot()
        RenderedPixels.writePNG(shot, to: "/tmp/coreanim-mid-animation.png")
        let pixels = RenderedPixels(shot)
        #expect(pixels[120, 20] == .red)       // presentation x = 120
        #expect(pixels[20, 20] == .white)      // the model position is not drawn
        #expect(pixels[150, 20] == .white)
        #expect(square.position == CGPoint(x: 20, y: 20))
        _ = window
    }

    @Test("each frame repaints where the layer was and where it is now, nothing else")
    func damagePerFrame() {
        let (sim, window, _) = movingSquare()
        sim.advance(by: 0.5)
        sim.advance(by: 1.0 / 60)
        let damage = sim.lastDamage.reduce(CGRect.null) { $0.union($1) }
        // Was at x = 120 (110…130), is at 123.33 (113.33…133.33).
        #expect(damage.minX <= 110 && damage.maxX >= 133.33)
        #expect(damage.minY <= 10 && damage.maxY >= 30)
        #expect(damage.width < 30 && damage.height <= 21)
        _ = window
    }

    @Test("runUntilIdle() runs the frames until the animation ends; the model then shows")
    func runUntilIdleFinishes() {
        let (sim, window, square) = movingSquare()
        let start = CACurrentMediaTime()
        #expect(sim.runUntilIdle())
        #expect(abs(CACurrentMediaTime() - start - 1) < 1.0 / 60 + 1e-9)
        #expect(square.animationKeys() == nil)
        let pixels = RenderedPixels(sim.screenshot())
        #expect(pixels[20, 20] == .red)
        #expect(pixels[220, 20] == .white)
        _ = window
    }

    @Test("advance(by:) shows each frame's value: a quarter of the way at 0.25 s, three quarters at 0.75 s")
    func advanceFrames() {
        let (sim, window, _) = movingSquare()
        sim.advance(by: 0.25)
        var pixels = RenderedPixels(sim.screenshot())
        #expect(pixels[70, 20] == .red && pixels[81, 20] == .white && pixels[59, 20] == .white)
        sim.advance(by: 0.5)
        pixels = RenderedPixels(sim.screenshot())
        #expect(pixels[170, 20] == .red && pixels[181, 20] == .white && pixels[159, 20] == .white)
        _ = window
    }

    @Test("endless and paused animations do not keep runUntilIdle() busy, but advance(by:) shows them")
    func endlessAnimations() {
        let (sim, window) = makeScenarioWindow(background: .white)
        let spinner = shownLayer(CGRect(x: 100, y: 100, width: 40, height: 10), .blue, in: window, sim)
        let spin = linearAnimation("transform.rotation.z", from: 0, to: 2 * Double.pi)
        spin.repeatCount = .infinity
        spinner.add(spin, forKey: "spin")
        let before = CACurrentMediaTime()
        #expect(sim.runUntilIdle())
        #expect(CACurrentMediaTime() == before)
        sim.advance(by: 0.25)  // a quarter turn: the bar stands upright
        let pixels = RenderedPixels(sim.screenshot())
        #expect(pixels[120, 110] == .blue)
        #expect(pixels[120, 90] == .blue)
        #expect(pixels[100, 105] == .white)
        _ = window
    }

    @Test("hit testing uses model values while a view's layer animates elsewhere")
    func hitTestingUsesModel() {
        let view = colouredView(CGRect(x: 0, y: 0, width: 50, height: 50), .green)
        let (sim, window) = showInWindow(view)
        view.layer.add(linearAnimation("position", from: CGPoint(x: 225, y: 225), to: CGPoint(x: 225, y: 225), duration: 2),
                       forKey: "move")
        sim.advance(by: 0.5)
        #expect(RenderedPixels(sim.screenshot())[225, 225] == .green)
        #expect(window.hitTest(CGPoint(x: 25, y: 25), with: nil) === view)
        #expect(window.hitTest(CGPoint(x: 225, y: 225), with: nil) === window)
    }

    @Test("a shape layer drawn from presented values: half of a stroke halfway through strokeEnd 0 → 1")
    func shapeStroke() {
        let (sim, window) = makeScenarioWindow(background: .white)
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 60, y: 60, width: 200, height: 200)
        shape.contentsScale = sim.screen.scale
        shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 200, height: 200), transform: nil)
        shape.fillColor = nil
        shape.strokeColor = UIColor.blue.cgColor
        shape.lineWidth = 10
        window.layer.addSublayer(shape)
        sim.runUntilIdle()
        shape.add(linearAnimation("strokeEnd", from: 0, to: 1), forKey: "draw")
        sim.advance(by: 0.5)
        let shot = sim.screenshot()
        RenderedPixels.writePNG(shot, to: "/tmp/coreanim-mid-stroke.png")
        let pixels = RenderedPixels(shot)
        // The rectangle's outline runs top edge, right edge, bottom edge, left edge.
        #expect(pixels[160, 60] == .blue)    // top
        #expect(pixels[260, 160] == .blue)   // right
        #expect(pixels[160, 260] == .white)  // bottom: not drawn yet
        #expect(pixels[60, 160] == .white)   // left
        #expect(sim.runUntilIdle())
        #expect(RenderedPixels(sim.screenshot())[60, 160] == .blue)  // the model's whole stroke
        _ = window
    }
}
