import Foundation

/// The width and height dimensions of an item, group or supplementary item.
@preconcurrency @MainActor
open class NSCollectionLayoutSize: NSObject, @preconcurrency NSCopying {
    public let widthDimension: NSCollectionLayoutDimension
    public let heightDimension: NSCollectionLayoutDimension

    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
        super.init()
    }

    /// The size in a container of `container` points.
    func resolved(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
    }

    public func copy(with zone: NSZone? = nil) -> Any { self }
}
