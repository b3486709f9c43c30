import CoreGraphics
import Foundation

/// Something a popover can point at (iOS 16): a view (its bounds) or a bar button item
/// (the view showing it).
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerSourceItem: NSObjectProtocol {}

extension UIView: UIPopoverPresentationControllerSourceItem {}
extension UIBarButtonItem: UIPopoverPresentationControllerSourceItem {}

extension UIBarButtonItem {
    /// The view showing the item in `window` (its custom view, or the bar's button for
    /// it); nil when no bar in the window shows it.
    func displayedView(in window: UIWindow) -> UIView? {
        let view = customView ?? itemView
        return view?.window === window ? view : nil
    }
}
