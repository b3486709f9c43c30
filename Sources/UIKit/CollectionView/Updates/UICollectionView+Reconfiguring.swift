import Foundation

// Reconfiguring items (iOS 15): the data source configures the cell an item already has,
// with no new cell, no `prepareForReuse()` and no reload animation.
extension UICollectionView {
    /// For each item shown, asks the data source for its cell while dequeuing the item's
    /// reuse identifier gives back the cell it has; a self-sizing cell is measured again. A
    /// data source that answers with another cell gets the item reloaded (without
    /// animation). Items not shown are configured when they appear, as always.
    func reconfigure(_ indexPaths: [IndexPath]) {
        guard let dataSource else { return }
        var reloading: [IndexPath] = []
        for indexPath in indexPaths {
            guard let cell = cellForItem(at: indexPath) else { continue }
            reconfiguring = (indexPath, cell)
            let answer = dataSource.collectionView(self, cellForItemAt: indexPath)
            reconfiguring = nil
            if answer !== cell {
                enqueue(answer, element: CollectionElementKey(category: .cell, kind: nil, indexPath: indexPath))
                reloading.append(indexPath)
            } else if let applied = cell.appliedAttributes {
                askPreferredAttributes(of: cell, applied)
            }
        }
        guard !reloading.isEmpty else { return }
        UIView.performWithoutAnimation { performBatchUpdates { self.reloadItems(at: reloading) } }
    }
}
