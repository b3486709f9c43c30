import Foundation
import UIKit

/// The model the diffable scenes (collection view and table) apply: 10,000 items in one
/// section, changed at each step by the batch scene's change (`BatchUpdateScene.changed`),
/// its reloaded items marked.
@MainActor
struct DiffableChanges {
    typealias Snapshot = NSDiffableDataSourceSnapshot<Int, Int>
    /// The items shown, in order.
    private(set) var items = Array(0..<BatchUpdateScene.itemCount)
    private var nextItem = BatchUpdateScene.itemCount

    /// A snapshot of `items`, built afresh (no storage shared with another).
    static func snapshot(of items: [Int]) -> Snapshot {
        var snapshot = Snapshot()
        snapshot.appendSections([0])
        snapshot.appendItems(items)
        return snapshot
    }

    /// A snapshot of the items shown now.
    var current: Snapshot { Self.snapshot(of: items) }

    /// The next snapshot: the batch scene's change made, its reloaded items marked.
    mutating func next() -> Snapshot {
        let reloaded = BatchUpdateScene.reloaded.map { items[$0] }
        (items, nextItem) = BatchUpdateScene.changed(items, nextItem: nextItem)
        var snapshot = Self.snapshot(of: items)
        snapshot.reloadItems(reloaded)
        return snapshot
    }
}
