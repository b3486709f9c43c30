import Foundation
import UIKitTesting

/// The spec scenarios' setting: "win", a key and visible window filling the screen of
/// `device` — by default (0, 0, 320, 480) on a 320 × 480 screen at scale 1, the iPhone 3G.
/// The caller keeps the window alive.
@MainActor
func makeScenarioWindow(device: Device = .iPhone3G, background: UIColor? = nil) -> (Simulator, UIWindow) {
    let sim = Simulator(device: device)
    let window = UIWindow(frame: sim.screen.bounds)
    window.backgroundColor = background
    window.makeKeyAndVisible()
    return (sim, window)
}

/// A plain view of `frame` filled with `color`.
@MainActor
func colouredView(_ frame: CGRect, _ color: UIColor) -> UIView {
    let view = UIView(frame: frame)
    view.backgroundColor = color
    return view
}

extension CGPoint {
    /// Whether both coordinates are within `tolerance` of `other`'s (the spec's 1e-3 for
    /// results of trigonometry).
    func isClose(to other: CGPoint, tolerance: CGFloat = 1e-3) -> Bool {
        abs(x - other.x) <= tolerance && abs(y - other.y) <= tolerance
    }
}

extension CGRect {
    /// Whether origin and size are within `tolerance` of `other`'s.
    func isClose(to other: CGRect, tolerance: CGFloat = 1e-3) -> Bool {
        origin.isClose(to: other.origin, tolerance: tolerance)
            && abs(width - other.width) <= tolerance && abs(height - other.height) <= tolerance
    }
}
