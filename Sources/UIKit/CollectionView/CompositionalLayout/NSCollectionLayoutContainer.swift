import Foundation

/// The space a compositional layout (or a custom group) lays out in: its size, and the
/// insets applied to it.
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer: NSObjectProtocol {
    /// The container's size.
    var contentSize: CGSize { get }
    /// The size less the insets.
    var effectiveContentSize: CGSize { get }
    /// The insets applied to the container.
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// The insets, resolved.
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}
