import Foundation

/// What menus are made of: actions (`UIAction`), commands (`UICommand`) and submenus
/// (`UIMenu`). Elements are made through those subclasses.
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    /// The element's title (settable on actions and commands in UIKit; on every element here).
    open var title: String
    /// Text shown below the title, where the menu's style has room for it.
    open var subtitle: String?
    /// The element's image (settable on actions and commands in UIKit; on every element here).
    open var image: UIImage?

    init(title: String, subtitle: String?, image: UIImage?) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        super.init()
    }

    /// How an action or command behaves and looks.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Shown dimmed; choosing it does nothing.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Shown in a destructive style.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// The menu stays presented after the element is chosen.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether an action or command shows a checkmark.
    public enum State: Int, Sendable {
        case off, on, mixed
    }
}
