import CoreGraphics
import Foundation

/// Manages one presented view controller from `present(_:animated:completion:)` to the end
/// of its dismissal, as UIKit's does: it owns the container view the presented view sits in
/// (above everything in the window), says where that view goes
/// (`frameOfPresentedViewInContainerView`) and whether the presenting controller's view
/// leaves the window while covered (`shouldRemovePresentersView`), and hears each
/// transition begin and end. UIKit makes one per presentation by the presented controller's
/// `modalPresentationStyle` (`UISheetPresentationController` for sheets); with `.custom`, the
/// presented controller's `transitioningDelegate` gives a subclass of its own.
///
/// Subclasses override the members below and animate alongside the transition through the
/// presented controller's `transitionCoordinator`, as on iOS. Adaptation to trait
/// collections is by device only here (iPhone or iPad; docs/DIFFERENCES.md).
@preconcurrency @MainActor
open class UIPresentationController: NSObject {
    /// The two transitions of a presentation.
    enum Phase {
        case presenting
        case dismissing
    }

    /// The controller shown (which owns this presentation controller while it is presented).
    public unowned let presentedViewController: UIViewController
    /// The controller it was presented from.
    weak var presentingStorage: UIViewController?
    /// The presentation style the presentation runs with, set when it begins (after
    /// `.automatic` resolved and adaptation).
    var styleStorage: UIModalPresentationStyle
    /// The view holding the presented view, in the window from the start of the
    /// presentation to the end of the dismissal.
    var containerStorage: PresentationContainerView?
    /// Whether a transition is under way: its animator places the presented view, so
    /// layout leaves it alone.
    var isTransitioning = false
    /// The presenting controller's view, taken out of the window while a full-screen
    /// presentation covers it, and where it was.
    var removedPresenterView: RemovedView?

    struct RemovedView {
        let view: UIView
        let superview: UIView
        let index: Int
        /// Whether it filled its superview (it is made to fill it again when it returns).
        let filled: Bool
    }

    /// Makes a presentation controller for `presentedViewController`, presented by
    /// `presentingViewController` (UIKit replaces it with the actual presenter when the
    /// presentation begins).
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        presentingStorage = presentingViewController
        styleStorage = presentedViewController.modalPresentationStyle
        super.init()
    }

    /// The controller it was presented from. Reading it before a presentation that named no
    /// presenter is a programming error.
    public var presentingViewController: UIViewController {
        guard let presenting = presentingStorage else {
            preconditionFailure("UIPresentationController.presentingViewController: read before the presentation began "
                + "and no presenting controller was given to init(presentedViewController:presenting:)")
        }
        return presenting
    }

    /// The view the presentation happens in: UIKit's container, in the window from the
    /// start of the presentation to the end of the dismissal; nil otherwise.
    public var containerView: UIView? { containerStorage }

    /// The presentation style: the presented controller's, as it was when the presentation
    /// began (`.custom` for a presentation controller a transitioning delegate gave).
    open var presentationStyle: UIModalPresentationStyle { styleStorage }

    /// The object told about adaptation and about dismissals the user starts (a sheet
    /// swiped down).
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    /// Traits the presented controller (and its views and children) gets in place of what
    /// it inherits from the window, value by value; nil (the default) changes none.
    /// Deprecated in iOS 17 in favour of trait overrides, still honoured as in UIKit.
    open var overrideTraitCollection: UITraitCollection? {
        didSet { presentedViewController.propagateTraits() }
    }

    /// The traits of the presentation: the container's (the window's) during the
    /// presentation, else the presenting controller's or the main screen's.
    open var traitCollection: UITraitCollection {
        containerView?.traitCollection ?? presentingStorage?.traitCollection ?? UIScreen.main.traitCollection
    }

    // MARK: What subclasses change

    /// The view the transitions move: the presented controller's view by default.
    open var presentedView: UIView? { presentedViewController.viewIfLoaded }

    /// Where the presented view goes in the container: the whole container by default.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// Whether the presenting controller's view leaves the window once the presented view
    /// covers it (and its controller gets the disappear and appear callbacks): the
    /// full-screen system styles; false for a custom presentation controller, as UIKit's
    /// base class answers.
    open var shouldRemovePresentersView: Bool {
        presentationStyle == .fullScreen || presentationStyle == .currentContext
    }

    /// Whether the presentation covers the whole screen (true by default).
    open var shouldPresentInFullscreen: Bool { true }

    /// The style the presentation adapts to on a compact-width screen: `.fullScreen` by
    /// default.
    open var adaptivePresentationStyle: UIModalPresentationStyle { .fullScreen }

    /// Called when the presentation transition is about to run; animate alongside it
    /// through `presentedViewController.transitionCoordinator`. The default does nothing.
    open func presentationTransitionWillBegin() {}

    /// Called when the presentation transition has ended (`completed` false when it was
    /// cancelled). The default does nothing.
    open func presentationTransitionDidEnd(_ completed: Bool) {}

    /// Called when the dismissal transition is about to run. The default does nothing.
    open func dismissalTransitionWillBegin() {}

    /// Called when the dismissal transition has ended (`completed` false when it was
    /// cancelled), before the container leaves the window. The default does nothing.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}

    /// Called before the container lays out its subviews. The default does nothing.
    open func containerViewWillLayoutSubviews() {}

    /// Called after the container laid out its subviews. The default does nothing.
    open func containerViewDidLayoutSubviews() {}

    // MARK: Content container

    /// The size the presentation would like: the presented controller's preferred size.
    open var preferredContentSize: CGSize { presentedViewController.preferredContentSize }

    /// The presented controller's `preferredContentSize` changed (UIKit tells its
    /// presentation controller): the system styles put its view where the new size puts it,
    /// at the container's next layout.
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        containerView?.setNeedsLayout()
    }

    /// The presented controller's Auto Layout fitting size changed. The default does nothing.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// The size the presented controller's view gets: that of
    /// `frameOfPresentedViewInContainerView` during the presentation, else `parentSize`.
    open func size(forChildContentContainer container: any UIContentContainer,
                   withParentContainerSize parentSize: CGSize) -> CGSize {
        containerView == nil ? parentSize : frameOfPresentedViewInContainerView.size
    }

    /// The container is about to take `size` (the window rotates). The default does
    /// nothing: the presented view follows at the container's layout.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}

    /// The traits are about to change to `newCollection`. The default does nothing.
    open func willTransition(to newCollection: UITraitCollection,
                             with coordinator: any UIViewControllerTransitionCoordinator) {}

    // MARK: What the system styles change (internal)

    /// Whether a dismissal the user starts (a swipe, a tap outside) may go ahead: not while
    /// the presented controller `isModalInPresentation`, else as the delegate says.
    func userMayDismiss() -> Bool {
        !presentedViewController.isModalInPresentation && delegate?.presentationControllerShouldDismiss(self) ?? true
    }

    /// Called as the presentation is about to begin, once the controller is chosen (after
    /// adaptation): a popover asks its delegate to prepare it and checks its source. The
    /// default does nothing.
    func prepareForPresentation() {}

    /// The style the presentation adapted to from the one asked for (`.none` when it did
    /// not adapt), told to the delegate as the presentation begins.
    var adaptiveStyle: UIModalPresentationStyle = .none
    /// The presentation controller of the style asked for, when this one replaced it by
    /// adaptation (a popover shown as a sheet on an iPhone).
    var adaptedFrom: UIPresentationController?

    /// Tells the delegate a dismissal the user started has ended.
    func userDidDismiss() {
        delegate?.presentationControllerDidDismiss(self)
    }

    /// Whether the presentation adapts on a compact-width screen (the delegate's
    /// `adaptivePresentationStyle(for:)` is asked): the sheet and popover styles.
    var adaptsInCompactWidth: Bool { false }

    /// Whether UIKit puts the presented view at `frameOfPresentedViewInContainerView` when
    /// the container lays out between transitions: the system styles do; a custom
    /// presentation controller places it itself.
    var placesPresentedViewOnLayout: Bool { presentationStyle != .custom }

    /// The animator of the presentation (`presenting`) or dismissal of a system style: the
    /// standard one of the presented controller's `modalTransitionStyle` (or of the
    /// presentation context's, when it provides its transition style).
    func systemAnimator(presenting: Bool) -> any UIViewControllerAnimatedTransitioning {
        ModalTransitionAnimator(ModalTransitionAnimator.Effect(transitionStyle), presenting: presenting)
    }

    /// The transition style the presentation uses.
    var transitionStyle: UIModalTransitionStyle = .coverVertical

    /// The container's frame in the window: the window's bounds, or the presentation
    /// context's view for the current-context styles.
    func containerFrame(in window: UIWindow) -> CGRect {
        switch presentationStyle {
        case .currentContext, .overCurrentContext:
            guard let view = presentingStorage?.viewIfLoaded, view.window === window else { return window.bounds }
            return view.convert(view.bounds, to: window)
        default:
            return window.bounds
        }
    }
}
