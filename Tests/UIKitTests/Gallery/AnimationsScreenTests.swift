import Foundation
import Testing
import UIKitGallery
import UIKitTesting

/// The Gallery's "Animations" screen (issue 5: "Gallery: an Animations screen"), from the
/// Gallery's library, the one the app runs.
@MainActor
@Suite("Gallery: Animations screen", .serialized)
struct AnimationsScreenTests {
    /// The screen as the Gallery shows it headless: the root of a window on an iPhone 15,
    /// shown once. The caller keeps the window alive.
    static func shown() -> (Simulator, UIWindow, AnimationsViewController) { showGalleryScreen(AnimationsViewController()) }

    /// The time the animation `key` (or the layer's only animation) of `layer` has run.
    static func elapsed(_ layer: CALayer, key: String? = nil) throws -> CFTimeInterval {
        let key = try #require(key ?? layer.animationKeys()?.first)
        let animation = try #require(layer.animation(forKey: key))
        return CACurrentMediaTime() - animation.beginTime
    }

    /// `color`'s opaque pixel.
    static func rgba(_ color: UIColor) -> RenderedPixels.RGBA {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return RenderedPixels.RGBA(Int((red * 255).rounded()), Int((green * 255).rounded()), Int((blue * 255).rounded()), 255)
    }

    @Test("issue 5 Gallery: five labelled sections, inside the iPhone 15's portrait screen below the switcher's room")
    func layout() {
        let (_, window, screen) = AnimationsScreenTests.shown()
        let sections = screen.view.subviews
        #expect(sections.count == 5)
        let safe = window.bounds.inset(by: window.safeAreaInsets)
        for section in sections {
            #expect(section.frame.minY >= 60 && section.frame.maxY <= safe.maxY, "\(section.frame)")
            #expect(section.frame.minX >= 16 && section.frame.maxX <= window.bounds.width - 16, "\(section.frame)")
            let heading = section.subviews.compactMap { $0 as? UILabel }.first
            #expect(heading?.text?.isEmpty == false)
        }
        // The live Gallery shows screens 32 points lower: everything still clears the home
        // indicator there.
        #expect((sections.last?.frame.maxY ?? .infinity) + 32 <= window.bounds.height - 34 + 8)
    }

    @Test("issue 5 Gallery: the curve dots run from their model values, each on its own curve (linear, ease in, ease out, ease in-out)")
    func curves() throws {
        let (sim, window, screen) = AnimationsScreenTests.shown()
        sim.advance(by: 0.4)
        let controlPoints: [(Double, Double, Double, Double)] = [(0, 0, 1, 1), (0.42, 0, 1, 1), (0, 0, 0.58, 1), (0.42, 0, 0.58, 1)]
        var shown: [CGFloat] = []
        for (dot, points) in zip(screen.curveDots, controlPoints) {
            let animation = try #require(dot.layer.animationKeys()?.first.flatMap(dot.layer.animation(forKey:)) as? CABasicAnimation)
            #expect(animation.autoreverses && animation.repeatCount == .infinity)
            // UIKit's animations are additive: from the old value's offset to the model value.
            let offset = try #require(animation.fromValue as? CGPoint), to = dot.center
            #expect(animation.isAdditive)
            let from = to.x + offset.x
            let progress = bezierProgress(points.0, points.1, points.2, points.3, at: try AnimationsScreenTests.elapsed(dot.layer) / 1.6)
            #expect(isNear(dot.presentedCenter.x, from + (to.x - from) * progress, 0.01))
            #expect(dot.presentedCenter.x < to.x - 20, "mid-way, the dot shows short of its model value")
            shown.append(dot.presentedCenter.x)
        }
        // Ease in lags most, then ease in-out, then linear; ease out leads.
        #expect(shown[1] < shown[3] && shown[3] < shown[0] && shown[0] < shown[2])
        _ = window
    }

    @Test("issue 5 Gallery: the spring squares leave their model values and bounce past them, further the lighter the damping; the last runs a CASpringAnimation")
    func springs() throws {
        let (sim, window, screen) = AnimationsScreenTests.shown()
        #expect(screen.springSquares.count == 4)
        let caSpring = try #require(screen.springSquares.last?.layer.animation(forKey: "bounce") as? CASpringAnimation)
        #expect(caSpring.keyPath == "position.y" && caSpring.duration == caSpring.settlingDuration && caSpring.repeatCount == .infinity)
        // Over the first second, frame by frame: how far each square is shown above its
        // model value (where it comes to rest) and how far it overshoots below it.
        var highest = [CGFloat](repeating: 0, count: 4), deepest = [CGFloat](repeating: 0, count: 4)
        for _ in 0..<60 {
            sim.advance(by: 1.0 / 60)
            for (index, square) in screen.springSquares.enumerated() {
                let offset = square.presentedCenter.y - square.center.y
                highest[index] = min(highest[index], offset)
                deepest[index] = max(deepest[index], offset)
            }
        }
        #expect(highest.allSatisfy { $0 < -20 }, "mid-way the squares show away from their model values: \(highest)")
        // Damping 0.2 overshoots by about e^(-0.2π/√0.96) ≈ 53 % of the 40-point drop,
        // 0.5 by 16 %, 1 not at all; the CASpringAnimation (ratio 0.2) like the first.
        #expect(deepest[0] > 15 && deepest[1] > 4 && deepest[1] < 10 && deepest[2] <= 0.01 && deepest[3] > 15, "\(deepest)")
        _ = window
    }

    @Test("issue 5 Gallery: the arrow follows its path turned along it (rotateAuto); the keyframe square reaches each corner in its colour")
    func keyframes() throws {
        let (sim, window, screen) = AnimationsScreenTests.shown()
        for _ in 0..<8 {
            sim.advance(by: 0.45)
            let before = try #require(screen.pathFollower.presentation())
            sim.advance(by: 1.0 / 60)
            let after = try #require(screen.pathFollower.presentation())
            let heading = atan2(after.position.y - before.position.y, after.position.x - before.position.x)
            let turn = after.affineTransform()
            let angle = atan2(turn.b, turn.a)
            // The same direction, within the frame's change of heading (or across ±π).
            let difference = abs(remainder(Double(angle - heading), 2 * .pi))
            #expect(difference < 0.15, "heading \(heading), arrow turned by \(angle)")
        }

        let (sim2, window2, screen2) = AnimationsScreenTests.shown()
        let square = screen2.keyframeSquare
        let corner = square.center
        // A quarter of the 4 s cycle: the first keyframe is done.
        sim2.advance(by: 1 - (try AnimationsScreenTests.elapsed(square.layer, key: "position")))
        let shown = square.layer.presentation()!
        #expect(isNear(shown.position.x, corner.x + square.superview!.subviews.first { $0.layer.borderWidth == 1 && $0.frame.width > 100 }!.frame.width, 0.5))
        #expect(isNear(shown.position.y, corner.y, 0.5))
        #expect(shown.backgroundColor.map { UIColor(cgColor: $0) } == .systemOrange)
        _ = (window, window2)
    }

    @Test("issue 5 Gallery: a tap flips the card from the left (mid-turn, the shown layer differs from the model), a second tap flips it back")
    func flipCard() throws {
        let (sim, window, screen) = AnimationsScreenTests.shown()
        let before = RenderedPixels(sim.screenshot())
        #expect(!screen.isShowingBack)
        sim.tap(at: screen.flipCardCenterOnScreen)
        #expect(screen.isShowingBack)
        let transition = try #require(screen.flipCard.layer.animation(forKey: kCATransition) as? CATransition)
        #expect(transition.duration == 0.8)
        // Mid-turn the card is narrower than it was: the left column of the card shows the card's background.
        sim.advance(by: 0.3)
        let frame = screen.flipCard.convert(screen.flipCard.bounds, to: nil)
        let scale = sim.screen.scale
        let left = (x: Int((frame.minX + 4) * scale), y: Int(frame.midY * scale))
        let mid = RenderedPixels(sim.screenshot())
        #expect(before[left.x, left.y] != mid[left.x, left.y], "the card's left edge moved mid-flip")
        sim.runUntilIdle()
        #expect(screen.flipCard.layer.animation(forKey: kCATransition) == nil)
        let back = RenderedPixels(sim.screenshot())[left.x, left.y]
        #expect(back.isClose(to: Self.rgba(.systemOrange), tolerance: 3), "\(back)")
        sim.tap(at: screen.flipCardCenterOnScreen)
        sim.runUntilIdle()
        #expect(!screen.isShowingBack)
        let front = RenderedPixels(sim.screenshot())[left.x, left.y]
        #expect(front.isClose(to: Self.rgba(.systemIndigo), tolerance: 3), "\(front)")
        _ = window
    }

    @Test("issue 5 Gallery: a tap during the flip does nothing (the transition does not allow user interaction): the card ends on its back")
    func flipInterrupted() {
        let (sim, window, screen) = AnimationsScreenTests.shown()
        sim.tap(at: screen.flipCardCenterOnScreen)
        sim.advance(by: 0.2)
        sim.tap(at: screen.flipCardCenterOnScreen)
        sim.runUntilIdle()
        #expect(screen.isShowingBack)
        _ = window
    }

    @Test("issue 5 Gallery: every 2 s a CATransition pushes the panel's next page in from the right")
    func push() throws {
        let (sim, window, screen) = AnimationsScreenTests.shown()
        #expect(screen.pushPanel.layer.animation(forKey: kCATransition) == nil)
        sim.advance(by: AnimationsViewController.pushInterval - CACurrentMediaTime() + 0.1)
        let push = try #require(screen.pushPanel.layer.animation(forKey: kCATransition) as? CATransition)
        #expect(push.type == .push && push.subtype == .fromRight)
        let page = screen.pushPanel.subviews.compactMap { $0 as? UILabel }.first
        #expect(page?.text == "Page 2")
        _ = window
    }

    @Test("issue 5 Gallery: dragging the knob scrubs the paused property animator; past the track's end it stops at 1")
    func scrubber() {
        let (sim, window, screen) = AnimationsScreenTests.shown()
        let start = screen.scrubbedBox.layer.presentation()!.position.x
        sim.drag(from: screen.scrubKnobCenterOnScreen, to: screen.scrubTrackPointOnScreen(fraction: 0.5))
        #expect(isNear(screen.scrubFraction, 0.5, 0.02), "\(screen.scrubFraction)")
        sim.advance(by: 1)
        let half = screen.scrubbedBox.layer.presentation()!.position.x
        #expect(half > start + 50 && half < screen.scrubbedBox.center.x - 50, "paused: the box stays mid-way")
        sim.drag(from: screen.scrubKnobCenterOnScreen, to: screen.scrubTrackPointOnScreen(fraction: 1.5))
        #expect(screen.scrubFraction == 1)
        sim.drag(from: screen.scrubKnobCenterOnScreen, to: screen.scrubTrackPointOnScreen(fraction: -1))
        #expect(screen.scrubFraction == 0)
        #expect(isNear(screen.scrubbedBox.layer.presentation()!.position.x, start, 0.5))
        _ = window
    }
}
