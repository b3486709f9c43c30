import CoreGraphics
import Foundation
import UIKit

/// Drives the headless host: the screen of a simulated device, the virtual clock and its
/// frames (Simulator+Time), the application's life (Simulator+App), commits and
/// compositing, screenshots. Its names are a contract tests rely on: they stay stable.
///
/// Creating a simulator installs a fresh `HostEnvironment`, so the world of any earlier
/// one is gone: windows, the key window, the screens, the application and its delegate,
/// timers (invalidated), display links (invalidated), animations, menus and the clock (at
/// 0) start fresh.
@preconcurrency @MainActor
public final class Simulator {
    /// The simulated device.
    public let device: Device
    /// The fingers handed out and the input clock (`Simulator+Input.swift`).
    let input = SimulatedInput()

    /// Installs a fresh environment whose one screen is `device`'s; `UIScreen.main`
    /// becomes that screen. The environment is not the simulator's to keep: the next
    /// simulator's replaces it, and everything in it goes.
    public init(device: Device = .iPhone15) {
        self.device = device
        let environment = HostEnvironment()
        environment.uiKit.screens = [UIScreen(profile: device.profile)]
        environment.install()
    }

    /// The environment the simulator drives: the one in force.
    var environment: HostEnvironment { HostEnvironment.current }

    /// The device's screen.
    public var screen: UIScreen { UIScreen.main }

    /// The composited screen in pixels, after committing pending changes.
    public func screenshot() -> CGImage {
        screenshot(of: screen)
    }

    /// The rectangles, in points, repainted by the last frame.
    public var lastDamage: [CGRect] {
        environment.uiKit.windowServer.lastDamage(on: screen)
    }
}
