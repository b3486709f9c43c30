import UIKit
import UIKitTesting

/// The "Contacts" screen: a plain table on a diffable data source (`ContactsDataSource`),
/// sections by first letter with sticky headers and a section index, swipe to delete, and
/// pull to refresh, which adds the next contact from `arrivals` after a moment.
final class ContactsViewController: UITableViewController {
    private(set) var dataSource: ContactsDataSource!
    /// Everyone shown now.
    private(set) var names = ["Anna Haro", "Andrew Wu", "Ben Ito", "Bianca Lopez", "Carla Diaz", "Daniel Higgins",
                              "David Taylor", "Emma Brown", "Fatima Khan", "Felix Wagner", "Grace Kim", "Hank Zakroff",
                              "Hiro Tanaka", "Isla Moore", "John Appleseed", "Kate Bell", "Liam Novak", "Maria Garcia",
                              "Noah Fischer", "Olivia Rossi", "Paul Martin", "Quinn Hughes", "Rosa Silva", "Sam Lee",
                              "Tom Clark", "Uma Patel", "Victor Hugo", "Wen Li", "Yara Haddad", "Zoe Adams"]
    /// Who arrives at each refresh, in order.
    private var arrivals = ["Aaron Abbott", "Chloe Martin", "Eli Stone"]
    /// How long a refresh takes.
    static let refreshDuration: TimeInterval = 1

    init() {
        super.init(style: .plain)
        title = "Contacts"
    }

    required init?(coder: NSCoder) { nil }

    static func inNavigationController() -> UINavigationController {
        let navigation = UINavigationController(rootViewController: ContactsViewController())
        navigation.navigationBar.prefersLargeTitles = true
        return navigation
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Contact")
        dataSource = ContactsDataSource(tableView: tableView) { table, indexPath, name in
            let cell = table.dequeueReusableCell(withIdentifier: "Contact", for: indexPath)
            var content = cell.defaultContentConfiguration()
            // iOS's Contacts shows the family name in bold.
            let text = NSMutableAttributedString(string: name, attributes: [.font: UIFont.systemFont(ofSize: 17)])
            if let space = name.firstIndex(of: " ") {
                let family = NSRange(name.index(after: space)..., in: name)
                text.addAttribute(.font, value: UIFont.systemFont(ofSize: 17, weight: .semibold), range: family)
            }
            content.attributedText = text
            cell.contentConfiguration = content
            return cell
        }
        dataSource.apply(ContactsDataSource.snapshot(of: names), animatingDifferences: false)
        let refresh = UIRefreshControl()
        refresh.addAction(UIAction { [unowned self] _ in refreshContacts() }, for: .valueChanged)
        refreshControl = refresh
    }

    /// Pull to refresh: after a moment (a target-action timer, on UIKit's clock, so the
    /// Simulator's virtual time drives it) the next arrival joins the list and the spinner
    /// stops.
    private func refreshContacts() {
        Timer.scheduledTimer(timeInterval: Self.refreshDuration, target: self,
                             selector: #Selector(ContactsViewController.refreshFinished(_:)), userInfo: nil, repeats: false)
    }

    func refreshFinished(_ timer: Timer) {
        if !arrivals.isEmpty { names.append(arrivals.removeFirst()) }
        dataSource.apply(ContactsDataSource.snapshot(of: names), animatingDifferences: true)
        refreshControl?.endRefreshing()
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
    }

    // MARK: Driving (the headless screenshot and tests)

    /// The window point at `x` across the middle of `name`'s row, if shown.
    func point(ofRow name: String, x: CGFloat) -> CGPoint? {
        guard let indexPath = dataSource.indexPath(for: name), tableView.cellForRow(at: indexPath) != nil else { return nil }
        let rect = tableView.rectForRow(at: indexPath)
        return tableView.convert(CGPoint(x: x, y: rect.midY), to: nil)
    }

    /// Swipes `name`'s row left to show its Delete.
    func swipeToDelete(_ name: String, in simulator: Simulator) {
        guard let start = point(ofRow: name, x: tableView.bounds.width - 30),
              let end = point(ofRow: name, x: tableView.bounds.width - 130) else { return }
        simulator.drag(from: start, to: end)
    }
}
