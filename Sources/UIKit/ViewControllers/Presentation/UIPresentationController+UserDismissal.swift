import Foundation

/// Dismissals the user starts with a tap outside the presented view (a sheet's dimming
/// view, the space around a popover): refused while `isModalInPresentation` or when the
/// delegate says no (the delegate hears `presentationControllerDidAttemptToDismiss`),
/// else the delegate hears `presentationControllerWillDismiss`, the controller is
/// dismissed, and `presentationControllerDidDismiss` follows once it is gone.
extension UIPresentationController {
    /// A tap on the view outside the presented one: an attempt to dismiss.
    func dismissalTapped(_ tap: UITapGestureRecognizer) {
        guard tap.state == .ended, !isTransitioning, presentedViewController.presentingStorage != nil else { return }
        guard userMayDismiss() else {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return
        }
        delegate?.presentationControllerWillDismiss(self)
        dismissByUser()
    }

    /// Dismisses the presented controller for the user, the delegate hearing of it once it
    /// is gone (and an action sheet's Cancel action running, for a popover tapped outside).
    func dismissByUser() {
        presentedViewController.dismiss(animated: true) { [self] in
            userDidDismiss()
            (presentedViewController as? UIAlertController)?.runCancelHandlerAfterOutsideDismissal()
        }
    }
}
