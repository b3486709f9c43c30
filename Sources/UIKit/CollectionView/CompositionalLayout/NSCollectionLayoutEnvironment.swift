import Foundation

/// What a section provider or a custom group is told about where it lays out: the
/// container and the collection view's traits.
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
    var container: any NSCollectionLayoutContainer { get }
    var traitCollection: UITraitCollection { get }
}
