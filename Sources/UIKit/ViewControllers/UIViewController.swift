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
    /// The default does nothing. No container calls it yet (docs/DIFFERENCES.md): call it
    /// where the controller's view is shown.
    open func viewWillAppear(_ animated: Bool) {}

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

    /// The next responder: the superview of the controller's view.
    open override var next: UIResponder? { loadedView?.superview }
}
