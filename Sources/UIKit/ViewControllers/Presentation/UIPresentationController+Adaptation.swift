import CoreGraphics
import Foundation

/// Adaptation by device: until trait collections exist, a screen whose shorter side is at
/// least 768 points (an iPad) has a regular width in both orientations and every other
/// screen (an iPhone) a compact one — true of every device simulated, not of an iPhone
/// Plus or Max in landscape, nor of iPad multitasking (docs/DIFFERENCES.md).
extension UIPresentationController {
    /// Whether `window`'s screen has a regular horizontal size class.
    static func hasRegularWidth(_ window: UIWindow) -> Bool {
        let size = window.screen.bounds.size
        return min(size.width, size.height) >= 768
    }

    /// Whether `window`'s screen has a compact vertical size class (an iPhone in landscape).
    static func hasCompactHeight(_ window: UIWindow) -> Bool {
        !hasRegularWidth(window) && window.screen.bounds.width > window.screen.bounds.height
    }
}
