import Foundation
import Testing
import UIKitSnapshotTesting
import UIKitTesting

/// `transition(with:…)` and `transition(from:to:…)`: the hierarchy changes at once, the
/// container's old look goes over to the new one (flips in perspective, curls, dissolves).
@MainActor
@Suite("UIView transitions", .serialized)
struct ViewTransitionTests {
    /// A white window holding a 200-point container at (60, 100) filled by a red subview,
    /// and a blue view (not added) to swap in.
    static func scene() -> (Simulator, UIWindow, container: UIView, red: UIView, blue: UIView) {
        let (sim, window) = makeScenarioWindow(background: .white)
        let container = UIView(frame: CGRect(x: 60, y: 100, width: 200, height: 200))
        let red = colouredView(container.bounds, .red)
        let blue = colouredView(container.bounds, .blue)
        container.addSubview(red)
        window.addSubview(container)
        sim.runUntilIdle()
        return (sim, window, container, red, blue)
    }

    @Test("scenario 152: Listing 4-6 — curl up over hidden-flag swaps: flags at once, completion(true) at 1 s, both still subviews")
    func listing46() {
        let (sim, window, container, current, swap) = ViewTransitionTests.scene()
        swap.isHidden = true
        container.addSubview(swap)
        sim.runUntilIdle()
        let log = CompletionLog()
        UIView.transition(with: container, duration: 1, options: .transitionCurlUp, animations: {
            current.isHidden = true
            swap.isHidden = false
        }, completion: log.handler)
        #expect(current.isHidden && !swap.isHidden)
        #expect(container.layer.animation(forKey: kCATransition) is CATransition)
        sim.advance(by: 0.9)
        #expect(log.calls.isEmpty)
        sim.runUntilIdle()
        #expect(log.finishedFlags == [true] && abs(log.calls[0].time - 1) < 1.0 / 60 + 1e-9)
        #expect(container.subviews == [current, swap])
        _ = window
    }

    @Test("scenarios 153, 81: transition(from:to:) puts the new view in the old one's place at once; completion(true) after the duration")
    func replaceView() {
        let (sim, window, container, primary, secondary) = ViewTransitionTests.scene()
        let other = UIView(frame: .zero)
        container.addSubview(other)
        var displayingPrimary = true
        let log = CompletionLog()
        UIView.transition(from: primary, to: secondary, duration: 1, options: .transitionFlipFromRight) { finished in
            if finished { displayingPrimary.toggle() }
            log.handler(finished)
        }
        #expect(primary.superview == nil && secondary.superview === container)
        #expect(container.subviews == [secondary, other])
        sim.runUntilIdle()
        #expect(!displayingPrimary && log.finishedFlags == [true])
        _ = window
    }

    @Test("scenarios 154, 80: .showHideTransitionViews hides and shows instead of removing and adding")
    func showHide() {
        let (sim, window, container, primary, secondary) = ViewTransitionTests.scene()
        secondary.isHidden = true
        container.addSubview(secondary)
        UIView.transition(from: primary, to: secondary, duration: 0.5,
                          options: [.transitionFlipFromRight, .showHideTransitionViews])
        #expect(container.subviews == [primary, secondary])
        #expect(primary.isHidden && !secondary.isHidden)
        UIView.transition(from: secondary, to: primary, duration: 0, options: .showHideTransitionViews)
        #expect(secondary.isHidden && !primary.isHidden)
        sim.runUntilIdle()
        _ = window
    }

    @Test("scenario 79: a zero-duration transition(from:to:) swaps at once and completes at the next turn")
    func zeroDuration() {
        let (sim, window, container, from, to) = ViewTransitionTests.scene()
        let log = CompletionLog()
        UIView.transition(from: from, to: to, duration: 0, options: [], completion: log.handler)
        #expect(container.subviews == [to] && from.superview == nil && to.superview === container)
        #expect(container.layer.animationKeys() == nil && log.calls.isEmpty)
        sim.runUntilIdle()
        #expect(log.finishedFlags == [true])
        _ = window
    }

    @Test("scenario 81: a flip whose block removes and adds subviews: subviews changed right after, completion at 0.2")
    func flipWithBlock() {
        let (sim, window, container, a, b) = ViewTransitionTests.scene()
        let log = CompletionLog()
        UIView.transition(with: container, duration: 0.2, options: .transitionFlipFromLeft, animations: {
            a.removeFromSuperview()
            container.addSubview(b)
        }, completion: log.handler)
        #expect(container.subviews == [b])
        sim.runUntilIdle()
        #expect(log.finishedFlags == [true] && abs(log.calls[0].time - 0.2) < 1.0 / 60 + 1e-9)
        _ = window
    }

    @Test("scenario 155: the view controller whose view hosts a transition stays the root view controller")
    func controllerStays() {
        let (sim, window) = makeScenarioWindow()
        let controller = UIViewController()
        window.rootViewController = controller
        let a = UIView(), b = UIView()
        controller.view.addSubview(a)
        UIView.transition(from: a, to: b, duration: 0.3, options: .transitionCrossDissolve)
        sim.runUntilIdle()
        #expect(window.rootViewController === controller && b.superview === controller.view)
    }

    @Test("scenario 85: transition(from:to:) waits for the animations running: a 0.5 s one after a 1 s one completes at 1.5")
    func waitsForRunningAnimations() {
        let (sim, window, container, from, to) = ViewTransitionTests.scene()
        let other = colouredView(CGRect(x: 0, y: 0, width: 10, height: 10), .green)
        window.addSubview(other)
        sim.runUntilIdle()
        UIView.animate(withDuration: 1) { other.alpha = 0 }
        let log = CompletionLog()
        UIView.transition(from: from, to: to, duration: 0.5, options: .transitionCrossDissolve, completion: log.handler)
        #expect(container.subviews == [to])
        sim.advance(by: 1.2)
        #expect(log.calls.isEmpty)
        sim.runUntilIdle()
        #expect(log.finishedFlags == [true] && abs(log.calls[0].time - 1.5) < 1e-6)
        _ = window
    }

    @Test("without .allowAnimatedContent the block's property changes are made at once; with it they animate with the transition")
    func animatedContent() {
        let (sim, window, container, red, _) = ViewTransitionTests.scene()
        UIView.transition(with: container, duration: 1, options: .transitionCrossDissolve,
                          animations: { red.alpha = 0.5 })
        #expect(red.layer.animation(forKey: "opacity") == nil && red.presentedAlpha == 0.5)
        sim.runUntilIdle()
        UIView.transition(with: container, duration: 1, options: [.transitionCrossDissolve, .allowAnimatedContent],
                          animations: { red.alpha = 0 })
        #expect(red.layer.animation(forKey: "opacity")?.duration == 1)
        _ = window
    }

    @Test("a transition on a container that goes away mid-flight completes once, unfinished, without a crash")
    func containerGoesAway() {
        let (sim, window) = makeScenarioWindow()
        let log = CompletionLog()
        do {
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            window.addSubview(container)
            sim.runUntilIdle()
            UIView.transition(with: container, duration: 1, options: .transitionFlipFromTop,
                              animations: { container.backgroundColor = .blue }, completion: log.handler)
            sim.advance(by: 0.5)
            container.removeFromSuperview()
        }
        sim.runUntilIdle()
        #expect(log.finishedFlags == [false])
    }

    // MARK: On screen

    /// The scene, with the red view replaced by the blue one under a transition of
    /// `options` lasting 1 s, paced linearly.
    static func swapped(_ options: UIView.AnimationOptions) -> (Simulator, UIWindow) {
        let (sim, window, container, red, blue) = scene()
        UIView.transition(with: container, duration: 1, options: [options, .curveLinear], animations: {
            red.removeFromSuperview()
            container.addSubview(blue)
        })
        return (sim, window)
    }

    /// The screen's pixels `seconds` later, also written to `/tmp/viewanim-<name>.png` to look at.
    static func pixels(after seconds: TimeInterval, _ sim: Simulator, saving name: String) -> RenderedPixels {
        sim.advance(by: seconds)
        let shot = sim.screenshot()
        RenderedPixels.writePNG(shot, to: "/tmp/viewanim-\(name).png")
        return RenderedPixels(shot)
    }

    @Test("mid-flip from the left: the old look turns in perspective, its near (left) edge taller, then the new look")
    func midFlipPixels() {
        let (sim, window) = ViewTransitionTests.swapped(.transitionFlipFromLeft)
        let quarter = ViewTransitionTests.pixels(after: 0.25, sim, saving: "midflip")
        // Turned 45° about the vertical axis through x = 160: about 141 points wide, centred.
        #expect(quarter[160, 200].isClose(to: .red))
        #expect(quarter[70, 200].isClose(to: .white) && quarter[250, 200].isClose(to: .white))
        // The left edge comes forwards: it is taller than the 200 points of the bounds there,
        // while the right edge, farther away, is shorter.
        #expect(quarter[100, 97].isClose(to: .red, tolerance: 40))
        #expect(quarter[215, 103].isClose(to: .white, tolerance: 40))
        let threeQuarters = ViewTransitionTests.pixels(after: 0.5, sim, saving: "flip-back")
        #expect(threeQuarters[160, 200].isClose(to: .blue))
        #expect(threeQuarters[70, 200].isClose(to: .white))
        sim.runUntilIdle()
        let end = RenderedPixels(sim.screenshot())
        #expect(end[61, 101].isClose(to: .blue) && end[258, 298].isClose(to: .blue) && end[59, 200].isClose(to: .white))
        _ = window
    }

    @Test("a cross-dissolve shows half of each look halfway")
    func crossDissolvePixels() {
        let (sim, window) = ViewTransitionTests.swapped(.transitionCrossDissolve)
        sim.advance(by: 0.5)
        #expect(RenderedPixels(sim.screenshot())[160, 200].isClose(to: .init(128, 0, 127, 255), tolerance: 3))
        _ = window
    }

    @Test("a curl up lifts the old page from the bottom-right corner, the new look beneath; the back of the flap is light")
    func curlPixels() {
        let (sim, window) = ViewTransitionTests.swapped(.transitionCurlUp)
        let pixels = ViewTransitionTests.pixels(after: 0.3, sim, saving: "curl")
        #expect(pixels[255, 295].isClose(to: .blue))  // the corner lifted first
        #expect(pixels[65, 105].isClose(to: .red))  // the far corner still flat
        let back = pixels[200, 230]
        #expect(back.r > 200 && back.g > 150 && back.b > 150)  // the flap's back over the page
        sim.runUntilIdle()
        #expect(RenderedPixels(sim.screenshot())[65, 105].isClose(to: .blue))
        _ = window
    }

    @Test("a curl down brings the new page over the old one from the top")
    func curlDownPixels() {
        let (sim, window) = ViewTransitionTests.swapped(.transitionCurlDown)
        sim.advance(by: 0.7)
        let pixels = RenderedPixels(sim.screenshot())
        #expect(pixels[65, 105].isClose(to: .blue))
        #expect(pixels[255, 295].isClose(to: .red))
        _ = window
    }

    /// A card face: a coloured square with a round badge and a label.
    static func face(_ title: String, _ color: UIColor, badge: UIColor) -> UIView {
        let face = colouredView(CGRect(x: 0, y: 0, width: 200, height: 200), color)
        let dot = colouredView(CGRect(x: 20, y: 20, width: 60, height: 60), badge)
        dot.layer.cornerRadius = 30
        face.addSubview(dot)
        let label = UILabel(frame: CGRect(x: 20, y: 120, width: 160, height: 50))
        label.text = title
        label.font = .boldSystemFont(ofSize: 36)
        label.textColor = .white
        face.addSubview(label)
        return face
    }

    @Test("snapshot: a card flipping from the right, 30 % of the way (the front turned 54° in perspective)")
    func midFlipSnapshot() {
        let (sim, window) = makeScenarioWindow(background: .white)
        let container = UIView(frame: CGRect(x: 60, y: 100, width: 200, height: 200))
        let front = ViewTransitionTests.face("Front", .systemOrange, badge: .white)
        let back = ViewTransitionTests.face("Back", .systemTeal, badge: .systemYellow)
        container.addSubview(front)
        window.addSubview(container)
        sim.runUntilIdle()
        UIView.transition(with: container, duration: 1, options: [.transitionFlipFromRight, .curveLinear], animations: {
            front.removeFromSuperview()
            container.addSubview(back)
        })
        sim.advance(by: 0.3)
        assertSnapshot(of: UIImage(cgImage: sim.screenshot()), as: .image(precision: 0.99))
        _ = window
    }
}
