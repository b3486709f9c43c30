import Foundation

/// A target and the action sent to it. The target is held weakly, as UIKit does.
struct TargetAction {
    weak var target: AnyObject?
    let action: Selector
}

/// Target–action, with `Selector` values for the actions: actions go to every target, in
/// the order they were added, each time the state changes to began, changed, ended
/// (recognized) or cancelled.
extension UIGestureRecognizer {
    /// Adds `action`, such as `#Selector(ViewController.handlePan(_:))`, sent to `target`
    /// (held weakly) on each state change. Adding a pair that is already there changes
    /// nothing.
    public func addTarget(_ target: Any, action: Selector) {
        let object = target as AnyObject
        targetActions.removeAll { $0.target == nil }
        guard !targetActions.contains(where: { $0.target === object && $0.action == action }) else { return }
        targetActions.append(TargetAction(target: object, action: action))
    }

    /// Removes the pairs matching `target` and `action`; nil matches every target (or
    /// action).
    public func removeTarget(_ target: Any?, action: Selector?) {
        let object = target.map { $0 as AnyObject }
        targetActions.removeAll { pair in
            (object == nil || pair.target === object) && (action == nil || pair.action == action)
        }
    }

    /// Sends every action, with `state` reported as the recognizer's state meanwhile (the
    /// recognizer may have moved on since the transition).
    func sendActions(reporting state: State) {
        let previous = reportedState
        reportedState = state
        defer { reportedState = previous }
        for pair in targetActions {
            guard let target = pair.target else { continue }
            pair.action.perform(on: target, sender: self)
        }
    }
}
