import CoreGraphics
import Foundation
import UIKit

/// Drives the headless host: the screen of a simulated device, the virtual clock and its
/// frames (Simulator+Time), the application's life (Simulator+App), commits and
/// compositing, screenshots. The names follow DESIGN.md §6.
///
/// Creating a simulator replaces any earlier one: windows, the key window, the screens,
/// the application and its delegate, timers, display links, animations and the clock (at 0) start
/// fresh.
@preconcurrency @MainActor
public final class Simulator {
    /// The simulated device.
    public let device: Device
    /// The fingers handed out and the input clock (`Simulator+Input.swift`).
    let input = SimulatedInput()

    /// Installs a headless screen for `device`; `UIScreen.main` becomes that screen.
    public init(device: Device = .iPhone15) {
        self.device = device
        UIScreen.installed = [UIScreen(profile: device.profile)]
        WindowServer.reset()
        EventRouter.reset()
        HostRunLoop.reset()
        AnimationEngine.shared.reset()
        UIView.resetAnimations()
        UIApplication.current = nil
        EditMenuPresentation.reset()
        InfoPlist.replacement = nil
    }

    /// The device's screen.
    public var screen: UIScreen { UIScreen.main }

    /// The composited screen in pixels, after committing pending changes.
    public func screenshot() -> CGImage {
        screenshot(of: screen)
    }

    /// The rectangles, in points, repainted by the last frame.
    public var lastDamage: [CGRect] {
        WindowServer.shared.compositor(for: screen)?.lastDamage ?? []
    }
}
