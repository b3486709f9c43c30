import Foundation

/// A button in a navigation bar or toolbar: a title, an image, a system item, a custom
/// view, or space between other items; it calls its target–action or primary action when
/// tapped, or shows its menu.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    /// How an item with a title draws it.
    public enum Style: Int, Sendable {
        /// The title in the regular weight.
        case plain = 0
        /// Deprecated since iOS 8; drawn as `.plain`.
        @available(*, deprecated, message: "Use UIBarButtonItem.Style.plain when minimum deployment target is iOS 7 or later")
        case bordered = 1
        /// The title in the semibold weight, for the item that completes a task.
        case done = 2
    }

    /// The items UIKit provides, with their titles and images.
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks,
             search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        @available(*, deprecated, message: "pageCurl is deprecated and draws nothing")
        case pageCurl
        case close
    }

    /// How the item's title is drawn. Default `.plain`; system items that complete a task
    /// (done, save) are `.done`.
    open var style: Style = .plain { didSet { itemDidChange() } }
    /// The item's width; 0 (the default) sizes it to its content. For a fixed space it is
    /// the space's width.
    open var width: CGFloat = 0 { didSet { itemDidChange() } }
    /// Titles the item may show, so the bar keeps room for the widest; informational here.
    open var possibleTitles: Set<String>?
    /// The view shown instead of the item's title or image.
    open var customView: UIView? { didSet { itemDidChange() } }
    /// The message sent to `target` when the item is tapped (nil sends nothing).
    open var action: Selector?
    /// The object `action` is sent to; nil sends it up the responder chain from the first
    /// responder. Not retained, as in UIKit.
    open weak var target: AnyObject?
    /// The action performed when the item is tapped; it takes the place of `target` and
    /// `action`, and its title and image are the item's unless set otherwise.
    open var primaryAction: UIAction? {
        didSet { adoptPrimaryActionLook() }
    }
    /// The menu the item shows: when tapped if it has no primary action and no action, else
    /// on a long press.
    open var menu: UIMenu? { didSet { itemDidChange() } }
    /// Whether the item is shown selected.
    open var isSelected = false { didSet { itemDidChange() } }
    /// Whether tapping the item chooses the next item of its menu, showing the chosen item.
    open var changesSelectionAsPrimaryAction = false
    /// The item's tint; nil uses the bar's.
    open var tintColor: UIColor? { didSet { itemDidChange() } }
    /// Whether the bar leaves the item out. Default false.
    open var isHidden = false { didSet { itemDidChange() } }
    /// Whether the item springs open when a drag hovers over it; recorded only.
    open var isSpringLoaded = false
    /// The system item the item was made as, if any.
    private(set) var systemItem: SystemItem?

    /// An empty plain item.
    public required override init() {
        super.init()
    }

    /// An item showing `title` in `style`, sending `action` to `target` when tapped.
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    /// An item showing `image` in `style`, sending `action` to `target` when tapped.
    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    /// An item showing `image` (`landscapeImagePhone` in landscape on iPhone).
    public convenience init(image: UIImage?, landscapeImagePhone: UIImage?, style: Style, target: Any?,
                            action: Selector?) {
        self.init(image: image, style: style, target: target, action: action)
        self.landscapeImagePhone = landscapeImagePhone
    }

    /// The system item `systemItem`, sending `action` to `target` when tapped.
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init()
        becomeSystemItem(systemItem)
        self.target = target as AnyObject?
        self.action = action
    }

    /// The system item `systemItem`, performing `primaryAction` or showing `menu`.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        becomeSystemItem(systemItem)
        self.primaryAction = primaryAction
        self.menu = menu
        adoptPrimaryActionLook()
    }

    /// An item that performs `primaryAction`, showing its title or image.
    public convenience init(primaryAction: UIAction?) {
        self.init()
        self.primaryAction = primaryAction
        adoptPrimaryActionLook()
    }

    /// An item showing `title` and `image`, performing `primaryAction` or showing `menu`.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil,
                            menu: UIMenu? = nil) {
        self.init()
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
        self.menu = menu
        adoptPrimaryActionLook()
    }

    /// An item showing `title` and `image`, sending `action` to `target` or showing `menu`.
    public convenience init(title: String? = nil, image: UIImage? = nil, target: AnyObject? = nil,
                            action: Selector? = nil, menu: UIMenu? = nil) {
        self.init()
        self.title = title
        self.image = image
        self.target = target
        self.action = action
        self.menu = menu
    }

    /// An item showing `customView` instead of a title or image; the view handles its own
    /// touches.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// Gives the item `systemItem`'s title, image and style.
    private func becomeSystemItem(_ systemItem: SystemItem) {
        self.systemItem = systemItem
        if let look = SystemItemLook(systemItem) {
            title = look.title
            image = look.image
            style = look.style
        }
    }

    /// A space `width` points wide between items.
    public class func fixedSpace(_ width: CGFloat) -> Self {
        let item = Self()
        item.becomeSystemItem(.fixedSpace)
        item.width = width
        return item
    }

    /// A space that grows to share the bar's free width with the other flexible spaces.
    public class func flexibleSpace() -> Self {
        let item = Self()
        item.becomeSystemItem(.flexibleSpace)
        return item
    }

    /// Takes the primary action's title and image where the item has none. (Called by the
    /// initializers too, where property observers do not run.)
    private func adoptPrimaryActionLook() {
        if let primaryAction {
            if title == nil, !primaryAction.title.isEmpty { title = primaryAction.title }
            if image == nil { image = primaryAction.image }
        }
        itemDidChange()
    }

    // MARK: What the item is

    /// Whether the item is space rather than a button.
    var isSpace: Bool { systemItem == .fixedSpace || systemItem == .flexibleSpace }
    var isFlexibleSpace: Bool { systemItem == .flexibleSpace }

    /// Performs what a tap on the item does: the primary action, else the action sent to
    /// the target (nil: up the responder chain), as UIKit does with the item as sender.
    func performPrimaryAction(for event: UIEvent?) {
        if let primaryAction {
            primaryAction.perform(sender: self)
        } else if let action {
            _ = UIApplication.shared.sendAction(action, to: target, from: self, for: event)
        }
    }
}
