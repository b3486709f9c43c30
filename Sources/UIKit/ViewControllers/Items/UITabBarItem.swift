import CoreGraphics
import Foundation

/// The item a view controller shows as its tab in a tab bar: title, image, the image when
/// selected, and a badge. Each view controller has one (`tabBarItem`) whose title follows
/// the controller's `title`. The system items (`init(tabBarSystemItem:tag:)`) come with the
/// tab bar (docs/SUPPORT.md).
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    /// The image shown while the tab is selected (nil: `image`).
    open var selectedImage: UIImage?
    /// The text in the badge at the item's top trailing corner; nil shows no badge.
    open var badgeValue: String?
    /// The badge's background colour (nil: the system red).
    open var badgeColor: UIColor?

    public override init() {
        super.init()
    }

    /// An item with `title`, `image` (also used selected) and `tag`.
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// An item with `title`, `image`, and `selectedImage` for the selected tab.
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }
}
