import Foundation

/// A supplementary view attached to an item or group (a badge), of `elementKind`, placed by
/// its anchors: `containerAnchor` on the item's frame; an `itemAnchor`'s edges and offset move
/// it further relative to itself.
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    public let elementKind: String
    public let containerAnchor: NSCollectionLayoutAnchor
    public let itemAnchor: NSCollectionLayoutAnchor?
    /// Above the cells by default.
    open var zIndex = 1

    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String,
                            containerAnchor: NSCollectionLayoutAnchor) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: nil)
    }

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
                itemAnchor: NSCollectionLayoutAnchor?) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// The element's frame on an item whose frame is `container`: without an item anchor,
    /// its edges on the container anchor's; with one, the item anchor's point of the element
    /// on the container anchor's point of the item.
    func frame(in container: CGRect) -> CGRect {
        let size = layoutSize.resolved(in: container.size)
        guard let itemAnchor else { return containerAnchor.frame(ofSize: size, in: container) }
        let target = containerAnchor.point(in: container, size: size)
        let own = itemAnchor.point(in: CGRect(origin: .zero, size: size), size: size)
        return CGRect(x: target.x - own.x, y: target.y - own.y, width: size.width, height: size.height)
    }
}
