import Foundation

/// Space around an item in its group, on each edge that has one (nil for none). Laid out as
/// the spacing's value, flexible or not (docs/DIFFERENCES.md).
@preconcurrency @MainActor
open class NSCollectionLayoutEdgeSpacing: NSObject, @preconcurrency NSCopying {
    public let leading: NSCollectionLayoutSpacing?
    public let top: NSCollectionLayoutSpacing?
    public let trailing: NSCollectionLayoutSpacing?
    public let bottom: NSCollectionLayoutSpacing?

    public init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
                trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
        super.init()
    }

    public func copy(with zone: NSZone? = nil) -> Any { self }
}
