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
    /// The animator handed out for every switch, if any.
    var animator: (any UIViewControllerAnimatedTransitioning)?
    /// The interaction controller handed out for the animator, if any.
    var interaction: (any UIViewControllerInteractiveTransitioning)?

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

    func tabBarController(_ tabBarController: UITabBarController,
                          animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        // Logged only when it hands one out: the switches of the other tests stay as they were.
        if animator != nil { log.add("delegate.animationController(\(Self.name(fromVC)) → \(Self.name(toVC)))") }
        return animator
    }

    func tabBarController(_ tabBarController: UITabBarController,
                          interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        interaction
    }

    func tabBarController(_ tabBarController: UITabBarController,
                          willBeginCustomizing viewControllers: [UIViewController]) {
        log.add("delegate.willBeginCustomizing(\(Self.names(viewControllers)))")
    }

    func tabBarController(_ tabBarController: UITabBarController,
                          willEndCustomizing viewControllers: [UIViewController], changed: Bool) {
        log.add("delegate.willEndCustomizing(\(Self.names(viewControllers)), changed: \(changed))")
    }

    func tabBarController(_ tabBarController: UITabBarController,
                          didEndCustomizing viewControllers: [UIViewController], changed: Bool) {
        log.add("delegate.didEndCustomizing(\(Self.names(viewControllers)), changed: \(changed))")
    }

    private static func names(_ controllers: [UIViewController]) -> String {
        controllers.map(name).joined()
    }

    private static func name(_ controller: UIViewController) -> String {
        (controller as? LoggingController)?.name ?? String(describing: type(of: controller))
    }
}

/// A tab switch animator as Apple's CustomTransitions sample writes one: it puts the arriving
/// view in the container beside the leaving one and slides both a width to the left over
/// `duration` (linear, so a percent-driven interaction maps straight onto positions).
@MainActor
final class TabSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval
    private(set) var ended: [Bool] = []

    init(duration: TimeInterval = 0.4) {
        self.duration = duration
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let toController = transitionContext.viewController(forKey: .to),
              let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to) else { return }
        let container = transitionContext.containerView
        let width = container.bounds.width
        let final = transitionContext.finalFrame(for: toController)
        toView.frame = final.offsetBy(dx: width, dy: 0)
        container.addSubview(toView)
        UIView.animate(withDuration: duration, delay: 0, options: [.curveLinear], animations: {
            fromView.frame = fromView.frame.offsetBy(dx: -width, dy: 0)
            toView.frame = final
        }, completion: { _ in
            let cancelled = transitionContext.transitionWasCancelled
            if cancelled { fromView.frame = fromView.frame.offsetBy(dx: width, dy: 0) }
            transitionContext.completeTransition(!cancelled)
        })
    }

    func animationEnded(_ transitionCompleted: Bool) {
        ended.append(transitionCompleted)
    }
}
