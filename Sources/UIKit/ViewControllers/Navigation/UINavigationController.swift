import Foundation

/// A container that shows a stack of view controllers one at a time, with a navigation bar
/// following the stack (each controller's `navigationItem`), an optional toolbar (the top
/// controller's `toolbarItems`), the standard push and pop slide, and the interactive pop
/// from the screen's left edge. The stack's changes run as transitions
/// (UINavigationController+Transition) with the controllers' callbacks in UIKit's order.
@preconcurrency @MainActor
open class UINavigationController: UIViewController, UINavigationBarDelegate, UIToolbarDelegate,
                                   UIGestureRecognizerDelegate {
    /// The kind of transition between two controllers of the stack.
    public enum Operation: Int, Sendable {
        case none = 0
        case push = 1
        case pop = 2
    }

    /// How long the bars take to slide in or out when shown or hidden with animation.
    public static let hideShowBarDuration: CGFloat = 0.2

    /// The controllers of the stack, root first.
    var stack: [UIViewController] = []
    /// The transition under way (a push, a pop, a replacement), if any.
    var runningTransition: NavigationTransition?
    /// The bar, made with `navigationBarClass`.
    let managedNavigationBar: UINavigationBar
    /// The toolbar, made with `toolbarClass`.
    let managedToolbar: UIToolbar
    /// The view the controllers' views are in, below the bars.
    let transitionView = UIView()
    private var navigationBarHiddenStorage = false
    private var toolbarHiddenStorage = true
    /// The recognizer behind `interactivePopGestureRecognizer`.
    let popGesture = UIScreenEdgePanGestureRecognizer()
    /// The recognizer behind `barHideOnSwipeGestureRecognizer`.
    let barHideSwipeGesture = UIPanGestureRecognizer()
    /// The recognizer behind `barHideOnTapGestureRecognizer`.
    let barHideTapGesture = UITapGestureRecognizer()
    /// The keyboard-will-show observer while `hidesBarsWhenKeyboardAppears` is true.
    var keyboardObserver: (any NSObjectProtocol)?
    /// Whether the bars were hidden because the traits became vertically compact (and are
    /// shown again when they are regular).
    var barsHiddenForCompactHeight = false
    /// The scroll view the bars follow, and the top controller it belongs to.
    weak var observedScrollView: UIScrollView?

    /// How many bar show/hide animations run (the bars stay visible while they slide).
    var runningBarAnimations = 0

    /// The interaction of the interactive pop under way.
    var popDriverStorage: UIPercentDrivenInteractiveTransition?

    /// The navigation controller's delegate.
    open weak var delegate: (any UINavigationControllerDelegate)?

    // MARK: Making one

    /// A navigation controller with `rootViewController` at the bottom of its stack.
    public init(rootViewController: UIViewController) {
        managedNavigationBar = UINavigationBar()
        managedToolbar = UIToolbar()
        super.init(nibName: nil, bundle: nil)
        setUp()
        setViewControllers([rootViewController], animated: false)
    }

    /// A navigation controller whose bars are instances of the given classes (subclasses of
    /// `UINavigationBar` and `UIToolbar`; nil uses those).
    public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        managedNavigationBar = Self.makeBar(navigationBarClass, base: UINavigationBar.self, api: "navigationBarClass")
            ?? UINavigationBar()
        managedToolbar = Self.makeBar(toolbarClass, base: UIToolbar.self, api: "toolbarClass") ?? UIToolbar()
        super.init(nibName: nil, bundle: nil)
        setUp()
    }

    /// An empty navigation controller (give it controllers with `setViewControllers`).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        managedNavigationBar = UINavigationBar()
        managedToolbar = UIToolbar()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        setUp()
    }

    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        managedNavigationBar = UINavigationBar()
        managedToolbar = UIToolbar()
        super.init(coder: coder)
        setUp()
    }

    /// Makes a bar of `type` (a subclass of `base`). Swift calls only required initializers
    /// through a metatype, so a subclass is made with `init(coder:)` (UIView's ignores the
    /// coder); the base classes with `init(frame:)` (docs/DIFFERENCES.md).
    private static func makeBar<Bar: UIView>(_ type: AnyClass?, base: Bar.Type, api: String) -> Bar? {
        guard let type, type != base else { return nil }
        guard let barType = type as? Bar.Type else {
            preconditionFailure("UINavigationController.init(navigationBarClass:toolbarClass:): \(api) \(type) is "
                + "not a subclass of \(base); pass a subclass of it or nil")
        }
        guard let bar = barType.init(coder: NSCoder()) else {
            preconditionFailure("UINavigationController.init(navigationBarClass:toolbarClass:): \(type)'s "
                + "init(coder:) returned nil; the bar is made with it here, so let it make the bar")
        }
        return bar
    }

    private func setUp() {
        managedNavigationBar.delegate = self
        managedToolbar.delegate = self
        managedToolbar.isHidden = true
        popGesture.edges = .left
        popGesture.delegate = self
        popGesture.addTarget(self, action: #Selector(UINavigationController.handleInteractivePop(_:)))
        popGesture.isEnabled = true
        barHideSwipeGesture.isEnabled = false
        barHideSwipeGesture.delegate = self
        barHideSwipeGesture.cancelsTouchesInView = false
        barHideSwipeGesture.addTarget(self, action: #Selector(UINavigationController.handleBarHideSwipe(_:)))
        barHideTapGesture.isEnabled = false
        barHideTapGesture.delegate = self
        barHideTapGesture.cancelsTouchesInView = false
        barHideTapGesture.addTarget(self, action: #Selector(UINavigationController.handleBarHideTap(_:)))
    }

    isolated deinit {
        if let keyboardObserver { NotificationCenter.default.removeObserver(keyboardObserver) }
    }

    open override func loadView() {
        let root = NavigationControllerView(frame: UIScreen.main.bounds)
        root.controller = self
        transitionView.frame = root.bounds
        transitionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.addSubview(transitionView)
        root.addSubview(managedNavigationBar)
        root.addSubview(managedToolbar)
        root.addGestureRecognizer(popGesture)
        root.addGestureRecognizer(barHideSwipeGesture)
        root.addGestureRecognizer(barHideTapGesture)
        view = root
        if let top = stack.last { installView(of: top) }
        contentScrollViewsDidChange()
    }

    /// The item of the navigation controller's tab: its own once made or set, else its root
    /// controller's, so a navigation controller in a tab shows the tab its root describes,
    /// as in UIKit.
    open override var tabBarItem: UITabBarItem! {
        get { tabBarItemStorage ?? stack.first?.tabBarItem ?? super.tabBarItem }
        set { super.tabBarItem = newValue }
    }

    // MARK: The stack

    /// The controllers of the stack, root first. Setting it replaces the stack without
    /// animation (`setViewControllers(_:animated:)`).
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller at the top of the stack.
    open var topViewController: UIViewController? { stack.last }

    /// The controller whose view is shown: the top controller, or what it (or this
    /// controller) presents, modally, above it.
    open var visibleViewController: UIViewController? {
        var shown = presentedViewController ?? stack.last
        while let presented = shown?.presentedViewController { shown = presented }
        return shown
    }

    /// Pushes `viewController` on the stack and shows it (sliding in from the trailing
    /// edge when `animated`). Pushing a controller already in the stack, or a navigation
    /// controller, stops the program as UIKit's exceptions do.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        if viewController is UINavigationController {
            preconditionFailure("UINavigationController.pushViewController(_:animated:): Pushing a navigation "
                + "controller is not supported; push its root view controller, or present the navigation "
                + "controller modally")
        }
        if stack.contains(where: { $0 === viewController }) {
            preconditionFailure("UINavigationController.pushViewController(_:animated:): Pushing the same view "
                + "controller instance (\(Self.describe(viewController))) more than once is not supported; "
                + "push a new instance or pop back to it with popToViewController(_:animated:)")
        }
        changeStack(to: stack + [viewController], operation: .push, animated: animated)
    }

    /// Pops the top controller (sliding it out when `animated`) and returns it; at the root,
    /// nothing happens and the answer is nil.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1, let top = stack.last else { return nil }
        changeStack(to: Array(stack.dropLast()), operation: .pop, animated: animated)
        return top
    }

    /// Pops every controller above the root and returns them (bottom first); nil at the root.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard stack.count > 1 else { return nil }
        let popped = Array(stack.dropFirst())
        changeStack(to: [stack[0]], operation: .pop, animated: animated)
        return popped
    }

    /// Pops the controllers above `viewController` and returns them (bottom first); nil when
    /// it is on top. `viewController` must be in the stack.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else {
            preconditionFailure("UINavigationController.popToViewController(_:animated:): Tried to pop to a view "
                + "controller that doesn't exist (\(Self.describe(viewController))); pop to one of viewControllers")
        }
        guard index < stack.count - 1 else { return nil }
        let popped = Array(stack[(index + 1)...])
        changeStack(to: Array(stack[...index]), operation: .pop, animated: animated)
        return popped
    }

    /// Replaces the stack with `viewControllers`: a push when the new top was not in the
    /// stack, a pop when it was below the old top, no animation when the top stays.
    /// A controller listed twice, or a navigation controller, stops the program.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        for (index, controller) in viewControllers.enumerated() {
            if controller is UINavigationController {
                preconditionFailure("UINavigationController.setViewControllers(_:animated:): Pushing a navigation "
                    + "controller is not supported (\(Self.describe(controller))); give its root view controller")
            }
            if viewControllers[..<index].contains(where: { $0 === controller }) {
                preconditionFailure("UINavigationController.setViewControllers(_:animated:): All view controllers "
                    + "in a navigation controller must be distinct (\(Self.describe(controller)) is there twice)")
            }
        }
        let operation: Operation
        if let newTop = viewControllers.last, newTop !== stack.last {
            operation = stack.contains(where: { $0 === newTop }) ? .pop : .push
        } else {
            operation = .none
        }
        changeStack(to: viewControllers, operation: operation, animated: animated && operation != .none)
    }

    // MARK: The bars

    /// The navigation bar; its items follow the stack. Change its look, not its items or
    /// delegate.
    open var navigationBar: UINavigationBar { managedNavigationBar }

    /// Whether the navigation bar is hidden. Default false.
    open var isNavigationBarHidden: Bool {
        get { navigationBarHiddenStorage }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Shows or hides the navigation bar, sliding it when `animated`.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != navigationBarHiddenStorage else { return }
        navigationBarHiddenStorage = hidden
        barsVisibilityDidChange(animated: animated)
    }

    /// The toolbar, showing the top controller's `toolbarItems`.
    open var toolbar: UIToolbar! { managedToolbar }

    /// Whether the toolbar is hidden. Default true.
    open var isToolbarHidden: Bool {
        get { toolbarHiddenStorage }
        set { setToolbarHidden(newValue, animated: false) }
    }

    /// Shows or hides the toolbar, sliding it when `animated`.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != toolbarHiddenStorage else { return }
        toolbarHiddenStorage = hidden
        barsVisibilityDidChange(animated: animated)
    }

    /// Whether an upward swipe hides the bars and a downward one shows them. Default false.
    open var hidesBarsOnSwipe = false {
        didSet { barHideSwipeGesture.isEnabled = hidesBarsOnSwipe }
    }

    /// The pan that hides and shows the bars when `hidesBarsOnSwipe` is true.
    open var barHideOnSwipeGestureRecognizer: UIPanGestureRecognizer { barHideSwipeGesture }

    /// Whether a tap in the content that nothing else handles (not on a control or a bar)
    /// hides the navigation bar and the toolbar, and the next one shows them. Default false.
    open var hidesBarsOnTap = false {
        didSet { updateBarHideTap() }
    }

    /// The tap that hides and shows the bars when `hidesBarsOnTap` is true (or shows them
    /// again when `hidesBarsWhenVerticallyCompact` hid them).
    open var barHideOnTapGestureRecognizer: UITapGestureRecognizer { barHideTapGesture }

    /// Whether the bars hide when the keyboard appears. They stay hidden when it goes; a tap
    /// or swipe (`hidesBarsOnTap`, `hidesBarsOnSwipe`) shows them again. Default false.
    open var hidesBarsWhenKeyboardAppears = false {
        didSet { observeKeyboard(hidesBarsWhenKeyboardAppears) }
    }

    /// Whether the bars hide when the traits become vertically compact (an iPhone turned to
    /// landscape) and show again when they are regular; meanwhile a tap in the content shows
    /// them. Default false.
    open var hidesBarsWhenVerticallyCompact = false {
        didSet {
            updateBarHideTap()
            followVerticalSizeClass(traitCollection.verticalSizeClass, animated: false)
        }
    }

    /// The screen-edge pan that pops the top controller interactively. Its delegate is the
    /// navigation controller (replaceable); it does not begin at the root or mid-transition.
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { popGesture }

    // MARK: The navigation bar's delegate

    /// The bar asks before popping (its back button was tapped): the top controller is
    /// popped (the bar's items follow the stack) and the answer is false, so the bar does
    /// not pop by itself. Override and answer false to keep the top controller.
    open func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
        if item === stack.last?.navigationItem { popViewController(animated: true) }
        return false
    }

    /// The bar is attached to the top of the screen, under the status bar.
    open func position(for bar: any UIBarPositioning) -> UIBarPosition {
        bar === managedNavigationBar ? .topAttached : .bottom
    }

    // MARK: Gesture recognizers' delegate

    /// The interactive pop begins only with a controller to pop and no transition running.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === popGesture { return stack.count > 1 && runningTransition == nil }
        if gestureRecognizer === barHideSwipeGesture || gestureRecognizer === barHideTapGesture {
            return runningTransition == nil
        }
        return true
    }

    /// The bars' tap takes only touches nothing else handles: not on a control, nor on a bar.
    open func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        guard gestureRecognizer === barHideTapGesture else { return true }
        var view = touch.view
        while let each = view, each !== viewIfLoaded {
            if each is UIControl || each === managedNavigationBar || each === managedToolbar { return false }
            view = each.superview
        }
        return true
    }

    /// Before the traits change (a rotation), the bars follow the vertical size class when
    /// `hidesBarsWhenVerticallyCompact` is true.
    open override func willTransition(to newCollection: UITraitCollection,
                                      with coordinator: any UIViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        followVerticalSizeClass(newCollection.verticalSizeClass, animated: coordinator.isAnimated)
    }

    /// The bars' swipe recognizer works with the content's scroll view.
    open func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        gestureRecognizer === barHideSwipeGesture
    }
}
