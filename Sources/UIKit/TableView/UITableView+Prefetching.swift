import CoreGraphics
import Foundation

extension UITableView {
    /// Runs at the end of each layout pass: the rows in the rect ahead of the scroll are
    /// prefetched by `PrefetchState`'s rule. Rows not measured yet count at their estimate
    /// (prefetching never measures a row: that would ask for its cell).
    func updatePrefetching() {
        guard isPrefetchingEnabled, let prefetcher = prefetchDataSource else {
            prefetch.prefetched = []
            prefetch.lastOffset = contentOffset
            return
        }
        guard let (ahead, forward) = prefetch.aheadRect(visible: bounds, offset: contentOffset,
                                                        shown: Array(visibleCellsByIndexPath.keys)) else { return }
        let wanted = Set(rows(in: ahead, measuring: false).filter { visibleCellsByIndexPath[$0] == nil })
        prefetch.hand(wanted: wanted, forward: forward,
                      cancel: { prefetcher.tableView(self, cancelPrefetchingForRowsAt: $0) },
                      prefetch: { prefetcher.tableView(self, prefetchRowsAt: $0) })
    }
}
