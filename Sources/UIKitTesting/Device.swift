import CoreGraphics
import Foundation
import UIKit

/// A simulated device: its screen in points, its scale, its safe areas and the size of its
/// software keyboard.
public struct Device: Sendable, Equatable {
    package let profile: ScreenProfile

    /// A device described by `profile` (tests make devices of their own this way).
    package init(profile: ScreenProfile) {
        self.profile = profile
    }

    /// The device's name, as shown in reports.
    public var name: String { profile.name }

    private static let statusBar = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)

    /// iPhone 3G: 320 × 480 points at 1×, 20-point status bar.
    public static let iPhone3G = Device(profile: ScreenProfile(
        name: "iPhone 3G", size: CGSize(width: 320, height: 480), scale: 1,
        portraitSafeArea: statusBar, landscapeSafeArea: .zero))
    /// iPhone 4: 320 × 480 points at 2×.
    public static let iPhone4 = Device(profile: ScreenProfile(
        name: "iPhone 4", size: CGSize(width: 320, height: 480), scale: 2,
        portraitSafeArea: statusBar, landscapeSafeArea: .zero))
    /// iPhone SE (1st generation): 320 × 568 points at 2×.
    public static let iPhoneSE = Device(profile: ScreenProfile(
        name: "iPhone SE", size: CGSize(width: 320, height: 568), scale: 2,
        portraitSafeArea: statusBar, landscapeSafeArea: .zero))
    /// iPhone 15: 393 × 852 points at 3×, Dynamic Island and home indicator.
    public static let iPhone15 = Device(profile: .standard)
    /// iPad: 768 × 1024 points at 2×, 20-point status bar in both orientations.
    public static let iPad = Device(profile: ScreenProfile(
        name: "iPad", size: CGSize(width: 768, height: 1024), scale: 2,
        portraitSafeArea: statusBar, landscapeSafeArea: statusBar, keyboard: .pad))
}
