import Foundation

/// The root of the More navigation controller: a list of the tabs the bar has no room for,
/// each row opening its controller on the More navigation controller's stack, and an Edit
/// button that lets the user customize the tabs. Its title is "More", shown large as iOS 17
/// shows it.
@MainActor
final class MoreListController: UIViewController {
    private let list = UIScrollView()
    private var rows: [MoreListRow] = []

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        title = "More"
        navigationItem.largeTitleDisplayMode = .always
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        list.backgroundColor = .systemBackground
        list.alwaysBounceVertical = true
        view = list
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        reloadTabs()
    }

    /// The tabs listed, in tab order.
    var listedTabs: [UIViewController] { rows.map(\.tab) }

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
        let tabs = tabBarController?.overflowTabs ?? []
        if tabs.elementsEqual(listedTabs, by: ===) {
            for row in rows { row.update() }
            return
        }
        for row in rows { row.removeFromSuperview() }
        rows = tabs.map { tab in
            MoreListRow(tab: tab) { [weak self] chosen in
                self?.tabBarController?.openFromMoreList(chosen)
            }
        }
        for row in rows { list.addSubview(row) }
        viewIfLoaded?.setNeedsLayout()
    }

    /// Edit: the tab bar's customizing sheet, with the customizable children's items.
    func editTapped(_ sender: Any) {
        tabBarController?.beginCustomizingTabs()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let width = list.bounds.width
        for (index, row) in rows.enumerated() {
            row.frame = CGRect(x: 0, y: CGFloat(index) * MoreListRow.height, width: width, height: MoreListRow.height)
        }
        list.contentSize = CGSize(width: width, height: CGFloat(rows.count) * MoreListRow.height)
    }
}
