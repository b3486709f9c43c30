import Foundation

/// The sheet a tab bar shows while the user customizes it (UITabBar+Customizing): a
/// navigation bar titled "Configure" with a Done button, and below it the listed items in a
/// grid of four columns, drawn as the bar draws them in the tint colour. Dragging an icon
/// (from the grid, or a tab along the bar) floats a copy under the finger and drops it on
/// the bar. Metrics are estimates (docs/DIFFERENCES.md).
@MainActor
final class TabBarCustomizingView: UIView {
    /// Icons per row.
    static let columns = 4
    /// The distance from one row of icons to the next.
    static let rowPitch: CGFloat = 80
    /// The space between the navigation bar and the first row.
    static let gridTopInset: CGFloat = 24

    unowned let bar: UITabBar
    /// The items the user may put on the bar.
    let items: [UITabBarItem]
    /// The bar's items when customizing began (to tell whether they changed).
    let barItemsAtStart: [UITabBarItem]
    let navigationBar = UINavigationBar()
    private(set) var cells: [TabBarButton] = []
    /// The drag recognizers put on the bar's tabs, to take off when customizing ends.
    private var barPans: [(button: TabBarButton, pan: UIPanGestureRecognizer)] = []
    /// The copy of the dragged icon under the finger.
    private var floating: TabBarButton?

    init(bar: UITabBar, items: [UITabBarItem]) {
        self.bar = bar
        self.items = items
        barItemsAtStart = bar.items ?? []
        super.init(frame: .zero)
        backgroundColor = .systemBackground
        let item = UINavigationItem(title: "Configure")
        item.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self,
                                                  action: #Selector(TabBarCustomizingView.doneTapped(_:)))
        navigationBar.items = [item]
        addSubview(navigationBar)
        cells = items.map { item in
            let cell = Self.icon(for: item)
            cell.addGestureRecognizer(makePan())
            addSubview(cell)
            return cell
        }
    }

    required init?(coder: NSCoder) {
        preconditionFailure("TabBarCustomizingView is made by tab bars, never decoded")
    }

    /// An icon as the sheet draws it: stacked, in the tint colour.
    private static func icon(for item: UITabBarItem) -> TabBarButton {
        let icon = TabBarButton(item: item)
        icon.isSelected = true
        return icon
    }

    private func makePan() -> UIPanGestureRecognizer {
        UIPanGestureRecognizer(target: self, action: #Selector(TabBarCustomizingView.iconDragged(_:)))
    }

    /// Lets the bar's tabs (those not yet draggable) be dragged along the bar.
    func attach(to buttons: [TabBarButton]) {
        barPans.removeAll { entry in
            guard !buttons.contains(where: { $0 === entry.button }) else { return false }
            entry.button.removeGestureRecognizer(entry.pan)
            return true
        }
        for button in buttons where !barPans.contains(where: { $0.button === button }) {
            let pan = makePan()
            button.addGestureRecognizer(pan)
            barPans.append((button, pan))
        }
    }

    /// Takes the drag recognizers off the bar's tabs.
    func detach() {
        for entry in barPans { entry.button.removeGestureRecognizer(entry.pan) }
        barPans = []
        floating?.removeFromSuperview()
        floating = nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let safe = safeAreaInsets
        navigationBar.frame = CGRect(x: 0, y: safe.top, width: bounds.width, height: 44)
        let left = safe.left, width = (bounds.width - safe.left - safe.right) / CGFloat(Self.columns)
        let top = navigationBar.frame.maxY + Self.gridTopInset
        for (index, cell) in cells.enumerated() {
            let row = index / Self.columns, column = index % Self.columns
            cell.frame = CGRect(x: left + CGFloat(column) * width, y: top + CGFloat(row) * Self.rowPitch,
                                width: width, height: bar.rowHeight)
        }
    }

    func doneTapped(_ sender: Any) {
        bar.endCustomizing(animated: true)
    }

    /// An icon (in the grid or on the bar) is dragged: a copy follows the finger and, let
    /// go over the bar, is dropped there.
    func iconDragged(_ pan: UIPanGestureRecognizer) {
        guard let source = pan.view as? TabBarButton, let window else { return }
        let point = pan.location(in: window)
        switch pan.state {
        case .began:
            let copy = Self.icon(for: source.item)
            copy.isUserInteractionEnabled = false
            copy.bounds.size = source.bounds.size
            copy.center = point
            window.addSubview(copy)
            floating = copy
        case .changed:
            floating?.center = point
        case .ended:
            floating?.removeFromSuperview()
            floating = nil
            bar.dropCustomizedItem(source.item, at: window.convert(point, to: bar))
        default:
            floating?.removeFromSuperview()
            floating = nil
        }
    }
}
