import CoreGraphics
import Foundation

/// A popover presentation controller's delegate: the adaptive delegate's members, plus
/// the popover's own. Every member is optional. Set it as the popover presentation
/// controller's `delegate` (UIKit's property is declared on the adaptive delegate type).
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The popover is about to be shown: the last moment to give it a source.
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
    /// Whether a tap outside dismisses the popover (deprecated in iOS 13 for
    /// `presentationControllerShouldDismiss(_:)`, still asked after it). Default true.
    func popoverPresentationControllerShouldDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController) -> Bool
    /// A tap outside dismissed the popover (deprecated in iOS 13 for
    /// `presentationControllerDidDismiss(_:)`, still called after it).
    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController)
    /// The window's size changed: the popover will point at `rect` in `view`; change them
    /// to point elsewhere. (UIKit passes the view as an `AutoreleasingUnsafeMutablePointer`,
    /// an Objective-C type; an `UnsafeMutablePointer` here, docs/DIFFERENCES.md.)
    func popoverPresentationController(_ popoverPresentationController: UIPopoverPresentationController,
                                       willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>,
                                       in view: UnsafeMutablePointer<UIView>)
}

extension UIPopoverPresentationControllerDelegate {
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
    public func popoverPresentationControllerShouldDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController) -> Bool { true }
    public func popoverPresentationControllerDidDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController) {}
    public func popoverPresentationController(_ popoverPresentationController: UIPopoverPresentationController,
                                              willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>,
                                              in view: UnsafeMutablePointer<UIView>) {}
}
