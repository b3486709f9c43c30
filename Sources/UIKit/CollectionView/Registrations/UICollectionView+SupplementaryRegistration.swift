import Foundation

extension UICollectionView {
    /// A supplementary view class for one element kind and how to configure it (iOS 14):
    /// used with `dequeueConfiguredReusableSupplementary(using:for:)`, which registers the
    /// class under the registration's own reuse identifier the first time it dequeues.
    @preconcurrency @MainActor
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// Configures a dequeued view of `elementKind` at an index path.
        public typealias Handler = (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) -> Void

        /// The element kind the registration makes views for.
        public let elementKind: String
        let handler: Handler
        /// The reuse identifier this registration registers its class under (unique to it).
        let reuseIdentifier = "UICollectionView.SupplementaryRegistration-" + UUID().uuidString

        /// A registration of `Supplementary` views of `elementKind`, configured by `handler`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
        }
    }

    /// A supplementary view of the registration's class and kind, recycled or new,
    /// configured by its handler. Call it from the data source's supplementary view provider.
    public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath) -> Supplementary {
        let key = CollectionReuseKey(category: .supplementaryView, kind: registration.elementKind,
                                     identifier: registration.reuseIdentifier)
        if registrations[key] == nil {
            register(Supplementary.self, forSupplementaryViewOfKind: registration.elementKind,
                     withReuseIdentifier: registration.reuseIdentifier)
        }
        // The class registered under the registration's identifier is `Supplementary`.
        let view = dequeueReusableSupplementaryView(ofKind: registration.elementKind,
                                                    withReuseIdentifier: registration.reuseIdentifier,
                                                    for: indexPath) as! Supplementary
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}
