import CoreGraphics
import Foundation

/// A display: its size in points, its scale and the windows shown on it.
///
/// The host supplies the screens (the Simulator's device, or the live window). Before one
/// does, `main` is an iPhone 15 (393 × 852 points at 3×).
@MainActor
open class UIScreen: NSObject {
    package var profile: ScreenProfile
    package var isLandscape = false

    package init(profile: ScreenProfile) {
        self.profile = profile
        super.init()
    }

    package static var installed: [UIScreen] = [UIScreen(profile: .standard)]

    /// The device's built-in screen.
    public class var main: UIScreen { installed[0] }

    /// Every connected screen, the main screen first.
    public class var screens: [UIScreen] { installed }

    /// The screen's rectangle in points, in the current interface orientation.
    open var bounds: CGRect {
        let s = profile.size
        return CGRect(x: 0, y: 0, width: isLandscape ? s.height : s.width, height: isLandscape ? s.width : s.height)
    }

    /// Pixels per point.
    open var scale: CGFloat { profile.scale }

    /// The screen's rectangle in pixels, always portrait.
    open var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: profile.size.width * profile.scale, height: profile.size.height * profile.scale)
    }

    /// The physical pixels per point (the same as `scale` on every simulated device).
    open var nativeScale: CGFloat { profile.scale }

    /// The safe-area insets of a full-screen window in the current orientation.
    package var safeAreaInsets: UIEdgeInsets {
        isLandscape ? profile.landscapeSafeArea : profile.portraitSafeArea
    }
}
