import Foundation

extension UIViewController {
    /// The controller's title became `title`: its navigation and tab bar items (made or
    /// not yet) show it, as UIKit's `title` setter does.
    func titleDidChange() {
        navigationItemStorage?.title = title
        tabBarItemStorage?.title = title
    }
}
