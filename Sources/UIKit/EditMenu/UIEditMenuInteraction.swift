import CoreGraphics
import Foundation

/// An interaction that shows an edit menu for its view: the standard commands the
/// responder chain performs (Cut, Copy, Paste, Delete, Select, Select All), and whatever
/// the delegate adds. Add it to a view with `addInteraction(_:)` and call
/// `presentEditMenu(with:)`, for example from a long-press recognizer.
///
/// The menu is a bar of items on top of the view's window, above the target (below it
/// when there is no room); tapping an item performs it and takes the menu away, and so
/// does a touch beginning anywhere outside it. A command is sent with
/// `UIApplication.sendAction(_:to:from:for:)` to a nil target, so the first responder
/// that performs it receives it, with the command as the sender; an action calls its
/// handler. Only one edit menu shows at a time.
@preconcurrency @MainActor
open class UIEditMenuInteraction: NSObject, UIInteraction {
    /// The object that customizes the menu and learns when it comes and goes.
    public private(set) weak var delegate: (any UIEditMenuInteractionDelegate)?
    /// The view the interaction belongs to.
    public private(set) weak var view: UIView?

    /// The menu this interaction shows, and what it was presented for.
    private var presentation: EditMenuPresentation?
    private var configuration: UIEditMenuConfiguration?

    /// An interaction whose menu `delegate` customizes.
    public init(delegate: (any UIEditMenuInteractionDelegate)?) {
        self.delegate = delegate
        super.init()
    }

    public func willMove(to view: UIView?) {
        if view !== self.view { dismissMenu() }
    }

    public func didMove(to view: UIView?) {
        self.view = view
    }

    /// Shows the menu for `configuration`, taking away any edit menu already shown: the
    /// delegate gives the menu (`editMenuInteraction(_:menuFor:suggestedActions:)`) and
    /// the target rectangle, then learns that it will appear. Nothing shows when the view
    /// is not in a window or the menu has nothing to show.
    open func presentEditMenu(with configuration: UIEditMenuConfiguration) {
        dismissMenu()
        guard let view, let window = view.window else { return }
        let entries = self.entries(for: configuration)
        guard !entries.isEmpty else { return }
        let target = window.convert(targetRect(for: configuration), from: view)
        let transition = EditMenuTransition()
        delegate?.editMenuInteraction(self, willPresentMenuFor: configuration, animator: transition)
        presentation = EditMenuPresentation.present(entries, pointingAt: target, in: window,
                                                    preferring: configuration.preferredArrowDirection.arrow, owner: self)
        self.configuration = configuration
        transition.finish()
    }

    /// Takes the menu away, if this interaction shows one; the delegate learns first.
    open func dismissMenu() {
        guard let presentation, let configuration else { return }
        self.presentation = nil
        self.configuration = nil
        guard presentation.isShowing else { return }
        let transition = EditMenuTransition()
        delegate?.editMenuInteraction(self, willDismissMenuFor: configuration, animator: transition)
        presentation.remove()
        transition.finish()
    }

    /// Asks the delegate for the menu again and shows it in place of the visible one
    /// (taking the menu away if it is now empty). Does nothing when no menu is shown.
    open func reloadVisibleMenu() {
        guard let presentation, presentation.isShowing, let configuration else { return }
        let entries = self.entries(for: configuration)
        if entries.isEmpty { dismissMenu() } else { presentation.replaceEntries(entries) }
    }

    /// Asks the delegate for the target rectangle again and moves the visible menu to it.
    /// (There are no animations: the menu moves at once.)
    open func updateVisibleMenuPosition(animated: Bool) {
        guard let presentation, presentation.isShowing, let configuration, let view, let window = view.window else { return }
        presentation.move(pointingAt: window.convert(targetRect(for: configuration), from: view),
                          preferring: configuration.preferredArrowDirection.arrow)
    }

    /// The source point of the menu shown, in `view`'s coordinates (the window's when nil);
    /// zero when this interaction shows no menu.
    open func location(in view: UIView?) -> CGPoint {
        guard let configuration, let source = self.view else { return .zero }
        return source.convert(configuration.sourcePoint, to: view)
    }

    // MARK: Contents

    /// The entries of the menu for `configuration`: the delegate's menu, or the suggested
    /// actions; commands the responder chain does not perform are left out.
    private func entries(for configuration: UIEditMenuConfiguration) -> [EditMenuEntry] {
        let commands = StandardEditCommands.commands { StandardEditCommands.canPerform($0.action, sender: $0) }
        let suggested: [UIMenuElement] = commands.isEmpty ? []
            : [UIMenu(identifier: .standardEdit, options: .displayInline, children: commands)]
        let menu = delegate?.editMenuInteraction(self, menuFor: configuration, suggestedActions: suggested)
            ?? UIMenu(children: suggested)
        return EditMenuEntry.entries(of: menu) { StandardEditCommands.canPerform($0.action, sender: $0) }
    }

    /// The delegate's target rectangle, or a point's rectangle at the source point.
    private func targetRect(for configuration: UIEditMenuConfiguration) -> CGRect {
        let rect = delegate?.editMenuInteraction(self, targetRectFor: configuration) ?? .null
        return rect.isNull ? CGRect(origin: configuration.sourcePoint, size: .zero) : rect
    }
}

extension UIEditMenuInteraction: EditMenuOwner {
    /// A command goes along the responder chain with the command as the sender; an action
    /// calls its handler. The menu then goes, unless the element keeps it presented or the
    /// handler presented another.
    func editMenu(_ presentation: EditMenuPresentation, didChoose entry: EditMenuEntry) {
        switch entry {
        case .command(let command):
            UIApplication.shared.sendAction(command.action, to: nil, from: command, for: nil)
        case .action(let action):
            action.perform(sender: self)
        case .menuItem(let item):
            UIApplication.shared.sendAction(item.action, to: nil, from: self, for: nil)
        case .submenu:
            return
        }
        if !entry.attributes.contains(.keepsMenuPresented), self.presentation === presentation { dismissMenu() }
    }

    func editMenuShouldDismiss(_ presentation: EditMenuPresentation) {
        if self.presentation === presentation { dismissMenu() }
    }
}
