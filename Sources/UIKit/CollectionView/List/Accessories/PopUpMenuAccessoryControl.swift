import CoreGraphics
import Foundation

/// The view of a `.popUpMenu` accessory: the up-and-down chevrons, and the control whose
/// menu the cell presents when it is tapped anywhere (or the chevrons are). The menu is a
/// pop-up menu: one of its actions is on at a time (as a pop-up button's), and choosing
/// another runs the accessory's handler with the menu.
@MainActor
final class PopUpMenuAccessoryControl: UIControl {
    private let chevrons = CellAccessorySymbols.view("chevron.up.chevron.down", pointSize: 13, color: nil)
    private var menu = UIMenu(children: [])
    private var selectedElementDidChange: UICellAccessory.MenuSelectedElementDidChangeHandler?

    init() {
        super.init(frame: .zero)
        chevrons.isUserInteractionEnabled = false
        addSubview(chevrons)
        bounds.size = chevrons.bounds.size
        chevrons.frame = bounds
        isContextMenuInteractionEnabled = true
        showsMenuAsPrimaryAction = true
    }

    required init?(coder: NSCoder) { nil }

    /// Shows `menu` (one action on: the first one on, else the first) and runs `handler`
    /// when the user selects another.
    func show(_ menu: UIMenu, selectedElementDidChange handler: UICellAccessory.MenuSelectedElementDidChangeHandler?) {
        self.menu = menu
        selectedElementDidChange = handler
        let actions = ContextMenuSection.selectableActions(of: menu)
        guard let selected = actions.first(where: { $0.state == .on }) ?? actions.first else { return }
        for action in actions { action.state = action === selected ? .on : .off }
    }

    /// Presents the menu from the chevrons, as a tap on the cell does.
    func presentMenu() {
        guard let interaction = contextMenuInteraction, interaction.presentation?.isShowing != true else { return }
        let centre = CGPoint(x: bounds.midX, y: bounds.midY)
        guard let configuration = interaction.configuration(at: centre) else { return }
        interaction.present(configuration, at: centre)
    }

    override func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                         configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(actionProvider: { [menu] _ in menu })
    }

    override var menuSelectsSingleAction: Bool { true }

    override func menuActionWasPerformed(_ action: UIAction) {
        selectedElementDidChange?(menu)
    }
}
