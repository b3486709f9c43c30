import CoreGraphics
import Foundation

/// The editing menu of iOS before 16, kept for code written against it: the standard
/// commands (Cut, Copy, Paste, Delete, Select, Select All) the first responder's chain
/// performs, then the `menuItems` it performs, in a bar above a target rectangle (below it
/// when there is no room). Deprecated in UIKit: use `UIEditMenuInteraction`.
///
/// The menu shows only while the target view is in a window that has a first responder,
/// and only if it has an item. Tapping an item sends its action with
/// `UIApplication.sendAction(_:to:from:for:)` to a nil target with the menu controller as
/// the sender, then hides the menu, unless the action set `isMenuVisible` to true again;
/// a touch beginning outside the menu hides it too. Each change is announced by the
/// will/did show and hide notifications (object: the menu controller, no user info).
@available(iOS, introduced: 3.0, deprecated: 16.0, message: "UIMenuController is deprecated. Use UIEditMenuInteraction instead.")
@preconcurrency @MainActor
open class UIMenuController: NSObject {
    /// Which way the menu's arrow points, that is, on which side of the target the menu goes.
    public enum ArrowDirection: Int, Sendable {
        /// Above the target when there is room, else below.
        case `default`
        /// The arrow points up: the menu is below the target.
        case up
        /// The arrow points down: the menu is above the target.
        case down
        /// The arrow points left: the menu is to the right of the target.
        case left
        /// The arrow points right: the menu is to the left of the target.
        case right
    }

    /// Posted before the menu appears.
    public static let willShowMenuNotification = Notification.Name("UIMenuControllerWillShowMenuNotification")
    /// Posted after the menu appeared.
    public static let didShowMenuNotification = Notification.Name("UIMenuControllerDidShowMenuNotification")
    /// Posted before the menu goes.
    public static let willHideMenuNotification = Notification.Name("UIMenuControllerWillHideMenuNotification")
    /// Posted after the menu went.
    public static let didHideMenuNotification = Notification.Name("UIMenuControllerDidHideMenuNotification")
    /// Posted when the visible menu moves or changes size.
    public static let menuFrameDidChangeNotification = Notification.Name("UIMenuControllerMenuFrameDidChangeNotification")

    /// The menu controller of the app.
    open class var shared: UIMenuController {
        if let controller = EditMenuPresentation.menuController as? UIMenuController { return controller }
        let controller = UIMenuController()
        EditMenuPresentation.menuController = controller
        return controller
    }

    /// The custom items shown after the standard commands (those a responder performs).
    open var menuItems: [UIMenuItem]?
    /// Which side of the target the menu prefers. Default `.default`.
    open var arrowDirection: ArrowDirection = .default

    private weak var targetView: UIView?
    private var targetRect: CGRect = .null
    private var presentation: EditMenuPresentation?
    /// Whether an item's action is running, and whether it asked for the menu to stay.
    private var isRunningItem = false
    private var itemKeepsMenu = false

    public override init() {
        super.init()
    }

    /// Whether the menu is on screen. Setting it shows or hides the menu, as
    /// `setMenuVisible(_:animated:)` does.
    open var isMenuVisible: Bool {
        get { presentation?.isShowing ?? false }
        set { setMenuVisible(newValue, animated: false) }
    }

    /// Shows the menu (for the target set with `setTargetRect(_:in:)`) or hides it. Set
    /// to true from an item's action, it keeps the menu on screen after the action.
    @available(iOS, introduced: 3.0, deprecated: 13.0, message: "Use showMenu(from:rect:) or hideMenu(from:)")
    open func setMenuVisible(_ menuVisible: Bool, animated: Bool) {
        if menuVisible { show() } else { hide() }
    }

    /// Sets the rectangle, in `targetView`'s coordinates, the menu points at.
    @available(iOS, introduced: 3.0, deprecated: 13.0, message: "Use showMenu(from:rect:)")
    open func setTargetRect(_ targetRect: CGRect, in targetView: UIView) {
        self.targetRect = targetRect
        self.targetView = targetView
    }

    /// Shows the menu pointing at `targetRect` in `targetView` (moving it there if it is
    /// already shown).
    open func showMenu(from targetView: UIView, rect targetRect: CGRect) {
        self.targetRect = targetRect
        self.targetView = targetView
        show()
    }

    /// Hides the menu if it points into `targetView`.
    open func hideMenu(from targetView: UIView) {
        if targetView === self.targetView { hide() }
    }

    /// Hides the menu.
    open func hideMenu() {
        hide()
    }

    /// Asks the responder chain again which commands and items to show
    /// (`canPerformAction(_:withSender:)`), and updates the visible menu.
    open func update() {
        guard isMenuVisible else { return }
        show()
    }

    /// The menu's frame in screen coordinates; zero when it is hidden.
    open var menuFrame: CGRect {
        isMenuVisible ? presentation?.barFrameOnScreen ?? .zero : .zero
    }

    // MARK: Showing and hiding

    private func show() {
        if isRunningItem, isMenuVisible {
            itemKeepsMenu = true
            return
        }
        guard let targetView, let window = targetView.window, !targetRect.isNull else { return }
        let entries = self.entries()
        let target = window.convert(targetRect, from: targetView)
        if let presentation, presentation.isShowing {
            guard !entries.isEmpty else { return hide() }
            let frame = menuFrame
            presentation.replaceEntries(entries)
            presentation.move(pointingAt: target, preferring: arrowPreference)
            if menuFrame != frame { post(UIMenuController.menuFrameDidChangeNotification) }
            return
        }
        guard !entries.isEmpty else { return }
        post(UIMenuController.willShowMenuNotification)
        presentation = EditMenuPresentation.present(entries, pointingAt: target, in: window,
                                                    preferring: arrowPreference, owner: self)
        post(UIMenuController.didShowMenuNotification)
    }

    private func hide() {
        guard let presentation, presentation.isShowing else { return }
        post(UIMenuController.willHideMenuNotification)
        presentation.remove()
        self.presentation = nil
        post(UIMenuController.didHideMenuNotification)
    }

    /// The standard commands and then the custom items that the first responder's chain
    /// performs (none without a first responder).
    private func entries() -> [EditMenuEntry] {
        guard UIApplication.chainStart(forActionFrom: self) != nil else { return [] }
        let commands = StandardEditCommands.commands { StandardEditCommands.canPerform($0.action, sender: self) }
        let items = (menuItems ?? []).filter { StandardEditCommands.canPerform($0.action, sender: self) }
        return commands.map(EditMenuEntry.command) + items.map(EditMenuEntry.menuItem)
    }

    private var arrowPreference: EditMenuLayout.Arrow? {
        switch arrowDirection {
        case .default: return nil
        case .up: return .up
        case .down: return .down
        case .left: return .left
        case .right: return .right
        }
    }

    private func post(_ name: Notification.Name) {
        NotificationCenter.default.post(name: name, object: self)
    }
}

extension UIMenuController: EditMenuOwner {
    /// Sends the item's action (the menu controller is the sender), then hides the menu
    /// unless the action asked for it to stay.
    func editMenu(_ presentation: EditMenuPresentation, didChoose entry: EditMenuEntry) {
        isRunningItem = true
        itemKeepsMenu = false
        switch entry {
        case .command(let command): UIApplication.shared.sendAction(command.action, to: nil, from: self, for: nil)
        case .menuItem(let item): UIApplication.shared.sendAction(item.action, to: nil, from: self, for: nil)
        case .action(let action): action.perform(sender: self)
        case .submenu: break
        }
        isRunningItem = false
        if !itemKeepsMenu, self.presentation === presentation { hide() }
    }

    func editMenuShouldDismiss(_ presentation: EditMenuPresentation) {
        if self.presentation === presentation { hide() }
    }
}
