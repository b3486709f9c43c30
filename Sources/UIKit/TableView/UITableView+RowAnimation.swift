import Foundation

extension UITableView {
    /// How rows (and sections) come and go in an update: inserted rows arrive, deleted ones
    /// leave, reloaded ones swap their old cell for the new one.
    public enum RowAnimation: Int, Sendable {
        /// The row fades in or out.
        case fade = 0
        /// The row slides in from the right, or out to the right.
        case right = 1
        /// The row slides in from the left, or out to the left.
        case left = 2
        /// The row slides in from above its place, or out upwards (under the row above).
        case top = 3
        /// The row slides in from below its place, or out downwards.
        case bottom = 4
        /// No animation: the row appears or goes at once (the others still move).
        case none = 5
        /// The row grows from, or shrinks to, the middle of its place.
        case middle = 6
        /// The table chooses: a fade (see docs/DIFFERENCES.md).
        case automatic = 100
    }
}
