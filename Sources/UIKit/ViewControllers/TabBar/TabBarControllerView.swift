import Foundation

/// A tab bar controller's root view (UIKit's UILayoutContainerView): it holds the transition
/// view (UIKit's UITransitionView, with the selected controller's view) and, above it, the
/// tab bar, and asks its controller to place them whenever it lays out.
@MainActor
final class TabBarControllerView: UIView {
    weak var controller: UITabBarController?

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutBarAndContent()
    }
}
