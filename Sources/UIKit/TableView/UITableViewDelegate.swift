import CoreGraphics
import Foundation

/// What a table view asks its delegate beyond scrolling: row heights and display.
///
/// Every method is optional (a requirement with a default, standing in for Objective-C's
/// `@optional`). The table view's `delegate` is `UIScrollView`'s property; a delegate that
/// conforms to this protocol gets these calls, as with `UICollectionViewDelegate`.
@preconcurrency @MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
    /// The height of the row at `indexPath`. Default: the table view's `rowHeight`
    /// (44 points when that is `automaticDimension`).
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// The cell is about to be shown for the row at `indexPath`.
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// The cell left the screen (or the table reloaded) for the row at `indexPath`.
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.resolvedRowHeight
    }
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
                          forRowAt indexPath: IndexPath) {}
}
