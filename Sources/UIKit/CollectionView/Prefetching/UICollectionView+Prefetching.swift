import CoreGraphics
import Foundation

/// What the collection view remembers for prefetching: the offset of the last pass and the
/// items prefetched that have not appeared yet.
struct CollectionPrefetchState {
    var lastOffset: CGPoint?
    var prefetched: Set<IndexPath> = []
    /// The most index paths handed to `prefetchItemsAt` in one pass; the rest follow in the
    /// next passes.
    static let maximumPerPass = 32
}

extension UICollectionView {
    /// Runs at the end of each layout pass. While the content scrolls, the items the layout
    /// puts in the screen-sized rect just ahead of the visible one (in the direction of the
    /// scroll, on the axis that moved most) and that are not shown are prefetched, each once.
    /// Prefetched items that are neither ahead nor shown any more (the scroll turned back,
    /// or jumped) are cancelled; items that appear are simply forgotten. One rect query per
    /// pass, at most `maximumPerPass` index paths handed over.
    func updatePrefetching() {
        let offset = contentOffset
        defer { prefetch.lastOffset = offset }
        guard isPrefetchingEnabled, let prefetcher = prefetchDataSourceStorage else {
            prefetch.prefetched = []
            return
        }
        prefetch.prefetched.subtract(indexPathsForVisibleItems)
        guard let last = prefetch.lastOffset, last != offset else { return }
        let dx = offset.x - last.x, dy = offset.y - last.y
        let visible = bounds
        let ahead = abs(dy) >= abs(dx)
            ? visible.offsetBy(dx: 0, dy: dy > 0 ? visible.height : -visible.height)
            : visible.offsetBy(dx: dx > 0 ? visible.width : -visible.width, dy: 0)
        var wanted = Set<IndexPath>()
        for attributes in collectionViewLayout.layoutAttributesForElements(in: ahead) ?? []
        where attributes.representedElementCategory == .cell && Self.shows(attributes.frame, in: ahead)
            && isValidItem(attributes.indexPath) && cellForItem(at: attributes.indexPath) == nil {
            wanted.insert(attributes.indexPath)
        }
        let forward = dy > 0 || (dy == 0 && dx > 0)
        let stale = prefetch.prefetched.subtracting(wanted)
        if !stale.isEmpty {
            prefetch.prefetched.subtract(stale)
            prefetcher.collectionView(self, cancelPrefetchingForItemsAt: stale.sorted())
        }
        let fresh = wanted.subtracting(prefetch.prefetched).sorted(by: forward ? (<) : (>))
            .prefix(CollectionPrefetchState.maximumPerPass)
        guard !fresh.isEmpty else { return }
        prefetch.prefetched.formUnion(fresh)
        prefetcher.collectionView(self, prefetchItemsAt: Array(fresh))
    }
}
