import Foundation
import UIKitTesting

/// `view` in the scenarios' window ("win") on a fresh simulated `device`, composited once.
/// The caller keeps the window: as on iOS, nothing else keeps a window alive.
@MainActor
func showInWindow(_ view: UIView, device: Device = .iPhone3G) -> (Simulator, UIWindow) {
    let (sim, window) = makeScenarioWindow(device: device)
    window.addSubview(view)
    sim.runUntilIdle()
    return (sim, window)
}
