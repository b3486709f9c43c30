import UIKit
import UIKitTesting

/// The "Settings" screen: an inset grouped list on a diffable data source, as iOS's
/// Settings app builds its root — rows with coloured icons, switches, values with
/// disclosure indicators, and links. A value row pushes its choices
/// (`SettingsChoiceViewController`); the choice made shows in the row on return (the item
/// reconfigured).
final class SettingsViewController: UIViewController, UICollectionViewDelegate {
    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Int, SettingsItem>!
    /// The switches' states and the chosen values, by row title.
    private(set) var switches: [String: Bool] = ["Focus": true]
    private(set) var values: [String: String] = [:]
    /// The switches shown, by row title.
    private(set) var switchViews: [String: UISwitch] = [:]

    override init() {
        super.init(nibName: nil, bundle: nil)
        title = "Settings"
        navigationItem.largeTitleDisplayMode = .always
    }

    required init?(coder: NSCoder) { nil }

    /// The screen at the root of a navigation controller with large titles, as the Gallery
    /// shows it.
    static func inNavigationController() -> UINavigationController {
        let navigation = UINavigationController(rootViewController: SettingsViewController())
        navigation.navigationBar.prefersLargeTitles = true
        return navigation
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout:
            UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)))
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.delegate = self
        view.addSubview(collectionView)

        let row = UICollectionView.CellRegistration<UICollectionViewListCell, SettingsItem> { [unowned self] cell, _, item in
            configure(cell, for: item)
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: row, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, SettingsItem>()
        for (index, items) in SettingsItem.sections.enumerated() {
            snapshot.appendSections([index])
            snapshot.appendItems(items, toSection: index)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        for indexPath in collectionView.indexPathsForSelectedItems ?? [] {
            collectionView.deselectItem(at: indexPath, animated: animated)
        }
    }

    /// The row's icon and title, and its switch, value or disclosure indicator.
    private func configure(_ cell: UICollectionViewListCell, for item: SettingsItem) {
        var content = cell.defaultContentConfiguration()
        content.text = item.title
        content.image = SettingsIcon.image(symbol: item.symbol, color: item.color.uiColor)
        cell.contentConfiguration = content
        switch item.kind {
        case .toggle:
            let toggle = UISwitch()
            switchViews[item.title] = toggle
            toggle.isOn = switches[item.title] ?? false
            toggle.addAction(UIAction { [unowned self] action in
                switches[item.title] = (action.sender as? UISwitch)?.isOn
            }, for: .valueChanged)
            cell.accessories = [.customView(configuration: .init(customView: toggle, placement: .trailing(),
                                                                   maintainsFixedSize: true))]
        case .choice(let choices):
            cell.accessories = [.label(text: values[item.title] ?? choices[0]), .disclosureIndicator()]
        case .link:
            cell.accessories = [.disclosureIndicator()]
        }
    }

    /// Whether the row at `indexPath` can be chosen: rows with switches cannot.
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        guard let item = dataSource.itemIdentifier(for: indexPath) else { return false }
        return item.kind != .toggle
    }

    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        self.collectionView(collectionView, shouldSelectItemAt: indexPath)
    }

    /// A value row pushes its choices; a link pushes an empty page with its title.
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let item = dataSource.itemIdentifier(for: indexPath) else { return }
        let next: UIViewController
        if case .choice(let choices) = item.kind {
            next = SettingsChoiceViewController(title: item.title, choices: choices,
                                                chosen: values[item.title] ?? choices[0]) { [unowned self] choice in
                values[item.title] = choice
                var snapshot = dataSource.snapshot()
                snapshot.reconfigureItems([item])
                dataSource.apply(snapshot, animatingDifferences: false)
            }
        } else {
            next = UIViewController()
            next.title = item.title
            next.view.backgroundColor = .systemGroupedBackground
        }
        navigationController?.pushViewController(next, animated: true)
    }

    // MARK: Driving (the headless screenshot and tests)

    /// The row titled `title`'s cell, if shown.
    func cell(titled title: String) -> UICollectionViewListCell? {
        guard let item = SettingsItem.sections.joined().first(where: { $0.title == title }),
              let indexPath = dataSource.indexPath(for: item) else { return nil }
        return collectionView.cellForItem(at: indexPath) as? UICollectionViewListCell
    }

    /// Taps the row titled `title` in the middle.
    func tapRow(_ title: String, in simulator: Simulator) {
        guard let cell = cell(titled: title) else { return }
        simulator.tap(at: cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: nil))
    }

    /// Taps the switch of the row titled `title`.
    func tapSwitch(_ title: String, in simulator: Simulator) {
        guard let toggle = switchViews[title] else { return }
        simulator.tap(at: toggle.convert(CGPoint(x: toggle.bounds.midX, y: toggle.bounds.midY), to: nil))
    }
}
