import CoreGraphics
import Foundation

/// The presentation controller of a sheet (`.pageSheet`, `.formSheet`, `.automatic`), as
/// iOS 15–17 shows it. On an iPhone in portrait the sheet is a card along the bottom that
/// rests at one of its `detents` (`.large()` by default; `.medium()` about half the screen;
/// custom heights), with rounded top corners, a dimming view below it (none below the
/// `largestUndimmedDetentIdentifier`, where the content behind stays interactive) and the
/// presenting view scaled back behind it at full height; the user drags it between detents
/// and down to dismiss it (refused while the presented controller `isModalInPresentation`
/// or the delegate says no). On an iPhone in landscape it fills the screen, or sits on the
/// bottom edge with its detents (`prefersEdgeAttachedInCompactHeight`); on an iPad it is a
/// centred card without detents. Geometry: SheetLayout.
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    /// The dimming colour below the sheet (an estimate of iOS's, docs/DIFFERENCES.md).
    static let dimmingColor = UIColor(white: 0, alpha: 0.2)
    /// The corner radius of a sheet whose `preferredCornerRadius` is nil.
    static let defaultCornerRadius: CGFloat = 10
    /// How long `animateChanges(_:)` and a released drag take to settle.
    static let settleDuration: TimeInterval = 0.35

    /// The heights the sheet may rest at, smallest first or in any order (iOS sorts them by
    /// height). Default `[.large()]`; an empty array means `[.large()]`.
    open var detents: [Detent] = [.large()] {
        didSet { relayoutUnlessAnimating() }
    }

    /// The detent the sheet rests at; nil is the smallest detent. Set by the user's drags;
    /// set it inside `animateChanges(_:)` to animate.
    open var selectedDetentIdentifier: Detent.Identifier? {
        didSet { relayoutUnlessAnimating() }
    }

    /// The largest detent with no dimming below it (the content behind stays interactive
    /// there); nil dims at every detent.
    open var largestUndimmedDetentIdentifier: Detent.Identifier? {
        didSet { relayoutUnlessAnimating() }
    }

    /// Whether the sheet shows a grabber at its top (a 36 × 5 point pill, 5 points down).
    /// Default false.
    open var prefersGrabberVisible = false {
        didSet { card.grabber.isHidden = !prefersGrabberVisible }
    }

    /// The sheet's corner radius; nil uses the system's (10 points).
    open var preferredCornerRadius: CGFloat? {
        didSet { applyCorners() }
    }

    /// Whether an upward drag in a scroll view inside the sheet, below its largest detent,
    /// expands the sheet rather than scrolling (UISheetPresentationController+ScrollHandOff).
    /// Default true.
    open var prefersScrollingExpandsWhenScrolledToEdge = true

    /// Whether the sheet attaches to the bottom edge on a compact-height screen (an iPhone
    /// in landscape), with its detents, instead of filling the screen. Default false.
    open var prefersEdgeAttachedInCompactHeight = false {
        didSet { relayoutUnlessAnimating() }
    }

    /// Whether an edge-attached sheet is as wide as the presented controller's
    /// `preferredContentSize` rather than the safe area. It has no effect on a sheet along
    /// the bottom of a portrait iPhone, or one that fills a compact-height screen. Default
    /// false.
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false {
        didSet { relayoutUnlessAnimating() }
    }

    /// Whether a centred sheet (on an iPad) is page sized rather than form sized (the
    /// presented controller's `preferredContentSize`). Default true, except for a
    /// `.formSheet`, which keeps its form size unless this is set (docs/DIFFERENCES.md).
    open var prefersPageSizing: Bool {
        get { pageSizingStorage ?? (presentationStyle != .formSheet) }
        set {
            pageSizingStorage = newValue
            relayoutUnlessAnimating()
        }
    }

    /// The view the sheet centres itself over, within the system's margins: an
    /// edge-attached sheet horizontally, a centred one both ways. Nil (the default) centres
    /// it on the edge it attaches to, or in the window. It must be in the presenting
    /// controller's view hierarchy; one that is not in the window is ignored.
    open weak var sourceView: UIView? {
        didSet { relayoutUnlessAnimating() }
    }

    private var pageSizingStorage: Bool?

    /// The view the sheet shows: a card holding the presented controller's view.
    let card = SheetCardView()
    let dimmingView = UIView()
    /// Inside `animateChanges(_:)`: changes are laid out once, animated, at its end.
    var isAnimatingChanges = false
    /// The drag under way, if any.
    var drag: SheetDrag?
    /// A drag that began in a scroll view inside the sheet and moves the sheet, with the
    /// pan's translation when it began.
    var scrollViewDrag: (scrollView: UIScrollView, start: CGFloat)?
    /// The presenter's view scaled back behind the sheet, with what it had before.
    var scaledPresenter: ScaledPresenter?

    struct ScaledPresenter {
        let view: UIView
        let cornerRadius: CGFloat
        let masksToBounds: Bool
    }

    public override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.backgroundColor = Self.dimmingColor
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmingView.addGestureRecognizer(UITapGestureRecognizer(
            target: self, action: #Selector(UIPresentationController.dismissalTapped(_:))))
        card.sheet = self
        card.addGestureRecognizer(UIPanGestureRecognizer(
            target: self, action: #Selector(UISheetPresentationController.cardPanned(_:))))
    }

    /// Makes the changes `changes` makes to the sheet's properties (its selected detent,
    /// its detents…) animate to the new layout.
    open func animateChanges(_ changes: () -> Void) {
        let wasAnimating = isAnimatingChanges
        isAnimatingChanges = true
        changes()
        isAnimatingChanges = wasAnimating
        guard !wasAnimating, !isTransitioning, containerView != nil else { return }
        UIView.animate(withDuration: Self.settleDuration, delay: 0, options: .curveEaseInOut) {
            self.applyRestingLayout()
        }
    }

    /// Asks the detents' resolvers again (their inputs changed) and lays the sheet out.
    open func invalidateDetents() {
        relayoutUnlessAnimating()
    }

    // MARK: UIPresentationController

    open override var presentedView: UIView? {
        presentedViewController.viewIfLoaded == nil ? nil : card
    }

    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let layout else { return containerView?.bounds ?? .zero }
        return layout.frame(detentValue: selectedDetentValue)
    }

    open override var shouldRemovePresentersView: Bool { false }

    /// A new preferred size moves an edge-attached or form-sized sheet at once.
    open override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        relayoutUnlessAnimating()
    }

    /// A sheet keeps its own style on a compact-width screen (iOS 13 and later show it as
    /// a card there).
    open override var adaptivePresentationStyle: UIModalPresentationStyle { presentationStyle }

    override var adaptsInCompactWidth: Bool { true }

    open override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        card.hold(presentedViewController.view)
        applyCorners()
        card.grabber.isHidden = !prefersGrabberVisible
        UIView.performWithoutAnimation {
            dimmingView.frame = container.bounds
            dimmingView.alpha = 0
            container.insertSubview(dimmingView, at: 0)
        }
        presentedViewController.transitionCoordinator?.animate { [self] _ in applyBackdrop() }
    }

    open override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { restorePresenter() }
    }

    open override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate { [self] _ in
            dimmingView.alpha = 0
            scaledPresenter?.view.transform = .identity
        }
    }

    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed {
            restorePresenter()
            presentedViewController.viewIfLoaded?.removeFromSuperview()
        } else {
            applyBackdrop()
        }
    }
}
