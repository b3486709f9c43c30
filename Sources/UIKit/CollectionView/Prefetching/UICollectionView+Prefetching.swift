import CoreGraphics
import Foundation

extension UICollectionView {
    /// Runs at the end of each layout pass: the items the layout puts in the rect ahead of
    /// the scroll are prefetched by `PrefetchState`'s rule, with one rect query per pass.
    func updatePrefetching() {
        guard isPrefetchingEnabled, let prefetcher = prefetchDataSourceStorage else {
            prefetch.prefetched = []
            prefetch.lastOffset = contentOffset
            return
        }
        guard let (ahead, forward) = prefetch.aheadRect(visible: bounds, offset: contentOffset,
                                                        shown: indexPathsForVisibleItems) else { return }
        var wanted = Set<IndexPath>()
        for attributes in collectionViewLayout.layoutAttributesForElements(in: ahead) ?? []
        where attributes.representedElementCategory == .cell && isShown(attributes, in: ahead)
            && isValidItem(attributes.indexPath) && cellForItem(at: attributes.indexPath) == nil {
            wanted.insert(attributes.indexPath)
        }
        prefetch.hand(wanted: wanted, forward: forward,
                      cancel: { prefetcher.collectionView(self, cancelPrefetchingForItemsAt: $0) },
                      prefetch: { prefetcher.collectionView(self, prefetchItemsAt: $0) })
    }
}
