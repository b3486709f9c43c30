import CoreGraphics
import Foundation

/// Who shows an edit menu and answers for it: `UIEditMenuInteraction` or `UIMenuController`.
@MainActor
protocol EditMenuOwner: AnyObject {
    /// The user chose `entry` (a command, an action or a custom item) in `presentation`.
    func editMenu(_ presentation: EditMenuPresentation, didChoose entry: EditMenuEntry)
    /// The system takes `presentation` away (a touch outside it, another menu shown): the
    /// owner runs its dismissal (delegate, notifications) and calls `remove()`.
    func editMenuShouldDismiss(_ presentation: EditMenuPresentation)
}

/// The edit menu on screen, at most one at a time: its view on top of a window's
/// subviews, pointing at a rectangle, and a recognizer on the window that takes the menu
/// away when a touch begins outside it (the touch goes on to its view). Choosing an entry
/// goes to the owner; choosing a submenu shows its entries in the bar (with a back item),
/// and the paging items move between the pages of a bar too wide for the window.
@MainActor
package final class EditMenuPresentation {
    /// The menu on screen.
    package private(set) static var current: EditMenuPresentation? {
        get { HostEnvironment.current.uiKit.editMenu }
        set { HostEnvironment.current.uiKit.editMenu = newValue }
    }

    private weak var owner: (any EditMenuOwner)?
    private weak var window: UIWindow?
    let view = EditMenuView()
    private var dismissRecognizer: EditMenuDismissRecognizer?
    /// The entries of the root menu, then of each submenu opened.
    private var levels: [[EditMenuEntry]]
    private var page = 0
    /// What the arrow points at, in the window's coordinates.
    private var target: CGRect
    private var arrowPreference: EditMenuLayout.Arrow?

    private init(_ entries: [EditMenuEntry], target: CGRect, window: UIWindow, arrowPreference: EditMenuLayout.Arrow?,
                 owner: any EditMenuOwner) {
        levels = [entries]
        self.target = target
        self.window = window
        self.arrowPreference = arrowPreference
        self.owner = owner
    }

    /// Shows `entries` in `window`, pointing at `target` (window coordinates), after the
    /// menu already shown, if any, is dismissed by its owner. Nil, and nothing shown, when
    /// there are no entries.
    static func present(_ entries: [EditMenuEntry], pointingAt target: CGRect, in window: UIWindow,
                        preferring arrow: EditMenuLayout.Arrow?, owner: any EditMenuOwner) -> EditMenuPresentation? {
        guard !entries.isEmpty else { return nil }
        current?.takeAway()
        ContextMenuPresentation.current?.takeAway()
        let presentation = EditMenuPresentation(entries, target: target, window: window, arrowPreference: arrow, owner: owner)
        let recognizer = EditMenuDismissRecognizer(presentation)
        presentation.dismissRecognizer = recognizer
        current = presentation
        window.addSubview(presentation.view)
        window.addGestureRecognizer(recognizer)
        presentation.layOut()
        return presentation
    }

    /// `UIMenuController.shared`, kept by the environment (untyped, the class being
    /// deprecated), so a new environment has a new one.
    static var menuController: AnyObject? {
        get { HostEnvironment.current.uiKit.menuController }
        set { HostEnvironment.current.uiKit.menuController = newValue }
    }

    /// Whether this is the menu on screen.
    var isShowing: Bool { EditMenuPresentation.current === self && window != nil }

    /// The bar's frame in the screen's coordinates (points).
    var barFrameOnScreen: CGRect? {
        guard let window, let bar = view.placement?.bar else { return nil }
        return window.convert(bar, to: nil as UIWindow?)
    }

    /// The items on the bar now, in order: their titles (paging and back items included).
    package var shownTitles: [String] { view.itemViews.map(\.item.title) }

    /// Where the item titled `title` is on the screen (points), if the bar shows it: what a
    /// test taps.
    package func screenFrame(ofItemTitled title: String) -> CGRect? {
        guard let window, let item = view.itemViews.first(where: { $0.item.title == title }) else { return nil }
        return window.convert(item.convert(item.bounds, to: window), to: nil as UIWindow?)
    }

    /// The bar's frame in the window's coordinates, and the way its arrow points.
    package var placement: (bar: CGRect, arrowPointsUp: Bool, arrowPointsDown: Bool)? {
        view.placement.map { ($0.bar, $0.arrow == .up, $0.arrow == .down) }
    }

    /// Shows other entries (the root menu's, submenus closed).
    func replaceEntries(_ entries: [EditMenuEntry]) {
        levels = [entries]
        page = 0
        layOut()
    }

    /// Points the menu at another rectangle (window coordinates).
    func move(pointingAt target: CGRect, preferring arrow: EditMenuLayout.Arrow?) {
        self.target = target
        arrowPreference = arrow
        layOut()
    }

    /// Takes the menu off the screen.
    func remove() {
        if EditMenuPresentation.current === self { EditMenuPresentation.current = nil }
        view.removeFromSuperview()
        if let recognizer = dismissRecognizer { recognizer.view?.removeGestureRecognizer(recognizer) }
        dismissRecognizer = nil
    }

    /// Whether `touch` began on the menu.
    func contains(_ touch: UITouch) -> Bool {
        view.window != nil && view.bounds.contains(touch.location(in: view))
    }

    /// A touch began outside the menu.
    func touchedOutside() {
        guard isShowing else { return }
        takeAway()
    }

    /// The system takes the menu away (a touch outside it, another menu shown): the owner
    /// runs its dismissal, and the menu leaves the screen.
    func takeAway() {
        owner?.editMenuShouldDismiss(self)
        remove()
    }

    // MARK: Bar contents

    private func layOut() {
        guard let window, let entries = levels.last else { return }
        let area = window.bounds.inset(by: window.safeAreaInsets)
            .insetBy(dx: EditMenuLayout.margin, dy: EditMenuLayout.margin)
        var items = entries.map(item(for:))
        if levels.count > 1 {
            items.insert(EditMenuView.Item(title: "‹", choose: { [weak self] in self?.closeSubmenu() }), at: 0)
        }
        let widths = items.map(EditMenuView.width(of:))
        let pages = EditMenuLayout.pages(of: widths, maxWidth: area.width)
        page = min(page, pages.count - 1)
        let range = pages[page]
        var shown = Array(items[range]), shownWidths = Array(widths[range])
        if page > 0 {
            shown.insert(EditMenuView.Item(title: "◀", choose: { [weak self] in self?.turnPage(by: -1) }), at: 0)
            shownWidths.insert(EditMenuLayout.pageItemWidth, at: 0)
        }
        if page < pages.count - 1 {
            shown.append(EditMenuView.Item(title: "▶", choose: { [weak self] in self?.turnPage(by: 1) }))
            shownWidths.append(EditMenuLayout.pageItemWidth)
        }
        // An item too wide for the window alone on its page is squeezed (its title truncates).
        let excess = shownWidths.reduce(0, +) - area.width
        if excess > 0, let widest = shownWidths.indices.max(by: { shownWidths[$0] < shownWidths[$1] }) {
            shownWidths[widest] = max(shownWidths[widest] - excess, 0)
        }
        let placement = EditMenuLayout.place(width: shownWidths.reduce(0, +), pointingAt: target, in: area,
                                             preferring: arrowPreference)
        view.show(shown, widths: shownWidths, placement: placement, scale: window.screen.scale)
    }

    private func item(for entry: EditMenuEntry) -> EditMenuView.Item {
        EditMenuView.Item(
            title: entry.title, image: entry.image, isEnabled: !entry.attributes.contains(.disabled),
            isDestructive: entry.attributes.contains(.destructive),
            choose: { [weak self] in self?.choose(entry) })
    }

    private func choose(_ entry: EditMenuEntry) {
        guard isShowing else { return }
        if case .submenu(_, let children) = entry {
            levels.append(children)
            page = 0
            layOut()
        } else {
            owner?.editMenu(self, didChoose: entry)
        }
    }

    private func closeSubmenu() {
        guard levels.count > 1 else { return }
        levels.removeLast()
        page = 0
        layOut()
    }

    private func turnPage(by delta: Int) {
        page = max(page + delta, 0)
        layOut()
    }
}

/// Watches the touches of the menu's window: a touch beginning outside the menu takes the
/// menu away. It never recognizes, so every touch goes on to its view as usual.
final class EditMenuDismissRecognizer: UIGestureRecognizer {
    private weak var presentation: EditMenuPresentation?

    init(_ presentation: EditMenuPresentation) {
        self.presentation = presentation
        super.init(target: nil, action: nil)
        cancelsTouchesInView = false
        delaysTouchesEnded = false
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let outside = presentation.map { presentation in touches.contains { !presentation.contains($0) } } ?? false
        // Fail first: dismissing removes this recognizer from the window.
        state = .failed
        if outside { presentation?.touchedOutside() }
    }
}
