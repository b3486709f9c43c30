import CoreGraphics
import Foundation

// The trailing accessory (iOS 17's chevron, checkmark and info button, or the app's view,
// or the editing ones while editing) and the layout that makes room for it.
extension UITableViewCell {
    /// The space between the cell's edges and its accessory or content (16 points, 20 on
    /// regular-width screens).
    var edgeMargin: CGFloat { traitCollection.horizontalSizeClass == .regular ? 20 : 16 }

    /// The accessory shown now: the custom view, else the standard one of the type, from the
    /// editing pair while editing.
    func currentAccessory() -> UIView? {
        let custom = isEditing ? editingAccessoryView : accessoryView
        if let custom { return custom }
        let type = isEditing ? editingAccessoryType : accessoryType
        guard type != .none else { return nil }
        if let standard = standardAccessory, standard.type == type { return standard.view }
        let view = Self.makeStandardAccessory(type, for: self)
        standardAccessory = (type, view)
        return view
    }

    /// iOS 17's standard accessories: a semibold chevron in the tertiary label colour, a
    /// checkmark in the tint colour, the info button (with a chevron after it for a detail
    /// disclosure button). The buttons tell the table's delegate they were tapped.
    private static func makeStandardAccessory(_ type: AccessoryType, for cell: UITableViewCell) -> UIView {
        func infoButton() -> UIButton {
            let button = UIButton(type: .detailDisclosure)
            button.sizeToFit()
            button.addAction(UIAction { [weak cell] _ in cell?.accessoryButtonTapped() }, for: .touchUpInside)
            return button
        }
        switch type {
        case .none, .disclosureIndicator:
            return CellAccessorySymbols.disclosureChevron()
        case .checkmark:
            return CellAccessorySymbols.checkmark()
        case .detailButton:
            return infoButton()
        case .detailDisclosureButton:
            let button = infoButton(), chevron = CellAccessorySymbols.disclosureChevron()
            let box = UIView(frame: CGRect(x: 0, y: 0, width: button.bounds.width + 12 + chevron.bounds.width,
                                           height: max(button.bounds.height, chevron.bounds.height)))
            button.center = CGPoint(x: button.bounds.width / 2, y: box.bounds.midY)
            chevron.center = CGPoint(x: box.bounds.width - chevron.bounds.width / 2, y: box.bounds.midY)
            box.addSubview(button)
            box.addSubview(chevron)
            return box
        }
    }

    /// The info button was tapped: the table's delegate hears of it for the cell's row.
    private func accessoryButtonTapped() {
        guard let table = superview as? UITableView, let indexPath = table.indexPath(for: self) else { return }
        table.tableDelegate?.tableView(table, accessoryButtonTappedForRowWith: indexPath)
    }

    /// Places the accessory at the trailing margin (before the reorder grip while editing),
    /// centred, and the content view before it (after the editing indent).
    func layoutAccessoryAndContent() {
        let accessory = currentAccessory()
        for view in [accessoryView, editingAccessoryView, standardAccessory?.view] {
            if let view, view !== accessory, view.superview === self { view.removeFromSuperview() }
        }
        let edges = editingEdges
        var contentEnd = bounds.width - edges.trailing
        if let accessory {
            if accessory.superview !== self { addSubview(accessory) }
            let size = accessory.bounds.size
            accessory.center = CGPoint(x: contentEnd - edgeMargin - size.width / 2, y: bounds.midY)
            contentEnd = accessory.frame.minX
        }
        contentView.frame = CGRect(x: edges.leading, y: 0, width: max(0, contentEnd - edges.leading), height: bounds.height)
    }
}
