import Foundation
@_spi(Testing) import UIKit
import UIKitTesting

/// A full-screen scroll view on an iPhone 15 (393 × 852 points at 3×, the safe area's top
/// 59 points, no navigation bar) with 2,000 points of white content (or a scroll view of
/// the test's) and a refresh control, its `.valueChanged` events logged. The content rests at offset −59, under the safe area's top.
@MainActor
final class RefreshStage {
    static let safeTop: CGFloat = 59

    let sim: Simulator
    let window: UIWindow
    let scrollView: UIScrollView
    let control: UIRefreshControl
    let log = ControlEventLog()
    let recorder = ScrollRecorder()

    /// The stage with `scrollView` (its content its own) instead of the plain one.
    init(scrollView given: UIScrollView? = nil) {
        (sim, window) = makeScenarioWindow(device: .iPhone15, background: .white)
        let scrollView = given ?? UIScrollView()
        self.scrollView = scrollView
        scrollView.frame = window.bounds
        if given == nil {
            scrollView.contentSize = CGSize(width: 393, height: 2000)
            scrollView.addSubview(colouredView(CGRect(x: 0, y: 0, width: 393, height: 2000), .white))
        }
        scrollView.delegate = recorder
        control = UIRefreshControl()
        scrollView.refreshControl = control
        window.addSubview(scrollView)
        log.watch(control, [("valueChanged", .valueChanged)])
        sim.runUntilIdle()
        recorder.calls = []
    }

    /// How far the content is pulled below where it rests without a refresh.
    var pull: CGFloat { -(scrollView.contentOffset.y + RefreshStage.safeTop) }

    /// How many times `.valueChanged` was sent.
    var valueChanges: Int { log.names.count }

    /// A finger put down in the middle of the screen, moved down 4 points a sample
    /// (1/60 s apart) until `until` holds or 200 samples have passed; `after` runs after
    /// each move. Returns the finger, still down, and where it is.
    @discardableResult
    func pullDown(until done: () -> Bool = { false }, samples: Int = 200,
                  after: () -> Void = {}) -> (Simulator.Finger, CGPoint) {
        var point = CGPoint(x: 196, y: 300)
        let finger = sim.touchDown(at: point)
        for _ in 0..<samples {
            point.y += 4
            sim.touchMove(finger, to: point)
            after()
            if done() { break }
        }
        return (finger, point)
    }

    /// The screen's pixel at a point given in window (screen) points.
    func pixel(_ pixels: RenderedPixels, _ point: CGPoint) -> RenderedPixels.RGBA {
        pixels[Int(point.x * 3), Int(point.y * 3)]
    }

    /// Which of the spinner's eight ticks (clockwise from the top) are drawn, read from the
    /// screen halfway along each tick: darker than `brightness` (a still tick is at full
    /// strength, 139; a spinning one as light as 218).
    func ticksShown(darkerThan brightness: Int = 200) -> [Bool] {
        let pixels = RenderedPixels(sim.screenshot())
        let centre = control.convert(control.spinner.center, to: window)
        return (0..<8).map { index in
            let angle = CGFloat(index) * .pi / 4
            let point = CGPoint(x: centre.x + sin(angle) * 6.5, y: centre.y - cos(angle) * 6.5)
            return pixel(pixels, point).brightness < brightness
        }
    }
}
