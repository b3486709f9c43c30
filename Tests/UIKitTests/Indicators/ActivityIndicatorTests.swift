import Foundation
import Testing
@_spi(Testing) import UIKit
import UIKitTesting

@MainActor
@Suite("UIActivityIndicatorView", .serialized)
struct ActivityIndicatorTests {
    /// A white iPhone 15 screen showing `view`.
    func show(_ view: UIView) -> (Simulator, UIWindow) {
        let (sim, window) = makeScenarioWindow(device: .iPhone15, background: .white)
        window.addSubview(view)
        sim.runUntilIdle()
        return (sim, window)
    }

    /// How dark each spoke looks on screen (255 − the red channel at two thirds of its
    /// length), clockwise from the top.
    func spokeDarkness(_ sim: Simulator, _ view: UIActivityIndicatorView) -> [Int] {
        let pixels = RenderedPixels(sim.screenshot())
        let centre = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
        let radius = view.style == .large || view.style == .whiteLarge ? 37.0 / 2 : 10
        return (0..<8).map { index in
            let angle = -CGFloat.pi / 2 + CGFloat(index) * .pi / 4
            let point = CGPoint(x: centre.x + 0.7 * radius * cos(angle), y: centre.y + 0.7 * radius * sin(angle))
            return 255 - pixels.pixel(at: point, scale: 3).r
        }
    }

    /// The index of the darkest spoke.
    func head(_ darkness: [Int]) -> Int {
        darkness.indices.max { darkness[$0] < darkness[$1] }!
    }

    // MARK: Defaults

    @Test("init(style:): 20 or 37 points square, stopped and so hidden, secondary-label gray, hidesWhenStopped")
    func defaults() {
        _ = Simulator(device: .iPhone15)
        let medium = UIActivityIndicatorView(style: .medium)
        #expect(medium.frame == CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(medium.intrinsicContentSize == CGSize(width: 20, height: 20))
        #expect(medium.style == .medium && !medium.isAnimating && medium.hidesWhenStopped && medium.isHidden)
        #expect(medium.color == UIColor.secondaryLabel)
        #expect(medium.spokes.count == 8 && medium.layer.sublayers?.count == 8)
        let large = UIActivityIndicatorView(style: .large)
        #expect(large.frame.size == CGSize(width: 37, height: 37) && large.intrinsicContentSize == CGSize(width: 37, height: 37))
        #expect(large.sizeThatFits(CGSize(width: 500, height: 500)) == CGSize(width: 37, height: 37))
        let framed = UIActivityIndicatorView(frame: CGRect(x: 5, y: 6, width: 100, height: 50))
        #expect(framed.frame == CGRect(x: 5, y: 6, width: 100, height: 50) && framed.style == .medium && framed.isHidden)
        #expect(UIActivityIndicatorView().style == .medium)
        #expect(UIActivityIndicatorView.Style.medium.rawValue == 100 && UIActivityIndicatorView.Style.large.rawValue == 101)
    }

    @Test("the pre-iOS 13 styles: whiteLarge is large and white, white medium and white, gray medium and gray")
    func deprecatedStyles() {
        _ = Simulator(device: .iPhone15)
        let whiteLarge = UIActivityIndicatorView(style: .whiteLarge)
        #expect(whiteLarge.frame.size == CGSize(width: 37, height: 37) && whiteLarge.color == .white)
        let white = UIActivityIndicatorView(style: .white)
        #expect(white.frame.size == CGSize(width: 20, height: 20) && white.color == .white)
        #expect(UIActivityIndicatorView(style: .gray).color == .gray)
        #expect(UIActivityIndicatorView.Style.whiteLarge.rawValue == 0 && UIActivityIndicatorView.Style.gray.rawValue == 2)
    }

    @Test("color: a set colour paints the spokes; nil brings back the style's; a new style changes the default")
    func colors() {
        _ = Simulator(device: .iPhone15)
        let view = UIActivityIndicatorView(style: .medium)
        view.color = .systemRed
        #expect(view.color == .systemRed && view.spokes.allSatisfy { $0.fillColor == UIColor.systemRed.cgColor })
        view.color = nil
        #expect(view.color == .secondaryLabel && view.spokes[0].fillColor == UIColor.secondaryLabel.cgColor)
        view.style = .whiteLarge
        #expect(view.color == .white && view.intrinsicContentSize == CGSize(width: 37, height: 37))
        #expect(view.frame.size == CGSize(width: 20, height: 20), "a new style does not resize the frame")
    }

    // MARK: Starting and stopping

    @Test("startAnimating shows and spins, stopAnimating stops and hides; hidesWhenStopped false keeps it shown")
    func startAndStop() {
        let view = UIActivityIndicatorView(style: .medium)
        let (sim, window) = show(view)
        defer { _ = window }
        view.startAnimating()
        #expect(view.isAnimating && !view.isHidden)
        #expect(view.spokes.allSatisfy { $0.animation(forKey: UIActivityIndicatorView.spinAnimationKey) != nil })
        view.startAnimating()  // nothing changes
        #expect(view.isAnimating)
        view.stopAnimating()
        #expect(!view.isAnimating && view.isHidden)
        #expect(view.spokes.allSatisfy { $0.animationKeys() == nil })
        view.hidesWhenStopped = false
        #expect(!view.isHidden, "turning hidesWhenStopped off while stopped shows it")
        view.startAnimating()
        view.stopAnimating()
        #expect(!view.isHidden && !view.isAnimating)
        view.hidesWhenStopped = true
        #expect(view.isHidden)
        // A spinning indicator never keeps the Simulator from settling.
        view.startAnimating()
        #expect(sim.runUntilIdle())
    }

    @Test("the spin is a Core Animation animation on the virtual clock: the dark spoke moves clockwise 12 steps a second")
    func spinsOnTheVirtualClock() {
        let view = UIActivityIndicatorView(style: .large)
        view.center = CGPoint(x: 100, y: 100)
        let (sim, window) = show(view)
        defer { _ = window }
        view.startAnimating()
        let start = spokeDarkness(sim, view)
        #expect(head(start) == 0)
        // The trail behind the head fades, and the far spokes are faint but there.
        #expect(start[0] > start[7] && start[7] > start[6] && start[6] > start[5] && start[5] > start[4])
        #expect(start[4] > 10 && start[2] == start[4])
        sim.advance(by: 1.5 / 12)
        #expect(head(spokeDarkness(sim, view)) == 1)
        sim.advance(by: 2 / 12)
        #expect(head(spokeDarkness(sim, view)) == 3)
        sim.advance(by: 5 / 12)
        #expect(head(spokeDarkness(sim, view)) == 0, "eight steps make a turn")
        // The view's layers keep their model values: nothing is done per frame.
        #expect(view.spokes[0].opacity == 1 && view.spokes[4].opacity < 0.5)
    }

    @Test("out of a window the spin stops; back in, it starts again if still animating")
    func windowChanges() {
        let view = UIActivityIndicatorView(style: .medium)
        let (sim, window) = show(view)
        defer { _ = window }
        view.startAnimating()
        view.removeFromSuperview()
        #expect(view.isAnimating && view.spokes.allSatisfy { $0.animationKeys() == nil })
        window.addSubview(view)
        #expect(view.spokes.allSatisfy { $0.animation(forKey: UIActivityIndicatorView.spinAnimationKey) != nil })
        view.removeFromSuperview()
        view.stopAnimating()
        window.addSubview(view)
        #expect(view.spokes.allSatisfy { $0.animationKeys() == nil } && view.isHidden)
        // Started out of a window, it spins once in one.
        let outside = UIActivityIndicatorView(style: .medium)
        outside.startAnimating()
        #expect(outside.spokes[0].animationKeys() == nil && !outside.isHidden)
        window.addSubview(outside)
        #expect(outside.spokes[0].animation(forKey: UIActivityIndicatorView.spinAnimationKey) != nil)
        _ = sim
    }

    // MARK: The look

    @Test("the look: spokes at the style's size in the middle of any frame, a hole in the middle, in the colour")
    func look() throws {
        let view = UIActivityIndicatorView(frame: CGRect(x: 40, y: 40, width: 100, height: 60))
        view.hidesWhenStopped = false
        view.color = .black
        let (sim, window) = show(view)
        defer { _ = window }
        let pixels = RenderedPixels(sim.screenshot())
        let box = try #require(pixels.boundingBox(in: view.frame, scale: 3) { $0.r < 200 })
        #expect(abs(box.midX - 90) < 0.5 && abs(box.midY - 70) < 0.5)
        #expect(box.width > 19 && box.width <= 20.01 && box.height > 19 && box.height <= 20.01, "\(box)")
        #expect(pixels.pixel(at: CGPoint(x: 90, y: 70), scale: 3) == .white, "the middle is empty")
        // The dark spoke is the colour itself; the faint ones a third of it.
        let top = pixels.pixel(at: CGPoint(x: 90, y: 62), scale: 3)
        #expect(top.r < 10)
        let bottom = pixels.pixel(at: CGPoint(x: 90, y: 78), scale: 3)
        #expect(abs(bottom.r - Int(255 * 0.68)) < 8)
        writeSnapshot(sim)
    }

    /// The indicators and progress bars side by side, for looking at.
    private func writeSnapshot(_ sim: Simulator) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 240, height: 120))
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        for (index, style) in [UIActivityIndicatorView.Style.medium, .large].enumerated() {
            let spinner = UIActivityIndicatorView(style: style)
            spinner.center = CGPoint(x: 30 + CGFloat(index) * 50, y: 30)
            spinner.startAnimating()
            window.addSubview(spinner)
        }
        let image = sim.screenshot().cropping(to: CGRect(x: 0, y: 0, width: 360, height: 180))!
        try? FileManager.default.createDirectory(atPath: "/tmp/symbols", withIntermediateDirectories: true)
        RenderedPixels.writePNG(image, to: "/tmp/symbols/activity-indicators.png")
    }
}
