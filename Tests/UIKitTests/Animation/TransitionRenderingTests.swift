import Foundation
import Testing
import UIKitTesting

/// CATransition on screen: the old look captured when the transition is added, the new
/// look drawn live, combined by type, subtype and progress.
@MainActor
@Suite("CATransition on screen", .serialized)
struct TransitionRenderingTests {
    /// A white window with a 100 × 100 red layer at (50, 50) with a yellow 20-point
    /// square sublayer in its top-left corner; the transition is added, then the layer turns
    /// blue and the square moves to the bottom right.
    private func transitioning(_ type: CATransitionType, _ subtype: CATransitionSubtype? = nil,
                               configure: (CATransition) -> Void = { _ in }) -> (Simulator, UIWindow, CALayer) {
        let (sim, window) = makeScenarioWindow(background: .white)
        let layer = CALayer()
        layer.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        layer.backgroundColor = UIColor.red.cgColor
        let square = CALayer()
        square.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        square.backgroundColor = UIColor.yellow.cgColor
        layer.addSublayer(square)
        window.layer.addSublayer(layer)
        sim.runUntilIdle()
        let transition = CATransition()
        transition.type = type
        transition.subtype = subtype
        transition.duration = 1
        transition.timingFunction = CAMediaTimingFunction(name: .linear)
        configure(transition)
        layer.add(transition, forKey: nil)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.backgroundColor = UIColor.blue.cgColor
        square.frame = CGRect(x: 80, y: 80, width: 20, height: 20)
        CATransaction.commit()
        return (sim, window, layer)
    }

    @Test("push from the right, halfway: the old look half gone to the left, the new one half in from the right")
    func pushFromRight() {
        let (sim, window, layer) = transitioning(.push, .fromRight)
        #expect(layer.animationKeys() == [kCATransition])
        sim.advance(by: 0.5)
        let shot = sim.screenshot()
        RenderedPixels.writePNG(shot, to: "/tmp/coreanim-mid-push.png")
        let pixels = RenderedPixels(shot)
        #expect(pixels[60, 100] == .red)          // the old look's right half, now on the left
        #expect(pixels[140, 100] == .blue)        // the new look's left half, now on the right
        #expect(pixels[40, 100] == .white)        // confined to the bounds
        #expect(pixels[160, 100] == .white)
        #expect(pixels[55, 55] == .red)           // the old square went out of the bounds
        #expect(pixels[110, 55] == .blue)         // the new look has no square at its top left
        #expect(sim.runUntilIdle())
        let end = RenderedPixels(sim.screenshot())
        #expect(end[100, 100] == .blue && end[140, 140] == .yellow)
        _ = window
    }

    @Test("a page curl over an opaque old page skips the new look under its flat part: the pixels are those of drawing all of it")
    func curlOverOpaquePage() {
        /// The curl three tenths of the way, the old page red (with, at its top left, a
        /// 4-point green square, opaque or half transparent), the new look blue.
        func curl(translucentCorner: Bool) -> RenderedPixels {
            let (sim, window) = makeScenarioWindow(background: .white)
            let layer = CALayer()
            layer.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
            // Red but for the corner, which has nothing under it.
            let corner = CALayer()
            corner.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
            corner.backgroundColor = UIColor.green.withAlphaComponent(translucentCorner ? 0.5 : 1).cgColor
            layer.addSublayer(corner)
            let page = CALayer()
            page.frame = CGRect(x: 4, y: 0, width: 96, height: 100)
            page.backgroundColor = UIColor.red.cgColor
            let edge = CALayer()
            edge.frame = CGRect(x: 0, y: 4, width: 4, height: 96)
            edge.backgroundColor = UIColor.red.cgColor
            layer.insertSublayer(page, at: 0)
            layer.insertSublayer(edge, at: 0)
            window.layer.addSublayer(layer)
            sim.runUntilIdle()
            let transition = CATransition()
            transition.type = .pageCurl
            transition.duration = 1
            transition.timingFunction = CAMediaTimingFunction(name: .linear)
            layer.add(transition, forKey: nil)
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.backgroundColor = UIColor.blue.cgColor
            for part in [corner, page, edge] { part.isHidden = true }
            CATransaction.commit()
            sim.advance(by: 0.3)
            return RenderedPixels(sim.screenshot())
        }
        let opaque = curl(translucentCorner: false), translucent = curl(translucentCorner: true)
        var differing = 0
        for y in 0..<480 {
            for x in 0..<320 where !(50..<54).contains(x) || !(50..<54).contains(y) {
                if opaque[x, y] != translucent[x, y] { differing += 1 }
            }
        }
        #expect(differing == 0)
        #expect(opaque[100, 60] == .red && opaque[148, 148] == .blue)   // flat page; lifted corner
        #expect(translucent[51, 51] != opaque[51, 51])                     // the new look shows through
    }

    @Test("fade halfway: the old and new looks mixed half and half")
    func fade() {
        let (sim, window, _) = transitioning(.fade)
        sim.advance(by: 0.5)
        let shot = sim.screenshot()
        RenderedPixels.writePNG(shot, to: "/tmp/coreanim-mid-fade.png")
        let pixels = RenderedPixels(shot)
        #expect(pixels[100, 100].isClose(to: .init(127, 0, 127, 255), tolerance: 3))
        #expect(pixels[55, 55].isClose(to: .init(127, 127, 127, 255), tolerance: 3))   // yellow and blue, half each
        _ = window
    }

    @Test("move in from the top and reveal from the bottom, a quarter of the way")
    func moveInAndReveal() {
        let (sim, window, _) = transitioning(.moveIn, .fromTop)
        sim.advance(by: 0.25)
        var pixels = RenderedPixels(sim.screenshot())
        #expect(pixels[100, 60] == .blue)      // the new look's bottom quarter, come down from the top
        #expect(pixels[100, 90] == .red)       // the old look stays put underneath
        #expect(pixels[100, 30] == .white)
        _ = window
        let (revealSim, revealWindow, _) = transitioning(.reveal, .fromBottom)
        revealSim.advance(by: 0.25)
        pixels = RenderedPixels(revealSim.screenshot())
        #expect(pixels[100, 60] == .red)       // the old look, moved up by a quarter
        #expect(pixels[100, 140] == .blue)     // the new look revealed at the bottom
        #expect(pixels[100, 40] == .white)
        _ = revealWindow
    }

    @Test("startProgress and endProgress: a fade from a quarter to three quarters")
    func progressRange() {
        let (sim, window, _) = transitioning(.fade) { $0.startProgress = 0.25; $0.endProgress = 0.75 }
        sim.advance(by: 0.5)
        #expect(RenderedPixels(sim.screenshot())[100, 100].isClose(to: .init(127, 0, 127, 255), tolerance: 3))
        sim.advance(by: 0.49)
        #expect(RenderedPixels(sim.screenshot())[100, 100].isClose(to: .init(64, 0, 191, 255), tolerance: 4))
        _ = window
    }
}
