import UIKit

/// A forest of classes arranged as the class-hierarchy layout wants it: section s holds the
/// classes at depth s, each parent's subclasses contiguous and in their parents' order. It is
/// both the collection view's data source and the layout's.
@MainActor
public final class ClassHierarchy: NSObject, UICollectionViewDataSource, ClassHierarchyLayoutDataSource {
    /// The reuse identifier `ClassCell` is registered under.
    public static let cellIdentifier = "Class"
    /// The reuse identifier `ConnectorView` is registered under.
    public static let connectorIdentifier = "Connector"

    /// One class in its section.
    private struct Entry {
        let name: String
        /// The items of its children in the next section.
        let children: Range<Int>
        let rows: Int
    }

    private let sections: [[Entry]]

    /// The classes of `roots` and all their subclasses.
    public init(roots: [ClassNode]) {
        // The depths from the top: each level's nodes, children following in parent order.
        var levels: [[ClassNode]] = roots.isEmpty ? [] : [roots]
        while let last = levels.last, case let next = last.flatMap(\.subclasses), !next.isEmpty {
            levels.append(next)
        }
        // Rows from the bottom up: a leaf takes one, a parent the sum of its children's.
        var built: [[Entry]] = []
        var below: [Entry] = []
        for level in levels.reversed() {
            var start = 0
            below = level.map { node in
                let children = start..<(start + node.subclasses.count)
                start = children.upperBound
                let rows = children.isEmpty ? 1 : children.reduce(0) { $0 + below[$1].rows }
                return Entry(name: node.name, children: children, rows: rows)
            }
            built.insert(below, at: 0)
        }
        sections = built
        super.init()
    }

    /// The name of the class at `indexPath`.
    func name(at indexPath: IndexPath) -> String { sections[indexPath.section][indexPath.item].name }

    // MARK: ClassHierarchyLayoutDataSource

    public func numRowsForClassAndChildren(at indexPath: IndexPath) -> Int { sections[indexPath.section][indexPath.item].rows }

    public func children(ofClassAt indexPath: IndexPath) -> [IndexPath] {
        sections[indexPath.section][indexPath.item].children.map { IndexPath(item: $0, section: indexPath.section + 1) }
    }

    // MARK: UICollectionViewDataSource

    /// One section per depth of the tree.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

    /// The classes at depth `section`.
    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].count
    }

    /// A `ClassCell` showing the class's name, tinted by its depth.
    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Self.cellIdentifier, for: indexPath)
        (cell as? ClassCell)?.show(name(at: indexPath), depth: indexPath.section)
        return cell
    }

    /// A connector, told where its class's cell and its children's cells are centred: the
    /// lines it draws come from the data (the guide's reason for a supplementary view).
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: Self.connectorIdentifier,
                                                                   for: indexPath)
        let layout = collectionView.collectionViewLayout
        let top = view.frame.minY
        let centre = { (item: IndexPath) in (layout.layoutAttributesForItem(at: item)?.center.y ?? top) - top }
        (view as? ConnectorView)?.connect(parent: centre(indexPath), children: children(ofClassAt: indexPath).map(centre))
        return view
    }
}
