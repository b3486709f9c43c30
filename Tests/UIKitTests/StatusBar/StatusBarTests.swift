import CoreGraphics
import Foundation
import SnapshotTesting
import Testing
import UIKitSnapshotTesting
import UIKitTesting

/// The status bar: hidden and styled as the deciding controller asks, its frame, and its
/// drawing when the Simulator shows it.
@MainActor
@Suite("Status bar", .serialized)
struct StatusBarTests {
    /// A controller with status bar preferences of its own.
    final class BarController: UIViewController {
        var style = UIStatusBarStyle.default
        var hidden = false
        var animation = UIStatusBarAnimation.fade
        var styleChild: UIViewController?
        var background = UIColor.white
        override var preferredStatusBarStyle: UIStatusBarStyle { style }
        override var prefersStatusBarHidden: Bool { hidden }
        override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { animation }
        override var childForStatusBarStyle: UIViewController? { styleChild }
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = background
        }
    }

    /// A Simulator showing a root controller in a key window (kept alive with it).
    struct Shown {
        let sim: Simulator
        let window: UIWindow
    }

    /// Shows `root` in a key window on `device`.
    static func show(_ root: UIViewController, on device: Device = .iPhone15, drawn: Bool = false) -> Shown {
        let sim = Simulator(device: device)
        sim.showsStatusBar = drawn
        let window = UIWindow(frame: sim.screen.bounds)
        window.rootViewController = root
        window.makeKeyAndVisible()
        sim.runUntilIdle()
        return Shown(sim: sim, window: window)
    }

    @Test("frame: 54 points beside the Dynamic Island, 20 on a home-button phone; zero when hidden")
    func frame() {
        var shown = Self.show(BarController())
        #expect(UIApplication.shared.statusBarFrame == CGRect(x: 0, y: 0, width: 393, height: 54))
        shown = Self.show(BarController(), on: .iPhoneSE)
        #expect(UIApplication.shared.statusBarFrame == CGRect(x: 0, y: 0, width: 320, height: 20))
        let hidden = BarController()
        hidden.hidden = true
        shown = Self.show(hidden)
        defer { withExtendedLifetime(shown) {} }
        #expect(UIApplication.shared.statusBarFrame == .zero && UIApplication.shared.isStatusBarHidden)
    }

    @Test("hidden in landscape on iPhone (compact height), shown on iPad in landscape")
    func landscape() {
        let root = UIViewController()
        let shown = Self.show(root)
        defer { withExtendedLifetime(shown) {} }
        shown.sim.rotate(to: .landscapeLeft)
        #expect(UIApplication.shared.isStatusBarHidden && root.prefersStatusBarHidden)
        shown.sim.rotate(to: .portrait)
        #expect(!UIApplication.shared.isStatusBarHidden && !root.prefersStatusBarHidden)
        let pad = Self.show(UIViewController(), on: .iPad)
        defer { withExtendedLifetime(pad) {} }
        pad.sim.rotate(to: .landscapeRight)
        #expect(!UIApplication.shared.isStatusBarHidden && UIApplication.shared.statusBarFrame.height == 20)
    }

    @Test("the style is the deciding controller's, or its childForStatusBarStyle's; the Info.plist decides without controller-based appearance")
    func style() {
        let root = BarController()
        root.style = .lightContent
        let shown = Self.show(root)
        defer { withExtendedLifetime(shown) {} }
        let sim = shown.sim
        #expect(UIApplication.shared.statusBarStyle == .lightContent)
        let child = BarController()
        child.style = .darkContent
        root.styleChild = child
        root.setNeedsStatusBarAppearanceUpdate()
        #expect(UIApplication.shared.statusBarStyle == .darkContent)
        sim.infoDictionary = ["UIViewControllerBasedStatusBarAppearance": false, "UIStatusBarStyle": "UIStatusBarStyleLightContent"]
        #expect(UIApplication.shared.statusBarStyle == .lightContent)
    }

    @Test("drawn: dark content on a light background in the bar's area, nothing below it; not drawn by default")
    func drawnDefault() {
        let shown = Self.show(BarController(), drawn: true)
        defer { withExtendedLifetime(shown) {} }
        let sim = shown.sim
        let pixels = RenderedPixels(sim.screenshot())
        let scale = 3
        func darkPixels(x: Range<Int>, y: Range<Int>) -> Int {
            var n = 0
            for py in y.map({ $0 * scale }) { for px in x.map({ $0 * scale }) where pixels[px, py].r < 100 { n += 1 } }
            return n
        }
        #expect(darkPixels(x: 40..<95, y: 20..<42) > 10)      // "9:41"
        #expect(darkPixels(x: 285..<370, y: 20..<42) > 10)    // signal, Wi-Fi, battery
        #expect(darkPixels(x: 0..<393, y: 60..<852) == 0)
        sim.showsStatusBar = false
        let plain = RenderedPixels(sim.screenshot())
        #expect(plain.count { $0.r < 100 } == 0)
    }

    @Test("drawn: light content is white on a dark background; a hidden bar draws nothing; setNeedsStatusBarAppearanceUpdate in an animation block fades it")
    func drawnLightAndHidden() {
        let root = BarController()
        root.style = .lightContent
        root.background = .black
        let shown = Self.show(root, drawn: true)
        defer { withExtendedLifetime(shown) {} }
        let sim = shown.sim
        let light = RenderedPixels(sim.screenshot())
        var white = 0
        for y in stride(from: 60, to: 126, by: 3) { for x in stride(from: 120, to: 285, by: 3) where light[x, y].r > 200 { white += 1 } }
        #expect(white > 10)
        root.hidden = true
        UIView.animate(withDuration: 0.3) { root.setNeedsStatusBarAppearanceUpdate() }
        sim.advance(by: 0.15)
        let halfway = RenderedPixels(sim.screenshot())
        let brightest = (60..<126).flatMap { y in (120..<285).map { x in halfway[x, y].r } }.max() ?? 0
        #expect(brightest > 40 && brightest < 230)
        sim.runUntilIdle()
        #expect(RenderedPixels(sim.screenshot()).count { $0.r > 60 } == 0)
    }

    @Test("snapshot: the iPhone 15 status bar, looked at beside an iOS 17 screenshot")
    func snapshot() throws {
        let shown = Self.show(BarController(), drawn: true)
        defer { withExtendedLifetime(shown) {} }
        let shot = shown.sim.screenshot()
        let bar = try #require(shot.cropping(to: CGRect(x: 0, y: 0, width: shot.width, height: 54 * 3)))
        RenderedPixels.writePNG(bar, to: "/tmp/status-bar-iphone15.png")
        assertSnapshot(of: UIImage(cgImage: bar, scale: 3, orientation: .up), as: .image)
    }
}
