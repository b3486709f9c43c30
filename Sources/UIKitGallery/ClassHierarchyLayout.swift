import UIKit

/// The collection-view guide's worked example (chapter 6, "Creating Custom Layouts"): a
/// class hierarchy drawn as a tree, one column per depth, each class's children starting on
/// its row, with "connector" supplementary views drawing the lines between a parent and its
/// children in the gutter between columns.
///
/// Everything is computed once in `prepare()` and cached in `layoutInformation`, as the guide
/// does for a small tree. The second pass places the columns from the last to the first:
/// each class is put below the rows its earlier siblings' subtrees take, then its whole
/// subtree is moved to line up with it. The space below a class with children is kept even
/// when the following classes have none (no compaction, as the guide's layout).
open class ClassHierarchyLayout: UICollectionViewLayout {
    /// The cell size (the guide's ITEM_WIDTH × ITEM_HEIGHT).
    static let itemSize = CGSize(width: 100, height: 40)
    /// The element kind of the connectors between a class and its children.
    public static let connectorKind = "ConnectionViewKind"
    /// The key of the cells in `layoutInformation`.
    public static let cellKind = "MyCellKind"

    /// Where the relationships come from; held weakly.
    public weak var customDataSource: (any ClassHierarchyLayoutDataSource)?
    /// Whether connectors are laid out (false: the cells only, the guide's Fig 6-4 stage).
    public var includesConnectors = true
    /// The space around each cell (the guide's INSET_* constants).
    let insets = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)

    /// Every attribute, by kind (cells under `cellKind`) and index path; made by `prepare()`.
    public private(set) var layoutInformation: [String: [IndexPath: UICollectionViewLayoutAttributes]] = [:]
    /// The rows of the tallest column (section 0's, since no subtree is compacted).
    public private(set) var maxNumRows = 0
    /// The attributes being built during `prepare()`.
    private var cellInformation: [IndexPath: ClassHierarchyAttributes] = [:]
    private var supplementaryInformation: [IndexPath: UICollectionViewLayoutAttributes] = [:]

    public override class var layoutAttributesClass: AnyClass { ClassHierarchyAttributes.self }

    /// The distance from one column to the next, and from one row to the next.
    private var pitch: CGSize {
        CGSize(width: Self.itemSize.width + insets.left + insets.right, height: Self.itemSize.height + insets.top + insets.bottom)
    }

    /// Computes and caches every attribute (see the class's description).
    open override func prepare() {
        super.prepare()
        cellInformation = [:]
        supplementaryInformation = [:]
        maxNumRows = 0
        guard let collectionView, let customDataSource else {
            layoutInformation = [:]
            return
        }
        let sections = collectionView.numberOfSections
        // First pass: attributes with their children, in index-path order.
        for section in 0..<sections {
            for item in 0..<collectionView.numberOfItems(inSection: section) {
                let indexPath = IndexPath(item: item, section: section)
                let attributes = ClassHierarchyAttributes(forCellWith: indexPath)
                attributes.children = customDataSource.children(ofClassAt: indexPath)
                cellInformation[indexPath] = attributes
                if includesConnectors {
                    supplementaryInformation[indexPath] =
                        UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: Self.connectorKind, with: indexPath)
                }
            }
        }
        // Second pass: the last column first, so that children are placed before their
        // parents move them into line.
        for section in stride(from: sections - 1, through: 0, by: -1) {
            var totalHeight = 0
            for item in 0..<collectionView.numberOfItems(inSection: section) {
                let indexPath = IndexPath(item: item, section: section)
                cellInformation[indexPath]?.frame = frameForCell(at: indexPath, withHeight: totalHeight)
                adjustFramesOfChildrenAndConnectors(forClassAt: indexPath)
                totalHeight += customDataSource.numRowsForClassAndChildren(at: indexPath)
            }
            if section == 0 { maxNumRows = totalHeight }
        }
        var information: [String: [IndexPath: UICollectionViewLayoutAttributes]] = [Self.cellKind: cellInformation]
        if includesConnectors { information[Self.connectorKind] = supplementaryInformation }
        layoutInformation = information
        cellInformation = [:]
        supplementaryInformation = [:]
    }

    /// The frame of the cell at `indexPath` on row `row` of its column. Overridable so that a
    /// subclass can watch the placement.
    open func frameForCell(at indexPath: IndexPath, withHeight row: Int) -> CGRect {
        CGRect(x: CGFloat(indexPath.section) * pitch.width + insets.left, y: CGFloat(row) * pitch.height + insets.top,
               width: Self.itemSize.width, height: Self.itemSize.height)
    }

    /// The row the cell at `indexPath` is on (during `prepare()`).
    private func row(of indexPath: IndexPath) -> Int {
        Int((((cellInformation[indexPath]?.frame.minY ?? insets.top) - insets.top) / pitch.height).rounded())
    }

    /// Moves the subtrees of the class at `parent` into line with it: the first child on the
    /// parent's row, each next one below the rows of the previous one's subtree; then sizes
    /// the parent's connector.
    private func adjustFramesOfChildrenAndConnectors(forClassAt parent: IndexPath) {
        guard let attributes = cellInformation[parent], let customDataSource else { return }
        var row = row(of: parent)
        for child in attributes.children where cellInformation[child] != nil {
            cellInformation[child]?.frame = frameForCell(at: child, withHeight: row)
            adjustFramesOfChildrenAndConnectors(forClassAt: child)
            row += customDataSource.numRowsForClassAndChildren(at: child)
        }
        supplementaryInformation[parent]?.frame = connectorFrame(forClassAt: parent)
    }

    /// The connector of the class at `parent`: the gutter to the right of its cell, from its
    /// top to its last child's bottom; zero (never shown) for a leaf.
    private func connectorFrame(forClassAt parent: IndexPath) -> CGRect {
        guard let cell = cellInformation[parent]?.frame, let last = cellInformation[parent]?.children.last,
              let lastFrame = cellInformation[last]?.frame else { return .zero }
        return CGRect(x: cell.maxX, y: cell.minY, width: insets.right + insets.left, height: lastFrame.maxY - cell.minY)
    }

    /// As wide as the columns, as tall as the tallest one's rows.
    public override var collectionViewContentSize: CGSize {
        let sections = collectionView?.numberOfSections ?? 0
        return CGSize(width: CGFloat(sections) * pitch.width, height: CGFloat(maxNumRows) * pitch.height)
    }

    /// Every cached attribute, of every kind, whose frame intersects `rect` (a leaf's empty
    /// connector never does).
    public override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        // iOS code writes `frame.intersects(rect)`; Foundation on Linux counts rects that
        // only touch as intersecting, so the Gallery asks whether they share area, which
        // both platforms answer alike.
        layoutInformation.values.flatMap { $0.values.filter { !$0.frame.intersection(rect).isEmpty } }
    }

    /// The cached attributes of the cell at `indexPath`.
    public override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        layoutInformation[Self.cellKind]?[indexPath]
    }

    /// The cached attributes of the connector at `indexPath`; nil for another kind.
    public override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                              at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard elementKind != Self.cellKind else { return nil }
        return layoutInformation[elementKind]?[indexPath]
    }
}
