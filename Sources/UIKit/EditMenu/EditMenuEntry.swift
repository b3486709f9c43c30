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

    /// The entries `menu` shows: its children in order, inline menus' children in their
    /// place, other menus as submenus (left out when empty), hidden elements and
    /// commands `isAvailable` refuses left out.
    static func entries(of menu: UIMenu, isAvailable: (UICommand) -> Bool) -> [EditMenuEntry] {
        var entries: [EditMenuEntry] = []
        for element in menu.children {
            switch element {
            case let submenu as UIMenu:
                let children = EditMenuEntry.entries(of: submenu, isAvailable: isAvailable)
                if submenu.options.contains(.displayInline) {
                    entries += children
                } else if !children.isEmpty {
                    entries.append(.submenu(submenu, children))
                }
            case let command as UICommand:
                if !command.attributes.contains(.hidden), isAvailable(command) { entries.append(.command(command)) }
            case let action as UIAction:
                if !action.attributes.contains(.hidden) { entries.append(.action(action)) }
            default:
                break
            }
        }
        return entries
    }
}
