import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// List cell accessories (`UICollectionViewListCell.accessories`, `UICellAccessory`): system
/// accessories on their side in UIKit's order whatever the array's, custom views where their
/// placement puts them, shown in the editing states they ask for, the content view between
/// the two sides; the interactive ones run their handlers.
@MainActor
@Suite("List cell accessories", .serialized)
struct ListCellAccessoryTests {
    @Test("a disclosure indicator sits at the trailing margin, centred on the row; the content view ends where it begins")
    func disclosureIndicator() throws {
        let stage = ListCellStage(UICollectionLayoutListConfiguration(appearance: .plain))
        stage.accessories = { _ in [.disclosureIndicator()] }
        stage.reconfigure()
        let cell = try #require(stage.cell("One"))
        let chevron = try #require(stage.frame(of: stage.accessoryView(.disclosureIndicator(), of: "One"), in: cell))
        #expect(abs(chevron.maxX - (393 - 16)) < 0.5, "at the 16-point margin: \(chevron)")
        #expect(abs(chevron.midY - cell.bounds.midY) < 0.5)
        #expect(abs(cell.contentView.frame.maxX - chevron.minX) < 0.5, "content \(cell.contentView.frame), chevron \(chevron)")
        #expect(cell.contentView.frame.minX == 0)
    }

    @Test("a pop-up menu accessory shows up-and-down chevrons at the trailing margin; a tap anywhere on the cell presents its menu instead of selecting; choosing another element selects it and runs the handler with the menu")
    func popUpMenu() throws {
        let stage = ListCellStage(UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        let actions = ["Never", "Daily", "Weekly"].map { UIAction(title: $0) { _ in } }
        let menu = UIMenu(children: actions)
        var changes: [String] = []
        stage.accessories = { item in
            item == "One" ? [.popUpMenu(menu) { menu in
                changes.append((menu.children.compactMap { $0 as? UIAction }.first { $0.state == .on })?.title ?? "none")
            }] : []
        }
        stage.reconfigure()
        #expect(actions.map(\.state) == [.on, .off, .off], "the first action is selected")
        let cell = try #require(stage.cell("One"))
        let chevrons = try #require(stage.frame(of: stage.accessoryView(.popUpMenu(menu), of: "One"), in: cell))
        #expect(abs(chevrons.midX - (cell.bounds.width - 16 - 10)) < 1, "in a 20-point place at the row's margin: \(chevrons)")
        #expect(cell.contentView.frame.maxX <= chevrons.minX + 0.5)

        // A tap on the text, not the chevrons: the menu shows, nothing is selected.
        stage.sim.tap(at: cell.convert(CGPoint(x: 60, y: cell.bounds.midY), to: nil))
        stage.sim.runUntilIdle()
        #expect(shownRowTitles == ["Never", "Daily", "Weekly"])
        #expect(stage.collectionView.indexPathsForSelectedItems?.isEmpty ?? true)
        RenderedPixels.writePNG(stage.sim.screenshot(), to: "/tmp/list-pop-up-menu.png")
        stage.sim.tapContextMenuRow("Weekly")
        stage.sim.runUntilIdle()
        #expect(shownContextMenu == nil)
        #expect(actions.map(\.state) == [.off, .off, .on])
        #expect(changes == ["Weekly"])
        guard case .popUpMenu = UICellAccessory.popUpMenu(menu).accessoryType else {
            Issue.record("the accessory's type is .popUpMenu")
            return
        }
    }

    @Test("system accessories keep UIKit's order whatever the array's: a label, then the checkmark, then the disclosure indicator")
    func systemOrder() throws {
        let stage = ListCellStage(UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        stage.accessories = { _ in [.disclosureIndicator(), .checkmark(), .label(text: "Detail")] }
        stage.reconfigure()
        let cell = try #require(stage.cell("Two"))
        let label = try #require(stage.frame(of: stage.accessoryView(.label(text: ""), of: "Two"), in: cell))
        let check = try #require(stage.frame(of: stage.accessoryView(.checkmark(), of: "Two"), in: cell))
        let chevron = try #require(stage.frame(of: stage.accessoryView(.disclosureIndicator(), of: "Two"), in: cell))
        #expect(label.maxX <= check.minX && check.maxX <= chevron.minX, "\(label) \(check) \(chevron)")
        #expect((stage.accessoryView(.label(text: ""), of: "Two") as? UILabel)?.text == "Detail")
        #expect((stage.accessoryView(.label(text: ""), of: "Two") as? UILabel)?.textColor == .secondaryLabel)
        #expect(cell.contentView.frame.maxX <= label.minX + 0.5)
    }

    @Test("editing accessories show only while the collection view edits: the delete control at the leading margin moves the content aside")
    func displayedStates() throws {
        let stage = ListCellStage(UICollectionLayoutListConfiguration(appearance: .plain))
        stage.accessories = { _ in [.delete(), .reorder(), .disclosureIndicator(displayed: .whenNotEditing)] }
        stage.reconfigure()
        let cell = try #require(stage.cell("One"))
        #expect(stage.accessoryView(.delete(), of: "One") == nil && stage.accessoryView(.reorder(), of: "One") == nil)
        #expect(stage.accessoryView(.disclosureIndicator(), of: "One") != nil)
        #expect(!cell.configurationState.isEditing)

        stage.collectionView.isEditing = true
        stage.sim.runUntilIdle()
        #expect(cell.configurationState.isEditing)
        let delete = try #require(stage.frame(of: stage.accessoryView(.delete(), of: "One"), in: cell))
        #expect(abs(delete.minX - 16) < 1, "the delete control at the leading margin: \(delete)")
        #expect(abs(cell.contentView.frame.minX - delete.maxX) < 1, "content after it: \(cell.contentView.frame)")
        let grip = try #require(stage.frame(of: stage.accessoryView(.reorder(), of: "One"), in: cell))
        #expect(abs(grip.maxX - (393 - 16)) < 1)
        #expect(stage.accessoryView(.disclosureIndicator(), of: "One") == nil, "whenNotEditing hides while editing")

        stage.collectionView.isEditing = false
        stage.sim.runUntilIdle()
        #expect(stage.accessoryView(.delete(), of: "One") == nil)
        #expect(cell.contentView.frame.minX == 0)
    }

    @Test("custom views go where their position says among the edge's accessories; hidden accessories keep their place; custom widths reserve room")
    func customPlacement() throws {
        let stage = ListCellStage(UICollectionLayoutListConfiguration(appearance: .plain))
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let star = UIView(frame: CGRect(x: 0, y: 0, width: 12, height: 12))
        stage.accessories = { item in
            guard item == "One" else { return [.checkmark(options: .init(isHidden: true, reservedLayoutWidth: .custom(40)))] }
            return [
                .disclosureIndicator(),
                .customView(configuration: .init(customView: badge, placement: .trailing(at: { $0.count }),
                                                 maintainsFixedSize: true)),
                .customView(configuration: .init(customView: star, placement: .leading(), maintainsFixedSize: true)),
            ]
        }
        stage.reconfigure()
        let cell = try #require(stage.cell("One"))
        let chevron = try #require(stage.frame(of: stage.accessoryView(.disclosureIndicator(), of: "One"), in: cell))
        let badgeFrame = try #require(stage.frame(of: badge, in: cell))
        #expect(badgeFrame.minX >= chevron.maxX, "at the end of the trailing side: after the chevron \(chevron): \(badgeFrame)")
        #expect(abs(badgeFrame.maxX - (393 - 16)) < 0.5 && badgeFrame.size == CGSize(width: 20, height: 20))
        let starFrame = try #require(stage.frame(of: star, in: cell))
        #expect(abs(starFrame.minX - 16) < 0.5 && cell.contentView.frame.minX >= starFrame.maxX - 0.5)

        let other = try #require(stage.cell("Two"))
        let check = try #require(stage.accessoryView(.checkmark(), of: "Two"))
        #expect(check.isHidden, "a hidden accessory is not drawn")
        #expect(abs(other.contentView.frame.maxX - (393 - 16 - 40)) < 0.5, "but keeps its 40-point place: \(other.contentView.frame)")

        // position(before:) and position(after:) find the accessory of that kind.
        let before = UICellAccessory.Placement.position(before: .checkmark())
        let after = UICellAccessory.Placement.position(after: .checkmark())
        let side: [UICellAccessory] = [.label(text: "x"), .checkmark(), .disclosureIndicator()]
        #expect(before(side) == 1 && after(side) == 2)
        #expect(before([.disclosureIndicator()]) == 0 && after([.disclosureIndicator()]) == 1, "no match: the start or the end")
    }

    @Test("bad input: two system accessories of one kind stop with UIKit's message")
    func duplicates() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let cell = UICollectionViewListCell(frame: .zero)
                cell.accessories = [.delete(), .delete()]
            }
        }
    }

    @Test("the detail and insert controls run their handlers when tapped; the multiselect circle fills while its cell is selected")
    func interactiveAccessories() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.showsSeparators = false
        let stage = ListCellStage(configuration)
        var detailTaps: [String] = [], inserts: [String] = []
        stage.accessories = { item in
            [.detail { detailTaps.append(item) }, .insert { inserts.append(item) }, .multiselect()]
        }
        stage.reconfigure()
        stage.tap(stage.accessoryView(.detail(), of: "Two"))
        #expect(detailTaps == ["Two"])
        #expect(stage.collectionView.indexPathsForSelectedItems == nil, "the button's tap does not select the row")

        stage.collectionView.allowsSelectionDuringEditing = true
        stage.collectionView.allowsMultipleSelectionDuringEditing = true
        stage.collectionView.isEditing = true
        stage.sim.runUntilIdle()
        stage.tap(stage.accessoryView(.insert(), of: "Three"))
        #expect(inserts == ["Three"])
        let circle = try #require(stage.accessoryView(.multiselect(), of: "One") as? UIImageView)
        let empty = circle.image
        stage.tap(stage.cell("One")?.contentView)
        #expect(stage.collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
        #expect(circle.image != empty && circle.image != nil, "the circle fills with a checkmark")
    }

    @Test("a self-sizing row measures its content at the width its accessories leave (again when reconfigured): a title wraps beside a label accessory")
    func selfSizingWithAccessories() throws {
        let long = "A title that fits on one row"
        let stage = ListCellStage(UICollectionLayoutListConfiguration(appearance: .plain), sections: [[long, "Short"]])
        let bare = try #require(stage.cell(long)?.frame.height)
        #expect(bare == 44, "one line alone: \(bare)")
        stage.accessories = { _ in [.label(text: "A wide label accessory"), .disclosureIndicator()] }
        stage.reconfigure()
        let narrowed = try #require(stage.cell(long)?.frame.height)
        #expect(narrowed > bare, "taller beside the accessories: \(narrowed) vs \(bare)")
    }
}
