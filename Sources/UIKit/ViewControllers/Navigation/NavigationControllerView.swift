import Foundation

/// A navigation controller's root view (UIKit's UILayoutContainerView): it holds the view
/// the controllers' views are in and the two bars, and asks its controller to place them
/// whenever it lays out.
@MainActor
final class NavigationControllerView: UIView {
    weak var controller: UINavigationController?

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutBarsAndContent()
    }
}
