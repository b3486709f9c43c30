import Foundation

/// What the items of bars have in common: a title, an image, whether they are enabled,
/// and title text attributes per control state. Bar items are not views; the bar that
/// shows an item makes and manages the view that draws it.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    /// Whether the item responds to the user; a disabled item is drawn dimmed. Default true.
    open var isEnabled = true { didSet { itemDidChange() } }
    /// The item's title.
    open var title: String? { didSet { itemDidChange() } }
    /// The item's image; symbol and template images are drawn in the bar's tint colour.
    open var image: UIImage? { didSet { itemDidChange() } }
    /// The image shown in the compact bars of landscape iPhones; nil uses `image`.
    open var landscapeImagePhone: UIImage? { didSet { itemDidChange() } }
    /// The image the large content viewer shows; nil uses `image`.
    open var largeContentSizeImage: UIImage?
    /// Insets applied to `image` where it is drawn.
    open var imageInsets: UIEdgeInsets = .zero { didSet { itemDidChange() } }
    /// Insets applied to `landscapeImagePhone` where it is drawn.
    open var landscapeImagePhoneInsets: UIEdgeInsets = .zero { didSet { itemDidChange() } }
    /// Insets applied to `largeContentSizeImage`.
    open var largeContentSizeImageInsets: UIEdgeInsets = .zero
    /// A number the app uses to identify the item. Default 0.
    open var tag = 0

    private var titleAttributesByState: [UInt: [NSAttributedString.Key: Any]] = [:]

    public override init() {
        super.init()
    }

    /// Sets the attributes of the title in `state`; nil removes them.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributesByState[state.rawValue] = attributes
        itemDidChange()
    }

    /// The title attributes set for `state`; nil when none were set for that exact state.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributesByState[state.rawValue]
    }

    // MARK: The bar's view

    /// Called when something the bar draws changed, so the bar showing the item updates
    /// its view (coalesced into the next layout).
    func itemDidChange() {
        owningBar?.setNeedsLayout()
        itemView?.setNeedsItemUpdate()
    }

    /// The bar showing the item, if any.
    weak var owningBar: UIView?
    /// The view that draws the item in `owningBar`.
    weak var itemView: BarButtonItemView?
}
