import UIKit
import UIKitTesting

/// The "Navigation" screen, the root of a navigation stack with a large title: rows that
/// push numbered pages, and rows that present — a sheet with medium and large detents and
/// a grabber, a full-screen cover, a custom zoom transition growing from its row, and the
/// flip and partial-curl transitions.
final class NavigationViewController: UIViewController {
    /// The rows, by title (the headless screenshot and the tests tap them).
    private(set) var rows: [String: DisclosureRow] = [:]
    /// The zoom presentation's transitioning delegate (a controller keeps only a weak one).
    private let zoom = ZoomTransition()
    private let scrollView = UIScrollView()

    static let pushTitle = "Push a page"
    static let sheetTitle = "Sheet with detents"
    static let coverTitle = "Full-screen cover"
    static let zoomTitle = "Custom transition"
    static let flipTitle = "Flip horizontal"
    static let curlTitle = "Partial curl"

    override init() {
        super.init(nibName: nil, bundle: nil)
        title = "Navigation"
        navigationItem.largeTitleDisplayMode = .always
    }

    required init?(coder: NSCoder) { nil }

    /// The screen at the root of a navigation controller whose bar shows large titles, as
    /// the Gallery shows it.
    static func inNavigationController() -> UINavigationController {
        let navigation = UINavigationController(rootViewController: NavigationViewController())
        navigation.navigationBar.prefersLargeTitles = true
        return navigation
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        let stack = GroupedSectionView(title: "Stack", rows: [
            row(Self.pushTitle) { [unowned self] _ in
                navigationController?.pushViewController(NavigationPageController(number: 1), animated: true)
            },
        ], style: .separated)
        let presenting = GroupedSectionView(title: "Presenting", rows: [
            row(Self.sheetTitle) { [unowned self] _ in presentSheet() },
            row(Self.coverTitle) { [unowned self] _ in present(style: .fullScreen, transition: .coverVertical) },
            row(Self.zoomTitle) { [unowned self] action in presentZoom(from: action.sender as? UIView) },
            row(Self.flipTitle) { [unowned self] _ in present(style: .fullScreen, transition: .flipHorizontal) },
            row(Self.curlTitle) { [unowned self] _ in present(style: .fullScreen, transition: .partialCurl) },
        ], style: .separated)
        let content = UIStackView(arrangedSubviews: [stack, presenting])
        content.axis = .vertical
        content.spacing = 28
        content.translatesAutoresizingMaskIntoConstraints = false
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.alwaysBounceVertical = true
        view.addSubview(scrollView)
        scrollView.addSubview(content)
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
            content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 12),
            content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -20),
            content.leadingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.leadingAnchor, constant: 16),
            content.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -16),
        ])
    }

    /// A row titled `title` running `handler` when tapped.
    private func row(_ title: String, _ handler: @escaping UIActionHandler) -> DisclosureRow {
        let row = DisclosureRow(title: title, action: UIAction(handler: handler))
        rows[title] = row
        return row
    }

    // MARK: Presenting

    /// A page sheet resting at the medium detent, its grabber showing; drags move it between
    /// medium and large, and down to dismiss.
    private func presentSheet() {
        let page = PresentedPageController(title: "Sheet", symbol: "square.and.arrow.up",
                                           message: "Drag the grabber up to the large detent, or down to dismiss.")
        let wrapper = UINavigationController(rootViewController: page)
        if let sheet = wrapper.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
        }
        present(wrapper, animated: true)
        GalleryLog.line("navigation: sheet")
    }

    /// A page in its own navigation controller, presented with `style` and `transition`.
    private func present(style: UIModalPresentationStyle, transition: UIModalTransitionStyle) {
        let names: [UIModalTransitionStyle: (String, String)] = [
            .coverVertical: ("Cover", "square.fill"),
            .flipHorizontal: ("Flip", "arrow.clockwise"),
            .partialCurl: ("Curl", "book"),
        ]
        let (name, symbol) = names[transition] ?? ("Page", "square")
        let page = PresentedPageController(title: name, symbol: symbol,
                                           message: transition == .partialCurl
                                               ? "Tap the curled page above to put it back."
                                               : "Tap Done to dismiss.")
        let presented: UIViewController = transition == .partialCurl ? page : UINavigationController(rootViewController: page)
        presented.modalPresentationStyle = style
        presented.modalTransitionStyle = transition
        present(presented, animated: true)
        GalleryLog.line("navigation: \(name.lowercased())")
    }

    /// A page growing out of `source` (the tapped row) with the zoom transition.
    private func presentZoom(from source: UIView?) {
        let page = PresentedPageController(title: "Zoom", symbol: "magnifyingglass",
                                           message: "A custom transition: this page grew out of its row.")
        let wrapper = UINavigationController(rootViewController: page)
        zoom.sourceView = source
        wrapper.modalPresentationStyle = .custom
        wrapper.transitioningDelegate = zoom
        present(wrapper, animated: true)
        GalleryLog.line("navigation: zoom")
    }

    // MARK: Driving (the headless screenshot and the tests)

    /// Taps the row titled `title`.
    func tapRow(_ title: String, in simulator: Simulator) {
        guard let row = rows[title] else { return }
        simulator.tap(at: row.convert(CGPoint(x: row.bounds.midX, y: row.bounds.midY), to: nil))
    }
}
