import Foundation
import UIKitTesting

/// A control with its frame's origin at `origin` in a fresh white window (by default the
/// 320 × 480 iPhone 3G screen at scale 1, so points are pixels), its events logged. The
/// control is made once the simulated device exists, so what it draws at creation has the
/// device's scale. Holding the stage keeps the window alive.
@MainActor
final class ControlStage<Control: UIControl> {
    let sim: Simulator
    let window: UIWindow
    let control: Control
    let log = ControlEventLog()

    init(_ control: @autoclosure () -> Control, at origin: CGPoint = CGPoint(x: 50, y: 50), device: Device = .iPhone3G) {
        (sim, window) = makeScenarioWindow(device: device, background: .white)
        let control = control()
        self.control = control
        control.frame.origin = origin
        window.addSubview(control)
        log.watch(control)
        sim.runUntilIdle()
    }

    /// A point given in the control's coordinates, in the screen's.
    func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
        control.convert(CGPoint(x: x, y: y), to: window)
    }

    /// The screen's pixels now.
    func pixels() -> RenderedPixels { RenderedPixels(sim.screenshot()) }

    /// The pixel at (x, y) in the control's coordinates (scale 1).
    func pixel(_ x: Int, _ y: Int) -> RenderedPixels.RGBA {
        let p = point(CGFloat(x), CGFloat(y))
        return pixels()[Int(p.x), Int(p.y)]
    }
}

extension RenderedPixels.RGBA {
    /// The opaque colour `color` makes over white.
    static func over(white color: UIColor) -> RenderedPixels.RGBA {
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        _ = color.getRed(&r, green: &g, blue: &b, alpha: &a)
        func channel(_ c: CGFloat) -> Int { Int(((c * a + (1 - a)) * 255).rounded()) }
        return .init(channel(r), channel(g), channel(b), 255)
    }

    /// The mean of the three colour channels.
    var brightness: Int { (r + g + b) / 3 }
}
