import CoreGraphics
import Foundation
import UIKit
import UIKitTesting

/// The batch update scene's change made through a diffable data source: a full-screen
/// collection view on a simulated iPhone 15 over a flow layout of 10,000 items, scrolled to
/// the middle, fed by a `UICollectionViewDiffableDataSource`; a snapshot with the same 100
/// deletions, 100 reloads, 100 moves and 100 insertions (`BatchUpdateScene.changed`) is
/// applied, animated — the difference found, performed as a batch update, and the layout
/// pass that starts the animations run. Also: an equal snapshot built afresh, applied.
@MainActor
final class DiffableScene {
    typealias Snapshot = NSDiffableDataSourceSnapshot<Int, Int>
    let simulator = Simulator(device: .iPhone15)
    let window: UIWindow
    let collectionView: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<Int, Int>
    private var changes = DiffableChanges()

    init() {
        window = UIWindow(frame: simulator.screen.bounds)
        collectionView = BatchUpdateScene.makeCollectionView(frame: window.bounds)
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
            cell.tag = item
            cell.contentView.backgroundColor = UIColor(hue: CGFloat(item % 12) / 12, saturation: 0.6, brightness: 0.9, alpha: 1)
            return cell
        }
        window.addSubview(collectionView)
        window.makeKeyAndVisible()
        dataSource.apply(changes.current, animatingDifferences: false)
        simulator.runUntilIdle()
        collectionView.contentOffset = CGPoint(x: 0, y: collectionView.contentSize.height / 2)
        simulator.runUntilIdle()
    }

    /// The subject: the changed snapshot applied, animated, and the layout pass, timed (the
    /// snapshot is built before the clock starts, as an app builds it before applying).
    func applyChanges() -> Double {
        let next = changes.next()
        let start = ContinuousClock.now
        dataSource.apply(next)
        collectionView.layoutIfNeeded()
        let elapsed = BatchUpdateScene.seconds(since: start)
        simulator.advance(by: 0.5)   // the animation runs out, unmeasured
        return elapsed
    }

    /// A snapshot equal to what is shown, built afresh (so no storage is shared and the
    /// items are compared), applied: nothing to do.
    func applyUnchanged() -> Double {
        let same = changes.current
        let start = ContinuousClock.now
        dataSource.apply(same)
        collectionView.layoutIfNeeded()
        return BatchUpdateScene.seconds(since: start)
    }

    /// The baseline: the changed snapshot shown by reloading the data, and a layout pass.
    func reload() -> Double {
        let next = changes.next()
        let start = ContinuousClock.now
        dataSource.applySnapshotUsingReloadData(next)
        collectionView.layoutIfNeeded()
        let elapsed = BatchUpdateScene.seconds(since: start)
        simulator.runUntilIdle()
        return elapsed
    }

    /// Whether the cells shown show the model's items at their index paths.
    func showsModel() -> Bool {
        collectionView.indexPathsForVisibleItems.allSatisfy { path in
            collectionView.cellForItem(at: path)?.tag == changes.items[path.item]
        }
    }
}
