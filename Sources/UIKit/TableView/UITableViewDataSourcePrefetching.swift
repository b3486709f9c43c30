import Foundation

/// An object told ahead of time which rows a table view is about to show, so that it can
/// start loading their data (images, records) before the cells are asked for.
@preconcurrency @MainActor
public protocol UITableViewDataSourcePrefetching: NSObjectProtocol {
    /// The rows at `indexPaths` will probably be shown soon: start preparing their data.
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
    /// The rows at `indexPaths`, prefetched earlier, are no longer about to be shown: stop
    /// preparing their data. Default: nothing.
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}
