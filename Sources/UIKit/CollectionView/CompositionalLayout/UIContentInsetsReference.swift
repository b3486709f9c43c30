import Foundation

/// What a section's content insets are measured from.
public enum UIContentInsetsReference: Int, Sendable {
    /// The layout's choice: the safe area.
    case automatic = 0
    /// The collection view's edges (less its content inset).
    case none
    /// The safe area.
    case safeArea
    /// The layout margins.
    case layoutMargins
    /// The readable content guide (laid out as the layout margins: docs/DIFFERENCES.md).
    case readableContent
}
