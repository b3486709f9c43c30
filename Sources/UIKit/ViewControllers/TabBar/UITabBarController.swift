import Foundation

/// A container that shows one of its child controllers at a time, chosen with a tab bar
/// along the bottom built from the children's `tabBarItem`s. A tap asks the delegate
/// (`shouldSelect`), switches the shown child with the appearance callbacks in UIKit's
/// order, then tells the delegate (`didSelect`); a tap on the selected tab of a navigation
/// controller pops it to its root. Selection in code asks the delegate only for an animator
/// (UITabBarController+Transition).
@preconcurrency @MainActor
open class UITabBarController: UIViewController, UITabBarDelegate {
    /// The children, in tab order.
    private var tabs: [UIViewController] = []
    /// The index of the selected child in `tabs`, or `NSNotFound`.
    private var selectedTab = NSNotFound
    /// The bar, owned by the controller (its delegate is the controller).
    private let managedTabBar = UITabBar()
    /// The scroll view the bar follows (UITabBarController+Scrolling).
    weak var observedScrollView: UIScrollView?
    /// The view carrying the bar during a push or pop that hides or shows it
    /// (UITabBarController+BarSliding); nil when the bar is in the controller's view.
    weak var slidingBarHost: UIView?
    /// The view the children's views are in, below the bar: the container of animated
    /// switches.
    let transitionView = UIView()
    /// The switch the delegate's animator runs, if any (UITabBarController+Transition).
    var runningTabTransition: TabBarTransition?

    /// The tab bar controller's delegate.
    open weak var delegate: (any UITabBarControllerDelegate)?

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        managedTabBar.delegate = self
    }

    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        managedTabBar.delegate = self
    }

    open override func loadView() {
        let root = TabBarControllerView(frame: UIScreen.main.bounds)
        root.controller = self
        transitionView.frame = root.bounds
        transitionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.addSubview(transitionView)
        root.addSubview(managedTabBar)
        view = root
        if let selected = selectedViewController { installView(of: selected) }
    }

    /// The tab bar. Change its look (appearances, tint), not its items or delegate: the
    /// controller keeps them.
    open var tabBar: UITabBar { managedTabBar }

    // MARK: The children

    /// The children, one per tab. Setting it is `setViewControllers(_:animated:)` without
    /// animation.
    open var viewControllers: [UIViewController]? {
        get { tabs.isEmpty ? nil : tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the children: the ones no longer listed leave (their `willMove(toParent:
    /// nil)`, view removed, `removeFromParent()`), the new ones are added as children
    /// (`addChild(_:)` then `didMove(toParent:)`). The selection stays on its controller if
    /// it remains, else goes to the first tab. A controller listed twice counts once (its
    /// first place); one with another parent leaves it first, as `addChild(_:)` does.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        var incoming: [UIViewController] = []
        for controller in viewControllers ?? [] where !incoming.contains(where: { $0 === controller }) {
            precondition(controller !== self, "UITabBarController.setViewControllers(_:animated:): a tab bar "
                + "controller cannot be one of its own tabs; give it other controllers")
            incoming.append(controller)
        }
        let old = tabs
        let oldSelected = selectedViewController
        for controller in old where !incoming.contains(where: { $0 === controller }) {
            controller.willMove(toParent: nil)
            if controller.viewIfLoaded?.superview === transitionView { controller.viewIfLoaded?.removeFromSuperview() }
            controller.removeFromParent()
        }
        tabs = incoming
        for controller in incoming where !old.contains(where: { $0 === controller }) {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        let kept = oldSelected.flatMap { selected in incoming.firstIndex(where: { $0 === selected }) }
        selectedTab = kept ?? (incoming.isEmpty ? NSNotFound : 0)
        syncTabBar(animated: animated)
        if let selected = selectedViewController, selected !== oldSelected, isViewLoaded {
            if let oldSelected, oldSelected.parentStorage === self {
                switchShown(from: oldSelected, to: selected)
            } else {
                installView(of: selected)
            }
        }
    }

    /// The index of the selected tab; `NSNotFound` with no children. Setting an index out of
    /// range is ignored, as UIKit does; setting it tells the delegate nothing.
    open var selectedIndex: Int {
        get { selectedTab }
        set {
            guard tabs.indices.contains(newValue) else { return }
            select(tabs[newValue])
        }
    }

    /// The selected child. Setting it selects its tab (the delegate hears nothing); it must
    /// be one of `viewControllers`.
    open var selectedViewController: UIViewController? {
        get { tabs.indices.contains(selectedTab) ? tabs[selectedTab] : nil }
        set {
            guard let newValue else { return }
            guard tabs.contains(where: { $0 === newValue }) else {
                preconditionFailure("UITabBarController.selectedViewController: only a view controller in the tab "
                    + "bar controller's list of view controllers can be selected (\(Self.describe(newValue)) is "
                    + "not); add it to viewControllers first")
            }
            select(newValue)
        }
    }

    /// Makes `controller` (one of the tabs) the shown one. While the delegate's animator
    /// runs a switch, another selection is ignored.
    private func select(_ controller: UIViewController) {
        guard runningTabTransition == nil, let index = tabs.firstIndex(where: { $0 === controller }) else { return }
        let old = selectedViewController
        let oldIndex = selectedTab
        restoreSelection(index: index)
        guard old !== controller, isViewLoaded else { return }
        guard let old else { installView(of: controller); return }
        if !runDelegateTransition(from: old, to: controller, previousIndex: oldIndex) {
            switchShown(from: old, to: controller)
        }
    }

    /// Selects tab `index` without showing it (the shown view follows elsewhere).
    func restoreSelection(index: Int) {
        selectedTab = index
        managedTabBar.selectedItem = managedTabBar.items?.indices.contains(index) == true
            ? managedTabBar.items?[index] : nil
    }

    /// The tab bar shows one item per child, the selected child's selected.
    func syncTabBar(animated: Bool) {
        let items: [UITabBarItem] = tabs.map { $0.tabBarItem }
        if !(managedTabBar.items ?? []).elementsEqual(items, by: ===) {
            managedTabBar.setItems(items.isEmpty ? nil : items, animated: animated)
        }
        let selected = tabs.indices.contains(selectedTab) ? items[selectedTab] : nil
        if managedTabBar.selectedItem !== selected { managedTabBar.selectedItem = selected }
        viewIfLoaded?.setNeedsLayout()
    }

    // MARK: Showing a child

    /// Puts `controller`'s view in the transition view, under the tab bar, and places it.
    private func installView(of controller: UIViewController) {
        loadViewIfNeeded()
        let content: UIView = controller.view
        if content.superview !== transitionView { transitionView.addSubview(content) }
        place(controller)
    }

    /// Shows `new` instead of `old` with containment's transition (no animation): `old`
    /// hears `viewWillDisappear`, `new` `viewWillAppear` and `viewIsAppearing`, then on the
    /// next turn `new` `viewDidAppear` and `old` `viewDidDisappear` (docs/DIFFERENCES.md).
    private func switchShown(from old: UIViewController, to new: UIViewController) {
        guard old.viewIfLoaded?.superview != nil else { installView(of: new); return }
        transition(from: old, to: new, duration: 0, options: [], animations: { [weak self] in
            guard let self, let content = new.viewIfLoaded else { return }
            self.transitionView.addSubview(content)
            self.place(new)
        }, completion: nil)
    }

    // MARK: Layout

    /// Places the tab bar above the home indicator (its background running down under it)
    /// and the selected child's view, with the bar added to its safe area.
    func layoutBarAndContent() {
        guard let root = viewIfLoaded else { return }
        syncTabBar(animated: false)
        if slidingBarHost == nil {
            let bar = managedTabBar
            let hidden = hidesTabBarForSelection
            var frame = visibleBarFrame(in: root)
            if hidden { frame.origin.y = root.bounds.height }
            bar.frame = frame
            bar.isHidden = hidden
            root.bringSubviewToFront(bar)
        }
        for controller in tabs where controller.viewIfLoaded?.superview === transitionView { place(controller) }
        contentScrollViewsDidChange()
    }

    /// Where the bar is when shown, in `root` (the controller's view): its row above the
    /// home indicator, its background running down under it.
    func visibleBarFrame(in root: UIView) -> CGRect {
        let bounds = root.bounds, safe = root.safeAreaInsets
        let rowHeight = managedTabBar.rowHeight
        return CGRect(x: 0, y: bounds.height - safe.bottom - rowHeight, width: bounds.width,
                      height: rowHeight + safe.bottom)
    }

    /// Gives `controller`'s view the root view's bounds (less the bar when it does not
    /// extend under it) and the bar's share of its safe area.
    func place(_ controller: UIViewController) {
        guard let root = viewIfLoaded, let content = controller.viewIfLoaded else { return }
        let bounds = root.bounds, safe = root.safeAreaInsets
        let bar = managedTabBar
        var frame = bounds
        var insets = UIEdgeInsets.zero
        if !hidesTabBarForSelection {
            let barTop = bounds.height - safe.bottom - bar.rowHeight
            let extendsUnder = controller.edgesForExtendedLayout.contains(.bottom)
                && (bar.isTranslucent || controller.extendedLayoutIncludesOpaqueBars)
            if extendsUnder {
                insets.bottom = max(0, bounds.height - safe.bottom - barTop)
            } else {
                frame.size.height = barTop
            }
        }
        if content.frame != frame { content.frame = frame }
        controller.barSafeAreaInsets = insets
    }

    // MARK: The tab bar's delegate

    /// The user tapped `item`: the delegate may refuse; a tap on the selected tab of a
    /// navigation controller pops it to its root; then the delegate hears of the choice.
    open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        guard tabBar === managedTabBar, let index = tabs.firstIndex(where: { $0.tabBarItem === item }) else { return }
        // A tap while the delegate's animator runs a switch is ignored: the bar shows the
        // selection again.
        guard runningTabTransition == nil else {
            syncTabBar(animated: false)
            return
        }
        let chosen = tabs[index]
        if let delegate, !delegate.tabBarController(self, shouldSelect: chosen) {
            syncTabBar(animated: false)
            return
        }
        if chosen === selectedViewController {
            (chosen as? UINavigationController)?.popToRootViewController(animated: true)
        } else {
            select(chosen)
        }
        delegate?.tabBarController(self, didSelect: chosen)
    }
}
