import CoreGraphics
import Foundation

/// An object that manages a view hierarchy: it creates its view lazily (`loadView()`),
/// then calls `viewDidLoad()`.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?

    /// A short description shown in navigation interfaces. Setting it sets the title of
    /// the controller's `navigationItem` and `tabBarItem` too, as UIKit does (setting theirs
    /// does not change this one).
    open var title: String? {
        didSet { titleDidChange() }
    }

    public override init() {
        super.init()
        UIViewController.track(self)
    }

    /// Creates a view controller; without nib files the names are ignored.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
        UIViewController.track(self)
    }

    public required init?(coder: NSCoder) {
        super.init()
        UIViewController.track(self)
    }

    /// The root view, loaded on first access.
    open var view: UIView! {
        get {
            if loadedView == nil { loadViewIfNeeded() }
            return loadedView
        }
        set {
            loadedView?.viewControllerStorage = nil
            loadedView = newValue
            newValue?.viewControllerStorage = self
            if let newValue { adoptRootViewMargins(newValue) }
        }
    }

    /// The root view if it is loaded, without loading it.
    public var viewIfLoaded: UIView? { loadedView }

    /// Whether the root view is loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Loads the view now if it is not loaded.
    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil {
            // loadView() must set `view`; UIKit would fail later. Give a plain view.
            view = UIView(frame: UIScreen.main.bounds)
        }
        viewDidLoad()
    }

    /// Creates the root view. The default makes a plain view the size of the main screen.
    open func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
    }

    /// Called once the root view is loaded.
    open func viewDidLoad() {}

    /// Called when the app receives a memory warning: release what can be rebuilt. The
    /// default does nothing (since iOS 6 UIKit no longer unloads views); every view
    /// controller alive gets it, shown or not.
    open func didReceiveMemoryWarning() {}

    // MARK: Appearance

    /// Called before the root view is added to a view hierarchy on screen; overrides call
    /// super. The default does nothing. Every route calls it (UIViewController+Appearance):
    /// a window's root as the window shows, a child as its view enters a shown parent's
    /// (or with its parent), `transition(from:to:…)`, presentation and dismissal, and
    /// `beginAppearanceTransition(_:animated:)`.
    open func viewWillAppear(_ animated: Bool) {}

    /// Called once per appearance, after `viewWillAppear(_:)`, once the root view is in the
    /// view hierarchy and its superview has placed it (its safe area reported, before the
    /// view's own `viewWillLayoutSubviews()` of that pass): the view has its size and safe
    /// area, the place to lay out from them. At the latest it comes just before `viewDidAppear(_:)`.
    /// The default does nothing.
    open func viewIsAppearing(_ animated: Bool) {}

    /// Called when the appearance transition has ended and the root view is on screen. The
    /// default does nothing; overrides call super.
    open func viewDidAppear(_ animated: Bool) {}

    /// Called before the root view leaves the screen (its controller is dismissed, or a
    /// full-screen presentation covers it). The default does nothing; overrides call super.
    open func viewWillDisappear(_ animated: Bool) {}

    /// Called when the root view has left the screen, after the transition. The default
    /// does nothing; overrides call super.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Tells the controller its view is about to appear (`isAppearing`) or disappear: it
    /// gets `viewWillAppear(_:)` or `viewWillDisappear(_:)`, and its children whose views
    /// are in its view get the same when it forwards appearance automatically. A container
    /// whose `shouldAutomaticallyForwardAppearanceMethods` is false calls it on its
    /// children, then `endAppearanceTransition()`. Calling it again before the end, in the
    /// same direction, logs UIKit's "Unbalanced calls" warning and does nothing.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        beginAppearanceChange(appearing: isAppearing, animated: animated, warnsIfUnbalanced: true)
    }

    /// Ends the change `beginAppearanceTransition(_:animated:)` began: `viewDidAppear(_:)`
    /// (after `viewIsAppearing(_:)` if it has not come yet) or `viewDidDisappear(_:)`. With
    /// no change under way it logs UIKit's "Unbalanced calls" warning and does nothing.
    open func endAppearanceTransition() {
        endAppearanceChange(warnsIfUnbalanced: true)
    }

    /// Whether the controller passes its appearance callbacks on to its children (those
    /// whose views are in its view) and its children get them as their views enter and
    /// leave its view on screen. Default true; a container that returns false calls
    /// `beginAppearanceTransition(_:animated:)`/`endAppearanceTransition()` on its children.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Where the appearance callbacks have left the controller (UIViewController+Appearance).
    var appearance = ViewControllerAppearance.disappeared
    /// Whether the change under way is animated (what `viewIsAppearing` and the "did"
    /// callback are told).
    var appearanceAnimated = false
    /// Whether `viewIsAppearing(_:)` has come for the appearance under way.
    var hasReportedIsAppearing = false
    /// Whether the change under way was begun by the root view entering or leaving a
    /// window (a child's route), so that the end of that move ends it.
    var appearanceFollowsWindowMove = false
    /// Counts the changes begun, so that an end scheduled for one change does not end a
    /// later one.
    var appearanceGeneration = 0

    // MARK: Containment

    /// The controllers this one contains, in the order added (`addChild(_:)`).
    open var children: [UIViewController] { childrenStorage }

    /// The container this controller is a child of, if any.
    open var parent: UIViewController? { parentStorage }

    /// Adds `childController` as a child: calls its `willMove(toParent:)` with this
    /// controller, then makes the link. A controller that has another parent is removed
    /// from it first (as UIKit does). Add the child's view to this controller's view, then
    /// call the child's `didMove(toParent:)` yourself.
    open func addChild(_ childController: UIViewController) {
        addChildController(childController)
    }

    /// Removes the controller from its parent, then calls `didMove(toParent: nil)`. Call
    /// `willMove(toParent: nil)` first, and take the view out of the parent's (before or
    /// after). Without a parent, nothing happens.
    open func removeFromParent() {
        removeFromParentController()
    }

    /// Called just before the controller is added to a container (`parent`) or removed from
    /// one (nil). `addChild(_:)` calls it with the container; the container calls it with
    /// nil before `removeFromParent()`. Overrides call super.
    open func willMove(toParent parent: UIViewController?) {
        if parent == nil, parentStorage != nil { isMovingFromParentFlag = true }
    }

    /// Called after the controller was added to a container (the container calls it, once
    /// the child's view is in place) or removed from one (nil: `removeFromParent()` calls
    /// it). The default does nothing; overrides call super.
    open func didMove(toParent parent: UIViewController?) {}

    /// Whether the controller appears because it was added to a container: true in the
    /// appearance callbacks of its first appearance after `addChild(_:)`.
    open var isMovingToParent: Bool { isMovingToParentFlag }

    /// Whether the controller disappears because it is being removed from its container:
    /// true from `willMove(toParent: nil)` until its view has disappeared.
    open var isMovingFromParent: Bool { isMovingFromParentFlag }

    /// Swaps two children's views in this container: `toViewController`'s view goes into
    /// the superview of `fromViewController`'s, `animations` run over `duration` with
    /// `options` (a transition in `options` plays on that superview), then
    /// `fromViewController`'s view is removed and `completion` runs. When this controller
    /// is on screen and forwards appearance automatically, the two children get their
    /// appearance callbacks around it. Both must be children of this controller.
    open func transition(from fromViewController: UIViewController, to toViewController: UIViewController,
                         duration: TimeInterval, options: UIView.AnimationOptions = [],
                         animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        transitionChildren(from: fromViewController, to: toViewController, duration: duration, options: options,
                           animations: animations, completion: completion)
    }

    var childrenStorage: [UIViewController] = []
    weak var parentStorage: UIViewController?
    var isMovingToParentFlag = false
    var isMovingFromParentFlag = false

    // MARK: Content container

    /// The size the controller would like its view to have; setting a new value tells the
    /// parent, or the presentation controller presenting it
    /// (`preferredContentSizeDidChange(forChildContentContainer:)`). Default zero.
    open var preferredContentSize: CGSize = .zero {
        didSet {
            guard preferredContentSize != oldValue else { return }
            if let parent = parentStorage {
                parent.preferredContentSizeDidChange(forChildContentContainer: self)
            } else if presentingStorage != nil {
                presentation?.preferredContentSizeDidChange(forChildContentContainer: self)
            }
        }
    }

    /// Called when a child's `preferredContentSize` changed. The default does nothing.
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// Called when a child's view changed in a way that changes its Auto Layout fitting
    /// size. The default does nothing.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// The size to give a child's view in a container of `parentSize`: by default the
    /// parent's size.
    open func size(forChildContentContainer container: any UIContentContainer,
                   withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }

    // MARK: Safe area and margins

    /// Insets added to the safe area of the controller's view (and so of the views in it):
    /// for content of the controller's own that covers part of the view. Setting a new
    /// value updates the safe areas in the next layout pass, with
    /// `viewSafeAreaInsetsDidChange()`. Default zero.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet {
            guard additionalSafeAreaInsets != oldValue else { return }
            viewIfLoaded?.setNeedsLayout()
        }
    }

    /// The smallest layout margins the root view has: 16 points at the leading and
    /// trailing edges in a compact-width environment, 20 in a regular-width one, none at
    /// the top and bottom (UIViewController+LayoutMargins).
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets { minimumRootLayoutMargins }

    /// Whether the root view's layout margins are at least `systemMinimumLayoutMargins`.
    /// Default true; false leaves the root view its own `directionalLayoutMargins`.
    open var viewRespectsSystemMinimumLayoutMargins = true {
        didSet {
            if viewRespectsSystemMinimumLayoutMargins != oldValue { rootLayoutMarginsChanged() }
        }
    }

    /// Called when the root view's layout margins changed (after the view's own
    /// `layoutMarginsDidChange()`). The default does nothing.
    open func viewLayoutMarginsDidChange() {}

    // MARK: Navigation and tab bar items

    /// The item that represents the controller in a navigation bar, made on first use with
    /// the controller's `title`.
    open var navigationItem: UINavigationItem {
        if let navigationItemStorage { return navigationItemStorage }
        let item = UINavigationItem()
        item.title = title
        navigationItemStorage = item
        return item
    }

    /// The item that represents the controller in a tab bar, made on first use with the
    /// controller's `title` (and no image); set it to give another.
    open var tabBarItem: UITabBarItem! {
        get {
            if let tabBarItemStorage { return tabBarItemStorage }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            tabBarItemStorage = item
            return item
        }
        set {
            tabBarItemStorage = newValue
            // The tab bar controller's bar (or More list) shows the new item (UIKit updates the
            // tab at once); a navigation controller's root gives its tab too.
            tabBarController?.tabItemsDidChange()
        }
    }

    var navigationItemStorage: UINavigationItem?
    var tabBarItemStorage: UITabBarItem?

    // MARK: Editing

    /// Whether the controller's content is being edited; setting it calls
    /// `setEditing(_:animated:)` unanimated.
    open var isEditing: Bool {
        get { editingStorage }
        set { setEditing(newValue, animated: false) }
    }

    /// Puts the controller in or out of editing mode; `editButtonItem` turns to "Done" or
    /// back to "Edit". Subclasses put their views in the same mode and call super
    /// (`UITableViewController` passes it to its table view).
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingStorage = editing
        editButtonItemStorage?.showEditing(editing)
    }

    /// A bar button item that toggles editing: "Edit", then a bold "Done" while editing.
    open var editButtonItem: UIBarButtonItem {
        if let editButtonItemStorage { return editButtonItemStorage }
        let item = UIBarButtonItem(primaryAction: UIAction { [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        })
        item.showEditing(isEditing)
        editButtonItemStorage = item
        return item
    }

    var editingStorage = false
    var editButtonItemStorage: UIBarButtonItem?

    // MARK: Presentation

    /// How the controller is shown when presented. Default `.automatic`, which resolves to
    /// `.pageSheet` as on iOS 13 and later. Read when `present(_:animated:completion:)` is
    /// called; see UIModalPresentationStyle for what each style does here.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic

    /// The animation that presents and dismisses the controller. Default `.coverVertical`.
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical

    /// Presents `viewControllerToPresent` modally above this controller, as UIKit does
    /// (UIViewController+Presentation): the relationship is made at once
    /// (`presentedViewController`, `presentingViewController`, `isBeingPresented`), the
    /// appearance callbacks run in UIKit's order, and `completion` runs after
    /// `viewDidAppear(_:)`, once the transition has ended on the host clock (not animated:
    /// at the start of the next turn of the run loop). From a controller whose view is not
    /// in a window, or one already presenting, UIKit's warning is logged and nothing
    /// happens; presenting a controller that is already presented stops the program.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool,
                      completion: (() -> Void)? = nil) {
        presentModally(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presented (and every controller above it: only the
    /// top one animates, the others go at once); called on a presented controller that
    /// presents nothing, or on a child of one, asks its presenting controller to dismiss it. `completion` runs
    /// after the last `viewDidDisappear(_:)`. With nothing to dismiss, nothing happens and
    /// `completion` runs at once.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        dismissModally(animated: flag, completion: completion)
    }

    /// The controller this one presented, if any (kept until its dismissal ends).
    open var presentedViewController: UIViewController? { presentedStorage }

    /// The controller that presented this one, if it is presented; for a child, the one that
    /// presented its nearest presented ancestor (nil when none is presented), as in UIKit.
    open var presentingViewController: UIViewController? {
        presentingStorage ?? parentStorage?.presentingViewController
    }

    /// Whether the controller is being presented: from `present(_:animated:completion:)`
    /// until just after its `viewDidAppear(_:)`.
    open var isBeingPresented: Bool { transitionPhase == .presenting }

    /// Whether the controller is being dismissed: from `dismiss(animated:completion:)` until
    /// just after its `viewDidDisappear(_:)`.
    open var isBeingDismissed: Bool { transitionPhase == .dismissing }

    /// The controller this one presents, kept alive while presented.
    var presentedStorage: UIViewController?
    /// The controller that presented this one.
    weak var presentingStorage: UIViewController?
    /// The presentation controller that shows this controller while it is presented, or
    /// the one that will (made when `presentationController` is read before presenting).
    var presentation: UIPresentationController?
    /// The transition of this controller's presentation under way, if any.
    var transitionPhase: UIPresentationController.Phase?

    /// The object giving the animators, interaction controllers and (for `.custom`) the
    /// presentation controller of this controller's presentation and dismissal.
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?

    /// Whether the controller refuses dismissals the user starts (a sheet swiped down or
    /// a tap outside it): the sheet resists and its delegate hears
    /// `presentationControllerDidAttemptToDismiss(_:)`. Default false.
    open var isModalInPresentation = false

    /// Whether this controller's view is the area `.currentContext` and
    /// `.overCurrentContext` presentations from it or its descendants cover. Default false
    /// (the window's root controller is the context then).
    open var definesPresentationContext = false

    /// Whether a controller defining the presentation context gives its own
    /// `modalTransitionStyle` to the presentations in it. Default false.
    open var providesPresentationContextTransitionStyle = false

    /// A new presentation controller for this controller in `style` (resolved, adapted),
    /// presented by `presenting`: the system one of the style (UIAlertController has its own).
    func makePresentationController(style: UIModalPresentationStyle,
                                    presentedBy presenting: UIViewController?) -> UIPresentationController {
        systemPresentationController(style: style, presentedBy: presenting)
    }
    /// The coordinator of the transition this controller is in, set by the transition's
    /// driver from its start to its end (see `transitionCoordinator`).
    var activeTransitionCoordinator: TransitionCoordinator?

    /// The coordinator of the transition this controller takes part in right now — a push
    /// or pop, a presentation or dismissal, a rotation — or, when it takes part in none,
    /// its parent's; nil when no transition is running. Ask for it in `viewWillAppear(_:)`
    /// and friends to animate alongside the transition.
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        activeTransitionCoordinator ?? parent?.transitionCoordinator
    }


    // MARK: Navigation

    /// The navigation controller this controller is in the stack of (set while it is).
    weak var navigationControllerStorage: UINavigationController?
    /// The insets a container's bars add to the root view's safe area (a navigation
    /// controller's bar and toolbar over it), on top of `additionalSafeAreaInsets`.
    var barSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { if barSafeAreaInsets != oldValue { viewIfLoaded?.setNeedsLayout() } }
    }
    var toolbarItemsStorage: [UIBarButtonItem]?
    var edgesForExtendedLayoutStorage: UIRectEdge = .all
    var extendedLayoutIncludesOpaqueBarsStorage = false
    var hidesBottomBarWhenPushedStorage = false
    /// The scroll views given with `setContentScrollView(_:for:)`, by edge.
    var contentScrollViews: [(edge: NSDirectionalRectEdge, view: UIScrollView?)] = []

    /// The nearest navigation controller among this controller and its ancestors: the one
    /// whose stack holds it or one of its parents; nil outside a navigation stack.
    open var navigationController: UINavigationController? {
        var current: UIViewController? = self
        while let controller = current {
            if let navigation = controller.navigationControllerStorage { return navigation }
            current = controller.parentStorage
        }
        return nil
    }

    /// Shows `vc` the way the context calls for: the controller
    /// `targetViewController(forAction:sender:)` finds for this action (a navigation
    /// controller up the chain, which pushes it) shows it; with none, this controller
    /// presents it.
    open func show(_ vc: UIViewController, sender: Any?) {
        showViewController(vc, sender: sender)
    }

    // MARK: Popover and detail

    /// The controller that handles `action` for this one: by default the one found asking
    /// the parent (else the presenting controller) the same question — a navigation
    /// controller answers itself for `show(_:sender:)`; override it to answer `self` for
    /// the actions this controller handles. Nil when no controller up the chain claims it.
    open func targetViewController(forAction action: Selector, sender: Any?) -> UIViewController? {
        defaultTargetViewController(forAction: action, sender: sender)
    }

    /// Whether the controller, presented in a style that does not cover the screen (a
    /// sheet, a popover), takes over the status bar's appearance from the controller below
    /// it, as a full-screen presentation does. Default false.
    open var modalPresentationCapturesStatusBarAppearance = false

    /// Shows `vc` as the detail of a split view; with no split view up the chain (none is
    /// built) the controller `targetViewController(forAction:sender:)` finds shows it, else
    /// this one presents it.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        showDetail(vc, sender: sender)
    }

    /// The items a navigation controller's toolbar shows while this controller is on top.
    open var toolbarItems: [UIBarButtonItem]? {
        get { toolbarItemsStorage }
        set { setToolbarItems(newValue, animated: false) }
    }

    /// Sets the toolbar items; when this controller is on top of a navigation controller,
    /// its toolbar shows them (fading when `animated`).
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        toolbarItemsStorage = toolbarItems
        if let navigation = navigationControllerStorage, navigation.topViewController === self {
            navigation.toolbar.setItems(toolbarItems, animated: animated)
        }
    }

    /// The edges of the view that extend under a navigation controller's bars (when they
    /// are translucent, or `extendedLayoutIncludesOpaqueBars`). Default `.all`.
    open var edgesForExtendedLayout: UIRectEdge {
        get { edgesForExtendedLayoutStorage }
        set {
            edgesForExtendedLayoutStorage = newValue
            navigationControllerStorage?.viewIfLoaded?.setNeedsLayout()
        }
    }

    /// Whether the view extends under opaque bars too. Default false.
    open var extendedLayoutIncludesOpaqueBars: Bool {
        get { extendedLayoutIncludesOpaqueBarsStorage }
        set {
            extendedLayoutIncludesOpaqueBarsStorage = newValue
            navigationControllerStorage?.viewIfLoaded?.setNeedsLayout()
        }
    }

    /// Whether a navigation controller's toolbar hides while this controller is on top.
    /// Default false.
    open var hidesBottomBarWhenPushed: Bool {
        get { hidesBottomBarWhenPushedStorage }
        set { hidesBottomBarWhenPushedStorage = newValue }
    }

    /// Names `scrollView` as the scroll view whose offset the bars at `edge` follow (the
    /// navigation bar's scroll-edge appearance and large title for `.top`, the toolbar's for
    /// `.bottom`); nil goes back to finding it.
    open func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) {
        contentScrollViews.removeAll { !$0.edge.intersection(edge).isEmpty }
        contentScrollViews.append((edge, scrollView))
        navigationControllerStorage?.contentScrollViewsDidChange()
        tabBarController?.contentScrollViewsDidChange()
    }

    /// The scroll view the bars at `edge` follow: the one given for that edge, else the
    /// root view if it is a scroll view, else the root view's first subview when that is a
    /// scroll view (as UIKit looks for it).
    open func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        if let given = contentScrollViews.last(where: { !$0.edge.intersection(edge).isEmpty }) { return given.view }
        guard let root = viewIfLoaded else { return nil }
        if let scroll = root as? UIScrollView { return scroll }
        return root.subviews.first as? UIScrollView
    }

    // MARK: Tab bar

    /// The nearest tab bar controller among this controller's ancestors (its parent, the
    /// parent's parent…); nil when none is.
    open var tabBarController: UITabBarController? {
        var current = parentStorage
        while let controller = current {
            if let tabs = controller as? UITabBarController { return tabs }
            current = controller.parentStorage
        }
        return nil
    }

    // MARK: Layout

    /// Called in the update-constraints pass instead of the root view's own
    /// `updateConstraints()`: override to add or change the constraints of the controller's
    /// views in one batch, and call super last (it updates the view's constraints).
    open func updateViewConstraints() { loadedView?.updateConstraints() }

    /// Called just before the root view lays out its subviews (its bounds are set). The
    /// default does nothing.
    open func viewWillLayoutSubviews() {}

    /// Called just after the root view laid out its subviews (constraints applied). The
    /// default does nothing.
    open func viewDidLayoutSubviews() {}

    /// Called when the root view's safe-area insets change, in the layout pass, after the
    /// view's own `safeAreaInsetsDidChange()` and before `viewWillLayoutSubviews()`: the
    /// place to lay out from the safe area when constraints to `safeAreaLayoutGuide` will
    /// not do. The default does nothing.
    open func viewSafeAreaInsetsDidChange() {}

    /// The guide below the status bar and other top bars: from the top of the controller's
    /// view to the top of its safe area. Made (and added to the view) on first use.
    @available(iOS, introduced: 7.0, deprecated: 11.0, message: "Use view.safeAreaLayoutGuide.topAnchor instead of topLayoutGuide.bottomAnchor")
    open var topLayoutGuide: UILayoutSupport { layoutSupport(.top) }

    /// The guide above the home indicator and other bottom bars: from the bottom of the
    /// controller's safe area to the bottom of its view. Made on first use.
    @available(iOS, introduced: 7.0, deprecated: 11.0, message: "Use view.safeAreaLayoutGuide.bottomAnchor instead of bottomLayoutGuide.topAnchor")
    open var bottomLayoutGuide: UILayoutSupport { layoutSupport(.bottom) }

    /// The guides behind `topLayoutGuide` and `bottomLayoutGuide`, once made.
    var layoutSupportGuides: [ViewControllerLayoutSupport] = []

    // MARK: Traits, rotation and the status bar

    /// The controller's traits: its parent's (with the parent's override for it), else
    /// those of its view's superview, else the main screen's; with its `traitOverrides` on
    /// top (Traits/UIViewController+Traits).
    open var traitCollection: UITraitCollection { currentTraitCollection }

    /// Called when the controller's traits changed, with the previous collection, before
    /// its root view hears of it. The default does nothing. Deprecated in iOS 17
    /// (`registerForTraitChanges`) but still called, as in UIKit.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Called before the controller's traits change in a transition (a rotation that
    /// changes size classes), before `viewWillTransition(to:with:)`. The default passes it
    /// on to the children; overrides call super.
    open func willTransition(to newCollection: UITraitCollection,
                             with coordinator: any UIViewControllerTransitionCoordinator) {
        forwardTraitTransition(to: newCollection, with: coordinator)
    }

    /// Called before the root view's size changes in a transition (a rotation), with the
    /// coordinator whose alongside animations run in the transition's animation. The
    /// default passes it on to the children (with `size(forChildContentContainer:…)`) and
    /// to the presented controller; overrides call super.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        forwardSizeTransition(to: size, with: coordinator)
    }

    /// Gives `childViewController` (a child of this controller) `collection`'s traits on
    /// top of what it inherits; nil removes the override.
    open func setOverrideTraitCollection(_ collection: UITraitCollection?, forChild childViewController: UIViewController) {
        setChildTraitOverride(collection, for: childViewController)
    }

    /// The override given to `childViewController` with `setOverrideTraitCollection`.
    open func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
        childViewController.parentStorage === self ? childViewController.traitOverrideFromParent : nil
    }

    /// The orientations the controller supports: `.all` on an iPad, `.allButUpsideDown`
    /// on an iPhone (by the idiom of its traits). The window's root controller (or the
    /// full-screen controller it presents) decides, with the Info.plist's
    /// `UISupportedInterfaceOrientations` (ViewControllers/Rotation).
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { defaultSupportedInterfaceOrientations }

    /// Whether the interface turns with the device. Default true. Deprecated in iOS 16
    /// (`setNeedsUpdateOfSupportedInterfaceOrientations()`), still asked here.
    open var shouldAutorotate: Bool { true }

    /// The orientation to present the controller full screen in: by default the current
    /// interface orientation.
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { currentInterfaceOrientation }

    /// The status bar's style while this controller decides it. Default `.default`
    /// (dark content on the light appearance).
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }

    /// Whether the status bar is hidden while this controller decides it: by default
    /// false, except in a vertically compact environment (an iPhone in landscape), as in
    /// UIKit.
    open var prefersStatusBarHidden: Bool { traitCollection.verticalSizeClass == .compact }

    /// How the status bar animates a change of hidden state made through
    /// `setNeedsStatusBarAppearanceUpdate()` in an animation block. Default `.fade`.
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }

    /// The child whose `preferredStatusBarStyle` decides instead of this controller's.
    /// Default nil.
    open var childForStatusBarStyle: UIViewController? { nil }

    /// The child whose `prefersStatusBarHidden` decides instead of this controller's.
    /// Default nil.
    open var childForStatusBarHidden: UIViewController? { nil }

    /// The collection last computed (Traits/TraitNode).
    var traitStorage: UITraitCollection?
    /// The controller's `traitOverrides`, once used.
    var traitOverridesStorage: TraitOverrides?
    /// The controller's trait-change registrations, once one was made.
    var traitRegistry: TraitChangeRegistry?
    /// The override the parent set with `setOverrideTraitCollection(_:forChild:)`.
    var traitOverrideFromParent: UITraitCollection?

    /// The next responder: the presenting controller while presented, else the superview of
    /// the controller's view.
    open override var next: UIResponder? { presentingStorage ?? loadedView?.superview }
}
