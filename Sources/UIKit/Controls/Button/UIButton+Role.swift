import Foundation

extension UIButton {
    /// What a button does, which styles it in some contexts: a configuration gives a
    /// destructive button red (`systemRed`) colours instead of the tint colour.
    public enum Role: Int, Sendable {
        /// No particular role.
        case normal = 0
        /// The main action of its context.
        case primary
        /// Cancels the action of its context.
        case cancel
        /// Destroys something (deletes, discards).
        case destructive
    }
}
