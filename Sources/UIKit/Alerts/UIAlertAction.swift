import Foundation

/// An action of an alert or action sheet: a title, a style that decides how its button
/// looks and where it goes, and a handler the alert calls once it has been dismissed
/// because the user chose the action.
@preconcurrency @MainActor
open class UIAlertAction: NSObject, @preconcurrency NSCopying {
    /// How an action looks and where the alert puts it, with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// The tint colour, regular weight.
        case `default` = 0
        /// Dismisses without doing anything: bold (unless another action is the alert's
        /// `preferredAction`), on the left of two side-by-side buttons, last in a stack, in its
        /// own block at the bottom of an action sheet. An alert has at most one.
        case cancel = 1
        /// Changes or deletes data: red.
        case destructive = 2
    }

    private let titleStorage: String?
    private let styleStorage: Style
    /// What choosing the action calls.
    let handler: ((UIAlertAction) -> Void)?
    /// The alert the action was last added to, which redraws it when it is enabled or
    /// disabled.
    weak var alertController: UIAlertController?

    /// An action titled `title`, looking as `style` says, that calls `handler` (with the
    /// action) once the alert is dismissed after the user chose it.
    public convenience init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.init(titleStorage: title, styleStorage: style, handler: handler)
    }

    private init(titleStorage: String?, styleStorage: Style, handler: ((UIAlertAction) -> Void)?) {
        self.titleStorage = titleStorage
        self.styleStorage = styleStorage
        self.handler = handler
        super.init()
    }

    /// The button's title.
    open var title: String? { titleStorage }

    /// How the action looks and where it goes.
    open var style: Style { styleStorage }

    /// Whether the user can choose the action (default true). A disabled action's title is
    /// gray, it does not highlight, and touching it does nothing; an alert on screen
    /// redraws when this changes.
    open var isEnabled = true {
        didSet {
            guard isEnabled != oldValue else { return }
            alertController?.contentDidChange()
        }
    }

    /// A new action with the same title, style, handler and enabled state (a
    /// `UIAlertAction` even when copied from a subclass).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIAlertAction(title: titleStorage, style: styleStorage, handler: handler)
        copy.isEnabled = isEnabled
        return copy
    }
}
