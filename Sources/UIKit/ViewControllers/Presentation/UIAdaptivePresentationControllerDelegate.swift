import Foundation

/// A presentation controller's delegate: it chooses the style a presentation adapts to on
/// a compact-width screen (an iPhone), and hears about dismissals the user starts (a sheet
/// swiped down, a tap outside a popover) — never about `dismiss(animated:completion:)`
/// called by the program. Every member is optional.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    /// The style to show the presentation with on a compact-width screen: `.none` keeps the
    /// presented style (a popover stays a popover on an iPhone). The default answers the
    /// presentation controller's own `adaptivePresentationStyle`.
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// The style to show the presentation with in the compact-width `traitCollection`.
    /// The default answers `adaptivePresentationStyle(for:)`.
    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle
    /// The controller to show in the adapted `style` instead of the presented one — usually a
    /// navigation controller holding it, to give it a Done button. It becomes the presenter's
    /// `presentedViewController`; the original, its descendant, still dismisses it. Asked only
    /// when the presentation adapts. The default answers nil: the presented controller shows.
    func presentationController(_ controller: UIPresentationController,
                                viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle)
        -> UIViewController?
    /// The presentation is about to begin in `style` (`.none` when it did not adapt), with
    /// `transitionCoordinator` running its transition.
    func presentationController(_ presentationController: UIPresentationController,
                                willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                transitionCoordinator: (any UIViewControllerTransitionCoordinator)?)
    /// Whether the user may dismiss the presentation by a gesture. Default true. Not asked
    /// when the presented controller's `isModalInPresentation` is true.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// The user began a dismissal (it may still be cancelled).
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// The user's dismissal finished.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// The user tried to dismiss but was refused (`isModalInPresentation`, or
    /// `presentationControllerShouldDismiss` answered false).
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        controller.adaptivePresentationStyle
    }
    public func adaptivePresentationStyle(for controller: UIPresentationController,
                                          traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
    public func presentationController(_ controller: UIPresentationController,
                                       viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle)
        -> UIViewController? { nil }
    public func presentationController(_ presentationController: UIPresentationController,
                                       willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                       transitionCoordinator: (any UIViewControllerTransitionCoordinator)?) {}
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
