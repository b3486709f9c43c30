import Foundation
import UIKitTesting

/// `view` in a visible window filling the screen of a fresh simulated `device`, composited
/// once. The caller keeps the window: as on iOS, nothing else keeps a window alive.
@MainActor
func showInWindow(_ view: UIView, device: Device = .iPhone3G) -> (Simulator, UIWindow) {
    let sim = Simulator(device: device)
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.addSubview(view)
    window.makeKeyAndVisible()
    sim.runUntilIdle()
    return (sim, window)
}
