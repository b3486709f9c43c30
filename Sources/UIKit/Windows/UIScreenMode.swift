import CoreGraphics
import Foundation

/// One resolution a screen can show: its size in pixels and the shape of its pixels.
/// Screens list theirs in `UIScreen.availableModes`.
@preconcurrency @MainActor
open class UIScreenMode: NSObject {
    /// The mode's size in pixels.
    public let size: CGSize
    /// The width of a pixel divided by its height (1 for square pixels).
    public let pixelAspectRatio: CGFloat

    package init(size: CGSize, pixelAspectRatio: CGFloat = 1) {
        self.size = size
        self.pixelAspectRatio = pixelAspectRatio
        super.init()
    }

    open override var description: String {
        "<UIScreenMode: size = \(size.width) × \(size.height), pixelAspectRatio = \(pixelAspectRatio)>"
    }
}
