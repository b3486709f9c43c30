import Foundation
@testable import UIKit
import UIKitTesting

/// A list on a simulated iPhone 15 (393 points wide): a collection view with a list layout
/// of `configuration`, a diffable data source of string items and list cells configured with
/// their item as text and the accessories `accessories` gives.
@MainActor
final class ListCellStage {
    let sim = Simulator(device: .iPhone15)
    let window: UIWindow
    let collectionView: UICollectionView
    var dataSource: UICollectionViewDiffableDataSource<Int, String>!
    /// The accessories of each item's cell.
    var accessories: (String) -> [UICellAccessory] = { _ in [] }
    /// Runs after the cell is configured.
    var configure: (UICollectionViewListCell, String) -> Void = { _, _ in }

    init(_ configuration: UICollectionLayoutListConfiguration, sections: [[String]] = [["One", "Two", "Three"]]) {
        window = UIWindow(frame: sim.screen.bounds)
        window.makeKeyAndVisible()
        collectionView = UICollectionView(frame: CGRect(x: 0, y: 100, width: 393, height: 600),
                                          collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { [unowned self] cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = self.accessories(item)
            self.configure(cell, item)
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        for (index, items) in sections.enumerated() {
            snapshot.appendSections([index])
            snapshot.appendItems(items, toSection: index)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
        window.addSubview(collectionView)
        sim.runUntilIdle()
    }

    /// The list cell of `item`, if shown.
    func cell(_ item: String) -> UICollectionViewListCell? {
        guard let indexPath = dataSource.indexPath(for: item) else { return nil }
        return collectionView.cellForItem(at: indexPath) as? UICollectionViewListCell
    }

    /// Reconfigures every item (after `accessories` or `configure` changed) and lays out.
    func reconfigure() {
        var snapshot = dataSource.snapshot()
        snapshot.reconfigureItems(snapshot.itemIdentifiers)
        dataSource.apply(snapshot, animatingDifferences: false)
        sim.runUntilIdle()
    }

    /// `view`'s frame in `cell`'s coordinates.
    func frame(of view: UIView?, in cell: UIView?) -> CGRect? {
        guard let view, let cell else { return nil }
        return view.convert(view.bounds, to: cell)
    }

    /// Taps the middle of `view`.
    func tap(_ view: UIView?) {
        guard let view else { return }
        sim.tap(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil))
        sim.runUntilIdle()
    }
}

extension ListCellStage {
    /// The view of `item`'s accessory of `kind`'s kind while it is in the cell.
    func accessoryView(_ kind: UICellAccessory, of item: String) -> UIView? {
        guard let cell = cell(item), let view = cell.accessoryViews[ListAccessoryKey(kind)], view.superview === cell else {
            return nil
        }
        return view
    }
}
