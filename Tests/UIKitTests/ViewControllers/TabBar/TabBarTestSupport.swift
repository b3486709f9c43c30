import Foundation
@testable import UIKit
import UIKitTesting

@MainActor
extension LifeCycleStage {
    /// A tab bar controller with `tabs`, shown as the window's root and settled; the log is
    /// cleared.
    func showTabs(_ tabs: [UIViewController]) -> UITabBarController {
        let tabBarController = UITabBarController()
        tabBarController.viewControllers = tabs
        show(tabBarController)
        return tabBarController
    }

    /// Taps the tab at `index` of `tabBarController`'s bar (items filling the width).
    func tapTab(_ index: Int, of tabBarController: UITabBarController) {
        let bar = tabBarController.tabBar
        let count = CGFloat(bar.items?.count ?? 1)
        let frame = bar.convert(bar.bounds, to: nil)
        sim.tap(at: CGPoint(x: frame.minX + frame.width / count * (CGFloat(index) + 0.5), y: frame.minY + 20))
    }
}

/// A tab bar controller delegate that logs what it is asked and told, refusing the
/// controllers in `refused`.
@MainActor
final class LoggingTabBarControllerDelegate: NSObject, UITabBarControllerDelegate {
    let log: CallbackLog
    var refused: [UIViewController] = []

    init(log: CallbackLog) {
        self.log = log
    }

    func tabBarController(_ tabBarController: UITabBarController,
                          shouldSelect viewController: UIViewController) -> Bool {
        log.add("delegate.shouldSelect(\(Self.name(viewController)))")
        return !refused.contains { $0 === viewController }
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        log.add("delegate.didSelect(\(Self.name(viewController)))")
    }

    private static func name(_ controller: UIViewController) -> String {
        (controller as? LoggingController)?.name ?? String(describing: type(of: controller))
    }
}
