import Foundation

extension CALayer {
    /// Core Animation's action search (see `action(forKey:)`).
    func searchAction(forKey event: String) -> (any CAAction)? {
        if let found = delegate?.action(for: self, forKey: event) { return found is NSNull ? nil : found }
        if let found = actions?[event] { return found is NSNull ? nil : found }
        if let styleActions = style?["actions"] as? [String: any CAAction], let found = styleActions[event] {
            return found is NSNull ? nil : found
        }
        return type(of: self).defaultAction(forKey: event)
    }

    /// Runs the action for `key` unless the current transaction disables actions.
    func runAction(forKey key: String) {
        guard !CATransaction.disableActions(), let action = action(forKey: key) else { return }
        action.run(forKey: key, object: self, arguments: nil)
    }
}
