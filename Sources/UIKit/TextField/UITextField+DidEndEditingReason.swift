import Foundation

extension UITextField {
    /// Why editing ended, for `textFieldDidEndEditing(_:reason:)`.
    public enum DidEndEditingReason: Int, Sendable {
        /// The field resigned first responder: its changes stand.
        case committed = 0
        /// Editing was abandoned.
        case cancelled = 1
    }
}
