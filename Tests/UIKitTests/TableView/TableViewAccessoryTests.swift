import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Accessories and separators: iOS 17's standard accessories at the trailing margin with
/// the content view before them, custom and editing accessories, the info button telling
/// the delegate, hairline separators under every row but a section's last, and their insets.
@MainActor
@Suite("Table view accessories and separators", .serialized)
struct TableViewAccessoryTests {
    private func cell(_ type: UITableViewCell.AccessoryType, width: CGFloat = 393) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: width, height: 44)
        cell.accessoryType = type
        cell.layoutIfNeeded()
        return cell
    }

    @Test("a disclosure indicator is a chevron 16 points from the trailing edge, vertically centred; the content view ends where it begins")
    func disclosureIndicator() throws {
        let cell = cell(.disclosureIndicator)
        let chevron = try #require(cell.standardAccessory?.view as? UIImageView)
        #expect(chevron.superview === cell && abs(chevron.frame.maxX - 377) < 0.01 && abs(chevron.center.y - 22) < 0.01)
        #expect(chevron.tintColor == .tertiaryLabel && chevron.bounds.width > 5 && chevron.bounds.width < 14)
        #expect(cell.contentView.frame.maxX == chevron.frame.minX)
        cell.accessoryType = .none
        cell.layoutIfNeeded()
        #expect(chevron.superview == nil && cell.contentView.frame.width == 393)
    }

    @Test("a checkmark takes the tint colour; a detail button is the info button; a detail disclosure button shows both")
    func otherStandardAccessories() throws {
        let checked = cell(.checkmark)
        let check = try #require(checked.standardAccessory?.view as? UIImageView)
        checked.tintColor = .systemOrange
        #expect(check.tintColor == .systemOrange, "inherits the tint colour")
        #expect(cell(.detailButton).standardAccessory?.view is UIButton)
        let both = try #require(cell(.detailDisclosureButton).standardAccessory?.view)
        #expect(both.subviews.contains { $0 is UIButton } && both.subviews.contains { $0 is UIImageView })
    }

    @Test("accessoryView replaces the standard accessory at the trailing margin; editing shows the editing accessory instead")
    func customAndEditingAccessories() {
        let cell = cell(.disclosureIndicator)
        let toggle = UISwitch()
        cell.accessoryView = toggle
        cell.layoutIfNeeded()
        #expect(toggle.superview === cell && abs(toggle.frame.maxX - 377) < 0.01)
        #expect(cell.standardAccessory?.view.superview == nil)
        cell.editingAccessoryType = .checkmark
        cell.setEditing(true, animated: false)
        cell.layoutIfNeeded()
        #expect(toggle.superview == nil && cell.standardAccessory?.type == .checkmark)
        cell.setEditing(false, animated: false)
        cell.layoutIfNeeded()
        #expect(toggle.superview === cell)
    }

    @Test("tapping a detail button tells the delegate accessoryButtonTappedForRowWith the row")
    func detailButtonTap() throws {
        let stage = SectionsStage(style: .insetGrouped, counts: [3], withDelegate: true)
        stage.dataSource.configure = { cell, _ in cell.accessoryType = .detailButton }
        stage.tableView.reloadData()
        stage.sim.runUntilIdle()
        let cell = try #require(stage.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        let button = try #require(cell.standardAccessory?.view)
        stage.sim.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
        stage.sim.runUntilIdle()
        #expect(stage.delegate.accessoryTaps == [IndexPath(row: 1, section: 0)])
    }

    @Test("separators: a hairline at the screen scale under every row but the last of each section, 16 points in; none with separatorStyle .none")
    func separators() throws {
        let stage = SectionsStage(style: .plain, counts: [3, 2])
        stage.sim.runUntilIdle()
        let first = try #require(stage.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        let separator = try #require(first.separatorView)
        #expect(separator.superview === first)
        #expect(abs(separator.frame.height - 1.0 / 3) < 0.001 && separator.frame.minX == 16, "\(separator.frame)")
        #expect(separator.frame.maxY == 44 && separator.frame.maxX == 393 && separator.backgroundColor == .separator)
        let last = try #require(stage.tableView.cellForRow(at: IndexPath(row: 2, section: 0)))
        #expect(last.separatorView?.superview == nil)
        stage.tableView.separatorStyle = .none
        stage.sim.runUntilIdle()
        #expect(separator.superview == nil)
    }

    @Test("separator insets: the cell's own, else the table's; fromAutomaticInsets adds to the text's inset; an image moves the automatic inset to the text")
    func separatorInsets() throws {
        let stage = SectionsStage(style: .plain, counts: [3])
        stage.dataSource.configure = { cell, indexPath in
            var content = cell.defaultContentConfiguration()
            content.text = "Row"
            if indexPath.row == 1 { content.image = UIImage(systemName: "star.fill") }
            cell.contentConfiguration = content
            if indexPath.row == 0 { cell.separatorInset = UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 10) }
        }
        stage.tableView.reloadData()
        stage.sim.runUntilIdle()
        let own = try #require(stage.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.separatorView)
        #expect(own.frame.minX == 40 && own.frame.maxX == 383)
        let imaged = try #require(stage.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.separatorView)
        #expect(imaged.frame.minX > 40, "lined up with the text after the image: \(imaged.frame)")
        stage.tableView.separatorInset = UIEdgeInsets(top: 0, left: 4, bottom: 0, right: 0)
        stage.tableView.separatorInsetReference = .fromAutomaticInsets
        stage.sim.runUntilIdle()
        #expect(abs(imaged.frame.minX - (stage.tableView.cellForRow(at: IndexPath(row: 1, section: 0))!.resolvedSeparatorInset().left)) < 0.01)
        #expect(own.frame.minX == 40, "the cell's own inset wins, from the cell's edges")
    }

    @Test("inset grouped rows sit 16 points in from the sides, the first and last of a section with 10-point rounded corners")
    func insetGroupedRows() throws {
        let stage = SectionsStage(style: .insetGrouped, counts: [3])
        stage.sim.runUntilIdle()
        let first = try #require(stage.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        let middle = try #require(stage.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        let last = try #require(stage.tableView.cellForRow(at: IndexPath(row: 2, section: 0)))
        #expect(first.frame.minX == 16 && first.frame.width == 361)
        #expect(first.layer.cornerRadius == 10 && first.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(middle.layer.cornerRadius == 0)
        #expect(last.layer.maskedCorners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        #expect(first.backgroundConfiguration?.backgroundColor == .secondarySystemGroupedBackground)
    }
}
