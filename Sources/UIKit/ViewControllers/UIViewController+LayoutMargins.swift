import CoreGraphics
import Foundation

/// The root view's layout margins: they start at the controller's system minimum and,
/// while the controller respects it, never go below it (Apple: "your custom values or the
/// system minimum values, whichever is greater").
extension UIViewController {
    /// The leading and trailing minimum in a compact-width environment.
    static let compactMinimumMargin: CGFloat = 16
    /// The leading and trailing minimum in a regular-width environment.
    static let regularMinimumMargin: CGFloat = 20

    /// `systemMinimumLayoutMargins` as UIKit gives it: none at the top and bottom, 16 or
    /// 20 points at the sides by the horizontal size class.
    var minimumRootLayoutMargins: NSDirectionalEdgeInsets {
        let side = hasRegularWidth ? Self.regularMinimumMargin : Self.compactMinimumMargin
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// The root view's margins from the ones set on it (`own`): at least the system
    /// minimum while the controller respects it.
    func rootLayoutMargins(from own: UIEdgeInsets) -> UIEdgeInsets {
        guard viewRespectsSystemMinimumLayoutMargins else { return own }
        let minimum = systemMinimumLayoutMargins
        // Left to right: leading is left.
        return UIEdgeInsets(top: max(own.top, minimum.top), left: max(own.left, minimum.leading),
                            bottom: max(own.bottom, minimum.bottom), right: max(own.right, minimum.trailing))
    }

    /// A view becoming the root view: margins never set (a view's default 8 points) give
    /// way to the system minimum, the root view's default in UIKit. No callback: the view
    /// has just become the root view, as if made so.
    func adoptRootViewMargins(_ view: UIView) {
        guard view.layoutMarginsStorage == UIView.defaultLayoutMargins else { return }
        view.layoutMarginsStorage = .zero
        view.systemGuideInsetsChanged()
    }

    /// The rule that keeps the root view's margins at the minimum changed.
    func rootLayoutMarginsChanged() {
        viewIfLoaded?.layoutMarginsInputsChanged()
    }

    /// Whether the controller's environment has a regular horizontal size class.
    var hasRegularWidth: Bool { traitCollection.horizontalSizeClass == .regular }
}
