import CoreGraphics
import Foundation

/// An object that manages a view hierarchy: it creates its view lazily (`loadView()`),
/// then calls `viewDidLoad()`.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?

    /// A short description shown in navigation interfaces.
    open var title: String?

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

    /// Called before the root view is added to a view hierarchy; overrides call super.
    /// The default does nothing. Presentation calls it (for the presented controller, and
    /// for the presenting one a full-screen presentation uncovers); a window's root
    /// controller does not get it yet (docs/DIFFERENCES.md).
    open func viewWillAppear(_ animated: Bool) {}

    /// Called once the root view is in the view hierarchy, after `viewWillAppear(_:)` and
    /// before the appearance transition runs: the view has its size and safe area, the
    /// place to lay out from them. The default does nothing.
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

    /// Where the appearance callbacks have left the root view (UIViewController+Appearance);
    /// nil until the first callback.
    var appearance: ViewControllerAppearance?

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
    /// presents nothing, asks its presenting controller to dismiss it. `completion` runs
    /// after the last `viewDidDisappear(_:)`. With nothing to dismiss, nothing happens and
    /// `completion` runs at once.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        dismissModally(animated: flag, completion: completion)
    }

    /// The controller this one presented, if any (kept until its dismissal ends).
    open var presentedViewController: UIViewController? { presentedStorage }

    /// The controller that presented this one, if it is presented.
    open var presentingViewController: UIViewController? { presentingStorage }

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
    /// The presentation that shows this controller while it is presented.
    var presentation: PresentationController?
    /// The transition of this controller's presentation under way, if any.
    var transitionPhase: PresentationController.Phase?

    /// The presentation controller that will show this controller presented by
    /// `presenting`: by its resolved `modalPresentationStyle` (UIAlertController has its own).
    func makePresentationController(presentedBy presenting: UIViewController) -> PresentationController {
        PresentationController(presenting: self, by: presenting, style: resolvedPresentationStyle)
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

    /// The next responder: the presenting controller while presented, else the superview of
    /// the controller's view.
    open override var next: UIResponder? { presentingStorage ?? loadedView?.superview }
}
