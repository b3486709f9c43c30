import Foundation

/// A container that shows one of its child controllers at a time, chosen with a tab bar
/// along the bottom built from the children's `tabBarItem`s (the first four and a More tab
/// when there are more than five: UITabBarController+More). A tap asks the delegate
/// (`shouldSelect`), switches the shown child with the appearance callbacks in UIKit's
/// order, then tells the delegate (`didSelect`); a tap on the selected tab of a navigation
/// controller pops it to its root. Selection in code asks the delegate only for an animator
/// (UITabBarController+Transition).
@preconcurrency @MainActor
open class UITabBarController: UIViewController, UITabBarDelegate {
    /// The children, in tab order.
    var tabs: [UIViewController] = []
    /// The selected slot of the bar (the index of a child's tab, or the More tab's
    /// `moreSlot`), or `NSNotFound`.
    var selectedTab = NSNotFound
    /// The More tab's navigation controller, once made, and the overflow navigation
    /// controller whose stack it shows, with the root lent (UITabBarController+More).
    var moreNavigationStorage: UINavigationController?
    var moreStackLoan: (owner: UINavigationController, root: UIViewController)?
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
    /// The children whose tabs the user may rearrange (from the More list, in UIKit);
    /// setting `viewControllers` makes it all of them.
    open var customizableViewControllers: [UIViewController]? {
        didSet { moreList?.reloadTabs() }
    }

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
        if let shown = shownController { installView(of: shown) }
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
        let oldShown = shownController
        for controller in old where !incoming.contains(where: { $0 === controller }) {
            controller.willMove(toParent: nil)
            if controller.viewIfLoaded?.superview === transitionView { controller.viewIfLoaded?.removeFromSuperview() }
            controller.removeFromParent()
        }
        tabs = incoming
        customizableViewControllers = incoming
        for controller in incoming where !old.contains(where: { $0 === controller }) {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        syncMoreTab()
        let kept = oldSelected.flatMap { selected in incoming.contains(where: { $0 === selected }) ? selected : nil }
        if let kept, let slot = slot(of: kept) {
            selectedTab = slot
            if slot == moreSlot, hasMoreTab, kept !== moreNavigationStorage { putOnMoreStack(kept) }
        } else {
            selectedTab = incoming.isEmpty ? NSNotFound : 0
        }
        syncTabBar(animated: animated)
        if let shown = shownController, shown !== oldShown, isViewLoaded {
            if let oldShown, oldShown.parentStorage === self, oldShown.viewIfLoaded?.superview === transitionView {
                switchShown(from: oldShown, to: shown)
            } else {
                oldShown?.viewIfLoaded?.removeFromSuperview()
                installView(of: shown)
            }
        }
    }


    /// The index in `viewControllers` of the selected child; `NSNotFound` with no children
    /// or while the More list is shown. Setting an index out of range is ignored, as UIKit
    /// does; setting it tells the delegate nothing (an overflow child is pushed on the More
    /// tab).
    open var selectedIndex: Int {
        get {
            guard let selected = selectedViewController else { return NSNotFound }
            return tabs.firstIndex { $0 === selected } ?? NSNotFound
        }
        set {
            guard tabs.indices.contains(newValue) else { return }
            select(tabs[newValue])
        }
    }

    /// The selected child: on the More tab, the overflow child pushed there, else the More
    /// navigation controller. Setting it selects its tab (the delegate hears nothing); it
    /// must be one of `viewControllers` or, to show the More list, `moreNavigationController`.
    open var selectedViewController: UIViewController? {
        get {
            guard let shown = shownController else { return nil }
            return shown === moreNavigationStorage ? overflowTabOnMoreStack ?? shown : shown
        }
        set {
            guard let newValue else { return }
            guard slot(of: newValue) != nil else {
                preconditionFailure("UITabBarController.selectedViewController: only a view controller in the tab "
                    + "bar controller's list of view controllers can be selected (\(Self.describe(newValue)) is "
                    + "not); add it to viewControllers first")
            }
            select(newValue)
        }
    }

    /// The controller whose view shows: the selected child, or on the More tab the More
    /// navigation controller.
    var shownController: UIViewController? {
        let slots = slotControllers
        return slots.indices.contains(selectedTab) ? slots[selectedTab] : nil
    }

    /// Makes `controller` (one of the tabs, or the More navigation controller) the selected
    /// one: an overflow child is put on the More stack, the More navigation controller
    /// itself goes back to its list (unless `keepingMoreStack`, as a tap on the More tab
    /// shows it as it was left). While the delegate's animator runs a switch, another
    /// selection is ignored.
    private func select(_ controller: UIViewController, keepingMoreStack: Bool = false) {
        guard runningTabTransition == nil, let slot = slot(of: controller) else { return }
        if controller === moreNavigationStorage {
            if !keepingMoreStack { moreNavigationController.popToRootViewController(animated: false) }
        } else if hasMoreTab, slot == moreSlot {
            putOnMoreStack(controller)
        }
        let old = shownController
        let oldSlot = selectedTab
        restoreSelection(index: slot)
        guard let new = shownController, old !== new, isViewLoaded else { return }
        guard let old else { installView(of: new); return }
        if !runDelegateTransition(from: old, to: new, previousIndex: oldSlot) {
            switchShown(from: old, to: new)
        }
    }

    /// Selects the bar's slot `index` without showing it (the shown view follows elsewhere).
    func restoreSelection(index: Int) {
        selectedTab = index
        managedTabBar.selectedItem = managedTabBar.items?.indices.contains(index) == true
            ? managedTabBar.items?[index] : nil
    }

    /// The tab bar shows one item per slot (a child's, or the More tab's), the selected
    /// one's selected.
    func syncTabBar(animated: Bool) {
        let items: [UITabBarItem] = slotControllers.map { $0.tabBarItem }
        // While the user customizes the bar, it shows what they made (the children are
        // reordered to match when they are done).
        if !managedTabBar.isCustomizing, !(managedTabBar.items ?? []).elementsEqual(items, by: ===) {
            managedTabBar.setItems(items.isEmpty ? nil : items, animated: animated)
        }
        let selected = items.indices.contains(selectedTab) ? items[selectedTab] : nil
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
        for controller in slotControllers where controller.viewIfLoaded?.superview === transitionView { place(controller) }
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
    /// navigation controller (the More tab's too) pops it to its root; then the delegate
    /// hears of the choice. The More tab shows its navigation controller as it was left.
    open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        let slots = slotControllers
        guard tabBar === managedTabBar, let index = slots.firstIndex(where: { $0.tabBarItem === item }) else { return }
        // A tap while the delegate's animator runs a switch is ignored: the bar shows the
        // selection again.
        guard runningTabTransition == nil else {
            syncTabBar(animated: false)
            return
        }
        let chosen = slots[index]
        if let delegate, !delegate.tabBarController(self, shouldSelect: chosen) {
            syncTabBar(animated: false)
            return
        }
        if chosen === shownController {
            (chosen as? UINavigationController)?.popToRootViewController(animated: true)
        } else {
            select(chosen, keepingMoreStack: true)
        }
        delegate?.tabBarController(self, didSelect: chosen)
    }
}
