import Foundation

/// Adding actions, the preferred action, and choosing an action.
extension UIAlertController {
    func appendAction(_ action: UIAlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            preconditionFailure("UIAlertController.addAction(_:): UIAlertController can only have one action with a style "
                + "of UIAlertActionStyleCancel; give the other actions the .default or .destructive style")
        }
        actionList.append(action)
        action.alertController = self
        contentDidChange()
    }

    func checkPreferredAction() {
        if let action = preferredAction, !actions.contains(where: { $0 === action }) {
            preconditionFailure("UIAlertController.preferredAction: the preferred action \"\(action.title ?? "")\" is not "
                + "one of the alert's actions; add it with addAction(_:) before making it preferred")
        }
        contentDidChange()
    }

    /// The title, message, actions or an action's state changed: the view shows them again.
    func contentDidChange() {
        (viewIfLoaded as? AlertControllerView)?.contentDidChange()
    }

    /// The user chose `action`: unless it is disabled, or the alert is not presented or in a
    /// transition, or an action was already chosen, the alert is dismissed (animated) and,
    /// once the dismissal has ended, the action's handler runs — once.
    func choose(_ action: UIAlertAction) {
        guard action.isEnabled, chosenAction == nil, transitionPhase == nil,
              let presenting = presentingStorage, presenting.transitionPhase == nil else { return }
        chosenAction = action
        presenting.dismiss(animated: true) { [weak self] in
            self?.chosenAction = nil
            action.handler?(action)
        }
    }

    /// A tap outside an action sheet: chooses its Cancel action, if it has one. Alerts
    /// ignore taps outside them.
    func chooseCancelFromOutside() {
        guard preferredStyle == .actionSheet, let cancel = actions.first(where: { $0.style == .cancel }) else { return }
        choose(cancel)
    }
}
