import Foundation

/// Which responder performs an action: `canPerformAction(_:withSender:)` and
/// `target(forAction:withSender:)` (UIResponder's members call these).
extension UIResponder {
    /// Whether this responder's class implements `action`: for a standard edit action,
    /// whether the class overrides UIResponder's method; for a method reference, whether
    /// the responder is of the method's type.
    func implementsAction(_ action: Selector) -> Bool {
        action.dispatchingByName.isImplemented(by: self)
    }

    func performCanPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        implementsAction(action) || (next?.canPerformAction(action, withSender: sender) ?? false)
    }

    /// This responder if it agrees to perform `action` (asked first, as UIKit asks) and
    /// implements it, else the next responder's target. A responder that agrees without implementing the action (its
    /// `canPerformAction` said yes for an ancestor) is passed over: UIKit would send it the
    /// action and raise "unrecognized selector".
    func findTarget(forAction action: Selector, withSender sender: Any?) -> Any? {
        if canPerformAction(action, withSender: sender), implementsAction(action) { return self }
        return next?.target(forAction: action, withSender: sender)
    }
}
