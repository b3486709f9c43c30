import Foundation

/// A whole layout of list sections (iOS 14's `list(using:)`): every section a list per the
/// configuration, and the list's background given to a collection view that has no
/// background colour of its own.
extension UICollectionViewCompositionalLayout {
    /// A layout whose every section is a list per `configuration`.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        let layout = UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
        layout.listBackgroundColor = configuration.resolvedBackgroundColor
        return layout
    }
}
