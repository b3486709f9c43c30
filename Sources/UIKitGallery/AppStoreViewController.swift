import UIKit
import UIKitTesting

/// The "App Store" screen: a compositional layout of orthogonally scrolling sections on a
/// diffable data source — feature cards paging one at a time, centred; the chart in columns
/// of three rows paging by column; category tiles scrolling freely — each under a title
/// that stays put as its row scrolls.
final class AppStoreViewController: UIViewController {
    private(set) var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<AppStoreSection, AppStoreItem>!

    override init() {
        super.init(nibName: nil, bundle: nil)
        title = "Today"
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: Self.layout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        // The page scrolls (and so starts below the status bar) however short its content.
        collectionView.alwaysBounceVertical = true
        view.addSubview(collectionView)
        let cell = UICollectionView.CellRegistration<AppStoreCell, AppStoreItem> { cell, _, item in cell.show(item) }
        let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader) { view, _, indexPath in
            var content = UIListContentConfiguration.plainHeader()
            content.text = AppStoreSection(rawValue: indexPath.section)?.title
            content.textProperties.font = .systemFont(ofSize: 22, weight: .bold)
            content.textProperties.color = .label
            content.directionalLayoutMargins = .zero
            view.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { view, _, indexPath in
            view.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<AppStoreSection, AppStoreItem>()
        snapshot.appendSections(AppStoreSection.allCases)
        snapshot.appendItems((0..<5).map(AppStoreItem.story), toSection: .featured)
        snapshot.appendItems((0..<12).map(AppStoreItem.app), toSection: .topFree)
        snapshot.appendItems(AppStoreItem.categories.map(AppStoreItem.category), toSection: .categories)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    private static func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
    }

    /// Each section a row scrolling across the screen, titled.
    private static func layout() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { index, _ in
            let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
            let section: NSCollectionLayoutSection
            switch AppStoreSection(rawValue: index) {
            case .featured:
                section = NSCollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(0.9), .absolute(300)),
                                                                       subitems: [item]))
                section.orthogonalScrollingBehavior = .groupPagingCentered
            case .topFree:
                let column = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(0.9), .absolute(228)),
                                                              subitem: item, count: 3)
                section = NSCollectionLayoutSection(group: column)
                section.orthogonalScrollingBehavior = .groupPaging
            case .categories, nil:
                section = NSCollectionLayoutSection(group: .horizontal(layoutSize: size(.absolute(150), .absolute(100)),
                                                                       subitems: [item]))
                section.orthogonalScrollingBehavior = .continuous
            }
            section.interGroupSpacing = 12
            section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 20, bottom: 24, trailing: 20)
            section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: size(.fractionalWidth(1), .absolute(36)), elementKind: UICollectionView.elementKindSectionHeader,
                alignment: .top)]
            return section
        }
    }

    // MARK: Driving (the headless screenshot and tests)

    /// The window point at the middle of `item`'s cell, if shown.
    func centerOnScreen(of item: AppStoreItem) -> CGPoint? {
        guard let indexPath = dataSource.indexPath(for: item), let cell = collectionView.cellForItem(at: indexPath) else {
            return nil
        }
        return cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: nil)
    }

    /// Flicks the row of `item` towards the leading side, from its cell.
    func flickRow(from item: AppStoreItem, in simulator: Simulator) {
        guard let start = centerOnScreen(of: item) else { return }
        simulator.drag(from: start, to: CGPoint(x: start.x - 80, y: start.y), duration: 0.1)
    }
}
