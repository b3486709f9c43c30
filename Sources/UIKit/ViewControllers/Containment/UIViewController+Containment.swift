import Foundation

/// Containment: the parent–child links (`addChild(_:)`, `removeFromParent()`) with their
/// callbacks in UIKit's order, the checks UIKit makes (its exceptions as preconditions),
/// and `transition(from:to:…)`.
extension UIViewController {
    func addChildController(_ child: UIViewController) {
        precondition(child !== self, "UIViewController.addChild(_:): \(Self.describe(self)) cannot be a child of "
            + "itself; add it to another container")
        if child.parentStorage === self { return }
        if let window = child.viewIfLoaded?.window, window.rootViewController === child {
            preconditionFailure("UIViewController.addChild(_:): adding a root view controller \(Self.describe(child)) "
                + "as a child of view controller:\(Self.describe(self)); set the window's rootViewController to "
                + "another controller first")
        }
        var ancestor = parentStorage
        while let current = ancestor {
            precondition(current !== child, "UIViewController.addChild(_:): \(Self.describe(child)) contains "
                + "\(Self.describe(self)); a controller cannot be a child of one of its own children")
            ancestor = current.parentStorage
        }
        // UIKit takes a controller from its old parent first (its didMove(toParent: nil)).
        if child.parentStorage != nil { child.removeFromParent() }
        child.isMovingFromParentFlag = false
        child.isMovingToParentFlag = true
        child.willMove(toParent: self)
        childrenStorage.append(child)
        child.parentStorage = self
        child.parentChangedTraits()
    }

    func removeFromParentController() {
        guard let parent = parentStorage else { return }
        parent.childrenStorage.removeAll { $0 === self }
        parentStorage = nil
        isMovingToParentFlag = false
        parentChangedTraits()
        didMove(toParent: nil)
    }

    func transitionChildren(from fromController: UIViewController, to toController: UIViewController,
                            duration: TimeInterval, options: UIView.AnimationOptions,
                            animations: (() -> Void)?, completion: ((Bool) -> Void)?) {
        guard fromController.parentStorage === self, toController.parentStorage === self else {
            preconditionFailure("UIViewController.transition(from:to:duration:options:animations:completion:): "
                + "Children view controllers \(Self.describe(fromController)) and \(Self.describe(toController)) "
                + "must have a common parent view controller when calling "
                + "-[UIViewController transitionFromViewController:toViewController:duration:options:animations:"
                + "completion:]; add both with addChild(_:) first")
        }
        let fromView: UIView = fromController.view
        let toView: UIView = toController.view
        guard let container = fromView.superview else {
            preconditionFailure("UIViewController.transition(from:to:duration:options:animations:completion:): "
                + "the view of \(Self.describe(fromController)) is not in a view hierarchy; put it in "
                + "\(Self.describe(self))'s view before transitioning from it")
        }
        let animated = duration > 0
        // The children hear of it when this container is on screen and forwards: the
        // controller leaving first, then the one arriving.
        let forwards = shouldAutomaticallyForwardAppearanceMethods && countsAsAppeared
        if forwards {
            fromController.beginAppearanceChange(appearing: false, animated: animated)
            toController.beginAppearanceChange(appearing: true, animated: animated)
        }
        let finish: (Bool) -> Void = { finished in
            fromView.removeFromSuperview()
            if forwards {
                toController.endAppearanceChange()
                fromController.endAppearanceChange()
            }
            completion?(finished)
        }
        if ViewTransitionKind(options) != nil {
            // A transition in the options plays on the container: its look before (the
            // old view) goes over to its look after (the new view added).
            UIView.transition(with: container, duration: duration, options: options, animations: {
                container.addSubview(toView)
                if forwards { toController.reportViewIsAppearing() }
                animations?()
            }, completion: finish)
        } else {
            UIView.performWithoutAnimation { container.addSubview(toView) }
            if forwards { toController.reportViewIsAppearing() }
            UIView.animate(withDuration: duration, delay: 0, options: options, animations: { animations?() },
                           completion: finish)
        }
    }
}
