import Foundation
import Testing
@_spi(Testing) import UIKit
import UIKitTesting

/// A content configuration of the test's own: a text drawn in a colour, red when selected.
struct BadgeConfiguration: UIContentConfiguration {
    var text = ""
    var color = UIColor.black
    var updates = 0

    func makeContentView() -> any UIView & UIContentView { BadgeContentView(configuration: self) }

    func updated(for state: any UIConfigurationState) -> BadgeConfiguration {
        var updated = self
        updated.updates += 1
        if let cell = state as? UICellConfigurationState { updated.color = cell.isSelected ? .red : .black }
        return updated
    }
}

/// Shows a BadgeConfiguration in a label.
final class BadgeContentView: UIView, UIContentView {
    let label = UILabel()
    var configuration: any UIContentConfiguration {
        didSet { apply() }
    }

    init(configuration: BadgeConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        addSubview(label)
        apply()
    }

    required init?(coder: NSCoder) { nil }

    private func apply() {
        guard let badge = configuration as? BadgeConfiguration else { return }
        label.text = badge.text
        label.textColor = badge.color
    }
}

/// A content configuration of another type, for the content view's `supports(_:)`.
struct OtherConfiguration: UIContentConfiguration {
    func makeContentView() -> any UIView & UIContentView { BadgeContentView(configuration: BadgeConfiguration()) }
    func updated(for state: any UIConfigurationState) -> OtherConfiguration { self }
}

/// A cell logging its configuration updates.
final class ConfiguredCell: UICollectionViewCell {
    var log: [String] = []
    override func updateConfiguration(using state: UICellConfigurationState) {
        log.append("updateConfiguration selected=\(state.isSelected)")
    }
}

/// Cells' configurations (iOS 14/15): the configuration state, one update per layout after
/// requests (state changes request one), the content configuration's view in `contentView`,
/// updated automatically for the state, `updateConfiguration(using:)` then the handler.
@MainActor
@Suite("UICollectionViewCell configurations", .serialized)
struct CollectionViewCellConfigurationTests {
    @Test("contentConfiguration: its view fills contentView; one of the same type updates that view, another type replaces it, nil removes it")
    func contentView() throws {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        cell.contentConfiguration = BadgeConfiguration(text: "One")
        let view = try #require(cell.contentView.subviews.first as? BadgeContentView)
        #expect(view.frame == cell.contentView.bounds && view.label.text == "One")
        cell.contentConfiguration = BadgeConfiguration(text: "Two")
        #expect(cell.contentView.subviews.first === view && view.label.text == "Two")
        cell.contentConfiguration = OtherConfiguration()
        #expect(cell.contentView.subviews.count == 1 && cell.contentView.subviews.first !== view)
        cell.contentConfiguration = nil
        #expect(cell.contentView.subviews.isEmpty)
    }

    @Test("an update: the content configuration updated for the state, then updateConfiguration(using:), then the handler — once for several requests, at the next layout")
    func updateOrder() {
        let cell = ConfiguredCell(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        cell.contentConfiguration = BadgeConfiguration(text: "Hi")
        cell.configurationUpdateHandler = { cell, state in
            let badge = cell.contentConfiguration as? BadgeConfiguration
            (cell as? ConfiguredCell)?.log.append("handler selected=\(state.isSelected) color=\(badge?.color == .red ? "red" : "black")")
        }
        cell.layoutIfNeeded()
        cell.log.removeAll()
        cell.isSelected = true
        cell.setNeedsUpdateConfiguration()
        cell.setNeedsUpdateConfiguration()
        #expect(cell.log.isEmpty, "nothing before the layout")
        cell.layoutIfNeeded()
        #expect(cell.log == ["updateConfiguration selected=true", "handler selected=true color=red"])
        #expect((cell.contentView.subviews.first as? BadgeContentView)?.label.textColor == .red)
        cell.layoutIfNeeded()
        #expect(cell.log.count == 2, "no request, no update")
        cell.isHighlighted = true
        cell.layoutIfNeeded()
        #expect(cell.log.count == 4 && cell.configurationState.isHighlighted && cell.configurationState.isSelected)
    }

    @Test("automaticallyUpdatesContentConfiguration false: the configuration is shown as set, the state does not change it")
    func noAutomaticUpdates() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        cell.automaticallyUpdatesContentConfiguration = false
        cell.contentConfiguration = BadgeConfiguration(text: "Fixed")
        cell.isSelected = true
        cell.layoutIfNeeded()
        #expect((cell.contentConfiguration as? BadgeConfiguration)?.updates == 0)
        #expect((cell.contentView.subviews.first as? BadgeContentView)?.label.textColor == .black)
    }

    @Test("configuration states: flags and traits, custom states by key, equal when everything is equal")
    func states() {
        let traits = UITraitCollection(userInterfaceIdiom: .phone)
        var a = UICellConfigurationState(traitCollection: traits)
        var b = UICellConfigurationState(traitCollection: traits)
        #expect(a == b && !a.isSelected && !a.isEditing && a.cellDragState == .none && a.cellDropState == .none)
        let archived = UIConfigurationStateCustomKey("com.example.isArchived")
        a[archived] = true
        #expect(a[archived] == AnyHashable(true) && a != b)
        b[archived] = true
        b.isSwiped = true
        #expect(a != b)
        var view = UIViewConfigurationState(traitCollection: traits)
        view.isDisabled = true
        #expect(view.isDisabled && view[archived] == nil)
    }

    @Test("in a collection view: a tapped cell is selected and its content configuration turns red before the frame is drawn")
    func inCollectionView() {
        let grid = GridStage(counts: [])
        grid.collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Plain")
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: grid.collectionView) { view, path, item in
            let cell = view.dequeueReusableCell(withReuseIdentifier: "Plain", for: path)
            cell.contentConfiguration = BadgeConfiguration(text: item)
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b"])
        dataSource.apply(snapshot, animatingDifferences: false)
        grid.sim.runUntilIdle()
        let cell = grid.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
        let badge = cell?.contentView.subviews.first as? BadgeContentView
        #expect(badge?.label.text == "b" && badge?.label.textColor == .black)
        grid.sim.tap(at: grid.collectionView.convert(CGPoint(x: 160, y: 50), to: nil))
        grid.sim.runUntilIdle()
        #expect(cell?.isSelected == true && badge?.label.textColor == .red)
    }
}
