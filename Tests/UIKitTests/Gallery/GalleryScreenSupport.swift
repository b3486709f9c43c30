import UIKitTesting

/// A Gallery screen as the Gallery shows it headless: the root of a window on an iPhone 15,
/// shown once. The caller keeps the window alive.
@MainActor
func showGalleryScreen<Screen: UIViewController>(_ screen: Screen) -> (Simulator, UIWindow, Screen) {
    let (sim, window) = makeScenarioWindow(device: .iPhone15)
    window.rootViewController = screen
    sim.runUntilIdle()
    return (sim, window, screen)
}
