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
    /// The fingers handed out and the input clock (`Simulator+Input.swift`).
    let input = SimulatedInput()

    /// Installs a headless screen for `device`; `UIScreen.main` becomes that screen.
    public init(device: Device = .iPhone15) {
        self.device = device
        UIScreen.installed = [UIScreen(profile: device.profile)]
        WindowServer.reset()
        EventRouter.reset()
    }

    /// The device's screen.
    public var screen: UIScreen { UIScreen.main }

    /// Commits pending changes (layout, display) and composites the screen. Returns once
    /// nothing is pending (nothing animates yet, so one frame settles everything).
    public func runUntilIdle() {
        WindowServer.shared.renderFrame()
    }

    /// The composited screen in pixels, after committing pending changes.
    public func screenshot() -> CGImage {
        screenshot(of: screen)
    }

    /// The rectangles, in points, repainted by the last frame.
    public var lastDamage: [CGRect] {
        WindowServer.shared.compositor(for: screen)?.lastDamage ?? []
    }
}
