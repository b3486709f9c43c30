import Foundation

/// The button's menu: the configuration it answers, and the pop-up button's selection.
extension UIButton {
    /// Whether the button is a pop-up button: its menu is its primary action and it changes
    /// selection as its primary action.
    var isPopUpButton: Bool {
        menu != nil && showsMenuAsPrimaryAction && changesSelectionAsPrimaryAction
    }

    /// A menu enables the interaction, shows in place of a visible one, and, for a pop-up
    /// button, has an action selected.
    func menuDidChange() {
        isContextMenuInteractionEnabled = menu != nil
        if let menu { contextMenuInteraction?.updateVisibleMenu { _ in menu } }
        showSelectedMenuAction()
    }

    /// A configuration whose menu is the button's; nil without a menu.
    func menuConfiguration() -> UIContextMenuConfiguration? {
        guard let menu else { return nil }
        return UIContextMenuConfiguration(actionProvider: { _ in menu })
    }

    /// A pop-up button keeps one action of its menu selected — the first one on (the others
    /// turned off), else the first — and shows its title (the configuration's title, for a
    /// configured button).
    func showSelectedMenuAction() {
        guard isPopUpButton, let menu else { return }
        let actions = ContextMenuSection.selectableActions(of: menu)
        guard let selected = actions.first(where: { $0.state == .on }) ?? actions.first else { return }
        for action in actions { action.state = action === selected ? .on : .off }
        if var configuration {
            guard configuration.title != selected.title else { return }
            configuration.title = selected.title
            self.configuration = configuration
        } else if title(for: .normal) != selected.title {
            setTitle(selected.title, for: .normal)
        }
    }
}
