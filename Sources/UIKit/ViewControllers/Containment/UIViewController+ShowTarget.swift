import Foundation

/// `show(_:sender:)`, `showDetailViewController(_:sender:)` and the search behind them,
/// `targetViewController(forAction:sender:)`, as UIKit does it: each asks for the
/// controller handling its action up the chain of parents and presenting controllers
/// (a navigation controller claims `show`), and that controller shows the new one; with
/// none, the controller asked presents it. Actions are `Selector` values
/// (`#Selector(UIViewController.show(_:sender:))`), compared by name.
extension UIViewController {
    /// The selector of `show(_:sender:)`.
    static let showAction = #Selector(UIViewController.show(_:sender:))
    /// The selector of `showDetailViewController(_:sender:)`.
    static let showDetailAction = #Selector(UIViewController.showDetailViewController(_:sender:))

    /// The default search: a navigation controller handles `show`; otherwise the parent
    /// (else the presenting controller) is asked.
    func defaultTargetViewController(forAction action: Selector, sender: Any?) -> UIViewController? {
        if action == Self.showAction, self is UINavigationController { return self }
        let next = parentStorage ?? presentingStorage
        return next?.targetViewController(forAction: action, sender: sender)
    }

    /// `show(_:sender:)`'s default: a navigation controller pushes `vc`; another
    /// controller passes it to the target up the chain, else presents it.
    func showViewController(_ vc: UIViewController, sender: Any?) {
        if let navigation = self as? UINavigationController {
            navigation.pushViewController(vc, animated: true)
        } else if let target = targetViewController(forAction: Self.showAction, sender: sender), target !== self {
            target.show(vc, sender: sender)
        } else {
            present(vc, animated: true)
        }
    }

    /// `showDetailViewController(_:sender:)`'s default: the target up the chain shows it,
    /// else this controller presents it.
    func showDetail(_ vc: UIViewController, sender: Any?) {
        if let target = targetViewController(forAction: Self.showDetailAction, sender: sender), target !== self {
            target.showDetailViewController(vc, sender: sender)
        } else {
            present(vc, animated: true)
        }
    }
}
