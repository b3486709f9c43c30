import Foundation
import UIKitTesting

/// A logging controller that also logs its containment calls and the flags in its
/// appearance callbacks.
@MainActor
extension LifeCycleStage {
    func navigable(_ name: String) -> LoggingController {
        controller(name, records: [.containment, .flags])
    }

    /// A navigation controller with `root`, shown as the window's root and settled; the log
    /// is cleared.
    func showNavigation(root: UIViewController) -> UINavigationController {
        let navigation = UINavigationController(rootViewController: root)
        show(navigation)
        return navigation
    }
}

/// A navigation delegate that logs what it is told and hands out the animator and
/// interaction controller it is given.
@MainActor
final class LoggingNavigationDelegate: NSObject, UINavigationControllerDelegate {
    let log: CallbackLog
    var animator: (any UIViewControllerAnimatedTransitioning)?
    var interaction: (any UIViewControllerInteractiveTransitioning)?
    var operations: [UINavigationController.Operation] = []

    init(log: CallbackLog) {
        self.log = log
    }

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                              animated: Bool) {
        log.add("delegate.willShow(\((viewController as? LoggingController)?.name ?? "?"), \(animated))")
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool) {
        log.add("delegate.didShow(\((viewController as? LoggingController)?.name ?? "?"), \(animated))")
    }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController,
                              to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        operations.append(operation)
        return animator
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        interaction
    }
}

/// A custom animator: the arriving view fades in over `duration` with a UIView animation.
@MainActor
final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval
    private(set) var ended: [Bool] = []
    private(set) var context: (any UIViewControllerContextTransitioning)?

    init(duration: TimeInterval = 0.5) {
        self.duration = duration
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        context = transitionContext
        guard let toView = transitionContext.view(forKey: .to) else { return }
        toView.alpha = 0
        UIView.animate(withDuration: duration, delay: 0, options: [.curveLinear], animations: {
            toView.alpha = 1
        }, completion: { _ in
            if transitionContext.transitionWasCancelled { toView.alpha = 1 }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }

    func animationEnded(_ transitionCompleted: Bool) {
        ended.append(transitionCompleted)
    }
}
