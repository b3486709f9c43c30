import Foundation
import UIKitTesting

/// An iPhone 15 with a visible window whose root controller "A" logs to `log`, settled.
@MainActor
struct PresentationStage {
    let sim = Simulator(device: .iPhone15)
    let log = CallbackLog()
    let window: UIWindow
    let root: LoggingController

    init() {
        window = UIWindow(frame: sim.screen.bounds)
        root = LoggingController("A", log: log)
        window.rootViewController = root
        window.makeKeyAndVisible()
        sim.runUntilIdle()
        log.entries = []
    }
}
