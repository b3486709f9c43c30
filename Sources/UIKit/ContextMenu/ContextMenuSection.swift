import Foundation

/// One section of a context menu's list: rows between two separator bands. A menu's own
/// elements make sections of their own between its inline menus, and each inline menu
/// (`.displayInline`) makes its own, headed by its title if it has one.
@MainActor
struct ContextMenuSection {
    /// The inline menu's title, shown above the rows; nil for none.
    var title: String?
    /// The rows: actions, commands and submenus, hidden elements and empty submenus left out.
    var rows: [EditMenuEntry]
    /// The nearest menu (the one shown, or an inline menu between it and the rows) whose
    /// children are single-selection: choosing one of its actions turns the others off.
    var selectionGroup: UIMenu?

    /// The sections `menu` shows, in order. `singleSelection` makes the menu a selection
    /// group even without `.singleSelection` (a pop-up button's menu).
    static func sections(of menu: UIMenu, singleSelection: Bool = false) -> [ContextMenuSection] {
        sections(of: menu, title: nil, group: singleSelection || menu.options.contains(.singleSelection) ? menu : nil)
    }

    private static func sections(of menu: UIMenu, title: String?, group: UIMenu?) -> [ContextMenuSection] {
        var sections: [ContextMenuSection] = []
        var current = ContextMenuSection(title: title, rows: [], selectionGroup: group)
        for element in menu.children {
            if let inline = element as? UIMenu, inline.options.contains(.displayInline) {
                // A title not yet shown (no rows came before) heads the inline menu's rows.
                let pendingTitle = current.rows.isEmpty ? current.title : nil
                if !current.rows.isEmpty { sections.append(current) }
                current = ContextMenuSection(title: nil, rows: [], selectionGroup: group)
                let inlineGroup = inline.options.contains(.singleSelection) ? inline : group
                sections += ContextMenuSection.sections(of: inline, title: inline.title.isEmpty ? pendingTitle : inline.title,
                                                        group: inlineGroup)
            } else if let entry = EditMenuEntry.entry(for: element, isAvailable: { _ in true }) {
                current.rows.append(entry)
            }
        }
        if !current.rows.isEmpty { sections.append(current) }
        return sections
    }

    /// The actions `group` selects among: its own, and those of its inline menus that are
    /// not selection groups of their own.
    static func selectableActions(of group: UIMenu) -> [UIAction] {
        group.children.flatMap { element -> [UIAction] in
            if let action = element as? UIAction { return [action] }
            if let inline = element as? UIMenu, inline.options.contains(.displayInline),
               !inline.options.contains(.singleSelection) {
                return selectableActions(of: inline)
            }
            return []
        }
    }
}
