import Foundation

/// The environment a compositional layout hands to section providers and custom groups.
@MainActor
final class CompositionalLayoutEnvironment: NSObject, NSCollectionLayoutEnvironment {
    let container: any NSCollectionLayoutContainer
    let traitCollection: UITraitCollection

    init(container: any NSCollectionLayoutContainer, traitCollection: UITraitCollection) {
        self.container = container
        self.traitCollection = traitCollection
        super.init()
    }
}
