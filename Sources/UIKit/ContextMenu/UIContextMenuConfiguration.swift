import Foundation

/// Makes the menu of a context menu: given the actions the system suggests (none here),
/// the menu to show, or nil for none.
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?

/// Makes the view controller a context menu previews, or nil for a preview of the
/// interaction's view.
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?

/// What a context menu shows: an identifier the delegate can tell menus apart by, the
/// preview (a view controller the preview provider makes, or a snapshot of the view) and
/// the menu the action provider makes.
@preconcurrency @MainActor
open class UIContextMenuConfiguration: NSObject {
    /// The order in which a menu lays out its elements.
    public enum ElementOrder: Int, Sendable {
        /// The system decides: on iPhone, as `.priority`.
        case automatic
        /// The first elements are the nearest to where the menu came from: the order is
        /// reversed when the menu opens above its source.
        case priority
        /// Always first to last, top to bottom.
        case fixed
    }

    /// The identifier given, or a unique one.
    public let identifier: any NSCopying
    /// How the menu orders its elements. Default `.automatic`.
    open var preferredMenuElementOrder: ElementOrder = .automatic

    let previewProvider: UIContextMenuContentPreviewProvider?
    let actionProvider: UIContextMenuActionProvider?

    /// A configuration whose preview `previewProvider` makes (nil: a snapshot of the view)
    /// and whose menu `actionProvider` makes (nil: no menu, only the preview).
    public init(identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
                actionProvider: UIContextMenuActionProvider? = nil) {
        self.identifier = identifier ?? NSUUID()
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }

    /// Whether the menu reverses its order when it opens above its source.
    var reversesAboveSource: Bool { preferredMenuElementOrder != .fixed }
}
