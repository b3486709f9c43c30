import Foundation

/// A decoration view of a section: `background(elementKind:)` puts one behind the section's
/// items, inset by `contentInsets`. Its view class is registered on the layout
/// (`register(_:forDecorationViewOfKind:)`).
@preconcurrency @MainActor
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    public let elementKind: String
    /// Below the cells (0) by default; backgrounds are listed before the cells.
    open var zIndex = 0

    init(elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                      heightDimension: .fractionalHeight(1)),
                   supplementaryItems: [])
    }

    /// A background behind a whole section.
    open class func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
        NSCollectionLayoutDecorationItem(elementKind: elementKind)
    }
}
