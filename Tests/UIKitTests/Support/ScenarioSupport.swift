import Foundation
import UIKitTesting

/// The spec scenarios' setting: "win", a key and visible window of frame (0, 0, 320, 480)
/// on a 320 × 480 screen at scale 1 (the iPhone 3G). The caller keeps the window alive.
@MainActor
func makeScenarioWindow() -> (Simulator, UIWindow) {
    let sim = Simulator(device: .iPhone3G)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.makeKeyAndVisible()
    return (sim, window)
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
