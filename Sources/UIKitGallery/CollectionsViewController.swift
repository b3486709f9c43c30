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

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        // Below the status bar, and below the live Gallery's switcher like the other screens.
        let top = max(view.safeAreaInsets.top, 60) + 8
        let heading = UILabel(frame: CGRect(x: 16, y: top, width: view.bounds.width - 32, height: 20))
        heading.text = "Class hierarchy · a custom layout"
        heading.font = .systemFont(ofSize: 15, weight: .semibold)
        view.addSubview(heading)

        layout.customDataSource = hierarchy
        collectionView.frame = CGRect(x: 0, y: heading.frame.maxY + 4, width: view.bounds.width,
                                      height: view.bounds.height - heading.frame.maxY - 4)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .clear
        // The last rows clear the home indicator, also in the live Gallery (screens sit
        // `GalleryViewController.screenOffset` lower there).
        collectionView.contentInset = UIEdgeInsets(top: 0, left: 6, bottom: 34 + 32, right: 6)
        collectionView.register(ClassCell.self, forCellWithReuseIdentifier: ClassHierarchy.cellIdentifier)
        collectionView.register(ConnectorView.self, forSupplementaryViewOfKind: ClassHierarchyLayout.connectorKind,
                                withReuseIdentifier: ClassHierarchy.connectorIdentifier)
        collectionView.dataSource = hierarchy
        view.addSubview(collectionView)
    }
}
