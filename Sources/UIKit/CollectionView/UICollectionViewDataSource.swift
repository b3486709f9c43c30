import Foundation

/// What a collection view asks for its content: how many sections and items there are,
/// and the views that show them.
///
/// The counts are asked when the collection view first lays out, after `reloadData()` and
/// when a different data source is set; in between the collection view keeps them. Views
/// are asked only for the elements that become visible, and must come from the collection
/// view's dequeue methods. Optional methods are requirements whose defaults in the
/// extension are UIKit's answers for a data source without them.
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {
    /// The number of items in `section`.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for the item at `indexPath`, from
    /// `dequeueReusableCell(withReuseIdentifier:for:)` and configured.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// The number of sections. Default 1.
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// The supplementary view of `kind` at `indexPath`, from
    /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`. Required as soon
    /// as the layout places supplementary views: the default stops the app, as UIKit does.
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView
    /// Whether the item at `indexPath` may be moved interactively. Default false.
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    /// The item at `sourceIndexPath` was moved interactively to `destinationIndexPath`:
    /// update the data. Default: nothing.
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                        to destinationIndexPath: IndexPath)
    /// The titles of an index shown beside the collection view. Default nil (no index).
    func indexTitles(for collectionView: UICollectionView) -> [String]?
    /// The index path an index title leads to. Default: the first item.
    func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String,
                        at index: Int) -> IndexPath
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        preconditionFailure("UICollectionViewDataSource: the layout placed a supplementary view of kind \(kind) at "
            + "\(indexPath), but the data source \(type(of: self)) does not implement "
            + "collectionView(_:viewForSupplementaryElementOfKind:at:); implement it and return a dequeued view")
    }

    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }

    public func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                               to destinationIndexPath: IndexPath) {}

    public func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }

    public func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String,
                               at index: Int) -> IndexPath {
        IndexPath(item: 0, section: 0)
    }
}
