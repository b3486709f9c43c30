import UIKit

/// A cell's attributes in the class-hierarchy layout: the standard ones plus the index paths
/// of the class's children (the guide's `MyCustomAttributes`).
public final class ClassHierarchyAttributes: UICollectionViewLayoutAttributes {
    /// The index paths of the children of the class this cell shows.
    public var children: [IndexPath] = []

    /// A copy with the same children.
    public override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone)
        (copy as? ClassHierarchyAttributes)?.children = children
        return copy
    }

    /// Equal children first: if they match, the rest is the standard comparison.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? ClassHierarchyAttributes, other.children == children else { return false }
        return super.isEqual(other)
    }
}
