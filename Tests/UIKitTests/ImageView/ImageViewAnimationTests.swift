import Foundation
import Testing
import UIKitTesting

/// UIImageView's animation images, advancing on the host clock.
@MainActor
@Suite("UIImageView animation", .serialized)
struct ImageViewAnimationTests {
    static let red = UIImage(cgImage: makeImage(4, 4) { _, _ in .red })
    static let green = UIImage(cgImage: makeImage(4, 4) { _, _ in .green })
    static let blue = UIImage(cgImage: makeImage(4, 4) { _, _ in .blue })
    static let white = UIImage(cgImage: makeImage(4, 4) { _, _ in .white })

    static func animatedView() -> (Simulator, UIWindow, UIImageView) {
        let view = UIImageView(image: white)
        view.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        view.animationImages = [red, green, blue]
        let (sim, window) = showInWindow(view)
        return (sim, window, view)
    }

    @Test("the frames advance on the clock, each an equal share of animationDuration, without end by default")
    func framesAdvance() {
        let (sim, window, view) = ImageViewAnimationTests.animatedView()
        view.animationDuration = 0.3
        view.startAnimating()
        var seen: [RenderedPixels.RGBA] = []
        for _ in 0..<4 {
            sim.advance(by: 0.05)
            seen.append(RenderedPixels(sim.screenshot())[20, 20])
            sim.advance(by: 0.05)
        }
        #expect(seen == [.red, .green, .blue, .red])
        #expect(view.isAnimating)
        sim.advance(by: 10)
        #expect(view.isAnimating)
        _ = window
    }

    @Test("a duration of 0 shows each image for 1/30 s")
    func defaultDuration() throws {
        let (_, window, view) = ImageViewAnimationTests.animatedView()
        view.startAnimating()
        let animation = try #require(view.layer.animation(forKey: "UIImageAnimation") as? CAKeyframeAnimation)
        #expect(abs(animation.duration - 0.1) < 1e-12 && animation.calculationMode == .discrete)
        #expect(animation.values?.count == 3 && animation.repeatCount == .infinity)
        _ = window
    }

    @Test("animationRepeatCount passes, then isAnimating is false and the still image shows")
    func repeatCount() {
        let (sim, window, view) = ImageViewAnimationTests.animatedView()
        view.animationDuration = 0.3
        view.animationRepeatCount = 2
        view.startAnimating()
        sim.advance(by: 0.55)
        #expect(view.isAnimating && RenderedPixels(sim.screenshot())[20, 20] == .blue)
        sim.advance(by: 0.1)
        #expect(!view.isAnimating)
        #expect(RenderedPixels(sim.screenshot())[20, 20] == .white)
        view.startAnimating()
        #expect(view.isAnimating && RenderedPixels(sim.screenshot())[20, 20] == .red)
        _ = window
    }

    @Test("stopAnimating removes the animation and shows the still image; new images restart it")
    func stopAndChange() {
        let (sim, window, view) = ImageViewAnimationTests.animatedView()
        view.animationDuration = 0.3
        view.startAnimating()
        sim.advance(by: 0.15)
        #expect(RenderedPixels(sim.screenshot())[20, 20] == .green)
        view.animationImages = [ImageViewAnimationTests.blue, ImageViewAnimationTests.red]
        #expect(RenderedPixels(sim.screenshot())[20, 20] == .blue)
        sim.advance(by: 0.2)
        #expect(RenderedPixels(sim.screenshot())[20, 20] == .red)
        view.stopAnimating()
        #expect(view.layer.animationKeys() == nil && !view.isAnimating)
        #expect(RenderedPixels(sim.screenshot())[20, 20] == .white)
        sim.runUntilIdle()
        #expect(!view.isAnimating)
        _ = window
    }

    @Test("bad durations (negative, NaN) fall back to 1/30 s per image; startAnimating twice keeps one animation")
    func badInput() throws {
        let (_, window, view) = ImageViewAnimationTests.animatedView()
        view.animationDuration = .nan
        view.startAnimating()
        view.startAnimating()
        #expect(view.layer.animationKeys() == ["UIImageAnimation"])
        #expect(abs(try #require(view.layer.animation(forKey: "UIImageAnimation")).duration - 0.1) < 1e-12)
        view.stopAnimating()
        view.animationDuration = -2
        view.startAnimating()
        #expect(abs(try #require(view.layer.animation(forKey: "UIImageAnimation")).duration - 0.1) < 1e-12)
        _ = window
    }
}
