import Foundation

/// An action revealed at a row's edge (by a swipe, or the delete control while editing):
/// a coloured button with a title or an image that runs `handler`.
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
    /// How the action looks and what it does to its row.
    public enum Style: Int, Sendable {
        /// A grey button.
        case normal = 0
        /// A red button for an action that removes the row.
        case destructive = 1
    }

    /// What runs when the action is chosen: the action, the view that showed it, and the
    /// completion to call with whether the action was performed (which closes the actions).
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// The style given at creation.
    public let style: Style
    /// The button's title.
    open var title: String?
    /// The code run when the action is chosen.
    public let handler: Handler
    /// The button's colour. Default: system red for destructive actions, system grey for
    /// the others.
    open var backgroundColor: UIColor! {
        get { explicitBackgroundColor ?? (style == .destructive ? .systemRed : .systemGray) }
        set { explicitBackgroundColor = newValue }
    }
    /// The button's image, above its title when it has both. Default nil.
    open var image: UIImage?

    private var explicitBackgroundColor: UIColor?

    /// An action of `style` titled `title` that runs `handler`.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }
}
