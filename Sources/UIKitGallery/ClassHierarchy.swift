import UIKit

/// A class and its subclasses: the data the "Tree" screen shows.
public struct ClassNode: Sendable {
    /// The class's name.
    public let name: String
    /// Its direct subclasses, in the order the tree shows them.
    public var subclasses: [ClassNode] = []

    /// The class `name` with `subclasses`.
    public init(_ name: String, _ subclasses: [ClassNode] = []) {
        self.name = name
        self.subclasses = subclasses
    }

    /// Part of UIKit's own hierarchy, from `NSObject` down.
    static let uiKit = ClassNode("NSObject", [
        ClassNode("UIResponder", [
            ClassNode("UIView", [
                ClassNode("UIControl", [ClassNode("UIButton"), ClassNode("UISwitch"), ClassNode("UISlider"),
                                        ClassNode("UITextField")]),
                ClassNode("UIScrollView", [ClassNode("UICollectionView"), ClassNode("UITableView"), ClassNode("UITextView")]),
                ClassNode("UILabel"),
                ClassNode("UIImageView"),
                ClassNode("UICollectionReusableView", [ClassNode("UICollectionViewCell")]),
                ClassNode("UIWindow"),
            ]),
            ClassNode("UIViewController", [ClassNode("UINavigationController"), ClassNode("UITabBarController")]),
            ClassNode("UIApplication"),
        ]),
        ClassNode("UIGestureRecognizer", [ClassNode("UITapGestureRecognizer"), ClassNode("UIPanGestureRecognizer"),
                                          ClassNode("UIPinchGestureRecognizer"), ClassNode("UILongPressGestureRecognizer")]),
        ClassNode("UICollectionViewLayout", [ClassNode("UICollectionViewFlowLayout"),
                                             ClassNode("UICollectionViewTransitionLayout")]),
        ClassNode("UICollectionViewLayoutAttributes"),
        ClassNode("UIColor"),
        ClassNode("UIFont"),
        ClassNode("UIImage"),
    ])
}

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

/// A class's cell: its name on a rounded card tinted by depth.
public final class ClassCell: UICollectionViewCell {
    private static let tints: [UIColor] = [.systemBlue, .systemIndigo, .systemPurple, .systemPink, .systemOrange]
    /// The class's name.
    public let nameLabel = UILabel()

    public required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 8
        contentView.layer.borderWidth = 1
        nameLabel.font = .systemFont(ofSize: 11, weight: .medium)
        nameLabel.textAlignment = .center
        nameLabel.adjustsFontSizeToFitWidth = true
        nameLabel.minimumScaleFactor = 0.5
        contentView.addSubview(nameLabel)
    }

    public required init?(coder: NSCoder) { nil }

    /// Shows the class `name`, in the tint of `depth`.
    func show(_ name: String, depth: Int) {
        let tint = Self.tints[depth % Self.tints.count]
        nameLabel.text = name
        nameLabel.textColor = tint
        contentView.backgroundColor = tint.withAlphaComponent(0.1)
        contentView.layer.borderColor = tint.withAlphaComponent(0.5).cgColor
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        nameLabel.frame = contentView.bounds.insetBy(dx: 5, dy: 0)
    }
}

/// The lines from a class's cell to its children's cells, drawn in the gutter between two
/// columns: across from the parent, down the middle, across to each child.
public final class ConnectorView: UICollectionReusableView {
    /// The centre height (in this view's coordinates) of the parent.
    public private(set) var parentCentre: CGFloat = 0
    /// The centre heights (in this view's coordinates) of each child, top to bottom.
    public private(set) var childCentres: [CGFloat] = []

    public required init(frame: CGRect) {
        super.init(frame: frame)
        // Only the lines are drawn: the cells' background shows around them.
        isOpaque = false
        backgroundColor = .clear
    }

    public required init?(coder: NSCoder) { nil }

    /// Draws the lines from the parent centred at height `parent` to children centred at
    /// `children`.
    func connect(parent: CGFloat, children: [CGFloat]) {
        parentCentre = parent
        childCentres = children
        setNeedsDisplay()
    }

    public override func draw(_ rect: CGRect) {
        guard let last = childCentres.last else { return }
        let middle = bounds.midX
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: parentCentre))
        path.addLine(to: CGPoint(x: middle, y: parentCentre))
        path.move(to: CGPoint(x: middle, y: min(parentCentre, childCentres[0])))
        path.addLine(to: CGPoint(x: middle, y: last))
        for centre in childCentres {
            path.move(to: CGPoint(x: middle, y: centre))
            path.addLine(to: CGPoint(x: bounds.maxX, y: centre))
        }
        path.lineWidth = 1.5
        UIColor.systemGray.setStroke()
        path.stroke()
    }
}
