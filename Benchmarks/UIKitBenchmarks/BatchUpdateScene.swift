import CoreGraphics
import Foundation
import UIKit
import UIKitTesting

/// A batch update at scale: a full-screen collection view on a simulated iPhone 15 over a flow
/// layout of 10,000 items (100 × 100, three columns), scrolled to the middle. One batch
/// deletes, reloads, moves and inserts 100 items each, spread over the whole range (moves go
/// from the front of the range to the back and the other way round), and keeps the count.
/// Measured from the `performBatchUpdates` call to the end of the layout pass that starts the
/// animations; the animation itself runs out, unmeasured, between measurements.
@MainActor
final class BatchUpdateScene: NSObject, UICollectionViewDataSource {
    static let itemCount = 10_000, changesPerKind = 100
    let simulator = Simulator(device: .iPhone15)
    let window: UIWindow
    let collectionView: UICollectionView
    /// The items' identities, in order; a new item gets the next identity.
    private var items = Array(0..<BatchUpdateScene.itemCount)
    private var nextItem = BatchUpdateScene.itemCount

    override init() {
        window = UIWindow(frame: simulator.screen.bounds)
        collectionView = Self.makeCollectionView(frame: window.bounds)
        super.init()
        collectionView.dataSource = self
        window.addSubview(collectionView)
        window.makeKeyAndVisible()
        simulator.runUntilIdle()
        collectionView.contentOffset = CGPoint(x: 0, y: collectionView.contentSize.height / 2)
        simulator.runUntilIdle()
    }

    /// The scene's collection view: a white flow layout of 100 × 100 cells, "Cell"
    /// registered as a plain cell.
    static func makeCollectionView(frame: CGRect) -> UICollectionView {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collectionView = UICollectionView(frame: frame, collectionViewLayout: layout)
        collectionView.backgroundColor = .white
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        return collectionView
    }

    private static func path(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

    /// The batch's index paths: every 100 items, one deleted, one reloaded and one moved
    /// (before the update); one inserted and one move destination (after it).
    private static let stride = itemCount / changesPerKind
    static let deleted = (0..<changesPerKind).map { $0 * stride }
    static let reloaded = (0..<changesPerKind).map { $0 * stride + 1 }
    static let moves = (0..<changesPerKind).map { ($0 * stride + 2, (changesPerKind - 1 - $0) * stride + 51) }
    static let inserted = (0..<changesPerKind).map { $0 * stride + 50 }

    /// Changes the model as the batch says: survivors keep their order and fill the slots
    /// that inserts and move destinations leave free.
    private func updateModel() {
        (items, nextItem) = Self.changed(items, nextItem: nextItem)
    }

    /// `items` changed as the batch says (new items numbered from `nextItem`), and the next
    /// number free: survivors keep their order and fill the slots that inserts and move
    /// destinations leave free.
    static func changed(_ items: [Int], nextItem: Int) -> (items: [Int], nextItem: Int) {
        var nextItem = nextItem
        var next = [Int?](repeating: nil, count: items.count)
        for slot in inserted {
            next[slot] = nextItem
            nextItem += 1
        }
        for (from, to) in moves { next[to] = items[from] }
        let leaving = Set(deleted).union(moves.map(\.0))
        var free = next.indices.lazy.filter { next[$0] == nil }.makeIterator()
        for (index, item) in items.enumerated() where !leaving.contains(index) {
            next[free.next()!] = item
        }
        return (next.map { $0! }, nextItem)
    }

    /// The subject: the batch update and the layout pass, timed.
    func batchUpdate() -> Double {
        updateModel()
        let start = ContinuousClock.now
        collectionView.performBatchUpdates { [self] in
            collectionView.deleteItems(at: Self.deleted.map(Self.path))
            collectionView.reloadItems(at: Self.reloaded.map(Self.path))
            for (from, to) in Self.moves { collectionView.moveItem(at: Self.path(from), to: Self.path(to)) }
            collectionView.insertItems(at: Self.inserted.map(Self.path))
        }
        collectionView.layoutIfNeeded()
        let elapsed = Self.seconds(since: start)
        simulator.advance(by: 0.5)   // the animation runs out, unmeasured
        return elapsed
    }

    /// The baseline: the same model change shown by `reloadData()` and a layout pass, timed.
    func reload() -> Double {
        updateModel()
        let start = ContinuousClock.now
        collectionView.reloadData()
        collectionView.layoutIfNeeded()
        let elapsed = Self.seconds(since: start)
        simulator.runUntilIdle()
        return elapsed
    }

    /// The best of `iterations` timed runs of `body`.
    static func best(iterations: Int, _ body: () -> Double) -> Double {
        (0..<iterations).map { _ in body() }.min() ?? .infinity
    }

    static func seconds(since start: ContinuousClock.Instant) -> Double {
        let elapsed = (ContinuousClock.now - start).components
        return Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18
    }

    /// Whether the cells shown show the model's items at their index paths.
    func showsModel() -> Bool {
        collectionView.indexPathsForVisibleItems.allSatisfy { path in
            collectionView.cellForItem(at: path)?.tag == items[path.item]
        }
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        items.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        let item = items[indexPath.item]
        cell.tag = item
        cell.contentView.backgroundColor = UIColor(hue: CGFloat(item % 12) / 12, saturation: 0.6, brightness: 0.9, alpha: 1)
        return cell
    }
}
