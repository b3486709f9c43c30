import CoreGraphics
import Foundation

/// The presentation controller of a popover (`.popover`), as iOS 17 shows it on a
/// regular-width screen: a bubble next to its source — `sourceItem`, `barButtonItem`, or
/// `sourceRect` in `sourceView` — its arrow pointing at it from one of the
/// `permittedArrowDirections`, sized from the presented controller's
/// `preferredContentSize` (320 × 1100 where it is zero) and kept inside the window's safe
/// area less `popoverLayoutMargins`; nothing is dimmed. A tap outside it dismisses it
/// (asking the delegate, refused while `isModalInPresentation`), except on the
/// `passthroughViews`, which get the touch. When the window's size changes it is placed
/// again (the delegate hears `willRepositionPopoverTo`). On a compact-width screen it
/// adapts to a sheet unless the delegate answers `.none`. Geometry: PopoverLayout.
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// The view `sourceRect` is in. A popover needs it, a `sourceItem` or a
    /// `barButtonItem` when it is shown.
    open var sourceView: UIView? {
        didSet { relayout() }
    }

    /// The rectangle in `sourceView` the popover points at. Default `CGRect.null`: the
    /// source view's bounds, followed as they change (iOS 13.2 and later).
    open var sourceRect: CGRect = .null {
        didSet { relayout() }
    }

    /// What the popover points at (iOS 16): a view or a bar button item. It takes
    /// precedence over `sourceView` and `barButtonItem`.
    open var sourceItem: (any UIPopoverPresentationControllerSourceItem)? {
        didSet { relayout() }
    }

    /// The bar button item the popover points at (deprecated in iOS 16 for `sourceItem`).
    open var barButtonItem: UIBarButtonItem? {
        didSet { relayout() }
    }

    /// The directions the arrow may point. Default `.any`.
    open var permittedArrowDirections: UIPopoverArrowDirection = .any {
        didSet { relayout() }
    }

    /// The direction the arrow points; `.unknown` until the popover is shown.
    open var arrowDirection: UIPopoverArrowDirection { currentLayout?.arrowDirection ?? .unknown }

    /// Views that keep getting touches while the popover is shown (a tap on them does not
    /// dismiss it).
    open var passthroughViews: [UIView]?

    /// The bubble's colour (and its arrow's); nil is the system's.
    open var backgroundColor: UIColor? {
        didSet { popoverView.fillColor = backgroundColor ?? Self.defaultBackgroundColor }
    }

    /// The space kept between the popover and the edges of the window's safe area.
    /// Default 10 points each side, as UIKit documents.
    open var popoverLayoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10) {
        didSet { relayout() }
    }

    /// Whether the popover may cover its source's rectangle when there is no room beside
    /// it. Default false. (Kept and read by nothing here: the popover shrinks to fit
    /// beside the source instead, docs/DIFFERENCES.md.)
    open var canOverlapSourceViewRect = false

    /// The bubble's colour when `backgroundColor` is nil (iOS 17's popover material is
    /// approximated by the system background colour, docs/DIFFERENCES.md).
    static let defaultBackgroundColor = UIColor.systemBackground

    /// The sheet the popover becomes when it adapts to a sheet on a compact-width screen
    /// (the default adaptation): set its detents, grabber and other properties before the
    /// presentation to shape that sheet.
    open var adaptiveSheetPresentationController: UISheetPresentationController { adaptiveSheet }

    private(set) lazy var adaptiveSheet: UISheetPresentationController = {
        let sheet = UISheetPresentationController(presentedViewController: presentedViewController,
                                                  presenting: presentingStorage)
        sheet.styleStorage = .formSheet
        return sheet
    }()

    /// The view the popover shows, and the clear view around it taking outside taps.
    let popoverView = PopoverView()
    private(set) lazy var dismissalView = PopoverDismissalView(popover: self)
    /// The layout the popover was last placed at.
    var currentLayout: PopoverLayout?
    /// The container's size the popover was last placed for (a change repositions it).
    private var placedContainerSize: CGSize?

    public override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        popoverView.fillColor = Self.defaultBackgroundColor
    }

    // MARK: UIPresentationController

    open override var presentedView: UIView? {
        presentedViewController.viewIfLoaded == nil ? nil : popoverView
    }

    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let layout = computedLayout() else { return containerView?.bounds ?? .zero }
        return layout.frame
    }

    open override var shouldRemovePresentersView: Bool { false }

    /// On a compact-width screen a popover becomes a form sheet (shown as a card), unless
    /// the delegate answers otherwise.
    open override var adaptivePresentationStyle: UIModalPresentationStyle { .formSheet }

    override var adaptsInCompactWidth: Bool { true }

    /// A popover fades in and out where it is (iOS 17's popovers also grow from their
    /// arrow; the fade is an approximation, docs/DIFFERENCES.md).
    override func systemAnimator(presenting: Bool) -> any UIViewControllerAnimatedTransitioning {
        ModalTransitionAnimator(.crossDissolve, presenting: presenting)
    }

    /// The delegate prepares the popover; then it must have a source, as UIKit's
    /// exception says.
    override func prepareForPresentation() {
        (delegate as? UIPopoverPresentationControllerDelegate)?.prepareForPopoverPresentation(self)
        (presentedViewController as? UIAlertController)?.preparePopover(self)
        guard sourceItem != nil || sourceView != nil || barButtonItem != nil else {
            preconditionFailure("UIPopoverPresentationController (<\(String(reflecting: type(of: self))): \(LayoutDiagnostics.address(of: self))>) should "
                + "have a non-nil sourceView or barButtonItem set before the presentation occurs.")
        }
    }

    open override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        popoverView.hold(presentedViewController.view)
        UIView.performWithoutAnimation {
            dismissalView.frame = container.bounds
            container.insertSubview(dismissalView, at: 0)
        }
        (container as? PresentationContainerView)?.passesTouchesThrough = true
        placedContainerSize = container.bounds.size
    }

    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        guard completed else { return }
        presentedViewController.viewIfLoaded?.removeFromSuperview()
        dismissalView.removeFromSuperview()
        currentLayout = nil
    }

    open override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        guard let container = containerView, let placed = placedContainerSize, placed != container.bounds.size,
              !isTransitioning else { return }
        placedContainerSize = container.bounds.size
        askToReposition()
    }

    // MARK: Dismissals the user starts

    /// The deprecated question is asked too, after the adaptive delegate's.
    override func userMayDismiss() -> Bool {
        guard super.userMayDismiss() else { return false }
        return (delegate as? UIPopoverPresentationControllerDelegate)?
            .popoverPresentationControllerShouldDismissPopover(self) ?? true
    }

    /// The deprecated notice follows the adaptive delegate's.
    override func userDidDismiss() {
        super.userDidDismiss()
        (delegate as? UIPopoverPresentationControllerDelegate)?.popoverPresentationControllerDidDismissPopover(self)
    }
}
