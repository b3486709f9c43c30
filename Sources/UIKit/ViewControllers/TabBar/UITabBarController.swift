import Foundation

/// A container that shows one of its child controllers at a time, chosen with a tab bar
/// along the bottom built from the children's `tabBarItem`s. A tap asks the delegate
/// (`shouldSelect`), switches the shown child with the appearance callbacks in UIKit's
/// order, then tells the delegate (`didSelect`); a tap on the selected tab of a navigation
/// controller pops it to its root. Selection in code tells the delegate nothing.
@preconcurrency @MainActor
open class UITabBarController: UIViewController, UITabBarDelegate {
    /// The children, in tab order.
    private var tabs: [UIViewController] = []
    /// The index of the selected child in `tabs`, or `NSNotFound`.
    private var selectedTab = NSNotFound
    /// The bar, owned by the controller (its delegate is the controller).
    private let managedTabBar = UITabBar()

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
            if controller.viewIfLoaded?.superview === viewIfLoaded { controller.viewIfLoaded?.removeFromSuperview() }
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

    /// Makes `controller` (one of the tabs) the shown one.
    private func select(_ controller: UIViewController) {
        guard let index = tabs.firstIndex(where: { $0 === controller }) else { return }
        let old = selectedViewController
        selectedTab = index
        managedTabBar.selectedItem = managedTabBar.items?[index]
        guard old !== controller, isViewLoaded else { return }
        if let old { switchShown(from: old, to: controller) } else { installView(of: controller) }
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

    /// Puts `controller`'s view in the root view, under the tab bar, and places it.
    private func installView(of controller: UIViewController) {
        let root: UIView = view
        let content: UIView = controller.view
        if content.superview !== root { root.insertSubview(content, belowSubview: managedTabBar) }
        place(controller)
    }

    /// Shows `new` instead of `old` with containment's transition (no animation): `old`
    /// hears `viewWillDisappear`, `new` `viewWillAppear` and `viewIsAppearing`, then on the
    /// next turn `new` `viewDidAppear` and `old` `viewDidDisappear` (docs/DIFFERENCES.md).
    private func switchShown(from old: UIViewController, to new: UIViewController) {
        guard old.viewIfLoaded?.superview != nil else { installView(of: new); return }
        transition(from: old, to: new, duration: 0, options: [], animations: { [weak self] in
            guard let self, let content = new.viewIfLoaded else { return }
            self.view.insertSubview(content, belowSubview: self.managedTabBar)
            self.place(new)
        }, completion: nil)
    }

    // MARK: Layout

    /// Whether the bar is hidden now: the selected navigation controller's top controller
    /// asks for it with `hidesBottomBarWhenPushed`.
    var hidesTabBarForSelection: Bool {
        guard let navigation = selectedViewController as? UINavigationController,
              navigation.viewControllers.count > 1 else { return false }
        return navigation.topViewController?.hidesBottomBarWhenPushed ?? false
    }

    /// Places the tab bar above the home indicator (its background running down under it)
    /// and the selected child's view, with the bar added to its safe area.
    func layoutBarAndContent() {
        guard let root = viewIfLoaded else { return }
        syncTabBar(animated: false)
        let bounds = root.bounds, safe = root.safeAreaInsets
        let bar = managedTabBar
        let hidden = hidesTabBarForSelection
        let rowHeight = bar.rowHeight
        bar.frame = CGRect(x: 0, y: hidden ? bounds.height : bounds.height - safe.bottom - rowHeight,
                           width: bounds.width, height: rowHeight + safe.bottom)
        bar.isHidden = hidden
        root.bringSubviewToFront(bar)
        for controller in tabs where controller.viewIfLoaded?.superview === root { place(controller) }
    }

    /// Gives `controller`'s view the root view's bounds (less the bar when it does not
    /// extend under it) and the bar's share of its safe area.
    private func place(_ controller: UIViewController) {
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
