import UIKit

/// What the class-hierarchy layout needs to know about the tree it lays out (the guide's
/// `MyCustomProtocol`): each section is one depth of the tree, and every item in section
/// s ≥ 1 is the child of one item in section s − 1, the children of a class contiguous and in
/// their parents' order.
@MainActor
public protocol ClassHierarchyLayoutDataSource: AnyObject {
    /// The rows the class at `indexPath` takes together with its descendants: 1 for a leaf,
    /// otherwise the sum over its children.
    func numRowsForClassAndChildren(at indexPath: IndexPath) -> Int
    /// The index paths of the class's direct children, all in section `indexPath.section + 1`.
    func children(ofClassAt indexPath: IndexPath) -> [IndexPath]
}
