import Foundation
import Testing
@_spi(Testing) import UIKit
import UIKitTesting

@MainActor
@Suite("UIProgressView", .serialized)
struct ProgressViewTests {
    /// A white iPhone 15 screen showing `view`.
    func show(_ view: UIView) -> (Simulator, UIWindow) {
        let (sim, window) = makeScenarioWindow(device: .iPhone15, background: .white)
        window.addSubview(view)
        sim.runUntilIdle()
        return (sim, window)
    }

    /// A 200-point default bar at (20, 100).
    func bar(_ style: UIProgressView.Style = .default) -> UIProgressView {
        let view = UIProgressView(progressViewStyle: style)
        view.frame = CGRect(x: 20, y: 100, width: 200, height: style == .default ? 4 : 2.5)
        return view
    }

    /// The system fill gray over white, and the system blue.
    static let track = RenderedPixels.RGBA(228, 228, 230, 255)
    static let blue = RenderedPixels.RGBA(0, 122, 255, 255)

    // MARK: Defaults

    @Test("defaults: the style's height (4 or 2.5 points) and no width of its own, progress 0, no colours or images")
    func defaults() {
        _ = Simulator(device: .iPhone15)
        let view = UIProgressView(progressViewStyle: .default)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 0, height: 4))
        #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 4))
        #expect(view.progressViewStyle == .default && view.progress == 0)
        #expect(view.progressTintColor == nil && view.trackTintColor == nil)
        #expect(view.progressImage == nil && view.trackImage == nil && view.observedProgress == nil)
        let barStyle = UIProgressView(progressViewStyle: .bar)
        #expect(barStyle.frame.height == 2.5 && barStyle.intrinsicContentSize.height == 2.5)
        let framed = UIProgressView(frame: CGRect(x: 1, y: 2, width: 150, height: 9))
        #expect(framed.frame == CGRect(x: 1, y: 2, width: 150, height: 9) && framed.progressViewStyle == .default)
        framed.sizeToFit()
        #expect(framed.frame.size == CGSize(width: 150, height: 4))
        framed.progressViewStyle = .bar
        #expect(framed.intrinsicContentSize.height == 2.5)
        #expect(UIProgressView.Style.bar.rawValue == 1)
    }

    @Test("progress is clamped to 0…1 and NaN is 0")
    func clamping() {
        _ = Simulator(device: .iPhone15)
        let view = bar()
        for (given, kept) in [(0.25, 0.25), (-1, 0), (2, 1), (Float.nan, 0), (.infinity, 1), (-.infinity, 0), (1, 1)] as [(Float, Float)] {
            view.progress = given
            #expect(view.progress == kept, "\(given)")
            view.setProgress(given, animated: true)
            #expect(view.progress == kept, "\(given), animated")
        }
    }

    @Test("the filled part covers the progress's share from the left, at least as wide as high once there is progress")
    func fillGeometry() {
        let view = bar()
        let (_, window) = show(view)
        defer { _ = window }
        view.progress = 0.5
        view.layoutIfNeeded()
        #expect(view.trackView.frame == CGRect(x: 0, y: 0, width: 200, height: 4))
        #expect(view.fillView.frame == CGRect(x: 0, y: 0, width: 100, height: 4))
        view.progress = 0.005
        #expect(view.fillView.frame.width == 4, "no narrower than its round ends")
        view.progress = 0
        #expect(view.fillView.frame.width == 0)
        view.progressViewStyle = .bar
        view.progress = 0.005
        view.layoutIfNeeded()
        #expect(abs(view.fillView.frame.width - 1) < 1e-4, "square ends: the exact share")
        #expect(view.trackView.layer.cornerRadius == 0)
        view.progressViewStyle = .default
        view.layoutIfNeeded()
        #expect(view.trackView.layer.cornerRadius == 2 && view.fillView.layer.cornerRadius == 2)
        view.frame.size.width = 300
        view.progress = 1
        view.layoutIfNeeded()
        #expect(view.fillView.frame.width == 300)
    }

    // MARK: The look

    @Test("the look: tint-blue fill on a light gray track with round ends; own colours; bar style has square ends")
    func look() {
        let view = bar()
        view.progress = 0.5
        let barView = bar(.bar)
        barView.frame.origin.y = 120
        barView.progress = 0.25
        let (sim, window) = show(view)
        defer { _ = window }
        window.addSubview(barView)
        var pixels = RenderedPixels(sim.screenshot())
        #expect(pixels.pixel(at: CGPoint(x: 60, y: 102), scale: 3).isClose(to: Self.blue))
        #expect(pixels.pixel(at: CGPoint(x: 180, y: 102), scale: 3).isClose(to: Self.track))
        #expect(pixels.pixel(at: CGPoint(x: 20.1, y: 100.1), scale: 3).isClose(to: .white, tolerance: 40),
                "the rounded corner leaves the background")
        #expect(pixels.pixel(at: CGPoint(x: 20.1, y: 120.1), scale: 3).isClose(to: Self.blue), "bar style: square corner")
        #expect(pixels.pixel(at: CGPoint(x: 219.9, y: 121), scale: 3).isClose(to: Self.track))
        #expect(pixels.pixel(at: CGPoint(x: 60, y: 123.5), scale: 3) == .white, "the bar is 2.5 points high")
        RenderedPixels.writePNG(sim.screenshot(), to: "/tmp/symbols/progress-views.png")

        view.progressTintColor = .systemRed
        view.trackTintColor = .systemGreen
        pixels = RenderedPixels(sim.screenshot())
        #expect(pixels.pixel(at: CGPoint(x: 60, y: 102), scale: 3).isClose(to: .init(255, 59, 48, 255)))
        #expect(pixels.pixel(at: CGPoint(x: 180, y: 102), scale: 3).isClose(to: .init(52, 199, 89, 255)))
        // Without its own colour the fill follows the tint colour.
        view.progressTintColor = nil
        view.tintColor = .systemOrange
        pixels = RenderedPixels(sim.screenshot())
        #expect(pixels.pixel(at: CGPoint(x: 60, y: 102), scale: 3).isClose(to: .init(255, 149, 0, 255)))
    }

    @Test("progressImage and trackImage replace the colours, stretched, without rounding")
    func images() {
        let view = bar()
        view.progress = 0.5
        let (sim, window) = show(view)
        defer { _ = window }
        let red = UIImage(cgImage: makeImage(2, 2) { _, _ in .red }), blue = UIImage(cgImage: makeImage(2, 2) { _, _ in .blue })
        view.progressImage = red
        view.trackImage = blue
        #expect(view.fillView.image === red && view.trackView.image === blue)
        #expect(view.fillView.backgroundColor == nil && view.trackView.backgroundColor == nil)
        let pixels = RenderedPixels(sim.screenshot())
        #expect(pixels.pixel(at: CGPoint(x: 20.1, y: 100.1), scale: 3) == .red)
        #expect(pixels.pixel(at: CGPoint(x: 180, y: 102), scale: 3) == .blue)
        view.progressImage = nil
        #expect(view.fillView.image == nil && view.fillView.backgroundColor != nil)
    }

    // MARK: Animation

    @Test("setProgress(animated: true) grows the fill with an animation on the virtual clock; the model jumps at once")
    func animatedProgress() {
        let view = bar()
        let (sim, window) = show(view)
        defer { _ = window }
        view.setProgress(1, animated: true)
        #expect(view.progress == 1 && view.fillView.frame.width == 200)
        sim.advance(by: 1.0 / 60)
        let early = view.fillView.layer.presentation()!.bounds.width
        #expect(early < 60)
        sim.advance(by: 0.1)
        let middle = view.fillView.layer.presentation()!.bounds.width
        #expect(middle > early && middle < 200)
        sim.advance(by: 0.2)
        #expect(view.fillView.layer.presentation()!.bounds.width == 200)
        // A jump ends a move under way.
        view.setProgress(0.2, animated: true)
        sim.advance(by: 1.0 / 60)
        view.setProgress(0.5, animated: false)
        #expect(view.fillView.layer.animationKeys() == nil)
        sim.advance(by: 1.0 / 60)
        #expect(view.fillView.layer.presentation()!.bounds.width == 100)
        // Out of a window nothing animates.
        view.removeFromSuperview()
        view.setProgress(0.9, animated: true)
        #expect(view.fillView.layer.animationKeys() == nil && abs(view.fillView.frame.width - 180) < 1e-3)
    }

    // MARK: Observed progress

    @Test("observedProgress: progress follows fractionCompleted, the bar a frame later; reading stops when finished")
    func observedProgress() {
        let view = bar()
        let (sim, window) = show(view)
        defer { _ = window }
        let task = Progress(totalUnitCount: 10)
        view.observedProgress = task
        #expect(view.isFollowingObservedProgress && view.progress == 0)
        task.completedUnitCount = 3
        #expect(abs(view.progress - 0.3) < 1e-6)
        sim.advance(by: 1.0 / 60)
        #expect(abs(view.fillView.frame.width - 60) < 1e-3)
        task.completedUnitCount = 7
        sim.advance(by: 1.0 / 60)
        #expect(abs(view.fillView.frame.width - 140) < 1e-3)
        // Out of a window it stops reading, and catches up on the way back.
        view.removeFromSuperview()
        #expect(!view.isFollowingObservedProgress)
        task.completedUnitCount = 8
        window.addSubview(view)
        #expect(view.isFollowingObservedProgress)
        sim.advance(by: 1.0 / 60)
        #expect(abs(view.fillView.frame.width - 160) < 1e-3)
        task.completedUnitCount = 10
        sim.advance(by: 1.0 / 60)
        #expect(view.fillView.frame.width == 200 && view.progress == 1 && !view.isFollowingObservedProgress)
        #expect(sim.runUntilIdle())
        // A new progress is shown at once; nil stops following and keeps the bar.
        let other = Progress(totalUnitCount: 4)
        other.completedUnitCount = 1
        view.observedProgress = other
        #expect(view.fillView.frame.width == 50 && view.isFollowingObservedProgress)
        view.observedProgress = nil
        #expect(!view.isFollowingObservedProgress && view.progress == 0.25)
        // A finished or cancelled progress is read once.
        let done = Progress(totalUnitCount: 2)
        done.completedUnitCount = 2
        view.observedProgress = done
        #expect(view.progress == 1 && !view.isFollowingObservedProgress)
        let cancelled = Progress(totalUnitCount: 2)
        cancelled.cancel()
        view.observedProgress = cancelled
        #expect(!view.isFollowingObservedProgress)
    }

    @Test("a progress view that goes away with its window leaves no display link running")
    func followerEndsWithItsView() {
        let sim = Simulator(device: .iPhone15)
        let task = Progress(totalUnitCount: 10)
        weak var gone: UIProgressView?
        do {
            let window = UIWindow(frame: sim.screen.bounds)
            window.makeKeyAndVisible()
            let view = bar()
            window.addSubview(view)
            view.observedProgress = task
            #expect(view.isFollowingObservedProgress)
            gone = view
        }
        #expect(sim.runUntilIdle(), "no display link is left running")
        #expect(gone == nil)
    }
}
