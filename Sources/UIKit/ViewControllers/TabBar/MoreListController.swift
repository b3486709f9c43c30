import Foundation

/// The root of the More navigation controller: a plain `UITableView` (its view, as on iOS,
/// where apps reach it as `moreNavigationController.topViewController?.view as? UITableView`)
/// listing the tabs the bar has no room for — each row the tab's image tinted with the tint
/// colour, its title and a disclosure chevron — each opening its controller on the More
/// navigation controller's stack, and an Edit button that lets the user customize the tabs.
/// Its title is "More", shown large as iOS 17 shows it. The table's data source and delegate
/// are the list itself; an app may wrap them.
@MainActor
final class MoreListController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let list = UITableView(frame: .zero, style: .plain)
    /// The tabs listed, in tab order.
    private(set) var listedTabs: [UIViewController] = []
    /// The rows' height (iOS's standard row) and the width kept for the icons, so that every
    /// title starts at the same place whatever its icon's size.
    static let rowHeight: CGFloat = 44
    private static let iconSlot = CGSize(width: 30, height: 30)
    private static let cellIdentifier = "MoreListCell"

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        title = "More"
        navigationItem.largeTitleDisplayMode = .always
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        list.rowHeight = Self.rowHeight
        list.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        list.dataSource = self
        list.delegate = self
        view = list
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        reloadTabs()
    }

    /// Coming back from a tab, its row's selection fades as a table view controller's does.
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        for indexPath in list.indexPathsForSelectedRows ?? [] { list.deselectRow(at: indexPath, animated: animated) }
    }

    /// The Edit button, shown while some children are customizable.
    private lazy var editButton = UIBarButtonItem(barButtonSystemItem: .edit, target: self,
                                                  action: #Selector(MoreListController.editTapped(_:)))

    /// Lists the tab bar controller's overflow tabs again (they changed, or an item did), with
    /// the Edit button when some children are customizable.
    func reloadTabs() {
        let customizable = !(tabBarController?.customizableViewControllers ?? []).isEmpty
        if (navigationItem.rightBarButtonItem != nil) != customizable {
            navigationItem.rightBarButtonItem = customizable ? editButton : nil
        }
        listedTabs = tabBarController?.overflowTabs ?? []
        guard isViewLoaded else { return }
        list.reloadData()
    }

    /// Edit: the tab bar's customizing sheet, with the customizable children's items.
    func editTapped(_ sender: Any) {
        tabBarController?.beginCustomizingTabs()
    }

    // MARK: UITableViewDataSource

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { listedTabs.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        let tab = listedTabs[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.image = tab.tabBarItem?.image?.withRenderingMode(.alwaysTemplate)
        content.imageProperties.reservedLayoutSize = Self.iconSlot
        content.imageProperties.maximumSize = Self.iconSlot
        content.text = tab.tabBarItem?.title ?? tab.title
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    // MARK: UITableViewDelegate

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tabBarController?.openFromMoreList(listedTabs[indexPath.row])
    }
}
