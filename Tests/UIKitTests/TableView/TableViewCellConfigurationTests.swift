import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A table cell logging its configuration updates.
final class ConfiguredTableCell: UITableViewCell {
    var log: [String] = []
    override func updateConfiguration(using state: UICellConfigurationState) {
        log.append("updateConfiguration selected=\(state.isSelected) editing=\(state.isEditing)")
    }
}

/// Table view cells' configurations (iOS 14): the default content configuration per cell
/// style, the content configuration replacing the legacy labels, the background
/// configuration following the table's style and the selection, and the update pass shared
/// with collection view cells.
@MainActor
@Suite("UITableViewCell configurations", .serialized)
struct TableViewCellConfigurationTests {
    @Test("defaultContentConfiguration follows the cell style: subtitle → subtitleCell, value1 → valueCell, default and value2 → cell")
    func defaultContentConfigurationPerStyle() {
        func style(_ cellStyle: UITableViewCell.CellStyle) -> UIListContentConfiguration.Style {
            UITableViewCell(style: cellStyle, reuseIdentifier: nil).defaultContentConfiguration().style
        }
        #expect(style(.default) == .cell && style(.value2) == .cell)
        #expect(style(.subtitle) == .subtitleCell && style(.value1) == .valueCell)
        let value = UITableViewCell(style: .value1, reuseIdentifier: nil).defaultContentConfiguration()
        #expect(value.prefersSideBySideTextAndSecondaryText && value.secondaryTextProperties.color == .secondaryLabel)
        #expect(value.text == nil && value.image == nil)
    }

    @Test("a content configuration replaces the legacy views: textLabel, detailTextLabel and imageView are nil and out of contentView; nil brings them back")
    func contentConfigurationReplacesLegacyViews() throws {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        cell.textLabel?.text = "Old"
        let legacy = try #require(cell.textLabel)
        #expect(legacy.superview === cell.contentView)
        var content = cell.defaultContentConfiguration()
        content.text = "New"
        cell.contentConfiguration = content
        #expect(cell.textLabel == nil && cell.detailTextLabel == nil && cell.imageView == nil)
        #expect(legacy.superview == nil)
        cell.layoutIfNeeded()
        let view = try #require(cell.contentView.subviews.only as? UIListContentView)
        #expect(view.frame == cell.contentView.bounds)
        cell.contentConfiguration = nil
        #expect(cell.textLabel === legacy && legacy.superview === cell.contentView && legacy.text == "Old")
        #expect(view.superview == nil)
    }

    @Test("an update: content configuration for the state, updateConfiguration(using:), then the handler with the table cell — once per layout, for selection, highlight and editing")
    func updateOrder() {
        let cell = ConfiguredTableCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        cell.contentConfiguration = BadgeConfiguration(text: "Hi")
        var handled: [UITableViewCell] = []
        cell.configurationUpdateHandler = { cell, state in
            handled.append(cell)
            let badge = cell.contentConfiguration as? BadgeConfiguration
            (cell as? ConfiguredTableCell)?.log.append("handler color=\(badge?.color == .red ? "red" : "black")")
        }
        cell.layoutIfNeeded()
        cell.log.removeAll()
        cell.setSelected(true, animated: false)
        cell.setNeedsUpdateConfiguration()
        #expect(cell.log.isEmpty, "nothing before the layout")
        cell.layoutIfNeeded()
        #expect(cell.log == ["updateConfiguration selected=true editing=false", "handler color=red"])
        #expect(handled.last === cell)
        cell.isEditing = true
        cell.layoutIfNeeded()
        #expect(cell.log.last == "handler color=red" && cell.log.dropLast().last == "updateConfiguration selected=true editing=true")
        #expect(cell.configurationState.isEditing && cell.configurationState.isSelected)
        cell.layoutIfNeeded()
        #expect(cell.log.count == 4, "no request, no update")
    }

    @Test("isSelected and isHighlighted go through setSelected/setHighlighted; prepareForReuse clears them and editing")
    func selectionSettersAndReuse() {
        final class Recording: UITableViewCell {
            var calls: [String] = []
            override func setSelected(_ selected: Bool, animated: Bool) {
                calls.append("selected \(selected) \(animated)")
                super.setSelected(selected, animated: animated)
            }
        }
        let cell = Recording(style: .default, reuseIdentifier: "R")
        cell.isSelected = true
        cell.isHighlighted = true
        cell.isEditing = true
        #expect(cell.calls == ["selected true false"] && cell.isSelected && cell.isHighlighted)
        cell.prepareForReuse()
        #expect(!cell.isSelected && !cell.isHighlighted && !cell.isEditing)
    }

    @Test("the default background follows the table: listPlainCell in a plain table, listGroupedCell (secondary grouped background) in grouped and inset grouped ones; one set by the app stays")
    func defaultBackgroundFollowsTableStyle() throws {
        for style in [UITableView.Style.plain, .grouped, .insetGrouped] {
            let stage = TableStage(counts: [3], style: style)
            stage.sim.runUntilIdle()
            let cell = try #require(stage.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
            let expected: UIColor = style == .plain ? .systemBackground : .secondarySystemGroupedBackground
            #expect(cell.backgroundConfiguration?.backgroundColor == expected, "\(style)")
        }
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var custom = UIBackgroundConfiguration.clear()
        custom.backgroundColor = .systemYellow
        cell.backgroundConfiguration = custom
        cell.adoptBackground(of: .insetGrouped)
        #expect(cell.backgroundConfiguration?.backgroundColor == .systemYellow)
    }

    @Test("background views and colours are exclusive with the background configuration: setting one resets it to nil, and setting a configuration removes the views")
    func backgroundExclusivity() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        #expect(cell.backgroundConfiguration != nil)
        cell.backgroundView = UIView()
        #expect(cell.backgroundConfiguration == nil && cell.backgroundView?.superview === cell)
        cell.backgroundConfiguration = .listPlainCell()
        #expect(cell.backgroundView == nil && cell.selectedBackgroundView == nil)
        cell.backgroundColor = .systemPink
        #expect(cell.backgroundConfiguration == nil && cell.backgroundColor == .systemPink)
    }

    @Test("selectedBackgroundView shows above backgroundView only while selected or highlighted, never with selectionStyle .none")
    func selectedBackgroundView() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let background = UIView(), selected = UIView()
        cell.backgroundView = background
        cell.selectedBackgroundView = selected
        #expect(selected.superview == nil)
        cell.isHighlighted = true
        #expect(selected.superview === cell)
        let order = cell.subviews.map { $0 === background ? "bg" : $0 === selected ? "sel" : $0 === cell.contentView ? "content" : "?" }
        #expect(Array(order.prefix(3)) == ["bg", "sel", "content"])
        cell.isHighlighted = false
        #expect(selected.superview == nil)
        cell.selectionStyle = .none
        cell.isSelected = true
        #expect(selected.superview == nil)
    }

    @Test("a selected row turns systemGray4 from its list background; with selectionStyle .none it stays white (pixels)")
    func selectedBackgroundPixels() throws {
        let stage = TableStage(counts: [3])
        stage.window.backgroundColor = .white
        stage.sim.runUntilIdle()
        let first = try #require(stage.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        let second = try #require(stage.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        second.selectionStyle = .none
        first.setSelected(true, animated: false)
        second.setSelected(true, animated: false)
        stage.sim.runUntilIdle()
        let image = stage.sim.screenshot()
        let pixels = RenderedPixels(image)
        let scale = Int(stage.sim.screen.scale)
        // Right of the text, above the separator: the row's fill.
        let grey = pixels[300 * scale, (40 + 5) * scale]
        let white = pixels[300 * scale, (40 + 44 + 5) * scale]
        // systemGray4 in light mode: 209, 209, 214.
        #expect(grey.isClose(to: .init(209, 209, 214, 255), tolerance: 3), "\(grey)")
        #expect(white == .white, "\(white)")
    }
}

private extension Array {
    /// The single element, nil when there are none or several.
    var only: Element? { count == 1 ? first : nil }
}
