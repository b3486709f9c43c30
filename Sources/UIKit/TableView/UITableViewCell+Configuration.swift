import CoreGraphics
import Foundation

// Configurations in a table view cell (iOS 14): the state and update pass are shared with
// collection view cells (ConfigurationHostingView); this is the table cell's end, with its
// legacy background views and the default configurations that follow the cell's style.
extension UITableViewCell: ConfigurationHostingView {
    func runConfigurationUpdateHandler(_ state: UICellConfigurationState) {
        configurationUpdateHandler?(self, state)
    }

    /// A cell whose `selectionStyle` is `.none` shows no selection or highlight in its
    /// background.
    func backgroundState(for state: UICellConfigurationState) -> UICellConfigurationState {
        guard selectionStyle == .none else { return state }
        var plain = state
        plain.isSelected = false
        plain.isHighlighted = false
        return plain
    }

    /// A list content configuration styled for the cell: `subtitleCell()` for a `.subtitle`
    /// cell, `valueCell()` for `.value1`, `cell()` otherwise. Set its content and assign it
    /// to `contentConfiguration`.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        switch cellStyle {
        case .subtitle: .subtitleCell()
        case .value1: .valueCell()
        case .default, .value2: .cell()
        }
    }

    /// The table shows the cell: a cell still on its first background takes the list
    /// background of the table's style.
    func adoptBackground(of style: UITableView.Style) {
        guard usesDefaultBackgroundConfiguration else { return }
        backgroundConfiguration = style == .plain ? .listPlainCell() : .listGroupedCell()
        usesDefaultBackgroundConfiguration = true
    }

    func selectionStateDidChange() {
        placeBackgroundViews()
        setNeedsUpdateConfiguration()
    }

    /// Stacks the legacy background views behind the content: `backgroundView`, then the
    /// selected background (while selected or highlighted, unless `selectionStyle` is
    /// `.none`), each filling the cell.
    func placeBackgroundViews() {
        var below: UIView = contentView
        let showsSelection = (isSelected || isHighlighted) && selectionStyle != .none
        for view in [selectedBackgroundView, backgroundView] {
            guard let view else { continue }
            if view === selectedBackgroundView, !showsSelection {
                view.removeFromSuperview()
                continue
            }
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            insertSubview(view, belowSubview: below)
            below = view
        }
    }
}
