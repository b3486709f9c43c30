import Foundation

/// One item of a shown edit menu, as the menu's owner gave it.
@MainActor
enum EditMenuEntry {
    /// A command: sends its action along the responder chain.
    case command(UICommand)
    /// An action: calls its handler.
    case action(UIAction)
    /// A custom item of `UIMenuController`: sends its action along the responder chain.
    case menuItem(UIMenuItem)
    /// A submenu, shown in the bar's place when chosen, with its resolved entries.
    case submenu(UIMenu, [EditMenuEntry])

    var title: String {
        switch self {
        case .command(let command): return command.title
        case .action(let action): return action.title
        case .menuItem(let item): return item.title
        case .submenu(let menu, _): return menu.title
        }
    }

    var image: UIImage? {
        switch self {
        case .command(let command): return command.image
        case .action(let action): return action.image
        case .menuItem: return nil
        case .submenu(let menu, _): return menu.image
        }
    }

    var attributes: UIMenuElement.Attributes {
        switch self {
        case .command(let command): return command.attributes
        case .action(let action): return action.attributes
        case .menuItem: return []
        case .submenu(let menu, _): return menu.options.contains(.destructive) ? .destructive : []
        }
    }

    /// The menu element shown (none for a `UIMenuController` item).
    var element: UIMenuElement? {
        switch self {
        case .command(let command): return command
        case .action(let action): return action
        case .menuItem: return nil
        case .submenu(let menu, _): return menu
        }
    }

    /// The text under the title, where the menu has room for it.
    var subtitle: String? { element?.subtitle }

    /// Whether the entry shows a checkmark (commands and actions have a state).
    var state: UIMenuElement.State {
        switch self {
        case .command(let command): return command.state
        case .action(let action): return action.state
        case .menuItem, .submenu: return .off
        }
    }

    /// The entries `menu` shows: its children in order, inline menus' children in their
    /// place, other menus as submenus (left out when empty), hidden elements and
    /// commands `isAvailable` refuses left out.
    static func entries(of menu: UIMenu, isAvailable: (UICommand) -> Bool) -> [EditMenuEntry] {
        menu.children.flatMap { element -> [EditMenuEntry] in
            if let submenu = element as? UIMenu, submenu.options.contains(.displayInline) {
                return EditMenuEntry.entries(of: submenu, isAvailable: isAvailable)
            }
            return EditMenuEntry.entry(for: element, isAvailable: isAvailable).map { [$0] } ?? []
        }
    }

    /// The entry showing `element` — a command, an action, or a menu shown as a submenu —
    /// or nil when it shows nothing (hidden, refused by `isAvailable`, an empty submenu).
    static func entry(for element: UIMenuElement, isAvailable: (UICommand) -> Bool) -> EditMenuEntry? {
        switch element {
        case let submenu as UIMenu:
            let children = EditMenuEntry.entries(of: submenu, isAvailable: isAvailable)
            return children.isEmpty ? nil : .submenu(submenu, children)
        case let command as UICommand:
            return !command.attributes.contains(.hidden) && isAvailable(command) ? .command(command) : nil
        case let action as UIAction:
            return action.attributes.contains(.hidden) ? nil : .action(action)
        default:
            return nil
        }
    }
}
