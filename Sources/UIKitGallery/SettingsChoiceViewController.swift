import UIKit

/// A Settings value's choices: an inset grouped list with a checkmark on the chosen one. A
/// tap moves the checkmark and tells the caller (the two rows reconfigured).
final class SettingsChoiceViewController: UIViewController, UICollectionViewDelegate {
    private let choices: [String]
    private(set) var chosen: String
    private let onChoose: (String) -> Void
    private var dataSource: UICollectionViewDiffableDataSource<Int, String>!

    init(title: String, choices: [String], chosen: String, onChoose: @escaping (String) -> Void) {
        self.choices = choices
        self.chosen = chosen
        self.onChoose = onChoose
        super.init(nibName: nil, bundle: nil)
        self.title = title
        navigationItem.largeTitleDisplayMode = .never
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let collectionView = UICollectionView(frame: view.bounds,
                                              collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.delegate = self
        view.addSubview(collectionView)
        let row = UICollectionView.CellRegistration<UICollectionViewListCell, String> { [unowned self] cell, _, choice in
            var content = cell.defaultContentConfiguration()
            content.text = choice
            cell.contentConfiguration = content
            cell.accessories = [.checkmark(options: .init(isHidden: choice != chosen))]
        }
        let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader) { [unowned self] view, _, _ in
            var content = UIListContentConfiguration.groupedHeader()
            content.text = "Choose \(title ?? "")"
            view.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, choice in
            view.dequeueConfiguredReusableCell(using: row, for: indexPath, item: choice)
        }
        dataSource.supplementaryViewProvider = { view, _, indexPath in
            view.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(choices, toSection: 0)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
        guard let choice = dataSource.itemIdentifier(for: indexPath), choice != chosen else { return }
        let previous = chosen
        chosen = choice
        var snapshot = dataSource.snapshot()
        snapshot.reconfigureItems([previous, choice])
        dataSource.apply(snapshot, animatingDifferences: false)
        onChoose(choice)
    }
}
