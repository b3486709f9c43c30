import CoreGraphics
import Foundation

/// An item shown in a bar (a tab bar's tab, a toolbar's or navigation bar's button): its
/// title, image and tag. Abstract: use `UITabBarItem` (and, with the bars, `UIBarButtonItem`).
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    /// The title shown on the item. Default nil.
    open var title: String?
    /// The image shown on the item. Default nil.
    open var image: UIImage?
    /// The image used in landscape on an iPhone (nil: `image`).
    open var landscapeImagePhone: UIImage?
    /// Where the image is moved from its usual place. Default zero.
    open var imageInsets: UIEdgeInsets = .zero
    /// A number the app chooses to tell items apart. Default 0.
    open var tag = 0
    /// Whether the item can be chosen. Default true.
    open var isEnabled = true

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init()
    }
}
