import CoreGraphics
import Foundation

/// How an alert or action sheet is presented (UIKit's alert presentation controller): a
/// dimming view (black at 20 %) fades in over everything below, whose tint colours turn
/// gray meanwhile; the alert goes where its layout puts it (centred, or along the bottom)
/// and arrives with its own transition (fading in while shrinking from 1.2 times its size,
/// or sliding up). The presenting controller's view stays. A tap on the dimming view
/// outside an action sheet chooses its Cancel action; outside an alert it does nothing.
/// Showing an alert hides the edit menu.
final class AlertPresentationController: UIPresentationController {
    static let dimmingColor = UIColor(white: 0, alpha: 0.2)

    private unowned let alert: UIAlertController
    private let dimmingView = UIView()
    /// The views below the alert whose tints it dimmed (they were `.automatic`).
    private var dimmedViews: [UIView] = []

    init(alert: UIAlertController, presentedBy presenting: UIViewController?) {
        self.alert = alert
        super.init(presentedViewController: alert, presenting: presenting)
        styleStorage = .custom
        dimmingView.backgroundColor = Self.dimmingColor
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmingView.addGestureRecognizer(
            UITapGestureRecognizer(target: self, action: #Selector(AlertPresentationController.dimmingViewTapped(_:))))
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView, let view = alert.view as? AlertControllerView else { return .zero }
        return view.fittingFrame(in: container)
    }

    override var shouldRemovePresentersView: Bool { false }

    /// The alert places its view as the container lays out, though its style is `.custom`.
    override var placesPresentedViewOnLayout: Bool { true }

    override func systemAnimator(presenting: Bool) -> any UIViewControllerAnimatedTransitioning {
        ModalTransitionAnimator(alert.preferredStyle == .alert ? .alert : .actionSheet, presenting: presenting)
    }

    override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        // UIKit hides the edit menu when an alert shows, as a touch outside it would.
        EditMenuPresentation.current?.touchedOutside()
        dimTints(below: container)
        UIView.performWithoutAnimation {
            dimmingView.frame = container.bounds
            dimmingView.alpha = 0
            container.insertSubview(dimmingView, at: 0)
        }
        presentedViewController.transitionCoordinator?.animate { [dimmingView] _ in dimmingView.alpha = 1 }
    }

    override func dismissalTransitionWillBegin() {
        restoreTints()
        presentedViewController.transitionCoordinator?.animate { [dimmingView] _ in dimmingView.alpha = 0 }
    }

    /// A tap on the dimming view.
    func dimmingViewTapped(_ recognizer: UITapGestureRecognizer) {
        guard recognizer.state == .ended else { return }
        alert.chooseCancelFromOutside()
    }

    /// Dims the tints of the window's views below `container` (those left `.automatic`),
    /// as UIKit does behind an alert.
    private func dimTints(below container: UIView) {
        guard let window = container.superview else { return }
        for view in window.subviews where view !== container && view.tintAdjustmentMode == .automatic {
            dimmedViews.append(view)
            view.tintAdjustmentMode = .dimmed
        }
    }

    private func restoreTints() {
        for view in dimmedViews { view.tintAdjustmentMode = .automatic }
        dimmedViews = []
    }
}
