/// The visual level of content: the base level, or elevated above it (sheets, popovers).
public enum UIUserInterfaceLevel: Int, Sendable {
    /// Not specified.
    case unspecified = -1
    /// The window's main content.
    case base = 0
    /// Content above the base level.
    case elevated = 1
}
