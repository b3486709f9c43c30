import CoreGraphics
import Foundation

/// The physical description of a screen: its size in points (portrait), its scale, the
/// safe-area insets a full-screen window has in portrait and landscape, and the software
/// keyboard's size. The Simulator's devices are built from these.
package struct ScreenProfile: Sendable, Equatable {
    package var name: String
    /// The portrait size in points.
    package var size: CGSize
    package var scale: CGFloat
    package var portraitSafeArea: UIEdgeInsets
    package var landscapeSafeArea: UIEdgeInsets
    /// The software keyboard's size on this device.
    package var keyboard: KeyboardProfile
    /// The colour range the display shows (the screen's `displayGamut` trait).
    package var displayGamut: UIDisplayGamut
    /// The status bar's height in portrait: 54 points beside the Dynamic Island, 20 on
    /// the home-button devices; by default the top of the portrait safe area.
    package var statusBarHeight: CGFloat

    package init(name: String, size: CGSize, scale: CGFloat, portraitSafeArea: UIEdgeInsets,
                 landscapeSafeArea: UIEdgeInsets, keyboard: KeyboardProfile = .homeButtonPhone,
                 displayGamut: UIDisplayGamut = .SRGB, statusBarHeight: CGFloat? = nil) {
        self.name = name
        self.size = size
        self.scale = scale
        self.portraitSafeArea = portraitSafeArea
        self.landscapeSafeArea = landscapeSafeArea
        self.keyboard = keyboard
        self.displayGamut = displayGamut
        self.statusBarHeight = statusBarHeight ?? portraitSafeArea.top
    }

    /// Whether the top of the screen has the Dynamic Island (the status bar's items sit
    /// at either side of it).
    var hasDynamicIsland: Bool { statusBarHeight > 44 }

    /// Whether the screen is a tablet's: an iPad's portrait width is 744 points or more, a
    /// phone's 430 or less.
    var isPadSized: Bool { size.width >= 600 }

    /// The screen UIKit uses before a host installs one: an iPhone 15 (393 × 852 @3x).
    package static let standard = ScreenProfile(
        name: "iPhone 15", size: CGSize(width: 393, height: 852), scale: 3,
        portraitSafeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
        landscapeSafeArea: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59), keyboard: .faceIDPhone,
        displayGamut: .P3, statusBarHeight: 54)
}
