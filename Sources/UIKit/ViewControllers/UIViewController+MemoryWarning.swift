import Foundation

/// UIKit tells every view controller alive about memory warnings (each one listens for
/// the application's notification); here the application tells them through this list.
extension UIViewController {
    private struct WeakController {
        weak var controller: UIViewController?
    }

    /// The view controllers made so far, oldest first (dead ones pruned now and then).
    private static var made: [WeakController] = []
    private static var pruneAt = 64

    /// Remembers a new view controller.
    static func track(_ controller: UIViewController) {
        if made.count >= pruneAt {
            made.removeAll { $0.controller == nil }
            pruneAt = max(64, made.count * 2)
        }
        made.append(WeakController(controller: controller))
    }

    /// Calls `didReceiveMemoryWarning()` on every view controller alive, oldest first.
    static func sendMemoryWarning() {
        made.removeAll { $0.controller == nil }
        for entry in made { entry.controller?.didReceiveMemoryWarning() }
    }
}
