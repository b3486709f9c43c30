/// Whether the interface shows as in the active window (iPadOS and Mac window states).
public enum UIUserInterfaceActiveAppearance: Int, Sendable {
    /// Not specified.
    case unspecified = -1
    /// Inactive.
    case inactive = 0
    /// Active.
    case active = 1
}
