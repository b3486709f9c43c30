/// The font weight the user asked for in Accessibility settings (Bold Text).
public enum UILegibilityWeight: Int, Sendable {
    /// Not specified.
    case unspecified = -1
    /// Regular text.
    case regular = 0
    /// Bold Text is on.
    case bold = 1
}
