import CoreGraphics
import Foundation
import UIKit

/// Drives the headless host: the screen of a simulated device, commits and compositing,
/// screenshots. (Time, input and the application's life cycle join it with the events
/// issue; the names follow DESIGN.md §6.)
///
/// Creating a simulator replaces any earlier one: windows, the key window and the
/// screens start fresh.
@MainActor
public final class Simulator {
    /// The simulated device.
    public let device: Device

    /// Installs a headless screen for `device`; `UIScreen.main` becomes that screen.
    public init(device: Device = .iPhone15) {
        self.device = device
        UIScreen.installed = [UIScreen(profile: device.profile)]
        WindowServer.reset()
        HostRunLoop.reset()
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
