import CoreGraphics
import Foundation
import UIKit

extension Simulator {
    /// Plugs in an external display: a screen whose modes are `modes` (sizes in pixels,
    /// the first one preferred and current) at `scale`, appended to `UIScreen.screens`,
    /// announced with `UIScreen.didConnectNotification`. Returns the new screen.
    @discardableResult
    public func connectScreen(modes: [CGSize], scale: CGFloat = 1) -> UIScreen {
        precondition(!modes.isEmpty && modes.allSatisfy { $0.width > 0 && $0.height > 0 } && scale > 0,
                     "Simulator.connectScreen(modes:scale:): give at least one mode with a positive size, and a positive scale")
        let points = CGSize(width: modes[0].width / scale, height: modes[0].height / scale)
        let profile = ScreenProfile(name: "External Display", size: points, scale: scale,
                                    portraitSafeArea: .zero, landscapeSafeArea: .zero)
        let screen = UIScreen(profile: profile, modeSizes: modes)
        UIScreen.connect(screen)
        return screen
    }

    /// Unplugs an external display connected with `connectScreen(modes:scale:)`; UIKit posts
    /// `UIScreen.didDisconnectNotification`.
    public func disconnectScreen(_ screen: UIScreen) {
        UIScreen.disconnect(screen)
    }

    /// Turns the device. The interface follows when the deciding view controller (the key
    /// window's root, or the full-screen controller it presents) and the Info.plist's
    /// `UISupportedInterfaceOrientations` support `orientation` and the controller
    /// autorotates; else it stays, as on iOS. Following, the controllers hear
    /// `viewWillTransition(to:with:)`, the main screen's bounds, safe area and traits take
    /// the orientation's, full-screen windows are resized to match and lay out inside the
    /// rotation's animation (0.3 s a quarter turn: let time pass for its completions).
    public func rotate(to orientation: UIInterfaceOrientation) {
        precondition(orientation != .unknown, "Simulator.rotate(to:): give a known orientation (.portrait, .landscapeLeft, …)")
        InterfaceRotation.deviceTurned(UIScreen.main, to: orientation)
    }

    /// The composited pixels of `screen`, after committing pending changes (no time
    /// passes).
    public func screenshot(of screen: UIScreen) -> CGImage {
        runTurnNow()
        guard let image = WindowServer.current.compositor(for: screen)?.makeImage() else {
            preconditionFailure("Simulator.screenshot(of:): the screen could not be composited")
        }
        return image
    }
}
