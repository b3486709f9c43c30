import UIKit

/// The "Tree" screen: the collection-view guide's worked example, UIKit's class
/// hierarchy laid out as a tree by a custom `UICollectionViewLayout` (one column per depth,
/// connector supplementary views between a class and its subclasses). The tree is wider and
/// taller than the screen: it scrolls both ways.
public final class CollectionsViewController: UIViewController {
    let hierarchy = ClassHierarchy(roots: [ClassNode.uiKit])
    let layout = ClassHierarchyLayout()
    /// The collection view showing the tree.
    public private(set) lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
    private let heading = UILabel()

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        heading.text = "Class hierarchy · a custom layout"
        heading.font = .systemFont(ofSize: 15, weight: .semibold)
        view.addSubview(heading)

        layout.customDataSource = hierarchy
        collectionView.backgroundColor = .clear
        // The last rows scroll clear of the home indicator by the safe area the collection
        // view adds to this inset itself.
        collectionView.contentInset = UIEdgeInsets(top: 0, left: 6, bottom: 0, right: 6)
        collectionView.register(ClassCell.self, forCellWithReuseIdentifier: ClassHierarchy.cellIdentifier)
        collectionView.register(ConnectorView.self, forSupplementaryViewOfKind: ClassHierarchyLayout.connectorKind,
                                withReuseIdentifier: ClassHierarchy.connectorIdentifier)
        collectionView.dataSource = hierarchy
        view.addSubview(collectionView)
    }

    /// The heading sits at the top of the safe area, wherever it is when the view is laid
    /// out; the tree fills the safe area's width below it, down to the bottom of the view.
    public override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let safe = view.bounds.inset(by: view.safeAreaInsets)
        heading.frame = CGRect(x: safe.minX + 16, y: safe.minY + 8, width: safe.width - 32, height: 20)
        collectionView.frame = CGRect(x: safe.minX, y: heading.frame.maxY + 4, width: safe.width,
                                      height: view.bounds.maxY - heading.frame.maxY - 4)
    }
}
