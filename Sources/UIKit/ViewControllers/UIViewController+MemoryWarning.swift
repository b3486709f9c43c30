import Foundation

/// UIKit tells every view controller alive about memory warnings (each one listens for
/// the application's notification); here the application tells them through this list.
extension UIViewController {
    /// Remembers a new view controller (in the environment in force).
    static func track(_ controller: UIViewController) {
        HostEnvironment.current.uiKit.viewControllers.append(controller)
    }

    /// Calls `didReceiveMemoryWarning()` on every view controller alive, oldest first.
    static func sendMemoryWarning() {
        for controller in HostEnvironment.current.uiKit.viewControllers.live() { controller.didReceiveMemoryWarning() }
    }
}
