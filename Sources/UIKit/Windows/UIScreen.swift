import CoreGraphics
import Foundation

/// A display: its size in points, its scale, its modes and the windows shown on it.
///
/// The host supplies the screens (the Simulator's device and any external displays it
/// connects, or the live window). Before one does, `main` is an iPhone 15 (393 × 852
/// points at 3×).
@preconcurrency @MainActor
open class UIScreen: NSObject {
    /// Posted when an external screen connects; the object is the new screen.
    public static let didConnectNotification = Notification.Name("UIScreenDidConnectNotification")
    /// Posted when an external screen disconnects; the object is the screen that left.
    public static let didDisconnectNotification = Notification.Name("UIScreenDidDisconnectNotification")
    /// Posted when a screen's `currentMode` changes; the object is the screen.
    public static let modeDidChangeNotification = Notification.Name("UIScreenModeDidChangeNotification")

    package var profile: ScreenProfile
    /// The orientation the screen's content is shown in (the windows' interface
    /// orientation); the Simulator's rotations change it (Rotation/InterfaceRotation).
    package var interfaceOrientation: UIInterfaceOrientation = .portrait {
        didSet { if interfaceOrientation != oldValue { traitStorage = nil } }
    }
    /// The orientation the device is held in (what the interface turns to when allowed).
    package var deviceOrientation: UIInterfaceOrientation = .portrait
    /// Whether the interface orientation was chosen by a rotation (else it is the launch
    /// orientation the Info.plist names, as `statusBarOrientation` reports).
    var hasTurned = false
    /// Whether the screen is turned on its side.
    package var isLandscape: Bool { interfaceOrientation.isLandscape }
    /// The screen's trait collection, made on first use and again after a turn.
    var traitStorage: UITraitCollection?
    private var currentModeStorage: UIScreenMode

    /// A screen described by `profile`. Its modes are `modeSizes` (in pixels, the first
    /// preferred), or the profile's size at its scale when none are given.
    package init(profile: ScreenProfile, modeSizes: [CGSize] = []) {
        self.profile = profile
        let native = CGSize(width: profile.size.width * profile.scale, height: profile.size.height * profile.scale)
        availableModes = (modeSizes.isEmpty ? [native] : modeSizes).map { UIScreenMode(size: $0) }
        currentModeStorage = availableModes[0]
        super.init()
    }

    /// The connected screens: the environment's.
    private static var installed: [UIScreen] {
        get { HostEnvironment.current.uiKit.screens }
        set { HostEnvironment.current.uiKit.screens = newValue }
    }

    /// The device's built-in screen.
    public class var main: UIScreen { installed[0] }

    /// Every connected screen, the main screen first (always there).
    public class var screens: [UIScreen] { installed }

    /// The modes the screen supports.
    public let availableModes: [UIScreenMode]

    /// The mode the screen uses unless told otherwise: the first of `availableModes`.
    open var preferredMode: UIScreenMode? { availableModes.first }

    /// The mode in use; `bounds` follows it. Set it (to one of `availableModes`) before
    /// showing a window on the screen.
    open var currentMode: UIScreenMode? {
        get { currentModeStorage }
        set {
            guard let mode = newValue, mode !== currentModeStorage else { return }
            precondition(availableModes.contains { $0 === mode },
                         "UIScreen.currentMode: the mode is not one of this screen's availableModes; pick one from there")
            currentModeStorage = mode
            NotificationCenter.default.post(name: UIScreen.modeDidChangeNotification, object: self)
        }
    }

    /// The screen's rectangle in points (the current mode's pixels over the scale), in the
    /// current interface orientation.
    open var bounds: CGRect {
        let pixels = currentModeStorage.size, scale = max(profile.scale, 0.01)
        let (w, h) = (pixels.width / scale, pixels.height / scale)
        return CGRect(x: 0, y: 0, width: isLandscape ? h : w, height: isLandscape ? w : h)
    }

    /// Pixels per point.
    open var scale: CGFloat { profile.scale }

    /// The screen's rectangle in pixels, always portrait.
    open var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: profile.size.width * profile.scale, height: profile.size.height * profile.scale)
    }

    /// The physical pixels per point (the same as `scale` on every simulated device).
    open var nativeScale: CGFloat { profile.scale }

    /// Called when the screen's traits changed (it turned). The default does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The safe-area insets of a full-screen window in the current orientation.
    package var safeAreaInsets: UIEdgeInsets {
        isLandscape ? profile.landscapeSafeArea : profile.portraitSafeArea
    }

    /// Adds `screen` to `screens` and posts `didConnectNotification` (the host's job when a
    /// display is plugged in).
    package static func connect(_ screen: UIScreen) {
        guard !installed.contains(where: { $0 === screen }) else { return }
        installed.append(screen)
        NotificationCenter.default.post(name: didConnectNotification, object: screen)
    }

    /// Removes the external `screen` from `screens` and posts `didDisconnectNotification`.
    /// Windows on it stay alive but show nowhere until moved to another screen.
    package static func disconnect(_ screen: UIScreen) {
        precondition(screen !== main, "UIScreen: the main screen cannot be disconnected; disconnect an external screen")
        guard let index = installed.firstIndex(where: { $0 === screen }) else { return }
        installed.remove(at: index)
        WindowServer.current.screenDisconnected(screen)
        NotificationCenter.default.post(name: didDisconnectNotification, object: screen)
    }
}
