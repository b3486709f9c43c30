import Foundation

extension UICollectionView {
    /// A cell class and how to configure it for an item (iOS 14): made once, outside the
    /// cell provider, and used with `dequeueConfiguredReusableCell(using:for:item:)`, which
    /// registers the class under the registration's own reuse identifier the first time
    /// it dequeues from a collection view.
    @preconcurrency @MainActor
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Configures a dequeued cell for the item at an index path.
        public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void

        let handler: Handler
        /// The reuse identifier this registration registers its class under (unique to it).
        let reuseIdentifier = "UICollectionView.CellRegistration-" + UUID().uuidString

        /// A registration of `Cell`, configured by `handler`.
        public init(handler: @escaping Handler) {
            self.handler = handler
        }
    }

    /// A cell of the registration's class, recycled or new, configured by its handler for
    /// `item`. Call it from the data source's cell provider.
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?) -> Cell {
        guard let item else {
            preconditionFailure("UICollectionView.dequeueConfiguredReusableCell(using:for:item:): the item is nil; "
                                + "pass the item the cell shows")
        }
        let key = CollectionReuseKey(category: .cell, kind: nil, identifier: registration.reuseIdentifier)
        if registrations[key] == nil { register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier) }
        // The class registered under the registration's identifier is `Cell`.
        let cell = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath) as! Cell
        registration.handler(cell, indexPath, item)
        return cell
    }
}
