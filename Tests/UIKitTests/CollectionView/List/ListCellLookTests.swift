import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// What a list cell takes from its list section: the list's background configuration (until
/// the app sets one), an inset grouped card's rounded corners, separators per the separator
/// configuration and `separatorLayoutGuide`, and `defaultContentConfiguration()` in the
/// list's style.
@MainActor
@Suite("List cell look", .serialized)
struct ListCellLookTests {
    private func hairline(_ stage: ListCellStage) -> CGFloat { 1 / stage.sim.screen.scale }

    @Test("grouped: a separator under each row from the text's leading edge to the cell's trailing edge, none under a section's last row nor above its first")
    func groupedSeparators() throws {
        let stage = ListCellStage(UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        for item in ["One", "Two"] {
            let cell = try #require(stage.cell(item))
            let line = try #require(cell.bottomSeparator)
            #expect(line.superview === cell && !line.isHidden)
            #expect(abs(line.frame.minX - 16) < 0.5, "at the text (16-point margin): \(line.frame)")
            #expect(abs(line.frame.maxX - cell.bounds.width) < 0.01 && abs(line.frame.maxY - cell.bounds.height) < 0.01)
            #expect(abs(line.frame.height - hairline(stage)) < 0.001)
            #expect(line.backgroundColor == .separator)
        }
        let last = try #require(stage.cell("Three"))
        #expect(last.bottomSeparator?.superview == nil)
        #expect(stage.cell("One")?.topSeparator?.superview == nil)
    }

    @Test("plain lists draw a separator under the last row too; showsSeparators false draws none")
    func plainAndHidden() throws {
        let plain = ListCellStage(UICollectionLayoutListConfiguration(appearance: .plain))
        #expect(plain.cell("Three")?.bottomSeparator?.superview != nil)
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.showsSeparators = false
        let none = ListCellStage(configuration)
        #expect(["One", "Two", "Three"].allSatisfy { none.cell($0)?.bottomSeparator?.superview == nil })
    }

    @Test("the separator configuration's colour and insets, and an item separator handler that changes one item's separators")
    func separatorConfiguration() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.separatorConfiguration.color = .systemPink
        configuration.separatorConfiguration.bottomSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 10)
        configuration.itemSeparatorHandler = { indexPath, section in
            var item = section
            if indexPath.item == 1 { item.bottomSeparatorVisibility = .hidden }
            if indexPath.item == 0 { item.topSeparatorVisibility = .visible }
            return item
        }
        let stage = ListCellStage(configuration)
        let first = try #require(stage.cell("One"))
        let line = try #require(first.bottomSeparator)
        #expect(line.backgroundColor == .systemPink)
        #expect(abs(line.frame.minX - 40) < 0.01 && abs(line.frame.maxX - (first.bounds.width - 10)) < 0.01, "\(line.frame)")
        let top = try #require(first.topSeparator)
        #expect(top.superview === first && top.frame.minY == 0)
        #expect(abs(top.frame.minX - 16) < 0.5, "automatic insets: at the text")
        #expect(stage.cell("Two")?.bottomSeparator?.superview == nil)
    }

    @Test("separatorLayoutGuide: at the text by default; a constraint on its leading edge moves the separator")
    func separatorLayoutGuide() throws {
        let stage = ListCellStage(UICollectionLayoutListConfiguration(appearance: .plain))
        let image = UIImage(systemName: "star")
        stage.configure = { cell, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            content.image = image
            cell.contentConfiguration = content
            if item == "Two" {
                cell.separatorLayoutGuide.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 4).isActive = true
            }
        }
        stage.reconfigure()
        let one = try #require(stage.cell("One"))
        let guide = one.separatorLayoutGuide
        one.setNeedsLayout()
        one.layoutIfNeeded()
        let line = try #require(one.bottomSeparator)
        #expect(line.frame.minX > 40, "past the image, at the text: \(line.frame)")
        #expect(abs(guide.layoutFrame.minX - line.frame.minX) < 0.01)
        let two = try #require(stage.cell("Two"))
        two.setNeedsLayout()
        two.layoutIfNeeded()
        #expect(abs((two.bottomSeparator?.frame.minX ?? -1) - 4) < 0.01, "\(String(describing: two.bottomSeparator?.frame))")
    }

    @Test("inset grouped: the list's grouped cell background, the section's first row rounded at the top and its last at the bottom; an app's background stays")
    func insetGroupedCorners() throws {
        let stage = ListCellStage(UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        let first = try #require(stage.cell("One")), middle = try #require(stage.cell("Two")), last = try #require(stage.cell("Three"))
        #expect(first.backgroundConfiguration?.listStyle == .groupedCell)
        #expect(first.configurationViews.roundedCorners?.radius == 10)
        #expect(first.configurationViews.roundedCorners?.corners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(middle.configurationViews.roundedCorners?.corners == [])
        #expect(last.configurationViews.roundedCorners?.corners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])

        stage.configure = { cell, item in
            if item == "Two" { cell.backgroundConfiguration = .clear() }
        }
        stage.reconfigure()
        #expect(stage.cell("Two")?.backgroundConfiguration?.listStyle == nil)
        stage.collectionView.collectionViewLayout.invalidateLayout()
        stage.sim.runUntilIdle()
        #expect(stage.cell("Two")?.backgroundConfiguration?.listStyle == nil, "the list does not replace the app's background")
        #expect(stage.cell("One")?.backgroundConfiguration?.listStyle == .groupedCell)

        let plain = ListCellStage(UICollectionLayoutListConfiguration(appearance: .plain))
        #expect(plain.cell("One")?.backgroundConfiguration?.listStyle == .plainCell)
        #expect(plain.cell("One")?.configurationViews.roundedCorners == nil)
    }

    @Test("defaultContentConfiguration follows the list: a cell in plain and grouped lists, a sidebar cell in sidebars, the header's style for a first-item header")
    func defaultContent() throws {
        let plain = ListCellStage(UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        #expect(plain.cell("One")?.defaultContentConfiguration().style == .cell)
        var sidebar = UICollectionLayoutListConfiguration(appearance: .sidebar)
        sidebar.headerMode = .firstItemInSection
        let stage = ListCellStage(sidebar)
        #expect(stage.cell("One")?.defaultContentConfiguration().style == .sidebarHeader)
        #expect(stage.cell("Two")?.defaultContentConfiguration().style == .sidebarCell)
        #expect(stage.cell("One")?.backgroundConfiguration?.listStyle == .sidebarHeader)
        #expect(stage.cell("Two")?.bottomSeparator?.superview == nil, "sidebars draw no separators")
        #expect(UICollectionViewListCell(frame: .zero).defaultContentConfiguration().style == .cell, "outside a list: a cell")
    }

    @Test("headerTopPadding adds space above each section's supplementary header")
    func headerTopPadding() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        configuration.headerTopPadding = 12
        let padded = UICollectionViewCompositionalLayout.list(using: configuration)
        func headerY(_ layout: UICollectionViewCompositionalLayout) -> CGFloat? {
            let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 393, height: 600), collectionViewLayout: layout)
            let source = RecordingDataSource(counts: [2, 2])
            view.register(MyCell.self, forCellWithReuseIdentifier: "Cell")
            view.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                          withReuseIdentifier: "H")
            view.dataSource = source
            view.layoutIfNeeded()
            return layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader,
                                                               at: IndexPath(item: 0, section: 1))?.frame.minY
        }
        let plainY = try #require(headerY(layout)), paddedY = try #require(headerY(padded))
        #expect(abs(paddedY - plainY - 24) < 0.01, "12 above each of the two headers: \(plainY) → \(paddedY)")
    }
}

extension ListCellLookTests {
    @Test("rendered: an inset grouped list draws white rows on the grey, rounded at the section's ends, with hairline separators at the text and its accessories")
    func rendered() throws {
        let stage = ListCellStage(UICollectionLayoutListConfiguration(appearance: .insetGrouped),
                                  sections: [["Wi-Fi", "Bluetooth", "Mobile Service"], ["General", "Sounds"]])
        stage.collectionView.frame = stage.window.bounds
        stage.accessories = { item in
            switch item {
            case "Wi-Fi": [.label(text: "Home"), .disclosureIndicator()]
            case "Bluetooth": [.label(text: "On"), .disclosureIndicator()]
            case "General": [.checkmark()]
            case "Sounds": [.detail(), .disclosureIndicator()]
            default: [.disclosureIndicator()]
            }
        }
        stage.configure = { cell, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            content.image = UIImage(systemName: "bell")
            cell.contentConfiguration = content
        }
        stage.reconfigure()
        let image = stage.sim.screenshot()
        RenderedPixels.writePNG(image, to: "/tmp/list-inset-grouped.png")
        let pixels = RenderedPixels(image)
        let scale = Int(stage.sim.screen.scale)
        let first = try #require(stage.cell("Wi-Fi")).convert(try #require(stage.cell("Wi-Fi")).bounds, to: nil)
        let middle = pixels[Int(first.midX) * scale, Int(first.midY + 14) * scale]
        #expect(middle == .white, "a white row: \(middle)")
        let corner = pixels[Int(first.minX) * scale + 1, Int(first.minY) * scale + 1]
        #expect(corner.r < 250 && corner.r > 230, "the grey shows in the rounded corner: \(corner)")
        let side = pixels[8 * scale, Int(first.midY) * scale]
        #expect(side.r < 250 && side.r > 230, "grey beside the card: \(side)")
        let line = pixels[Int(first.midX) * scale, Int(first.maxY) * scale - 1]
        #expect(line.r < 240, "a separator under the first row: \(line)")
        let beforeText = pixels[Int(first.minX + 8) * scale, Int(first.maxY) * scale - 1]
        #expect(beforeText == .white, "the separator starts at the text, not at the card's edge: \(beforeText)")
    }
}
