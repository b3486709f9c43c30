import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// What whole tables look like (PNGs looked at beside iOS 17's Contacts and Settings): a
/// plain table with a pinned header, grouped and inset grouped tables with accessories and
/// a switch.
@MainActor
@Suite("Table view looks", .serialized)
struct TableViewLookTests {
    @Test("a plain Contacts-style table scrolled into its second section: the section's header pinned on top, hairlines between rows (PNG looked at)")
    func plainStickyHeader() throws {
        let stage = SectionsStage(style: .plain, counts: [6, 8, 8], headers: [0: "A", 1: "B", 2: "C"])
        let names = [["Aaron", "Abby", "Adam", "Alice", "Amy", "Anna"],
                     ["Ben", "Beth", "Bill", "Bob", "Brad", "Brian", "Bruce", "Bryn"],
                     ["Cara", "Carl", "Cat", "Chris", "Cleo", "Cody", "Cole", "Cy"]]
        stage.dataSource.configure = { cell, indexPath in
            var content = cell.defaultContentConfiguration()
            content.text = names[indexPath.section][indexPath.row]
            cell.contentConfiguration = content
        }
        stage.tableView.reloadData()
        stage.sim.runUntilIdle()
        let sectionB = stage.tableView.rectForHeader(inSection: 1)
        stage.tableView.contentOffset = CGPoint(x: 0, y: sectionB.minY + 100)
        stage.sim.runUntilIdle()
        let image = stage.sim.screenshot()
        RenderedPixels.writePNG(image, to: "/tmp/table-plain-sticky.png")
        let header = try #require(stage.tableView.headerView(forSection: 1))
        #expect(header.frame.minY == stage.tableView.contentOffset.y)
        // The pinned header covers the rows under it with its bar.
        let pixels = RenderedPixels(image)
        let barY = Int((59 + header.frame.height / 2)) * 3
        #expect(pixels[390 * 3, barY] == .white || pixels[390 * 3, barY].r > 240)
    }

    @Test("Settings-style inset grouped and grouped tables: grey behind, white rounded groups, a switch, values, chevrons and a checkmark (PNGs looked at)")
    func settingsStyles() throws {
        for style in [UITableView.Style.insetGrouped, .grouped] {
            let stage = SectionsStage(style: style, counts: [3, 3], headers: [1: "Network"], footers: [1: "Turn on Wi-Fi to join networks."])
            let rows = [["Airplane Mode", "Wi-Fi", "Bluetooth"], ["Home", "Office", "Café"]]
            stage.dataSource.configure = { cell, indexPath in
                var content = indexPath.section == 0 ? UIListContentConfiguration.valueCell() : cell.defaultContentConfiguration()
                content.text = rows[indexPath.section][indexPath.row]
                content.image = indexPath.section == 0 ? UIImage(systemName: "star.fill") : nil
                switch (indexPath.section, indexPath.row) {
                case (0, 0):
                    let toggle = UISwitch()
                    toggle.isOn = true
                    cell.accessoryView = toggle
                case (0, 1):
                    content.secondaryText = "Home"
                    cell.accessoryType = .disclosureIndicator
                case (0, _):
                    content.secondaryText = "On"
                    cell.accessoryType = .disclosureIndicator
                case (_, 0): cell.accessoryType = .checkmark
                default: cell.accessoryType = .detailButton
                }
                cell.contentConfiguration = content
            }
            stage.tableView.reloadData()
            stage.sim.runUntilIdle()
            let image = stage.sim.screenshot()
            RenderedPixels.writePNG(image, to: "/tmp/table-\(style == .grouped ? "grouped" : "inset-grouped").png")
            let pixels = RenderedPixels(image)
            let groupedGrey = pixels[5 * 3, (59 + 10) * 3]
            #expect(groupedGrey.r < 250 && groupedGrey.r > 230, "systemGroupedBackground above the first group: \(groupedGrey)")
            let row = stage.tableView.rectForRow(at: IndexPath(row: 1, section: 0))
            let inside = pixels[Int(row.minX + 200) * 3, Int(59 + row.midY + 8) * 3]
            #expect(inside == .white, "a white row: \(inside)")
            let edge = pixels[8 * 3, Int(59 + row.midY) * 3]
            #expect(style == .grouped ? edge == .white : edge != .white, "inset grouped rows leave the grey at the sides")
        }
    }
}
